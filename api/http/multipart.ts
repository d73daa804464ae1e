import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { currentRequest } from "../../server/request-context";
import { ApiError } from "./errors";

/**
 * What the multipart upload routes share (POST /product/v1/sds and
 * POST /chemical-approval/v1/uploads): the body limit that answers 413, the
 * parsed form (400 when it is not multipart/form-data) and a field's values.
 */

/** One field of a parsed multipart form: absent, one value, or several. */
export type FormValue = string | File | (string | File)[] | undefined;
export type MultipartForm = Record<string, FormValue>;

/** Middleware: a body larger than maxSize answers 413 `{ message: "Payload too large" }`. */
export const uploadBodyLimit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      // The rest of the body is never read: the connection closes after the answer.
      currentRequest()?.closeConnection?.();
      return c.json({ message: "Payload too large" }, 413);
    },
  });

/** What any other API request's body may hold: JSON of at most 1 MiB. */
export const API_BODY_MAX = 1024 * 1024;

/** The upload routes (under the API's base path), which set their own, larger limit. */
export const UPLOAD_PATHS: ReadonlySet<string> = new Set([
  "/product/v1/sds",
  "/product/v1/sds-uploads",
  "/chemical-approval/v1/uploads",
  // A supplier's answer to an SDS request (api/sds-requests/public-routes.ts).
  "/sdsrequests/v1/public/upload",
  // A newer legislation list file (the Annex VI history is several megabytes).
  "/archive/v1/legislationlist/import",
]);

/**
 * Middleware for the whole API: a body larger than API_BODY_MAX answers 413
 * (checked on Content-Length, and counted while it streams in), except on the
 * upload routes, whose own uploadBodyLimit holds.
 */
export const apiBodyLimit = (basePath: string) => {
  const limit = uploadBodyLimit(API_BODY_MAX);
  const uploads = new Set([...UPLOAD_PATHS].map((path) => basePath + path));
  return async (c: Context, next: () => Promise<void>) => (uploads.has(c.req.path) ? next() : limit(c, next));
};

/** A string property of a documented multipart body (a file: format binary). */
export interface MultipartProperty {
  type: "string";
  description?: string;
  format?: string;
  example?: string;
  enum?: string[];
}

/** The documented (OpenAPI) body of a multipart upload: its fields, the required ones named. */
export const multipartBody = (required: string[], properties: Record<string, MultipartProperty>) => ({
  required: true,
  content: { "multipart/form-data": { schema: { type: "object" as const, required, properties } } },
});

/** The request's multipart form, every value of every field; 400 when the body is not one. */
export async function readMultipart(c: Context): Promise<MultipartForm> {
  try {
    return (await c.req.parseBody({ all: true })) as MultipartForm;
  } catch {
    throw new ApiError(400, { message: "The request body is not valid multipart/form-data." });
  }
}

/** The values of one field, in order (none when it is absent). */
export function formValues(form: MultipartForm, name: string): (string | File)[] {
  const value = form[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
