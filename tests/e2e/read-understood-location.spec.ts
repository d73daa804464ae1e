import { pickLocation } from "./location-picker";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The manager's view per location without JavaScript: rnumanager@ (edit_location) chooses the Oslo plant
 * with the location picker, sees the documents its people are asked to read with their counts, and opens
 * one's follow-up page narrowed to the location. Every page gets an axe scan. The picker and the links are
 * plain GET forms and links, so the flow is proved once (@no-js-only).
 */

test("a manager follows up read and understood by location @no-js-only", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "rnumanager@demo.test", "/read-understood/location");
  await expect(page).toHaveURL(/\/read-understood\/location$/);
  await expect(page.getByRole("heading", { level: 1, name: "Follow up by location" })).toBeVisible();
  await expectAccessible(page);

  await pickLocation(page.getByRole("main"), "Oslo plant", false);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Read and understood at Oslo plant" }),
  ).toBeVisible();
  const documents = page.getByRole("table", { name: "Documents asked at Oslo plant and below" });
  await expect(documents).toBeVisible();
  await expectAccessible(page);

  await documents
    .getByRole("link", { name: /^Who at Oslo plant has read / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/read-understood\/(sds|smartform|wpd)\/\d+\?location=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /: who has read it$/ })).toBeVisible();
  await expectAccessible(page);
});
