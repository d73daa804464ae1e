import { expect, expectAccessible, signIn, test } from "./support";

/**
 * A sheet's versions without JavaScript: the keeper of the demo glass cleaner (a draft in English for GB and
 * one in Swedish for SE) opens it from the list of the company's own sheets and makes a version in German for
 * GB from the English one; and deletes the Swedish draft after the confirmation step (two tests, so that each
 * stays short: they touch different versions and may run at once). Plain forms and links only, so
 * the JavaScript project has nothing more to prove (@no-js-only).
 */

const KEEPER = "versions@demo.test";
const NAME = "Demo Glass Cleaner 200";

test("a publisher opens a sheet's versions and makes a version in another language @no-js-only", async ({
  page,
}) => {
  await signIn(page, KEEPER, "/documents");
  await page.getByRole("link", { name: NAME }).first().click();
  await expect(page).toHaveURL(/\/documents\/all-versions\/DOC-DEMOGLASS200$/);
  await expect(page.getByRole("heading", { level: 1, name: `Versions of ${NAME}` })).toBeVisible();
  const table = page.getByRole("table", { name: `Versions of ${NAME}` });
  await expect(table.getByRole("rowheader", { name: "Version 1 (English (UK), GB)" })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Version 1 (Svenska, SE)" })).toBeVisible();
  // The list's state is scanned once the version is made (and by the deleting test): one scan a state.

  await page
    .getByRole("link", { name: "Other language or market from this version: Version 1 (English (UK), GB)" })
    .click();
  await expect(page.getByText("Starting from version 1 in English (UK) for GB")).toBeVisible();
  await page.getByLabel("Language (market GB)").selectOption({ label: "Deutsch" });
  await page.getByRole("button", { name: "Make a version in this language" }).click();
  await expect(page.getByText("Version 1 in Deutsch for GB is a new draft.")).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Version 1 (Deutsch, GB)" })).toBeVisible();
  await expectAccessible(page);
});

test("a publisher deletes a draft after the confirmation step @no-js-only", async ({ page }) => {
  await signIn(page, KEEPER, "/documents/all-versions/DOC-DEMOGLASS200");
  const table = page.getByRole("table", { name: `Versions of ${NAME}` });
  await page.getByRole("link", { name: "Delete the draft: Version 1 (Svenska, SE)" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Delete version 1 in Svenska for SE?" }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Delete the draft" }).click();
  await expect(page.getByText("The draft is deleted.")).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Version 1 (Svenska, SE)" })).toHaveCount(0);
  await expect(table.getByRole("rowheader", { name: "Version 1 (English (UK), GB)" })).toBeVisible();
  await expectAccessible(page);
});

test("a user without local_publisher is sent to /main with the warning @no-js-only", async ({ page }) => {
  await signIn(page, "operator@demo.test", "/documents/all-versions/DOC-DEMOGLASS200");
  await expect(page).toHaveURL(/\/main$/);
  await expect(
    page.getByText(
      "This feature is disabled. If you believe this is a mistake, please contact one of your admins.",
    ),
  ).toBeVisible();
});
