import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../env";

/** British English, the language of a request that names none (or names one badly). */
export const DEFAULT_LANGUAGE = 4;
export const LANGUAGE_HEADER = "X-LANGUAGE";
export const FALLBACK_LANGUAGE_HEADER = "User-Language";

/** A language id 1..99, or undefined for anything else. */
export function parseLanguageId(value: string | null | undefined): number | undefined {
  const text = value?.trim() ?? "";
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= 99 ? id : undefined;
}

/**
 * The request language: X-LANGUAGE when the header is present, else
 * User-Language; absent or not an integer 1..99 → 4.
 */
export function requestLanguage(header: (name: string) => string | undefined): number {
  const value = header(LANGUAGE_HEADER) || header(FALLBACK_LANGUAGE_HEADER);
  return parseLanguageId(value) ?? DEFAULT_LANGUAGE;
}

/**
 * Puts the request language on the context and echoes it in the `X-LANGUAGE`
 * response header of every response (errors included), so clients and tests
 * can see which language the API answered in.
 */
export const languageMiddleware: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const language = requestLanguage((name) => c.req.header(name));
  c.set("language", language);
  c.header(LANGUAGE_HEADER, String(language));
  await next();
};
