import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { mockClient } from "aws-sdk-client-mock";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createLocalStorage,
  createS3Storage,
  getStorage,
  InvalidStorageKeyError,
  isValidStorageKey,
  setStorageForTests,
  storageFromEnv,
  type FileStorage,
} from "../../api/storage";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

/** Every file below `dir`, as paths relative to it. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const BAD_KEYS = [
  "../x",
  "/etc/passwd",
  "a/../../b",
  "",
  "Upper Case With Spaces.pdf",
  "sds/../x.pdf",
  "a//b",
  "a/",
  "a/.hidden",
  "a\\b",
  "a\u0000b",
  "x".repeat(202),
  "sds/1/file.pdf.meta.json",
  ".pdf",
  "-x",
];

describe("storage keys", () => {
  it.each(BAD_KEYS)("rejects %j", (key) => {
    expect(isValidStorageKey(key)).toBe(false);
  });

  it.each(["sds/1000001/0b7e6a3c-1f2d-4c5e-9a8b-7c6d5e4f3a2b.pdf", "a", "x".repeat(201), "a/b_c-d.e/f"])(
    "accepts %j",
    (key) => {
      expect(isValidStorageKey(key)).toBe(true);
    },
  );
});

describe("local storage", () => {
  let root: string;
  let storage: FileStorage;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "chemsafe-storage-"));
    storage = createLocalStorage(join(root, "files"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("stores, reads back and creates directories as needed", async () => {
    expect(storage.kind).toBe("local");
    await storage.put("sds/1000001/a.pdf", bytes("%PDF-1.7 hello"), { contentType: "application/pdf" });
    const file = await storage.get("sds/1000001/a.pdf");
    expect(file).not.toBeNull();
    expect(text(file!.body)).toBe("%PDF-1.7 hello");
    expect(file!.contentType).toBe("application/pdf");
    expect(file!.size).toBe(14);
  });

  it("keeps the content type given, not the one of the extension", async () => {
    await storage.put("notes/a.pdf", bytes("plain"), { contentType: "text/plain" });
    expect((await storage.get("notes/a.pdf"))!.contentType).toBe("text/plain");
  });

  it("overwrites", async () => {
    await storage.put("a/b.bin", bytes("first version, longer"), { contentType: "application/octet-stream" });
    await storage.put("a/b.bin", bytes("second"), { contentType: "application/x-second" });
    const file = await storage.get("a/b.bin");
    expect(text(file!.body)).toBe("second");
    expect(file!.contentType).toBe("application/x-second");
    expect(file!.size).toBe(6);
  });

  it("deletes, and deleting a missing key is fine", async () => {
    await storage.put("a/b.pdf", bytes("x"), { contentType: "application/pdf" });
    await storage.delete("a/b.pdf");
    expect(await storage.get("a/b.pdf")).toBeNull();
    await expect(storage.delete("a/b.pdf")).resolves.toBeUndefined();
    await expect(storage.delete("never/there.pdf")).resolves.toBeUndefined();
    expect(listFiles(join(root, "files"))).toEqual([]);
  });

  it("reads a missing key as null (also when a directory or a file is in the way)", async () => {
    expect(await storage.get("missing.pdf")).toBeNull();
    await storage.put("dir/file.pdf", bytes("x"), { contentType: "application/pdf" });
    expect(await storage.get("dir")).toBeNull();
    expect(await storage.get("dir/file.pdf/below")).toBeNull();
  });

  it("derives the content type from the extension when the sidecar is missing", async () => {
    await storage.put("a/b.pdf", bytes("x"), { contentType: "application/pdf" });
    rmSync(join(root, "files", "a", "b.pdf.meta.json"));
    expect((await storage.get("a/b.pdf"))!.contentType).toBe("application/pdf");
  });

  it("leaves no temporary files behind", async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        storage.put(`batch/${i % 3}.pdf`, bytes(`file ${i}`), { contentType: "application/pdf" }),
      ),
    );
    const files = listFiles(join(root, "files"));
    expect(files.filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(files).toEqual([
      "batch/0.pdf",
      "batch/0.pdf.meta.json",
      "batch/1.pdf",
      "batch/1.pdf.meta.json",
      "batch/2.pdf",
      "batch/2.pdf.meta.json",
    ]);
  });

  it.each(BAD_KEYS)("rejects the key %j in put, get and delete", async (key) => {
    await expect(storage.put(key, bytes("x"), { contentType: "text/plain" })).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
    expect(listFiles(root)).toEqual([]);
  });
});

describe("S3 storage", () => {
  const s3 = mockClient(S3Client);
  afterEach(() => s3.reset());
  afterAll(() => s3.restore());

  const storage = createS3Storage({
    bucket: "chemsafe-files",
    region: "eu-north-1",
    accessKeyId: "test",
    secretAccessKey: "test",
    prefix: "/test/",
  });

  it("puts with bucket, prefixed key and content type", async () => {
    s3.on(PutObjectCommand).resolves({});
    expect(storage.kind).toBe("s3");
    await storage.put("sds/1/a.pdf", bytes("%PDF-"), { contentType: "application/pdf" });
    const calls = s3.commandCalls(PutObjectCommand);
    expect(calls).toHaveLength(1);
    const sent = calls[0]!.args[0].input;
    expect(sent).toMatchObject({
      Bucket: "chemsafe-files",
      Key: "test/sds/1/a.pdf",
      ContentType: "application/pdf",
    });
    expect(text(sent.Body as Uint8Array)).toBe("%PDF-");
  });

  it("gets the bytes and content type", async () => {
    s3.on(GetObjectCommand, { Bucket: "chemsafe-files", Key: "test/sds/1/a.pdf" }).resolves({
      // What the SDK returns in Node: a stream with the SDK's transform methods.
      Body: Object.assign(Readable.from([Buffer.from("%PDF-"), Buffer.from("1.7")]), {
        transformToByteArray: async () => bytes("%PDF-1.7"),
      }) as never,
      ContentType: "application/pdf",
    });
    const file = await storage.get("sds/1/a.pdf");
    expect(file).not.toBeNull();
    expect(text(file!.body)).toBe("%PDF-1.7");
    expect(file!.contentType).toBe("application/pdf");
    expect(file!.size).toBe(8);
  });

  it("reads a plain stream body too", async () => {
    s3.on(GetObjectCommand).resolves({ Body: Readable.from([Buffer.from("ab"), Buffer.from("c")]) as never });
    const file = await storage.get("x.bin");
    expect(text(file!.body)).toBe("abc");
    expect(file!.contentType).toBe("application/octet-stream");
  });

  it("reads NoSuchKey (and any 404) as null", async () => {
    s3.on(GetObjectCommand).rejects(
      new NoSuchKey({ message: "The specified key does not exist.", $metadata: {} }),
    );
    expect(await storage.get("missing.pdf")).toBeNull();
    s3.on(GetObjectCommand).rejects(
      Object.assign(new Error("Not Found"), { name: "NotFound", $metadata: { httpStatusCode: 404 } }),
    );
    expect(await storage.get("missing.pdf")).toBeNull();
  });

  it("passes other errors on", async () => {
    s3.on(GetObjectCommand).rejects(
      Object.assign(new Error("Access Denied"), { name: "AccessDenied", $metadata: { httpStatusCode: 403 } }),
    );
    await expect(storage.get("a.pdf")).rejects.toThrow("Access Denied");
  });

  it("deletes", async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await storage.delete("sds/1/a.pdf");
    expect(s3.commandCalls(DeleteObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: "chemsafe-files",
      Key: "test/sds/1/a.pdf",
    });
  });

  it("rejects bad keys before calling S3", async () => {
    await expect(storage.get("../x")).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.put("/etc/passwd", bytes("x"), { contentType: "text/plain" })).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.delete("a/../../b")).rejects.toThrow(InvalidStorageKeyError);
    expect(s3.calls()).toHaveLength(0);
  });

  it("needs both credentials or neither", () => {
    expect(() => createS3Storage({ bucket: "b", region: "r", accessKeyId: "only" })).toThrow(/together/);
  });
});

describe("storageFromEnv", () => {
  afterEach(() => setStorageForTests(undefined));

  it("is S3 when S3_BUCKET is set", async () => {
    const storage = storageFromEnv({
      S3_BUCKET: "bucket",
      S3_ENDPOINT: "http://localhost:9000",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "a",
      S3_SECRET_ACCESS_KEY: "b",
    });
    expect(storage.kind).toBe("s3");
  });

  it("is local under DATA_DIR/files otherwise", async () => {
    const root = mkdtempSync(join(tmpdir(), "chemsafe-storage-env-"));
    try {
      const storage = storageFromEnv({ DATA_DIR: root });
      expect(storage.kind).toBe("local");
      await storage.put("a/b.pdf", bytes("x"), { contentType: "application/pdf" });
      expect(listFiles(root)).toEqual(["files/a/b.pdf", "files/a/b.pdf.meta.json"]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("defaults to data/files", () => {
    expect(storageFromEnv({}).kind).toBe("local");
  });

  it("getStorage is process-wide and replaceable for tests", () => {
    const fake: FileStorage = {
      kind: "local",
      put: async () => {},
      get: async () => null,
      delete: async () => {},
    };
    setStorageForTests(fake);
    expect(getStorage()).toBe(fake);
    setStorageForTests(undefined);
    expect(getStorage()).not.toBe(fake);
    expect(getStorage()).toBe(getStorage());
  });
});
