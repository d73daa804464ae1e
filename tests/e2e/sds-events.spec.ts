import { expect, expectAccessible, signIn, test } from "./support";

/**
 * SDS events and actions without JavaScript: the safety manager (safety@, add_product and edit_location)
 * reads the SDS timeline and filters it by kind, opens their own actions, makes a new one (an empty title
 * first: a clear message, nothing saved) and marks it done. Plain links and forms, so the JavaScript project
 * has nothing more to prove (@no-js-only).
 */

const KEEPER = "safety@demo.test";

test("the SDS timeline, my actions, a new action and marking it done @no-js-only", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, KEEPER, "/sdsevents");
  await expect(page.getByRole("heading", { level: 1, name: "SDS events" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Supplier answered" }).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Kind").selectOption({ label: "Legislation-list hit" });
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(/kind=list_hit/);
  await expect(page.getByRole("cell", { name: "Supplier answered" })).toHaveCount(0);
  await expect(page.getByRole("cell", { name: "Legislation-list hit" }).first()).toBeVisible();

  await page.goto("/actions");
  await expect(page.getByRole("heading", { level: 1, name: "My actions" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Check the labels in the flammables cabinet" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "New action" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New action" })).toBeVisible();
  // The browser's own check of the required title would stop the post: the server's message is the test.
  await page.getByLabel("Title").evaluate((input) => input.removeAttribute("required"));
  await page.getByRole("button", { name: "Create the action" }).click();
  await expect(page.getByText("Give the action a title (at most 200 characters).").first()).toBeVisible();
  await expectAccessible(page);

  const title = `Check the eyewash station ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Due date").fill("2026-12-31");
  await page.getByLabel("Assigned to").selectOption({ label: "Siri Safety" });
  await page.getByRole("button", { name: "Create the action" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("The action is created.")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Mark as done" }).click();
  await expect(page.getByText("The action is done.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Open again" })).toBeVisible();
});
