import { viewerOf } from "../locations/tree";
import { randomUUID } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import { ApiErrorSchema } from "../http/envelope";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, notFound, validationFailed } from "../http/errors";
import { checkPdf, MAX_PDF_BYTES } from "../../core/pdf-check";
import {
  SDS_FILE_MEGABYTES,
  SdsStageBody,
  SdsUploadBody,
  SdsUploadResponse,
  StagedSdsParams,
  StagedSdsResponse,
} from "./schemas";
import { createSds, findProduct, type StoredUpload } from "./products";
import { FILE_MESSAGES, readSdsUploadForm, UNKNOWN_TOKEN } from "./sds-upload-form";
import { stagedSheet, stageProductSheet } from "./sds-staging";
import { consumeUploads, removeStoredFiles } from "../uploads/pending";
import { formValues } from "../http/multipart";
import { readMultipart, uploadBodyLimit } from "../http/multipart";
import { requirePermissions } from "../http/permissions";
import { getStorage } from "../storage";

/**
 * POST /product/v1/sds: a new SDS uploaded as a PDF, creating a new product or
 * a pending newer sheet of an existing one (decision 016: the file is written
 * before the transaction and removed when the transaction fails). The PDF may
 * instead have been staged and read first (POST /product/v1/sds-uploads, GET
 * /product/v1/sds-uploads/{token}): the token is consumed in the transaction
 * and the reading is kept with the sheet.
 */

/** The body may hold the largest PDF plus the form fields and multipart overhead. */
export const UPLOAD_BODY_MAX = MAX_PDF_BYTES + 1024 * 1024;

const uploadRoute = createRoute({
  method: "post",
  path: "/product/v1/sds",
  tags: ["Product"],
  operationId: "uploadSds",
  summary: "Upload a safety data sheet (PDF)",
  description:
    "Needs add_product (else 403). multipart/form-data. Without product_id a new product (stock kind " +
    "OrgDatabase) is created with the sheet as its current SDS; the PDF is `file`, or `sds_token` of a sheet " +
    "the caller staged with POST /product/v1/sds-uploads (422 errors.sds_token when it is unknown or used); with product_id the sheet becomes a pending " +
    "newer version of that product (applied later with replace-sds), replacing an earlier pending sheet of " +
    "the same language and market. The file must be a PDF of at most " +
    `${SDS_FILE_MEGABYTES} MB (else 422 with errors.file); a larger request body answers 413. Statement codes must be ` +
    "known CLP codes (else 422 naming the code). 404 when product_id is not one of the company's products.",
  middleware: [requirePermissions({ all: ["add_product"] }), uploadBodyLimit(UPLOAD_BODY_MAX)] as const,
  request: { body: SdsUploadBody },
  responses: {
    201: { description: "The new sheet.", content: { "application/json": { schema: SdsUploadResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
    413: {
      description: "The request body is larger than the largest PDF allows.",
      content: { "application/json": { schema: ApiErrorSchema } },
    },
  },
});

const stageRoute = createRoute({
  method: "post",
  path: "/product/v1/sds-uploads",
  tags: ["Product"],
  operationId: "stageSds",
  summary: "Stage a safety data sheet (PDF) and read it",
  description:
    "Needs add_product (else 403). multipart/form-data with `file`, a PDF of at most " +
    `${SDS_FILE_MEGABYTES} MB (else 422 errors.file; a larger body answers 413). The file is kept under a ` +
    "token that belongs to the caller (POST /product/v1/sds with sds_token saves it; unused uploads are " +
    "removed after a day) and read: what the sheet says comes back in reading.facts for the form. A sheet " +
    "that takes longer than about 2 s is read in the background: reading.state is then `reading` with the " +
    "pages read so far; ask GET /product/v1/sds-uploads/{token} until it is `done`.",
  middleware: [requirePermissions({ all: ["add_product"] }), uploadBodyLimit(UPLOAD_BODY_MAX)] as const,
  request: { body: SdsStageBody },
  responses: {
    201: {
      description: "The staged sheet and its reading.",
      content: { "application/json": { schema: StagedSdsResponse } },
    },
    ...errorResponses({ validation: true }),
    413: {
      description: "The request body is larger than the largest PDF allows.",
      content: { "application/json": { schema: ApiErrorSchema } },
    },
  },
});

const stagedRoute = createRoute({
  method: "get",
  path: "/product/v1/sds-uploads/{token}",
  tags: ["Product"],
  operationId: "getStagedSds",
  summary: "A staged safety data sheet and how its reading stands",
  description:
    "Needs add_product (else 403). The caller's own staged sheet (404 for any other token, another " +
    "user's or company's, or one already saved): reading.state `reading` with pages_read of pages, or " +
    "`done` with the outcome and the facts.",
  middleware: [requirePermissions({ all: ["add_product"] })] as const,
  request: { params: StagedSdsParams },
  responses: {
    200: { description: "The staged sheet.", content: { "application/json": { schema: StagedSdsResponse } } },
    ...errorResponses({ notFound: true }),
  },
});

export function registerSdsUploadRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(stageRoute, async (c) => {
    const user = c.get("user");
    const form = await readMultipart(c);
    const files = formValues(form, "file").filter((value): value is File => typeof value !== "string");
    if (files.length !== 1) throw validationFailed({ file: [FILE_MESSAGES.missing] });
    const bytes = new Uint8Array(await files[0]!.arrayBuffer());
    const check = checkPdf(bytes, files[0]!.name);
    if (!check.ok) throw validationFailed({ file: [FILE_MESSAGES[check.error]] });
    const staged = await stageProductSheet(
      db,
      { companyId: c.get("company").id, userId: user.id },
      { bytes, fileName: check.fileName },
    );
    return c.json({ data: staged }, 201);
  });

  api.openapi(stagedRoute, async (c) => {
    const owner = { companyId: c.get("company").id, userId: c.get("user").id };
    const staged = await stagedSheet(db, owner, c.req.valid("param").token);
    if (!staged) throw notFound();
    return c.json({ data: staged }, 200);
  });

  api.openapi(uploadRoute, async (c) => {
    const companyId = c.get("company").id;
    const form = await readMultipart(c);
    const { fields, file, token, errors } = readSdsUploadForm(form);
    if (token !== undefined && fields && Object.keys(errors).length === 0) {
      if (
        fields.productId !== null &&
        !(await findProduct(db, viewerOf(c.get("user"), c.get("company")), fields.productId))
      )
        throw notFound();
      const owner = { companyId, userId: c.get("user").id };
      // The reading as it stands now; a sheet still being read is saved without it.
      const reading = (await stagedSheet(db, owner, token))?.reading;
      const consume = async (tx: Parameters<typeof consumeUploads>[0]): Promise<StoredUpload | null> => {
        const [upload] = (await consumeUploads(tx, owner, [token], "product_sds")) ?? [];
        if (!upload) return null;
        return {
          fileKey: upload.fileKey,
          fileName: upload.fileName,
          fileSize: upload.size,
          facts: reading?.state === "done" && reading.outcome !== "unreadable" ? reading.facts : undefined,
        };
      };
      const result = await createSds(db, viewerOf(c.get("user"), c.get("company")), fields, consume);
      if (!result.ok) {
        if (result.reason === "upload_gone") throw validationFailed({ sds_token: [UNKNOWN_TOKEN] });
        throw notFound();
      }
      await removeStoredFiles(result.replacedFileKeys);
      return c.json({ data: result.sds }, 201);
    }
    let bytes: Uint8Array | undefined;
    let fileName = "document.pdf";
    if (file) {
      bytes = new Uint8Array(await file.arrayBuffer());
      const check = checkPdf(bytes, file.name);
      if (check.ok) fileName = check.fileName;
      else (errors.file ??= []).push(FILE_MESSAGES[check.error]);
    }
    if (!fields || !bytes || Object.keys(errors).length > 0) throw validationFailed(errors);
    if (
      fields.productId !== null &&
      !(await findProduct(db, viewerOf(c.get("user"), c.get("company")), fields.productId))
    )
      throw notFound();

    const storage = getStorage();
    const fileKey = `sds/${companyId}/${randomUUID()}.pdf`;
    await storage.put(fileKey, bytes, { contentType: "application/pdf" });
    let result;
    try {
      result = await createSds(db, viewerOf(c.get("user"), c.get("company")), fields, {
        fileKey,
        fileName,
        fileSize: bytes.byteLength,
      });
    } catch (error) {
      await storage.delete(fileKey).catch(() => undefined);
      throw error;
    }
    if (!result.ok) {
      await storage.delete(fileKey).catch(() => undefined);
      throw notFound();
    }
    for (const key of result.replacedFileKeys) {
      await storage.delete(key).catch((error: unknown) => console.warn(`Could not delete ${key}:`, error));
    }
    return c.json({ data: result.sds }, 201);
  });
}
