import { once } from "node:events";
import type { Writable } from "node:stream";
import { createDeflateRaw, crc32 } from "node:zlib";

/**
 * A streaming ZIP writer (PKWARE APPNOTE 6.3) for the full export, on Node's own zlib: no package in
 * node_modules writes ZIP files, and the format is small. Entries are written one after another to `out`
 * with backpressure, so memory stays bounded by one chunk whatever the archive's size:
 *
 * - a streamed entry (CSV, JSON) is deflated as it arrives; its CRC and sizes follow the data in a data
 *   descriptor (general purpose flag bit 3), which every common reader (Info-ZIP unzip, Windows Explorer,
 *   macOS Archive Utility, Python's zipfile, 7-Zip) understands;
 * - a whole file given as bytes (a stored PDF) is stored as it is (method 0, it is compressed already),
 *   with its CRC and sizes in the local header;
 * - names are UTF-8 (flag bit 11);
 * - the central directory and its end record switch to ZIP64 when the archive passes 4 GiB or 65,535
 *   entries. A single entry must stay under 4 GiB (a CSV of one table that large is refused with a
 *   clear error instead of writing an archive readers would misread).
 */

const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;
const FLAG_UTF8 = 0x0800;
const FLAG_DESCRIPTOR = 0x0008;
const VERSION_NEEDED = 20;
const VERSION_NEEDED_ZIP64 = 45;
/** Made by: UNIX (3), spec 4.5. */
const VERSION_MADE_BY = (3 << 8) | 45;

interface Entry {
  name: Buffer;
  method: 0 | 8;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
  dosTime: number;
  dosDate: number;
}

export class EntryTooLargeError extends Error {
  constructor(name: string) {
    super(`The entry ${name} is larger than 4 GiB, which this export cannot write.`);
    this.name = "EntryTooLargeError";
  }
}

/** MS-DOS date and time (local fields, 2-second resolution) of `date`, in UTC. */
function dosDateTime(date: Date): { dosTime: number; dosDate: number } {
  const year = Math.max(1980, date.getUTCFullYear());
  return {
    dosTime: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    dosDate: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

export class ZipWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly time: { dosTime: number; dosDate: number };

  constructor(
    private readonly out: Writable,
    /** The modification time every entry gets (the export's creation time). */
    modified: Date = new Date(),
  ) {
    this.time = dosDateTime(modified);
  }

  /** Bytes written so far. */
  get size(): number {
    return this.offset;
  }

  private async write(chunk: Uint8Array): Promise<void> {
    this.offset += chunk.byteLength;
    if (!this.out.write(chunk)) await once(this.out, "drain");
  }

  private localHeader(entry: Entry): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION_NEEDED, 4);
    header.writeUInt16LE(entry.flags, 6);
    header.writeUInt16LE(entry.method, 8);
    header.writeUInt16LE(entry.dosTime, 10);
    header.writeUInt16LE(entry.dosDate, 12);
    header.writeUInt32LE(entry.crc >>> 0, 14);
    header.writeUInt32LE(entry.compressedSize, 18);
    header.writeUInt32LE(entry.size, 22);
    header.writeUInt16LE(entry.name.length, 26);
    header.writeUInt16LE(0, 28);
    return Buffer.concat([header, entry.name]);
  }

  private newEntry(name: string, method: 0 | 8, flags: number): Entry {
    const encoded = Buffer.from(name, "utf8");
    if (encoded.length > MAX_16) throw new Error(`ZIP entry name too long: ${name.slice(0, 80)}`);
    return {
      name: encoded,
      method,
      flags: FLAG_UTF8 | flags,
      crc: 0,
      compressedSize: 0,
      size: 0,
      offset: this.offset,
      ...this.time,
    };
  }

  /** Adds a file whose bytes are all known: stored uncompressed, CRC and sizes in the local header. */
  async addBytes(name: string, bytes: Uint8Array): Promise<void> {
    if (bytes.byteLength >= MAX_32) throw new EntryTooLargeError(name);
    const entry = this.newEntry(name, 0, 0);
    entry.crc = crc32(bytes);
    entry.size = entry.compressedSize = bytes.byteLength;
    await this.write(this.localHeader(entry));
    await this.write(bytes);
    this.entries.push(entry);
  }

  /** Adds a file from a stream of chunks (text is encoded as UTF-8), deflated as it arrives. */
  async addStream(name: string, source: AsyncIterable<Uint8Array | string>): Promise<void> {
    const entry = this.newEntry(name, 8, FLAG_DESCRIPTOR);
    await this.write(this.localHeader(entry));
    const deflate = createDeflateRaw({ level: 6 });
    let crc = 0;
    let size = 0;
    const pump = (async () => {
      try {
        for await (const piece of source) {
          const chunk = typeof piece === "string" ? Buffer.from(piece, "utf8") : piece;
          if (chunk.byteLength === 0) continue;
          crc = crc32(chunk, crc);
          size += chunk.byteLength;
          if (size >= MAX_32) throw new EntryTooLargeError(name);
          if (!deflate.write(chunk)) await once(deflate, "drain");
        }
        deflate.end();
      } catch (error) {
        deflate.destroy(error as Error);
        throw error;
      }
    })();
    let compressed = 0;
    try {
      for await (const out of deflate as AsyncIterable<Buffer>) {
        compressed += out.byteLength;
        if (compressed >= MAX_32) throw new EntryTooLargeError(name);
        await this.write(out);
      }
    } catch (error) {
      // The source's own error says more than the stream's "premature close".
      await pump.catch((sourceError: unknown) => {
        throw sourceError;
      });
      throw error;
    }
    await pump;
    entry.crc = crc;
    entry.size = size;
    entry.compressedSize = compressed;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.write(descriptor);
    this.entries.push(entry);
  }

  /** Writes the central directory and the end records; answers the archive's size in bytes. */
  async finish(): Promise<number> {
    const directoryOffset = this.offset;
    for (const entry of this.entries) {
      const zip64Offset = entry.offset >= MAX_32;
      const extra = zip64Offset ? Buffer.alloc(12) : Buffer.alloc(0);
      if (zip64Offset) {
        extra.writeUInt16LE(0x0001, 0);
        extra.writeUInt16LE(8, 2);
        extra.writeBigUInt64LE(BigInt(entry.offset), 4);
      }
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(VERSION_MADE_BY, 4);
      header.writeUInt16LE(zip64Offset ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, 6);
      header.writeUInt16LE(entry.flags, 8);
      header.writeUInt16LE(entry.method, 10);
      header.writeUInt16LE(entry.dosTime, 12);
      header.writeUInt16LE(entry.dosDate, 14);
      header.writeUInt32LE(entry.crc >>> 0, 16);
      header.writeUInt32LE(entry.compressedSize, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      header.writeUInt16LE(extra.length, 30);
      header.writeUInt16LE(0, 32); // comment
      header.writeUInt16LE(0, 34); // disk
      header.writeUInt16LE(0, 36); // internal attributes
      header.writeUInt32LE((0o100644 << 16) >>> 0, 38); // external: a regular file, rw-r--r--
      header.writeUInt32LE(zip64Offset ? MAX_32 : entry.offset, 42);
      await this.write(Buffer.concat([header, entry.name, extra]));
    }
    const directorySize = this.offset - directoryOffset;
    const count = this.entries.length;
    const zip64 = count >= MAX_16 || directoryOffset >= MAX_32 || directorySize >= MAX_32;
    if (zip64) {
      const recordOffset = this.offset;
      const record = Buffer.alloc(56);
      record.writeUInt32LE(0x06064b50, 0);
      record.writeBigUInt64LE(44n, 4);
      record.writeUInt16LE(VERSION_MADE_BY, 12);
      record.writeUInt16LE(VERSION_NEEDED_ZIP64, 14);
      record.writeUInt32LE(0, 16);
      record.writeUInt32LE(0, 20);
      record.writeBigUInt64LE(BigInt(count), 24);
      record.writeBigUInt64LE(BigInt(count), 32);
      record.writeBigUInt64LE(BigInt(directorySize), 40);
      record.writeBigUInt64LE(BigInt(directoryOffset), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(0x07064b50, 0);
      locator.writeUInt32LE(0, 4);
      locator.writeBigUInt64LE(BigInt(recordOffset), 8);
      locator.writeUInt32LE(1, 16);
      await this.write(Buffer.concat([record, locator]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(0, 4);
    end.writeUInt16LE(0, 6);
    end.writeUInt16LE(Math.min(count, MAX_16), 8);
    end.writeUInt16LE(Math.min(count, MAX_16), 10);
    end.writeUInt32LE(Math.min(directorySize, MAX_32), 12);
    end.writeUInt32LE(Math.min(directoryOffset, MAX_32), 16);
    end.writeUInt16LE(0, 20);
    await this.write(end);
    return this.offset;
  }
}
