import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { WPD_PAGE_SIZE } from "../../core/workplace-descriptions/limits";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { ApiError, errorResponses, notFound } from "../http/errors";
import { ApiErrorSchema } from "../http/envelope";
import { requirePermissions } from "../http/permissions";
import { flagValue, idParam, jsonBody, pathId } from "../http/params";
import { scopeOf, type ScopedActor } from "../locations/scope";
import {
  currentOfSeries,
  draftForLocation,
  draftFromSheet,
  draftFromTemplate,
  referencesVisible,
  visibleVersion,
  type Draft,
} from "./drafts";
import { wpdEnglish } from "./english";
import { listWorkplaceDescriptions } from "./lists";
import { renderWorkplaceDescriptionPdf } from "./pdf";
import { listPublishedWorkplaceDescriptions } from "./read";
import {
  PdfSchema,
  WpdDraftResponse,
  WpdInputSchema,
  WpdLanguageQuerySchema,
  WpdListQuerySchema,
  WpdListResponse,
  WpdPdfQuerySchema,
  WpdSavedResponse,
  WpdSuggestionsResponse,
  WpdVersionResponse,
} from "./schemas";
import {
  createWorkplaceDescription,
  publishWorkplaceDescription,
  saveDescription,
  setWorkplaceDescriptionArchived,
  type Outcome,
  type WorkplaceDescriptionInput,
} from "./store";
import { forgetSuggestions, suggestionsFor } from "./suggestions";

/**
 * The workplace-description pages' calls (/document/edit/wpd): what the form starts from (a location, a
 * product's sheet, a template), one version, the suggestions, the lists, and the changes (create, a new
 * version, publish, archive, restore) and the PDF. Every call needs wpd and add_product (403) and sees only the
 * caller's company within their top nodes (404).
 */

const TAGS = ["Workplace descriptions"];
const BASE = "/document/edit/wpd";
const WHO = "Users with wpd and add_product (else 403); only locations in the caller's top nodes (else 404).";
const mayEdit = requirePermissions({ all: ["wpd", "add_product"] });

const errorContent = { "application/json": { schema: ApiErrorSchema } };
const conflict = {
  409: {
    description:
      "`{ error, message }`: `not-current` (a newer version exists), `archived` or `not-draft` (publishing).",
    content: errorContent,
  },
} as const;

const actorOf = (c: Context<ApiEnv>): ScopedActor => ({
  ...scopeOf(c.get("user")),
  userId: c.get("user").id,
});

const CONFLICT_MESSAGES = {
  "not-current": "wpd.error.notCurrent",
  archived: "wpd.error.archived",
  "not-draft": "wpd.error.notDraft",
} as const;

function unlessRefused(outcome: Outcome): number {
  if (outcome.ok) return outcome.id;
  if (outcome.status === 409) {
    throw new ApiError(409, { error: outcome.code, message: wpdEnglish(CONFLICT_MESSAGES[outcome.code]) });
  }
  throw notFound();
}

const draftResponse = {
  200: {
    description: "The draft (not saved).",
    content: { "application/json": { schema: WpdDraftResponse } },
  },
  ...errorResponses({ validation: true, notFound: true }),
};

const sheetDraftRoute = createRoute({
  method: "get",
  path: `${BASE}/sds/{productId}/{locationId}`,
  tags: TAGS,
  operationId: "workplaceDescriptionFromSheet",
  summary: "A new description prefilled from a product's sheet",
  description:
    "a = the product, b = the location it is used at. The product's current sheet in the language " +
    "(language_id, else the caller's), else its newest: pictograms, signal word, hazard statements in the " +
    `official wording, precautionary statements sorted into the sections. Nothing is saved. ${WHO}`,
  middleware: [mayEdit] as const,
  request: {
    params: z.object({
      productId: idParam("productId", "The product."),
      locationId: idParam("locationId", "The location."),
    }),
    query: WpdLanguageQuerySchema,
  },
  responses: draftResponse,
});

const locationDraftRoute = createRoute({
  method: "get",
  path: `${BASE}/location/{locationId}/{languageId}`,
  tags: TAGS,
  operationId: "workplaceDescriptionForLocation",
  summary: "A new, empty description at a location",
  description: `a = the location, b = the language id (1–10). Nothing is saved. ${WHO}`,
  middleware: [mayEdit] as const,
  request: {
    params: z.object({
      locationId: idParam("locationId", "The location."),
      languageId: idParam("languageId", "The language id (1–10)."),
    }),
  },
  responses: draftResponse,
});

const templateDraftRoute = createRoute({
  method: "get",
  path: `${BASE}/template/{id}`,
  tags: TAGS,
  operationId: "workplaceDescriptionFromTemplate",
  summary: "A new description copied from an existing one",
  description: `Everything of the version id but its history, as a draft. Nothing is saved. ${WHO}`,
  middleware: [mayEdit] as const,
  request: { params: z.object({ id: idParam("id", "The version to copy.") }) },
  responses: draftResponse,
});

const suggestionsRoute = createRoute({
  method: "get",
  path: `${BASE}/list/{language}`,
  tags: TAGS,
  operationId: "workplaceDescriptionSuggestions",
  summary: "The section texts the company already uses in a language",
  description:
    "For each section, the texts of the company's current descriptions (not archived, at the caller's " +
    "locations) in the language, most used first, at most 10, each at most 600 characters. Cached for five " +
    `minutes per company, language and top nodes; a save drops the company's entries. ${WHO}`,
  middleware: [mayEdit] as const,
  request: { params: z.object({ language: idParam("language", "The language id (1–10).") }) },
  responses: {
    200: {
      description: "The suggestions.",
      content: { "application/json": { schema: WpdSuggestionsResponse } },
    },
    ...errorResponses({ notFound: true }),
  },
});

const listRoute = createRoute({
  method: "get",
  path: BASE,
  tags: TAGS,
  operationId: "listWorkplaceDescriptions",
  summary: "The current version of each description",
  description:
    `By title, ${WPD_PAGE_SIZE} a page, drafts included; archived=1 lists the archived ones; location_id ` +
    `limits the list to that location and those under it; q searches the title and product. ${WHO}`,
  middleware: [mayEdit] as const,
  request: { query: WpdListQuerySchema },
  responses: {
    200: { description: "A page.", content: { "application/json": { schema: WpdListResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const versionRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}`,
  tags: TAGS,
  operationId: "getWorkplaceDescription",
  summary: "One version of a description",
  description:
    "Any version (earlier ones stay readable), with the series' current version, the products the form " +
    `offers and the descriptions that can print beside it. ${WHO}`,
  middleware: [mayEdit] as const,
  request: { params: z.object({ id: idParam("id", "The version.") }) },
  responses: {
    200: { description: "The version.", content: { "application/json": { schema: WpdVersionResponse } } },
    ...errorResponses({ notFound: true }),
  },
});

const pdfRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}/pdf`,
  tags: TAGS,
  operationId: "workplaceDescriptionPdf",
  summary: "A version as a PDF (A4 or A3), optionally with a second description beside it",
  description: `second_id: another description the caller sees (404 otherwise). ${WHO}`,
  middleware: [mayEdit] as const,
  request: { params: z.object({ id: idParam("id", "The version.") }), query: WpdPdfQuerySchema },
  responses: {
    200: { description: "The PDF.", content: { "application/pdf": { schema: PdfSchema } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const createRouteDef = createRoute({
  method: "post",
  path: BASE,
  tags: TAGS,
  operationId: "createWorkplaceDescription",
  summary: "Create a description (its version 1)",
  description:
    "The location, product and sheet must be the caller's (404 otherwise). Recorded on the audit trail. " +
    WHO,
  middleware: [mayEdit] as const,
  request: { body: jsonBody(WpdInputSchema) },
  responses: {
    201: { description: "Saved.", content: { "application/json": { schema: WpdSavedResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const newVersionRoute = createRoute({
  method: "post",
  path: `${BASE}/{id}`,
  tags: TAGS,
  operationId: "saveWorkplaceDescriptionVersion",
  summary: "Save a description: its draft in place, else a new version",
  description:
    "id must be the current version (409 not-current when someone saved a newer one) and not archived " +
    "(409 archived). A current draft is saved in place (same id and number; published when status says " +
    "so); a published one gets a new version numbered one higher and stays readable. Recorded on the " +
    `audit trail. ${WHO}`,
  middleware: [mayEdit] as const,
  request: { params: z.object({ id: idParam("id", "The version edited.") }), body: jsonBody(WpdInputSchema) },
  responses: {
    200: { description: "Saved.", content: { "application/json": { schema: WpdSavedResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
    ...conflict,
  },
});

const stateRoute = (action: "publish" | "archive" | "restore", summary: string, description: string) =>
  createRoute({
    method: "post",
    path: `${BASE}/{id}/${action}`,
    tags: TAGS,
    operationId: `${action}WorkplaceDescription`,
    summary,
    description: `${description} Recorded on the audit trail. ${WHO}`,
    middleware: [mayEdit] as const,
    request: { params: z.object({ id: idParam("id", "A version of the description.") }) },
    responses: {
      200: { description: "Done.", content: { "application/json": { schema: WpdSavedResponse } } },
      ...errorResponses({ notFound: true }),
      ...conflict,
    },
  });

const publishRoute = stateRoute(
  "publish",
  "Publish the current draft",
  "id must be the current version and a draft (409 otherwise); it is published as it is.",
);
const archiveRoute = stateRoute(
  "archive",
  "Archive a description",
  "Its current version leaves the lists and the read-link page.",
);
const restoreRoute = stateRoute("restore", "Restore an archived description", "It is listed again.");

function languageOf(value: string): number {
  const id = pathId(value);
  if (id > 10) throw notFound();
  return id;
}

export function registerWorkplaceDescriptionRoutes(api: ApiApp, { db }: ApiDeps): void {
  const answerDraft = (c: Context<ApiEnv>, draft: Draft | undefined) => {
    if (!draft) throw notFound();
    return c.json({ data: draft }, 200);
  };

  const saved = async (c: Context<ApiEnv>, id: number) => {
    const version = await visibleVersion(db, scopeOf(c.get("user")), id);
    if (!version) throw notFound();
    return {
      data: {
        id: version.id,
        series_id: version.series_id,
        version: version.version,
        title: version.title,
        status: version.status,
      },
    };
  };

  api.openapi(sheetDraftRoute, async (c) => {
    const { productId, locationId } = c.req.valid("param");
    const language = c.req.valid("query").language_id ?? c.get("language");
    const scope = scopeOf(c.get("user"));
    return answerDraft(c, await draftFromSheet(db, scope, pathId(productId), pathId(locationId), language));
  });

  api.openapi(locationDraftRoute, async (c) => {
    const { locationId, languageId } = c.req.valid("param");
    const scope = scopeOf(c.get("user"));
    return answerDraft(c, await draftForLocation(db, scope, pathId(locationId), languageOf(languageId)));
  });

  api.openapi(templateDraftRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return answerDraft(c, await draftFromTemplate(db, scopeOf(c.get("user")), id));
  });

  api.openapi(suggestionsRoute, async (c) => {
    const language = languageOf(c.req.valid("param").language);
    const sections = await suggestionsFor(db, scopeOf(c.get("user")), language);
    return c.json({ data: { language_id: language, sections } }, 200);
  });

  api.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const list = await listWorkplaceDescriptions(db, scopeOf(c.get("user")), {
      archived: flagValue(query.archived),
      locationId: query.location_id ?? null,
      q: query.q ?? "",
      page: query.page,
    });
    if (!list) throw notFound();
    return c.json(
      {
        data: list.rows,
        meta: { page: query.page, per_page: WPD_PAGE_SIZE, total: list.total, location: list.location },
      },
      200,
    );
  });

  api.openapi(versionRoute, async (c) => {
    const scope = scopeOf(c.get("user"));
    const version = await visibleVersion(db, scope, pathId(c.req.valid("param").id));
    if (!version) throw notFound();
    const current = await currentOfSeries(db, scope.companyId, version.series_id);
    const draft = await draftForLocation(db, scope, version.location.id, version.language_id);
    const published = await listPublishedWorkplaceDescriptions(db, scope.companyId, version.location.id);
    const choices = draft?.product_choices ?? [];
    if (version.product && !choices.some((choice) => choice.id === version.product!.id)) {
      choices.unshift({ id: version.product.id, name: version.product.name });
    }
    return c.json(
      {
        data: {
          ...version,
          current,
          product_choices: choices,
          side_by_side: published
            .filter((other) => other.series_id !== version.series_id)
            .map((other) => ({ id: other.id, name: other.title })),
        },
      },
      200,
    );
  });

  api.openapi(pdfRoute, async (c) => {
    const scope = scopeOf(c.get("user"));
    const id = pathId(c.req.valid("param").id);
    const { size, second_id: secondId } = c.req.valid("query");
    const first = await visibleVersion(db, scope, id);
    const second = secondId === undefined ? undefined : await visibleVersion(db, scope, secondId);
    if (!first || (secondId !== undefined && !second)) throw notFound();
    const bytes = await renderWorkplaceDescriptionPdf(db, scope.companyId, id, { size, secondId });
    if (!bytes) throw notFound();
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="workplace-description-${id}.pdf"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    });
  });

  const checkedInput = async (c: Context<ApiEnv>, input: WorkplaceDescriptionInput) => {
    if (!(await referencesVisible(db, scopeOf(c.get("user")), input))) throw notFound();
    return input;
  };

  api.openapi(createRouteDef, async (c) => {
    const actor = actorOf(c);
    const input = await checkedInput(c, c.req.valid("json"));
    const id = unlessRefused(await createWorkplaceDescription(db, actor, input));
    forgetSuggestions(actor.companyId);
    return c.json(await saved(c, id), 201);
  });

  api.openapi(newVersionRoute, async (c) => {
    const actor = actorOf(c);
    const id = pathId(c.req.valid("param").id);
    const input = await checkedInput(c, c.req.valid("json"));
    const savedId = unlessRefused(await saveDescription(db, actor, id, input, { expectCurrent: true }));
    forgetSuggestions(actor.companyId);
    return c.json(await saved(c, savedId), 200);
  });

  api.openapi(publishRoute, async (c) => {
    const actor = actorOf(c);
    const id = unlessRefused(await publishWorkplaceDescription(db, actor, pathId(c.req.valid("param").id)));
    forgetSuggestions(actor.companyId);
    return c.json(await saved(c, id), 200);
  });

  for (const [route, archived] of [
    [archiveRoute, true],
    [restoreRoute, false],
  ] as const) {
    api.openapi(route, async (c) => {
      const actor = actorOf(c);
      const id = unlessRefused(
        await setWorkplaceDescriptionArchived(db, actor, pathId(c.req.valid("param").id), archived),
      );
      forgetSuggestions(actor.companyId);
      return c.json(await saved(c, id), 200);
    });
  }
}
