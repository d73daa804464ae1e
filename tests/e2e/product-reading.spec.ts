import type { Page } from "@playwright/test";
import { renderSdsPdf, type SdsPdfInput } from "../../api/products/sds-pdf";
import { statementsFor } from "../../api/products/statements";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Reading an uploaded sheet without JavaScript: "Read the sheet" sends the
 * PDF, the form comes back filled in from it (each value marked as read), the
 * file is kept through a refused save, and /replace-sds compares the new sheet
 * as read with the current one. Plain form posts, so only the no-JavaScript
 * project runs them (@no-js-only).
 */

const statements = (codes: string[]) => statementsFor(codes, 4).map(({ code, text }) => ({ code, text }));

async function sheet(name: string, overrides: Partial<SdsPdfInput> = {}): Promise<Buffer> {
  const bytes = await renderSdsPdf({
    key: "SDS-E2E00001",
    productName: name,
    supplier: "Reading Chemicals Ltd",
    articleNo: null,
    areaOfUse: null,
    languageCode: "en",
    marketCode: "GB",
    version: "1.0",
    dateIssue: "2025-03-14",
    casNo: null,
    ecNo: null,
    unNo: null,
    signalWord: "Danger",
    pictograms: ["GHS02", "GHS07"],
    hazardStatements: statements(["H225", "H319"]),
    precautionaryStatements: statements(["P210"]),
    substances: [],
    storageClass: "3",
    physical: null,
    ...overrides,
  });
  return Buffer.from(bytes);
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-6)}`;

/** Chooses the PDF and presses "Read the sheet"; the form comes back with the reading. */
async function readSheet(page: Page, fileName: string, buffer: Buffer) {
  await page
    .getByLabel("Safety data sheet (PDF)")
    .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer });
  await page.getByRole("button", { name: "Read the sheet" }).click();
  await expect(page.getByText(`Uploaded: ${fileName}`)).toBeVisible();
}

/** The identity fields a reading may not fill (yet): typed over whatever the reading put there. */
async function fillIdentity(page: Page, name: string) {
  await page.getByLabel("Product name").fill(name);
  await page.getByLabel("Supplier").fill("Reading Chemicals Ltd");
  await page.getByLabel("Language of the safety data sheet").selectOption("4");
  await page.getByLabel("Market", { exact: true }).selectOption("4");
  await page.getByLabel("Date of issue").fill("2025-03-14");
}

test("read the sheet, check the filled-in form, save", { tag: "@no-js-only" }, async ({ page }) => {
  test.setTimeout(120_000);
  const name = unique("Read sheet");
  await signIn(page, "hse@demo.test", "/products/new");
  await readSheet(page, "read-sheet.pdf", await sheet(name));

  await expect(
    page.getByRole("status").getByText("The sheet was read. What it says is filled in below"),
  ).toBeVisible();
  const hazards = page.getByLabel("Hazard statements (H and EUH)");
  await expect(hazards).toHaveValue("H225, H319");
  await expect(hazards).toHaveAccessibleDescription(/^Read from the sheet\./);
  await expect(page.getByLabel("Precautionary statements (P)")).toHaveValue("P210");
  await expect(page.getByRole("radio", { name: "Danger" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /\(GHS02\)/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /\(GHS07\)/ })).toBeChecked();
  await expect(page.getByLabel("Storage class")).toHaveValue("3");
  // The sheet's identity too: its name, supplier, version and date.
  await expect(page.getByLabel("Product name")).toHaveValue(name);
  await expect(page.getByLabel("Supplier")).toHaveValue("Reading Chemicals Ltd");
  await expect(page.getByLabel("Version", { exact: true })).toHaveValue("1.0");
  await expect(page.getByLabel("Date of issue")).toHaveValue("2025-03-14");
  await expectAccessible(page);

  await fillIdentity(page, name);
  await page.getByLabel("Version", { exact: true }).fill("1.0");
  await page.getByRole("button", { name: "Add the product" }).click();

  await expect(
    page.getByRole("status").getByText(`“${name}” was added with its safety data sheet.`),
  ).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("term").filter({ hasText: /^H225$/ })).toBeVisible();
  await expect(main.getByRole("term").filter({ hasText: /^P210$/ })).toBeVisible();
});

test("a refused form keeps the file: no choosing it again", { tag: "@no-js-only" }, async ({ page }) => {
  test.setTimeout(120_000);
  const name = unique("Kept sheet");
  await signIn(page, "hse@demo.test", "/products/new");
  await readSheet(page, "kept-sheet.pdf", await sheet(name));
  await fillIdentity(page, name);
  // The version is left empty: the save is refused.
  await page.getByLabel("Version", { exact: true }).fill("");
  await page.getByRole("button", { name: "Add the product" }).click();

  await expect(page.getByRole("heading", { name: "The safety data sheet could not be saved" })).toBeVisible();
  await expect(page.getByText("Uploaded: kept-sheet.pdf")).toBeVisible();
  await expect(page.getByLabel("Choose another file (optional)")).toBeVisible();
  await expect(page.getByLabel("Hazard statements (H and EUH)")).toHaveValue("H225, H319");
  await expectAccessible(page);

  await page.getByLabel("Version", { exact: true }).fill("1.1");
  await page.getByRole("button", { name: "Add the product" }).click();
  await expect(
    page.getByRole("status").getByText(`“${name}” was added with its safety data sheet.`),
  ).toBeVisible();
});

test(
  "replace-sds shows the change from an unclassified sheet to a Danger/H318 one",
  { tag: "@no-js-only" },
  async ({ page }) => {
    test.setTimeout(180_000);
    const name = unique("Replaced cleaner");
    await signIn(page, "hse@demo.test", "/products/new");
    const none = { signalWord: null, pictograms: [], hazardStatements: [], precautionaryStatements: [] };
    await readSheet(page, "cleaner-v1.pdf", await sheet(name, { ...none, storageClass: null }));
    // The generated sheet says in section 2 that the product is not classified.
    await expect(
      page
        .getByRole("status")
        .getByText(/^The sheet was read: it says the product is not classified as hazardous\./),
    ).toBeVisible();
    await fillIdentity(page, name);
    await page.getByLabel("Version", { exact: true }).fill("1.0");
    await page.getByRole("button", { name: "Add the product" }).click();
    await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
    const id = /\/products\/(\d+)/.exec(page.url())![1];

    await page.goto(`/replace-sds?prodId=${id}`);
    await readSheet(
      page,
      "cleaner-v2.pdf",
      await sheet(name, {
        version: "2.0",
        pictograms: ["GHS05"],
        hazardStatements: statements(["H318"]),
        precautionaryStatements: statements(["P280"]),
        storageClass: "8B",
      }),
    );
    await expect(page.getByLabel("Hazard statements (H and EUH)")).toHaveValue("H318");
    await expectAccessible(page);
    await fillIdentity(page, name);
    await page.getByLabel("Version", { exact: true }).fill("2.0");
    await page.getByLabel("Date of issue").fill("2025-06-01");
    await page.getByRole("button", { name: "Upload and compare" }).click();

    const asRead = page.getByRole("region", { name: "What the sheets say, as read from their PDFs" });
    await expect(asRead).toBeVisible();
    await expect(
      asRead.getByText("Changes from not classified (the sheet says so) to classified as hazardous"),
    ).toBeVisible();
    await expect(asRead.getByText("Changes from None to Danger")).toBeVisible();
    await expect(asRead.getByText("Added: H318. Removed: None.")).toBeVisible();
    await expect(page.getByText(/same classification/)).toHaveCount(0);
    await expectAccessible(page);
  },
);

test(
  "with JavaScript, Read the sheet is not held up by the empty fields",
  { tag: "@js-only" },
  async ({ page }) => {
    test.setTimeout(120_000);
    const name = unique("Read with script");
    await signIn(page, "hse@demo.test", "/products/new");
    // Focus loads the browser's checks of the form; the required fields stay empty.
    await page.getByLabel("Product name").focus();
    await readSheet(page, "script-sheet.pdf", await sheet(name));
    await expect(page.getByLabel("Hazard statements (H and EUH)")).toHaveValue("H225, H319");
    await expect(page.getByRole("radio", { name: "Danger" })).toBeChecked();

    await fillIdentity(page, name);
    await page.getByLabel("Version", { exact: true }).fill("1.0");
    await page.getByRole("button", { name: "Add the product" }).click();
    await expect(
      page.getByRole("status").getByText(`“${name}” was added with its safety data sheet.`),
    ).toBeVisible();
  },
);
