import { createRoute } from "@hono/zod-openapi";
import { envelope } from "../http/envelope";
import { CompanySettingsSchema } from "../users/schemas";
import type { ApiApp } from "../env";
import { errorResponses } from "../http/errors";
import { toCompanySettings } from "../users/present";

const CompanySettingsResponse = envelope(CompanySettingsSchema, "CompanySettingsResponse");

const getCompanySettings = createRoute({
  method: "get",
  path: "/site/v1/company/settings",
  tags: ["Site"],
  operationId: "getCompanySettings",
  summary: "Settings of the caller's company",
  description: "Company settings, feature flags and whether the company is a secure company.",
  responses: {
    200: {
      description: "The company's settings.",
      content: { "application/json": { schema: CompanySettingsResponse } },
    },
    ...errorResponses(),
  },
});

export function registerSiteRoutes(api: ApiApp): void {
  // The company row was loaded with the caller (auth middleware): it is always the caller's own.
  api.openapi(getCompanySettings, (c) => c.json({ data: toCompanySettings(c.get("company")) }, 200));
}
