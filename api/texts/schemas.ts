import { z } from "@hono/zod-openapi";
import { TEXT_PAGE_NUMBERS } from "../../core/texts/pages";
import { DEFAULT_LANGUAGE } from "../http/language";

/** The wire shapes of the interface texts operation (GET /site/v1/frontendtexts). */

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

/** GET /site/v1/frontendtexts: which text pages, in which language. */
export const FrontendTextsQuerySchema = z.object({
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

/** The answer: interface texts by key. */
export const FrontendTextsSchema = z.record(z.string(), z.string()).openapi("FrontendTexts", {
  description: "Interface texts by key, e.g. `auth.signIn`. Keys without a text are left out.",
  example: { "auth.signIn": "Anmelden", "app.name": "ChemSafe" },
});
export type FrontendTexts = z.infer<typeof FrontendTextsSchema>;
