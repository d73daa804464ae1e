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
    if (size > limit) throw new Response("Payload too large", { status: 413 });
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
}

/**
 * The form with its fields and the kept files in memory. A file larger than
 * maxPartSize is read to its end and dropped (so the fields after it still
 * arrive and the form can be shown again with them) and reported to
 * onTooLarge; a text field that large is a bad request (413); a body that
 * is not multipart answers 400.
 */
export async function readMultipartForm(request: Request, options: MultipartOptions): Promise<FormData> {
  const memory = unstable_createMemoryUploadHandler({ maxPartSize: options.maxPartSize });
  let drained = 0;
  const dropRest = async (iterator: AsyncIterator<Uint8Array>) => {
    drained = await drain(iterator, options.drainPerPart ? 0 : drained, options.drainLimit);
  };
  const handler: UploadHandler = async (part) => {
    if (part.filename === undefined) {
      try {
        return await memory(part);
      } catch (error) {
        if (error instanceof MaxPartSizeExceededError) {
          throw new Response("Payload too large", { status: 413 });
        }
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
  try {
    return await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof TypeError) throw badRequest();
    throw error;
  }
}
