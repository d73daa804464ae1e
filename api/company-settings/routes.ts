import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { COUNTRIES } from "../../core/countries";
import type { SettingsTab } from "../../core/company-settings/values";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { errorResponses, notFound } from "../http/errors";
import { jsonBody, pathId } from "../http/params";
import { requirePermissions } from "../http/permissions";
import { CompanySettingsSchema } from "../users/schemas";
import { envelope } from "../http/envelope";
import { deleteGreylistEntry, getGreylistEntry, listGreylist, saveGreylistEntry } from "./greylist";
import {
  DocumentsSettingsInputSchema,
  GreylistDeletedResponse,
  GreylistListResponse,
  GreylistResponse,
  GreylistSaveSchema,
  greylistParams,
  PrimaryMarketsResponse,
  ProductsSettingsInputSchema,
  RiskAssessmentSettingsInputSchema,
  StorageSettingsInputSchema,
  SystemSettingsInputSchema,
} from "./schemas";
import { saveSettingsTab, settingsOfCompany, type TabInput } from "./settings";

/**
 * Company settings: saving each tab (PUT /site/v1/company/settings/{tab}), the greylist, and the primary
 * markets. Changing anything needs user_admin (403 without); reading the greylist and the markets is open
 * to every user of the company (product pages can then warn about a restricted substance). Reading the
 * settings themselves is GET /site/v1/company/settings (api/site).
 */

const TAGS = ["Site"];
const admin = requirePermissions({ all: ["user_admin"] });
const CompanySettingsResponse = envelope(CompanySettingsSchema, "CompanySettingsSavedResponse");

const ok = (description: string, schema: z.ZodType) => ({
  description,
  content: { "application/json": { schema } },
});

const TAB_BODIES = {
  system: SystemSettingsInputSchema,
  "risk-assessment": RiskAssessmentSettingsInputSchema,
  products: ProductsSettingsInputSchema,
  storage: StorageSettingsInputSchema,
  documents: DocumentsSettingsInputSchema,
} as const;

const TAB_SUMMARIES: Record<SettingsTab, [operationId: string, summary: string]> = {
  system: ["saveSystemSettings", "Save the system tab: name, number, languages, markets, feature flags"],
  "risk-assessment": ["saveRiskAssessmentSettings", "Save the risk assessment tab"],
  products: ["saveProductsSettings", "Save the products tab: default columns, SDS age"],
  storage: ["saveStorageSettings", "Save the storage tab: the TRGS 510 storage classes in use"],
  documents: [
    "saveDocumentsSettings",
    "Save the documents tab: read-and-understood, workplace descriptions, read links",
  ],
};

function tabRoute<T extends SettingsTab>(tab: T) {
  const [operationId, summary] = TAB_SUMMARIES[tab];
  return createRoute({
    method: "put",
    path: `/site/v1/company/settings/${tab}`,
    tags: TAGS,
    operationId,
    summary,
    description:
      "Replaces the tab's settings and answers the company's settings. Needs user_admin (else 403). 422 with " +
      "field errors when a value breaks the rules; nothing is saved then. The change is recorded in the " +
      "company's activity (module settings).",
    middleware: [admin] as const,
    request: { body: jsonBody(TAB_BODIES[tab]) },
    responses: {
      200: ok("The company's settings after the save.", CompanySettingsResponse),
      ...errorResponses({ validation: true }),
    },
  });
}

const listRoute = createRoute({
  method: "get",
  path: "/site/v1/greylist",
  tags: TAGS,
  operationId: "listGreylist",
  summary: "The company's greylist of restricted and banned substances",
  description: "By CAS number. Any user of the company.",
  responses: { 200: ok("The greylist.", GreylistListResponse), ...errorResponses() },
});

const saveRoute = createRoute({
  method: "post",
  path: "/site/v1/greylist/save",
  tags: TAGS,
  operationId: "saveGreylistEntry",
  summary: "Add a substance to the greylist, or change one",
  description:
    "Without id a new entry (201), with id that entry (200; 404 when it is not the company's). Needs " +
    "user_admin (else 403). 422 with field errors for an invalid entry or a CAS number already on the " +
    "company's greylist (`errors.cas`); nothing is saved then.",
  middleware: [admin] as const,
  request: { body: jsonBody(GreylistSaveSchema) },
  responses: {
    200: ok("The changed entry.", GreylistResponse),
    201: ok("The new entry.", GreylistResponse),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const editRoute = createRoute({
  method: "get",
  path: "/site/v1/greylist/{id}/edit",
  tags: TAGS,
  operationId: "getGreylistEntry",
  summary: "One greylist entry, for editing",
  description: "Needs user_admin (else 403). 404 when it is not an entry of the caller's company.",
  middleware: [admin] as const,
  request: { params: greylistParams },
  responses: { 200: ok("The entry.", GreylistResponse), ...errorResponses({ notFound: true }) },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/site/v1/greylist/{id}",
  tags: TAGS,
  operationId: "deleteGreylistEntry",
  summary: "Remove a substance from the greylist",
  description: "Needs user_admin (else 403). 404 when it is not an entry of the caller's company.",
  middleware: [admin] as const,
  request: { params: greylistParams },
  responses: {
    200: ok("Deleted: the entry's id.", GreylistDeletedResponse),
    ...errorResponses({ notFound: true }),
  },
});

const marketsRoute = createRoute({
  method: "get",
  path: "/site/v1/primary-markets",
  tags: TAGS,
  operationId: "listPrimaryMarkets",
  summary: "The markets a company can choose, and which are its primary markets",
  description: "Every country id with its two-letter code, in id order. Any user of the company.",
  responses: { 200: ok("The markets.", PrimaryMarketsResponse), ...errorResponses() },
});

const actorOf = (c: Context<ApiEnv>) => ({ companyId: c.get("company").id, userId: c.get("user").id });

export function registerCompanySettingsRoutes(api: ApiApp, { db }: ApiDeps): void {
  const registerTab = <T extends SettingsTab>(tab: T) =>
    api.openapi(tabRoute(tab), async (c) => {
      const input = c.req.valid("json") as TabInput[T];
      return c.json({ data: await saveSettingsTab(db, actorOf(c), tab, input) }, 200);
    });
  registerTab("system");
  registerTab("risk-assessment");
  registerTab("products");
  registerTab("storage");
  registerTab("documents");

  api.openapi(listRoute, async (c) => c.json({ data: await listGreylist(db, c.get("company").id) }, 200));

  api.openapi(saveRoute, async (c) => {
    const { id, ...input } = c.req.valid("json");
    const saved = await saveGreylistEntry(db, actorOf(c), input, id);
    if (!saved) throw notFound();
    return saved.created ? c.json({ data: saved.entry }, 201) : c.json({ data: saved.entry }, 200);
  });

  api.openapi(editRoute, async (c) => {
    const entry = await getGreylistEntry(db, c.get("company").id, pathId(c.req.valid("param").id));
    if (!entry) throw notFound();
    return c.json({ data: entry }, 200);
  });

  api.openapi(deleteRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    if (!(await deleteGreylistEntry(db, actorOf(c), id))) throw notFound();
    return c.json({ data: { id } }, 200);
  });

  api.openapi(marketsRoute, (c) => {
    const primary = new Set(settingsOfCompany(c.get("company")).settings.primary_markets);
    const markets = Object.entries(COUNTRIES).map(([id, code]) => ({
      id: Number(id),
      code,
      primary: primary.has(Number(id)),
    }));
    return c.json({ data: markets }, 200);
  });
}
