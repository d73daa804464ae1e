/**
 * Database ids as they travel in URLs, forms and query strings. Ids are
 * PostgreSQL `integer`s: positive, at most 2,147,483,647. Anything else (zero,
 * signs, decimals, leading zeros, more digits) is not an id.
 */

/** The largest id PostgreSQL's `integer` holds. */
export const MAX_ID = 2_147_483_647;

const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** The id written in `value`, or null when it is not exactly a valid id. */
export function parseId(value: unknown): number | null {
  if (typeof value !== "string" || !ID_PATTERN.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** Whether `value` is a whole number that fits an id. */
export function isId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whether `value` is a public id as PostgreSQL's gen_random_uuid() writes it (lower-case hex). Anything
 * else names no row, and is answered as missing before it reaches a query.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}
