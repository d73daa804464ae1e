import { Readable, type Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { ZipFile } from "yazl";

/**
 * The full export's ZIP archive, written by yazl as it goes: entries one after another to `out`, with
 * backpressure, so memory stays bounded by a chunk whatever the archive's size. Names are UTF-8; yazl
 * switches to ZIP64 by itself when the archive or an entry passes 4 GiB or 65,535 entries.
 *
 * - A streamed entry (a table's CSV or JSON) is deflated as it arrives; `addStream` returns when its last
 *   chunk has been taken, so the caller's source (a cursor in a transaction) is done with before it moves on.
 * - A whole file given as bytes (a stored PDF) is stored as it is: it is compressed already.
 */
export class ZipWriter {
  private readonly zip = new ZipFile();
  private readonly written: Promise<void>;

  constructor(
    out: Writable,
    /** The modification time every entry gets (the export's creation time). */
    private readonly modified: Date = new Date(),
  ) {
    this.zip.outputStream.pipe(out);
    // A failing entry (its source threw) fails the archive: the output is destroyed, and the caller hears
    // of it from addStream or finish.
    this.zip.on("error", (error: Error) => out.destroy(error));
    this.written = finished(out);
    // Marked as handled here: a caller that stops at a failed entry never awaits it.
    this.written.catch(() => undefined);
  }

  /** Adds an entry whose bytes arrive in chunks; resolves when every chunk has been read. */
  async addStream(name: string, source: AsyncIterable<Uint8Array | string>): Promise<void> {
    const stream = Readable.from(source);
    this.zip.addReadStream(stream, name, { mtime: this.modified, compress: true });
    await finished(stream);
  }

  /** Adds a file whose bytes are all known, stored uncompressed. */
  async addBytes(name: string, bytes: Uint8Array): Promise<void> {
    this.zip.addBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), name, {
      mtime: this.modified,
      compress: false,
    });
  }

  /** Writes the central directory and ends the output stream; resolves when all of it is written. */
  async finish(): Promise<void> {
    this.zip.end();
    await this.written;
  }
}
