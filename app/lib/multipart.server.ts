import { assertSameOrigin } from "./csrf.server";
import {
  assertDeclaredLength,
  assertFieldLengths,
  FIELD_CHARACTERS,
  FORM_BYTES,
  payloadTooLarge,
} from "./forms.server";
import { badRequest } from "./responses.server";
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";

/**
 * Reading a multipart form whose files the page checks itself (the SDS upload
 * and the product request form), with Remix's multipart parser.
 */

type FilePart = Parameters<UploadHandler>[0];

/** Whether the request is a multipart form (rather than a url-encoded post). */
export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** Reads the rest of a part and drops it; 413 once more than `limit` bytes (counted from `seen`) were read. */
async function drain(iterator: AsyncIterator<Uint8Array>, seen: number, limit: number): Promise<number> {
  let size = seen;
  for (;;) {
    const { done, value } = await iterator.next();
    if (done) return size;
    size += value?.byteLength ?? 0;
    if (size > limit) throw payloadTooLarge();
  }
}

export interface MultipartOptions {
  /** What one part may hold in memory. */
  maxPartSize: number;
  /** How much may be drained (dropped files and their rest) before the post is refused (413). */
  drainLimit: number;
  /** The drain limit holds for each dropped part alone (else for all of them together). */
  drainPerPart?: boolean;
  /** Whether to keep a file part (else it is drained and dropped). */
  keepFile: (part: FilePart) => boolean;
  /** A kept file part was larger than maxPartSize: it is drained and dropped. */
  onTooLarge: (part: FilePart) => void;
  /** The whole body's bytes (default: drainLimit + maxPartSize + FORM_BYTES); more answers 413. */
  maxBytes?: number;
}

/**
 * The request with its body counted while it streams: `exceeded()` tells
 * whether more than `maxBytes` came (the stream then fails, and the parser
 * with it). A declared Content-Length above it is refused before reading.
 */
function countedRequest(request: Request, maxBytes: number): { request: Request; exceeded: () => boolean } {
  assertDeclaredLength(request, maxBytes);
  let size = 0;
  let over = false;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        over = true;
        controller.error(new Error("body too large"));
        return;
      }
      controller.enqueue(chunk);
    },
  });
  const body = request.body?.pipeThrough(counter) ?? null;
  const counted = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    ...(body ? { duplex: "half" } : {}),
  } as RequestInit);
  return { request: counted, exceeded: () => over };
}

/**
 * The form with its fields and the kept files in memory. A file larger than
 * maxPartSize is read to its end and dropped (so the fields after it still
 * arrive and the form can be shown again with them) and reported to
 * onTooLarge. The text fields together may hold FORM_BYTES and each
 * FIELD_CHARACTERS (else 413, counted while they stream in). A cross-site post
 * is refused (403) before anything is read; a body that is not multipart, or
 * that does not parse (truncated, a part without Content-Disposition, a
 * broken quote), answers 400.
 */
export async function readMultipartForm(request: Request, options: MultipartOptions): Promise<FormData> {
  assertSameOrigin(request);
  if (!isMultipart(request)) throw badRequest();
  const counted = countedRequest(
    request,
    options.maxBytes ?? options.drainLimit + options.maxPartSize + FORM_BYTES,
  );
  const memory = unstable_createMemoryUploadHandler({ maxPartSize: options.maxPartSize });
  // UTF-8 takes at most 4 bytes per character.
  const fieldMemory = unstable_createMemoryUploadHandler({ maxPartSize: FIELD_CHARACTERS * 4 });
  let fieldBytes = 0;
  let drained = 0;
  const dropRest = async (iterator: AsyncIterator<Uint8Array>) => {
    drained = await drain(iterator, options.drainPerPart ? 0 : drained, options.drainLimit);
  };
  const handler: UploadHandler = async (part) => {
    if (part.filename === undefined) {
      try {
        const value = await fieldMemory(part);
        fieldBytes += typeof value === "string" ? Buffer.byteLength(value) : 0;
        if (fieldBytes > FORM_BYTES) throw payloadTooLarge();
        return value;
      } catch (error) {
        if (error instanceof MaxPartSizeExceededError) throw payloadTooLarge();
        throw error;
      }
    }
    const iterator = part.data[Symbol.asyncIterator]();
    if (!options.keepFile(part)) {
      await dropRest(iterator);
      return undefined;
    }
    // The memory handler stops reading at the limit; keep the iterator open so the rest can be drained.
    const guarded: AsyncIterable<Uint8Array> = {
      [Symbol.asyncIterator]: () => ({
        next: () => iterator.next(),
        return: async () => ({ done: true, value: undefined }),
      }),
    };
    try {
      return await memory({ ...part, data: guarded });
    } catch (error) {
      if (!(error instanceof MaxPartSizeExceededError)) throw error;
      options.onTooLarge(part);
      await dropRest(iterator);
      return undefined;
    }
  };
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(counted.request, handler);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (counted.exceeded()) throw payloadTooLarge();
    // The parser's own errors (a malformed or truncated body) and a client that went away.
    throw badRequest();
  }
  assertFieldLengths(form);
  return form;
}
