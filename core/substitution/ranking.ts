/**
 * The hazard ranking of a substitution: a transparent score of how hazardous a product is, built from what
 * its current safety data sheet says (hazard statements, signal word) and what the company knows about its
 * substances (regulatory list hits, the company's own list of restricted and banned substances). A lower
 * score is the safer product. Every point of the score belongs to a named part, so the page can show why one
 * product ranks above another.
 *
 * Rule: the parts are added; within a part only the worst finding counts (two acute-toxicity statements are
 * not twice as toxic as one). The parts weigh, from heaviest: carcinogenic, mutagenic or toxic for
 * reproduction (CMR) > banned by the company > on a regulatory list > acute toxicity > specific target organ
 * toxicity > sensitisation > corrosion and irritation > the environment > physical hazards > the signal word.
 */

export const RANKING_PARTS = [
  "cmr",
  "banned",
  "regulatory",
  "acuteToxicity",
  "organToxicity",
  "sensitisation",
  "corrosion",
  "environment",
  "physical",
  "signalWord",
] as const;
export type RankingPart = (typeof RANKING_PARTS)[number];

/** The regulatory lists a product can be on (the legislation screening's codes). */
export type ListCode = "svhc" | "annex-xiv" | "annex-xvii" | "clp-cmr" | (string & {});
export type CustomListLevel = "restricted" | "banned";

export interface HazardProfile {
  hazardStatements: readonly string[];
  signalWord: string | null;
  /** Codes of the regulatory lists the product is on today. */
  lists: readonly ListCode[];
  /** Levels of the company's own list entries the product's substances are on. */
  customLevels: readonly CustomListLevel[];
}

export interface RankingLine {
  part: RankingPart;
  points: number;
  /** What earned the points: statement codes, list codes, list levels or the signal word. */
  because: string[];
}

export interface Ranking {
  score: number;
  /** The parts with points, heaviest first (in RANKING_PARTS order). */
  lines: RankingLine[];
}

/** Points of a statement code within its part: the code's exact text first, then its first four characters. */
type Table = Record<string, number>;

const CMR: Table = { H340: 100, H350: 100, H360: 100, H341: 40, H351: 40, H361: 40, H362: 20 };
const ACUTE: Table = {
  H300: 50,
  H310: 50,
  H330: 50,
  H301: 30,
  H311: 30,
  H331: 30,
  H302: 10,
  H312: 10,
  H332: 10,
};
const ORGAN: Table = { H370: 30, H372: 30, H371: 15, H373: 15, H304: 15, H335: 3, H336: 3 };
const SENSITISATION: Table = { H334: 25, H317: 20 };
const CORROSION: Table = { H314: 15, H318: 10, H315: 3, H319: 3 };
const ENVIRONMENT: Table = { H400: 15, H410: 15, H411: 10, H412: 5, H413: 2, H420: 5 };
const PHYSICAL: Table = {
  H200: 15,
  H201: 15,
  H202: 15,
  H203: 15,
  H204: 10,
  H205: 10,
  H220: 10,
  H222: 10,
  H224: 10,
  H230: 10,
  H240: 15,
  H241: 10,
  H250: 15,
  H260: 10,
  H270: 10,
  H271: 10,
  H225: 7,
  H221: 5,
  H223: 5,
  H226: 5,
  H228: 5,
  H242: 5,
  H251: 5,
  H252: 5,
  H261: 5,
  H272: 5,
  H280: 3,
  H281: 3,
  H290: 3,
};
/** Points for each regulatory list: on the Candidate List or Annex XIV weighs most, a restriction less. */
const LISTS: Table = { svhc: 40, "annex-xiv": 40, "clp-cmr": 40, "annex-xvii": 20 };
const CUSTOM: Record<CustomListLevel, number> = { banned: 100, restricted: 30 };
const SIGNAL: Table = { danger: 5, warning: 2 };

/** The code a statement starts with (H350i → H350, "H360FD" → H360), upper case; null when it is none. */
export function statementBase(statement: string): string | null {
  const match = /^\s*(EU)?H\s?(\d{3})/i.exec(statement);
  if (!match) return null;
  return `${match[1] ? "EUH" : "H"}${match[2]}`;
}

/** The worst finding of one part: its points and every finding that earned them. */
function worst(part: RankingPart, findings: { label: string; points: number }[]): RankingLine | null {
  const points = Math.max(0, ...findings.map((finding) => finding.points));
  if (points === 0) return null;
  const because = [...new Set(findings.filter((f) => f.points === points).map((f) => f.label))].sort();
  return { part, points, because };
}

function byStatement(part: RankingPart, table: Table, statements: readonly string[]): RankingLine | null {
  return worst(
    part,
    statements.flatMap((statement) => {
      const base = statementBase(statement);
      const points = base ? table[base] : undefined;
      return points ? [{ label: statement.trim(), points }] : [];
    }),
  );
}

/** The score of a product and its parts. */
export function rankHazards(profile: HazardProfile): Ranking {
  const statements = profile.hazardStatements;
  const signal = profile.signalWord?.trim().toLowerCase() ?? "";
  const lines = [
    byStatement("cmr", CMR, statements),
    worst(
      "banned",
      profile.customLevels
        .filter((level) => level === "banned")
        .map((level) => ({ label: level, points: CUSTOM[level] })),
    ),
    worst("regulatory", [
      ...profile.lists.map((list) => ({ label: list, points: LISTS[list] ?? 10 })),
      ...profile.customLevels
        .filter((level) => level === "restricted")
        .map((level) => ({ label: level, points: CUSTOM[level] })),
    ]),
    byStatement("acuteToxicity", ACUTE, statements),
    byStatement("organToxicity", ORGAN, statements),
    byStatement("sensitisation", SENSITISATION, statements),
    byStatement("corrosion", CORROSION, statements),
    byStatement("environment", ENVIRONMENT, statements),
    byStatement("physical", PHYSICAL, statements),
    worst(
      "signalWord",
      SIGNAL[signal] ? [{ label: profile.signalWord!.trim(), points: SIGNAL[signal] }] : [],
    ),
  ].filter((line): line is RankingLine => line !== null);
  return { score: lines.reduce((sum, line) => sum + line.points, 0), lines };
}

/** How a candidate compares with the product it would replace: safer, the same, or more hazardous. */
export type Verdict = "safer" | "same" | "worse";

export function compareRankings(current: Ranking, candidate: Ranking): Verdict {
  if (candidate.score < current.score) return "safer";
  if (candidate.score > current.score) return "worse";
  return "same";
}
