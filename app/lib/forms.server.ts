import { currentRequest } from "../../server/request-context";
import { assertSameOrigin } from "./csrf.server";
import { STATUS_MESSAGES } from "./errors";
import { badRequest } from "./responses.server";

/**
 * Reading a posted form: the one way every route action reads its body
 * (file uploads go through readMultipartForm in multipart.server.ts, which
 * streams the files against their own limit).
 *
 * In order, before any work on the form:
 * 1. a cross-site post is refused (403, assertSameOrigin);
 * 2. a body that is not a form (JSON, text, no Content-Type) answers 400;
 * 3. a Content-Length above the form's byte limit answers 413 before a byte
 *    of the body is read; a body without one (chunked) is counted while it
 *    streams in and refused as soon as it passes the limit. The rest of a
 *    refused body is never read: the connection is closed after the answer;
 * 4. a body that does not parse (a truncated multipart, a part without
 *    Content-Disposition, an empty multipart body) answers 400;
 * 5. a text field longer than the form allows answers 413, so no oversized
 *    value ever reaches validation, a cookie, a header or a page.
 */

/** Bytes of a body that is no form at all: a sign-in, a language switch, a star. */
export const SMALL_FORM_BYTES = 16 * 1024;
/** Bytes of an ordinary form (several fields, a few text areas). */
export const FORM_BYTES = 256 * 1024;
/** Characters of one text field: the longest any form accepts is 10,000. */
export const FIELD_CHARACTERS = 10_000;

export interface FormLimits {
  /** The most bytes the body may have (default FORM_BYTES). */
  maxBytes?: number;
  /** The most characters one text field may have (default FIELD_CHARACTERS). */
  maxFieldLength?: number;
  /** Tighter limits for single fields, by name (a return address, a list of column names). */
  fieldLengths?: Readonly<Record<string, number>>;
}

/** 413: the body or one of its fields is larger than the form takes. The connection closes after the answer. */
export function payloadTooLarge(): Response {
  currentRequest()?.closeConnection?.();
  // The error catalogue's text, which the error page shows in the user's language.
  return new Response(STATUS_MESSAGES[413], {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/** The media type of the request's body, lower case, without parameters ("" when there is none). */
export function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** A declared Content-Length above `maxBytes` is refused before the body is read. */
export function assertDeclaredLength(request: Request, maxBytes: number): void {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > maxBytes) throw payloadTooLarge();
}

/** The whole body, counted while it streams in: 413 once it passes `maxBytes`, 400 when it breaks off. */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  assertDeclaredLength(request, maxBytes);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw badRequest();
    }
    if (chunk.done) break;
    size += chunk.value.byteLength;
    // Stop reading here (cancelling would destroy the socket before the answer is sent).
    if (size > maxBytes) throw payloadTooLarge();
    chunks.push(chunk.value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** Every text field within its length (413 otherwise). */
export function assertFieldLengths(form: FormData, limits: FormLimits = {}): void {
  const fallback = limits.maxFieldLength ?? FIELD_CHARACTERS;
  for (const [name, value] of form.entries()) {
    const limit = Math.min(fallback, limits.fieldLengths?.[name] ?? fallback);
    if (typeof value === "string" && value.length > limit) throw payloadTooLarge();
  }
}

/** The posted form (url-encoded or multipart), checked as described above. */
export async function readForm(request: Request, limits: FormLimits = {}): Promise<FormData> {
  assertSameOrigin(request);
  const type = mediaType(request);
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") throw badRequest();
  const body = await readBody(request, limits.maxBytes ?? FORM_BYTES);
  let form: FormData;
  try {
    form = await new Response(body, {
      headers: { "Content-Type": request.headers.get("Content-Type")! },
    }).formData();
  } catch {
    throw badRequest();
  }
  assertFieldLengths(form, limits);
  return form;
}

/** The limits of a small form (sign-in, language, a favourite star, list columns): 16 KiB, 2,000 characters a field. */
export const SMALL_FORM: FormLimits = { maxBytes: SMALL_FORM_BYTES, maxFieldLength: 2_000 };
