/**
 * How a product's substance and a list entry are matched: by CAS number; an entry without a CAS number by
 * its EC number, and one without either by its name. Both sides are reduced to keys ("cas:71-43-2",
 * "ec:200-753-7", "name:benzene") and a substance is on an entry when they share a key. The database
 * computes the substance side with the same rules (the legislation_substance_keys function of the
 * migration); tests/api/legislation-screening.test.ts holds the two to the same answers.
 */

/** Tabs, line breaks and no-break spaces count as spaces (the database's rule is the same). */
const spaces = (value: string | null | undefined) => (value ?? "").replace(/[\t\n\r\u00A0]/g, " ");

/** A CAS number as compared: spaces removed, leading zeros of the first part dropped ("0071-43-2" → "71-43-2"). */
export function casKey(value: string | null | undefined): string | null {
  const text = spaces(value).replace(/ /g, "");
  const match = /^0*(\d{2,7}-\d{2}-\d)$/.exec(text);
  return match ? match[1]! : null;
}

/** An EC number as compared: spaces removed; only the 000-000-0 shape counts. */
export function ecKey(value: string | null | undefined): string | null {
  const text = spaces(value).replace(/ /g, "");
  return /^\d{3}-\d{3}-\d$/.test(text) ? text : null;
}

/** A name as compared: lower case, runs of spaces as one space, trimmed. */
export function nameKey(value: string | null | undefined): string | null {
  const text = spaces(value).toLowerCase().replace(/ {2,}/g, " ").trim();
  return text.length > 0 ? text : null;
}

export interface EntryIdentity {
  cas: readonly string[];
  ec: string | null;
  name: string;
}

/** The keys an entry is found by: its CAS numbers; without any, its EC number; without either, its name. */
export function entryKeys(entry: EntryIdentity): string[] {
  const cas = [...new Set(entry.cas.map(casKey).filter((key): key is string => key !== null))];
  if (cas.length > 0) return cas.map((key) => `cas:${key}`);
  const ec = ecKey(entry.ec);
  if (ec) return [`ec:${ec}`];
  const name = nameKey(entry.name);
  return name ? [`name:${name}`] : [];
}

export interface SubstanceIdentity {
  name?: string | null;
  cas?: string | null;
  ec?: string | null;
}

/** The keys a substance of a sheet offers: its CAS, EC and name, each when it has one. */
export function substanceKeys(substance: SubstanceIdentity): string[] {
  const keys: string[] = [];
  const cas = casKey(substance.cas);
  if (cas) keys.push(`cas:${cas}`);
  const ec = ecKey(substance.ec);
  if (ec) keys.push(`ec:${ec}`);
  const name = nameKey(substance.name);
  if (name) keys.push(`name:${name}`);
  return keys;
}

/** How a hit was found: the kind of its key. */
export type MatchKind = "cas" | "ec" | "name";
export const matchKindOf = (key: string): MatchKind => key.slice(0, key.indexOf(":")) as MatchKind;
