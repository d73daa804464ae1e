import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { parseId } from "../../core/ids";
import { POSTER_LOGO_MAX_BYTES, logoTypeOf } from "../../core/wpd-poster/values";
import { PDFDocument } from "pdf-lib";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { errorResponses, notFound, validationFailed } from "../http/errors";
import { jsonBody } from "../http/params";
import { ApiErrorSchema } from "../http/envelope";
import { formValues, multipartBody, readMultipart, uploadBodyLimit } from "../http/multipart";
import { requirePermissions } from "../http/permissions";
import { scopeOf } from "../locations/scope";
import { previewChoices, renderWorkplaceDescriptionPdf, visibleVersion } from "../workplace-descriptions";
import { english } from "./english";
import {
  BinarySchema,
  LOGO_MAX_KB,
  PosterLayoutInputSchema,
  PosterLayoutResponse,
  PreviewQuerySchema,
} from "./schemas";
import {
  readPosterLayout,
  readPosterLogo,
  removePosterLogo,
  savePosterLayout,
  savePosterLogo,
  type StoredPosterLayout,
} from "./store";

/**
 * The company's poster layout for workplace descriptions (/document/v1/wpd-poster): read and save it,
 * upload, read and remove its logo, and a preview PDF of one of the company's descriptions with it. Every
 * operation needs wpd and add_product (else 403), as the pages of workplace descriptions do; everything is
 * the caller's company's, and a preview only of a description at a location in the caller's top nodes.
 */

const TAGS = ["Workplace descriptions"];
const BASE = "/document/v1/wpd-poster";
const WHO = "Needs wpd and add_product (else 403).";
const mayEdit = requirePermissions({ all: ["wpd", "add_product"] });
/** A logo's body: the largest file plus the multipart overhead (a larger body answers 413). */
const LOGO_BODY_MAX = POSTER_LOGO_MAX_BYTES + 64 * 1024;

const layoutAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: PosterLayoutResponse } },
});

const getRoute = createRoute({
  method: "get",
  path: BASE,
  tags: TAGS,
  operationId: "getWpdPosterLayout",
  summary: "The company's poster layout of workplace descriptions",
  description:
    "The sections printed and their order, the emergency numbers, the languages, whether there is a logo, " +
    `and the descriptions a preview can print. The default layout until one is saved. ${WHO}`,
  middleware: [mayEdit] as const,
  responses: { 200: layoutAnswer("The layout."), ...errorResponses() },
});

const putRoute = createRoute({
  method: "put",
  path: BASE,
  tags: TAGS,
  operationId: "saveWpdPosterLayout",
  summary: "Save the company's poster layout",
  description:
    "Replaces the sections, the emergency numbers and the languages (the logo stays). 422 with field errors " +
    `when a value breaks the rules; nothing is saved then. Recorded in the company's activity. ${WHO}`,
  middleware: [mayEdit] as const,
  request: { body: jsonBody(PosterLayoutInputSchema) },
  responses: { 200: layoutAnswer("The layout after the save."), ...errorResponses({ validation: true }) },
});

const uploadLogoRoute = createRoute({
  method: "post",
  path: `${BASE}/logo`,
  tags: TAGS,
  operationId: "uploadWpdPosterLogo",
  summary: "Upload the poster's logo",
  description:
    `multipart/form-data with \`file\`: a PNG or JPEG image (by its content, not its name) of at most ` +
    `${LOGO_MAX_KB} KB, else 422 errors.file (a larger body answers 413). Replaces the logo there was. ` +
    `Recorded in the company's activity. ${WHO}`,
  middleware: [mayEdit, uploadBodyLimit(LOGO_BODY_MAX)] as const,
  request: {
    body: multipartBody(["file"], {
      file: { type: "string", format: "binary", description: `PNG or JPEG, at most ${LOGO_MAX_KB} KB.` },
    }),
  },
  responses: {
    200: layoutAnswer("The layout with its new logo."),
    ...errorResponses({ validation: true }),
    413: {
      description: "The request body is too large.",
      content: { "application/json": { schema: ApiErrorSchema } },
    },
  },
});

const getLogoRoute = createRoute({
  method: "get",
  path: `${BASE}/logo`,
  tags: TAGS,
  operationId: "getWpdPosterLogo",
  summary: "The poster's logo image",
  description: `The PNG or JPEG; 404 when the company has no logo. ${WHO}`,
  middleware: [mayEdit] as const,
  responses: {
    200: {
      description: "The image.",
      content: { "image/png": { schema: BinarySchema }, "image/jpeg": { schema: BinarySchema } },
    },
    ...errorResponses({ notFound: true }),
  },
});

const removeLogoRoute = createRoute({
  method: "delete",
  path: `${BASE}/logo`,
  tags: TAGS,
  operationId: "removeWpdPosterLogo",
  summary: "Remove the poster's logo",
  description: `No logo: no change. Recorded in the company's activity. ${WHO}`,
  middleware: [mayEdit] as const,
  responses: { 200: layoutAnswer("The layout without a logo."), ...errorResponses() },
});

const previewRoute = createRoute({
  method: "get",
  path: `${BASE}/preview`,
  tags: TAGS,
  operationId: "previewWpdPoster",
  summary: "A description as a poster PDF with the saved layout",
  description:
    "Any version of one of the company's descriptions at a location in the caller's top nodes (else 404), " +
    "A4 or A3, with a second description beside it when second_id names one (else, with two poster " +
    `languages, its counterpart in the other language when there is one). ${WHO}`,
  middleware: [mayEdit] as const,
  request: { query: PreviewQuerySchema },
  responses: {
    200: { description: "The PDF.", content: { "application/pdf": { schema: BinarySchema } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

/** Whether pdf-lib reads the image (the PDF must be able to print it). */
async function printable(bytes: Uint8Array, type: "image/png" | "image/jpeg"): Promise<boolean> {
  try {
    const doc = await PDFDocument.create();
    if (type === "image/png") await doc.embedPng(bytes);
    else await doc.embedJpg(bytes);
    return true;
  } catch {
    return false;
  }
}

export function registerWpdPosterRoutes(api: ApiApp, { db }: ApiDeps): void {
  const actorOf = (c: Context<ApiEnv>) => ({ companyId: c.get("company").id, userId: c.get("user").id });
  const present = async (c: Context<ApiEnv>, layout: StoredPosterLayout) => {
    const { logo_key: _key, ...view } = layout;
    return { data: { ...view, preview_choices: await previewChoices(db, scopeOf(c.get("user"))) } };
  };

  api.openapi(getRoute, async (c) =>
    c.json(await present(c, await readPosterLayout(db, c.get("company").id)), 200),
  );

  api.openapi(putRoute, async (c) => {
    const saved = await savePosterLayout(db, actorOf(c), c.req.valid("json"));
    return c.json(await present(c, saved), 200);
  });

  api.openapi(uploadLogoRoute, async (c) => {
    const form = await readMultipart(c);
    const files = formValues(form, "file").filter((value): value is File => typeof value !== "string");
    if (files.length !== 1 || files[0]!.size === 0) {
      throw validationFailed({ file: [english("wpd.poster.error.logoRequired")] });
    }
    const file = files[0]!;
    if (file.size > POSTER_LOGO_MAX_BYTES) {
      throw validationFailed({ file: [english("wpd.poster.error.logoTooLarge", { kb: LOGO_MAX_KB })] });
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = logoTypeOf(bytes);
    if (!type || !(await printable(bytes, type))) {
      throw validationFailed({ file: [english("wpd.poster.error.logoType")] });
    }
    const saved = await savePosterLogo(db, actorOf(c), bytes, type);
    return c.json(await present(c, saved), 200);
  });

  api.openapi(getLogoRoute, async (c) => {
    const logo = await readPosterLogo(db, c.get("company").id);
    if (!logo) throw notFound();
    return c.body(logo.body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": logo.type,
      "Content-Length": String(logo.body.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    }) as never;
  });

  api.openapi(removeLogoRoute, async (c) =>
    c.json(await present(c, await removePosterLogo(db, actorOf(c))), 200),
  );

  api.openapi(previewRoute, async (c) => {
    const query = c.req.valid("query");
    const id = parseId(query.id);
    const secondId = query.second_id === undefined ? undefined : parseId(query.second_id);
    const scope = scopeOf(c.get("user"));
    if (id === null || secondId === null) throw notFound();
    if (!(await visibleVersion(db, scope, id))) throw notFound();
    if (secondId !== undefined && !(await visibleVersion(db, scope, secondId))) throw notFound();
    const bytes = await renderWorkplaceDescriptionPdf(db, scope.companyId, id, {
      size: query.size,
      secondId,
    });
    if (!bytes) throw notFound();
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="workplace-description-${id}.pdf"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    }) as never;
  });
}
