import { Transform, type TransformCallback } from "node:stream";

/** How React ends every document this app renders (app/root.tsx renders <html><body>…</body></html>). */
const DOCUMENT_END = Buffer.from("</body></html>");
const NUL = 0x00;

/**
 * The bytes of a server-rendered document on their way to the browser, repaired
 * where React 18 gets them wrong. Every document goes through it (streamed to
 * browsers, whole to bots), so the fixes hold for every page.
 *
 * - No U+0000 bytes. React 18.3.1's stream writer fills a 2,048-byte buffer and,
 *   when a multi-byte character (–, å, ø) does not fit at its end, sends the whole
 *   buffer, one or two unused zero bytes included (facebook/react#31134, fixed in
 *   React 19). In UTF-8 a zero byte is never part of another character, and HTML
 *   allows no U+0000 in a document, so dropping every zero byte removes exactly
 *   the padding (and nothing a browser would show).
 * - The document's end tags come last. React 18 writes `</body></html>` when the
 *   shell is done, and Remix then streams its data scripts (single fetch's
 *   stream transfer, a Suspense sibling of the document in <RemixServer>) after
 *   them: scripts after `</html>`, which a browser moves into the body anyway and
 *   a validator rejects. The end tags are held back and written when the stream
 *   ends, so the scripts land inside <body>, in the order they were sent.
 *
 * - Few, large writes. React hands over a page in 2,048-byte pieces, all in the
 *   same turn of the event loop, and every piece would travel on its own through
 *   the web stream, the server's response and a system call. What arrives in one
 *   turn is sent as one buffer at the end of that turn (setImmediate), so a page
 *   costs a few writes instead of dozens, and it still streams: nothing waits
 *   longer than the turn it arrived in.
 *
 * At most the 13 bytes that could be the start of the end tags wait for the next
 * chunk.
 */
export function createDocumentStream(): Transform {
  let held: Buffer = Buffer.alloc(0); // bytes that may be the start of DOCUMENT_END
  let endHeld = false; // DOCUMENT_END was seen and is kept for the end
  let batch: Buffer[] = []; // what arrived in this turn of the event loop, sent together at its end
  let scheduled: NodeJS.Immediate | undefined;
  const sendBatch = (stream: Transform) => {
    scheduled = undefined;
    if (batch.length === 0) return;
    const bytes = batch.length === 1 ? batch[0]! : Buffer.concat(batch);
    batch = [];
    stream.push(bytes);
  };
  return new Transform({
    transform(chunk: Buffer | Uint8Array | string, _encoding: BufferEncoding, done: TransformCallback) {
      const push = (bytes: Buffer) => {
        batch.push(bytes);
        scheduled ??= setImmediate(sendBatch, this);
      };
      let bytes = withoutNul(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      if (endHeld) {
        if (bytes.length > 0) push(bytes);
        return done();
      }
      bytes = held.length > 0 ? Buffer.concat([held, bytes]) : bytes;
      held = Buffer.alloc(0);
      const at = bytes.indexOf(DOCUMENT_END);
      if (at !== -1) {
        endHeld = true;
        const rest = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + DOCUMENT_END.length)]);
        if (rest.length > 0) push(rest);
        return done();
      }
      const keep = partialEndAtTail(bytes);
      held = Buffer.from(bytes.subarray(bytes.length - keep)); // a copy: React reuses nothing, but be safe
      if (bytes.length - keep > 0) push(bytes.subarray(0, bytes.length - keep));
      done();
    },
    flush(done: TransformCallback) {
      if (scheduled) clearImmediate(scheduled);
      sendBatch(this);
      if (held.length > 0) this.push(held);
      if (endHeld) this.push(DOCUMENT_END);
      done();
    },
  });
}

/** The bytes without any zero byte (a copy only when there is one to drop). */
function withoutNul(chunk: Buffer | Uint8Array): Buffer {
  const bytes = Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  if (bytes.indexOf(NUL) === -1) return bytes;
  return Buffer.from(bytes.filter((byte) => byte !== NUL));
}

/** The length of the longest tail of `bytes` that DOCUMENT_END starts with (0 when none). */
function partialEndAtTail(bytes: Buffer): number {
  for (let length = Math.min(DOCUMENT_END.length - 1, bytes.length); length > 0; length--) {
    if (bytes.subarray(bytes.length - length).equals(DOCUMENT_END.subarray(0, length))) return length;
  }
  return 0;
}
