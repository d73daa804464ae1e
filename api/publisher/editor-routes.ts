import { createRoute, z } from "@hono/zod-openapi";
import { parseId } from "../../core/ids";
import { isLanguageId } from "../../core/languages";
import { hasAll, type PermissionFlag } from "../../core/permissions";
import { SHEET_CHANGED } from "../../core/publisher/document-schemas";
import { isMarketId } from "../../core/publisher/rules";
import type { UserRow } from "../../db/schema";
import type { ApiApp, ApiDeps } from "../env";
import { ApiError, errorResponses, forbidden, notFound, validationFailed } from "../http/errors";
import { ApiErrorSchema } from "../http/envelope";
import { idParam, jsonBody, pathId } from "../http/params";
import {
  copySheet,
  createSheet,
  deleteSheet,
  getSheet,
  newVersion,
  updateSheet,
  type SheetOutcome,
} from "./documents";
import { sheetEnglish } from "./english";
import { problemMessage, publishSheet } from "./publish";
import {
  CopySheetInputSchema,
  DeletedSchema,
  NewSheetInputSchema,
  SheetChangeInputSchema,
  SheetProblemsSchema,
  SheetSchema,
} from "./schemas";

/**
 * The editor of the company's own sheets: a new sheet, a copy of one, a draft's changes, publishing (the
 * checks, the PDF and the library's sheet: ./publish.ts), a new version in the same or another language or
 * market, and deleting a draft. Adding takes local_publisher; changing, publishing or deleting what exists
 * also takes local_publisher_delete (else 403). A published version is frozen (409).
 */

const TAGS = ["Publisher"];
const READ: readonly PermissionFlag[] = ["local_publisher"];
const EDIT: readonly PermissionFlag[] = ["local_publisher", "local_publisher_delete"];
const ADDS = "Takes local_publisher (else 403). Recorded on the audit trail.";
const EDITS = "Takes local_publisher and local_publisher_delete (else 403). Recorded on the audit trail.";
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });
const idParams = z.object({ id: idParam("id", "The document's id (one version, language and market).") });

/** The draft's revision a publish or delete was asked from (optimistic concurrency, as a change's). */
const revisionQuery = z.object({
  revision: z
    .string()
    .optional()
    .openapi({
      description:
        "The draft's revision the page showed: when the draft has changed since, 409 (sheet_changed) and " +
        "nothing happens. Without it, the draft as it is.",
      example: "3",
    }),
});
const conflict = (description: string) => ({ 409: { description, content: json(ApiErrorSchema) } });

const require = (user: UserRow, flags: readonly PermissionFlag[]) => {
  if (!hasAll(user.permissions, flags)) throw forbidden();
};

const getRouteDef = createRoute({
  method: "get",
  path: "/editor/sds/{id}",
  tags: TAGS,
  operationId: "getPublisherSheet",
  summary: "A sheet as written",
  description:
    "One version of a sheet with everything the editor shows: its heading, its text per subsection, its " +
    "phrases (worded in the sheet's language), its label and its composition. Takes local_publisher (else 403).",
  request: { params: idParams },
  responses: {
    200: { description: "The document.", content: json(SheetSchema) },
    ...errorResponses({ notFound: true }),
  },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/editor/v2/sds",
  tags: TAGS,
  operationId: "createPublisherSheet",
  summary: "Start a new sheet",
  description: `Version 1 of a new sheet as a draft: supplier, product, language, market, kind and template. 422 with field errors, nothing saved. ${ADDS}`,
  request: { body: jsonBody(NewSheetInputSchema) },
  responses: {
    201: { description: "The new draft.", content: json(SheetSchema) },
    ...errorResponses({ validation: true }),
  },
});

const copyRouteDef = createRoute({
  method: "post",
  path: "/editor/sds",
  tags: TAGS,
  operationId: "copyPublisherSheet",
  summary: "Start a sheet from another",
  description: `A new sheet (a new key, version 1, a draft) with the content of the document copy_of, under another product name. 404 when copy_of is not the company's. ${ADDS}`,
  request: { body: jsonBody(CopySheetInputSchema) },
  responses: {
    201: { description: "The new draft.", content: json(SheetSchema) },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const updateRouteDef = createRoute({
  method: "patch",
  path: "/editor/sds/{id}",
  tags: TAGS,
  operationId: "updatePublisherSheet",
  summary: "Change a draft",
  description:
    "Each part given replaces that part of the draft. 422 with field errors (unknown phrases or substances " +
    "too), nothing saved; 409 for a published version. `revision` (optional) is the draft's revision the " +
    "change was made from (as the sheet's reads answer it): when the draft has changed since, the change is " +
    `refused with 409 \`{ "error": "${SHEET_CHANGED}" }\` and nothing is saved; without it the change applies to the ` +
    `draft as it is. Every change gives the draft the next revision. ${EDITS}`,
  request: { params: idParams, body: jsonBody(SheetChangeInputSchema) },
  responses: {
    200: { description: "The draft.", content: json(SheetSchema) },
    ...conflict("The version is published, or the draft changed after the revision given (sheet_changed)."),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const publishRouteDef = createRoute({
  method: "post",
  path: "/editor/sds/{id}/publish",
  tags: TAGS,
  operationId: "publishPublisherSheet",
  summary: "Publish a draft",
  description:
    "Checks the draft (every section filled, the mandatory subsections, signal word and pictograms against " +
    "the H statements, CAS numbers, phrases translated into the sheet's language: 422 listing every problem, " +
    "nothing changed), renders its PDF and makes it a sheet of the company's library: the product of the " +
    `sheet (made by its first publication) gets it as its current sheet in its language and market. ${EDITS}`,
  request: { params: idParams, query: revisionQuery },
  responses: {
    200: { description: "The published version.", content: json(SheetSchema) },
    422: {
      description: "The problems that keep it from being published, or a revision that is not one.",
      content: json(SheetProblemsSchema),
    },
    ...conflict(
      "The version is already published, or the draft changed after the revision given (sheet_changed).",
    ),
    ...errorResponses({ notFound: true }),
  },
});

const newVersionRouteDef = createRoute({
  method: "post",
  path: "/editor/sds/{id}/newversion",
  tags: TAGS,
  operationId: "newPublisherSheetVersion",
  summary: "A new version",
  description:
    "A draft with the document's content: the next version in its language and market, or in the language " +
    "newlanguage and/or the market newmarket (query). 409 while that language and market has a draft. " +
    ADDS,
  request: {
    params: idParams,
    query: z.object({
      newlanguage: z.string().optional().openapi({ description: "A language id." }),
      newmarket: z.string().optional().openapi({ description: "A market's country id." }),
    }),
  },
  responses: {
    201: { description: "The new draft.", content: json(SheetSchema) },
    ...conflict("That language and market already has a draft."),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const deleteRouteDef = createRoute({
  method: "delete",
  path: "/editor/sds/{id}",
  tags: TAGS,
  operationId: "deletePublisherSheet",
  summary: "Delete a draft",
  description: `409 for a published version (its library sheet is in use). ${EDITS}`,
  request: { params: idParams, query: revisionQuery },
  responses: {
    200: { description: "Deleted.", content: json(DeletedSchema) },
    ...conflict("The version is published, or the draft changed after the revision given (sheet_changed)."),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

/** The revision of the query (none: undefined); 422 when it is not one. */
function revisionOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const revision = parseId(value);
  if (revision === null)
    throw validationFailed({ revision: [sheetEnglish("publisher.sheet.error.revision")] });
  return revision;
}

function refused(outcome: Exclude<SheetOutcome, { ok: true }>): ApiError {
  switch (outcome.reason) {
    case "notFound":
      return notFound();
    case "published":
      return new ApiError(409, { message: sheetEnglish("publisher.sheet.conflict.published") });
    case "draftExists":
      return new ApiError(409, { message: sheetEnglish("publisher.sheet.conflict.draftExists") });
    case "changed":
      // A code of its own, so that a page can tell "changed meanwhile" from "published" and keep the form.
      return new ApiError(409, {
        error: SHEET_CHANGED,
        message: sheetEnglish("publisher.sheet.conflict.changed"),
      });
    case "invalid":
      return validationFailed(outcome.errors);
  }
}

export function registerEditorRoutes(api: ApiApp, { db }: ApiDeps): void {
  const actorOf = (user: UserRow) => ({ companyId: user.companyId, userId: user.id });
  const sheetOf = async (companyId: number, id: number) => (await getSheet(db, companyId, id))!;

  api.openapi(getRouteDef, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const sheet = await getSheet(db, user.companyId, pathId(c.req.valid("param").id));
    if (!sheet) throw notFound();
    return c.json(sheet, 200);
  });

  api.openapi(createRouteDef, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const outcome = await createSheet(
      db,
      actorOf(user),
      c.req.valid("json"),
      sheetEnglish("publisher.sheet.error.manufacturer"),
    );
    if (!outcome.ok) throw refused(outcome);
    return c.json(await sheetOf(user.companyId, outcome.id), 201);
  });

  api.openapi(copyRouteDef, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const body = c.req.valid("json");
    const outcome = await copySheet(db, actorOf(user), body.copy_of, body.product_name);
    if (!outcome.ok) throw refused(outcome);
    return c.json(await sheetOf(user.companyId, outcome.id), 201);
  });

  api.openapi(updateRouteDef, async (c) => {
    const user = c.get("user");
    require(user, EDIT);
    const outcome = await updateSheet(
      db,
      actorOf(user),
      pathId(c.req.valid("param").id),
      c.req.valid("json"),
      {
        manufacturer: sheetEnglish("publisher.sheet.error.manufacturer"),
        phrase: (id) => sheetEnglish("publisher.sheet.error.phrase", { id }),
        substance: (id) => sheetEnglish("publisher.sheet.error.substance", { id }),
      },
    );
    if (!outcome.ok) throw refused(outcome);
    return c.json(await sheetOf(user.companyId, outcome.id), 200);
  });

  api.openapi(publishRouteDef, async (c) => {
    const user = c.get("user");
    require(user, EDIT);
    const id = pathId(c.req.valid("param").id);
    const outcome = await publishSheet(db, actorOf(user), id, revisionOf(c.req.valid("query").revision));
    if (!outcome.ok) {
      if (outcome.reason === "problems")
        throw validationFailed({ sheet: outcome.problems.map((p) => problemMessage(p, sheetEnglish)) });
      throw refused(outcome);
    }
    return c.json(await sheetOf(user.companyId, id), 200);
  });

  api.openapi(newVersionRouteDef, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const query = c.req.valid("query");
    const errors: Record<string, string[]> = {};
    const language = query.newlanguage === undefined ? undefined : parseId(query.newlanguage);
    const market = query.newmarket === undefined ? undefined : parseId(query.newmarket);
    if (language !== undefined && !isLanguageId(language))
      errors.newlanguage = [sheetEnglish("publisher.sheet.error.language")];
    if (market !== undefined && (market === null || !isMarketId(market)))
      errors.newmarket = [sheetEnglish("publisher.sheet.error.market")];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const outcome = await newVersion(db, actorOf(user), pathId(c.req.valid("param").id), {
      newlanguage: language !== undefined && isLanguageId(language) ? language : undefined,
      newmarket: market ?? undefined,
    });
    if (!outcome.ok) throw refused(outcome);
    return c.json(await sheetOf(user.companyId, outcome.id), 201);
  });

  api.openapi(deleteRouteDef, async (c) => {
    const user = c.get("user");
    require(user, EDIT);
    const outcome = await deleteSheet(
      db,
      actorOf(user),
      pathId(c.req.valid("param").id),
      revisionOf(c.req.valid("query").revision),
    );
    if (!outcome.ok) throw refused(outcome);
    return c.json({ success: true as const }, 200);
  });
}
