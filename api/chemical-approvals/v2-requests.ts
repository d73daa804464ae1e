import { sql } from "drizzle-orm";
import { ENGLISH_REQUEST_MESSAGES, type RequestStatus } from "../../core/chemical-approvals/request-rules";
import { productRequestSchema } from "../../core/chemical-approvals/request-schemas";
import { DOCUMENT_TITLE_MAX, DOCUMENT_TYPES, TEMPLATE_KINDS } from "../../core/smartforms/kinds";
import { allFields, type TemplateStructure } from "../../core/smartforms/template";
import { documentValuesSchema } from "../../core/smartforms/values";
import { connectionsOf, type DocumentValues } from "../../core/smartforms/answers";
import { smartforms as smartformTexts } from "../../core/texts/smartforms/en";
import type { Translate } from "../../core/translate";
import { cleanLine } from "../../core/text";
import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { recordActivity } from "../activities/record";
import { ApiError, VALIDATION_MESSAGE } from "../http/errors";
import { scopeOf } from "../locations/scope";
import type { Executor } from "../locations/tree";
import {
  insertVersion,
  loadFormTemplate,
  makesSmartForms,
  referenceErrors,
  writeConnections,
  type FormTemplate,
} from "../smartforms/store";
import { assertAllowed, checkLocations, queueSubmittedMail, requestFor } from "./requests";
import type { ApprovalTemplate, ProductRequestV2Body } from "./schemas";

/**
 * Version 2 requests (docs/decisions/043-approvals-on-templates.md): a product request whose form is a
 * chemical_approval_request template. The answers live in a smart-form document of that kind, written in
 * the request's own transaction; the request keeps its name, locations and status and then goes through
 * the version 1 flow unchanged. Evaluations may likewise be filled in on the company's default
 * chemical_approval_evaluation template.
 */

type Errors = Record<string, string[]>;

/** The answers' rules in the API's English (the texts the forms show in English). */
export const englishSmartforms: Translate = (key, values = {}) => {
  const text = (smartformTexts as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
};

export const V2_MESSAGES = {
  unknownTemplate: "Unknown template: an active chemical approval request template of your company.",
  otherTemplate: "A request keeps the template it was made on.",
  notOnTemplate: "This request was not made on a template: use the version 1 form.",
  unknownReference: "Unknown or not yours to name.",
  noEvaluationTemplate: "Your company has no active default evaluation template.",
  unknownEvaluationDocument: "Unknown evaluation document: one you made on the evaluation template.",
  bothEvaluationForms: "Send either smartform_document_id or fields, not both.",
} as const;

const validationError = (errors: Errors) => new ApiError(422, { message: VALIDATION_MESSAGE, errors });

function addError(errors: Errors, key: string, message: string) {
  const list = (errors[key] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** Zod issues of the answers as `fields.<key>` (`fields.f6.task`, `fields.f9[1].due`). */
function answerErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], errors: Errors) {
  for (const issue of issues) {
    let name = "fields";
    for (const part of issue.path) name += typeof part === "number" ? `[${part}]` : `.${String(part)}`;
    addError(errors, name, issue.message);
  }
}

interface TemplateRow {
  id: number;
  name: string;
  document_type: number;
  language_id: number;
  is_default: boolean;
  structure: TemplateStructure;
}

const TEMPLATE_COLUMNS = sql`id, name, document_type, language_id, is_default, structure`;

/** The company's active templates of a kind that a request or an evaluation may be filled in on. */
export async function approvalTemplates(
  db: Executor,
  companyId: number,
  kind: "request" | "evaluation",
): Promise<ApprovalTemplate[]> {
  const result = await db.execute<TemplateRow & Record<string, unknown>>(
    kind === "request"
      ? sql`SELECT ${TEMPLATE_COLUMNS} FROM smartform_templates
          WHERE company_id = ${companyId} AND document_type = ${DOCUMENT_TYPES.chemical_approval_request}
            AND kind = ${TEMPLATE_KINDS.smartforms} AND archived_at IS NULL
          ORDER BY is_default DESC, name_lower, id LIMIT 100`
      : sql`SELECT ${TEMPLATE_COLUMNS} FROM smartform_templates
          WHERE company_id = ${companyId} AND document_type = ${DOCUMENT_TYPES.chemical_approval_evaluation}
            AND kind = ${TEMPLATE_KINDS.smartforms} AND archived_at IS NULL AND is_default
          LIMIT 1`,
  );
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    document_type: row.document_type,
    language_id: row.language_id,
    is_default: row.is_default,
    structure: row.structure,
  }));
}

/** An active request template of the company by id, or undefined (another company's reads as unknown). */
async function requestTemplate(
  db: Executor,
  companyId: number,
  id: number,
): Promise<FormTemplate | undefined> {
  const template = await loadFormTemplate(db, companyId, { id });
  const type = DOCUMENT_TYPES.chemical_approval_request;
  return template && makesSmartForms(template, type) && !template.archived ? template : undefined;
}

/** The object the body is, or an empty one. */
const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The version 2 row columns of a request that the save reads back. */
interface V2Row extends Record<string, unknown> {
  template_id: number | null;
  smartform_document_id: number | null;
}

/**
 * Creates (id undefined) or saves a version 2 request in one transaction: the state machine (save_draft
 * for a draft, submit otherwise, as the version 1 PUTs), the template (the company's, kind
 * chemical_approval_request, active), the answers (draft or submit rules of the template), the name and
 * locations (the version 1 rules: a submitted request names at least one location), then the request
 * row, its locations and its smart-form document. Nothing is written when anything is refused.
 */
export async function saveRequestV2(
  db: Database,
  user: UserRow,
  rawBody: unknown,
  id?: number,
): Promise<number> {
  const body = objectOf(rawBody) as ProductRequestV2Body & Record<string, unknown>;
  const companyId = user.companyId;
  const draft = body.is_draft === true;
  return db.transaction(async (tx) => {
    let existing: Awaited<ReturnType<typeof requestFor>>["request"] | undefined;
    let existingV2: V2Row | undefined;
    if (id !== undefined) {
      const found = await requestFor(tx, user, id, true);
      assertAllowed(draft ? "save_draft" : "submit", found.request, found.actor);
      existing = found.request;
      const row = await tx.execute<V2Row>(sql`
        SELECT template_id, smartform_document_id FROM product_requests
        WHERE company_id = ${companyId} AND id = ${id}`);
      existingV2 = row.rows[0];
    }
    const errors: Errors = {};
    if (existingV2 && (existingV2.template_id === null || existingV2.smartform_document_id === null)) {
      throw validationError({ template_id: [V2_MESSAGES.notOnTemplate] });
    }
    const templateId =
      typeof body.template_id === "number" && Number.isInteger(body.template_id)
        ? body.template_id
        : undefined;
    if (existingV2 && templateId !== undefined && templateId !== existingV2.template_id) {
      throw validationError({ template_id: [V2_MESSAGES.otherTemplate] });
    }
    const wantedTemplate = existingV2?.template_id ?? templateId;
    const template =
      wantedTemplate === undefined || wantedTemplate < 1 || wantedTemplate > 2_147_483_647
        ? undefined
        : await requestTemplate(tx, companyId, wantedTemplate);
    if (!template) {
      throw validationError({
        template_id: [
          wantedTemplate === undefined ? ENGLISH_REQUEST_MESSAGES.required : V2_MESSAGES.unknownTemplate,
        ],
      });
    }

    // The answers, by the template's rules: a draft may leave anything out, a submitted request may not.
    const answers = documentValuesSchema(
      template.structure,
      englishSmartforms,
      draft ? "draft" : "submit",
    ).safeParse(objectOf(body.fields));
    const values: DocumentValues = answers.success ? answers.data : {};
    if (!answers.success) answerErrors(answers.error.issues, errors);
    const scope = scopeOf(user);
    for (const [key, messages] of Object.entries(
      await referenceErrors(tx, scope, template.structure, values, V2_MESSAGES.unknownReference),
    )) {
      for (const message of messages) addError(errors, `fields.${key}`, message);
    }

    // Name and locations by the version 1 rules. Without location_ids the form's location fields name them.
    // Read from the raw answers, so that a wrong answer elsewhere does not also report missing locations.
    const rawFields = objectOf(body.fields);
    const locationIds =
      body.location_ids !== undefined
        ? body.location_ids
        : [
            ...new Set(
              allFields(template.structure)
                .filter((field) => field.type === "location")
                .flatMap((field) =>
                  Array.isArray(rawFields[field.key]) ? (rawFields[field.key] as unknown[]) : [],
                )
                .filter((value): value is number => Number.isInteger(value)),
            ),
          ];
    const core = productRequestSchema(ENGLISH_REQUEST_MESSAGES, { hasAttachedSds: false }).safeParse({
      name: body.name,
      location_ids: locationIds,
      is_draft: draft,
    });
    if (!core.success) {
      for (const issue of core.error.issues) addError(errors, String(issue.path[0] ?? "body"), issue.message);
    } else {
      await checkLocations(tx, scope, core.data.location_ids, errors);
    }
    const title = typeof body.title === "string" ? cleanLine(body.title) : "";
    if (body.title !== undefined && body.title !== null && typeof body.title !== "string") {
      addError(errors, "title", ENGLISH_REQUEST_MESSAGES.wrongFormat);
    }
    if (title.length > DOCUMENT_TITLE_MAX)
      addError(errors, "title", ENGLISH_REQUEST_MESSAGES.tooLong(DOCUMENT_TITLE_MAX));
    if (Object.keys(errors).length > 0 || !core.success) throw validationError(errors);

    const name = core.data.name;
    const places = [...new Set(core.data.location_ids)];
    const status: RequestStatus = draft ? "DRAFT" : "NEW";
    const becomesNew = !draft && existing?.status !== "NEW";
    const documentTitle = title || name;

    let requestId: number;
    let documentId: number;
    if (existing && existingV2?.smartform_document_id) {
      requestId = existing.id;
      documentId = existingV2.smartform_document_id;
      // The request's form is one document being filled in: its answers change in place.
      await tx.execute(sql`
        UPDATE smartform_documents
        SET values = ${JSON.stringify(values)}::jsonb, title = ${documentTitle}, revision = revision + 1,
          updated_by = ${user.id}, updated_at = now()
        WHERE company_id = ${companyId} AND id = ${documentId}`);
      await writeConnections(tx, companyId, documentId, connectionsOf(template.structure, values));
      await tx.execute(sql`
        UPDATE product_requests
        SET name = ${name}, title = ${title || null}, status = ${status},
          signed_by_id = ${draft ? null : user.id},
          submitted_at = ${becomesNew ? sql`now()` : sql`submitted_at`}, updated_at = now()
        WHERE company_id = ${companyId} AND id = ${requestId}`);
      await tx.execute(sql`
        DELETE FROM product_request_locations WHERE company_id = ${companyId} AND request_id = ${requestId}`);
    } else {
      documentId = await insertVersion(tx, {
        companyId,
        documentType: DOCUMENT_TYPES.chemical_approval_request,
        templateId: template.id,
        kind: TEMPLATE_KINDS.smartforms,
        structure: template.structure,
        title: documentTitle,
        languageId: template.language_id,
        locationId: null,
        values,
        createdBy: user.id,
      });
      const inserted = await tx.execute<{ id: number }>(sql`
        INSERT INTO product_requests (company_id, requester_id, name, status, template_id, smartform_document_id,
          title, signed_by_id, submitted_at)
        VALUES (${companyId}, ${user.id}, ${name}, ${status}, ${template.id}, ${documentId}, ${title || null},
          ${draft ? null : user.id}, ${draft ? null : sql`now()`})
        RETURNING id`);
      requestId = inserted.rows[0]!.id;
      await recordActivity(tx, {
        companyId,
        actorId: user.id,
        module: "documents",
        action: "created",
        object: { type: "document", id: documentId, label: documentTitle },
        after: { document_type: DOCUMENT_TYPES.chemical_approval_request, template_id: template.id },
      });
    }
    if (places.length > 0) {
      await tx.execute(sql`
        INSERT INTO product_request_locations (company_id, request_id, location_id)
        SELECT ${companyId}, ${requestId}, unnest(${sql.param(places)}::int[])`);
    }
    if (becomesNew) await queueSubmittedMail(tx, user, requestId, name, places);
    await recordActivity(tx, {
      companyId,
      actorId: user.id,
      module: "approvals",
      action: becomesNew ? "submitted" : existing ? "updated" : "created",
      object: { type: "request", id: requestId, label: name },
      ...(existing
        ? { before: { name: existing.name, status: existing.status, location_ids: existing.locationIds } }
        : {}),
      after: { name, status, location_ids: places, template_id: template.id },
    });
    return requestId;
  });
}

/**
 * The smart-form document of an evaluation, checked or made in the evaluation's transaction: an existing
 * chemical_approval_evaluation document of the company that the evaluator made, or the answers on the
 * company's default evaluation template (submit rules), written as a new document, or into the
 * evaluation's own document when it has one. Undefined for a basic evaluation (neither given).
 */
export async function evaluationDocument(
  tx: Executor,
  user: UserRow,
  evaluationId: number,
  given: { smartform_document_id?: number | null; fields?: unknown },
): Promise<number | undefined> {
  const companyId = user.companyId;
  const hasId = given.smartform_document_id !== undefined && given.smartform_document_id !== null;
  if (hasId && given.fields !== undefined) {
    throw validationError({ smartform_document_id: [V2_MESSAGES.bothEvaluationForms] });
  }
  if (hasId) {
    const id = given.smartform_document_id!;
    const found = await tx.execute(sql`
      SELECT id FROM smartform_documents
      WHERE company_id = ${companyId} AND id = ${id} AND document_type = ${DOCUMENT_TYPES.chemical_approval_evaluation}
        AND created_by = ${user.id}`);
    if (found.rows.length === 0) {
      throw validationError({ smartform_document_id: [V2_MESSAGES.unknownEvaluationDocument] });
    }
    return id;
  }
  if (given.fields === undefined) return undefined;
  const [template] = await approvalTemplates(tx, companyId, "evaluation");
  if (!template) throw validationError({ fields: [V2_MESSAGES.noEvaluationTemplate] });
  const answers = documentValuesSchema(template.structure, englishSmartforms, "submit").safeParse(
    objectOf(given.fields),
  );
  const errors: Errors = {};
  if (!answers.success) answerErrors(answers.error.issues, errors);
  const values: DocumentValues = answers.success ? answers.data : {};
  for (const [key, messages] of Object.entries(
    await referenceErrors(tx, scopeOf(user), template.structure, values, V2_MESSAGES.unknownReference),
  )) {
    for (const message of messages) addError(errors, `fields.${key}`, message);
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  // A changed evaluation rewrites its own document (made on the same template), else it gets a new one.
  const own = await tx.execute<{ id: number }>(sql`
    SELECT d.id FROM product_request_evaluations e
    JOIN smartform_documents d ON d.company_id = e.company_id AND d.id = e.smartform_document_id
    WHERE e.company_id = ${companyId} AND e.id = ${evaluationId} AND d.template_id = ${template.id}
      AND d.created_by = ${user.id}`);
  const ownId = own.rows[0]?.id;
  if (ownId !== undefined) {
    await tx.execute(sql`
      UPDATE smartform_documents
      SET values = ${JSON.stringify(values)}::jsonb, revision = revision + 1, updated_by = ${user.id}, updated_at = now()
      WHERE company_id = ${companyId} AND id = ${ownId}`);
    await writeConnections(tx, companyId, ownId, connectionsOf(template.structure, values));
    return ownId;
  }
  const id = await insertVersion(tx, {
    companyId,
    documentType: DOCUMENT_TYPES.chemical_approval_evaluation,
    templateId: template.id,
    kind: TEMPLATE_KINDS.smartforms,
    structure: template.structure,
    title: template.name,
    languageId: template.language_id,
    locationId: null,
    values,
    createdBy: user.id,
  });
  await recordActivity(tx, {
    companyId,
    actorId: user.id,
    module: "documents",
    action: "created",
    object: { type: "document", id, label: template.name },
    after: { document_type: DOCUMENT_TYPES.chemical_approval_evaluation, template_id: template.id },
  });
  return id;
}
