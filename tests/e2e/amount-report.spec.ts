import { expect, expectAccessible, signIn, test } from "./support";
import { pickLocation } from "./location-picker";

/**
 * The amount report without JavaScript: a user asks for the totals per hazard category, reads them and the chart drawn on the
 * server (an image with a name, its numbers in the table), the amounts per product and location; chooses a
 * location with the picker's Find and a category with the plain GET form; downloads the CSV. The page is
 * plain links and GET forms, so the JavaScript project has nothing more to prove (@no-js-only).
 */

const READER = "worker@demo.test";

test("a user reads the totals per category, the chart and the amounts per product and location @no-js-only", async ({
  page,
}) => {
  await signIn(page, READER, "/amountreport");
  await expect(page.getByRole("heading", { level: 1, name: "Amount report" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Amounts per product and location" })).toBeVisible();
  // The totals add up every placement, so the page adds them up when asked (a link, kept while paging).
  await page.getByRole("link", { name: "Show the totals per hazard category" }).click();
  await expect(page).toHaveURL(/totals=1/);
  const totals = page.getByRole("table", { name: "Totals per hazard category" });
  await expect(totals).toContainText("All products (each counted once)");
  await expect(
    page.getByRole("img", { name: /Bar chart: kilograms held per hazard category/ }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "Amounts per product and location" })).toBeVisible();
  await expectAccessible(page);
});

test("a user narrows the report to a location's subtree and a category, and downloads the CSV @no-js-only", async ({
  page,
}) => {
  await signIn(page, READER, "/amountreport");
  const form = page.locator("form.request-filters");
  await pickLocation(form, "Warehouse", false);
  await page.getByLabel("Hazard category of the listed products").selectOption("flam-liq-2");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/location=\d+/);
  await expect(page).toHaveURL(/category=flam-liq-2/);
  await expect(page.getByRole("heading", { level: 1, name: /^Amount report: .*Warehouse$/ })).toBeVisible();
  await expectAccessible(page);

  const href = await page.getByRole("link", { name: "Amounts as CSV" }).getAttribute("href");
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain("Hazard categories");
});
