/**
 * What a workplace description holds: the instruction a worker reads where a product is used (in the German
 * model the Betriebsanweisung of TRGS 555). Its text sections, in the order a poster prints them, and the
 * limits every side checks. Plain TypeScript, shared by the API and the pages.
 */
export const WPD_SECTIONS = ["scope", "hazards", "protection", "emergency", "firstAid", "disposal"] as const;
export type WpdSection = (typeof WPD_SECTIONS)[number];

/** The text of every section (an absent section is empty). */
export type WpdSectionTexts = Record<WpdSection, string>;

export const WPD_TITLE_MAX = 200;
export const WPD_SECTION_MAX = 4000;

/** Where a description's version stands: a draft is edited, published is what workers read. */
export const WPD_STATUSES = ["draft", "published"] as const;
export type WpdStatus = (typeof WPD_STATUSES)[number];

/** The poster's paper sizes. */
export const WPD_PAPER_SIZES = ["A4", "A3"] as const;
export type WpdPaperSize = (typeof WPD_PAPER_SIZES)[number];

export function isWpdSection(value: unknown): value is WpdSection {
  return typeof value === "string" && (WPD_SECTIONS as readonly string[]).includes(value);
}

/** Every section, empty where `texts` has nothing (unknown keys dropped), cut to the limit. */
export function sectionTexts(texts: Partial<Record<string, unknown>> | null | undefined): WpdSectionTexts {
  const out = {} as WpdSectionTexts;
  for (const section of WPD_SECTIONS) {
    const value = texts?.[section];
    out[section] = typeof value === "string" ? value.slice(0, WPD_SECTION_MAX) : "";
  }
  return out;
}
