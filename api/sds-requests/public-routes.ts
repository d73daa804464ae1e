import { createRoute } from "@hono/zod-openapi";
import { checkPdf, MAX_PDF_BYTES } from "../../core/pdf-check";
import { parseAnswerFileField, requestedPairs } from "../../core/sds-requests/rules";
import type { ApiApp, ApiDeps } from "../env";
import { ApiErrorSchema } from "../http/envelope";
import { errorResponses, validationFailed } from "../http/errors";
import { formValues, multipartBody, readMultipart, uploadBodyLimit } from "../http/multipart";
import { jsonBody } from "../http/params";
import { FILE_MESSAGES } from "../products/sds-upload-form";
import { SDS_FILE_MEGABYTES } from "../products/schemas";
import { answerRequest, closedPage, openPage, publicState, resolveRequest, type AnswerFile } from "./public";
import {
  PublicAnswerSchema,
  PublicPageSchema,
  PublicTokenSchema,
  SDS_REQUEST_TOKEN_DESCRIPTION,
} from "./schemas";

/**
 * The supplier's operations: no bearer token, the request's token in the body instead (a body is not written
 * to access logs the way a URL is). They show and change the one request the token opens, nothing else of the
 * company. The app rate-limits the page that calls them.
 */

const TAGS = ["SDS requests"];

export const SDS_REQUEST_PAGE_PATH = "/sdsrequests/v1/public/page";
export const SDS_REQUEST_STILL_VALID_PATH = "/sdsrequests/v1/public/still-valid";
export const SDS_REQUEST_UPLOAD_PATH = "/sdsrequests/v1/public/upload";

/** The supplier's files together: one PDF's limit and room for the form (the page says so). */
export const ANSWER_BODY_MAX = MAX_PDF_BYTES + 1024 * 1024;
export const NO_FILE_MESSAGE = "Choose at least one PDF.";

const pageRoute = createRoute({
  method: "post",
  path: SDS_REQUEST_PAGE_PATH,
  tags: TAGS,
  operationId: "sdsRequestPublicPage",
  summary: "A supplier's request page (public)",
  description:
    "No sign-in: the token is the key. For an open request the asking company's name, the product (name, " +
    "supplier, article number, the current sheet's version and date) and the languages and markets asked " +
    "for; the first call marks the request opened. An answered, expired or unknown token answers 200 with " +
    "that state and nothing else.",
  security: [],
  request: { body: jsonBody(PublicTokenSchema) },
  responses: {
    200: { description: "The page.", content: { "application/json": { schema: PublicPageSchema } } },
    ...errorResponses({ validation: true }),
  },
});

const stillValidRoute = createRoute({
  method: "post",
  path: SDS_REQUEST_STILL_VALID_PATH,
  tags: TAGS,
  operationId: "sdsRequestStillValid",
  summary: "Answer that the current SDS is still valid (public)",
  description:
    "No sign-in. Marks an open request answered (still valid); the token opens nothing more. Any other " +
    "token answers 200 with its state and changes nothing.",
  security: [],
  request: { body: jsonBody(PublicTokenSchema) },
  responses: {
    200: { description: "The outcome.", content: { "application/json": { schema: PublicAnswerSchema } } },
    ...errorResponses({ validation: true }),
  },
});

const uploadRoute = createRoute({
  method: "post",
  path: SDS_REQUEST_UPLOAD_PATH,
  tags: TAGS,
  operationId: "sdsRequestUpload",
  summary: "Upload the newest SDS for an open request (public)",
  description:
    "No sign-in. multipart/form-data with `token` and one PDF per language and market asked for, each in " +
    "field file_{languageId}_{marketId} (other fields are ignored); at least one. Each must be a PDF (checked " +
    `by its content; its name is cleaned), together at most ${SDS_FILE_MEGABYTES} MB (a larger body answers ` +
    "413; a bad file 422 naming its field). Each becomes a pending sheet of the product for the company to " +
    "review; the request is answered and the token opens nothing more. A token that is not open answers 200 " +
    "with its state and stores nothing.",
  security: [],
  middleware: [uploadBodyLimit(ANSWER_BODY_MAX)] as const,
  request: {
    body: multipartBody(["token"], {
      token: { type: "string", description: SDS_REQUEST_TOKEN_DESCRIPTION },
      file_4_4: {
        type: "string",
        format: "binary",
        description: "E.g. the English sheet for the UK market.",
      },
    }),
  },
  responses: {
    200: { description: "The outcome.", content: { "application/json": { schema: PublicAnswerSchema } } },
    ...errorResponses({ validation: true }),
    413: {
      description: "The request body is larger than the files may be together.",
      content: { "application/json": { schema: ApiErrorSchema } },
    },
  },
});

export function registerSdsRequestPublicRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(pageRoute, async (c) => {
    const request = await resolveRequest(db, c.req.valid("json").token);
    const state = publicState(request);
    if (!request || state !== "open") return c.json(closedPage(state), 200);
    return c.json(await openPage(db, request), 200);
  });

  api.openapi(stillValidRoute, async (c) => {
    const result = await answerRequest(db, c.req.valid("json").token, []);
    return c.json(
      result.ok ? { state: "answered" as const, files: 0 } : { state: result.state, files: 0 },
      200,
    );
  });

  api.openapi(uploadRoute, async (c) => {
    const form = await readMultipart(c);
    const token = formValues(form, "token").find((value): value is string => typeof value === "string") ?? "";
    const request = await resolveRequest(db, token);
    const state = publicState(request);
    if (!request || state !== "open") return c.json({ state, files: 0 }, 200);
    const asked = new Set(
      requestedPairs(request.languages, request.markets).map((p) => `${p.languageId}_${p.marketId}`),
    );
    const files: AnswerFile[] = [];
    const errors: Record<string, string[]> = {};
    for (const [name, value] of Object.entries(form)) {
      const pair = parseAnswerFileField(name);
      if (!pair || !asked.has(`${pair.languageId}_${pair.marketId}`)) continue;
      const chosen = (Array.isArray(value) ? value : [value]).filter(
        (part): part is File =>
          typeof part !== "string" && part !== undefined && (part.size > 0 || part.name !== ""),
      );
      if (chosen.length === 0) continue;
      if (chosen.length > 1) {
        errors[name] = ["One file per language and market."];
        continue;
      }
      const bytes = new Uint8Array(await chosen[0]!.arrayBuffer());
      const check = checkPdf(bytes, chosen[0]!.name);
      if (!check.ok) errors[name] = [FILE_MESSAGES[check.error]];
      else files.push({ ...pair, bytes, fileName: check.fileName });
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    if (files.length === 0) throw validationFailed({ files: [NO_FILE_MESSAGE] });
    const result = await answerRequest(db, token, files);
    return c.json(
      result.ok ? { state: "answered" as const, files: result.files } : { state: result.state, files: 0 },
      200,
    );
  });
}
