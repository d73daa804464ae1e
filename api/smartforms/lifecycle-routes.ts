import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { DocumentConflict } from "../../core/smartforms/states";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { ApiErrorSchema, envelope } from "../http/envelope";
import { errorResponses } from "../http/errors";
import { idParam, jsonBody, pathId } from "../http/params";
import {
  approveDocument,
  deleteLegacyMeasure,
  deletePublished,
  deletePublishedLastOnly,
  deleteVersion,
  documentVersions,
  getLegacyMeasure,
  legacyMove,
  newVersion,
  newVersionFromLegacy,
  rnuStatus,
  sendBackComment,
  sendBackDocument,
  setAcknowledged,
  submitDocument,
  translateCheck,
  translateDocument,
} from "./lifecycle";
import {
  DeletedDocumentSchema,
  DocumentSchema,
  DocumentVersionsSchema,
  LegacyMeasureSchema,
  LegacyMoveSchema,
  NewVersionBodySchema,
  RnuStatusSchema,
  SendBackBodySchema,
  TranslateBodySchema,
  TranslateCheckSchema,
} from "./schemas";

/**
 * A document's life under /smartforms/v1 (docs/decisions/041-smart-forms.md): submit, approve, send back,
 * versions, new versions (also from a legacy document), deleting, translating, legacy measures and read and
 * understood. Any signed-in user of the company; a document outside the caller's top nodes or of another
 * company answers 404; the state machine (core/smartforms/states.ts) answers 403 when the caller's role never
 * allows the operation and 409 `{ error, message }` when the version's state does not.
 */

const BASE = "/smartforms/v1";
const TAGS = ["Smart forms"];

const documentParams = z.object({ id: idParam("id", "A version of a document.") });
const legacyParams = z.object({
  id: idParam("id", "A version of a legacy document."),
  language: z.string().openapi({
    param: { name: "language", in: "path", description: "The language id (1–10) of the new version." },
    example: "4",
  }),
});
const measureParams = z.object({ id: idParam("id", "A measure of a legacy document.") });

const errorContent = { "application/json": { schema: ApiErrorSchema } };
const conflicts = (...codes: DocumentConflict[]) => ({
  409: {
    description: `The version's state does not allow it: \`{ error, message }\` with error ${codes
      .map((code) => `\`${code}\``)
      .join(", ")}.`,
    content: errorContent,
  },
});

const DocumentResponse = envelope(DocumentSchema, "SmartformLifecycleDocumentResponse");
const ok = (description: string, schema: z.ZodType = DocumentResponse) => ({
  200: { description, content: { "application/json": { schema } } },
});

const submitRoute = createRoute({
  method: "post",
  path: `${BASE}/document/{id}/submit`,
  tags: TAGS,
  operationId: "submitSmartformDocument",
  summary: "Submit a version",
  description:
    "Any user but a guest, on the latest version in progress. Every required field must be answered (else " +
    "422 naming the fields, nothing changed). When the company's risk-assessment settings ask for approval the " +
    "version waits for it and the approvers get an e-mail; otherwise it is published at once (approved, review " +
    "due after the settings' interval, the version it replaces superseded).",
  request: { params: documentParams },
  responses: {
    ...ok("The version, waiting or published."),
    ...conflicts("legacy", "not_latest", "not_in_progress"),
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const approveRoute = createRoute({
  method: "post",
  path: `${BASE}/document/{id}/approve`,
  tags: TAGS,
  operationId: "approveSmartformDocument",
  summary: "Approve a waiting version",
  description:
    "The approvers named in the risk-assessment settings (else 403), never the one who submitted the version " +
    "(409 own_submission). The version is published; its author gets an e-mail.",
  request: { params: documentParams },
  responses: {
    ...ok("The published version."),
    ...conflicts("not_pending", "own_submission"),
    ...errorResponses({ notFound: true }),
  },
});

const sendBackRoute = createRoute({
  method: "post",
  path: `${BASE}/document/{id}/sendback`,
  tags: TAGS,
  operationId: "sendBackSmartformDocument",
  summary: "Send a waiting version back",
  description:
    "The named approvers (else 403), with a comment (required, 422). The version is in progress again; its " +
    "author gets an e-mail with the comment.",
  request: { params: documentParams, body: jsonBody(SendBackBodySchema) },
  responses: {
    ...ok("The version, in progress."),
    ...conflicts("not_pending"),
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const versionsRoute = createRoute({
  method: "get",
  path: `${BASE}/document/{id}/versions`,
  tags: TAGS,
  operationId: "listSmartformDocumentVersions",
  summary: "Every version of a document",
  description:
    "Any user who may see the document: its versions, newest first, with status and who made, submitted and " +
    "approved each and when; and its decisions (submitted, approved, sent back with the comment).",
  request: { params: documentParams },
  responses: {
    ...ok("The versions.", envelope(DocumentVersionsSchema, "SmartformDocumentVersionsResponse")),
    ...errorResponses({ notFound: true }),
  },
});

const newVersionRoute = createRoute({
  method: "post",
  path: `${BASE}/document/{id}/newversion`,
  tags: TAGS,
  operationId: "newSmartformDocumentVersion",
  summary: "Make a new version",
  description:
    "Any user but a guest, on the published latest version: its answers copied into a new version in " +
    "progress (the published one stays in force). With `template` (a template of the document's kind), the " +
    "new version is on that template's structure and keeps the answers whose key and type match (422 for " +
    "another kind's or an unknown template, 409 archived_template). `migrateMeasures` is for legacy documents " +
    "and is ignored here.",
  request: { params: documentParams, body: jsonBody(NewVersionBodySchema) },
  responses: {
    ...ok("The new version."),
    ...conflicts("legacy", "not_latest", "open_version", "archived_template"),
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const newVersionFromLegacyRoute = createRoute({
  method: "post",
  path: `${BASE}/document/{id}/newversionfromlegacy/{language}`,
  tags: TAGS,
  operationId: "newSmartformDocumentVersionFromLegacy",
  summary: "Move a legacy document to a smart form",
  description:
    "Any user but a guest, on the latest version of a document of the older fixed form: its first smart-form " +
    "version on `template` (an active risk assessment template, required) in `language`, keeping the answers " +
    "whose key and type match. With `migrateMeasures: true` the legacy measures move into the template's first " +
    "measures field. The legacy version stays in force until the new one is approved.",
  request: { params: legacyParams, body: jsonBody(NewVersionBodySchema) },
  responses: {
    ...ok("The new version."),
    ...conflicts("not_legacy", "not_latest", "archived_template"),
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: `${BASE}/document/{id}`,
  tags: TAGS,
  operationId: "deleteSmartformDocumentVersion",
  summary: "Delete a version in progress or waiting",
  description:
    "Its author or a smartforms_admin (else 403). The version before it becomes the latest again; version 1 " +
    "takes the document with it. A published version is refused (409 published).",
  request: { params: documentParams },
  responses: {
    ...ok("Deleted.", envelope(DeletedDocumentSchema, "SmartformDeletedResponse")),
    ...conflicts("published", "not_latest"),
    ...errorResponses({ notFound: true }),
  },
});

const deletePublishedRoute = createRoute({
  method: "delete",
  path: `${BASE}/document/{id}/published`,
  tags: TAGS,
  operationId: "deleteSmartformDocument",
  summary: "Delete the whole document",
  description: "smartforms_admin (else 403): the document with every version, decision and connection.",
  request: { params: documentParams },
  responses: {
    ...ok("Deleted.", envelope(DeletedDocumentSchema, "SmartformDeletedDocumentResponse")),
    ...errorResponses({ notFound: true }),
  },
});

const deleteLastOnlyRoute = createRoute({
  method: "delete",
  path: `${BASE}/document/{id}/publishedlastonly`,
  tags: TAGS,
  operationId: "deleteSmartformPublishedVersion",
  summary: "Delete the newest published version",
  description:
    "smartforms_admin (else 403), on the version in force when no newer version is open: it goes and the " +
    "approved version before it is in force again.",
  request: { params: documentParams },
  responses: {
    ...ok(
      "Deleted: latest_id is the version in force again.",
      envelope(DeletedDocumentSchema, "SmartformDeletedVersionResponse"),
    ),
    ...conflicts("not_published", "open_version", "only_version"),
    ...errorResponses({ notFound: true }),
  },
});

const translateCheckRoute = createRoute({
  method: "get",
  path: `${BASE}/document/{id}/translatechecklanguage`,
  tags: TAGS,
  operationId: "checkSmartformDocumentLanguages",
  summary: "The languages a document can be translated into",
  description:
    "Any user who may see the document: the languages its form has every label in, its own language, and " +
    "whether the caller's language (X-LANGUAGE) is among them.",
  request: { params: documentParams },
  responses: {
    ...ok("The languages.", envelope(TranslateCheckSchema, "SmartformTranslateCheckResponse")),
    ...errorResponses({ notFound: true }),
  },
});

const translateRoute = createRoute({
  method: "post",
  path: `${BASE}/document/{id}/translate`,
  tags: TAGS,
  operationId: "translateSmartformDocument",
  summary: "Translate a document",
  description:
    "Any user but a guest: a new document (its own versions, translated_from_id this version) in `language_id`, " +
    "a language the form has every label in other than the document's own (else 422), with the answers copied.",
  request: { params: documentParams, body: jsonBody(TranslateBodySchema) },
  responses: {
    ...ok("The new document's first version."),
    ...conflicts("legacy"),
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const getMeasureRoute = createRoute({
  method: "get",
  path: `${BASE}/legacy-measure/{id}`,
  tags: TAGS,
  operationId: "getSmartformLegacyMeasure",
  summary: "A measure of a legacy document",
  description: "Any user who may see the document.",
  request: { params: measureParams },
  responses: {
    ...ok("The measure.", envelope(LegacyMeasureSchema, "SmartformLegacyMeasureResponse")),
    ...errorResponses({ notFound: true }),
  },
});

const deleteMeasureRoute = createRoute({
  method: "delete",
  path: `${BASE}/legacy-measure/{id}`,
  tags: TAGS,
  operationId: "deleteSmartformLegacyMeasure",
  summary: "Delete a measure of a legacy document",
  description:
    "Any user but a guest, while the document is of the older fixed form and its latest version (409 " +
    "not_legacy, not_latest).",
  request: { params: measureParams },
  responses: {
    ...ok("The deleted measure.", envelope(LegacyMeasureSchema, "SmartformDeletedLegacyMeasureResponse")),
    ...conflicts("not_legacy", "not_latest"),
    ...errorResponses({ notFound: true }),
  },
});

const legacyMoveRoute = createRoute({
  method: "get",
  path: `${BASE}/document/{id}/legacy`,
  tags: TAGS,
  operationId: "getSmartformLegacyMove",
  summary: "What moving a legacy document to a smart form offers",
  description:
    "Any user who may see the document: the company's active risk assessment templates (at most 200, by " +
    "name) and the document's legacy measures in order (at most 500), for POST …/newversionfromlegacy/{language}.",
  request: { params: documentParams },
  responses: {
    ...ok("The templates and measures.", envelope(LegacyMoveSchema, "SmartformLegacyMoveResponse")),
    ...errorResponses({ notFound: true }),
  },
});

const RnuResponse = envelope(RnuStatusSchema, "SmartformRnuResponse");

const acknowledgeRoute = createRoute({
  method: "post",
  path: `${BASE}/document/{id}/rnu/acknowledge`,
  tags: TAGS,
  operationId: "acknowledgeSmartformDocument",
  summary: "Confirm read and understood",
  description:
    "The caller confirms having read and understood the published version. Refused for guests (403), " +
    "when the company's documents setting document_rnu is off (409 rnu_off) and on a version not in force " +
    "(409 not_published). Confirming again keeps the first time.",
  request: { params: documentParams },
  responses: {
    ...ok("The caller's read and understood.", RnuResponse),
    ...conflicts("rnu_off", "not_published"),
    ...errorResponses({ notFound: true }),
  },
});

const unacknowledgeRoute = createRoute({
  method: "post",
  path: `${BASE}/document/{id}/rnu/unacknowledge`,
  tags: TAGS,
  operationId: "unacknowledgeSmartformDocument",
  summary: "Withdraw read and understood",
  description: "The caller withdraws their confirmation, under the same rules as confirming it.",
  request: { params: documentParams },
  responses: {
    ...ok("The caller's read and understood.", RnuResponse),
    ...conflicts("rnu_off", "not_published"),
    ...errorResponses({ notFound: true }),
  },
});

const rnuAllowedRoute = createRoute({
  method: "get",
  path: `${BASE}/document/{id}/rnu/isVersionRnuAllowed`,
  tags: TAGS,
  operationId: "isSmartformVersionRnuAllowed",
  summary: "May the caller confirm read and understood here",
  description:
    "Any user who may see the document: allowed, the reason when not (guest, rnu_off, not_published), and " +
    "when the caller confirmed it.",
  request: { params: documentParams },
  responses: { ...ok("Whether it is allowed.", RnuResponse), ...errorResponses({ notFound: true }) },
});

const userOf = (c: Context<ApiEnv>) => c.get("user");

export function registerLifecycleRoutes(api: ApiApp, { db }: ApiDeps): void {
  const idOf = (c: { req: { valid: (target: "param") => { id: string } } }) =>
    pathId(c.req.valid("param").id);

  api.openapi(submitRoute, async (c) => c.json({ data: await submitDocument(db, userOf(c), idOf(c)) }, 200));
  api.openapi(approveRoute, async (c) =>
    c.json({ data: await approveDocument(db, userOf(c), idOf(c)) }, 200),
  );
  api.openapi(sendBackRoute, async (c) => {
    const id = idOf(c);
    const comment = sendBackComment(c.req.valid("json"));
    return c.json({ data: await sendBackDocument(db, userOf(c), id, comment) }, 200);
  });
  api.openapi(versionsRoute, async (c) =>
    c.json({ data: await documentVersions(db, userOf(c), idOf(c)) }, 200),
  );
  api.openapi(newVersionRoute, async (c) => {
    const id = idOf(c);
    return c.json({ data: await newVersion(db, userOf(c), id, c.req.valid("json")) }, 200);
  });
  api.openapi(newVersionFromLegacyRoute, async (c) => {
    const params = c.req.valid("param");
    const id = pathId(params.id);
    // An unreadable language is 0, which no language has: refused with 422 once the document is found.
    const language = /^\d{1,2}$/.test(params.language) ? Number(params.language) : 0;
    return c.json(
      { data: await newVersionFromLegacy(db, userOf(c), id, language, c.req.valid("json")) },
      200,
    );
  });
  api.openapi(deleteRoute, async (c) => c.json({ data: await deleteVersion(db, userOf(c), idOf(c)) }, 200));
  api.openapi(deletePublishedRoute, async (c) =>
    c.json({ data: await deletePublished(db, userOf(c), idOf(c)) }, 200),
  );
  api.openapi(deleteLastOnlyRoute, async (c) =>
    c.json({ data: await deletePublishedLastOnly(db, userOf(c), idOf(c)) }, 200),
  );
  api.openapi(translateCheckRoute, async (c) =>
    c.json({ data: await translateCheck(db, userOf(c), idOf(c), c.get("language")) }, 200),
  );
  api.openapi(translateRoute, async (c) => {
    const id = idOf(c);
    const { language_id } = c.req.valid("json");
    return c.json({ data: await translateDocument(db, userOf(c), id, language_id) }, 200);
  });
  api.openapi(legacyMoveRoute, async (c) => c.json({ data: await legacyMove(db, userOf(c), idOf(c)) }, 200));
  api.openapi(getMeasureRoute, async (c) =>
    c.json({ data: await getLegacyMeasure(db, userOf(c), idOf(c)) }, 200),
  );
  api.openapi(deleteMeasureRoute, async (c) =>
    c.json({ data: await deleteLegacyMeasure(db, userOf(c), idOf(c)) }, 200),
  );
  api.openapi(acknowledgeRoute, async (c) =>
    c.json({ data: await setAcknowledged(db, userOf(c), idOf(c), true) }, 200),
  );
  api.openapi(unacknowledgeRoute, async (c) =>
    c.json({ data: await setAcknowledged(db, userOf(c), idOf(c), false) }, 200),
  );
  api.openapi(rnuAllowedRoute, async (c) => c.json({ data: await rnuStatus(db, userOf(c), idOf(c)) }, 200));
}
