import type { Browser, Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { waitForMail } from "./mailbox";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Supplier SDS requests without JavaScript: a keeper (hse@, add_product) asks a supplier for Toluene's newest
 * sheet (a bad address first: a clear message), the mail's link opens the supplier's page on a 320 px phone
 * without signing in, a file that is not a PDF is refused, the PDF is taken once (a replay shows a clear page),
 * and the keeper reviews the answer against the current sheet and accepts it. Plain links and forms, so the
 * JavaScript project has nothing more to prove (@no-js-only).
 */

const KEEPER = "hse@demo.test";
const PHONE = { width: 320, height: 640 };

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  return context.newPage();
}

async function expectFitsPhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

async function samplePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 12, font });
  return Buffer.from(await doc.save());
}

test("a keeper asks a supplier; the supplier answers on a phone; the keeper accepts @no-js-only", async ({
  page,
  browser,
}) => {
  // Three people's pages and seven accessibility scans: longer than the default minute on a busy machine.
  test.setTimeout(180_000);
  const supplier = `sheets-${Date.now()}@supplier.example`;
  await signIn(page, KEEPER, "/sdsrequests");
  await expect(page.getByRole("heading", { level: 1, name: "SDS requests" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Ask a supplier for a newer sheet" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Ask a supplier for a newer sheet" }),
  ).toBeVisible();
  await page.getByLabel("Find the product (name contains)").fill("Toluene");
  await page.getByRole("button", { name: "Search" }).click();
  const one = page.getByRole("region", { name: "One product" });
  await one.getByRole("radio", { name: "Toluene (Sigma-Aldrich)" }).check();
  await one.getByLabel("The supplier's e-mail address").fill("not an address");
  await expectAccessible(page);
  await one.getByRole("button", { name: "Send the request" }).click();
  await expect(
    page.getByText("Enter the supplier's e-mail address, like name@example.com.").first(),
  ).toBeVisible();
  await expectAccessible(page);

  await one.getByRole("radio", { name: "Toluene (Sigma-Aldrich)" }).check();
  await one.getByLabel("The supplier's e-mail address").fill(supplier);
  await one.getByRole("button", { name: "Send the request" }).click();
  await expect(page).toHaveURL(/\/sdsrequests$/);
  await expect(page.getByText(`The request was sent to ${supplier}.`)).toBeVisible();

  const mail = await waitForMail({ to: supplier });
  expect(mail.subject).toContain("Toluene");
  const link = mail.links.find((href) => href.includes("/sds-update-request/"));
  expect(link).toBeDefined();
  const path = new URL(link!).pathname;

  const visitor = await phone(browser);
  await visitor.goto(path);
  await expect(visitor.getByRole("heading", { level: 1, name: "Safety data sheet request" })).toBeVisible();
  await expect(visitor.getByRole("navigation")).toHaveCount(0);
  await expectFitsPhone(visitor);
  await expectAccessible(visitor);

  const field = visitor.getByLabel(/^English/);
  await field.setInputFiles({
    name: "sheet.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("<html>no</html>"),
  });
  await visitor.getByRole("button", { name: "Send the PDFs" }).click();
  await expect(visitor.getByText("The file is not a PDF.")).toBeVisible();
  await expectFitsPhone(visitor);
  await expectAccessible(visitor);

  await visitor.getByLabel(/^English/).setInputFiles({
    name: "../toluene-3.0.pdf",
    mimeType: "application/pdf",
    buffer: await samplePdf("Toluene safety data sheet 3.0"),
  });
  await visitor.getByRole("button", { name: "Send the PDFs" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  await expectAccessible(visitor);

  // The link is used: opening it again shows a clear page, not an error.
  await visitor.goto(path);
  await expect(visitor.getByRole("heading", { level: 1, name: "This link cannot be used" })).toBeVisible();
  await expect(visitor.getByText("This request has already been answered. Thank you.")).toBeVisible();
  await expectAccessible(visitor);
  await visitor.goto("/sds-update-request/not-a-token");
  await expect(visitor.getByText("This link is not valid.", { exact: false })).toBeVisible();
  await expectFitsPhone(visitor);

  await page.goto("/sdsrequests?status=answered&q=toluene");
  await page.getByRole("link", { name: "Open the request for Toluene" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Request for Toluene" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /toluene-3\.0\.pdf/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Accept the answer" }).click();
  await expect(page.getByText("The answer was accepted.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept the answer" })).toHaveCount(0);
});
