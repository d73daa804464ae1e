/**
 * The amount report's hazard categories: groups of CLP hazard statements that say how a product can harm
 * (burn, poison, cause cancer, harm water life…) and how strongly, so that amounts held can be added up per
 * kind of hazard. A product is in every category one of its statements names (methanol is a flammable
 * liquid, acutely toxic and a target-organ toxicant), so the category totals overlap: their sum is not the
 * total held. A statement is matched by its base code: "H360FD" and "H350i" are H360 and H350, and a
 * combined statement "H300+H310" names both.
 *
 * The grouping follows the hazard classes and categories of the CLP Regulation (EC) No 1272/2008, Annex I
 * (the code of each statement is the class and category it is assigned to), splitting where the
 * categories differ in what a store has to do (flammable liquids 1, 2 and 3; acute toxicity 1–2, 3 and 4;
 * CMR 1A/1B and 2; aquatic acute 1 / chronic 1, chronic 2, chronic 3–4).
 */
export const HAZARD_CATEGORIES = [
  "explosive",
  "flam-gas",
  "flam-aerosol",
  "oxidising-gas",
  "gas-pressure",
  "flam-liq-1",
  "flam-liq-2",
  "flam-liq-3",
  "flam-solid",
  "self-reactive",
  "pyrophoric",
  "water-reactive",
  "oxidiser",
  "corrosive",
  "acute-tox-1-2",
  "acute-tox-3",
  "acute-tox-4",
  "stot",
  "cmr-1",
  "cmr-2",
  "sensitiser",
  "aquatic-1",
  "aquatic-2",
  "aquatic-3-4",
] as const;
export type HazardCategory = (typeof HAZARD_CATEGORIES)[number];

/** The report's bucket for products none of whose statements is in a category (or without a sheet). */
export const NO_CATEGORY = "none";
export type ReportCategory = HazardCategory | typeof NO_CATEGORY;

export const REPORT_CATEGORIES: readonly ReportCategory[] = [...HAZARD_CATEGORIES, NO_CATEGORY];

/** The base hazard statement codes of each category. */
export const CATEGORY_CODES: Readonly<Record<HazardCategory, readonly string[]>> = {
  explosive: ["H200", "H201", "H202", "H203", "H204", "H205"],
  "flam-gas": ["H220", "H221"],
  "flam-aerosol": ["H222", "H223"],
  "oxidising-gas": ["H270"],
  "gas-pressure": ["H280", "H281"],
  "flam-liq-1": ["H224"],
  "flam-liq-2": ["H225"],
  "flam-liq-3": ["H226"],
  "flam-solid": ["H228"],
  "self-reactive": ["H240", "H241", "H242"],
  pyrophoric: ["H250", "H251", "H252"],
  "water-reactive": ["H260", "H261"],
  oxidiser: ["H271", "H272"],
  corrosive: ["H290", "H314"],
  "acute-tox-1-2": ["H300", "H310", "H330"],
  "acute-tox-3": ["H301", "H311", "H331"],
  "acute-tox-4": ["H302", "H312", "H332"],
  stot: ["H370", "H372"],
  "cmr-1": ["H340", "H350", "H360"],
  "cmr-2": ["H341", "H351", "H361"],
  sensitiser: ["H317", "H334"],
  "aquatic-1": ["H400", "H410"],
  "aquatic-2": ["H411"],
  "aquatic-3-4": ["H412", "H413"],
};

/** Every (code, category) pair, for a database query that joins statements to categories. */
export function categoryCodePairs(): { code: string; category: HazardCategory }[] {
  return HAZARD_CATEGORIES.flatMap((category) =>
    CATEGORY_CODES[category].map((code) => ({ code, category })),
  );
}

const BASE_CODE = /H\d{3}/g;

/** The base codes a printed statement names: "H300+H310" → H300, H310; "H360FD" → H360; "EUH066" → none. */
export function baseCodes(statement: string): string[] {
  return [
    ...statement
      .toUpperCase()
      .replace(/EUH\d{3}/g, "")
      .matchAll(BASE_CODE),
  ].map((match) => match[0]);
}

const CATEGORY_OF_CODE = new Map(categoryCodePairs().map((pair) => [pair.code, pair.category]));

/** The categories of a product's hazard statements, in the report's order; none: [NO_CATEGORY]. */
export function categoriesOf(statements: readonly string[]): ReportCategory[] {
  const found = new Set<HazardCategory>();
  for (const statement of statements) {
    for (const code of baseCodes(statement)) {
      const category = CATEGORY_OF_CODE.get(code);
      if (category) found.add(category);
    }
  }
  if (found.size === 0) return [NO_CATEGORY];
  return HAZARD_CATEGORIES.filter((category) => found.has(category));
}

export const isReportCategory = (value: unknown): value is ReportCategory =>
  typeof value === "string" && (REPORT_CATEGORIES as readonly string[]).includes(value);
