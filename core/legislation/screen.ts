import { entryKeys, matchKindOf, substanceKeys, type MatchKind, type SubstanceIdentity } from "./keys";
import { inForce, type ListEntry } from "./entries";

/**
 * Screening one product: which list entries its substances are on, on a given day. This is the rule; the
 * database applies the same rule to every product at once (api/legislation/screening.ts), and the tests of
 * both use the same known cases.
 */
export interface Hit {
  entry: ListEntry;
  /** The substance that matched, and how. */
  substance: string;
  matchedBy: MatchKind;
}

const PREFERENCE: Record<MatchKind, number> = { cas: 0, ec: 1, name: 2 };

export function screenProduct(
  substances: readonly SubstanceIdentity[],
  entries: readonly ListEntry[],
  day: string,
): Hit[] {
  const offered = new Map<string, string>();
  for (const substance of substances) {
    for (const key of substanceKeys(substance)) {
      if (!offered.has(key)) offered.set(key, substance.name ?? substance.cas ?? substance.ec ?? "");
    }
  }
  const hits: Hit[] = [];
  for (const entry of entries) {
    if (!inForce(entry, day)) continue;
    let best: Hit | null = null;
    for (const key of entryKeys(entry)) {
      const substance = offered.get(key);
      if (substance === undefined) continue;
      const matchedBy = matchKindOf(key);
      if (!best || PREFERENCE[matchedBy] < PREFERENCE[best.matchedBy]) best = { entry, substance, matchedBy };
    }
    if (best) hits.push(best);
  }
  return hits;
}
