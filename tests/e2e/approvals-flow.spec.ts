import type { Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { waitForMail } from "./mailbox";
import { pickLocation } from "./location-picker";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The whole chemical approval flow, with and without JavaScript:
 * a requester submits a request with its safety data sheet through the
 * request form, approver@ starts the evaluation and reminds one evaluator
 * (the reminder reaches the mailbox), both board members approve with
 * comments, approver@ concludes APPROVED and the product is in the library,
 * then archives the request and finds it under "Show archived requests
 * instead". A second request is rejected by the approver and reset to a
 * draft by its requester. Every page is scanned with axe.
 *
 * Both projects run at the same time on one database, so each uses its own
 * requester, location and board: js → requester@ at "Laboratory 1"
 * (Laboratory board: evaluator@, evaluator2@); no-js → requester2@ at
 * "Hazardous goods cage" (Depot board: evaluator3@, evaluator4@). approver@
 * concludes in both; request names are unique per project and run.
 */

interface Person {
  email: string;
  name: string;
}

const setup = (project: string) =>
  project === "no-js"
    ? {
        requester: { email: "requester2@demo.test", name: "Rune Requester" },
        location: "Hazardous goods cage",
        evaluators: [
          { email: "evaluator3@demo.test", name: "Emil Evaluator" },
          { email: "evaluator4@demo.test", name: "Ella Evaluator" },
        ] as [Person, Person],
      }
    : {
        requester: { email: "requester@demo.test", name: "Rita Requester" },
        location: "Laboratory 1",
        evaluators: [
          { email: "evaluator@demo.test", name: "Erik Evaluator" },
          { email: "evaluator2@demo.test", name: "Elin Evaluator" },
        ] as [Person, Person],
      };

const APPROVER = "approver@demo.test";
const LIST = "/chemical-approvals/requests";

const uniqueName = (what: string) =>
  `E2E ${what} ${test.info().project.name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** The toast with this text (success toasts are in a status region, errors in an alert). */
const toast = (page: Page, text: string | RegExp) =>
  page
    .locator(".toasts")
    .getByText(text, typeof text === "string" ? { exact: true } : undefined)
    .first();

/** A different user in the same browser: forget every session (the app's and the demo provider's). */
async function switchUser(page: Page, email: string, startAt = LIST) {
  await page.context().clearCookies();
  await signIn(page, email, startAt);
  await expect(page).toHaveURL(new RegExp(startAt.replace(/[?]/g, "\\?")));
}

/** A small SDS whose text the API reads: signal word, H/P codes, pictograms, storage class, CAS. */
async function sdsPdf(name: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = [
    `SAFETY DATA SHEET ${name}`,
    "Section 2: Hazards identification",
    "Signal word: Danger",
    "Pictograms: GHS02 GHS07",
    "H225 Highly flammable liquid and vapour.",
    "H319 Causes serious eye irritation.",
    "P210 Keep away from heat.",
    "Section 3: CAS 64-17-5",
    "Section 7: Storage class (TRGS 510): 3",
  ];
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }));
  return Buffer.from(await pdf.save());
}

/** The requester fills in and submits the request form (helper B1's page); the list shows it. */
async function submitRequest(page: Page, name: string, location: string, withSds: boolean) {
  await page.goto(LIST);
  await page.getByRole("link", { name: "New request", exact: true }).first().click();
  await expect(page).toHaveURL(/\/chemical-approvals\/requests\/new/);
  await page.getByLabel("Product name", { exact: true }).fill(name);
  await page.getByLabel("CAS number", { exact: true }).fill("64-17-5");
  await pickLocation(page.locator("form.request-form"), location);
  if (withSds) {
    await page.getByLabel("Supplier", { exact: true }).fill("E2E Chemicals Ltd");
    await page.getByLabel("Market of the safety data sheet").selectOption("4");
    await page.getByLabel("Language of the safety data sheet").selectOption("4");
    await page.getByLabel("Safety data sheet (PDF)").setInputFiles({
      name: "e2e-sds.pdf",
      mimeType: "application/pdf",
      buffer: await sdsPdf(name),
    });
  }
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(toast(page, `Your product request for ${name} is saved.`)).toBeVisible();
  await expect(page).toHaveURL(/\/chemical-approvals\/requests(\?.*)?$/);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(row).toContainText("Submitted");
}

/** Opens a request from a list tab, searching for its name. */
async function openRequest(page: Page, name: string, tab: "mine" | "to_evaluate" | "all" = "all") {
  await page.goto(`${LIST}${tab === "mine" ? "" : `?tab=${tab}`}`);
  await page.getByLabel("Search by name or CAS number").fill(name);
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  // The filtered list first: with JavaScript its navigation could otherwise land after the link's.
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
}

/** Status on the request page. */
const statusOf = (page: Page) => page.locator(".request-status-facts dd").first();

async function evaluate(page: Page, approve: boolean, comment: string) {
  const form = page.getByRole("region", { name: "Your evaluation" });
  await form.getByRole("radio", { name: approve ? "Approve" : "Reject", exact: true }).check();
  await form.getByLabel("Your comment").fill(comment);
  await form.getByRole("button", { name: "Save my evaluation" }).click();
  await expect(toast(page, "Your evaluation is saved.")).toBeVisible();
}

async function conclude(page: Page, approve: boolean, comment: string) {
  const form = page.getByRole("region", { name: "Conclusion" });
  await form.getByRole("radio", { name: approve ? "Approve the product" : "Reject the product" }).check();
  await form.getByLabel("Comment to the requester").fill(comment);
  await form.getByRole("button", { name: "Conclude", exact: true }).click();
}

test("a request goes through evaluation, a reminder and approval into the library, then is archived", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { requester, location, evaluators } = setup(test.info().project.name);
  const [first, second] = evaluators;
  const name = uniqueName("flow");

  // The requester: the lists (empty state of "waiting"), then the form.
  await signIn(page, requester.email, LIST);
  await expect(page.getByRole("heading", { level: 1, name: "Chemical approval requests" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Request lists" })).toBeVisible();
  await expectAccessible(page);
  await submitRequest(page, name, location, true);
  await expectAccessible(page);

  // The approver starts the evaluation and reminds the second board member.
  await switchUser(page, APPROVER, `${LIST}?tab=all`);
  await openRequest(page, name, "all");
  await expect(statusOf(page)).toContainText("Submitted");
  await expect(page.getByRole("link", { name: "e2e-sds.pdf" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Start the evaluation" }).click();
  await expect(toast(page, /The evaluation has started/)).toBeVisible();
  await expect(statusOf(page)).toContainText("Under evaluation");
  const evaluationsTable = page.getByRole("table", { name: "Evaluations of the approval board" });
  await expect(evaluationsTable.getByRole("row", { name: new RegExp(first.name) })).toContainText("Pending");
  await expect(evaluationsTable.getByRole("row", { name: new RegExp(second.name) })).toContainText("Pending");
  await page.getByRole("button", { name: `Remind ${second.name}` }).click();
  await expect(toast(page, "The reminder has been sent.")).toBeVisible();
  await expect(page.getByRole("button", { name: `Remind ${second.name}` })).toHaveCount(0);
  await expectAccessible(page);
  const reminder = await waitForMail({ to: second.email, subject: `Reminder: please evaluate ${name}` });
  expect(reminder.links.some((link) => /\/chemical-approvals\/requests\/\d+\/approve/.test(link))).toBe(true);

  // The first board member: the request waits for them; a decision needs both fields.
  await switchUser(page, first.email, `${LIST}?tab=to_evaluate`);
  await expect(page.getByRole("link", { name: /Waiting for my evaluation/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await openRequest(page, name, "to_evaluate");
  await expect(
    page.getByRole("link", { name: "Back to the requests waiting for my evaluation" }),
  ).toBeVisible();
  // Decision support: hazards read from the attached SDS, storage at the location, similar products.
  const hazards = page.getByRole("region", { name: "Hazards" });
  await expect(hazards.getByText("Danger", { exact: true })).toBeVisible();
  await expect(hazards.getByText("H225", { exact: true })).toBeVisible();
  const storage = page.getByRole("region", { name: "Storage at the requested locations" });
  await expect(storage).toContainText(location);
  const similar = page.getByRole("region", { name: "Similar products in the library" });
  await expect(similar.getByRole("link", { name: "Ethanol" }).first()).toBeVisible();
  await expectAccessible(page);
  const form = page.getByRole("region", { name: "Your evaluation" });
  await form.getByRole("button", { name: "Save my evaluation" }).click();
  await expect(form.getByText("Field is required").first()).toBeVisible();
  await expect(form.getByLabel("Your comment")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  await evaluate(page, true, `Fine with goggles (${first.name})`);
  await expect(evaluationsTable.getByRole("row", { name: new RegExp(first.name) })).toContainText("Approved");

  // The second board member approves too: the request is ready for approval.
  await switchUser(page, second.email, `${LIST}?tab=to_evaluate`);
  await openRequest(page, name, "to_evaluate");
  await evaluate(page, true, `Agreed (${second.name})`);
  await expect(statusOf(page)).toContainText("Ready for approval");

  // The approver concludes: approved, the product is in the library.
  await switchUser(page, APPROVER, `${LIST}?tab=all`);
  await openRequest(page, name, "all");
  await expect(evaluationsTable).toContainText(`Agreed (${second.name})`);
  await conclude(page, true, "Approved for use");
  await expect(
    toast(page, "The request is approved: the product is now in the product library."),
  ).toBeVisible();
  await expect(statusOf(page)).toContainText("Approved");
  await expectAccessible(page);
  await page.getByRole("link", { name: `Open ${name} in the product library` }).click();
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("main").getByRole("link", { name, exact: true }).first()).toBeVisible();

  // The approver archives it; it leaves the list and shows under "show archived".
  await openRequest(page, name, "all");
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(toast(page, "The request is archived.")).toBeVisible();
  await page.goto(`${LIST}?tab=all&q=${encodeURIComponent(name)}`);
  await expect(page.getByText("No requests match these filters.")).toBeVisible();
  await page.getByLabel("Show archived requests instead").check();
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  const archivedRow = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(archivedRow).toContainText("Archived");
  await expectAccessible(page);
});

test("a request rejected by the approver is reset to a draft by its requester @no-js-only", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { requester, location, evaluators } = setup(test.info().project.name);
  const [first] = evaluators;
  const name = uniqueName("reject");

  await signIn(page, requester.email, LIST);
  await submitRequest(page, name, location, false);

  // The approver starts the evaluation; one board member rejects it.
  await switchUser(page, APPROVER, `${LIST}?tab=all`);
  await openRequest(page, name, "all");
  await page.getByRole("button", { name: "Start the evaluation" }).click();
  await expect(toast(page, /The evaluation has started/)).toBeVisible();

  await switchUser(page, first.email, `${LIST}?tab=to_evaluate`);
  await openRequest(page, name, "to_evaluate");
  await evaluate(page, false, "Too flammable for this room");

  // The approver completes the evaluation early and rejects the request.
  await switchUser(page, APPROVER, `${LIST}?tab=all`);
  await openRequest(page, name, "all");
  await page.getByRole("button", { name: "Complete the evaluation" }).click();
  await expect(toast(page, "The evaluation is complete. The request is ready for approval.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Evaluations of the approval board" })).toContainText(
    "Cancelled",
  );
  // Bad input: a conclusion needs a comment.
  const form = page.getByRole("region", { name: "Conclusion" });
  await form.getByRole("radio", { name: "Reject the product" }).check();
  await form.getByRole("button", { name: "Conclude", exact: true }).click();
  await expect(form.getByText("Field is required").first()).toBeVisible();
  await conclude(page, false, "Use a water-based cleaner instead");
  await expect(toast(page, "The request is rejected.")).toBeVisible();
  await expect(statusOf(page)).toContainText("Rejected");

  // The requester sees the rejection and resets the request to a draft.
  await switchUser(page, requester.email, LIST);
  await page.getByLabel("Rejected").check();
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByText("Use a water-based cleaner instead")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Reset to draft" }).click();
  await expect(toast(page, "The request is a draft again.")).toBeVisible();
  await expect(statusOf(page)).toContainText("Draft");
  await expect(page.getByRole("link", { name: "Edit the request" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to my requests" })).toBeVisible();

  // A draft may be deleted after a confirmation step.
  await page.getByRole("link", { name: "Delete the request" }).click();
  await expect(page.getByRole("heading", { name: "Delete this request?" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Yes, delete the request" }).click();
  await expect(toast(page, "The request is deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/chemical-approvals\/requests$/);
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
});
