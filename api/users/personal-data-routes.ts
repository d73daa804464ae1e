import { createRoute } from "@hono/zod-openapi";
import { envelope } from "../http/envelope";
import { PersonalDataSchema } from "./schemas";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses } from "../http/errors";
import { gatherPersonalData } from "./personal-data";

const getPersonalData = createRoute({
  method: "get",
  path: "/user/v1/user/personal-data",
  tags: ["User"],
  operationId: "getPersonalData",
  summary: "Everything ChemSafe holds about the signed-in user",
  description: "For the privacy tab of My page (GDPR access right). Session tokens are never included.",
  responses: {
    200: {
      description: "The caller's personal data.",
      content: { "application/json": { schema: envelope(PersonalDataSchema, "PersonalDataResponse") } },
    },
    ...errorResponses(),
  },
});

/** Later modules add what they hold about a user (exposure records, acknowledgements, …) in ./personal-data.ts. */
export function registerPersonalDataRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(getPersonalData, async (c) =>
    c.json({ data: await gatherPersonalData(db, c.get("user"), c.get("company")) }, 200),
  );
}
