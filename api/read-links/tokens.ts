import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { READ_LINK_PUBLIC_ID_LENGTH, splitReadLinkToken } from "../../core/read-links/token";

/**
 * Read-link secrets. A token is a public id (to find the row) and a secret; the table keeps only the
 * secret's SHA-256, compared in constant time, so neither the table nor the time a refusal takes gives a
 * working link away.
 */

export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** A new token and what is stored of it. */
export function newReadLinkToken(): { token: string; publicId: string; secretHash: string } {
  const publicId = randomBytes(9).toString("base64url").slice(0, READ_LINK_PUBLIC_ID_LENGTH);
  const secret = randomBytes(32).toString("base64url");
  return { token: publicId + secret, publicId, secretHash: hashSecret(secret) };
}

/** Whether the secret matches the stored hash (constant time over the hash's length). */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export { splitReadLinkToken };
