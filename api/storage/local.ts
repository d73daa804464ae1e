import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import { basename, dirname, join, resolve, sep } from "node:path";
import { assertValidStorageKey, contentTypeFromKey, META_SUFFIX, type FileStorage } from "./types";

/**
 * Files on the local disk under `root`: the key's segments are the path below
 * it (`sds/1000001/<uuid>.pdf` → `<root>/sds/1000001/<uuid>.pdf`); directories
 * are created as needed.
 *
 * Writes are atomic: the bytes go to a temporary file in the same directory
 * (`.<name>.<uuid>.tmp`, a name no valid key can have), which is fsynced and
 * then renamed over the target, and the directory is fsynced; a crash leaves
 * either the old file or the new one, never half a file (at worst a stray
 * temporary file, which no key can address).
 *
 * The content type is kept in a sidecar `<file>.meta.json` (`{"contentType":
 * "…"}`), written the same way after the file. A file without a readable
 * sidecar (e.g. copied in by hand, or a crash between the two writes) gets a
 * type from its extension (`.pdf` → application/pdf, else
 * application/octet-stream).
 */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const below = base.endsWith(sep) ? base : base + sep;

  function pathOf(key: string): string {
    assertValidStorageKey(key);
    const path = resolve(base, ...key.split("/"));
    // Belt and braces: the key rules already keep every path below the root.
    if (!path.startsWith(below)) throw new Error(`Storage key escapes the root: ${key}`);
    return path;
  }

  return {
    kind: "local",

    async put(key, body, meta) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeAtomic(path, body);
      await writeAtomic(path + META_SUFFIX, Buffer.from(JSON.stringify({ contentType: meta.contentType })));
    },

    async get(key) {
      const path = pathOf(key);
      let data: Buffer;
      try {
        data = await readFile(path);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const body = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      return {
        body,
        contentType: (await readContentType(path)) ?? contentTypeFromKey(key),
        size: body.byteLength,
      };
    },

    async delete(key) {
      const path = pathOf(key);
      await removeIfPresent(path);
      await removeIfPresent(path + META_SUFFIX);
    },
  };
}

async function writeAtomic(path: string, data: Uint8Array): Promise<void> {
  const dir = dirname(path);
  const temp = join(dir, `.${basename(path)}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temp, "wx");
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}

/** Makes the rename durable; not every platform can open a directory, which is fine. */
async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, "r");
    await handle.sync();
  } catch {
    // best effort (e.g. Windows)
  } finally {
    await handle?.close();
  }
}

async function readContentType(path: string): Promise<string | undefined> {
  try {
    const meta: unknown = JSON.parse(await readFile(path + META_SUFFIX, "utf8"));
    if (meta && typeof meta === "object" && "contentType" in meta && typeof meta.contentType === "string") {
      return meta.contentType || undefined;
    }
  } catch {
    // missing or unreadable sidecar: fall back to the extension
  }
  return undefined;
}

async function removeIfPresent(path: string): Promise<void> {
  try {
    await rm(path);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

/** ENOENT, or a path through a file (ENOTDIR) or onto a directory (EISDIR): no file under that key. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR" || code === "ERR_FS_EISDIR";
}
