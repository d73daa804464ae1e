import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_TYPES, RISK_STATUS, TEMPLATE_KINDS } from "../../core/smartforms/kinds";
import { DOCUMENT_CONFLICTS, type DocumentConflict } from "../../core/smartforms/states";
import { allFields, type TemplateStructure } from "../../core/smartforms/template";
import type { DocumentValues } from "../../core/smartforms/answers";
import { insertVersion } from "../../api/smartforms/store";
import { DEMO_LEGACY_TITLE } from "../../seed/smartform-lifecycle";
import {
  ADMIN,
  createHarness,
  DEMO,
  locationIdOf,
  NOT_FOUND,
  OTHER,
  OTHER_ADMIN,
  productIdOf,
  WORKER,
  type ApiHarness,
} from "./helpers";

/**
 * A document's life through the API (docs/decisions/041-smart-forms.md): submit, approve and send back,
 * versions, new versions (also from the older fixed form), deleting, translating, legacy measures and read
 * and understood; every refusal (404 another company's or outside the top nodes, 403 by role, 409 by state,
 * 422 bad input with nothing changed). Documents are made in SQL in this file's own database.
 */

const BASE = "/api/smartforms/v1";
const AUTHOR = "assessor2@demo.test";
const APPROVER = "raapprover@demo.test";
const FORMS_ADMIN = "forms@demo.test";
const GUEST = "guest@demo.test";
const DEPOT = "depot@demo.test";
const PERMISSION_DENIED = { message: "Permission denied" };

let h: ApiHarness;
const ids = new Map<string, number>();
const userId = (email: string) => ids.get(email)!;
let riskTemplate: { id: number; structure: TemplateStructure };
let labTemplate: number;
let spsTemplate: number;
let buildingA: number;
let productId: number;

const conflictOf = (code: DocumentConflict) => ({ error: code, message: DOCUMENT_CONFLICTS[code] });

async function templateOf(companyId: number, name: string) {
  const { rows } = await h.db.execute<{ id: number; structure: TemplateStructure }>(
    sql`SELECT id, structure FROM smartform_templates WHERE company_id = ${companyId} AND name = ${name}`,
  );
  return rows[0]!;
}

/** An answer for every required field of the structure. */
function completeValues(structure: TemplateStructure): DocumentValues {
  const values: DocumentValues = {};
  for (const field of allFields(structure)) {
    if (!field.required) continue;
    const answer: Partial<Record<string, DocumentValues[string]>> = {
      text: "A task",
      long_text: "Mixing the cleaner into water.",
      number: 3,
      date: "2026-01-05",
      yes_no: true,
      product: [productId],
      location: [buildingA],
      person: [userId(AUTHOR)],
      risk_matrix: { likelihood: 2, severity: 3 },
      single_choice: field.options[0]?.bit ?? 1,
      multiple_choice: field.options[0]?.bit ?? 1,
      ppe: 1,
      measures: [{ text: "Gloves", responsible: "Lead", due: null, done: false }],
    };
    values[field.key] = answer[field.type]!;
  }
  return values;
}

interface DocOptions {
  companyId?: number;
  author?: string;
  status?: number;
  values?: DocumentValues;
  structure?: TemplateStructure;
  templateId?: number;
  locationId?: number | null;
  submittedBy?: string;
  title?: string;
}

/** A document (version 1) in the wanted state. */
async function makeDoc(options: DocOptions = {}): Promise<number> {
  const companyId = options.companyId ?? DEMO;
  const structure = options.structure ?? riskTemplate.structure;
  const id = await h.db.transaction((tx) =>
    insertVersion(tx, {
      companyId,
      documentType: DOCUMENT_TYPES.risk_assessment,
      templateId: options.templateId ?? (companyId === DEMO ? riskTemplate.id : null),
      kind: TEMPLATE_KINDS.smartforms,
      structure,
      title: options.title ?? "Mixing the floor cleaner",
      languageId: 4,
      locationId:
        options.locationId === undefined ? (companyId === DEMO ? buildingA : null) : options.locationId,
      values: options.values ?? completeValues(structure),
      createdBy: userId(options.author ?? (companyId === DEMO ? AUTHOR : OTHER_ADMIN)),
    }),
  );
  const status = options.status ?? RISK_STATUS.inProgress;
  if (status !== RISK_STATUS.inProgress) {
    const submitter = userId(options.submittedBy ?? options.author ?? AUTHOR);
    await h.db.execute(sql`
      UPDATE smartform_documents SET status = ${status}, submitted_by = ${submitter}, submitted_at = now(),
        approved_by = ${status === RISK_STATUS.approved ? userId(APPROVER) : null},
        approved_at = ${status === RISK_STATUS.approved ? sql`now()` : null}
      WHERE id = ${id}`);
  }
  return id;
}

const call = (email: string, method: string, path: string, body?: unknown) =>
  h.call(email, `${BASE}${path}`, { method, ...(body !== undefined ? { body } : {}) });

async function row(id: number) {
  const { rows } = await h.db.execute<Record<string, unknown>>(
    sql`SELECT * FROM smartform_documents WHERE id = ${id}`,
  );
  return rows[0];
}

async function count(table: string, documentId: number) {
  const { rows } = await h.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE document_id = ${documentId}`,
  );
  return rows[0]!.n;
}

async function activities(documentId: number) {
  const { rows } = await h.db.execute<{ action: string }>(sql`
    SELECT action FROM activities WHERE module = 'documents' AND object_id = ${String(documentId)} ORDER BY id`);
  return rows.map((r) => r.action);
}

async function mailsTo(email: string, kind: string) {
  const { rows } = await h.db.execute<{ subject: string; body: string }>(
    sql`SELECT subject, body FROM mail_outbox WHERE to_address = ${email} AND kind = ${kind} ORDER BY id`,
  );
  return rows;
}

async function setSettings(patch: Record<string, unknown>) {
  await h.db.execute(
    sql`UPDATE companies SET settings = settings || ${JSON.stringify(patch)}::jsonb WHERE id = ${DEMO}`,
  );
}

beforeAll(async () => {
  h = await createHarness();
  const { rows } = await h.db.execute<{ id: number; email: string }>(sql`SELECT id, email FROM users`);
  for (const user of rows) ids.set(user.email, user.id);
  riskTemplate = await templateOf(DEMO, "Risk assessment of a work task");
  labTemplate = (await templateOf(DEMO, "Laboratory risk assessment")).id;
  spsTemplate = (await templateOf(DEMO, "Safe procedure sheet")).id;
  buildingA = await locationIdOf(h.db, DEMO, "Building A");
  const { rows: kept } = await h.db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p WHERE p.company_id = ${DEMO} ORDER BY p.id LIMIT 1`);
  productId = kept[0]!.id;
  void productIdOf;
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe("the seed", () => {
  it("asks Demo Chemicals for approval by Randi Riskapprover", async () => {
    const { rows } = await h.db.execute<{ settings: Record<string, unknown> }>(
      sql`SELECT settings FROM companies WHERE id = ${DEMO}`,
    );
    expect(rows[0]!.settings.ra_approval_required).toBe(true);
    expect(rows[0]!.settings.ra_approvers).toEqual([userId(APPROVER)]);
  });
});

describe("submit", () => {
  it("refuses a version with required fields unanswered (422 naming them) and changes nothing", async () => {
    const required = allFields(riskTemplate.structure).filter((field) => field.required);
    const id = await makeDoc({ values: {} });
    const response = await call(AUTHOR, "POST", `/document/${id}/submit`);
    expect(response.status).toBe(422);
    const errors = (response.body as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(required.map((field) => field.key).sort());
    expect(errors[required[0]!.key]).toEqual(["Field is required"]);
    expect((await row(id))!.status).toBe(RISK_STATUS.inProgress);
    expect(await count("smartform_document_decisions", id)).toBe(0);
    expect(await activities(id)).toEqual([]);
  });

  it("sends a complete version to the approvers, with a decision row, a trail entry and a mail", async () => {
    const id = await makeDoc({ title: "Submitted for approval" });
    const response = await call(AUTHOR, "POST", `/document/${id}/submit`);
    expect(response.status).toBe(200);
    const data = (response.body as { data: { status: { name: string }; submitted_by: { id: number } } }).data;
    expect(data.status.name).toBe("approvalPending");
    expect(data.submitted_by.id).toBe(userId(AUTHOR));
    expect(await count("smartform_document_decisions", id)).toBe(1);
    expect(await activities(id)).toEqual(["submitted"]);
    const mails = await mailsTo(APPROVER, "smartform.submitted");
    expect(mails.some((mail) => mail.subject === "Please approve: Submitted for approval")).toBe(true);
    expect(mails.at(-1)!.body).toContain(`/smartforms/documents/${id}/approval`);
  });

  it("refuses a waiting version (409), a guest (403) and another company's document (404)", async () => {
    const pending = await makeDoc({ status: RISK_STATUS.approvalPending });
    expect((await call(AUTHOR, "POST", `/document/${pending}/submit`)).body).toEqual(
      conflictOf("not_in_progress"),
    );
    const open = await makeDoc();
    const guest = await call(GUEST, "POST", `/document/${open}/submit`);
    expect([guest.status, guest.body]).toEqual([403, PERMISSION_DENIED]);
    const other = await call(OTHER_ADMIN, "POST", `/document/${open}/submit`);
    expect([other.status, other.body]).toEqual([404, NOT_FOUND]);
    const outside = await call(DEPOT, "POST", `/document/${open}/submit`);
    expect(outside.status).toBe(404);
    expect((await row(open))!.status).toBe(RISK_STATUS.inProgress);
  });

  it("publishes at once when the company asks no approval, superseding the version it replaces", async () => {
    await setSettings({ ra_approval_required: false, ra_review_months: 6 });
    try {
      const v1 = await makeDoc({ status: RISK_STATUS.approved });
      const created = await call(AUTHOR, "POST", `/document/${v1}/newversion`, {});
      expect(created.status).toBe(200);
      const v2 = (created.body as { data: { id: number } }).data.id;
      const response = await call(AUTHOR, "POST", `/document/${v2}/submit`);
      expect(response.status).toBe(200);
      const data = (response.body as { data: Record<string, unknown> }).data;
      expect((data.status as { name: string }).name).toBe("approved");
      expect(data.is_published).toBe(true);
      expect((data.approved_by as { id: number }).id).toBe(userId(AUTHOR));
      const due = new Date();
      due.setMonth(due.getMonth() + 6);
      expect(data.review_due).toBe(due.toISOString().slice(0, 10));
      expect((await row(v1))!.superseded_at).not.toBeNull();
    } finally {
      await setSettings({ ra_approval_required: true, ra_review_months: 12 });
    }
  });
});

describe("approve and send back", () => {
  it("lets a named approver approve: published, review due, the author told, a decision and a trail entry", async () => {
    const id = await makeDoc({ status: RISK_STATUS.approvalPending, title: "Approve me" });
    const response = await call(APPROVER, "POST", `/document/${id}/approve`);
    expect(response.status).toBe(200);
    const data = (response.body as { data: Record<string, unknown> }).data;
    expect((data.status as { name: string }).name).toBe("approved");
    expect((data.approved_by as { id: number }).id).toBe(userId(APPROVER));
    const due = new Date();
    due.setMonth(due.getMonth() + 12);
    expect(data.review_due).toBe(due.toISOString().slice(0, 10));
    expect(await activities(id)).toEqual(["decided"]);
    const { rows } = await h.db.execute<{ decision: string }>(
      sql`SELECT decision FROM smartform_document_decisions WHERE document_id = ${id}`,
    );
    expect(rows.map((r) => r.decision)).toEqual(["approved"]);
    expect(
      (await mailsTo(AUTHOR, "smartform.approved")).some((m) => m.subject === "Approved: Approve me"),
    ).toBe(true);
    expect((await call(APPROVER, "POST", `/document/${id}/approve`)).body).toEqual(conflictOf("not_pending"));
  });

  it("refuses anyone but the named approvers (403), guests included, and the approver's own submission (409)", async () => {
    const id = await makeDoc({ status: RISK_STATUS.approvalPending });
    for (const email of [AUTHOR, WORKER, ADMIN, FORMS_ADMIN, GUEST]) {
      const response = await call(email, "POST", `/document/${id}/approve`);
      expect([email, response.status]).toEqual([email, 403]);
      expect((await call(email, "POST", `/document/${id}/sendback`, { comment: "No" })).status).toBe(403);
    }
    const own = await makeDoc({ status: RISK_STATUS.approvalPending, author: APPROVER });
    expect((await call(APPROVER, "POST", `/document/${own}/approve`)).body).toEqual(
      conflictOf("own_submission"),
    );
    expect((await row(own))!.status).toBe(RISK_STATUS.approvalPending);
    expect((await call(OTHER_ADMIN, "POST", `/document/${id}/approve`)).status).toBe(404);
  });

  it("sends back with a comment (required: 422 without), in progress again, the author told", async () => {
    const id = await makeDoc({ status: RISK_STATUS.approvalPending, title: "Send me back" });
    const empty = await call(APPROVER, "POST", `/document/${id}/sendback`, { comment: "  " });
    expect(empty.status).toBe(422);
    expect((empty.body as { errors: Record<string, string[]> }).errors.comment).toEqual([
      "Field is required",
    ]);
    expect((await row(id))!.status).toBe(RISK_STATUS.approvalPending);
    const response = await call(APPROVER, "POST", `/document/${id}/sendback`, { comment: "Add the gloves." });
    expect(response.status).toBe(200);
    const after = (await row(id))!;
    expect([after.status, after.submitted_by]).toEqual([RISK_STATUS.inProgress, null]);
    const { rows } = await h.db.execute<{ decision: string; comment: string }>(
      sql`SELECT decision, comment FROM smartform_document_decisions WHERE document_id = ${id}`,
    );
    expect(rows).toEqual([{ decision: "sent_back", comment: "Add the gloves." }]);
    const mail = (await mailsTo(AUTHOR, "smartform.sent_back")).at(-1)!;
    expect(mail.subject).toBe("Sent back: Send me back");
    expect(mail.body).toContain("Comment: Add the gloves.");
    expect((await call(APPROVER, "POST", `/document/${id}/sendback`, { comment: "x" })).body).toEqual(
      conflictOf("not_pending"),
    );
  });
});

describe("versions and new versions", () => {
  it("copies a published version into a new version in progress; the published one stays in force", async () => {
    const v1 = await makeDoc({ status: RISK_STATUS.approved });
    const pendingNew = await makeDoc({ status: RISK_STATUS.approvalPending });
    expect((await call(AUTHOR, "POST", `/document/${pendingNew}/newversion`, {})).body).toEqual(
      conflictOf("open_version"),
    );
    expect((await call(GUEST, "POST", `/document/${v1}/newversion`, {})).status).toBe(403);
    const response = await call(AUTHOR, "POST", `/document/${v1}/newversion`, { migrateMeasures: true });
    expect(response.status).toBe(200);
    const v2 = (response.body as { data: Record<string, unknown> }).data;
    expect([v2.version_no, v2.root_id, (v2.status as { name: string }).name]).toEqual([2, v1, "inProgress"]);
    expect(v2.values).toEqual((await row(v1))!.values);
    const old = (await row(v1))!;
    expect([old.is_latest, old.superseded_at]).toEqual([false, null]);
    expect((await call(AUTHOR, "POST", `/document/${v1}/newversion`, {})).body).toEqual(
      conflictOf("open_version"),
    );
    expect(await activities(v2.id as number)).toEqual(["created"]);

    const versions = await call(WORKER, "GET", `/document/${v1}/versions`);
    expect(versions.status).toBe(200);
    const list = (versions.body as { data: { versions: { version_no: number; is_published: boolean }[] } })
      .data;
    expect(list.versions.map((v) => [v.version_no, v.is_published])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect((await call(OTHER_ADMIN, "GET", `/document/${v1}/versions`)).status).toBe(404);
    expect((await call(DEPOT, "GET", `/document/${v1}/versions`)).status).toBe(404);
  });

  it("moves a new version to another template, keeping the answers whose key and type match", async () => {
    const v1 = await makeDoc({ status: RISK_STATUS.approved });
    const sps = await call(AUTHOR, "POST", `/document/${v1}/newversion`, { template: spsTemplate });
    expect(sps.status).toBe(422);
    const lab = await templateOf(DEMO, "Laboratory risk assessment");
    const response = await call(AUTHOR, "POST", `/document/${v1}/newversion`, { template: labTemplate });
    expect(response.status).toBe(200);
    const data = (response.body as { data: { template_id: number; values: DocumentValues } }).data;
    expect(data.template_id).toBe(labTemplate);
    const labTypes = new Map(allFields(lab.structure).map((field) => [field.key, field.type]));
    const source = (await row(v1))!.values as DocumentValues;
    const expected = Object.fromEntries(
      allFields(riskTemplate.structure)
        .filter((field) => source[field.key] !== undefined && labTypes.get(field.key) === field.type)
        .map((field) => [field.key, source[field.key]]),
    );
    expect(data.values).toEqual(expected);
  });

  it("refuses an archived template (409)", async () => {
    const { rows } = await h.db.execute<{ id: number }>(sql`
      INSERT INTO smartform_templates (company_id, document_type, kind, name, structure, archived_at)
      VALUES (${DEMO}, 1, 1, 'Archived for the test', ${JSON.stringify(riskTemplate.structure)}::jsonb, now())
      RETURNING id`);
    const v1 = await makeDoc({ status: RISK_STATUS.approved });
    const response = await call(AUTHOR, "POST", `/document/${v1}/newversion`, { template: rows[0]!.id });
    expect(response.body).toEqual(conflictOf("archived_template"));
    expect((await row(v1))!.is_latest).toBe(true);
  });
});

describe("a legacy document to a smart form", () => {
  let legacy: number;
  beforeAll(async () => {
    const { rows } = await h.db.execute<{ id: number }>(
      sql`SELECT id FROM smartform_documents WHERE company_id = ${DEMO} AND title = ${DEMO_LEGACY_TITLE}`,
    );
    legacy = rows[0]!.id;
  });

  it("reads and refuses its measures by the rules", async () => {
    const { rows } = await h.db.execute<{ id: number }>(
      sql`SELECT id FROM smartform_legacy_measures WHERE document_id = ${legacy} ORDER BY position`,
    );
    const first = rows[0]!.id;
    const read = await call(WORKER, "GET", `/legacy-measure/${first}`);
    expect(read.status).toBe(200);
    expect((read.body as { data: { text: string } }).data.text).toContain("nitrile gloves");
    expect((await call(OTHER_ADMIN, "GET", `/legacy-measure/${first}`)).status).toBe(404);
    expect((await call(OTHER_ADMIN, "DELETE", `/legacy-measure/${first}`)).status).toBe(404);
    expect((await call(GUEST, "DELETE", `/legacy-measure/${first}`)).status).toBe(403);
  });

  it("offers the active risk assessment templates and the measures in order", async () => {
    const response = await call(WORKER, "GET", `/document/${legacy}/legacy`);
    expect(response.status).toBe(200);
    const data = (
      response.body as { data: { templates: { name: string }[]; measures: { position: number }[] } }
    ).data;
    expect(data.templates.map((template) => template.name)).toEqual([
      "Laboratory risk assessment",
      "Risk assessment of a work task",
    ]);
    expect(data.measures.map((measure) => measure.position)).toEqual([1, 2]);
    expect((await call(OTHER_ADMIN, "GET", `/document/${legacy}/legacy`)).status).toBe(404);
  });

  it("validates the template and the language (422) and refuses a smart-form document (409)", async () => {
    expect((await call(AUTHOR, "POST", `/document/${legacy}/newversionfromlegacy/4`, {})).status).toBe(422);
    expect(
      (
        await call(AUTHOR, "POST", `/document/${legacy}/newversionfromlegacy/99`, {
          template: riskTemplate.id,
        })
      ).status,
    ).toBe(422);
    expect(
      (await call(AUTHOR, "POST", `/document/${legacy}/newversionfromlegacy/4`, { template: spsTemplate }))
        .status,
    ).toBe(422);
    const smart = await makeDoc({ status: RISK_STATUS.approved });
    expect(
      (await call(AUTHOR, "POST", `/document/${smart}/newversionfromlegacy/4`, { template: riskTemplate.id }))
        .body,
    ).toEqual(conflictOf("not_legacy"));
    expect((await call(AUTHOR, "POST", `/document/${legacy}/newversion`, {})).body).toEqual(
      conflictOf("legacy"),
    );
    expect(
      (await call(GUEST, "POST", `/document/${legacy}/newversionfromlegacy/4`, { template: riskTemplate.id }))
        .status,
    ).toBe(403);
  });

  it("makes the first smart-form version, moving the measures into the measures field", async () => {
    const response = await call(AUTHOR, "POST", `/document/${legacy}/newversionfromlegacy/1`, {
      template: riskTemplate.id,
      migrateMeasures: true,
    });
    expect(response.status).toBe(200);
    const data = (response.body as { data: Record<string, unknown> }).data;
    expect([data.kind, data.language_id, data.version_no, data.root_id]).toEqual([1, 1, 2, legacy]);
    const measuresField = allFields(riskTemplate.structure).find((field) => field.type === "measures")!;
    const measures = (data.values as DocumentValues)[measuresField.key] as { text: string }[];
    expect(measures.map((m) => m.text)).toEqual([
      "Wear nitrile gloves and goggles while degreasing.",
      "Put up a wet-floor sign until the floor is dry.",
    ]);
    expect(await count("smartform_legacy_measures", legacy)).toBe(0);
    const old = (await row(legacy))!;
    expect([old.is_latest, old.status, old.superseded_at]).toEqual([false, RISK_STATUS.approved, null]);
    expect(
      (
        await call(AUTHOR, "POST", `/document/${legacy}/newversionfromlegacy/4`, {
          template: riskTemplate.id,
        })
      ).body,
    ).toEqual(conflictOf("not_latest"));
  });

  it("refuses to delete a measure once the legacy version is not the latest (409)", async () => {
    await h.db.execute(sql`
      INSERT INTO smartform_legacy_measures (company_id, document_id, position, text) VALUES (${DEMO}, ${legacy}, 9, 'Left')`);
    const { rows } = await h.db.execute<{ id: number }>(
      sql`SELECT id FROM smartform_legacy_measures WHERE document_id = ${legacy}`,
    );
    expect((await call(AUTHOR, "DELETE", `/legacy-measure/${rows[0]!.id}`)).body).toEqual(
      conflictOf("not_latest"),
    );
  });

  it("deletes a measure while the document is legacy and latest", async () => {
    const doc = await h.db.transaction((tx) =>
      insertVersion(tx, {
        companyId: DEMO,
        documentType: 1,
        templateId: null,
        kind: TEMPLATE_KINDS.legacy,
        structure: riskTemplate.structure,
        title: "Another old one",
        languageId: 4,
        locationId: null,
        values: {},
        createdBy: userId(AUTHOR),
      }),
    );
    const { rows } = await h.db.execute<{ id: number }>(sql`
      INSERT INTO smartform_legacy_measures (company_id, document_id, position, text)
      VALUES (${DEMO}, ${doc}, 1, 'Ventilate') RETURNING id`);
    const response = await call(AUTHOR, "DELETE", `/legacy-measure/${rows[0]!.id}`);
    expect(response.status).toBe(200);
    expect(await count("smartform_legacy_measures", doc)).toBe(0);
    expect(await activities(doc)).toEqual(["removed"]);
    expect((await call(AUTHOR, "GET", `/legacy-measure/${rows[0]!.id}`)).status).toBe(404);
  });
});

describe("deleting", () => {
  it("deletes a version in progress (its author or an administrator): the one before is the latest again", async () => {
    const v1 = await makeDoc({ status: RISK_STATUS.approved });
    const v2 = (
      (await call(AUTHOR, "POST", `/document/${v1}/newversion`, {})).body as { data: { id: number } }
    ).data.id;
    expect((await call(WORKER, "DELETE", `/document/${v2}`)).status).toBe(403);
    expect((await call(APPROVER, "DELETE", `/document/${v2}`)).status).toBe(403);
    expect((await call(OTHER_ADMIN, "DELETE", `/document/${v2}`)).status).toBe(404);
    expect((await call(AUTHOR, "DELETE", `/document/${v1}`)).body).toEqual(conflictOf("published"));
    const response = await call(AUTHOR, "DELETE", `/document/${v2}`);
    expect(response.body).toEqual({ data: { id: v2, latest_id: v1 } });
    expect(await row(v2)).toBeUndefined();
    expect((await row(v1))!.is_latest).toBe(true);
    expect(await activities(v2)).toEqual(["created", "deleted"]);

    const alone = await makeDoc({ status: RISK_STATUS.approvalPending });
    expect((await call(FORMS_ADMIN, "DELETE", `/document/${alone}`)).body).toEqual({
      data: { id: alone, latest_id: null },
    });
  });

  it("deletes the whole document (smartforms_admin only)", async () => {
    const v1 = await makeDoc({ status: RISK_STATUS.approved });
    await call(AUTHOR, "POST", `/document/${v1}/newversion`, {});
    expect((await call(AUTHOR, "DELETE", `/document/${v1}/published`)).status).toBe(403);
    expect((await call(ADMIN, "DELETE", `/document/${v1}/published`)).status).toBe(200);
    const { rows } = await h.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM smartform_documents WHERE root_id = ${v1}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("deletes the newest published version, bringing back the one before", async () => {
    const v1 = await makeDoc({ status: RISK_STATUS.approved });
    expect((await call(FORMS_ADMIN, "DELETE", `/document/${v1}/publishedlastonly`)).body).toEqual(
      conflictOf("only_version"),
    );
    const v2 = (
      (await call(AUTHOR, "POST", `/document/${v1}/newversion`, {})).body as { data: { id: number } }
    ).data.id;
    expect((await call(FORMS_ADMIN, "DELETE", `/document/${v1}/publishedlastonly`)).body).toEqual(
      conflictOf("open_version"),
    );
    await call(AUTHOR, "POST", `/document/${v2}/submit`);
    await call(APPROVER, "POST", `/document/${v2}/approve`);
    expect((await row(v1))!.superseded_at).not.toBeNull();
    expect((await call(AUTHOR, "DELETE", `/document/${v2}/publishedlastonly`)).status).toBe(403);
    const response = await call(FORMS_ADMIN, "DELETE", `/document/${v2}/publishedlastonly`);
    expect(response.body).toEqual({ data: { id: v2, latest_id: v1 } });
    const back = (await row(v1))!;
    expect([back.is_latest, back.superseded_at]).toEqual([true, null]);
  });
});

describe("translating", () => {
  /** The risk assessment structure with its labels in English only (the standard one has all ten). */
  function englishOnly(): TemplateStructure {
    const structure = structuredClone(riskTemplate.structure);
    const keep = (labels: Record<string, string>) => {
      for (const language of Object.keys(labels)) if (language !== "4") delete labels[language];
    };
    for (const tab of structure.tabs) {
      keep(tab.label);
      for (const field of tab.fields) {
        keep(field.label);
        keep(field.help);
        for (const option of field.options) keep(option.label);
      }
    }
    return structure;
  }

  /** The same with every label also in Norwegian (language 1). */
  function bilingual(): TemplateStructure {
    const structure = englishOnly();
    for (const tab of structure.tabs) {
      tab.label["1"] = `NB ${tab.label["4"]}`;
      for (const field of tab.fields) {
        field.label["1"] = `NB ${field.label["4"]}`;
        for (const option of field.options) option.label["1"] = `NB ${option.label["4"]}`;
      }
    }
    return structure;
  }

  it("says which languages the form is complete in, and whether the caller's is one", async () => {
    const id = await makeDoc({ structure: bilingual() });
    const response = await h.call(AUTHOR, `${BASE}/document/${id}/translatechecklanguage`, {
      headers: { "X-LANGUAGE": "1" },
    });
    expect(response.body).toEqual({
      data: { languages: [1, 4], language_id: 4, caller_language_id: 1, caller_language_available: true },
    });
    const plain = await makeDoc({ structure: englishOnly() });
    const other = await h.call(AUTHOR, `${BASE}/document/${plain}/translatechecklanguage`, {
      headers: { "X-LANGUAGE": "1" },
    });
    expect(
      (other.body as { data: { caller_language_available: boolean } }).data.caller_language_available,
    ).toBe(false);
    expect((await call(OTHER_ADMIN, "GET", `/document/${id}/translatechecklanguage`)).status).toBe(404);
  });

  it("makes a translation as a new document with the answers copied", async () => {
    const id = await makeDoc({ structure: bilingual(), status: RISK_STATUS.approved });
    expect((await call(AUTHOR, "POST", `/document/${id}/translate`, { language_id: 6 })).status).toBe(422);
    expect((await call(AUTHOR, "POST", `/document/${id}/translate`, { language_id: 4 })).status).toBe(422);
    expect((await call(GUEST, "POST", `/document/${id}/translate`, { language_id: 1 })).status).toBe(403);
    const response = await call(AUTHOR, "POST", `/document/${id}/translate`, { language_id: 1 });
    expect(response.status).toBe(200);
    const data = (response.body as { data: Record<string, unknown> }).data;
    expect(data.root_id).toBe(data.id);
    expect([data.language_id, data.version_no, (data.status as { name: string }).name]).toEqual([
      1,
      1,
      "inProgress",
    ]);
    expect(data.values).toEqual((await row(id))!.values);
    expect((await row(data.id as number))!.translated_from_id).toBe(id);
  });
});

describe("read and understood", () => {
  it("lets a user confirm and withdraw on the published version only", async () => {
    const id = await makeDoc({ status: RISK_STATUS.approved });
    const before = await call(WORKER, "GET", `/document/${id}/rnu/isVersionRnuAllowed`);
    expect(before.body).toEqual({
      data: { document_id: id, allowed: true, reason: null, acknowledged_at: null },
    });
    const confirmed = await call(WORKER, "POST", `/document/${id}/rnu/acknowledge`);
    expect(confirmed.status).toBe(200);
    const first = (confirmed.body as { data: { acknowledged_at: string } }).data.acknowledged_at;
    expect(first).toBeTruthy();
    const again = await call(WORKER, "POST", `/document/${id}/rnu/acknowledge`);
    expect((again.body as { data: { acknowledged_at: string } }).data.acknowledged_at).toBe(first);
    expect(await activities(id)).toEqual(["acknowledged"]);
    const withdrawn = await call(WORKER, "POST", `/document/${id}/rnu/unacknowledge`);
    expect((withdrawn.body as { data: { acknowledged_at: string | null } }).data.acknowledged_at).toBeNull();

    const draft = await makeDoc();
    expect((await call(WORKER, "POST", `/document/${draft}/rnu/acknowledge`)).body).toEqual(
      conflictOf("not_published"),
    );
    const guest = await call(GUEST, "POST", `/document/${id}/rnu/acknowledge`);
    expect([guest.status, guest.body]).toEqual([403, PERMISSION_DENIED]);
    const guestCheck = await call(GUEST, "GET", `/document/${id}/rnu/isVersionRnuAllowed`);
    expect((guestCheck.body as { data: { allowed: boolean; reason: string } }).data).toMatchObject({
      allowed: false,
      reason: "guest",
    });
    expect((await call(OTHER_ADMIN, "POST", `/document/${id}/rnu/acknowledge`)).status).toBe(404);
  });

  it("is refused when the company has it off", async () => {
    const id = await makeDoc({ status: RISK_STATUS.approved });
    await setSettings({ document_rnu: false });
    try {
      expect((await call(WORKER, "POST", `/document/${id}/rnu/acknowledge`)).body).toEqual(
        conflictOf("rnu_off"),
      );
    } finally {
      await setSettings({ document_rnu: true });
    }
  });
});

describe("another company's documents", () => {
  it("answers 404 to every operation and changes nothing", async () => {
    const foreign = await makeDoc({
      companyId: OTHER,
      status: RISK_STATUS.approvalPending,
      locationId: null,
      values: {},
      submittedBy: OTHER_ADMIN,
    });
    const paths: [string, string, unknown?][] = [
      ["POST", `/document/${foreign}/submit`],
      ["POST", `/document/${foreign}/approve`],
      ["POST", `/document/${foreign}/sendback`, { comment: "x" }],
      ["GET", `/document/${foreign}/versions`],
      ["POST", `/document/${foreign}/newversion`, {}],
      ["POST", `/document/${foreign}/newversionfromlegacy/4`, { template: riskTemplate.id }],
      ["DELETE", `/document/${foreign}`],
      ["DELETE", `/document/${foreign}/published`],
      ["DELETE", `/document/${foreign}/publishedlastonly`],
      ["GET", `/document/${foreign}/translatechecklanguage`],
      ["POST", `/document/${foreign}/translate`, { language_id: 1 }],
      ["POST", `/document/${foreign}/rnu/acknowledge`],
      ["POST", `/document/${foreign}/rnu/unacknowledge`],
      ["GET", `/document/${foreign}/rnu/isVersionRnuAllowed`],
    ];
    for (const [method, path, body] of paths) {
      const response = await call(ADMIN, method, path, body);
      expect([path, response.status, response.body]).toEqual([path, 404, NOT_FOUND]);
    }
    expect((await row(foreign))!.status).toBe(RISK_STATUS.approvalPending);
  });
});
