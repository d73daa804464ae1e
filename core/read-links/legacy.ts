import { parseId } from "../ids";

/**
 * Links of the product's earlier version, still printed in binders and saved in bookmarks, mapped to
 * today's pages. The earlier version routed in the fragment (`/#/products/12`), which never reaches the
 * server, so a reader pastes the old link into /legacy-links (or an old redirect sends it as `?from=`).
 * Each format maps to one page of today; anything else is not a known old link (null).
 */
const MAPPINGS: { pattern: RegExp; to: (match: RegExpExecArray) => string | null }[] = [
  { pattern: /^\/products\/(\d+)\/?$/, to: (m) => withId(m[1], (id) => `/products/${id}`) },
  { pattern: /^\/product\/(\d+)\/?$/, to: (m) => withId(m[1], (id) => `/products/${id}`) },
  {
    pattern: /^\/locations?\/(\d+)(?:\/products)?\/?$/,
    to: (m) => withId(m[1], (id) => `/locations/${id}/products`),
  },
  { pattern: /^\/sds\/([A-Za-z0-9_-]{1,64})\/?$/, to: (m) => `/sds/${m[1]}` },
  { pattern: /^\/sds\/([A-Za-z0-9_-]{1,64})\/pdf\/?$/, to: (m) => `/sds/${m[1]}/pdf` },
  { pattern: /^\/readlink\/([A-Za-z0-9_-]{55})\/?$/, to: (m) => `/read/${m[1]}` },
  { pattern: /^\/qr\/([A-Za-z0-9_-]{55})\/?$/, to: (m) => `/read/${m[1]}` },
  {
    pattern: /^\/permalink\/(product-sds|location)\/(\d+)\/?$/,
    to: (m) => withId(m[2], (id) => `/permalinks/${m[1]}?id=${id}`),
  },
  { pattern: /^\/(?:dashboard|home|start)?\/?$/, to: () => "/main" },
];

function withId(text: string | undefined, build: (id: number) => string): string | null {
  const id = parseId(text);
  return id === null ? null : build(id);
}

/** The longest old link read. */
export const LEGACY_LINK_MAX_LENGTH = 500;

/**
 * Today's path for an old link (a whole URL of any host, a path, or a fragment route), or null. Only a
 * path on this site is ever returned, so the answer is safe to redirect to.
 */
export function mapLegacyLink(value: string): string | null {
  const text = value.trim();
  if (text === "" || text.length > LEGACY_LINK_MAX_LENGTH) return null;
  let route = text;
  const hash = text.indexOf("#");
  if (hash >= 0) route = text.slice(hash + 1);
  else {
    try {
      route = new URL(text, "http://legacy.invalid").pathname;
    } catch {
      return null;
    }
  }
  route = route.split("?")[0] ?? "";
  if (!route.startsWith("/")) route = `/${route}`;
  for (const { pattern, to } of MAPPINGS) {
    const match = pattern.exec(route);
    if (match) return to(match);
  }
  return null;
}
