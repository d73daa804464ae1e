import { createRoute, z } from "@hono/zod-openapi";
import { hasAll } from "../../core/permissions";
import { isDocumentType } from "../../core/smartforms/kinds";
import { standardStructure } from "../../core/smartforms/default-templates";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import type { Context } from "hono";
import { ApiErrorSchema } from "../http/envelope";
import { errorResponses, forbidden, notFound } from "../http/errors";
import { flagValue, idParam, jsonBody, pathId } from "../http/params";
import { requirePermissions } from "../http/permissions";
import {
  StandardTabsResponse,
  TemplateCreateInputSchema,
  TemplateListQuerySchema,
  TemplateListResponse,
  TemplateResponse,
  TemplateTranslateInputSchema,
  TemplateUpdateInputSchema,
} from "./schemas";
import {
  createTemplate,
  getTemplate,
  LEGACY_TEMPLATE_MESSAGE,
  listTemplates,
  STALE_REVISION_MESSAGE,
  translateTemplate,
  updateTemplate,
  type TemplateActor,
} from "./templates";

/**
 * Templates: the list by kind, create, read, save, translate, and each kind's standard tabs. Reading is for
 * every signed-in user of the company (documents are filled in on templates); the builder's list and every
 * change need smartforms_admin. The rules: ./templates.ts.
 */

const TAGS = ["Smart forms"];
const BASE = "/smartforms/v1/template";
const admin = requirePermissions({ all: ["smartforms_admin"] });

const ok = (description: string, schema: z.ZodType) => ({
  description,
  content: { "application/json": { schema } },
});
const conflict = {
  409: {
    description: `The template changed meanwhile (\`stale_revision\`: "${STALE_REVISION_MESSAGE}") or is the older fixed form (\`legacy_template\`: "${LEGACY_TEMPLATE_MESSAGE}").`,
    content: { "application/json": { schema: ApiErrorSchema } },
  },
};
const templateParams = z.object({ id: idParam("id", "The template's id.") });

const listRoute = createRoute({
  method: "get",
  path: BASE,
  tags: TAGS,
  operationId: "listSmartformTemplates",
  summary: "A kind's templates",
  description:
    "The active templates of a document kind by name, each with its document count and the languages all " +
    "its labels are written in. With `edit=true` also archived ones, which needs smartforms_admin (else " +
    "403). 422 for a type outside 1, 2, 4, 5 and 6.",
  request: { query: TemplateListQuerySchema },
  responses: { 200: ok("The templates.", TemplateListResponse), ...errorResponses({ validation: true }) },
});

const createTemplateRoute = createRoute({
  method: "post",
  path: BASE,
  tags: TAGS,
  operationId: "createSmartformTemplate",
  summary: "Create a template",
  description:
    "From the kind's standard tabs, or a copy of another smart-form template of the company and kind " +
    "(`copy_of`). Needs smartforms_admin (else 403). 422 for a missing or too long name, an unknown type or " +
    "language, or a template to copy that is not the company's, of another kind or the older fixed form.",
  middleware: [admin] as const,
  request: { body: jsonBody(TemplateCreateInputSchema) },
  responses: { 201: ok("The new template.", TemplateResponse), ...errorResponses({ validation: true }) },
});

const getRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}`,
  tags: TAGS,
  operationId: "getSmartformTemplate",
  summary: "One template",
  description: "Any signed-in user of the company. 404 when it is not a template of the caller's company.",
  request: { params: templateParams },
  responses: { 200: ok("The template.", TemplateResponse), ...errorResponses({ notFound: true }) },
});

const updateRoute = createRoute({
  method: "put",
  path: `${BASE}/{id}`,
  tags: TAGS,
  operationId: "updateSmartformTemplate",
  summary: "Save a template",
  description:
    "Saves what is given of name, structure (checked whole), is_default (unsets the kind's other default) " +
    "and archived (archiving unsets default), on the `revision` it was made on. Needs smartforms_admin " +
    "(else 403). 409 for an older revision or the older fixed form; 422 for a bad name or structure, with " +
    "nothing saved; 404 when it is not the company's.",
  middleware: [admin] as const,
  request: { params: templateParams, body: jsonBody(TemplateUpdateInputSchema) },
  responses: {
    200: ok("The saved template.", TemplateResponse),
    ...errorResponses({ validation: true, notFound: true }),
    ...conflict,
  },
});

const translateRoute = createRoute({
  method: "post",
  path: `${BASE}/{id}/translate`,
  tags: TAGS,
  operationId: "translateSmartformTemplate",
  summary: "Write a template's labels in one language",
  description:
    "`texts` by label slot (t1, f3, f3.help, f3.o4); an empty text removes that language from the slot, a " +
    "slot left out keeps its text. Needs smartforms_admin (else 403). 422 for an unknown language or slot " +
    '(`errors["texts.<slot>"]`), 409 as for saving, 404 when it is not the company\'s.',
  middleware: [admin] as const,
  request: { params: templateParams, body: jsonBody(TemplateTranslateInputSchema) },
  responses: {
    200: ok("The translated template.", TemplateResponse),
    ...errorResponses({ validation: true, notFound: true }),
    ...conflict,
  },
});

const tabsRoute = createRoute({
  method: "get",
  path: "/smartforms/v1/templates/types/{type}/tabs",
  tags: TAGS,
  operationId: "getSmartformStandardTabs",
  summary: "A kind's standard tabs",
  description:
    "The tabs a new template of the kind starts with. Any signed-in user; 404 for an unknown type.",
  request: { params: z.object({ type: idParam("type", "The document kind (1, 2, 4, 5 or 6).") }) },
  responses: { 200: ok("The standard tabs.", StandardTabsResponse), ...errorResponses({ notFound: true }) },
});

function actorOf(c: Context<ApiEnv>): TemplateActor {
  const user = c.get("user");
  return { companyId: c.get("company").id, userId: user.id, language: user.language };
}

export function registerTemplateRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const edit = flagValue(query.edit);
    if (edit && !hasAll(c.get("user").permissions, ["smartforms_admin"])) throw forbidden();
    if (!isDocumentType(query.type)) throw notFound();
    return c.json({ data: await listTemplates(db, c.get("company").id, query.type, edit) }, 200);
  });

  api.openapi(createTemplateRoute, async (c) => {
    const template = await createTemplate(db, actorOf(c), c.req.valid("json"));
    return c.json({ data: template }, 201);
  });

  api.openapi(getRoute, async (c) => {
    const template = await getTemplate(db, c.get("company").id, pathId(c.req.valid("param").id));
    if (!template) throw notFound();
    return c.json({ data: template }, 200);
  });

  api.openapi(updateRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return c.json({ data: await updateTemplate(db, actorOf(c), id, c.req.valid("json")) }, 200);
  });

  api.openapi(translateRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return c.json({ data: await translateTemplate(db, actorOf(c), id, c.req.valid("json")) }, 200);
  });

  api.openapi(tabsRoute, async (c) => {
    const type = Number(c.req.valid("param").type);
    if (!/^\d+$/.test(c.req.valid("param").type) || !isDocumentType(type)) throw notFound();
    return c.json({ data: { document_type: type, structure: standardStructure(type) } }, 200);
  });
}
