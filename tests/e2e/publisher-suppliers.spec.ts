import type { Page } from "@playwright/test";
import { expectSummaryLinksLand } from "./error-summary";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The internal-documents publisher's suppliers and substances without JavaScript: from the landing page a
 * publisher editor adds a supplier (a missing name is refused with its message first); finds one in the list,
 * reads its card and adds a market; edits one and deletes it after the confirmation; adds a substance after a
 * wrong CAS check digit is refused; a worker without the permission is sent to /main with the warning. Plain
 * forms and links only, so the JavaScript project has nothing more to prove (@no-js-only).
 */

/** Adds a supplier through /new-supplier (a market in Norway) and lands on it within the list. */
async function addSupplier(page: Page, name: string) {
  await page.goto("/new-supplier");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("City").fill("Trondheim");
  await page.getByLabel("Type").selectOption({ label: "Importer" });
  await page.getByLabel("Country").selectOption({ label: "Norway" });
  await page.getByRole("group", { name: "Markets" }).getByLabel("Norway").check();
  await page.getByRole("button", { name: "Save the supplier" }).click();
  await expect(page.getByText(`The supplier ${name} was added.`)).toBeVisible();
}

test("a publisher opens the suppliers from the landing page @no-js-only", async ({ page }) => {
  await signIn(page, "admin@demo.test", "/internal-documents");
  await expect(page.getByRole("heading", { level: 1, name: "Internal documents" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Suppliers", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Suppliers" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Your company's suppliers" })).toContainText("Demo Chemicals");
  await expectAccessible(page);
});

test("a publisher adds a supplier; a missing name is refused first @no-js-only", async ({ page }) => {
  await signIn(page, "admin@demo.test", "/suppliers");
  await page.getByRole("link", { name: "Add a supplier" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New supplier" })).toBeVisible();
  // Without a name: the message, and nothing saved.
  await page.getByLabel("City").fill("Trondheim");
  await page.getByRole("button", { name: "Save the supplier" }).click();
  await expect(page.getByText("Name is required.").first()).toBeVisible();
  await expectSummaryLinksLand(page);
  await expectAccessible(page);

  const name = `E2E Supply ${Date.now()}`;
  await page.getByLabel("Name").fill(name);
  await page.getByRole("group", { name: "Markets" }).getByLabel("Norway").check();
  await page.getByRole("button", { name: "Save the supplier" }).click();
  await expect(page.getByText(`The supplier ${name} was added.`)).toBeVisible();
  await expect(page.getByRole("region", { name })).toContainText("Trondheim");
  await expectAccessible(page);
});

test("a publisher finds a supplier, reads its card and adds a market @no-js-only", async ({ page }) => {
  await signIn(page, "admin@demo.test", "/suppliers");
  const name = `E2E Markets ${Date.now()}`;
  await addSupplier(page, name);

  await page.getByRole("search").getByLabel("Search by name, city or e-mail").fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  const results = page.getByRole("table", { name: `Suppliers matching “${name}”` });
  await expect(results.getByRole("row")).toHaveCount(2);
  await results.getByRole("link", { name: `Card of ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Importer")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Back to the suppliers" }).click();

  await page.getByRole("link", { name: `Add markets for ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Add markets for ${name}` })).toBeVisible();
  await page.getByRole("button", { name: "Add the markets" }).click();
  await expect(page.getByText("Tick at least one country to add.").first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("group", { name: "Countries to add" }).getByLabel("Sweden").check();
  await page.getByRole("button", { name: "Add the markets" }).click();
  await expect(page.getByText(`Markets added to ${name}.`)).toBeVisible();
  await expect(page.getByRole("region", { name })).toContainText("Norway, Sweden");
});

test("a publisher edits a supplier and deletes it after the confirmation @no-js-only", async ({ page }) => {
  await signIn(page, "admin@demo.test", "/suppliers");
  const name = `E2E Edited ${Date.now()}`;
  await addSupplier(page, name);

  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${name}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Phone", { exact: true }).fill("+47 73 00 00 00");
  await page.getByRole("button", { name: "Save the changes" }).click();
  await expect(page.getByText(`The supplier ${name} was saved.`)).toBeVisible();
  await expect(page.getByRole("region", { name })).toContainText("+47 73 00 00 00");

  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByRole("link", { name: `Delete ${name}…` }).click();
  await expect(page.getByText(`Delete ${name} for good?`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: `Yes, delete ${name}` }).click();
  await expect(page.getByText(`The supplier ${name} was deleted.`)).toBeVisible();
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
});

test("a publisher adds a substance after a wrong CAS check digit is refused @no-js-only", async ({
  page,
}) => {
  await signIn(page, "admin@demo.test", "/substances");
  await expect(page.getByRole("heading", { level: 1, name: "Substances" })).toBeVisible();
  const table = page.getByRole("table", { name: "Your company's substances" });
  await expect(table.getByRole("row").filter({ hasText: "Acetone" })).toContainText("67-64-1");
  await expectAccessible(page);
  // The search asks the API for the substances whose CAS number starts with what was typed.
  await page.getByLabel("Search by name, CAS or EC number").fill("67-64");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/substances\?q=67-64$/);
  const found = page.getByRole("table", { name: "Substances matching “67-64”" });
  await expect(found.getByRole("row").filter({ hasText: "Acetone" })).toContainText("200-662-2");

  await page.getByRole("link", { name: "Add a substance" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New substance" })).toBeVisible();
  await expectAccessible(page);
  const name = `E2E solvent ${Date.now()}`;
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("CAS number").fill("108-88-4");
  await page.getByLabel("EC number").fill("203-625-8");
  await page.getByRole("button", { name: "Save the substance" }).click();
  await expect(page.getByText("Wrong format").first()).toBeVisible();
  await expect(
    page.getByText("Enter an EC number like 200-662-2 with a correct check digit.").first(),
  ).toBeVisible();
  await expectSummaryLinksLand(page);
  await expectAccessible(page);

  await page.getByLabel("CAS number").fill("108-88-3");
  await page.getByLabel("EC number").fill("203-625-9");
  await page.getByRole("button", { name: "Save the substance" }).click();
  await expect(page.getByText(`The substance ${name} was added.`)).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Your company's substances" }).getByRole("row").filter({ hasText: name }),
  ).toContainText("108-88-3");
});

test("a worker without the permission is sent to /main with the warning @no-js-only", async ({ page }) => {
  await signIn(page, "worker@demo.test", "/suppliers");
  await expect(page).toHaveURL(/\/main$/);
  await expect(
    page.getByText(
      "This feature is disabled. If you believe this is a mistake, please contact one of your admins.",
    ),
  ).toBeVisible();
  await expectAccessible(page);
});
