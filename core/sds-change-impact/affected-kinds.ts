import { changedParts, type SheetChange } from "./sheet-change";

/**
 * Which kinds of things a sheet change touches. A company's documents are written from the sheet: when the
 * hazards change, what was assessed, described, printed or approved on the old sheet may no longer hold.
 */

/** The kinds of things a new sheet version can touch, in the order the pages list them. */
export const IMPACT_KINDS = [
  "risk_assessment",
  "workplace_description",
  "poster",
  "read_link",
  "approval",
  "exposure_plan",
  "legislation",
  "co_storage",
] as const;
export type ImpactKind = (typeof IMPACT_KINDS)[number];

export const isImpactKind = (value: string): value is ImpactKind =>
  (IMPACT_KINDS as readonly string[]).includes(value);

/**
 * Carcinogenic, mutagenic or toxic for reproduction (any category, with lactation): a product with one of
 * these belongs in the exposure register, so gaining or losing one changes who must be registered.
 */
const CMR_PREFIXES = ["H340", "H341", "H350", "H351", "H360", "H361", "H362"];

export const isCmrStatement = (code: string): boolean => {
  const normalised = code.replace(/\s+/g, "").toUpperCase();
  return CMR_PREFIXES.some((prefix) => normalised.startsWith(prefix));
};

/** Whether the change adds or removes a CMR statement (H360 becoming H360D counts: the category changed). */
export function changesCmr(change: SheetChange): boolean {
  return [...change.hazard_statements.added, ...change.hazard_statements.removed].some(isCmrStatement);
}

/**
 * The kinds a change touches, in IMPACT_KINDS order:
 * - a hazard change (classification, signal word, H statements, pictograms) touches risk assessments,
 *   workplace descriptions and their posters, what read links show and approvals given on the old hazards;
 * - precautionary statements alone touch what is written and shown: workplace descriptions, posters and
 *   read links;
 * - a CMR statement gained or lost touches exposure plans;
 * - substances added, removed or at another concentration touch legislation hits (lists match by
 *   substance), approvals and risk assessments;
 * - a storage class change touches co-storage at every location holding the product.
 * Nothing when nothing changed.
 */
export function affectedKinds(change: SheetChange): ImpactKind[] {
  const parts = new Set(changedParts(change));
  const hazards = ["classification", "signal_word", "hazard_statements", "pictograms"].some((part) =>
    parts.has(part as never),
  );
  const precautions = parts.has("precautionary_statements");
  const substances = parts.has("substances");
  const touched: Record<ImpactKind, boolean> = {
    risk_assessment: hazards || substances,
    workplace_description: hazards || precautions,
    poster: hazards || precautions,
    read_link: hazards || precautions,
    approval: hazards || substances,
    exposure_plan: changesCmr(change),
    legislation: substances,
    co_storage: parts.has("storage_class"),
  };
  return IMPACT_KINDS.filter((kind) => touched[kind]);
}

/**
 * At most this many things of one kind get an action from one new sheet (a product kept at thousands of
 * locations): the first ones by id, and the impact page says the list was cut.
 */
export const IMPACT_ITEMS_PER_KIND = 200;
