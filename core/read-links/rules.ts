import { hasAll, type Permissions } from "../permissions";

/**
 * Who keeps a company's read links: a user who adds products and has the QR feature (add_product with qr),
 * or one who edits locations and administers read links (edit_location with read_link_admin). Both the
 * /qr-readlink page and every read-link operation of the API ask this one function.
 */
export function mayManageReadLinks(permissions: Permissions): boolean {
  return (
    hasAll(permissions, ["add_product", "qr"]) || hasAll(permissions, ["edit_location", "read_link_admin"])
  );
}

/** How many locations one QR sheet prints (an A4 page holds 12; a sheet is at most 10 pages). */
export const QR_SHEET_MAX_LOCATIONS = 120;
/** QR codes per A4 page: 3 columns, 4 rows. */
export const QR_SHEET_COLUMNS = 3;
export const QR_SHEET_ROWS = 4;

/** The library's page size. */
export const READ_LINK_PAGE_SIZE = 50;

/**
 * The public page is for a phone: it shows this many products a page (by name; a name search narrows them)
 * and at most this many workplace descriptions (on the first page, narrowed by the same search).
 */
export const READ_LINK_PRODUCTS_PER_PAGE = 50;
export const READ_LINK_DESCRIPTIONS_MAX = 50;
/** The deepest page the public page serves (100,000 products at 50 a page); a search narrows further. */
export const READ_LINK_LAST_PAGE = 2000;
/** The public page's search text is cut to this many characters. */
export const READ_LINK_SEARCH_MAX = 100;

/** A read link's state as the public page tells it. */
export const READ_LINK_STATES = ["active", "expired", "revoked", "unknown"] as const;
export type ReadLinkState = (typeof READ_LINK_STATES)[number];

/**
 * The state of a link at `now`: revoked wins over expired (the reader is told someone ended it on purpose).
 */
export function readLinkState(
  link: { expiresAt: Date; revokedAt: Date | null } | null,
  now: Date,
): ReadLinkState {
  if (!link) return "unknown";
  if (link.revokedAt) return "revoked";
  if (link.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

/** The expiry of a link made at `now` that works `days` days. */
export function expiryOf(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}
