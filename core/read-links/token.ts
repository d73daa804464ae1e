/**
 * The shape of a read-link token as it travels in a URL: 12 characters of public id (what the link is found
 * by) followed by 43 characters of secret (32 random bytes; only its hash is kept), all base64url. Anything
 * else is not a token and is answered like an unknown one, without a database query.
 */
export const READ_LINK_PUBLIC_ID_LENGTH = 12;
export const READ_LINK_SECRET_LENGTH = 43;
export const READ_LINK_TOKEN_LENGTH = READ_LINK_PUBLIC_ID_LENGTH + READ_LINK_SECRET_LENGTH;

const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${READ_LINK_TOKEN_LENGTH}}$`);

/** The two parts of a well-formed token, or null. */
export function splitReadLinkToken(value: unknown): { publicId: string; secret: string } | null {
  if (typeof value !== "string" || !TOKEN_PATTERN.test(value)) return null;
  return {
    publicId: value.slice(0, READ_LINK_PUBLIC_ID_LENGTH),
    secret: value.slice(READ_LINK_PUBLIC_ID_LENGTH),
  };
}

/** The public page of a token (the URL a QR code holds, after the app's address). */
export const readLinkPath = (token: string) => `/read/${token}`;
/** A sheet's PDF through a token. */
export const readLinkSdsPath = (token: string, sdsKey: string) =>
  `/read/${token}/sds/${encodeURIComponent(sdsKey)}`;
/** A workplace description's PDF through a token. */
export const readLinkWpdPath = (token: string, id: number) => `/read/${token}/wpd/${id}`;
