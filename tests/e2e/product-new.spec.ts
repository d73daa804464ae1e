import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * /products/new without JavaScript: a supplier's sheet as it really comes
 * (a PDF padded with kilobytes of spaces after %%EOF) and statement codes
 * typed as the sheet prints them ("H302 + H332") make a product whose page
 * shows the codes in their one stored form. A plain form post, so only the
 * no-JavaScript project runs it (@no-js-only).
 */

/** A generated one-page PDF followed by 2,000 spaces, as some suppliers serve their sheets. */
async function paddedPdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.concat([Buffer.from(await pdf.save()), Buffer.from(" ".repeat(2000))]);
}

test(
  "add a product from a PDF padded after %%EOF, with combined codes as printed",
  { tag: "@no-js-only" },
  async ({ page }) => {
    test.setTimeout(120_000);
    const name = `Padded sheet ${Date.now().toString(36).slice(-6)}`;
    await signIn(page, "hse@demo.test", "/products/new");
    await expect(
      page.getByRole("heading", { level: 1, name: "New product from a safety data sheet" }),
    ).toBeVisible();

    await page.getByLabel("Safety data sheet (PDF)").setInputFiles({
      name: "supplier-sheet.pdf",
      mimeType: "application/pdf",
      buffer: await paddedPdf(name),
    });
    await page.getByLabel("Product name").fill(name);
    await page.getByLabel("Supplier").fill("Padding Chemicals GmbH");
    await page.getByLabel("Language of the safety data sheet").selectOption("4");
    await page.getByLabel("Market", { exact: true }).selectOption("4");
    await page.getByLabel("Version", { exact: true }).fill("2.1");
    await page.getByLabel("Date of issue").fill("2025-09-01");
    await page.getByLabel("Hazard statements (H and EUH)").fill("H302 + H332, h319");
    await page.getByLabel("Precautionary statements (P)").fill("P301 + P310 + P331, P305 + P351 + P338");
    await page.getByRole("button", { name: "Add the product" }).click();

    await expect(
      page.getByRole("status").getByText(`“${name}” was added with its safety data sheet.`),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("term").filter({ hasText: /^H302\+H332$/ })).toBeVisible();
    await expect(main.getByRole("term").filter({ hasText: /^H319$/ })).toBeVisible();
    await expect(main.getByRole("term").filter({ hasText: /^P301\+P310\+P331$/ })).toBeVisible();
    await expect(main.getByRole("term").filter({ hasText: /^P305\+P351\+P338$/ })).toBeVisible();
    await expect(main.getByText("Harmful if swallowed or if inhaled", { exact: true })).toBeVisible();
    // Not listed by the regulation as a combination: its parts' texts one after the other.
    await expect(
      main.getByText(/^IF SWALLOWED: Immediately call .* Do NOT induce vomiting\.$/),
    ).toBeVisible();
    await expectAccessible(page);
  },
);
