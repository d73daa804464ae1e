import type { Page } from "@playwright/test";
import { expectSummaryLinksLand } from "./error-summary";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The company's own settings tabs as settings@demo.test (user_admin only): every tab opens and passes axe,
 * a tab saves ("Settings saved"), refused input shows the error summary and saves nothing, and a greylist
 * substance is added, edited and removed, all without JavaScript. Runs in the no-js project only: the
 * forms post whole pages; the data it writes (the SDS age, one greylist row named after the run) is its own.
 */

const toast = (page: Page, text: string) => page.locator(".toast-region").getByText(text, { exact: true });

test("company settings tabs: every tab, saving one, and the greylist @no-js-only", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "settings@demo.test", "/company-settings");
  await expect(page).toHaveURL(/\/company-settings\/system$/);
  const tabs = page.getByRole("navigation", { name: "Company settings sections" });
  await expect(tabs.getByRole("link", { name: "System" })).toHaveAttribute("aria-current", "page");
  // user_admin only: the approval tabs are not offered.
  await expect(tabs.getByRole("link", { name: "Chemical approval" })).toHaveCount(0);
  await expect(page.getByLabel("Company name")).toHaveValue("Demo Chemicals AS");
  await expectAccessible(page);

  for (const [name, heading] of [
    ["Risk assessment", "Risk assessment"],
    ["Storage", "Storage"],
    ["Documents", "Documents"],
    ["Products", "Products"],
  ]) {
    await tabs.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    await expectAccessible(page);
  }
  await expect(page.getByRole("table", { name: "Co-storage of the TRGS 510 storage classes" })).toHaveCount(
    0,
  );

  // Products tab (open now): a refused value, then a saved one.
  const months = page.getByLabel("A safety data sheet is outdated after (months)");
  await months.fill("0");
  await page.getByRole("button", { name: "Save settings" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toContainText("Enter a whole number from 1 to 120.");
  await expectSummaryLinksLand(page);
  await expectAccessible(page);
  await page.getByLabel("A safety data sheet is outdated after (months)").fill("30");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "Settings saved")).toBeVisible();
  await expect(page.getByLabel("A safety data sheet is outdated after (months)")).toHaveValue("30");

  // The greylist: add, edit, remove a substance of this run.
  await page.getByRole("link", { name: "Open the greylist" }).click();
  await expect(page.getByRole("table", { name: "Substances on the greylist" })).toContainText("Benzene");
  await expectAccessible(page);
  const name = `E2E solvent ${Date.now().toString(36)}`;
  await page.getByLabel("CAS number").fill("71-43-2");
  await page.getByLabel("Substance name").fill(name);
  await page.getByRole("button", { name: "Add to the greylist" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "This CAS number is already on the greylist.",
  );
  await expectSummaryLinksLand(page);
  await page.getByLabel("CAS number").fill("108-88-3");
  await page.getByLabel("Substance name").fill(name);
  await page.getByLabel("Level").selectOption("banned");
  await page.getByRole("button", { name: "Add to the greylist" }).click();
  await expect(toast(page, `${name} was added to the greylist`)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Banned");

  await row.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/company-settings\/products\/greylist\/\d+$/);
  await expectAccessible(page);
  await page.getByLabel("Level").selectOption("restricted");
  await page.getByLabel("Reason").fill("Reproductive toxicity");
  await page.getByRole("button", { name: "Save substance" }).click();
  await expect(toast(page, `${name} was saved`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Restricted");

  await page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("link", { name: `Edit ${name}` })
    .click();
  await page.getByRole("link", { name: `Remove ${name}…` }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: `Remove ${name}` }).click();
  await expect(toast(page, `${name} was removed from the greylist`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
