import { WPD_SECTIONS, type WpdSection } from "../workplace-descriptions/sections";

/**
 * The company's poster layout for workplace descriptions: which sections the poster prints and in what
 * order, the logo, the emergency-numbers band and up to two languages. Limits and the layout every company
 * starts with. Plain TypeScript without zod (the page renders with these; the rules live in ./rules.ts).
 */

/** The emergency-numbers band: a few short lines (the poster prints them in one band). */
export const POSTER_EMERGENCY_MAX = 400;
export const POSTER_EMERGENCY_LINES_MAX = 6;
/** Two languages print side by side; more would not fit an A4 column. */
export const POSTER_LANGUAGES_MAX = 2;
/** The logo: a PNG or JPEG of at most 512 KB (a logo on a poster needs no more). */
export const POSTER_LOGO_MAX_BYTES = 512 * 1024;
export const POSTER_LOGO_TYPES = ["image/png", "image/jpeg"] as const;
export type PosterLogoType = (typeof POSTER_LOGO_TYPES)[number];

export interface PosterLayout {
  /** The sections printed, in print order (a subset of WPD_SECTIONS, each once). */
  sections: WpdSection[];
  emergency_numbers: string;
  /** Language ids (core/languages.ts), at most two: the poster's languages, side by side. */
  language_ids: number[];
  has_logo: boolean;
}

/** What a company has before it saves a layout: every section in the usual order, nothing else. */
export const DEFAULT_POSTER_LAYOUT: PosterLayout = {
  sections: [...WPD_SECTIONS],
  emergency_numbers: "",
  language_ids: [],
  has_logo: false,
};

/** The stored section list, cleaned: known sections only, each once, in stored order (none: the default). */
export function storedSections(value: readonly unknown[] | null | undefined): WpdSection[] {
  const out: WpdSection[] = [];
  for (const item of value ?? []) {
    if ((WPD_SECTIONS as readonly unknown[]).includes(item) && !out.includes(item as WpdSection)) {
      out.push(item as WpdSection);
    }
  }
  return out.length > 0 ? out : [...WPD_SECTIONS];
}

/**
 * The image type of a logo file by its first bytes (PNG signature, JPEG start-of-image marker), or null:
 * the name and the declared type of an upload are never trusted.
 */
export function logoTypeOf(bytes: Uint8Array): PosterLogoType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, i) => bytes[i] === byte)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

/**
 * The layout as a page posts it: a shown box and a position (1–6) per section. The shown sections sorted by
 * position; equal positions keep the usual order.
 */
export function orderedSections(
  entries: { section: WpdSection; shown: boolean; position: number }[],
): WpdSection[] {
  return entries
    .filter((entry) => entry.shown)
    .map((entry) => ({ ...entry, usual: WPD_SECTIONS.indexOf(entry.section) }))
    .sort((a, b) => a.position - b.position || a.usual - b.usual)
    .map((entry) => entry.section);
}

/** The names of the page's inputs for a section: its shown box and its position. */
export const shownInput = (section: WpdSection) => `show_${section}` as const;
export const positionInput = (section: WpdSection) => `position_${section}` as const;
/** The page's two language selects ("" is none). */
export const LANGUAGE_INPUTS = ["language_1", "language_2"] as const;
