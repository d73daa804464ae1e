import { join } from "node:path";
import { createLocalStorage } from "./local";
import { createS3Storage } from "./s3";
import type { FileStorage } from "./types";

export { createLocalStorage } from "./local";
export { createS3Storage, type S3StorageConfig } from "./s3";
export {
  assertValidStorageKey,
  InvalidStorageKeyError,
  isValidStorageKey,
  type FileStorage,
  type StoredFile,
} from "./types";

/**
 * The storage the environment asks for: S3 when S3_BUCKET is set (S3_REGION,
 * default us-east-1; S3_ENDPOINT; S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY,
 * both or neither; S3_FORCE_PATH_STYLE=true; S3_PREFIX), otherwise the local
 * disk under `${DATA_DIR ?? "data"}/files`.
 */
export function storageFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): FileStorage {
  const bucket = env.S3_BUCKET?.trim();
  if (bucket) {
    return createS3Storage({
      bucket,
      region: env.S3_REGION?.trim() || "us-east-1",
      endpoint: env.S3_ENDPOINT?.trim() || undefined,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
      prefix: env.S3_PREFIX?.trim() || undefined,
    });
  }
  return createLocalStorage(join(env.DATA_DIR || "data", "files"));
}

let instance: FileStorage | undefined;

/** The process-wide file storage, built on first use from the environment (storageFromEnv). */
export function getStorage(): FileStorage {
  instance ??= storageFromEnv();
  return instance;
}

/** Replaces the process-wide storage (e.g. a local one in a temporary directory); undefined resets it. */
export function setStorageForTests(storage: FileStorage | undefined): void {
  instance = storage;
}
