import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_TYPES, RISK_STATUS, TEMPLATE_KINDS } from "../../core/smartforms/kinds";
import { allFields, type TemplateStructure } from "../../core/smartforms/template";
import type { DocumentValues } from "../../core/smartforms/answers";
import { insertVersion } from "../../api/smartforms/store";
import { settle } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";
import { setupAppTest } from "../support/app";
import { PERMISSION_WARNING } from "./products-support";

/**
 * The pages of a document's life: the approval page (who sees it, approve and send back with the comment's
 * rules), the versions page, the lifecycle panel's action route (every intent, the delete confirmation, a
 * refused submit naming the missing fields) and the approvers on the risk-assessment settings tab.
 */

const AUTHOR = "assessor2@demo.test";
const APPROVER = "raapprover@demo.test";
const WORKER = "worker@demo.test";
const OTHER_ADMIN = "admin@other.test";
const DEMO = 1000001;

let t: AppTest;
const ids = new Map<string, number>();
let template: { id: number; structure: TemplateStructure };
let otherDoc: number;

async function makeDoc(options: { status?: number; values?: DocumentValues; companyId?: number } = {}) {
  const companyId = options.companyId ?? DEMO;
  const id = await t.db.transaction((tx) =>
    insertVersion(tx, {
      companyId,
      documentType: DOCUMENT_TYPES.risk_assessment,
      templateId: companyId === DEMO ? template.id : null,
      kind: TEMPLATE_KINDS.smartforms,
      structure: template.structure,
      title: "Pouring the cleaner",
      languageId: 4,
      locationId: null,
      values: options.values ?? complete(),
      createdBy: ids.get(companyId === DEMO ? AUTHOR : OTHER_ADMIN)!,
    }),
  );
  if (options.status && options.status !== RISK_STATUS.inProgress)
    await t.db.execute(sql`
      UPDATE smartform_documents SET status = ${options.status}, submitted_by = created_by, submitted_at = now()
      WHERE id = ${id}`);
  return id;
}

/** Text answers for every required field the test can fill without references, plus the rest made optional. */
function complete(): DocumentValues {
  const values: DocumentValues = {};
  for (const field of allFields(template.structure)) {
    if (!field.required) continue;
    if (field.type === "risk_matrix") values[field.key] = { likelihood: 1, severity: 2 };
    else if (field.type === "location" || field.type === "product" || field.type === "person")
      values[field.key] = [];
    else values[field.key] = "Answer";
  }
  return values;
}

async function status(id: number) {
  const { rows } = await t.db.execute<{ status: number }>(
    sql`SELECT status FROM smartform_documents WHERE id = ${id}`,
  );
  return rows[0]?.status;
}

const approvalUrl = (id: number) => `/smartforms/documents/${id}/approval`;
const versionsUrl = (id: number) => `/smartforms/documents/${id}/versions`;
const lifecycleUrl = (id: number) => `/smartforms/documents/${id}/lifecycle`;

async function approvalPage(id: number, email: string) {
  const { loader } = await import("~/features/smartforms/routes/approval");
  const { cookie } = await t.signedIn(email);
  return settle(() => loader(get(approvalUrl(id), cookie, { documentId: String(id) })));
}

async function decide(id: number, email: string, fields: [string, string][]) {
  const { action } = await import("~/features/smartforms/routes/approval");
  const { cookie } = await t.signedIn(email);
  return settle(() => action(post(approvalUrl(id), cookie, fields, { documentId: String(id) })));
}

async function lifecycle(id: number, email: string, fields: [string, string][]) {
  const { action } = await import("~/features/smartforms/routes/lifecycle-action");
  const { cookie } = await t.signedIn(email);
  return settle(() => action(post(lifecycleUrl(id), cookie, fields, { documentId: String(id) })));
}

beforeAll(async () => {
  t = await setupAppTest();
  const { rows } = await t.db.execute<{ id: number; email: string }>(sql`SELECT id, email FROM users`);
  for (const user of rows) ids.set(user.email, user.id);
  const found = await t.db.execute<{ id: number; structure: TemplateStructure }>(sql`
    SELECT id, structure FROM smartform_templates WHERE company_id = ${DEMO} AND name = 'Risk assessment of a work task'`);
  template = found.rows[0]!;
  // Required reference fields cannot be empty: the test's template asks only for text and the risk.
  for (const field of allFields(template.structure))
    if (["location", "product", "person"].includes(field.type)) field.required = false;
  otherDoc = await makeDoc({ companyId: 1000003, status: RISK_STATUS.approvalPending, values: {} });
}, 120_000);
afterAll(() => t.close());

describe("the approval page", () => {
  it("shows a named approver the answers read-only with approve and send back", async () => {
    const id = await makeDoc({ status: RISK_STATUS.approvalPending });
    const data = (await approvalPage(id, APPROVER)) as {
      document: { id: number; operations: string[] };
      title: string;
    };
    expect(data.document.id).toBe(id);
    expect(data.document.operations).toEqual(expect.arrayContaining(["approve", "sendBack"]));
    expect(data.title).toContain("Pouring the cleaner");
  });

  it("gives anyone else the permission warning, and another company's document is not found", async () => {
    const id = await makeDoc({ status: RISK_STATUS.approvalPending });
    for (const email of [AUTHOR, WORKER, "guest@demo.test"]) {
      const response = (await approvalPage(id, email)) as Response;
      expect(response.headers.get("Location")).toBe("/main");
      expect((await toastOf(response))?.text).toBe(PERMISSION_WARNING);
    }
    const missing = (await approvalPage(otherDoc, APPROVER)) as Response;
    expect(missing.status).toBe(404);
  });

  it("refuses to send back without a comment (nothing changed), then sends back and approves after resubmission", async () => {
    const id = await makeDoc({ status: RISK_STATUS.approvalPending });
    const refused = (await decide(id, APPROVER, [
      ["intent", "sendBack"],
      ["comment", "  "],
    ])) as { error?: Record<string, string[]> };
    expect(refused.error?.comment).toEqual(["Write a comment to the author."]);
    expect(await status(id)).toBe(RISK_STATUS.approvalPending);

    const sent = (await decide(id, APPROVER, [
      ["intent", "sendBack"],
      ["comment", "Name the gloves."],
    ])) as Response;
    expect(sent.headers.get("Location")).toBe(versionsUrl(id));
    expect((await toastOf(sent))?.text).toBe("The version was sent back to its author.");
    expect(await status(id)).toBe(RISK_STATUS.inProgress);

    const submitted = (await lifecycle(id, AUTHOR, [
      ["intent", "submit"],
      ["back", versionsUrl(id)],
    ])) as Response;
    expect((await toastOf(submitted))?.text).toBe("The version was submitted for approval.");
    expect(await status(id)).toBe(RISK_STATUS.approvalPending);

    const approved = (await decide(id, APPROVER, [["intent", "approve"]])) as Response;
    expect((await toastOf(approved))?.text).toBe("The version was approved and published.");
    expect(await status(id)).toBe(RISK_STATUS.approved);

    const again = (await decide(id, APPROVER, [["intent", "approve"]])) as Response;
    expect(again.headers.get("Location")).toBe(approvalUrl(id));
    expect((await toastOf(again))?.text).toBe("This version is not waiting for approval.");
  });

  it("refuses an approval by someone who is not an approver (the API's 403 as a toast)", async () => {
    const id = await makeDoc({ status: RISK_STATUS.approvalPending });
    const response = (await decide(id, WORKER, [["intent", "approve"]])) as Response;
    expect(response.status).toBe(302);
    expect((await toastOf(response))?.type).toBe("error");
    expect(await status(id)).toBe(RISK_STATUS.approvalPending);
  });
});

describe("the versions page", () => {
  it("lists every version newest first with the panel of the version asked for", async () => {
    const id = await makeDoc({ status: RISK_STATUS.approved });
    const { loader } = await import("~/features/smartforms/routes/versions");
    const { cookie } = await t.signedIn(WORKER);
    const data = (await loader(get(versionsUrl(id), cookie, { documentId: String(id) }))) as {
      versions: { versions: { id: number }[] };
      document: { operations: string[] };
      extras: { acknowledgedAt: string | null };
    };
    expect(data.versions.versions.map((v) => v.id)).toEqual([id]);
    expect(data.document.operations).toContain("acknowledge");
    expect(data.extras.acknowledgedAt).toBeNull();
    const missing = await settle(() =>
      loader(get(versionsUrl(otherDoc), cookie, { documentId: String(otherDoc) })),
    );
    expect((missing as Response).status).toBe(404);
  });
});

describe("the lifecycle action", () => {
  it("refuses a submit with required fields unanswered, naming them, and changes nothing", async () => {
    const id = await makeDoc({ values: {} });
    const response = (await lifecycle(id, AUTHOR, [
      ["intent", "submit"],
      ["back", versionsUrl(id)],
    ])) as Response;
    expect(response.headers.get("Location")).toBe(versionsUrl(id));
    const toast = await toastOf(response);
    expect(toast?.type).toBe("error");
    expect(toast?.text).toMatch(/^Answer the required fields before submitting: .+/);
    expect(await status(id)).toBe(RISK_STATUS.inProgress);
  });

  it("deletes only with the confirmation box ticked", async () => {
    const id = await makeDoc();
    const unconfirmed = (await lifecycle(id, AUTHOR, [
      ["intent", "delete"],
      ["back", versionsUrl(id)],
    ])) as Response;
    expect((await toastOf(unconfirmed))?.text).toBe("Tick the box to confirm the deletion.");
    expect(await status(id)).toBe(RISK_STATUS.inProgress);
    const deleted = (await lifecycle(id, AUTHOR, [
      ["intent", "delete"],
      ["confirm", "yes"],
      ["back", versionsUrl(id)],
    ])) as Response;
    expect(deleted.headers.get("Location")).toBe("/documents/1");
    expect((await toastOf(deleted))?.text).toBe("The version was deleted.");
    expect(await status(id)).toBeUndefined();
  });

  it("confirms and withdraws read and understood; refuses another user's delete with a toast", async () => {
    const id = await makeDoc({ status: RISK_STATUS.approved });
    const confirmed = (await lifecycle(id, WORKER, [
      ["intent", "acknowledge"],
      ["back", versionsUrl(id)],
    ])) as Response;
    expect((await toastOf(confirmed))?.text).toBe("Thank you: your read and understood was recorded.");
    const withdrawn = (await lifecycle(id, WORKER, [
      ["intent", "unacknowledge"],
      ["back", versionsUrl(id)],
    ])) as Response;
    expect((await toastOf(withdrawn))?.text).toBe("Your read and understood was withdrawn.");
    const open = await makeDoc();
    const refused = (await lifecycle(open, WORKER, [
      ["intent", "delete"],
      ["confirm", "yes"],
      ["back", versionsUrl(open)],
    ])) as Response;
    expect((await toastOf(refused))?.type).toBe("error");
    expect(await status(open)).toBe(RISK_STATUS.inProgress);
  });

  it("answers 400 to an unknown intent and sends a stray back address home", async () => {
    const id = await makeDoc();
    const unknown = (await lifecycle(id, AUTHOR, [["intent", "explode"]])) as Response;
    expect(unknown.status).toBe(400);
    const stray = (await lifecycle(id, AUTHOR, [
      ["intent", "delete"],
      ["back", "https://evil.test/"],
    ])) as Response;
    expect(stray.headers.get("Location")).toBe(versionsUrl(id));
  });
});

describe("moving a legacy document to a smart form", () => {
  it("offers the templates and moves the document with its measures", async () => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM smartform_documents WHERE company_id = ${DEMO} AND kind = 2 ORDER BY id LIMIT 1`,
    );
    const legacy = rows[0]!.id;
    const url = `/smartforms/documents/${legacy}/legacy`;
    const { loader, action } = await import("~/features/smartforms/routes/legacy");
    const { cookie } = await t.signedIn(AUTHOR);
    const data = (await loader(get(url, cookie, { documentId: String(legacy) }))) as {
      document: { mayMove: boolean };
      move: { templates: { id: number }[]; measures: unknown[] };
    };
    expect(data.document.mayMove).toBe(true);
    expect(data.move.measures).toHaveLength(2);

    const refused = (await settle(() =>
      action(post(url, cookie, [["language", "4"]], { documentId: String(legacy) })),
    )) as { errors: Record<string, string> };
    expect(refused.errors.template).toBe("Choose a template.");
    const moved = (await settle(() =>
      action(
        post(
          url,
          cookie,
          [
            ["template", String(template.id)],
            ["language", "4"],
            ["migrateMeasures", "yes"],
          ],
          { documentId: String(legacy) },
        ),
      ),
    )) as Response;
    expect(moved.headers.get("Location")).toMatch(/^\/smartforms\/1\/documents\/\d+$/);
    expect((await toastOf(moved))?.text).toBe("The smart-form version was made. Fill it in and submit it.");
    const { rows: left } = await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM smartform_legacy_measures WHERE document_id = ${legacy}`,
    );
    expect(left[0]!.n).toBe(0);
  });
});

describe("approvers on the risk-assessment settings tab", () => {
  async function save(fields: [string, string][]) {
    const { action } = await import("~/features/company-settings/routes/risk-assessment");
    const { cookie } = await t.signedIn("admin@demo.test");
    return settle(() => action(post("/company-settings/risk-assessment", cookie, fields)));
  }

  it("offers the active users and saves the ticked approvers", async () => {
    const { loader } = await import("~/features/company-settings/routes/risk-assessment");
    const { cookie } = await t.signedIn("admin@demo.test");
    const data = (await loader(get("/company-settings/risk-assessment", cookie))) as {
      approvers: { users: { id: number }[] };
      defaults: { ra_approvers: string[] };
    };
    expect(data.approvers.users.map((u) => u.id)).toContain(ids.get(APPROVER));
    expect(data.defaults.ra_approvers).toEqual([String(ids.get(APPROVER))]);

    const saved = (await save([
      ["ra_approval_required", "on"],
      ["ra_review_months", "12"],
      ["exposure_retention_years", "40"],
      ["ra_approvers", String(ids.get(APPROVER))],
      ["ra_approvers", String(ids.get(AUTHOR))],
    ])) as Response;
    expect(saved.status).toBe(302);
    const { rows } = await t.db.execute<{ settings: { ra_approvers: number[] } }>(
      sql`SELECT settings FROM companies WHERE id = ${DEMO}`,
    );
    expect(rows[0]!.settings.ra_approvers).toEqual([ids.get(APPROVER), ids.get(AUTHOR)]);
  });

  it("refuses a user of another company as approver, saving nothing", async () => {
    const refused = (await save([
      ["ra_review_months", "12"],
      ["exposure_retention_years", "40"],
      ["ra_approvers", String(ids.get(OTHER_ADMIN))],
    ])) as { status?: string; error?: Record<string, string[]> };
    expect(refused.status).toBe("error");
    const { rows } = await t.db.execute<{ settings: { ra_approvers: number[] } }>(
      sql`SELECT settings FROM companies WHERE id = ${DEMO}`,
    );
    expect(rows[0]!.settings.ra_approvers).not.toContain(ids.get(OTHER_ADMIN));
  });
});
