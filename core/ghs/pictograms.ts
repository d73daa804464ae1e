/**
 * The nine GHS hazard pictograms of the CLP regulation (Annex V). The SVGs are
 * served from public/pictograms/ (UNECE GHS symbols, public domain on Wikimedia
 * Commons, via karlnorling/ghs-hazard-pictograms, MIT; see reference/NOTICE.md).
 * Browser-safe: no server imports.
 */
export const PICTOGRAMS = [
  "GHS01",
  "GHS02",
  "GHS03",
  "GHS04",
  "GHS05",
  "GHS06",
  "GHS07",
  "GHS08",
  "GHS09",
] as const;
export type Pictogram = (typeof PICTOGRAMS)[number];

export function isPictogram(code: unknown): code is Pictogram {
  return typeof code === "string" && (PICTOGRAMS as readonly string[]).includes(code);
}

/** The public URL of the pictogram's SVG. */
export function pictogramUrl(code: Pictogram): string {
  return `/pictograms/${code}.svg`;
}

/** The text key of each pictogram's name (core/texts/products/en.ts), for alt texts and legends. */
export const PICTOGRAM_TEXT_KEYS = {
  GHS01: "pictogram.GHS01", // exploding bomb: explosives
  GHS02: "pictogram.GHS02", // flame: flammable
  GHS03: "pictogram.GHS03", // flame over circle: oxidising
  GHS04: "pictogram.GHS04", // gas cylinder: gas under pressure
  GHS05: "pictogram.GHS05", // corrosion
  GHS06: "pictogram.GHS06", // skull and crossbones: acute toxicity
  GHS07: "pictogram.GHS07", // exclamation mark: health hazard, hazardous to the ozone layer
  GHS08: "pictogram.GHS08", // health hazard: serious health hazard
  GHS09: "pictogram.GHS09", // environment: hazardous to the aquatic environment
} as const satisfies Record<Pictogram, `pictogram.${Pictogram}`>;

export function pictogramTextKey<P extends Pictogram>(code: P): (typeof PICTOGRAM_TEXT_KEYS)[P] {
  return PICTOGRAM_TEXT_KEYS[code];
}
