import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from "jose";

/** What the keys file holds: private signing keys and cookie signing keys. */
export interface DemoProviderKeys {
  /** Private signing JWKS (RS256), in the form oidc-provider's `jwks` option takes. */
  jwks: { keys: JWK[] };
  /** Keygrip keys for oidc-provider's signed cookies. */
  cookieKeys: string[];
}

function isKeys(value: unknown): value is DemoProviderKeys {
  if (typeof value !== "object" || value === null) return false;
  const { jwks, cookieKeys } = value as Partial<DemoProviderKeys>;
  return (
    Array.isArray(jwks?.keys) &&
    jwks.keys.length > 0 &&
    jwks.keys.every((key) => key.kty === "RSA" && typeof key.d === "string" && typeof key.kid === "string") &&
    Array.isArray(cookieKeys) &&
    cookieKeys.length > 0 &&
    cookieKeys.every((key) => typeof key === "string" && key.length >= 32)
  );
}

async function generateKeys(): Promise<DemoProviderKeys> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return {
    jwks: { keys: [{ ...jwk, kid, alg: "RS256", use: "sig" }] },
    cookieKeys: [randomBytes(32).toString("base64url")],
  };
}

async function readKeys(path: string): Promise<DemoProviderKeys> {
  const text = await readFile(path, "utf8");
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!isKeys(parsed)) {
    throw new Error(`${path} is not a valid demo provider keys file; delete it to generate new keys`);
  }
  return parsed;
}

/**
 * Reads the keys file, or generates and writes it (mode 600) when it does not exist,
 * so tokens signed before a restart stay verifiable after it.
 */
export async function loadOrCreateKeys(path: string): Promise<DemoProviderKeys> {
  try {
    return await readKeys(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const keys = await generateKeys();
  await mkdir(dirname(path), { recursive: true });
  try {
    // "wx": never overwrite; if another process won the race, use its keys.
    await writeFile(path, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readKeys(path);
    throw error;
  }
  return keys;
}
