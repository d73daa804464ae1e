import { createRoute, z } from "@hono/zod-openapi";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  OPTION_KINDS,
  type OptionKind,
} from "../../core/chemical-approvals/request-rules";
import { chemicalApprovals as englishApprovals } from "../../core/texts/chemical-approvals/en";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, notFound, validationFailed } from "../http/errors";
import {
  approvalLocations,
  deleteRequest,
  listRequests,
  presentRequest,
  requestFile,
  requestFor,
  saveRequest,
  setArchived,
  type SaveMode,
} from "./requests";
import { checkUpload, stageUpload, UPLOAD_KINDS, UPLOAD_MESSAGES, uploadView } from "./uploads";
import { readSds } from "../products/sds-reader";
import { asciiFileName, encodedFileName } from "../http/content-disposition";
import { jsonBody, pathId } from "../http/params";
import { APPROVAL_TAGS, conflicts, errorContent, REQUESTS_BASE, requireApprovalFlag } from "./route-parts";
import {
  attachmentParams,
  requestParams,
  APPROVAL_LOCATIONS_MAX,
  ApprovalLocationsQuerySchema,
  ApprovalLocationsResponse,
  DeletedResponse,
  OptionsResponse,
  ProductRequestBodySchema,
  ProductRequestListQuerySchema,
  ProductRequestListResponse,
  ProductRequestResponse,
  UploadResponse,
} from "./schemas";
import { formValues, multipartBody, readMultipart, uploadBodyLimit } from "../http/multipart";
import { getStorage } from "../storage";

/** How long staging waits for the reading of a sheet it was asked to read (the user waits for the page). */
const READ_UPLOAD_MS = 5_000;

/**
 * Chemical approval requests: creating and saving requests (draft and submitted), one
 * request, the lists, downloads of the attached SDS and attachments,
 * archive, unarchive and delete; staging uploads; the locations and option
 * lists of the form. Every operation needs chemical_approval_request (403).
 * Another company's request, or one the caller may not see, answers 404; the
 * state machine (core/chemical-approvals/states.ts) answers 403 for a role that
 * never may and 409 `{ error, message }` for a state that does not allow it.
 * The evaluation flow is in ./flow-routes.ts; the wire shapes in ./schemas.ts.
 */

const MEGABYTES = Math.round(ATTACHMENT_MAX_BYTES / (1024 * 1024));
/** The body may hold the largest file plus the form fields and multipart overhead. */
export const REQUEST_UPLOAD_BODY_MAX = ATTACHMENT_MAX_BYTES + 1024 * 1024;

const requestResponse = (description: string, status: 200 | 201 = 200) => ({
  [status]: { description, content: { "application/json": { schema: ProductRequestResponse } } },
});

const createRoute_ = createRoute({
  method: "post",
  path: `${REQUESTS_BASE}/draft`,
  tags: APPROVAL_TAGS,
  operationId: "createProductRequest",
  summary: "Create a request (a draft, or submitted)",
  description:
    "The caller becomes the requester. is_draft true saves a DRAFT (only name is required); false " +
    "submits it (status NEW; every rule applies) and e-mails the members of the board of its locations " +
    "(approval.submitted) when the locations have exactly one board. Staged files are consumed by token. " +
    "422 `{ message, errors }` by field: the request rules, unknown or archived locations, " +
    "unknown market or language ids, unknown tokens (errors.attached_sds, errors.attachments).",
  middleware: [requireApprovalFlag] as const,
  request: { body: jsonBody(ProductRequestBodySchema) },
  responses: { ...requestResponse("The new request.", 201), ...errorResponses({ validation: true }) },
});

const saveDraftRoute = createRoute({
  method: "put",
  path: `${REQUESTS_BASE}/{id}/draft`,
  tags: APPROVAL_TAGS,
  operationId: "saveProductRequestDraft",
  summary: "Save a draft",
  description:
    "The requester or an approval admin; only a DRAFT (409 not_draft, locked, archived). is_draft is " +
    "ignored: the request stays a DRAFT. 422 as for creating.",
  middleware: [requireApprovalFlag] as const,
  request: { params: requestParams, body: jsonBody(ProductRequestBodySchema) },
  responses: {
    ...requestResponse("The request."),
    ...conflicts("archived", "not_draft", "locked"),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const submitRoute = createRoute({
  method: "put",
  path: `${REQUESTS_BASE}/{id}`,
  tags: APPROVAL_TAGS,
  operationId: "submitProductRequest",
  summary: "Submit a draft, or update a submitted request",
  description:
    "The requester or an approval admin; a DRAFT or NEW request (409 locked, archived). Every rule " +
    "applies; the request becomes (or stays) NEW. Submitting a draft sets submitted_at and e-mails the " +
    "members of the board of its locations (approval.submitted) when they have exactly one board.",
  middleware: [requireApprovalFlag] as const,
  request: { params: requestParams, body: jsonBody(ProductRequestBodySchema) },
  responses: {
    ...requestResponse("The request."),
    ...conflicts("archived", "locked"),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const getRoute = createRoute({
  method: "get",
  path: `${REQUESTS_BASE}/{id}`,
  tags: APPROVAL_TAGS,
  operationId: "getProductRequest",
  summary: "One request",
  description:
    "With its locations (and paths), evaluations, attachments and allowed_operations: what the caller " +
    "may do now. 404 when it is another company's or the caller may not see it (requester, approval " +
    "admins, board members and its evaluators may).",
  middleware: [requireApprovalFlag] as const,
  request: { params: requestParams },
  responses: { ...requestResponse("The request."), ...errorResponses({ notFound: true }) },
});

const listRoute = createRoute({
  method: "post",
  path: REQUESTS_BASE,
  tags: APPROVAL_TAGS,
  operationId: "listProductRequests",
  summary: "The lists of requests",
  description:
    "Newest change first (updated_at, then id, descending). scope all needs an approval admin or a board " +
    "member (else 403). status: any of the codes; location_id: that location and every location below " +
    `it; search: part of the name, or the exact CAS number; archived (default false); page (from 1) and ` +
    `limit (1–100, default 20).`,
  middleware: [requireApprovalFlag] as const,
  request: { body: jsonBody(ProductRequestListQuerySchema) },
  responses: {
    200: {
      description: "A page of requests and how many match.",
      content: { "application/json": { schema: ProductRequestListResponse } },
    },
    ...errorResponses({ validation: true }),
  },
});

const fileResponse = {
  200: {
    description: "The file, as an attachment (Content-Disposition with its name).",
    content: {
      "application/octet-stream": { schema: z.string().openapi({ type: "string", format: "binary" }) },
    },
  },
};

const downloadSdsRoute = createRoute({
  method: "get",
  path: `${REQUESTS_BASE}/{id}/download-attachment`,
  tags: APPROVAL_TAGS,
  operationId: "downloadProductRequestSds",
  summary: "The attached safety data sheet (PDF)",
  description: "404 when the request has none, or the caller may not see the request.",
  middleware: [requireApprovalFlag] as const,
  request: { params: requestParams },
  responses: { ...fileResponse, ...errorResponses({ notFound: true }) },
});

const downloadAttachmentRoute = createRoute({
  method: "get",
  path: `${REQUESTS_BASE}/{id}/download-attachment/{attId}`,
  tags: APPROVAL_TAGS,
  operationId: "downloadProductRequestAttachment",
  summary: "An attachment of a request",
  description: "404 when it is not one of the request's attachments, or the caller may not see the request.",
  middleware: [requireApprovalFlag] as const,
  request: {
    params: attachmentParams,
  },
  responses: { ...fileResponse, ...errorResponses({ notFound: true }) },
});

const archiveRoute = (archived: boolean) =>
  createRoute({
    method: "put",
    path: `${REQUESTS_BASE}/{id}/${archived ? "archive" : "unarchive"}`,
    tags: APPROVAL_TAGS,
    operationId: archived ? "archiveProductRequest" : "unarchiveProductRequest",
    summary: archived ? "Archive a request" : "Unarchive a request",
    description: archived
      ? "The requester or an approval admin; drafts and concluded requests (409 not_archivable, archived)."
      : "The requester or an approval admin; an archived request (409 not_archived).",
    middleware: [requireApprovalFlag] as const,
    request: { params: requestParams },
    responses: {
      ...requestResponse("The request."),
      ...(archived ? conflicts("archived", "not_archivable") : conflicts("not_archived")),
      ...errorResponses({ notFound: true }),
    },
  });

const deleteRoute = createRoute({
  method: "delete",
  path: `${REQUESTS_BASE}/{id}`,
  tags: APPROVAL_TAGS,
  operationId: "deleteProductRequest",
  summary: "Delete a request",
  description:
    "The requester or an approval admin; a DRAFT or NEW request (409 not_deletable). Its locations, " +
    "evaluations, attachments and files go with it.",
  middleware: [requireApprovalFlag] as const,
  request: { params: requestParams },
  responses: {
    200: { description: "Deleted.", content: { "application/json": { schema: DeletedResponse } } },
    ...conflicts("not_deletable"),
    ...errorResponses({ notFound: true }),
  },
});

const uploadRoute = createRoute({
  method: "post",
  path: "/chemical-approval/v1/uploads",
  tags: APPROVAL_TAGS,
  operationId: "stageProductRequestUpload",
  summary: "Stage a file for a request",
  description:
    "multipart/form-data with `file` and `kind`. kind sds: a PDF; kind attachment: " +
    `${Object.keys(ATTACHMENT_TYPES).join(", ")} (by extension, and the content must match). At most ` +
    `${MEGABYTES} MB (else 422 errors.file; a larger body answers 413). The answer's token belongs to the ` +
    "caller: a save of a request consumes it. Unused uploads are removed after a day. With `read` (kind " +
    `sds), the answer also says what the sheet says (facts), read within ${READ_UPLOAD_MS / 1000} s.`,
  middleware: [requireApprovalFlag, uploadBodyLimit(REQUEST_UPLOAD_BODY_MAX)] as const,
  request: {
    body: multipartBody(["file", "kind"], {
      file: { type: "string", format: "binary", description: `At most ${MEGABYTES} MB.` },
      kind: { type: "string", enum: [...UPLOAD_KINDS] },
      read: {
        type: "string",
        enum: ["true"],
        description: "Read the safety data sheet (kind sds) and answer its facts, to fill in the form.",
      },
    }),
  },
  responses: {
    201: { description: "The staged file.", content: { "application/json": { schema: UploadResponse } } },
    ...errorResponses({ validation: true }),
    413: { description: "The request body is too large.", content: errorContent },
  },
});

const locationsRoute = createRoute({
  method: "get",
  path: "/chemical-approval/v1/locations",
  tags: APPROVAL_TAGS,
  operationId: "listApprovalLocations",
  summary: "The locations a request can name",
  description:
    "The company's locations that are not archived, in path order, each with its path and approval " +
    `board (its own, else its nearest ancestor's); at most ${APPROVAL_LOCATIONS_MAX}. search: part of the name.`,
  middleware: [requireApprovalFlag] as const,
  request: {
    query: ApprovalLocationsQuerySchema,
  },
  responses: {
    200: {
      description: "The locations.",
      content: { "application/json": { schema: ApprovalLocationsResponse } },
    },
    ...errorResponses({ validation: true }),
  },
});

const OPTION_TEXT_KEYS: Record<OptionKind, string> = {
  frequencies: "frequencies",
  ppe: "ppe",
  "env-exposures": "envExposures",
};

const optionsRoute = (kind: OptionKind) =>
  createRoute({
    method: "get",
    path: `/chemical-approval/v1/options/${kind}`,
    tags: APPROVAL_TAGS,
    operationId: `listRequestOptions${kind === "frequencies" ? "Frequencies" : kind === "ppe" ? "Ppe" : "EnvExposures"}`,
    summary: `The ${kind === "frequencies" ? "frequencies of use" : kind === "ppe" ? "protective equipment" : "environmental exposures"} a request can name`,
    description: "Codes with English names (the app shows the texts approvals.option.<kind>.<code>).",
    middleware: [requireApprovalFlag] as const,
    responses: {
      200: { description: "The options.", content: { "application/json": { schema: OptionsResponse } } },
      ...errorResponses(),
    },
  });

/** The options of a kind: codes with their English names. */
export function requestOptions(kind: OptionKind): { id: string; name: string }[] {
  const texts = englishApprovals as Readonly<Record<string, string>>;
  return OPTION_KINDS[kind].map((code) => ({
    id: code,
    name: texts[`approvals.option.${OPTION_TEXT_KEYS[kind]}.${code}`] ?? code,
  }));
}

/**
 * `attachment` with a plain ASCII filename and always the RFC 5987
 * `filename*` (UTF-8) form of the real name.
 */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; ${encodedFileName(fileName)}`;
}

export function registerProductRequestRoutes(api: ApiApp, { db }: ApiDeps): void {
  const present = async (user: Parameters<typeof requestFor>[1], id: number) => {
    const { actor } = await requestFor(db, user, id);
    const data = await presentRequest(db, user, id, actor);
    if (!data) throw notFound();
    return data;
  };
  const save = async (mode: SaveMode, user: Parameters<typeof requestFor>[1], body: unknown, id?: number) => {
    const savedId = await saveRequest(db, user, mode, body, id);
    return present(user, savedId);
  };

  // Fixed paths before /{id}.
  api.openapi(createRoute_, async (c) =>
    c.json({ data: await save("create", c.get("user"), c.req.valid("json")) }, 201),
  );
  api.openapi(listRoute, async (c) =>
    c.json(await listRequests(db, c.get("user"), c.req.valid("json")), 200),
  );

  api.openapi(saveDraftRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return c.json({ data: await save("draft", c.get("user"), c.req.valid("json"), id) }, 200);
  });

  api.openapi(submitRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return c.json({ data: await save("submit", c.get("user"), c.req.valid("json"), id) }, 200);
  });

  api.openapi(getRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return c.json({ data: await present(c.get("user"), id) }, 200);
  });

  for (const archived of [true, false]) {
    api.openapi(archiveRoute(archived), async (c) => {
      const id = pathId(c.req.valid("param").id);
      await setArchived(db, c.get("user"), id, archived);
      return c.json({ data: await present(c.get("user"), id) }, 200);
    });
  }

  api.openapi(deleteRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    await deleteRequest(db, c.get("user"), id);
    return c.json({ data: { id } }, 200);
  });

  const download = async (user: Parameters<typeof requestFor>[1], id: number, attachmentId?: number) => {
    const file = await requestFile(db, user, id, attachmentId);
    const stored = await getStorage().get(file.fileKey);
    if (!stored) {
      console.warn(`Request ${id}: the file ${file.fileKey} is missing from storage.`);
      throw notFound();
    }
    const contentType = file.contentType.startsWith("text/")
      ? `${file.contentType}; charset=utf-8`
      : file.contentType;
    return new Response(stored.body as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        "Content-Type": contentType,
        "Content-Disposition": attachmentDisposition(file.fileName),
        "Content-Length": String(stored.body.byteLength),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  };

  api.openapi(downloadSdsRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return download(c.get("user"), id) as never;
  });

  api.openapi(downloadAttachmentRoute, async (c) => {
    const params = c.req.valid("param");
    const id = pathId(params.id);
    const attachmentId = pathId(params.attId);
    return download(c.get("user"), id, attachmentId) as never;
  });

  api.openapi(uploadRoute, async (c) => {
    const form = await readMultipart(c);
    const errors: Record<string, string[]> = {};
    const values = (name: string) => formValues(form, name);
    const kind = values("kind").find((value): value is string => typeof value === "string");
    if (kind !== "sds" && kind !== "attachment") errors.kind = [UPLOAD_MESSAGES.kind];
    const files = values("file").filter((value): value is File => typeof value !== "string");
    if (files.length !== 1) errors.file = [UPLOAD_MESSAGES.missing];
    if (Object.keys(errors).length > 0 || (kind !== "sds" && kind !== "attachment")) {
      throw validationFailed(errors);
    }
    const file = files[0]!;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = checkUpload(kind, bytes, file.name);
    if (!check.ok) throw validationFailed({ file: [UPLOAD_MESSAGES[check.error]] });
    const user = c.get("user");
    const upload = await stageUpload(
      db,
      { companyId: user.companyId, userId: user.id },
      { bytes, fileName: check.fileName, contentType: check.contentType, extension: check.extension },
    );
    // Only when asked: a save reads the sheet again in any case, and a reading costs a few hundred ms.
    const read = kind === "sds" && values("read").includes("true");
    const facts = read ? (await readSds(bytes, { timeoutMs: READ_UPLOAD_MS })).facts : null;
    return c.json({ data: uploadView(upload, facts) }, 201);
  });

  api.openapi(locationsRoute, async (c) =>
    c.json({ data: await approvalLocations(db, c.get("company").id, c.req.valid("query").search) }, 200),
  );

  for (const kind of Object.keys(OPTION_KINDS) as OptionKind[]) {
    api.openapi(optionsRoute(kind), (c) => c.json({ data: requestOptions(kind) }, 200));
  }
}
