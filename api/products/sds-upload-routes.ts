import { randomUUID } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import { ApiErrorSchema } from "../http/envelope";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, notFound, validationFailed } from "../http/errors";
import { checkPdf, MAX_PDF_BYTES } from "../../core/pdf-check";
import { SDS_FILE_MEGABYTES, SdsUploadBody, SdsUploadResponse } from "./schemas";
import { createSds, findProduct } from "./products";
import { FILE_MESSAGES, readSdsUploadForm } from "./sds-upload-form";
import { readMultipart, uploadBodyLimit } from "../http/multipart";
import { requirePermissions } from "../http/permissions";
import { getStorage } from "../storage";

/**
 * POST /product/v1/sds: a new SDS uploaded as a PDF, creating a new product or
 * a pending newer sheet of an existing one (decision 016: the file is written
 * before the transaction and removed when the transaction fails).
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
    "OrgDatabase) is created with the sheet as its current SDS; with product_id the sheet becomes a pending " +
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

export function registerSdsUploadRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(uploadRoute, async (c) => {
    const companyId = c.get("company").id;
    const form = await readMultipart(c);
    const { fields, file, errors } = readSdsUploadForm(form);
    let bytes: Uint8Array | undefined;
    let fileName = "document.pdf";
    if (file) {
      bytes = new Uint8Array(await file.arrayBuffer());
      const check = checkPdf(bytes, file.name);
      if (check.ok) fileName = check.fileName;
      else (errors.file ??= []).push(FILE_MESSAGES[check.error]);
    }
    if (!fields || !bytes || Object.keys(errors).length > 0) throw validationFailed(errors);
    if (fields.productId !== null && !(await findProduct(db, companyId, fields.productId))) throw notFound();

    const storage = getStorage();
    const fileKey = `sds/${companyId}/${randomUUID()}.pdf`;
    await storage.put(fileKey, bytes, { contentType: "application/pdf" });
    let result;
    try {
      result = await createSds(db, companyId, fields, { fileKey, fileName, fileSize: bytes.byteLength });
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
