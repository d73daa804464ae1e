import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiEnv } from "../../api/env";
import { onApiError } from "../../api/http/errors";
import { ONBOARDING_MODULES } from "../../api/onboarding/has-data";
import type { OpenApiDocument } from "../../api/openapi";
import { requirePermissions } from "../../api/http/permissions";
import { escapeHtml, renderReference } from "../../api/reference";
import type { PermissionFlag } from "../../core/permissions";
import type { UserRow } from "../../db/schema";
import { createHarness, type ApiHarness } from "./helpers";

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const EXPECTED_OPERATIONS = [
  "get /api/user/v1/user",
  "post /api/user/v1/user",
  "get /api/user/v1/users",
  "get /api/user/v1/users/{id}",
  "post /api/user/v1/users",
  "put /api/user/v1/users/{id}",
  "post /api/user/v1/users/{id}/deactivate",
  "post /api/user/v1/users/{id}/reactivate",
  "post /api/user/v1/users/{id}/invitation",
  "get /api/site/v1/company/settings",
  "get /api/site/v1/frontendtexts",
  "get /api/user/v1/user/personal-data",
  "get /api/onboarding-api/v1/form/1",
  "get /api/onboarding-api/v1/form/1/is-eligible",
  "post /api/onboarding-api/v1/form/1/submit",
  "post /api/onboarding-api/v1/form/1/dismiss",
  "post /api/onboarding-api/v1/location-prompt/dismiss",
  "post /api/onboarding-api/v1/prompted",
  "get /api/onboarding-api/v1/state",
  "get /api/hierarchy/v1/locations",
  "post /api/hierarchy/v1/locations",
  "get /api/hierarchy/v1/locations/template",
  "get /api/hierarchy/v1/locations/{id}",
  "put /api/hierarchy/v1/locations/{id}",
  "get /api/location/v3",
  "get /api/user/v1/user/favorites",
  "post /api/user/v1/user/favorites/create",
  "post /api/user/v1/user/favorites/delete",
  "get /api/search/v1/sqproductsearch",
  "get /api/search/v1/global",
  "get /api/product/v1/getAllScales",
  "get /api/product/v1/sds-info",
  "get /api/product/v1/sds-file",
  "get /api/product/v1/get-locations",
  "get /api/product/v1/products",
  "get /api/product/v1/actions",
  "post /api/product/v1/updateProductAmount",
  "get /api/product/v1/{id}",
  "put /api/product/v1/{id}",
  "post /api/product/v1/sds",
  "post /api/product/v1/sds-uploads",
  "get /api/product/v1/sds-uploads/{token}",
  "get /api/location/v3/{id}/products",
  "get /api/location/v2/products",
  "get /api/location/v3/{id}/products/{prodId}",
  "get /api/location/v3/{id}/has-product",
  "get /api/location/v3/{id}/storage-conflicts",
  "get /api/site/v1/incompatibility-categories",
  "post /api/location/v2/{id}/products",
  "post /api/location/v2/copymoveproductstolocations",
  "post /api/location/v2/{id}/products/delete",
  "post /api/location/v2/{id}/products/categorise",
  "post /api/location/v2/{id}/products/archive",
  "post /api/location/v2/{id}/products/unarchive",
  "get /api/location/v2/updatedsds",
  "get /api/location/v2/replace-sds/preview",
  "post /api/location/v2/replace-sds",
  "get /api/location/v2/forms/{id}",
  "get /api/mail/v1/outbox",
  "get /api/chemical-approval/v1/board-groups",
  "post /api/chemical-approval/v1/board-groups",
  "get /api/chemical-approval/v1/board-groups/{id}",
  "put /api/chemical-approval/v1/board-groups/{id}",
  "delete /api/chemical-approval/v1/board-groups/{id}",
  "get /api/chemical-approval/v1/board-members",
  "post /api/chemical-approval/v1/product-requests/{id}/evaluation",
  "put /api/chemical-approval/v1/product-requests/{id}/evaluation/{evalId}",
  "post /api/chemical-approval/v1/product-requests/{id}/evaluation/complete",
  "post /api/chemical-approval/v1/product-requests/{id}/evaluation/{evalId}/remind",
  "post /api/chemical-approval/v1/product-requests/{id}/conclude",
  "post /api/chemical-approval/v1/product-requests/{id}/reset",
  "get /api/chemical-approval/v1/product-requests/{id}/insights",
  "get /api/hierarchy/v1/board-groups",
  "post /api/chemical-approval/v1/product-requests/draft",
  "put /api/chemical-approval/v1/product-requests/{id}/draft",
  "put /api/chemical-approval/v1/product-requests/{id}",
  "get /api/chemical-approval/v1/product-requests/{id}",
  "post /api/chemical-approval/v1/product-requests",
  "get /api/chemical-approval/v1/product-requests/{id}/download-attachment",
  "get /api/chemical-approval/v1/product-requests/{id}/download-attachment/{attId}",
  "put /api/chemical-approval/v1/product-requests/{id}/archive",
  "put /api/chemical-approval/v1/product-requests/{id}/unarchive",
  "delete /api/chemical-approval/v1/product-requests/{id}",
  "post /api/chemical-approval/v1/uploads",
  "get /api/chemical-approval/v1/locations",
  "get /api/chemical-approval/v1/options/frequencies",
  "get /api/chemical-approval/v1/options/ppe",
  "get /api/chemical-approval/v1/options/env-exposures",
  ...ONBOARDING_MODULES.map((module) => `get /api/onboarding-api/v1/has-${module}`),
  "get /api/activity/v1/activities",
  "get /api/activity/v1/actors",
  // Support tab and personal data.
  "get /api/site/v1/company/contacts",
  "post /api/site/v1/company/contacts",
  "put /api/site/v1/company/contacts/{id}",
  "delete /api/site/v1/company/contacts/{id}",
  "get /api/site/v1/company/system-status",
  "get /api/site/v1/company/exports",
  "post /api/site/v1/company/exports",
  "get /api/site/v1/company/exports/{id}",
  "get /api/site/v1/company/exports/{id}/file",
  "get /api/site/v1/personal-data/people",
  "get /api/site/v1/personal-data/people/{id}",
  "get /api/site/v1/personal-data/people/{id}/export",
  "get /api/site/v1/personal-data/people/{id}/export.pdf",
  "post /api/site/v1/personal-data/people/{id}/anonymise",
  // Company settings.
  ...["system", "risk-assessment", "products", "storage", "documents"].map(
    (tab) => `put /api/site/v1/company/settings/${tab}`,
  ),
  "get /api/site/v1/greylist",
  "post /api/site/v1/greylist/save",
  "get /api/site/v1/greylist/{id}/edit",
  "delete /api/site/v1/greylist/{id}",
  // Smart forms, a document's life (the lifecycle part; reading a version belongs to the documents part).
  "get /api/smartforms/v1/document/{id}",
  "post /api/smartforms/v1/document/{id}/submit",
  "post /api/smartforms/v1/document/{id}/approve",
  "post /api/smartforms/v1/document/{id}/sendback",
  "get /api/smartforms/v1/document/{id}/versions",
  "post /api/smartforms/v1/document/{id}/newversion",
  "post /api/smartforms/v1/document/{id}/newversionfromlegacy/{language}",
  "delete /api/smartforms/v1/document/{id}",
  "delete /api/smartforms/v1/document/{id}/published",
  "delete /api/smartforms/v1/document/{id}/publishedlastonly",
  "get /api/smartforms/v1/document/{id}/translatechecklanguage",
  "post /api/smartforms/v1/document/{id}/translate",
  "post /api/smartforms/v1/document/{id}/rnu/acknowledge",
  "post /api/smartforms/v1/document/{id}/rnu/unacknowledge",
  "get /api/smartforms/v1/document/{id}/rnu/isVersionRnuAllowed",
  "get /api/smartforms/v1/legacy-measure/{id}",
  "get /api/smartforms/v1/document/{id}/legacy",
  "delete /api/smartforms/v1/legacy-measure/{id}",
  "get /api/site/v1/primary-markets",
  // Chemical approvals version 2 (part cav2): requests on templates.
  "get /api/chemical-approval/v2/templates",
  "post /api/chemical-approval/v2/product-requests",
  "put /api/chemical-approval/v2/product-requests/{id}",
  // Risk assessment lists and status.
  "get /api/smartforms/v1/documents",
  "get /api/smartforms/v1/riskassessment/status",
  // Smart-form documents: creating and filling in.
  "post /api/smartforms/v1/document",
  "put /api/smartforms/v1/document/{id}",
  "post /api/smartforms/v1/field_data/{id}",
  "get /api/smartforms/v1/document/{id}/choices",
  "get /api/smartforms/v1/document/{id}/html",
  "get /api/smartforms/v1/document/{id}/pdf",
  "get /api/smartforms/v1/people",
  // Smart-form templates.
  "get /api/smartforms/v1/template",
  "post /api/smartforms/v1/template",
  "get /api/smartforms/v1/template/{id}",
  "put /api/smartforms/v1/template/{id}",
  "post /api/smartforms/v1/template/{id}/translate",
  "get /api/smartforms/v1/templates/types/{type}/tabs",
  // The exposure register.
  "get /api/exposure/v1/access",
  "get /api/exposure/v1/products/{productId}/registrable",
  // Exposure register, part "plans".
  "get /api/exposure/v1/plans",
  "post /api/exposure/v1/plans",
  "get /api/exposure/v1/plans/choices",
  "get /api/exposure/v1/plans/{uid}",
  "put /api/exposure/v1/plans/{uid}",
  "post /api/exposure/v1/plans/{uid}/close",
  "post /api/exposure/v1/plans/{uid}/reopen",
  // Exposure register, part "records".
  "get /api/exposure/v1/instances/form",
  "post /api/exposure/v1/instances",
  "get /api/exposure/v1/instances/{uid}",
  "post /api/exposure/v1/instances/{uid}/correct",
  "post /api/exposure/v1/instances/{uid}/void",
  // Exposure register, part "register and lists".
  "get /api/exposure/v1/register",
  "get /api/exposure/v1/register/choices",
  "get /api/exposure/v1/instances",
  "get /api/exposure/v1/register.csv",
  "get /api/exposure/v1/register.xlsx",
  "get /api/exposure/v1/instances.csv",
  "get /api/exposure/v1/instances.xlsx",
  // Exposure register, part "a person's history".
  "get /api/exposure/v1/people",
  "get /api/exposure/v1/history/{personId}",
  "get /api/exposure/v1/history/{personId}/pdf",
  // Read and understood.
  "get /api/read-understood/v1/mine",
  "post /api/read-understood/v1/sds/{id}/acknowledge",
  "post /api/read-understood/v1/sds/{id}/unacknowledge",
  "post /api/read-understood/v1/wpd/{id}/acknowledge",
  "post /api/read-understood/v1/wpd/{id}/unacknowledge",
  "get /api/read-understood/v1/status",
  "get /api/read-understood/v1/wpd/{id}/pdf",
  "get /api/read-understood/v1/assignments",
  "post /api/read-understood/v1/assignments",
  "delete /api/read-understood/v1/assignments/{id}",
  "get /api/read-understood/v1/choices",
  "get /api/read-understood/v1/location",
  // QR read links, their public page and permalinks.
  "get /api/document/v1/readlinks",
  "post /api/document/v1/createreadlink",
  "post /api/document/v1/readlinks/{id}/revoke",
  "post /api/document/v1/printlocationqr",
  "get /api/document/v1/checkTopNodeAccess",
  "get /api/document/v1/permalink",
  "post /api/document/v1/checkreadlink",
  "post /api/document/v1/readlink/sds",
  "post /api/document/v1/readlink/wpd",
  // Supplier SDS requests and the supplier's public page.
  "get /api/sdsrequests/v1/requests",
  "post /api/sdsrequests/v1/requests",
  "post /api/sdsrequests/v1/requests/bulk",
  "get /api/sdsrequests/v1/outdated",
  "get /api/sdsrequests/v1/requests/{id}",
  "post /api/sdsrequests/v1/requests/{id}/accept",
  "post /api/sdsrequests/v1/requests/{id}/reject",
  "get /api/automation/sdsrequest/languages/{id}",
  "post /api/sdsrequests/v1/public/page",
  "post /api/sdsrequests/v1/public/still-valid",
  "post /api/sdsrequests/v1/public/upload",
  // Workplace descriptions: the pages' edit calls.
  "get /api/document/edit/wpd",
  "post /api/document/edit/wpd",
  "get /api/document/edit/wpd/sds/{productId}/{locationId}",
  "get /api/document/edit/wpd/location/{locationId}/{languageId}",
  "get /api/document/edit/wpd/template/{id}",
  "get /api/document/edit/wpd/list/{language}",
  "get /api/document/edit/wpd/{id}",
  "post /api/document/edit/wpd/{id}",
  "get /api/document/edit/wpd/{id}/pdf",
  "post /api/document/edit/wpd/{id}/publish",
  "post /api/document/edit/wpd/{id}/archive",
  "post /api/document/edit/wpd/{id}/restore",
  // The poster layout of workplace descriptions.
  "get /api/document/v1/wpd-poster",
  "put /api/document/v1/wpd-poster",
  "post /api/document/v1/wpd-poster/logo",
  "get /api/document/v1/wpd-poster/logo",
  "delete /api/document/v1/wpd-poster/logo",
  "get /api/document/v1/wpd-poster/preview",
  // Legislation lists (the Archive calls).
  "get /api/archive/v1/legislationlist",
  "get /api/archive/v2/legislation",
  "get /api/archive/v1/legislationproducts",
  "get /api/archive/v2/legislation/markets",
  "get /api/archive/v2/legislation/export/products",
  "post /api/archive/v1/legislationlist/import",
  // The amount report.
  "get /api/amounts/v1/report",
  "get /api/amounts/v1/report/export",
  // Custom lists (the Archive calls beside the legislation lists, the greylist enum, the approval what-if).
  "get /api/archive/v1/customfield",
  "get /api/archive/v1/customfield/hits",
  "get /api/archive/v1/customfield/export",
  "get /api/archive/v1/legislationproductswithcustom",
  "post /api/archive/v1/customfield/save",
  "delete /api/archive/v1/customfield/{id}",
  "post /api/archive/v1/customfield/{id}/entries/save",
  "delete /api/archive/v1/customfield/{id}/entries/{entryId}",
  "post /api/archive/v1/customfield/{id}/entries/import",
  "get /api/document/v1/enum/greylist/{id}",
  "get /api/chemical-approval/v1/product-requests/{id}/what-if",
  // Substitution.
  "get /api/substitution/v1",
  "post /api/substitution/v1",
  "get /api/substitution/v1/{id}",
  "post /api/substitution/v1/{id}",
  "delete /api/substitution/v1/{id}",
  "get /api/substitution/v1/compare/{id}",
  "get /api/substitution/v1/search/{term}",
  "get /api/substitution/v1/substituted/{id}",
  // Training.
  "get /api/training/v1/courses",
  "post /api/training/v1/courses",
  "get /api/training/v1/courses/{courseId}",
  "get /api/training/v1/courses/{courseId}/completions",
  "post /api/training/v1/courses/{courseId}/completions",
  "get /api/training/v1/due",
  "get /api/training/v1/mine",
  "get /api/training/v1/completions/{completionId}/certificate",
  "get /api/training/v1/choices",
  // SDS events, actions, and copying or expiring a sheet.
  "get /api/sdsevents/v1/events",
  "post /api/document/v1/sds/copy/{id}",
  "post /api/document/v1/sds/sdssetexpired",
  "get /api/actions/v1/actions",
  "post /api/actions/v1/actions",
  "get /api/actions/v1/actions/{id}",
  "post /api/actions/v1/actions/{id}",
  "post /api/actions/v1/actions/{id}/status",
  "get /api/actions/v1/products/{id}",
  "get /api/actions/v1/assignees",
  "get /api/sdsevents/v1/digest",
  "put /api/sdsevents/v1/digest",
  // Change impact of a new sheet version.
  "get /api/sdsevents/v1/events/{id}/impact",
  // Supplier SDS requests: the request form's product choice (its own bounded name search).
  "get /api/sdsrequests/v1/products",
  // Internal documents publisher: suppliers, substances and standard phrases.
  "get /api/publisherapi/v1/manufacturertypes",
  "get /api/publisherapi/v1/manufacturercountries",
  "get /api/publisherapi/v1/manufacturer/all/{id}",
  "get /api/publisherapi/v1/manufacturer/{id}",
  "post /api/publisherapi/v1/manufacturer",
  "post /api/publisherapi/v1/manufacturer/{id}",
  "post /api/publisherapi/v1/manufacturer/{id}/delete",
  "get /api/publisherapi/v1/substancelist",
  "post /api/publisherapi/v1/substance",
  "get /api/publisherapi/v1/sentences/fields",
  "get /api/publisherapi/v1/sentences",
  "get /api/publisherapi/v1/sentences/{id}",
  "post /api/publisherapi/v1/sentences",
  "post /api/publisherapi/v1/sentences/{id}",
  "delete /api/publisherapi/v1/sentences/{id}",
  // Custom reports.
  "get /api/reports/v1/custom/sources",
  "get /api/reports/v1/custom",
  "get /api/reports/v1/custom/{id}",
  "post /api/reports/v1/custom/save",
  "delete /api/reports/v1/custom/{id}",
  "get /api/reports/v1/custom/{id}/run",
  "get /api/reports/v1/custom/{id}/export",
  // Internal documents publisher: the company's own sheets and their editor.
  "get /api/publisherapi/v1/sdslist",
  "get /api/publisherapi/v1/sds/listallversions/{id}",
  "get /api/publisherapi/v1/sds/{id}/substanceused",
  "get /api/publisherapi/v1/sds/availableMarkets/{id}",
  "get /api/publisherapi/v1/sds/availablelanguages/{id}/{market}",
  "get /api/publisherapi/v1/sds/availableSDSLanguages/{id}",
  "get /api/publisherapi/v1/sdstypes/{language}/{market}",
  "get /api/publisherapi/v1/sdstemplates",
  "get /api/publisherapi/v1/manufacturer/availableMarkets",
  "get /api/publisherapi/v1/availableLanguages",
  "get /api/publisherapi/v1/manufacturer/language/{id}",
  "get /api/publisherapi/v1/manufacturer/substance",
  "post /api/editor/v2/sds",
  "post /api/editor/sds",
  "patch /api/editor/sds/{id}",
  "post /api/editor/sds/{id}/publish",
  "post /api/editor/sds/{id}/newversion",
  "delete /api/editor/sds/{id}",
  // The editor's page (/new-document) reads the draft it writes.
  "get /api/editor/sds/{id}",
  // Internal documents publisher: where substances are used (a sheet's composition by version, the usage list).
  "get /api/publisherapi/v1/sds/substancesallversions/{sdsKey}",
  "get /api/publisherapi/v1/substancelist/usage",
  // Smart-form documents: a reference field's searched picker.
  "get /api/smartforms/v1/document/{id}/candidates",
].sort();

/** Operations served without a bearer token (the interface texts: the sign-in page needs them). */
const PUBLIC_OPERATIONS = new Set([
  "get /api/site/v1/frontendtexts",
  // A read link's page and sheets: the read-link token in the body is the key.
  "post /api/document/v1/checkreadlink",
  "post /api/document/v1/readlink/sds",
  "post /api/document/v1/readlink/wpd",
  // A supplier's request page and answers: the request's token in the body is the key.
  "post /api/sdsrequests/v1/public/page",
  "post /api/sdsrequests/v1/public/still-valid",
  "post /api/sdsrequests/v1/public/upload",
]);

type Operation = {
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  parameters?: { name: string }[];
  tags?: string[];
};

function operationsOf(document: OpenApiDocument): Map<string, Operation> {
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      operations.set(`${method} ${path}`, operation);
    }
  }
  return operations;
}

async function getDocument(): Promise<OpenApiDocument> {
  const res = await h.call(null, "/api/openapi.json");
  expect(res.status).toBe(200);
  return res.body as OpenApiDocument;
}

describe("GET /openapi.json", () => {
  it("is an OpenAPI 3.1 document titled ChemSafe API, served without a token", async () => {
    const document = await getDocument();
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe("ChemSafe API");
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
  });

  it("lists every operation, each but the public ones requiring the bearer token and answering 401", async () => {
    const operations = operationsOf(await getDocument());
    expect([...operations.keys()].sort()).toEqual(EXPECTED_OPERATIONS);
    for (const [name, operation] of operations) {
      const isPublic = PUBLIC_OPERATIONS.has(name);
      expect(operation.security, name).toEqual(isPublic ? [] : [{ bearerAuth: [] }]);
      const success = Object.keys(operation.responses).find((status) =>
        ["200", "201", "202"].includes(status),
      );
      expect(success, name).toBeDefined();
      expect(Object.keys(operation.responses), name).toEqual(
        expect.arrayContaining(isPublic ? ["500"] : ["401", "403", "500"]),
      );
      expect(operation.tags?.length, name).toBe(1);
      expect(
        operation.parameters?.filter((p) => p.name === "X-LANGUAGE"),
        name,
      ).toHaveLength(1);
    }
  });

  it("names the component schemas", async () => {
    const schemas = (await getDocument()).components?.schemas ?? {};
    for (const name of [
      "User",
      "UserAdmin",
      "UserUpdate",
      "CompanySettings",
      "ApiError",
      "ValidationError",
    ]) {
      expect(schemas, name).toHaveProperty(name);
    }
    expect(schemas.UserUpdate).toMatchObject({ additionalProperties: false });
    const operations = operationsOf(await getDocument());
    expect(JSON.stringify(operations.get("get /api/user/v1/user")?.responses["200"])).toContain(
      "#/components/schemas/UserResponse",
    );
  });
});

describe("GET /reference", () => {
  let index = "";
  let res: Awaited<ReturnType<ApiHarness["call"]>>;
  /** Every page of the reference but the contents, by its path. */
  const pages = new Map<string, string>();

  beforeAll(async () => {
    res = await h.call(null, "/api/reference");
    index = res.text;
    for (const match of index.matchAll(/<a href="(\/api\/reference\/[^"#]+)"/g)) {
      const path = match[1]!;
      if (pages.has(path)) continue;
      const page = await h.call(null, path);
      expect(page.status, path).toBe(200);
      pages.set(path, page.text);
    }
  });

  it("is a set of self-contained HTML pages, public like the document", () => {
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(pages.size).toBeGreaterThan(5);
    for (const [path, html] of [["/api/reference", index] as const, ...pages]) {
      expect(html, path).toMatch(/^<!DOCTYPE html>\s*<html lang="en">/);
      expect(html, path).toMatch(/<title>[^<]*ChemSafe API[^<]*<\/title>/);
      expect(html, path).toMatch(/<main>[\s\S]*<\/main>/);
      expect(html.match(/<h1[ >]/g), path).toHaveLength(1);
      expect(html, path).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|url\(|@import|https?:\/\//i);
    }
  });

  it("shows every operation with its method and path, one page per tag", async () => {
    const document = await getDocument();
    const all = [...pages.values()].join("\n");
    for (const key of EXPECTED_OPERATIONS) {
      const [method = "", path = ""] = key.split(" ");
      const shown = `<span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>`;
      expect(
        [...pages.values()].filter((html) => html.includes(shown)),
        key,
      ).toHaveLength(1);
    }
    for (const tag of document.tags ?? []) {
      expect(
        [...pages.values()].filter((html) => html.includes(`<h1>${tag.name}</h1>`)),
        tag.name,
      ).toHaveLength(1);
      expect(index, tag.name).toContain(`>${tag.name}</a>`);
    }
    expect(all).toContain("The signed-in user");
    expect(all).toContain("<code>limit</code>");
  });

  it("links every schema a page names to the schemas page", () => {
    const schemas = pages.get("/api/reference/schemas") ?? "";
    for (const [path, html] of pages) {
      for (const match of html.matchAll(/<a href="schemas#([^"]+)"/g)) {
        expect(schemas, `${path} → ${match[1]}`).toContain(`id="${match[1]}"`);
      }
    }
  });

  it("answers 404 with the contents for a page that does not exist", async () => {
    const missing = await h.call(null, "/api/reference/no-such-area");
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<nav aria-label="Contents">');
  });

  it("keeps headings in order, gives every table header cells and every id once", () => {
    for (const [path, html] of [["/api/reference", index] as const, ...pages]) {
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
      expect(levels[0], path).toBe(1);
      for (let i = 1; i < levels.length; i++) {
        expect(levels[i]! - levels[i - 1]!, `${path} heading ${i}`).toBeLessThanOrEqual(1);
      }
      for (const table of html.match(/<table>[\s\S]*?<\/table>/g) ?? []) {
        expect(table).toContain('<th scope="col">');
        expect(table).toContain("<caption>");
      }
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, path).toBe(ids.length);
    }
    const tables = [...pages.values()].flatMap((html) => html.match(/<table>[\s\S]*?<\/table>/g) ?? []);
    expect(tables.length).toBeGreaterThan(EXPECTED_OPERATIONS.length);
  });

  it("keeps every page small", () => {
    for (const [path, html] of pages) {
      if (path.endsWith("/schemas")) continue;
      expect(html.length, path).toBeLessThan(200_000);
    }
  });

  it("escapes every interpolated text", () => {
    const evil = `<script>alert("x")</script>`;
    const { index, pages } = renderReference(
      {
        openapi: "3.1.0",
        info: { title: evil, version: evil, description: evil },
        tags: [{ name: evil, description: evil }],
        paths: {
          [`/x/${evil}`]: {
            get: {
              tags: [evil],
              summary: evil,
              description: evil,
              parameters: [
                { name: evil, in: "query", description: evil, schema: { type: "string", pattern: evil } },
              ],
              responses: {
                "200": { description: evil, content: { [evil]: { schema: { $ref: `#/x/${evil}` } } } },
              },
            },
          },
        },
        components: {
          schemas: { [evil]: { type: "object", description: evil, properties: { [evil]: {} } } },
        },
      } as unknown as OpenApiDocument,
      `/api/${evil}`,
    );
    expect(pages.size).toBe(2);
    for (const page of [index, ...pages.values()]) {
      expect(page).not.toContain("<script");
      expect(page).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    }
  });
});

describe("requirePermissions", () => {
  const appFor = (permissions: Partial<Record<PermissionFlag, boolean>>) => {
    const app = new Hono<ApiEnv>();
    app.onError(onApiError);
    app.use("*", async (c, next) => {
      c.set("user", { permissions } as UserRow);
      await next();
    });
    app.get("/all", requirePermissions({ all: ["edit_location", "qr"] }), (c) => c.text("ok"));
    app.get("/any", requirePermissions({ any: ["edit_location", "qr"] }), (c) => c.text("ok"));
    app.get("/both", requirePermissions({ all: ["wpd"], any: ["edit_location", "qr"] }), (c) => c.text("ok"));
    return app;
  };

  it("answers 403 Permission denied unless the rule is met", async () => {
    const none = appFor({});
    for (const path of ["/all", "/any", "/both"]) {
      const res = await none.request(path);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ message: "Permission denied" });
    }
    const some = appFor({ qr: true, wpd: true });
    expect((await some.request("/all")).status).toBe(403);
    expect((await some.request("/any")).status).toBe(200);
    expect((await some.request("/both")).status).toBe(200);
    expect((await appFor({ qr: true, edit_location: true }).request("/all")).status).toBe(200);
    expect((await appFor({ qr: true, edit_location: false }).request("/all")).status).toBe(403);
  });
});
