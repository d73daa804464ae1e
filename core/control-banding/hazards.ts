/**
 * Hazard groups from a product's H statements, as control banding assigns them (COSHH Essentials by the UK
 * HSE, "COSHH essentials: Controlling exposure to chemicals – a simple control banding approach", updated
 * for CLP; the ILO International Chemical Control Toolkit publishes the same groups by GHS class).
 *
 * A (lowest) to E (highest) rate harm by breathing in; the highest group any statement reaches decides.
 * S is separate: the product harms skin or eyes, whatever its inhalation group.
 */

export const HAZARD_GROUPS = ["A", "B", "C", "D", "E"] as const;
export type HazardGroup = (typeof HAZARD_GROUPS)[number];

/**
 * The H statements of each group (base codes: H360FD counts as H360, H350i as H350). Codes of the UN GHS that
 * the EU's CLP does not use (H303, H305, H313, H316, H320, H333) are listed where the ILO toolkit puts them.
 */
const GROUP_STATEMENTS: Record<HazardGroup, readonly string[]> = {
  A: ["H303", "H304", "H305", "H313", "H315", "H316", "H319", "H320", "H333", "H336", "EUH066"],
  B: ["H302", "H312", "H332", "H371"],
  C: ["H301", "H311", "H314", "H317", "H318", "H331", "H335", "H370", "H373", "EUH071"],
  D: ["H300", "H310", "H330", "H351", "H360", "H361", "H362", "H372"],
  E: ["H334", "H340", "H341", "H350"],
};

const GROUP_OF = new Map<string, HazardGroup>();
for (const group of HAZARD_GROUPS) for (const code of GROUP_STATEMENTS[group]) GROUP_OF.set(code, group);

/** Skin and eye effects (group S): skin contact must be prevented as well, whatever the approach. */
const SKIN_EYE_STATEMENTS = new Set([
  "H310",
  "H311",
  "H312",
  "H314",
  "H315",
  "H317",
  "H318",
  "H319",
  "EUH070",
]);

/**
 * Carcinogenic, mutagenic or toxic for reproduction, category 1A or 1B: H340, H350, H350i and H360 with any
 * of its letters (F, D, FD, Fd, Df). Category 2 (H341, H351, H361) is not flagged.
 */
const CMR_BASES = new Set(["H340", "H350", "H360"]);

/** One H statement as written on an SDS: its base code and the code with its letters. */
export interface Statement {
  /** "H360" for "H360FD"; "EUH066". */
  base: string;
  /** "H360FD", "H350i", as written (spaces removed). */
  code: string;
}

const STATEMENT = /\b(EUH|H)\s?(\d{3})\s?([A-Za-z]{0,2})\b/gi;

/**
 * The H statements in a product's list, whatever the writing: "H 360 FD", combined "H301+H311+H331", or a
 * code followed by its text. Unknown codes are kept (they decide nothing).
 */
export function parseStatements(statements: readonly string[]): Statement[] {
  const out: Statement[] = [];
  const seen = new Set<string>();
  for (const raw of statements) {
    for (const match of raw.matchAll(STATEMENT)) {
      const prefix = match[1]!.toUpperCase();
      const digits = match[2]!;
      let letters = match[3] ?? "";
      // Only H350i and the reproduction letters (F, D, f, d) belong to a code; anything else is the next word.
      if (!/^(i|[FDfd]{1,2})$/.test(letters)) letters = "";
      const base = `${prefix}${digits}`;
      const code = `${base}${letters}`;
      if (seen.has(code)) continue;
      seen.add(code);
      out.push({ base, code });
    }
  }
  return out;
}

export interface HazardAssessment {
  group: HazardGroup;
  /** The statements that put the product in its group; empty when none of B–E applies (A by default). */
  deciding: string[];
  skinEye: boolean;
  skinEyeStatements: string[];
  cmr: boolean;
  cmrStatements: string[];
}

/**
 * The hazard group of a product: the highest group any of its statements reaches. A product none of whose
 * statements is in groups B–E is group A (the method puts every substance not in B–E there).
 */
export function assessHazards(statements: readonly string[]): HazardAssessment {
  const parsed = parseStatements(statements);
  let group: HazardGroup = "A";
  for (const statement of parsed) {
    const of = GROUP_OF.get(statement.base);
    if (of && HAZARD_GROUPS.indexOf(of) > HAZARD_GROUPS.indexOf(group)) group = of;
  }
  const deciding = parsed.filter((statement) => GROUP_OF.get(statement.base) === group).map((s) => s.code);
  const skinEyeStatements = parsed.filter((s) => SKIN_EYE_STATEMENTS.has(s.base)).map((s) => s.code);
  const cmrStatements = parsed.filter((s) => CMR_BASES.has(s.base)).map((s) => s.code);
  return {
    group,
    deciding,
    skinEye: skinEyeStatements.length > 0,
    skinEyeStatements,
    cmr: cmrStatements.length > 0,
    cmrStatements,
  };
}

/** The group an H statement alone puts a product in (undefined: it decides nothing). */
export function groupOfStatement(code: string): HazardGroup | undefined {
  const [statement] = parseStatements([code]);
  return statement ? GROUP_OF.get(statement.base) : undefined;
}
