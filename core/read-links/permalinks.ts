import { parseId } from "../ids";

/**
 * Permalinks: stable addresses that always open the current version of something.
 *
 * - `product-sds?id=<product>`: the product's current safety data sheet (its PDF), whichever version is
 *   current when the link is opened;
 * - `location?id=<location>`: the location's products page.
 *
 * Either may carry `readlink=<token>`: then a reader without an account is let in when the token's location
 * covers the target (the location itself or, for a product, one held there or below).
 */
export const PERMALINK_TYPES = ["product-sds", "location"] as const;
export type PermalinkType = (typeof PERMALINK_TYPES)[number];

export function parsePermalinkType(value: unknown): PermalinkType | null {
  return (PERMALINK_TYPES as readonly unknown[]).includes(value) ? (value as PermalinkType) : null;
}

export interface PermalinkTarget {
  type: PermalinkType;
  id: number;
}

/** The target of a permalink URL's type and `id` query, or null when either is not valid. */
export function parsePermalink(type: unknown, id: unknown): PermalinkTarget | null {
  const kind = parsePermalinkType(type);
  const parsed = parseId(id);
  return kind && parsed ? { type: kind, id: parsed } : null;
}

export const permalinkPath = (target: PermalinkTarget) => `/permalinks/${target.type}?id=${target.id}`;
