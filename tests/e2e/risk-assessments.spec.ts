import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Risk assessments without JavaScript, read-only, as riskviewer@ (a user of the demo company without any
 * flag): the list of the seeded assessments (seed/risk-assessments.ts) and its GET filters, a location's
 * list with the location's path, the SPS list, and the status page with its counts as filter links. The
 * pages change nothing, so the JavaScript project has nothing more to prove (@no-js-only).
 */

const VIEWER = "riskviewer@demo.test";

test("the risk assessment lists and their filters without JavaScript @no-js-only", async ({ page }) => {
  await signIn(page, VIEWER, "/documents/1");
  await expect(page).toHaveURL(/\/documents\/1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Risk assessments" })).toBeVisible();
  const table = page.getByRole("table", { name: "Risk assessments, newest change first" });
  const naoh = table
    .getByRole("row")
    .filter({ hasText: "Preparing 1 M sodium hydroxide solution from pellets" });
  await expect(naoh).toContainText("Approved");
  await expect(naoh).toContainText("version 2");
  await expect(naoh).toContainText("This version");
  await expect(naoh.getByRole("link")).toHaveAttribute("href", /^\/smartforms\/1\/documents\/\d+$/);
  // Other specs add documents while this one runs: the count is checked by the API tests, not here.
  await expect(page.getByText(/^Documents 1 to \d+ of \d+$/)).toBeVisible();
  await expectAccessible(page);

  // The filters: waiting for approval, then past the review date.
  await page.getByLabel("Status").selectOption({ label: "Waiting for approval" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/status=2/);
  await expect(
    table.getByRole("row").filter({ hasText: "Filling ethanol tank T1 from road tankers" }),
  ).toBeVisible();
  // Every row waits for approval (other specs may add some of their own while this one runs).
  await expect(table.locator("tbody tr").filter({ hasNotText: "Waiting for approval" })).toHaveCount(0);
  await page.getByRole("link", { name: "Clear the filters" }).click();
  await page.getByLabel("Past the review date").check();
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/review=due/);
  // The sulfuric acid assessment and the company-wide document of the older form are past their dates.
  await expect(table.locator("tbody tr").filter({ hasNotText: "overdue" })).toHaveCount(0);
  const overdue = table
    .locator("tbody tr")
    .filter({ hasText: "Diluting sulfuric acid for the titration bench" });
  await expect(overdue).toContainText("overdue");
  await page.getByRole("link", { name: "Clear the filters" }).click();
  await page.getByLabel("Title contains").fill("glassware");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(page.getByLabel("Title contains")).toHaveValue("glassware");
  await expectAccessible(page);
});

// The status page: counts per state as links; the state filter; a location's status with its path.
test("the risk assessment status page and a location's status without JavaScript @no-js-only", async ({
  page,
}) => {
  await signIn(page, VIEWER, "/documents/1");
  await page.getByRole("link", { name: "Which products are covered" }).click();
  await expect(page).toHaveURL(/\/riskassessment\/status$/);
  await expect(page.getByRole("heading", { level: 1, name: "Risk assessment status" })).toBeVisible();
  const states = page.getByRole("navigation", { name: "Products by state" });
  await expect(states.getByRole("link", { name: /^All/ })).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);
  await states.getByRole("link", { name: /^Review due/ }).click();
  await expect(page).toHaveURL(/state=review_due/);
  const products = page.getByRole("table", { name: "Review due" });
  const acid = products.getByRole("row").filter({ hasText: "Sulfuric acid 96 %" });
  await expect(acid).toContainText("Acids cabinet");
  await expect(
    acid.getByRole("link", { name: "Diluting sulfuric acid for the titration bench" }),
  ).toBeVisible();
  await acid.getByRole("link", { name: "Acids cabinet" }).click();
  await expect(page).toHaveURL(/\/locations\/\d+\/riskassessment\/status$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Acids cabinet");
  const path = page.getByRole("navigation", { name: "Location" });
  await expect(path.getByRole("link", { name: "Laboratory 2" })).toBeVisible();
  await expectAccessible(page);

  // Up to Laboratory 2 and its risk assessments.
  await path.getByRole("link", { name: "Laboratory 2" }).click();
  await page.getByRole("link", { name: "The risk assessments" }).click();
  await expect(page).toHaveURL(/\/locations\/\d+\/documents\/1$/);
  await expect(
    page.getByRole("table", { name: "Risk assessments, newest change first" }).locator("tbody tr"),
  ).toHaveCount(3);
  await expectAccessible(page);
});

// The SPS documents (the demo company has the sps feature).
test("the SPS list without JavaScript @no-js-only", async ({ page }) => {
  await signIn(page, VIEWER, "/documents/2");
  await expect(page.getByRole("heading", { level: 1, name: "SPS documents" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "SPS documents, newest change first" }).locator("tbody tr"),
  ).toHaveCount(2);
  await expectAccessible(page);
});
