import type { Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { consoleErrorsOf, focusLoadingValidation, watchRequests } from "./lazy-loading";
import { endingWith, pickLocation } from "./location-picker";
import { expect, expectAccessible, signIn, test } from "./support";
import { renderSdsPdf } from "../../api/products/sds-pdf";
import { statementsFor } from "../../api/products/statements";

/**
 * The product request form (/chemical-approvals/requests/new and /{id}/edit),
 * with JavaScript (requester@ at Laboratory 2) and without (requester2@ at
 * Bay 2): a draft with only a name; a submission refused for every rule at
 * once, each wrong field pointed at, then accepted; the uploaded PDF survives
 * the refused submission (without JavaScript by its token); axe on the form
 * with its errors. Names are unique per project and run.
 */

function setup(project: string) {
  return project === "no-js"
    ? {
        user: "requester2@demo.test",
        location: "Bay 2",
        other: "Laboratory 2",
        filter: "Bay",
        board: "Depot board",
      }
    : {
        user: "requester@demo.test",
        location: "Laboratory 2",
        other: "Bay 2",
        filter: "Lab",
        board: "Laboratory board",
      };
}

const NEW = "/chemical-approvals/requests/new";

/** The toast with this text (success toasts are in a status region). */
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text, { exact: true });

async function samplePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

test("a draft with only a name is saved @no-js-only", async ({ page }) => {
  const project = test.info().project.name;
  const mine = setup(project);
  const name = `E2E draft ${project} ${Date.now().toString(36)}`;
  // A templateId that names none of the company's request templates keeps the standard form (a known one
  // opens the form on that template: tests/e2e/approvals-v2.spec.ts).
  await signIn(page, mine.user, `${NEW}?templateId=999999&templateName=Solvent%20template`);
  await expect(page.getByRole("heading", { level: 1, name: "New product request" })).toBeVisible();
  await expect(page.getByText("Template: Solvent template")).toBeVisible();
  for (const legend of [
    "General information",
    "Intended use",
    "Handling and storage",
    "Additional information",
  ]) {
    await expect(page.getByRole("group", { name: legend })).toBeVisible();
  }
  await page.getByLabel("Product name").fill(name);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page).toHaveURL(/\/chemical-approvals\/requests$/);
  await expect(toast(page, `Your product request for ${name} is saved.`)).toBeVisible();
});

test("a submission is refused for each rule, keeps the PDF, then is accepted @no-js-only", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const project = test.info().project.name;
  const mine = setup(project);
  const name = `E2E request ${project} ${Date.now().toString(36)}`;
  const fileName = `sds-${project}.pdf`;
  await signIn(page, mine.user, NEW);
  await expect(page.getByRole("heading", { level: 1, name: "New product request" })).toBeVisible();

  // The location picker finds the location with its approval board and keeps what was typed
  // (without JavaScript a trip to the server; with it the combobox); nothing is chosen yet.
  const form = page.locator("form.request-form");
  await page.getByLabel("Product name").fill(name);
  if (project === "no-js") {
    await form.getByRole("searchbox", { name: "Find a location" }).fill(mine.filter);
    await form.getByRole("button", { name: "Find", exact: true }).click();
    const match = form.getByRole("checkbox", { name: endingWith(mine.location) });
    await expect(match).not.toBeChecked();
    await expect(form.getByRole("checkbox", { name: endingWith(mine.other) })).toHaveCount(0);
    const item = form
      .getByRole("listitem")
      .filter({ has: page.getByRole("checkbox", { name: endingWith(mine.location) }) });
    await expect(item).toContainText(`Approval board: ${mine.board}`);
  } else {
    await form.getByRole("combobox", { name: "Find a location" }).fill(mine.filter);
    // The location by its own name first; what lies inside it (found by its path) follows.
    await expect(form.getByRole("option", { name: new RegExp(mine.location) }).first()).toBeVisible();
    await expect(form.getByRole("option", { name: new RegExp(mine.other) })).toHaveCount(0);
    await form.getByRole("combobox", { name: "Find a location" }).press("Escape");
  }
  await expect(page.getByLabel("Product name")).toHaveValue(name);
  await expect(form.getByText("No location chosen yet.")).toBeVisible();

  // Every rule broken at once: CAS, no location, an SDS without supplier/market/language,
  // an amount without its unit, a use length "1:30", exposure without the daily exposure.
  await page.getByLabel("CAS number").fill("67-64-2");
  await page.getByLabel("Safety data sheet (PDF)").setInputFiles({
    name: fileName,
    mimeType: "application/pdf",
    buffer: await samplePdf(`Safety data sheet ${name}`),
  });
  await page.getByLabel("Estimated annual usage").fill("12");
  await page.getByLabel("Duration of each use").fill("1:30");
  await page.getByLabel("People are exposed to the product when they use it").check();
  await page.getByRole("button", { name: "Submit", exact: true }).click();

  const summary = page
    .getByRole("alert")
    .filter({ hasText: "The request was not saved. Check these fields:" });
  await expect(summary).toBeVisible();
  const problems: [string, string][] = [
    ["CAS number", "Wrong format"],
    ["Locations where the product will be used", "Field is required"],
    ["Supplier", "Field is required"],
    ["Market of the safety data sheet", "Field is required"],
    ["Language of the safety data sheet", "Field is required"],
    ["Unit of the annual usage", "Field is required"],
    ["Duration of each use", "Wrong format"],
    ["Estimated exposure per day", "Field is required"],
  ];
  for (const [label, message] of problems) {
    await expect(summary.getByRole("link", { name: `${label}: ${message}` })).toBeVisible();
  }
  for (const [label, message] of problems.filter(([label]) => !label.startsWith("Locations"))) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message));
  }
  await expect(
    page.getByRole("group", { name: "Locations where the product will be used" }),
  ).toHaveAccessibleDescription(/Field is required/);
  // What was typed is kept.
  await expect(page.getByLabel("Product name")).toHaveValue(name);
  await expect(page.getByLabel("CAS number")).toHaveValue("67-64-2");
  await expect(page.getByLabel("Duration of each use")).toHaveValue("1:30");
  await expect(page.getByLabel("People are exposed to the product when they use it")).toBeChecked();
  if (project === "no-js") {
    // The server staged the PDF: it comes back by its token, with its name.
    await expect(page.getByText(`${fileName} is kept — choose another file to replace it`)).toBeVisible();
    await expect(page.getByLabel(`Remove ${fileName}`)).not.toBeChecked();
  }
  await expectAccessible(page);

  // The summary's links lead to the fields.
  await summary.getByRole("link", { name: "CAS number: Wrong format" }).click();
  await expect(page).toHaveURL(/#.*cas_nr$/);

  // Corrected (the PDF is not chosen again without JavaScript): accepted.
  await page.getByLabel("CAS number").fill("67-64-1");
  await pickLocation(form, mine.location);
  await page.getByLabel("Supplier", { exact: true }).fill("E2E Chemicals Ltd");
  await page.getByLabel("Market of the safety data sheet").selectOption("4");
  await page.getByLabel("Language of the safety data sheet").selectOption("4");
  await page.getByLabel("Unit of the annual usage").selectOption("L");
  await page.getByLabel("Duration of each use").fill("01:30");
  await page.getByLabel("Estimated exposure per day").fill("00:30");
  await page.getByLabel("Safety glasses with side shields (EN 166)").check();
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page).toHaveURL(/\/chemical-approvals\/requests$/);
  await expect(toast(page, `Your product request for ${name} is saved.`)).toBeVisible();

  // The request has the PDF: its form (still open to changes) shows it.
  await page.goto(`/chemical-approvals/requests?q=${encodeURIComponent(name)}`);
  const href = await page.getByRole("link", { name, exact: true }).getAttribute("href");
  const id = /\/requests\/(\d+)\//.exec(href ?? "")?.[1];
  expect(id).toBeTruthy();
  await page.goto(`/chemical-approvals/requests/${id}/edit`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit product request" })).toBeVisible();
  await expect(page.getByText("Status: Submitted")).toBeVisible();
  await expect(page.getByRole("link", { name: fileName })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: endingWith(mine.location) })).toBeChecked();
  await expect(page.getByLabel("CAS number")).toHaveValue("67-64-1");
  await expect(page.getByRole("button", { name: "Save as draft" })).toHaveCount(0);
  await expectAccessible(page);
});

// Validation in the browser needs JavaScript: the tag keeps this test to the `js` project (playwright.config.ts).
test(
  "with JavaScript the form loads its rules on first focus and refuses a submission without a round trip",
  { tag: "@js-only" },
  async ({ page }) => {
    // Hydration mismatches are console errors.
    const consoleErrors = consoleErrorsOf(page);
    // Saves nothing: the browser refuses every submission below.
    await signIn(page, setup("js").user, NEW);
    await expect(page.getByRole("heading", { level: 1, name: "New product request" })).toBeVisible();
    await page.waitForFunction(() => "__remixRouter" in window);
    await page.waitForLoadState("networkidle");

    const watch = watchRequests(page);

    const name = page.getByLabel("Product name");
    // The first focus fetches the rules (zod, the schemas): they were not part of the first visit.
    await focusLoadingValidation(name, watch);

    // Nothing is marked before the first submission.
    await name.fill("E2E client-side check");
    await name.blur();
    const summary = page
      .getByRole("alert")
      .filter({ hasText: "The request was not saved. Check these fields:" });
    await expect(summary).toHaveCount(0);
    await expect(page.locator(".field-error")).toHaveCount(0);

    // A field's rule, on blur: a wrong CAS number.
    const cas = page.getByLabel("CAS number");
    await cas.fill("67-64-2");
    await cas.blur();
    await expect(cas).toHaveAttribute("aria-invalid", "true");
    await expect(cas).toHaveAccessibleDescription(/Wrong format/);

    // The rules follow the form's data: with a safety data sheet chosen, its supplier, market and
    // language are required as well.
    await page.getByLabel("Safety data sheet (PDF)").setInputFiles({
      name: "client-check.pdf",
      mimeType: "application/pdf",
      buffer: await samplePdf("Safety data sheet, client-side check"),
    });
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(summary).toBeVisible();
    for (const [label, message] of [
      ["CAS number", "Wrong format"],
      ["Locations where the product will be used", "Field is required"],
      ["Supplier", "Field is required"],
      ["Market of the safety data sheet", "Field is required"],
      ["Language of the safety data sheet", "Field is required"],
    ]) {
      await expect(summary.getByRole("link", { name: `${label}: ${message}` })).toBeVisible();
    }
    // Without the sheet those three are no longer required (the rest still is).
    await page.getByLabel("Safety data sheet (PDF)").setInputFiles([]);
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(summary.getByRole("link", { name: "CAS number: Wrong format" })).toBeVisible();
    await expect(summary.getByRole("link", { name: /^Supplier:/ })).toHaveCount(0);
    await expect(summary.getByRole("link", { name: /^Market of the safety data sheet:/ })).toHaveCount(0);

    // The browser refused the form itself: nothing went to the server.
    expect(watch.posts).toEqual([]);
    expect(consoleErrors).toEqual([]);
    watch.stop();
  },
);

test(
  "Read the sheet fills the empty general fields from the PDF without saving",
  { tag: "@no-js-only" },
  async ({ page }) => {
    const mine = setup(test.info().project.name);
    const name = `E2E read ${Date.now().toString(36)}`;
    const bytes = await renderSdsPdf({
      key: "SDS-E2EREAD1",
      productName: name,
      supplier: "Reading Chemicals Ltd",
      articleNo: "RC-7",
      areaOfUse: null,
      languageCode: "en",
      marketCode: "GB",
      version: "1.0",
      dateIssue: "2025-03-14",
      casNo: "67-64-1",
      ecNo: null,
      unNo: null,
      signalWord: "Danger",
      pictograms: ["GHS02"],
      hazardStatements: statementsFor(["H225"], 4).map(({ code, text }) => ({ code, text })),
      precautionaryStatements: [],
      substances: [],
      storageClass: "3",
      physical: null,
    });
    await signIn(page, mine.user, NEW);
    await page.getByLabel("Supplier").fill("Typed supplier AS");
    await page
      .getByLabel("Safety data sheet (PDF)")
      .setInputFiles({ name: "read.pdf", mimeType: "application/pdf", buffer: Buffer.from(bytes) });
    await page.getByRole("button", { name: "Read the sheet" }).click();

    await expect(page.getByRole("status").getByText(/^Filled in from the sheet: /)).toBeVisible();
    await expect(page.getByLabel("Product name")).toHaveValue(name);
    await expect(page.getByLabel("Supplier")).toHaveValue("Typed supplier AS");
    await expect(page.getByText("read.pdf is kept — choose another file to replace it")).toBeVisible();
    await expectAccessible(page);
    // Nothing was saved: the list has no request of that name.
    await page.goto("/chemical-approvals/requests?tab=mine");
    await expect(page.getByRole("link", { name })).toHaveCount(0);
  },
);
