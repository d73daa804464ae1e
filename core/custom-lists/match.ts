import {
  entryKeys,
  substanceKeys,
  matchKindOf,
  type MatchKind,
  type SubstanceIdentity,
} from "../legislation/keys";

/**
 * How a custom-list entry is found on a product: by the legislation lists' rules (core/legislation/keys.ts).
 * An entry names one substance: its CAS number, else its EC number, else its name is the key it is found
 * by; a sheet's substance offers its CAS, EC and name.
 */
export interface CustomEntryIdentity {
  name: string;
  cas?: string | null;
  ec?: string | null;
}

/** The one key an entry is found by, or null when it has nothing to be found by. */
export function customEntryKey(entry: CustomEntryIdentity): string | null {
  return entryKeys({ cas: entry.cas ? [entry.cas] : [], ec: entry.ec ?? null, name: entry.name })[0] ?? null;
}

export interface CustomHit<E> {
  entry: E;
  substance: string;
  matchedBy: MatchKind;
}

/** The entries a product's substances are on (the rule the database applies to every product at once). */
export function screenCustom<E extends CustomEntryIdentity>(
  substances: readonly SubstanceIdentity[],
  entries: readonly E[],
): CustomHit<E>[] {
  const offered = new Map<string, string>();
  for (const substance of substances) {
    for (const key of substanceKeys(substance)) {
      if (!offered.has(key)) offered.set(key, substance.name ?? substance.cas ?? substance.ec ?? "");
    }
  }
  const hits: CustomHit<E>[] = [];
  for (const entry of entries) {
    const key = customEntryKey(entry);
    const substance = key === null ? undefined : offered.get(key);
    if (key !== null && substance !== undefined) hits.push({ entry, substance, matchedBy: matchKindOf(key) });
  }
  return hits;
}
