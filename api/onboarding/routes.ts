import { createRoute } from "@hono/zod-openapi";
import { envelope } from "../http/envelope";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses } from "../http/errors";
import { hasData, ONBOARDING_MODULES, type OnboardingModule } from "./has-data";
import { HasDataSchema } from "./schemas";

const HasDataResponse = envelope(HasDataSchema, "HasDataResponse");

const operationId = (module: OnboardingModule) =>
  "has" + module.replace(/(^|-)([a-z])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

/** One operation per module (has-products, has-locations, …); other names fall through to 404. */
export function registerOnboardingRoutes(api: ApiApp, { db }: ApiDeps): void {
  for (const module of ONBOARDING_MODULES) {
    const route = createRoute({
      method: "get",
      path: `/onboarding-api/v1/has-${module}`,
      tags: ["Onboarding"],
      operationId: operationId(module),
      summary: `Whether the company has any ${module.replace(/-/g, " ")}`,
      responses: {
        200: {
          description: "Whether the module holds data for the caller's company.",
          content: { "application/json": { schema: HasDataResponse } },
        },
        ...errorResponses(),
      },
    });
    api.openapi(route, async (c) =>
      c.json({ data: { module, has_data: await hasData(db, module, c.get("company").id) } }, 200),
    );
  }
}
