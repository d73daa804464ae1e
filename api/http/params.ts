import { z } from "@hono/zod-openapi";
import { parseId } from "../../core/ids";
import { notFound } from "./errors";

/**
 * What route schemas and handlers of every feature share about path
 * parameters, query flags and JSON bodies: an id in the path is declared as
 * text and read with pathId, so a malformed id answers 404 like a missing one.
 */

/** A numeric id in the path, declared as text (read it with pathId). */
export const idParam = (name: string, description: string) =>
  z.string().openapi({ param: { name, in: "path", description }, example: "12" });

/** The id of a path parameter; 404 when it is not one. */
export function pathId(value: string): number {
  const id = parseId(value);
  if (id === null) throw notFound();
  return id;
}

/** A yes/no query flag ("1"/"true" or "0"/"false"): its value, or the fallback when it is absent. */
export const flagValue = (value: string | undefined, fallback = false): boolean =>
  value === undefined ? fallback : value === "1" || value === "true";

/** A required JSON body of the schema. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

/** Any control character: a NUL byte is no text PostgreSQL can hold or compare, and none is typed into a search. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Whether text holds no control character: for text schemas that refuse them beside their own checks. */
export const hasNoControlCharacter = (value: string): boolean => !CONTROL_CHARACTER.test(value);

/** The message of a text parameter refused for its control characters. */
export const controlCharacterMessage = (name: string) => `${name} must not hold control characters.`;

/**
 * Search text in a query string: at most `max` characters and no control characters. Both are refused
 * (422 with a message naming the parameter) rather than cut or cleaned, so a caller sees why nothing matched;
 * the app's own pages clean what people type before they ask (app/lib/list-params.ts).
 */
export const searchText = (name: string, max: number) =>
  z
    .string()
    .max(max, { error: `${name} must be at most ${max} characters.` })
    .refine(hasNoControlCharacter, { error: controlCharacterMessage(name) });

/**
 * Search text in the path (`/search/{term}`): the same checks as searchText, declared as the path
 * parameter `name`. A percent-encoded NUL byte in a path is refused like one in a query string.
 */
export const searchPathText = (name: string, max: number, description: string, example: string) =>
  searchText(name, max).openapi({ param: { name, in: "path", description }, example });
