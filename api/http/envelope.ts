import { z } from "@hono/zod-openapi";

/**
 * The one error body of the API. Depending on the failure it carries
 * `message` (403, 404, 500, 422), `error` (401, 403 NoAccount) or
 * `message` + `errors` (422: field path → messages).
 */
export interface ApiErrorBody {
  message?: string;
  error?: string;
  errors?: Record<string, string[]>;
}

/** Every successful API response wraps its payload in `data`. */
export interface ApiEnvelope<T> {
  data: T;
}

export const ApiErrorSchema = z
  .object({
    message: z.string().optional().openapi({ example: "Not found" }),
    error: z.string().optional().openapi({ example: "Unauthenticated" }),
  })
  .openapi("ApiError", { description: "An error: `message`, `error`, or both." });

export const ValidationErrorSchema = z
  .object({
    message: z.string().openapi({ example: "The given data was invalid." }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .openapi({ description: "Messages by field path, e.g. `default_columns.2`." }),
  })
  .openapi("ValidationError", { description: "The request did not pass validation (422)." });

/** `{ data: schema }`, registered as the named component `name`. */
export function envelope<T extends z.ZodType>(schema: T, name: string) {
  return z.object({ data: schema }).openapi(name);
}
