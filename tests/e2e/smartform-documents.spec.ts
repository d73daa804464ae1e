import type { Page } from "@playwright/test";
import { pickLocation } from "./location-picker";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Filling in a risk assessment without JavaScript (assessor@demo.test, whom no other spec uses): create it
 * on the company's default template at the Oslo plant, fill in the first tab (a product found by its field's
 * search, with the work task typed before the search kept), refuse a date that does not
 * exist with a clear message and nothing saved, save the last tab, and open the print view. axe on each
 * page. Titles are unique per run.
 */

const toast = (page: Page, text: string) => page.getByRole("status").getByText(text, { exact: true });

test("an assessor creates a risk assessment, fills in two tabs and prints it", async ({ page }) => {
  // Four pages scanned by axe and a dozen round trips: more than one page's time.
  test.slow();
  const title = `E2E assessment ${Date.now().toString(36)}`;
  await signIn(page, "assessor@demo.test", "/smartforms/1/documents/create");
  await expect(page.getByRole("heading", { level: 1, name: "New document: Risk assessment" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Title").fill(title);
  await pickLocation(page.getByRole("group", { name: "Location" }), "Oslo plant", false);
  // The picker's search went through the URL: the title typed before it is still there.
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.getByRole("button", { name: "Create document" }).click();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(toast(page, "The document was created. Fill in its tabs and save each one.")).toBeVisible();
  await expect(page.getByText("Template: Risk assessment of a work task")).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Parts of the form" });
  await expect(tabs.getByRole("link", { name: "Task" })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);

  // The first tab: the work task, and a product held at the plant found by the products' search. The page
  // lists no candidates before a search; Find posts the tab, which comes back as typed with the matches.
  await page.getByLabel("Work task").fill("Decanting acetone into wash bottles");
  const products = page.getByRole("group", { name: /Products used/ });
  await expect(products.getByRole("checkbox")).toHaveCount(0);
  await products.getByLabel("Search products by name or article number").fill("aceton");
  await products.getByRole("button", { name: "Find" }).click();
  await expect(page.getByLabel("Work task")).toHaveValue("Decanting acetone into wash bottles");
  await expect(products.getByText("Matches for “aceton”")).toBeVisible();
  const productName = "Acetone";
  await expectAccessible(page);
  await products.getByRole("checkbox", { name: productName, exact: true }).check();
  await page.getByRole("button", { name: "Save this part", exact: true }).click();
  await expect(toast(page, "Saved.")).toBeVisible();
  await expect(page.getByLabel("Work task")).toHaveValue("Decanting acetone into wash bottles");
  // Saved, the product is a chosen one (ticked) and the matches are gone.
  await expect(products.getByRole("checkbox", { name: productName, exact: true })).toBeChecked();
  await expect(products.getByRole("checkbox")).toHaveCount(1);

  // The last tab: a date that does not exist is refused, with what was typed kept and nothing saved.
  await tabs.getByRole("link", { name: "Residual risk" }).click();
  await expect(tabs.getByRole("link", { name: "Residual risk" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Likelihood").selectOption("2");
  await page.getByLabel("Severity").selectOption("3");
  await page.getByLabel("Conclusion").fill("Acceptable with local exhaust ventilation");
  await page.getByLabel("Next review").fill("2027-02-30");
  await page.getByRole("button", { name: "Save this part", exact: true }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary.getByRole("link", { name: "Next review: Enter a date as YYYY-MM-DD" })).toBeVisible();
  await expect(page.getByLabel("Next review")).toHaveValue("2027-02-30");
  await expect(page.getByLabel("Next review")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Conclusion")).toHaveValue("Acceptable with local exhaust ventilation");
  await expectAccessible(page);
  await tabs.getByRole("link", { name: "Residual risk" }).click();
  await expect(page.getByLabel("Conclusion")).toHaveValue("");
  await expect(page.getByLabel("Likelihood")).toHaveValue("");

  await page.getByLabel("Likelihood").selectOption("2");
  await page.getByLabel("Severity").selectOption("3");
  await page.getByLabel("Conclusion").fill("Acceptable with local exhaust ventilation");
  await page.getByLabel("Next review").fill("2027-01-31");
  await page.getByRole("button", { name: "Save this part", exact: true }).click();
  await expect(toast(page, "Saved.")).toBeVisible();
  await expect(page.getByText("Risk 6 of 25 (medium)")).toBeVisible();

  // The first tab kept its answers when the last one was saved.
  await tabs.getByRole("link", { name: "Task" }).click();
  await expect(page.getByLabel("Work task")).toHaveValue("Decanting acetone into wash bottles");

  await page.getByRole("link", { name: "Print view" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Residual risk" })).toBeVisible();
  await expect(page.getByText("2027-01-31")).toBeVisible();
  await expect(page.getByText("Decanting acetone into wash bottles")).toBeVisible();
  await expect(page.getByText(productName, { exact: true })).toBeVisible();
  await expectAccessible(page);
});
