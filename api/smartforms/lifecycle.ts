import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { isLanguageId } from "../../core/languages";
import {
  DECISION_COMMENT_MAX,
  DOCUMENT_TYPES,
  RISK_STATUS,
  TEMPLATE_KINDS,
} from "../../core/smartforms/kinds";
import {
  DOCUMENT_CONFLICTS,
  decideDocument,
  statusAfterSubmit,
  type DocumentConflict,
  type DocumentOperation,
} from "../../core/smartforms/states";
import { allFields, completeLanguages, type TemplateStructure } from "../../core/smartforms/template";
import { documentValuesSchema } from "../../core/smartforms/values";
import type { DocumentValues, Measure } from "../../core/smartforms/answers";
import { smartforms as smartformTexts } from "../../core/texts/smartforms/en";
import type { Translate } from "../../core/translate";
import { cleanMultiline } from "../../core/text";
import { recordActivity } from "../activities/record";
import type { ActivityAction, ActivityFields } from "../../core/activities/activity-kinds";
import { ApiError, forbidden, notFound, validationFailed } from "../http/errors";
import { scopeOf } from "../locations/scope";
import {
  documentActor,
  documentInScope,
  documentRules,
  documentState,
  insertVersion,
  iso,
  loadDocument,
  loadFormTemplate,
  makesSmartForms,
  presentDocument,
  type DocumentRow,
  type DocumentRules,
} from "./store";
import { queueDocumentMail } from "./lifecycle-mail";
import type {
  DeletedDocument,
  DocumentDecisionRow,
  DocumentVersion,
  DocumentVersions,
  LegacyMeasure,
  LegacyMove,
  NewVersionBody,
  RnuStatus,
  SmartformDocument,
  TranslateCheck,
} from "./schemas";

/**
 * A document's life (docs/decisions/041-smart-forms.md): submit, approve, send back, new versions (also from
 * a legacy document), deleting, translating, legacy measures and read and understood. Every change is one
 * transaction that first locks the document's versions, so two changes of one document run one after the
 * other; then, in this order: not the caller's to see → 404; `decideDocument` (core/smartforms/states.ts, the
 * same rule the pages offer their buttons by) → 403 or 409 `{ error, message }`; the change, its decision
 * row, its audit record and the e-mails it causes, all in that transaction.
 */

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Pick<Database, "execute">;

/** The rules' messages in the spec's English, for the API's 422 answers. */
const english: Translate = (key, values = {}) => {
  const text = (smartformTexts as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
};

export const conflict = (code: DocumentConflict) =>
  new ApiError(409, { error: code, message: DOCUMENT_CONFLICTS[code] });

/** 403 or 409 unless the state machine allows the operation. */
function assertAllowed(
  operation: DocumentOperation,
  row: DocumentRow,
  user: UserRow,
  rules: DocumentRules,
): void {
  const decision = decideDocument(operation, documentState(row), documentActor(user, rules), rules);
  if (decision.ok) return;
  // A guest is refused read and understood for who they are, not for the document's state: 403.
  if (decision.reason === "forbidden" || decision.reason === "guest") throw forbidden();
  throw conflict(decision.reason);
}

interface Step {
  tx: Tx;
  row: DocumentRow;
  rules: DocumentRules;
}

/**
 * Runs `change` on version `id` inside one transaction: every version of the document locked, the version
 * loaded within the caller's top nodes (else 404), the operation decided (else 403/409).
 */
async function changeDocument<T>(
  db: Database,
  user: UserRow,
  id: number,
  operation: DocumentOperation,
  change: (step: Step) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      SELECT o.id FROM smartform_documents o
      WHERE o.company_id = ${user.companyId}
        AND o.root_id = (SELECT d.root_id FROM smartform_documents d WHERE d.company_id = ${user.companyId} AND d.id = ${id})
      ORDER BY o.id FOR UPDATE`);
    const row = await loadDocument(tx, scopeOf(user), id);
    if (!row) throw notFound();
    const rules = await documentRules(tx, user.companyId);
    assertAllowed(operation, row, user, rules);
    return change({ tx, row, rules });
  });
}

/** The version as the API answers it, read again after a change. */
export async function presentById(db: Executor, user: UserRow, id: number): Promise<SmartformDocument> {
  const scope = scopeOf(user);
  const row = await loadDocument(db, scope, id);
  if (!row) throw notFound();
  const rules = await documentRules(db, user.companyId);
  return presentDocument(db, scope, row, documentActor(user, rules), rules);
}

function record(
  tx: Tx,
  user: UserRow,
  row: Pick<DocumentRow, "id" | "title">,
  action: ActivityAction,
  fields: { before?: ActivityFields; after?: ActivityFields } = {},
) {
  return recordActivity(tx, {
    companyId: user.companyId,
    actorId: user.id,
    module: "documents",
    action,
    object: { type: "document", id: row.id, label: row.title },
    ...fields,
  });
}

async function decisionRow(
  tx: Tx,
  user: UserRow,
  documentId: number,
  decision: "submitted" | "approved" | "sent_back",
  comment = "",
) {
  await tx.execute(sql`
    INSERT INTO smartform_document_decisions (company_id, document_id, user_id, decision, comment)
    VALUES (${user.companyId}, ${documentId}, ${user.id}, ${decision}, ${comment})`);
}

/**
 * Publishes a version: approved by `approverId` now, due for review after the company's interval, and the
 * version it replaces (the one in force until now) superseded.
 */
async function publish(tx: Tx, row: DocumentRow, approverId: number, rules: DocumentRules): Promise<void> {
  await tx.execute(sql`
    UPDATE smartform_documents SET superseded_at = now()
    WHERE company_id = ${row.company_id} AND root_id = ${row.root_id} AND id <> ${row.id}
      AND status = ${RISK_STATUS.approved} AND superseded_at IS NULL`);
  await tx.execute(sql`
    UPDATE smartform_documents
    SET status = ${RISK_STATUS.approved}, approved_by = ${approverId}, approved_at = now(),
      review_due = to_char(current_date + make_interval(months => ${rules.reviewMonths}), 'YYYY-MM-DD'),
      revision = revision + 1, updated_at = now()
    WHERE company_id = ${row.company_id} AND id = ${row.id}`);
}

/* ------------------------------------------------------------------ submit, approve, send back */

/**
 * POST …/submit: a version in progress with every required field answered (else 422 naming the missing
 * fields, nothing changed) → waiting for approval (the approvers get an e-mail), or published at once when
 * the company asks no approval.
 */
export async function submitDocument(db: Database, user: UserRow, id: number): Promise<SmartformDocument> {
  await changeDocument(db, user, id, "submit", async ({ tx, row, rules }) => {
    const parsed = documentValuesSchema(row.structure, english, "submit").safeParse(row.values);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "values");
        (errors[key] ??= []).push(issue.message);
      }
      throw validationFailed(errors);
    }
    const status = statusAfterSubmit(rules);
    await tx.execute(sql`
      UPDATE smartform_documents
      SET status = ${status}, submitted_by = ${user.id}, submitted_at = now(), updated_by = ${user.id},
        revision = revision + 1, updated_at = now()
      WHERE company_id = ${user.companyId} AND id = ${row.id}`);
    await decisionRow(tx, user, row.id, "submitted");
    if (status === RISK_STATUS.approved) {
      await publish(tx, row, user.id, rules);
    } else {
      // Four eyes: the submitter is not asked to approve their own version.
      await queueDocumentMail(tx, {
        companyId: user.companyId,
        kind: "smartform.submitted",
        recipientUserIds: rules.approverIds.filter((approver) => approver !== user.id),
        document: row,
        actorName: user.name,
      });
    }
    await record(tx, user, row, "submitted", {
      before: { status: row.status },
      after: { status, version_no: row.version_no },
    });
  });
  return presentById(db, user, id);
}

/** POST …/approve: a named approver other than the submitter publishes a waiting version; the author hears. */
export async function approveDocument(db: Database, user: UserRow, id: number): Promise<SmartformDocument> {
  await changeDocument(db, user, id, "approve", async ({ tx, row, rules }) => {
    await publish(tx, row, user.id, rules);
    await decisionRow(tx, user, row.id, "approved");
    await queueDocumentMail(tx, {
      companyId: user.companyId,
      kind: "smartform.approved",
      recipientUserIds: [row.submitted_by ?? row.created_by].filter((author) => author !== user.id),
      document: row,
      actorName: user.name,
    });
    await record(tx, user, row, "decided", {
      before: { status: row.status },
      after: { status: RISK_STATUS.approved, decision: "approved", version_no: row.version_no },
    });
  });
  return presentById(db, user, id);
}

/** The comment of a send-back: required, at most DECISION_COMMENT_MAX characters (else 422). */
export function sendBackComment(body: unknown): string {
  const raw = typeof body === "object" && body !== null ? (body as { comment?: unknown }).comment : undefined;
  const comment = typeof raw === "string" ? cleanMultiline(raw) : "";
  if (!comment) throw validationFailed({ comment: [english("smartforms.error.required")] });
  if (comment.length > DECISION_COMMENT_MAX)
    throw validationFailed({ comment: [english("smartforms.error.tooLong", { max: DECISION_COMMENT_MAX })] });
  return comment;
}

/** POST …/sendback: a named approver returns a waiting version to in progress with a comment; the author hears. */
export async function sendBackDocument(
  db: Database,
  user: UserRow,
  id: number,
  comment: string,
): Promise<SmartformDocument> {
  await changeDocument(db, user, id, "sendBack", async ({ tx, row }) => {
    await tx.execute(sql`
      UPDATE smartform_documents
      SET status = ${RISK_STATUS.inProgress}, submitted_by = NULL, submitted_at = NULL,
        revision = revision + 1, updated_at = now()
      WHERE company_id = ${user.companyId} AND id = ${row.id}`);
    await decisionRow(tx, user, row.id, "sent_back", comment);
    await queueDocumentMail(tx, {
      companyId: user.companyId,
      kind: "smartform.sent_back",
      recipientUserIds: [row.submitted_by ?? row.created_by].filter((author) => author !== user.id),
      document: row,
      actorName: user.name,
      comment,
    });
    await record(tx, user, row, "decided", {
      before: { status: row.status },
      after: { status: RISK_STATUS.inProgress, decision: "sent_back", comment, version_no: row.version_no },
    });
  });
  return presentById(db, user, id);
}

/* ------------------------------------------------------------------ versions */

const VERSIONS_MAX = 500;
const DECISIONS_MAX = 200;

const person = (id: unknown, name: unknown) =>
  id === null || id === undefined ? null : { id: Number(id), name: typeof name === "string" ? name : "" };

/** GET …/versions: every version of the document (newest first) and its decisions, in two queries. */
export async function documentVersions(db: Executor, user: UserRow, id: number): Promise<DocumentVersions> {
  const row = await loadDocument(db, scopeOf(user), id);
  if (!row) throw notFound();
  const [versions, decisions] = await Promise.all([
    db.execute(sql`
      SELECT d.id, d.version_no, d.kind, d.status, d.is_latest, d.language_id, t.name AS template_name,
        (d.status = ${RISK_STATUS.approved} AND d.superseded_at IS NULL) AS is_published,
        d.created_by, cu.name AS created_by_name, d.submitted_by, su.name AS submitted_by_name,
        d.approved_by, au.name AS approved_by_name,
        d.created_at, d.submitted_at, d.approved_at, d.superseded_at
      FROM smartform_documents d
      LEFT JOIN smartform_templates t ON t.company_id = d.company_id AND t.id = d.template_id
      LEFT JOIN users cu ON cu.company_id = d.company_id AND cu.id = d.created_by
      LEFT JOIN users su ON su.company_id = d.company_id AND su.id = d.submitted_by
      LEFT JOIN users au ON au.company_id = d.company_id AND au.id = d.approved_by
      WHERE d.company_id = ${user.companyId} AND d.root_id = ${row.root_id}
      ORDER BY d.version_no DESC
      LIMIT ${VERSIONS_MAX}`),
    db.execute(sql`
      SELECT x.id, x.document_id, d.version_no, x.decision, x.comment, x.user_id, u.name AS user_name, x.created_at
      FROM smartform_document_decisions x
      JOIN smartform_documents d ON d.company_id = x.company_id AND d.id = x.document_id
      LEFT JOIN users u ON u.company_id = x.company_id AND u.id = x.user_id
      WHERE x.company_id = ${user.companyId} AND d.root_id = ${row.root_id}
      ORDER BY x.created_at DESC, x.id DESC
      LIMIT ${DECISIONS_MAX}`),
  ]);
  return {
    root_id: row.root_id,
    title: row.title,
    document_type: row.document_type,
    versions: (versions.rows as Record<string, unknown>[]).map((v): DocumentVersion => ({
      id: Number(v.id),
      version_no: Number(v.version_no),
      kind: Number(v.kind),
      status: {
        id: Number(v.status),
        name: ["", "inProgress", "approvalPending", "approved"][Number(v.status)] ?? "",
      },
      is_latest: v.is_latest === true,
      is_published: v.is_published === true,
      language_id: Number(v.language_id),
      template_name: (v.template_name as string | null) ?? null,
      created_by: person(v.created_by, v.created_by_name),
      submitted_by: person(v.submitted_by, v.submitted_by_name),
      approved_by: person(v.approved_by, v.approved_by_name),
      created_at: iso(v.created_at)!,
      submitted_at: iso(v.submitted_at),
      approved_at: iso(v.approved_at),
      superseded_at: iso(v.superseded_at),
    })),
    decisions: (decisions.rows as Record<string, unknown>[]).map((x): DocumentDecisionRow => ({
      id: Number(x.id),
      document_id: Number(x.document_id),
      version_no: Number(x.version_no),
      decision: x.decision as DocumentDecisionRow["decision"],
      comment: String(x.comment ?? ""),
      user: person(x.user_id, x.user_name),
      created_at: iso(x.created_at)!,
    })),
  };
}

/* ------------------------------------------------------------------ new versions */

/**
 * The answers that fit another structure: those whose field key exists there with the same type. (Keys are
 * never reused inside a template, and the standard templates share their keys, so a key and type that match
 * mean the same question.)
 */
export function carryAnswers(
  from: TemplateStructure,
  values: DocumentValues,
  to: TemplateStructure,
): DocumentValues {
  const fromTypes = new Map(allFields(from).map((field) => [field.key, field.type]));
  const out: DocumentValues = {};
  for (const field of allFields(to)) {
    const value = values[field.key];
    if (value !== undefined && fromTypes.get(field.key) === field.type)
      out[field.key] = structuredClone(value);
  }
  return out;
}

async function nextVersionNo(tx: Tx, companyId: number, rootId: number): Promise<number> {
  const result = await tx.execute(sql`
    SELECT coalesce(max(version_no), 0) + 1 AS next FROM smartform_documents
    WHERE company_id = ${companyId} AND root_id = ${rootId}`);
  return Number((result.rows[0] as { next: number }).next);
}

/** A template to make a version on: of the company (else 422), of the document's kind, a smart form, active. */
async function targetTemplate(tx: Tx, user: UserRow, templateId: number, documentType: number) {
  const template = await loadFormTemplate(tx, user.companyId, { id: templateId });
  if (!template || !makesSmartForms(template, documentType))
    throw validationFailed({ template: [english("smartforms.error.choice")] });
  if (template.archived) throw conflict("archived_template");
  return template;
}

/**
 * POST …/newversion: the published latest version's answers copied into a new version in progress (the
 * published one stays in force until the new one is approved). With `template`, the new version is filled
 * in on that template's structure and keeps the answers whose key and type match.
 */
export async function newVersion(
  db: Database,
  user: UserRow,
  id: number,
  body: NewVersionBody,
): Promise<SmartformDocument> {
  const newId = await changeDocument(db, user, id, "newVersion", async ({ tx, row }) => {
    let structure = row.structure;
    let templateId = row.template_id;
    let values = structuredClone(row.values);
    if (body.template !== undefined && body.template !== null) {
      const template = await targetTemplate(tx, user, body.template, row.document_type);
      structure = template.structure;
      templateId = template.id;
      values = carryAnswers(row.structure, row.values, structure);
    }
    const versionNo = await nextVersionNo(tx, user.companyId, row.root_id);
    const created = await insertVersion(tx, {
      companyId: user.companyId,
      documentType: row.document_type,
      templateId,
      kind: TEMPLATE_KINDS.smartforms,
      structure,
      title: row.title,
      languageId: row.language_id,
      locationId: row.location_id,
      values,
      createdBy: user.id,
      of: { rootId: row.root_id, versionNo },
    });
    await record(tx, user, { id: created, title: row.title }, "created", {
      after: { version_no: versionNo, from_version: row.version_no, template_id: templateId },
    });
    return created;
  });
  return presentById(db, user, newId);
}

/**
 * POST …/newversionfromlegacy/{language}: a legacy document's first smart-form version, on an active risk
 * assessment template, in `language`, with the answers that fit; with migrateMeasures the older form's
 * measures move (leave the legacy document) into the template's first measures field, after any measures
 * carried over.
 */
export async function newVersionFromLegacy(
  db: Database,
  user: UserRow,
  id: number,
  language: number,
  body: NewVersionBody,
): Promise<SmartformDocument> {
  const newId = await changeDocument(db, user, id, "newVersionFromLegacy", async ({ tx, row }) => {
    // Checked once the document is known to be the caller's, so a foreign id is a 404 whatever the body.
    const errors: Record<string, string[]> = {};
    if (!isLanguageId(language)) errors.language = [english("smartforms.error.choice")];
    if (body.template === undefined || body.template === null)
      errors.template = [english("smartforms.error.required")];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const template = await targetTemplate(tx, user, body.template!, DOCUMENT_TYPES.risk_assessment);
    const values = carryAnswers(row.structure, row.values, template.structure);
    let moved = 0;
    const measuresField = allFields(template.structure).find((field) => field.type === "measures");
    if (body.migrateMeasures === true && measuresField) {
      const { rows } = await tx.execute(sql`
        DELETE FROM smartform_legacy_measures
        WHERE company_id = ${user.companyId} AND document_id = ${row.id}
        RETURNING position, id, text, responsible, due, done`);
      const measures = (rows as unknown as (Measure & { position: number; id: number })[])
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((m): Measure => ({ text: m.text, responsible: m.responsible, due: m.due, done: m.done }));
      moved = measures.length;
      const existing = (values[measuresField.key] as Measure[] | undefined) ?? [];
      if (existing.length + measures.length > 0) values[measuresField.key] = [...existing, ...measures];
    }
    const versionNo = await nextVersionNo(tx, user.companyId, row.root_id);
    const created = await insertVersion(tx, {
      companyId: user.companyId,
      documentType: row.document_type,
      templateId: template.id,
      kind: TEMPLATE_KINDS.smartforms,
      structure: template.structure,
      title: row.title,
      languageId: language,
      locationId: row.location_id,
      values,
      createdBy: user.id,
      of: { rootId: row.root_id, versionNo },
    });
    await record(tx, user, { id: created, title: row.title }, "created", {
      after: {
        version_no: versionNo,
        from_legacy: row.id,
        template_id: template.id,
        language_id: language,
        measures_moved: moved,
      },
    });
    return created;
  });
  return presentById(db, user, newId);
}

/* ------------------------------------------------------------------ deleting */

/** Makes the newest remaining version of a document its latest. */
async function restoreLatest(tx: Tx, companyId: number, rootId: number): Promise<number | null> {
  const result = await tx.execute(sql`
    UPDATE smartform_documents SET is_latest = true
    WHERE company_id = ${companyId} AND id = (
      SELECT id FROM smartform_documents WHERE company_id = ${companyId} AND root_id = ${rootId}
      ORDER BY version_no DESC LIMIT 1)
    RETURNING id`);
  const found = result.rows[0] as { id: number } | undefined;
  return found ? Number(found.id) : null;
}

/** DELETE /document/{id}: a version in progress or waiting (its author or an administrator). */
export async function deleteVersion(db: Database, user: UserRow, id: number): Promise<DeletedDocument> {
  return changeDocument(db, user, id, "delete", async ({ tx, row }) => {
    // Version 1 is the root: deleting it takes the whole (single-version) document with it.
    await tx.execute(
      sql`DELETE FROM smartform_documents WHERE company_id = ${user.companyId} AND id = ${row.id}`,
    );
    const latest = row.id === row.root_id ? null : await restoreLatest(tx, user.companyId, row.root_id);
    await record(tx, user, row, "deleted", { before: { version_no: row.version_no, status: row.status } });
    return { id: row.id, latest_id: latest };
  });
}

/** DELETE /document/{id}/published: the whole document, every version (smartforms_admin). */
export async function deletePublished(db: Database, user: UserRow, id: number): Promise<DeletedDocument> {
  return changeDocument(db, user, id, "deletePublished", async ({ tx, row }) => {
    const count = await tx.execute(sql`
      SELECT count(*)::int AS n FROM smartform_documents WHERE company_id = ${user.companyId} AND root_id = ${row.root_id}`);
    // The root's foreign key cascades to every later version, their decisions, connections and measures.
    await tx.execute(
      sql`DELETE FROM smartform_documents WHERE company_id = ${user.companyId} AND id = ${row.root_id}`,
    );
    await record(tx, user, { id: row.root_id, title: row.title }, "deleted", {
      before: { versions: Number((count.rows[0] as { n: number }).n) },
    });
    return { id: row.id, latest_id: null };
  });
}

/**
 * DELETE /document/{id}/publishedlastonly: the newest published version goes and the approved version before
 * it is in force again (smartforms_admin; refused while a newer version is open or when it is the only one).
 */
export async function deletePublishedLastOnly(
  db: Database,
  user: UserRow,
  id: number,
): Promise<DeletedDocument> {
  return changeDocument(db, user, id, "deletePublishedLastOnly", async ({ tx, row }) => {
    await tx.execute(
      sql`DELETE FROM smartform_documents WHERE company_id = ${user.companyId} AND id = ${row.id}`,
    );
    const restored = await tx.execute(sql`
      UPDATE smartform_documents SET superseded_at = NULL
      WHERE company_id = ${user.companyId} AND id = (
        SELECT id FROM smartform_documents
        WHERE company_id = ${user.companyId} AND root_id = ${row.root_id} AND status = ${RISK_STATUS.approved}
        ORDER BY version_no DESC LIMIT 1)
      RETURNING id, version_no`);
    const latest = await restoreLatest(tx, user.companyId, row.root_id);
    const back = restored.rows[0] as { version_no: number } | undefined;
    await record(tx, user, row, "deleted", {
      before: { version_no: row.version_no, status: row.status },
      after: { in_force: back ? Number(back.version_no) : null },
    });
    return { id: row.id, latest_id: latest };
  });
}

/* ------------------------------------------------------------------ translating */

/** GET …/translatechecklanguage: the languages the document's form has complete labels in. */
export async function translateCheck(
  db: Executor,
  user: UserRow,
  id: number,
  callerLanguage: number,
): Promise<TranslateCheck> {
  const row = await loadDocument(db, scopeOf(user), id);
  if (!row) throw notFound();
  const languages = completeLanguages(row.structure);
  return {
    languages,
    language_id: row.language_id,
    caller_language_id: callerLanguage,
    caller_language_available: (languages as number[]).includes(callerLanguage),
  };
}

/**
 * POST …/translate: a new document (its own versions, translated_from_id this version) in a language the
 * form has every label in, with the answers copied, in progress.
 */
export async function translateDocument(
  db: Database,
  user: UserRow,
  id: number,
  languageId: number,
): Promise<SmartformDocument> {
  const newId = await changeDocument(db, user, id, "translate", async ({ tx, row }) => {
    const languages = completeLanguages(row.structure) as number[];
    if (!languages.includes(languageId) || languageId === row.language_id)
      throw validationFailed({ language_id: [english("smartforms.error.choice")] });
    const created = await insertVersion(tx, {
      companyId: user.companyId,
      documentType: row.document_type,
      templateId: row.template_id,
      kind: row.kind,
      structure: row.structure,
      title: row.title,
      languageId,
      locationId: row.location_id,
      values: structuredClone(row.values),
      createdBy: user.id,
      translatedFromId: row.id,
    });
    await record(tx, user, { id: created, title: row.title }, "created", {
      after: { translated_from: row.id, language_id: languageId },
    });
    return created;
  });
  return presentById(db, user, newId);
}

/* ------------------------------------------------------------------ legacy measures */

interface MeasureRow extends LegacyMeasure {
  kind: number;
  is_latest: boolean;
  title: string;
}

async function loadMeasure(db: Executor, user: UserRow, id: number, lock = false): Promise<MeasureRow> {
  const result = await db.execute(sql`
    SELECT m.id, m.document_id, m.position, m.text, m.responsible, m.due, m.done, d.kind, d.is_latest, d.title
    FROM smartform_legacy_measures m
    JOIN smartform_documents d ON d.company_id = m.company_id AND d.id = m.document_id
    WHERE m.company_id = ${user.companyId} AND m.id = ${id} AND ${documentInScope(scopeOf(user), "d")}
    ${lock ? sql`FOR UPDATE OF m, d` : sql``}`);
  const row = result.rows[0] as MeasureRow | undefined;
  if (!row) throw notFound();
  return row;
}

const presentMeasure = (m: MeasureRow): LegacyMeasure => ({
  id: Number(m.id),
  document_id: Number(m.document_id),
  position: Number(m.position),
  text: m.text,
  responsible: m.responsible,
  due: m.due,
  done: m.done,
});

/** GET /legacy-measure/{id}: a measure of a legacy document the caller may see. */
export async function getLegacyMeasure(db: Executor, user: UserRow, id: number): Promise<LegacyMeasure> {
  return presentMeasure(await loadMeasure(db, user, id));
}

/** DELETE /legacy-measure/{id}: only while its document is legacy and the latest version (no guests). */
export async function deleteLegacyMeasure(db: Database, user: UserRow, id: number): Promise<LegacyMeasure> {
  return db.transaction(async (tx) => {
    const measure = await loadMeasure(tx, user, id, true);
    if (user.isGuestUser) throw forbidden();
    if (measure.kind !== TEMPLATE_KINDS.legacy) throw conflict("not_legacy");
    if (!measure.is_latest) throw conflict("not_latest");
    await tx.execute(
      sql`DELETE FROM smartform_legacy_measures WHERE company_id = ${user.companyId} AND id = ${id}`,
    );
    await recordActivity(tx, {
      companyId: user.companyId,
      actorId: user.id,
      module: "documents",
      action: "removed",
      object: { type: "document", id: Number(measure.document_id), label: measure.title },
      before: { measure: measure.text },
    });
    return presentMeasure(measure);
  });
}

const LEGACY_TEMPLATES_MAX = 200;
const LEGACY_MEASURES_MAX = 500;

/**
 * GET …/legacy: what the page that moves a legacy document to a smart form offers, in two queries: the
 * company's active risk assessment templates and the document's legacy measures.
 */
export async function legacyMove(db: Executor, user: UserRow, id: number): Promise<LegacyMove> {
  const row = await loadDocument(db, scopeOf(user), id);
  if (!row) throw notFound();
  const [templates, measures] = await Promise.all([
    db.execute(sql`
      SELECT id, name, language_id FROM smartform_templates
      WHERE company_id = ${user.companyId} AND document_type = ${DOCUMENT_TYPES.risk_assessment}
        AND kind = ${TEMPLATE_KINDS.smartforms} AND archived_at IS NULL
      ORDER BY name_lower, id LIMIT ${LEGACY_TEMPLATES_MAX}`),
    db.execute(sql`
      SELECT id, document_id, position, text, responsible, due, done FROM smartform_legacy_measures
      WHERE company_id = ${user.companyId} AND document_id = ${row.id}
      ORDER BY position, id LIMIT ${LEGACY_MEASURES_MAX}`),
  ]);
  return {
    document_id: row.id,
    templates: (templates.rows as { id: number; name: string; language_id: number }[]).map((t) => ({
      id: Number(t.id),
      name: t.name,
      language_id: Number(t.language_id),
    })),
    measures: (measures.rows as unknown as MeasureRow[]).map(presentMeasure),
  };
}

/* ------------------------------------------------------------------ read and understood */

async function acknowledgedAt(db: Executor, user: UserRow, documentId: number): Promise<string | null> {
  const result = await db.execute(sql`
    SELECT created_at AS acknowledged_at FROM smartform_acknowledgements
    WHERE company_id = ${user.companyId} AND document_id = ${documentId} AND user_id = ${user.id}`);
  return iso((result.rows[0] as { acknowledged_at: unknown } | undefined)?.acknowledged_at);
}

/** GET …/rnu/isVersionRnuAllowed: whether the caller may confirm read and understood on this version. */
export async function rnuStatus(db: Executor, user: UserRow, id: number): Promise<RnuStatus> {
  const row = await loadDocument(db, scopeOf(user), id);
  if (!row) throw notFound();
  const rules = await documentRules(db, user.companyId);
  const decision = decideDocument("acknowledge", documentState(row), documentActor(user, rules), rules);
  return {
    document_id: row.id,
    allowed: decision.ok,
    reason: decision.ok ? null : decision.reason,
    acknowledged_at: await acknowledgedAt(db, user, row.id),
  };
}

/**
 * POST …/rnu/acknowledge and …/rnu/unacknowledge: the caller confirms (or withdraws) that they read and
 * understood the published version. Guests are refused (403); companies without read and understood and
 * versions not in force too (409 with the reason). Confirming twice keeps the first time.
 */
export async function setAcknowledged(
  db: Database,
  user: UserRow,
  id: number,
  acknowledged: boolean,
): Promise<RnuStatus> {
  await changeDocument(db, user, id, "acknowledge", async ({ tx, row }) => {
    if (acknowledged) {
      const inserted = await tx.execute(sql`
        INSERT INTO smartform_acknowledgements (company_id, document_id, user_id)
        VALUES (${user.companyId}, ${row.id}, ${user.id})
        ON CONFLICT DO NOTHING RETURNING document_id`);
      if (inserted.rows.length > 0)
        await record(tx, user, row, "acknowledged", { after: { version_no: row.version_no } });
    } else {
      const removed = await tx.execute(sql`
        DELETE FROM smartform_acknowledgements
        WHERE company_id = ${user.companyId} AND document_id = ${row.id} AND user_id = ${user.id}
        RETURNING document_id`);
      if (removed.rows.length > 0)
        await record(tx, user, row, "removed", {
          before: { acknowledged: true, version_no: row.version_no },
        });
    }
  });
  return rnuStatus(db, user, id);
}
