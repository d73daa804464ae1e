import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, inArray } from "drizzle-orm";
import { ApiErrorSchema, envelope, ValidationErrorSchema } from "../http/envelope";
import { TEXT_PAGE_NUMBERS } from "../../core/texts/pages";
import { frontendTexts } from "../../db/schema";
import type { ApiApp, ApiDeps } from "../env";
import { DEFAULT_LANGUAGE, LANGUAGE_HEADER } from "../http/language";

export const FRONTEND_TEXTS_PATH = "/site/v1/frontendtexts";
/** Texts are the same for every caller and change only with a deployment. */
export const FRONTEND_TEXTS_CACHE_CONTROL = "public, max-age=300";

const FIRST_PAGE = Math.min(...TEXT_PAGE_NUMBERS);
const LAST_PAGE = Math.max(...TEXT_PAGE_NUMBERS);
const MAX_PAGES = TEXT_PAGE_NUMBERS.length;

/**
 * The page numbers of a `pagelist` ("1,2,5"): each an integer FIRST_PAGE..LAST_PAGE,
 * at most MAX_PAGES of them, duplicates ignored. A string says what is wrong.
 */
export function parsePageList(value: string): number[] | string {
  const items = value.split(",").map((item) => item.trim());
  if (items.length > MAX_PAGES) return `At most ${MAX_PAGES} page numbers.`;
  if (!items.every((item) => /^\d{1,6}$/.test(item))) {
    return "A comma-separated list of page numbers, e.g. 1,2,3.";
  }
  const pages = items.map(Number);
  if (pages.some((page) => page < FIRST_PAGE || page > LAST_PAGE)) {
    return `Page numbers run from ${FIRST_PAGE} to ${LAST_PAGE}.`;
  }
  return [...new Set(pages)];
}

const FrontendTextsQuery = z.object({
  pagelist: z
    .string()
    .superRefine((value, ctx) => {
      const pages = parsePageList(value);
      if (typeof pages === "string") ctx.addIssue({ code: "custom", message: pages });
    })
    .openapi({
      param: {
        name: "pagelist",
        in: "query",
        description: `Comma-separated text page numbers (${FIRST_PAGE}..${LAST_PAGE}, at most ${MAX_PAGES}).`,
      },
      example: "1,2,3",
    }),
  language: z.coerce
    .number()
    .int()
    .min(1)
    .max(99)
    .default(DEFAULT_LANGUAGE)
    .openapi({
      param: {
        name: "language",
        in: "query",
        description:
          "Language id (4 British English, the default). An id without texts answers an empty object.",
      },
      example: 6,
    }),
});

const FrontendTextsSchema = z.record(z.string(), z.string()).openapi("FrontendTexts", {
  description: "Interface texts by key, e.g. `auth.signIn`. Keys without a text are left out.",
  example: { "auth.signIn": "Anmelden", "app.name": "ChemSafe" },
});

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
  request: { query: FrontendTextsQuery },
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
