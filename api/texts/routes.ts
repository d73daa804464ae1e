import { createRoute } from "@hono/zod-openapi";
import { and, eq, inArray } from "drizzle-orm";
import { ApiErrorSchema, envelope, ValidationErrorSchema } from "../http/envelope";
import { frontendTexts } from "../../db/schema";
import type { ApiApp, ApiDeps } from "../env";
import { LANGUAGE_HEADER } from "../http/language";
import { FrontendTextsQuerySchema, FrontendTextsSchema, parsePageList } from "./schemas";

export const FRONTEND_TEXTS_PATH = "/site/v1/frontendtexts";
/** Texts are the same for every caller and change only with a deployment. */
export const FRONTEND_TEXTS_CACHE_CONTROL = "public, max-age=300";

const getFrontendTexts = createRoute({
  method: "get",
  path: FRONTEND_TEXTS_PATH,
  tags: ["Site"],
  operationId: "getFrontendTexts",
  summary: "Interface texts of some pages in one language",
  description:
    "The translated interface texts of the given text pages. Public (the sign-in page needs them); " +
    `cacheable for five minutes (\`Cache-Control: ${FRONTEND_TEXTS_CACHE_CONTROL}\`).`,
  security: [],
  request: { query: FrontendTextsQuerySchema },
  responses: {
    200: {
      description: "Texts by key.",
      headers: { "Cache-Control": { schema: { type: "string", example: FRONTEND_TEXTS_CACHE_CONTROL } } },
      content: { "application/json": { schema: envelope(FrontendTextsSchema, "FrontendTextsResponse") } },
    },
    422: {
      description: "`pagelist` is missing or not a list of page numbers, or `language` is not an id 1..99.",
      content: { "application/json": { schema: ValidationErrorSchema } },
    },
    500: {
      description: "Internal server error.",
      content: { "application/json": { schema: ApiErrorSchema } },
    },
  },
});

/** GET /site/v1/frontendtexts: public, served from frontend_texts by its primary key (language_id, page, key). */
export function registerTextRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(getFrontendTexts, async (c) => {
    const { pagelist, language } = c.req.valid("query");
    const pages = parsePageList(pagelist) as number[]; // validated above
    const rows = await db
      .select({ key: frontendTexts.key, text: frontendTexts.text })
      .from(frontendTexts)
      .where(and(eq(frontendTexts.languageId, language), inArray(frontendTexts.page, pages)));
    c.header("Cache-Control", FRONTEND_TEXTS_CACHE_CONTROL);
    // The answer's language is the query's, whatever the request headers said.
    c.header(LANGUAGE_HEADER, String(language));
    return c.json({ data: Object.fromEntries(rows.map((row) => [row.key, row.text])) }, 200);
  });
}
