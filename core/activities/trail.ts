/**
 * Reading the audit trail: its page size, the period's dates and the keyset cursor. The trail is paged by
 * (created_at, id), newest first, never by offset, so any page of a million rows costs one index descent.
 * The cursor is opaque to clients: the row to continue from (its time to the microsecond, which a
 * JavaScript Date cannot hold, and its id) and the direction.
 */

/** Rows per page of the trail. */
export const ACTIVITY_PAGE_SIZE = 50;
/** The largest page a client may ask for. */
export const ACTIVITY_PAGE_MAX = 100;
/** How many people the person filter offers at most. */
export const ACTIVITY_ACTORS_MAX = 500;
/** An object type is a short lower-case word ("product", "sds", "location"). */
export const OBJECT_TYPE_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;
export const OBJECT_ID_MAX = 100;

/** "older": the rows after the cursor's row (further back in time); "newer": the rows before it. */
export type CursorDirection = "older" | "newer";

export interface ActivityCursor {
  direction: CursorDirection;
  /** created_at of the row to continue from, UTC with microseconds: 2026-11-26T10:00:00.123456Z. */
  at: string;
  id: number;
}

const AT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const RAW_PATTERN = /^([on])\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|(\d{1,15})$/;

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

export function encodeCursor(cursor: ActivityCursor): string {
  if (!AT_PATTERN.test(cursor.at)) throw new Error(`not a cursor time: ${cursor.at}`);
  return toBase64Url(`${cursor.direction === "older" ? "o" : "n"}|${cursor.at}|${cursor.id}`);
}

/** The cursor, or null when the text is not one this module wrote (tampered, cut, or from elsewhere). */
/**
 * One keyset page from the `limit + 1` rows read past `cursor` (newest first, or oldest first on a walk
 * towards newer rows): the rows to show newest first and the cursors of the pages around them. Null when a
 * walk towards newer rows reached the top: that page would be short, so the first page is the answer then.
 */
export function keysetWindow<T extends { at: string; id: number | string }>(
  rows: readonly T[],
  limit: number,
  cursor: ActivityCursor | null,
): { shown: T[]; older: string | null; newer: string | null } | null {
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  let links = { older: more, newer: cursor !== null && shown.length > 0 };
  if (cursor?.direction === "newer") {
    if (!more) return null;
    shown.reverse();
    links = { older: true, newer: true };
  }
  const first = shown[0];
  const last = shown[shown.length - 1];
  return {
    shown,
    older:
      links.older && last ? encodeCursor({ direction: "older", at: last.at, id: Number(last.id) }) : null,
    newer:
      links.newer && first ? encodeCursor({ direction: "newer", at: first.at, id: Number(first.id) }) : null,
  };
}

export function decodeCursor(text: string): ActivityCursor | null {
  if (text.length === 0 || text.length > 64 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let raw: string;
  try {
    raw = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
  const match = RAW_PATTERN.exec(raw);
  if (!match) return null;
  const id = Number(match[3]);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  if (Number.isNaN(Date.parse(match[2]!))) return null;
  return { direction: match[1] === "o" ? "older" : "newer", at: match[2]!, id };
}

/** A calendar date as the period filter takes it (YYYY-MM-DD, a real day), else null. */
export function parseDay(text: string | null | undefined): string | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : null;
}
