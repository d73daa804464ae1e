import type { Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Product pages, with and without JavaScript: a product's page, its
 * PDF and on-screen sheet, switching the sheet's language, replacing a sheet
 * (upload, compare, apply) and editing a product. The two projects run at the
 * same time on one database, so each changes only its own product and signs
 * in as its own user: the JavaScript project works on "Xylene (isomer
 * mixture)" as safety@demo.test, the no-JavaScript one on "n-Heptane" as
 * hse@demo.test. Acetone is only read.
 */
const setup = (project: string) =>
  project === "no-js"
    ? {
        user: "hse@demo.test",
        product: "n-Heptane",
        query: "Heptane",
        // n-Heptane: H410 becomes H411, P273 goes.
        hazard: "H225, H304, H315, H336, H411",
        precautionary: "P210, P301+P310, P331, P302+P352, P403+P235",
        added: { code: "H411", text: "Toxic to aquatic life with long lasting effects." },
        removed: "H410",
      }
    : {
        user: "safety@demo.test",
        product: "Xylene (isomer mixture)",
        query: "Xylene",
        // Xylene: H336 is added, H312 goes.
        hazard: "H226, H304, H315, H319, H332, H335, H336, H373",
        precautionary: "P210, P260, P280, P301+P310, P331, P370+P378",
        added: { code: "H336", text: "May cause drowsiness or dizziness." },
        removed: "H312",
      };

/** The toast with this text (success and info toasts are in a status region). */
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status").getByText(text, typeof text === "string" ? { exact: true } : undefined);

/**
 * Opens a product from the product list (products kept at locations),
 * searching for `query`; a product at no location is found with the search
 * for safety data sheets instead.
 */
async function openProduct(page: Page, name: string, query = name) {
  await page.goto(`/products?q=${encodeURIComponent(query)}`);
  let link = page.getByRole("main").getByRole("link", { name, exact: true });
  if ((await link.count()) === 0) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    link = page.getByRole("main").getByRole("link", { name, exact: true });
  }
  await link.first().click();
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
}

async function samplePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

test("product page: Acetone's hazards, its PDF, the sheet on screen and in another language @no-js-only", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { user } = setup(test.info().project.name);
  await signIn(page, user, "/products");
  await openProduct(page, "Acetone");
  await expect(page.getByText("67-64-1").first()).toBeVisible();
  const pictograms = page.getByRole("list", { name: "Hazard pictograms" });
  await expect(pictograms.getByText("Flammable", { exact: true })).toBeVisible();
  await expect(pictograms.getByText(/^Exclamation mark/)).toBeVisible();
  await expect(page.getByText("H225", { exact: true })).toBeVisible();
  await expect(page.getByText("Highly flammable liquid and vapour.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Locations that hold this product" })).toContainText(
    "Flammables cabinet",
  );
  await expectAccessible(page);

  // The PDF, fetched with the session cookie of the page.
  const pdfHref = await page
    .getByRole("link", { name: "Open the safety data sheet (PDF)" })
    .getAttribute("href");
  expect(pdfHref).toMatch(/^\/sds\/SDS-[0-9A-Z]+\/pdf$/);
  const response = await page.request.get(pdfHref!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The sheet on screen: sixteen sections.
  await page.getByRole("link", { name: "Read it on screen" }).click();
  await expect(page).toHaveURL(/\/sds\/SDS-[0-9A-Z]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Acetone");
  await expect(page.locator(".sds-sections h2")).toHaveCount(16);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Go to the product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Acetone", exact: true })).toBeVisible();

  // The Norwegian sheet.
  const switcher = page.getByRole("navigation", { name: "Safety data sheet in other languages" });
  await switcher.getByRole("link", { name: "Norsk (NO)" }).click();
  await expect(page).toHaveURL(/sds_language=1&sds_market=1/);
  await expect(switcher.getByText("Norsk (NO)")).toHaveAttribute("aria-current", "true");
  await expect(switcher.getByRole("link", { name: "English (GB)", exact: true })).toHaveAttribute(
    "hreflang",
    "en",
  );
  await expectAccessible(page);
});

test("replace a safety data sheet: upload, compare, apply; then edit the article number", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const project = test.info().project.name;
  const mine = setup(project);
  const version = `E2E-${project}-${Date.now().toString(36).slice(-5)}`;
  await signIn(page, mine.user, "/products");
  await openProduct(page, mine.product, mine.query);
  const productUrl = new URL(page.url());

  // Step 1: the current sheet and the upload form, which starts from it.
  await page.getByRole("link", { name: "Replace the safety data sheet" }).click();
  await expect(page).toHaveURL(/\/replace-sds\?prodId=\d+$/);
  await expect(
    page.getByRole("heading", { level: 1, name: `Replace the safety data sheet of ${mine.product}` }),
  ).toBeVisible();
  await expect(page.getByLabel("Product name")).toHaveValue(mine.product);
  await expectAccessible(page);

  // A refused upload first (no version) keeps what was typed and the file.
  const form = page.getByRole("region", { name: "Upload a newer version" });
  await page.getByLabel("Safety data sheet (PDF)").setInputFiles({
    name: "new-version.pdf",
    mimeType: "application/pdf",
    buffer: await samplePdf(`${mine.product} ${version}`),
  });
  await page.getByLabel("Date of issue").fill("2025-11-20");
  await page.getByLabel("Hazard statements (H and EUH)").fill(mine.hazard);
  await page.getByRole("button", { name: "Upload and compare" }).click();
  await expect(page.getByRole("alert").getByText("Enter the version.")).toBeVisible();
  await expect(page.getByLabel("Hazard statements (H and EUH)")).toHaveValue(mine.hazard);
  await expect(page.getByLabel("Version", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(form).toBeVisible();
  await expectAccessible(page);

  // Without JavaScript the server refused it and kept the file (staged); with it, the browser refused
  // it and the file input still holds the file. Either way it is not chosen again.
  if (project === "no-js") await expect(form.getByText("Uploaded: new-version.pdf")).toBeVisible();

  // The upload, with the version.
  await page.getByLabel("Version", { exact: true }).fill(version);
  await page.getByLabel("Date of issue").fill("2025-11-20");
  await page.getByLabel("Hazard statements (H and EUH)").fill(mine.hazard);
  await page.getByLabel("Precautionary statements (P)").fill(mine.precautionary);
  await page.getByRole("button", { name: "Upload and compare" }).click();

  // Step 2: what changes.
  await expect(page).toHaveURL(/\/replace-sds\?prodId=\d+&sds_key=SDS-/);
  await expect(
    toast(page, "The new safety data sheet was uploaded. Check what changes, then apply it."),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: `Check the new safety data sheet of ${mine.product}` }),
  ).toBeVisible();
  const hazards = page.getByRole("region", { name: "Hazard statements" });
  await expect(hazards.locator(".diff-added")).toContainText(mine.added.code);
  await expect(hazards.locator(".diff-added")).toContainText(mine.added.text);
  await expect(hazards.locator(".diff-removed")).toContainText(mine.removed);
  await expect(page.getByText(new RegExp(`version ${version}, issued`))).toBeVisible();
  await expectAccessible(page);

  // Apply it: the product page shows the new version, the old one superseded.
  await page.getByRole("button", { name: /^Apply the new safety data sheet/ }).click();
  await expect(page).toHaveURL(new RegExp(`${productUrl.pathname}\\?sds_language=4&sds_market=4$`));
  await expect(
    toast(
      page,
      new RegExp(`^Version ${version} (of the safety data sheet now applies at|is now the current)`),
    ),
  ).toBeVisible();
  const versions = page.getByRole("table", { name: "Safety data sheets of this product, newest first" });
  await expect(versions.getByRole("row").filter({ hasText: version })).toContainText("Current");
  await expect(versions.getByRole("row").filter({ hasText: "Superseded" }).first()).toBeVisible();
  await expect(page.getByText(mine.added.text)).toBeVisible();
  await expectAccessible(page);

  // Edit the article number.
  const articleNo = `ART-${project}-${version.slice(-5)}`;
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${mine.product}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Article number").fill(articleNo);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, `“${mine.product}” is saved.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: mine.product, exact: true })).toBeVisible();
  await expect(page.getByText(articleNo, { exact: true })).toBeVisible();
});
