/**
 * What changed between two versions of a product's safety data sheet: the facts a company acts on
 * (classification, signal word, hazard and precautionary statements, pictograms, substances by CAS number
 * and storage class). Plain values: the API computes it when a new version replaces the current one, and
 * the pages show it.
 */

/** The facts of one sheet the comparison reads. Codes as printed; they are normalised here. */
export interface SheetFacts {
  /** classified, not_classified or none_found (what the sheet's section 2 says), or null when unknown. */
  classification: string | null;
  signal_word: string | null;
  hazard_statements: readonly string[];
  precautionary_statements: readonly string[];
  pictograms: readonly string[];
  storage_class: string | null;
  substances: readonly SheetSubstance[];
}

export interface SheetSubstance {
  name: string | null;
  cas: string | null;
  /** As printed ("10 - < 20 %"), or null. */
  concentration: string | null;
}

export interface ValueChange {
  from: string | null;
  to: string | null;
}

export interface CodesChange {
  added: string[];
  removed: string[];
}

export interface SubstanceChange {
  /** The CAS number, else the name, of the substance. */
  key: string;
  name: string | null;
  from: string | null;
  to: string | null;
}

export interface SheetChange {
  classification: ValueChange | null;
  signal_word: ValueChange | null;
  hazard_statements: CodesChange;
  precautionary_statements: CodesChange;
  pictograms: CodesChange;
  storage_class: ValueChange | null;
  substances: { added: SheetSubstance[]; removed: SheetSubstance[]; changed: SubstanceChange[] };
}

/** Statement codes as printed, compared without spaces and case ("p305 + p351" is "P305+P351"). */
const code = (value: string) => value.replace(/\s+/g, "").toUpperCase();

function codesChange(from: readonly string[], to: readonly string[]): CodesChange {
  const before = new Set(from.map(code));
  const after = new Set(to.map(code));
  return {
    added: [...after].filter((c) => !before.has(c)),
    removed: [...before].filter((c) => !after.has(c)),
  };
}

function valueChange(from: string | null, to: string | null): ValueChange | null {
  const a = from?.trim() || null;
  const b = to?.trim() || null;
  return (a?.toLowerCase() ?? null) === (b?.toLowerCase() ?? null) ? null : { from: a, to: b };
}

/** A substance's identity across versions: its CAS number, else its name (suppliers rename, CAS stays). */
export function substanceKey(substance: SheetSubstance): string | null {
  const cas = substance.cas?.trim();
  if (cas) return cas;
  const name = substance.name?.trim().toLowerCase();
  return name ? `name:${name}` : null;
}

/** A concentration compared by its numbers and signs, so "10-<20%" and "10 - < 20 %" are the same. */
const concentration = (value: string | null) => (value ?? "").replace(/[\s%]/g, "").replace(/,/g, ".");

function substancesChange(
  from: readonly SheetSubstance[],
  to: readonly SheetSubstance[],
): SheetChange["substances"] {
  const keyed = (list: readonly SheetSubstance[]) => {
    const map = new Map<string, SheetSubstance>();
    for (const substance of list) {
      const key = substanceKey(substance);
      if (key && !map.has(key)) map.set(key, substance);
    }
    return map;
  };
  const before = keyed(from);
  const after = keyed(to);
  const changed: SubstanceChange[] = [];
  for (const [key, next] of after) {
    const previous = before.get(key);
    if (previous && concentration(previous.concentration) !== concentration(next.concentration)) {
      changed.push({
        key,
        name: next.name ?? previous.name,
        from: previous.concentration,
        to: next.concentration,
      });
    }
  }
  return {
    added: [...after].filter(([key]) => !before.has(key)).map(([, substance]) => substance),
    removed: [...before].filter(([key]) => !after.has(key)).map(([, substance]) => substance),
    changed,
  };
}

/** What changed from sheet `from` to sheet `to`. */
export function sheetChange(from: SheetFacts, to: SheetFacts): SheetChange {
  return {
    classification: valueChange(from.classification, to.classification),
    signal_word: valueChange(from.signal_word, to.signal_word),
    hazard_statements: codesChange(from.hazard_statements, to.hazard_statements),
    precautionary_statements: codesChange(from.precautionary_statements, to.precautionary_statements),
    pictograms: codesChange(from.pictograms, to.pictograms),
    storage_class: valueChange(from.storage_class, to.storage_class),
    substances: substancesChange(from.substances, to.substances),
  };
}

const codesChanged = (change: CodesChange) => change.added.length > 0 || change.removed.length > 0;

/** The parts of a change, each named once: what the event's summary and the page list. */
export const CHANGE_PARTS = [
  "classification",
  "signal_word",
  "hazard_statements",
  "precautionary_statements",
  "pictograms",
  "substances",
  "storage_class",
] as const;
export type ChangePart = (typeof CHANGE_PARTS)[number];

/** The parts that changed, in CHANGE_PARTS order; none when the two sheets say the same. */
export function changedParts(change: SheetChange): ChangePart[] {
  const changed: Record<ChangePart, boolean> = {
    classification: change.classification !== null,
    signal_word: change.signal_word !== null,
    hazard_statements: codesChanged(change.hazard_statements),
    precautionary_statements: codesChanged(change.precautionary_statements),
    pictograms: codesChanged(change.pictograms),
    substances:
      change.substances.added.length + change.substances.removed.length + change.substances.changed.length >
      0,
    storage_class: change.storage_class !== null,
  };
  return CHANGE_PARTS.filter((part) => changed[part]);
}
