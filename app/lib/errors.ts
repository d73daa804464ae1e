import type { Translate } from "../../core/translate";
import { SUCCESS_FALSE_WARNING_TIMEOUT, type ToastInput } from "../../core/toast";

/**
 * The error catalogue, the one place that turns a failure
 * into the text a user sees. Server and browser code both use it, so it
 * recognises API errors by their shape (a numeric `status` and a `body` with
 * message/error/errors, like ApiError in app/lib/api-client.server.ts) instead of importing
 * server code.
 *
 * The catalogue's own texts are the spec's English wording; each has a key in
 * core/texts/common/en.ts, so pass a translator (`t` from getTranslator or
 * useTranslation) to get them in the user's language. Texts that come from
 * the server are shown as they are, unless they are exactly one of the
 * catalogue's English texts, which are translated too.
 */

export const GENERIC_FAILURE = "Sorry, we couldn't handle your request at this moment.";
export const UNKNOWN_ERROR = "An unknown error occurred";
export const UNKNOWN_STATUS = "Unknown error occurred";

/** The default text by HTTP status; any other status: UNKNOWN_STATUS. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: "Unauthenticated",
  402: "Missing license",
  403: "Permission denied",
  404: "Not found",
  413: "The request is too large",
  500: "Internal server error",
  501: "Feature not implemented",
};

/** Text keys (core/texts/common/en.ts) of the catalogue's texts. */
const KEYS: Record<string, string> = {
  [GENERIC_FAILURE]: "toast.error.generic",
  [UNKNOWN_ERROR]: "toast.error.unknown",
  [UNKNOWN_STATUS]: "toast.error.unknownStatus",
  ...Object.fromEntries(
    Object.entries(STATUS_MESSAGES).map(([status, text]) => [text, `toast.error.${status}`]),
  ),
};

/** A catalogue text in the user's language (English without a translator). */
function catalogue(text: string, t?: Translate): string {
  const key = KEYS[text];
  if (!t || !key) return text;
  const translated = t(key);
  return translated && translated !== key ? translated : text;
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** An API-style error body: message, error and validation errors. */
export interface ErrorBody {
  message?: unknown;
  error?: unknown;
  errors?: unknown;
}

/** Anything with a numeric status: ApiError (`body`), a route error response (`data`), a Response. */
export interface HttpErrorLike {
  status: number;
  body?: unknown;
  data?: unknown;
}

export function isHttpError(error: unknown): error is HttpErrorLike {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { status?: unknown }).status === "number" &&
    ("body" in error || "data" in error)
  );
}

/** The error body of an HTTP error: ApiError's `body`, or a route error response's `data`. */
function bodyOf(error: HttpErrorLike): ErrorBody {
  const body = error.body !== undefined ? error.body : error.data;
  if (typeof body === "string") return { message: body };
  if (typeof body === "object" && body !== null && !(body instanceof ReadableStream))
    return body as ErrorBody;
  return {};
}

/**
 * The text for any failure: an HTTP error shows the body's message, else its
 * error, else the default by status; an Error its message; a string itself;
 * anything else 'An unknown error occurred'.
 */
export function errorMessage(error: unknown, t?: Translate): string {
  if (isHttpError(error)) {
    const body = bodyOf(error);
    if (nonEmptyString(body.message)) return catalogue(body.message, t);
    if (nonEmptyString(body.error)) return catalogue(body.error, t);
    return catalogue(STATUS_MESSAGES[error.status] ?? UNKNOWN_STATUS, t);
  }
  if (error instanceof Error)
    return nonEmptyString(error.message) ? catalogue(error.message, t) : catalogue(UNKNOWN_ERROR, t);
  if (typeof error === "string")
    return nonEmptyString(error) ? catalogue(error, t) : catalogue(UNKNOWN_ERROR, t);
  return catalogue(UNKNOWN_ERROR, t);
}

/** 'Sorry, we couldn't handle your request at this moment.' in the user's language. */
export function genericFailure(t?: Translate): string {
  return catalogue(GENERIC_FAILURE, t);
}

/** The generic-failure toast (an error, 6 s); log or rethrow the error itself. */
export function genericFailureToast(t?: Translate): ToastInput {
  return { type: "error", text: genericFailure(t) };
}

/** An error toast (6 s) with the catalogue's text for `error`. */
export function errorToast(error: unknown, t?: Translate): ToastInput {
  return { type: "error", text: errorMessage(error, t) };
}

/** A response of the older endpoints that report failure in the body. */
export interface SuccessFlag {
  success?: unknown;
  error?: unknown;
}

/**
 * A response with `success: false` and a non-empty `error` shows that error
 * as a 4 s warning; anything else shows nothing (null).
 */
export function successFalseWarning(response: unknown): ToastInput | null {
  if (typeof response !== "object" || response === null) return null;
  const { success, error } = response as SuccessFlag;
  if (success !== false || !nonEmptyString(error)) return null;
  return { type: "warning", text: error, timeout: SUCCESS_FALSE_WARNING_TIMEOUT };
}

/**
 * The field errors of a 422 answer, keys as the API gives them (e.g.
 * `default_columns.2`), for conform's `submission.reply({ fieldErrors })`.
 * Null for anything that is not a 422 with field errors.
 */
export function fieldErrors(error: unknown): Record<string, string[]> | null {
  if (!isHttpError(error) || error.status !== 422) return null;
  const { errors } = bodyOf(error);
  if (typeof errors !== "object" || errors === null || Array.isArray(errors)) return null;
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(nonEmptyString);
    if (list.length) result[field] = list;
  }
  return result;
}
