import { IMPACT_KINDS, type ImpactKind } from "./affected-kinds";

/**
 * The list hits a new sheet version gains or loses. A product's screening follows its current sheets (the
 * database screens it again in the statement that changes a sheet), so the hits before and after a
 * replacement say exactly which legislation and custom-list entries the new sheet brings in or drops.
 */

/** One hit of a product: a list (a legislation list's code or a custom list's id) and one of its entries. */
export interface ListHit {
  source: "legislation" | "custom";
  /** The legislation list's code ("svhc", "clp-cmr" …) or the custom list's id; "0" is the greylist. */
  list: string;
  /** The custom list's name; empty for a legislation list (its name is translated from the code). */
  list_name: string;
  /** The entry's reference (a legislation entry's ref, a custom entry's id). */
  ref: string;
  /** The entry's name, as the list gives it. */
  entry: string;
}

export interface ListHitChange {
  gained: ListHit[];
  lost: ListHit[];
}

/**
 * At most this many gained and this many lost hits are kept with the event (a sheet that newly names a
 * substance on many entries): an event's payload stays small; the impact page says when the list was cut.
 */
export const LIST_HIT_CHANGES_KEPT = 20;

const SEPARATOR = "\t";
const clean = (text: string, max: number) => text.replace(/\s+/g, " ").trim().slice(0, max);

/**
 * A hit as one short line of text for the event's payload (a list of texts): source, list, list name,
 * reference and entry, tab-separated, the names cut so the line stays under 200 characters.
 */
export function encodeListHit(hit: ListHit): string {
  return [
    hit.source,
    clean(hit.list, 20),
    clean(hit.list_name, 60),
    clean(hit.ref, 40),
    clean(hit.entry, 70),
  ].join(SEPARATOR);
}

/** A line of encodeListHit back; null for anything else. */
export function decodeListHit(line: unknown): ListHit | null {
  if (typeof line !== "string") return null;
  const [source, list, list_name, ref, entry] = line.split(SEPARATOR);
  if ((source !== "legislation" && source !== "custom") || list === undefined || entry === undefined)
    return null;
  return { source, list, list_name: list_name ?? "", ref: ref ?? "", entry };
}

const keyOf = (hit: ListHit) => `${hit.source}\u0000${hit.list}\u0000${hit.ref}`;

const byListThenEntry = (a: ListHit, b: ListHit) =>
  a.source.localeCompare(b.source) ||
  a.list.localeCompare(b.list) ||
  a.entry.localeCompare(b.entry) ||
  a.ref.localeCompare(b.ref);

/** The hits in `after` and not in `before` (gained), and the other way round (lost), each sorted. */
export function listHitChange(before: readonly ListHit[], after: readonly ListHit[]): ListHitChange {
  const had = new Set(before.map(keyOf));
  const has = new Set(after.map(keyOf));
  return {
    gained: after.filter((hit) => !had.has(keyOf(hit))).sort(byListThenEntry),
    lost: before.filter((hit) => !has.has(keyOf(hit))).sort(byListThenEntry),
  };
}

export const hitsChanged = (change: ListHitChange): boolean =>
  change.gained.length > 0 || change.lost.length > 0;

/**
 * The kinds a change touches once the screening is known: a hit gained or lost touches the legislation
 * lists even when the compared facts look alike (a CAS number only in the sheet's identification, say).
 */
export function withListHits(kinds: readonly ImpactKind[], change: ListHitChange): ImpactKind[] {
  if (!hitsChanged(change) || kinds.includes("legislation")) return [...kinds];
  return IMPACT_KINDS.filter((kind) => kind === "legislation" || kinds.includes(kind));
}

/** The lists (one per source and list) a change gained or lost hits on, in list order. */
export function changedLists(change: ListHitChange): ListHit[] {
  const seen = new Map<string, ListHit>();
  for (const hit of [...change.gained, ...change.lost].sort(byListThenEntry)) {
    const key = `${hit.source}\u0000${hit.list}`;
    if (!seen.has(key)) seen.set(key, hit);
  }
  return [...seen.values()];
}
