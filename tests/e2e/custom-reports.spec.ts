import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Custom reports without JavaScript: a user builds a report of products at locations (a bad first try is
 * refused with its messages and nothing saved), runs it as a table, downloads it as CSV, and finds it in the
 * list. Every step is a plain form or link, so the JavaScript project has nothing more to prove (@no-js-only).
 */

const USER = "safety@demo.test";

test("a user builds a report, runs it and downloads it as CSV @no-js-only", async ({ page }) => {
  await signIn(page, USER, "/custom-reports");
  await expect(page.getByRole("heading", { level: 1, name: "Custom reports" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Create report" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create report" })).toBeVisible();
  await expectAccessible(page);

  // Nothing filled in: the messages, and nothing saved.
  await page.getByRole("button", { name: "Save report" }).click();
  await expect(page.getByText("Choose at least one column.").first()).toBeVisible();
  await expect(page.getByText("This field is required.").first()).toBeVisible();
  await expectAccessible(page);

  const name = `Acetone at locations ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  const columns = page.getByRole("group", { name: "Columns" });
  await columns.getByLabel("Product", { exact: true }).check();
  await columns.getByLabel("Location", { exact: true }).check();
  await columns.getByLabel("Amount", { exact: true }).check();
  await page.getByLabel("Filter 1: column").selectOption({ label: "Product" });
  await page.getByLabel("Filter 1: condition").selectOption({ label: "contains" });
  await page.getByLabel("Filter 1: value").fill("Acetone");
  await page.getByRole("button", { name: "Save report" }).click();

  await expect(page.getByText("The report was saved.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Report: ${name}` })).toBeVisible();
  const table = page.getByRole("table", { name: "Rows of the report" });
  await expect(table).toContainText("Acetone");
  await expect(table.getByRole("columnheader", { name: "Location" })).toBeVisible();
  await expectAccessible(page);

  const href = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain("Acetone");

  await page.getByRole("link", { name: "All reports" }).click();
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
});

test("a reader of the exposure register reports on exposure records, newest first @no-js-only", async ({
  page,
}) => {
  await signIn(page, "physician@demo.test", "/create-report");
  await expect(page.getByRole("heading", { level: 1, name: "Create report" })).toBeVisible();
  // The source is chosen with its own GET form: the page comes back with that source's columns.
  await page.getByLabel("Source", { exact: true }).selectOption({ label: "Exposure records" });
  await page.getByRole("button", { name: "Show this source's columns" }).click();
  await expect(page).toHaveURL(/source=exposure/);
  await expectAccessible(page);

  const name = `Exposure records ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  const columns = page.getByRole("group", { name: "Columns" });
  await columns.getByLabel("Date", { exact: true }).check();
  await columns.getByLabel("Person", { exact: true }).check();
  await columns.getByLabel("Duration (minutes)", { exact: true }).check();
  await page.getByRole("button", { name: "Save report" }).click();

  await expect(page.getByText("The report was saved.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Report: ${name}` })).toBeVisible();
  const table = page.getByRole("table", { name: "Rows of the report" });
  await expect(table.getByRole("columnheader", { name: "Person" })).toBeVisible();
  await expect(table.getByRole("row")).not.toHaveCount(1);
  await expectAccessible(page);
});
