import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { assertValidStorageKey, type FileStorage } from "./types";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, Ceph, R2…), e.g. http://localhost:9000. */
  endpoint?: string;
  /** Both or neither; without them the SDK's default credential chain is used (environment, profile, role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible services need. */
  forcePathStyle?: boolean;
  /** Prepended to every key (`prefix/key`), so that several apps or environments can share a bucket. */
  prefix?: string;
}

/**
 * Files in an S3 bucket (or an S3-compatible service). Keys are checked as for
 * every storage; the object key is `prefix/key` (or just `key`). A missing
 * object (NoSuchKey, or any 404) reads as null; deleting a missing object is
 * not an error (S3's DeleteObject is idempotent).
 */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  if (!config.bucket) throw new Error("S3 storage needs a bucket");
  if (Boolean(config.accessKeyId) !== Boolean(config.secretAccessKey)) {
    throw new Error("S3 access key id and secret access key must be given together");
  }
  const client = new S3Client({
    region: config.region,
    // S3-compatible services often reject the CRC checksums the SDK adds by default since early 2025;
    // against a custom endpoint, checksums are only sent and checked where the API requires them.
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          requestChecksumCalculation: "WHEN_REQUIRED" as const,
          responseChecksumValidation: "WHEN_REQUIRED" as const,
        }
      : {}),
    ...(config.forcePathStyle ? { forcePathStyle: true } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const prefix = (config.prefix ?? "").replace(/^\/+|\/+$/g, "");
  const bucket = config.bucket;

  function objectKey(key: string): string {
    assertValidStorageKey(key);
    return prefix ? `${prefix}/${key}` : key;
  }

  return {
    kind: "s3",

    async put(key, body, meta) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: meta.contentType,
          ContentLength: body.byteLength,
        }),
      );
    },

    async get(key) {
      let response;
      try {
        response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      const body = await bodyBytes(response.Body);
      return {
        body,
        contentType: response.ContentType || "application/octet-stream",
        size: body.byteLength,
      };
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}

function isNotFound(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

/** The SDK's streaming body (Node: an IncomingMessage with transformToByteArray), or bytes, as bytes. */
async function bodyBytes(body: unknown): Promise<Uint8Array> {
  if (body == null) return new Uint8Array(0);
  if (body instanceof Uint8Array) return body;
  if (typeof body === "string") return new TextEncoder().encode(body);
  const streaming = body as { transformToByteArray?: () => Promise<Uint8Array> };
  if (typeof streaming.transformToByteArray === "function") return streaming.transformToByteArray();
  if (typeof (body as AsyncIterable<unknown>)[Symbol.asyncIterator] === "function") {
    const chunks: Uint8Array[] = [];
    for await (const chunk of body as AsyncIterable<Uint8Array | string>) {
      chunks.push(typeof chunk === "string" ? new TextEncoder().encode(chunk) : chunk);
    }
    return Buffer.concat(chunks);
  }
  throw new Error("Unexpected S3 object body");
}
