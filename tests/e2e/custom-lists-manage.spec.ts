import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The company's own substance lists without JavaScript: a user administrator creates a list, adds a substance
 * (a wrong CAS check digit is refused with its message), removes it and deletes the list; a worker reads the
 * lists without the forms. Plain forms and links only, so the JavaScript project has nothing more to prove
 * (@no-js-only).
 */

test("a user administrator keeps a list of banned substances @no-js-only", async ({ page }) => {
  await signIn(page, "admin@demo.test", "/custom-lists");
  await expect(page.getByRole("heading", { level: 1, name: "Custom lists" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Create a list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New custom list" })).toBeVisible();

  const name = `Banned solvents ${Date.now()}`;
  await page.getByLabel("Name of the list").fill(name);
  await page.getByLabel("Kind").selectOption({ label: "Banned" });
  await page.getByRole("button", { name: "Create the list" }).click();
  await expect(page.getByText(`The list ${name} was created.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectAccessible(page);

  // A wrong check digit: the message, and nothing added.
  await page.getByLabel("Substance name").fill("Acetone");
  await page.getByLabel("CAS number").fill("67-64-2");
  await page.getByRole("button", { name: "Add the substance" }).click();
  await expect(page.getByText("Enter a valid CAS number, e.g. 67-64-1.").first()).toBeVisible();
  await expect(page.getByText("The list has no substances yet.")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("CAS number").fill("67-64-1");
  await page.getByRole("button", { name: "Add the substance" }).click();
  await expect(page.getByText("Acetone was added to the list.")).toBeVisible();
  const entries = page.getByRole("table", { name: `Substances on ${name}` });
  await expect(entries).toContainText("67-64-1");

  await page.getByRole("button", { name: "Remove Acetone" }).click();
  await expect(page.getByText("Acetone was removed from the list.")).toBeVisible();
  await expect(page.getByText("The list has no substances yet.")).toBeVisible();

  await page.getByRole("button", { name: `Delete the list ${name}` }).click();
  await expect(page.getByText(`The list ${name} was deleted.`)).toBeVisible();
  await expect(page.getByRole("link", { name })).toHaveCount(0);
});

test("a worker reads the company's lists but has no forms to change them @no-js-only", async ({ page }) => {
  await signIn(page, "worker@demo.test", "/custom-lists");
  await expect(page.getByRole("heading", { level: 1, name: "Custom lists" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Your company's lists" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create a list" })).toHaveCount(0);
  await expectAccessible(page);
});

test("a user administrator fills a list from a CSV file; a file with a bad row saves nothing @no-js-only", async ({
  page,
}) => {
  await signIn(page, "admin@demo.test", "/custom-lists/new");
  const name = `Uploaded solvents ${Date.now()}`;
  await page.getByLabel("Name of the list").fill(name);
  await page.getByLabel("Kind").selectOption({ label: "Needs approval" });
  await page.getByRole("button", { name: "Create the list" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // The template to start from: the header row of the columns the upload reads.
  const template = page.getByRole("link", { name: "Download the template (CSV)" });
  const response = await page.request.get((await template.getAttribute("href"))!);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect((await response.text()).trim()).toBe("name,cas,ec,reason,date");

  // A bad CAS check digit on line 3: the problem by its line, and nothing saved.
  const file = (text: string) => ({
    name: "substances.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(text),
  });
  await page
    .getByLabel("CSV file")
    .setInputFiles(file("name,cas,reason\nAcetone,67-64-1,Solvent\nToluene,108-88-4,Solvent\n"));
  await page.getByRole("button", { name: "Import the file" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "The file was not imported" })).toBeVisible();
  await expect(page.getByText("Line 3, CAS number: Enter a valid CAS number, e.g. 67-64-1.")).toBeVisible();
  await expect(page.getByText("The list has no substances yet.")).toBeVisible();
  await expectAccessible(page);

  await page
    .getByLabel("CSV file")
    .setInputFiles(file("name,cas,reason\nAcetone,67-64-1,Solvent\nToluene,108-88-3,Solvent\n"));
  await page.getByRole("button", { name: "Import the file" }).click();
  await expect(page.getByText(`2 substances added and 0 updated on ${name}.`)).toBeVisible();
  const entries = page.getByRole("table", { name: `Substances on ${name}` });
  await expect(entries).toContainText("67-64-1");
  await expect(entries).toContainText("108-88-3");
  await expectAccessible(page);

  await page.getByRole("button", { name: `Delete the list ${name}` }).click();
  await expect(page.getByText(`The list ${name} was deleted.`)).toBeVisible();
});
