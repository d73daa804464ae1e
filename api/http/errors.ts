import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Hook } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import { ApiErrorSchema, ValidationErrorSchema, type ApiErrorBody } from "./envelope";
import type { ApiEnv } from "../env";

/**
 * One error shape everywhere (api/http/envelope.ts): `{ message }`, `{ error }`
 * or `{ message, errors }`. Handlers and middleware throw ApiError; onError
 * turns it into the response.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? body.error ?? `HTTP ${status}`);
    this.name = "ApiError";
  }
}

export const VALIDATION_MESSAGE = "The given data was invalid.";

export const unauthenticated = () => new ApiError(401, { error: "Unauthenticated" });
export const noAccount = () =>
  new ApiError(403, { error: "NoAccount", message: "There is no ChemSafe user for this sign-in." });
export const forbidden = () => new ApiError(403, { message: "Permission denied" });
export const notFound = () => new ApiError(404, { message: "Not found" });
export const validationFailed = (errors: Record<string, string[]>) =>
  new ApiError(422, { message: VALIDATION_MESSAGE, errors });

/** Where a whole-object error lands (an empty path) for each validation target. */
const ROOT_KEYS: Record<string, string> = {
  json: "body",
  form: "body",
  query: "query",
  param: "params",
  header: "headers",
  cookie: "cookies",
};

/** Zod issues as `{ "field.path": [messages] }`; unknown keys get one entry each. */
export function fieldErrors(error: ZodError, target = "json"): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (path: readonly PropertyKey[], message: string) => {
    const key = path.length > 0 ? path.map(String).join(".") : (ROOT_KEYS[target] ?? target);
    (errors[key] ??= []).push(message);
  };
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add([...issue.path, key], "This field is not allowed.");
    } else {
      add(issue.path, issue.message);
    }
  }
  return errors;
}

/** OpenAPIHono defaultHook: every zod validation failure answers 422 with field errors. */
export const validationHook: Hook<unknown, ApiEnv, string, Response | undefined> = (result, c) => {
  if (!result.success) {
    return c.json({ message: VALIDATION_MESSAGE, errors: fieldErrors(result.error, result.target) }, 422);
  }
  return undefined;
};

const STATUS_MESSAGES: Partial<Record<number, string>> = {
  400: "Bad request",
  401: "Unauthenticated",
  403: "Permission denied",
  404: "Not found",
  405: "Method not allowed",
  413: "Payload too large",
  415: "Unsupported Media Type",
};

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22…: a NUL byte, a number out of range, an invalid
 * value for a type) means input got past validation: the caller still gets a clear 422, and the log
 * says which statement let it through so its validation can be fixed.
 */
function isDataException(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 3;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && code.startsWith("22")) return true;
  }
  return false;
}

export const onApiError: ErrorHandler<ApiEnv> = (error, c) => {
  if (error instanceof ApiError) return c.json(error.body, error.status);
  if (isDataException(error)) {
    console.warn(`API input reached the database unvalidated on ${c.req.method} ${c.req.path}:`, error);
    return c.json({ message: VALIDATION_MESSAGE }, 422);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own client errors, e.g. malformed JSON (400) or a wrong content type (415).
    const status = error.status as ContentfulStatusCode;
    const message = error.message || STATUS_MESSAGES[status] || "Bad request";
    return c.json(status === 401 ? { error: "Unauthenticated" } : { message }, status);
  }
  console.error(`API error on ${c.req.method} ${c.req.path}:`, error);
  return c.json({ message: "Internal server error" }, 500);
};

/** Unknown paths under /api answer JSON, never an HTML page. */
export const onApiNotFound: NotFoundHandler<ApiEnv> = (c: Context<ApiEnv>) =>
  c.json({ message: "Not found" }, 404);

const errorContent = { "application/json": { schema: ApiErrorSchema } };

/** OpenAPI response entries for the errors an authenticated operation can answer. */
export function errorResponses(options: { validation?: boolean; notFound?: boolean } = {}) {
  return {
    401: { description: "Missing, invalid or expired bearer token.", content: errorContent },
    403: { description: "No ChemSafe user for this sign-in, or permission denied.", content: errorContent },
    ...(options.notFound ? { 404: { description: "Not found.", content: errorContent } } : {}),
    ...(options.validation
      ? {
          422: {
            description: "The request did not pass validation.",
            content: { "application/json": { schema: ValidationErrorSchema } },
          },
        }
      : {}),
    500: { description: "Internal server error.", content: errorContent },
  } as const;
}
