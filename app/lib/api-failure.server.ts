import type { SubmissionResult } from "@conform-to/react";
import type { ToastInput } from "../../core/toast";
import { ApiError } from "./api-client.server";
import { errorToast, fieldErrors, errorMessage } from "./errors";
import type { Translate } from "../../core/translate";
import { notFound } from "./responses.server";
import { redirectWithToast } from "./toast.server";

/**
 * The one policy that turns a failed API call into what the user sees, the
 * same on every page:
 *
 * | API answer             | reading (loader)             | changing (action)                            |
 * | ---------------------- | ---------------------------- | -------------------------------------------- |
 * | 404, 422 on an id      | the not-found page           | a toast on the page the user is sent back to |
 * | 403                    | the permission-denied page   | a toast on the page the user is sent back to |
 * | 409 (state changed)    | (not expected)               | a toast on the page the user is sent back to |
 * | 400, 413, 422 on input | (not expected)               | form errors: under each field, else on top   |
 * | 400, 422 on a search   | the page's "nothing found"   | (not expected)                               |
 * | 401                    | handled by the API client: the session ends, sign-in again |       |
 * | 5xx, network           | the error page (rethrown)    | the error page (rethrown)                    |
 *
 * Code that needs an exception (a 403 that means "try the other tab") asks
 * `apiStatus(error)` first and falls back to these helpers.
 */

/** The HTTP status of a failed API call, or undefined for any other error. */
export function apiStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The API's error code (`{ error: "…" }`), e.g. "board_in_use" on a 409. */
export function apiErrorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body.error : undefined;
}

/** Statuses that mean "this is not there for you" when reading by id. */
const NOT_THERE = new Set([404, 422]);

/**
 * Reads something the page is about. A missing id, another company's id or
 * an id the API refuses as malformed becomes the not-found page; anything else
 * is rethrown. With `forbiddenIsNotFound` a 403 is a 404 too, for files whose
 * existence must not be revealed.
 */
export async function orNotFound<T>(
  call: Promise<T>,
  options: { forbiddenIsNotFound?: boolean } = {},
): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const status = apiStatus(error);
    if (status !== undefined && (NOT_THERE.has(status) || (options.forbiddenIsNotFound && status === 403))) {
      throw notFound();
    }
    throw error;
  }
}

/** Reads something optional: null where the API answers 403 or 404, anything else rethrown. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    const status = apiStatus(error);
    if (status === 403 || status === 404) return null;
    throw error;
  }
}

/**
 * Runs a search or a list filtered by text from the URL: when the API refuses
 * the query itself (400 or 422: text it cannot search for, a filter it does
 * not know), the answer is `nothing`, so the page shows its own "nothing
 * found" message with the search still in its box instead of the error page.
 * Anything else is rethrown. Clean the text first (list-params' textParam):
 * this is for what slips through.
 */
export async function orNothingFound<T>(call: Promise<T>, nothing: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const status = apiStatus(error);
    if (status === 400 || status === 422) return nothing;
    throw error;
  }
}

/** Statuses that a form shows as its own errors. */
const FORM_STATUSES = new Set([400, 413, 422]);

/** Whether the failure is about the submitted input (shown on the form). */
export function isInputFailure(error: unknown): boolean {
  const status = apiStatus(error);
  return status !== undefined && FORM_STATUSES.has(status);
}

/** Whether the failure is a toast: refused (403), gone (404) or changed meanwhile (409). */
export function isToastFailure(error: unknown): boolean {
  const status = apiStatus(error);
  return status === 403 || status === 404 || status === 409;
}

/**
 * The form errors of an input failure: field messages under their fields
 * (when the form has a field of that name), everything else on top.
 */
export function failureErrors(
  error: unknown,
  t: Translate,
  formFields?: readonly string[],
): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  const byField = fieldErrors(error) ?? {};
  const known = formFields ? new Set(formFields) : null;
  const fields: Record<string, string[]> = {};
  const top: string[] = [];
  for (const [name, messages] of Object.entries(byField)) {
    if (!known || known.has(name)) fields[name] = messages;
    else top.push(...messages);
  }
  if (Object.keys(fields).length === 0 && top.length === 0) top.push(errorMessage(error, t));
  return { formErrors: top, fieldErrors: fields };
}

/** The toast of a failed change. */
export function failureToast(error: unknown, t: Translate): ToastInput {
  return errorToast(error, t);
}

/**
 * Handles the failure of an action's API call by the policy: an input failure
 * is the form's reply (return it), a refused, missing or conflicting change
 * redirects to `back` with a toast (thrown), anything else is rethrown.
 */
export async function replyToFailure(
  error: unknown,
  options: {
    submission: {
      reply: (options: {
        formErrors?: string[];
        fieldErrors?: Record<string, string[]>;
      }) => SubmissionResult<string[]>;
    };
    back: string;
    t: Translate;
    formFields?: readonly string[];
  },
): Promise<SubmissionResult<string[]>> {
  if (isInputFailure(error)) {
    return options.submission.reply(failureErrors(error, options.t, options.formFields));
  }
  if (isToastFailure(error)) throw await redirectWithToast(options.back, failureToast(error, options.t));
  throw error;
}
