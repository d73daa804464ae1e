import { readFile } from "node:fs/promises";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * /gdpr without JavaScript (privacy@demo.test): find the seeded leaver, download their personal data as
 * JSON, then erase them in two steps (the explanation with a checkbox, then the erasure).
 */

test("privacy@ exports and erases a person who left @no-js-only", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, "privacy@demo.test", "/gdpr");
  await expect(page).toHaveURL(/\/gdpr$/);
  await expect(page.getByRole("heading", { level: 1, name: "Personal data" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Name or e-mail" }).fill("leaver");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/gdpr\?q=leaver$/);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Lena Leaver" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lena Leaver" })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download as JSON" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d+\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8")) as { user: { email: string } };
  expect(data.user.email).toBe("leaver@demo.test");

  await page.getByRole("link", { name: "Erase this person…" }).click();
  const erase = page.getByRole("region", { name: "Erase this person" });
  await expect(erase.getByRole("checkbox")).toBeVisible();
  await expectAccessible(page);
  await erase
    .getByLabel("I understand that Lena Leaver will be erased and that this cannot be undone.")
    .check();
  await erase.getByRole("button", { name: "Erase Lena Leaver" }).click();
  await expect(page.getByText(/^Lena Leaver has been erased and is now Former user \d+\.$/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /^Former user \d+$/ })).toBeVisible();
  await expect(page.getByText("This person has been erased.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Erase this person" })).toHaveCount(0);
});
