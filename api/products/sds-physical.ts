import { emptyPhysical, type SdsPhysical } from "./sds-facts";

/**
 * Section 9 (physical and chemical properties): each property's value as printed, with its unit, from the line
 * that starts with the property's label (in the languages sheets come in), and the flash point in °C where it
 * is printed as a number. Sheets print the table as "Label : value" (EU), "Label  value" (Fisher), "(d) Dichte
 * : value" (Air Products' lettered list) or "Flash Point [Method]: -32°C (-26°F) [ASTM D-56]" (Exxon); a value
 * that says there is none ("not available", "no data available", "N/A", "Nicht anwendbar", "Niet beschikbaar",
 * "Non applicable") is null, and so is a property the sheet does not print.
 */

type Field = Exclude<keyof SdsPhysical, "flash_point_c">;

/**
 * The labels of each property, matched at the start of a line after its list marker. Order matters where one
 * label begins another: the threshold of an odour is not the odour, a vapour density is not a density, and
 * the relative density counts only where the sheet gives no density.
 */
const LABELS: readonly [Field, RegExp][] = [
  [
    "physical_state",
    /^(?:physical\s+state|state\s+of\s+matter|aggregatzustand|l['’]\s*[ée]tat\s+physique|[ée]tat\s+physique|fysische\s+toestand|aggregatietoestand|stan\s+skupienia|skupenství)/iu,
  ],
  ["colour", /^(?:colou?r|farbe|couleur|kleur|barwa|barva)(?![\p{L}])/iu],
  ["odour", /^(?:odou?r|geruch|odeur|geur|zapach|zápach)(?!\s*(?:threshold|schwelle|drempel)|[\p{L}])/iu],
  ["ph", /^pH(?:-?\s*(?:[Ww]ert|[Ww]aarde|[Vv]alue))?(?![\p{L}])/u],
  [
    "melting_point",
    /^(?:melting\s+point|melting\s*\/\s*freezing\s+point|schmelzpunkt|schmelz-?\s*\/?\s*gefrierpunkt|point\s+de\s+fusion|smeltpunt|smelt-?\s*\/?\s*vriespunt|temperatura\s+topnienia|bod\s+tání)/iu,
  ],
  [
    "boiling_point",
    /^(?:(?:initial\s+)?boiling\s+(?:point|range)|siedepunkt|siedebeginn|siedebereich|point\s*(?:\/\s*intervalle\s*)?d['’]\s*[ée]bullition|(?:begin)?kookpunt|temperatura\s+wrzenia|(?:počáteční\s+)?bod\s+varu)/iu,
  ],
  [
    "flash_point",
    /^(?:flash\s*point|flammpunkt|point\s+d['’]\s*[ée]clair|vlampunt|temperatura\s+zapłonu|bod\s+vzplanutí)/iu,
  ],
  [
    "density",
    /^(?:density|dichte|densit[ée]|dichtheid|gęstość|hustota)(?!\s*(?:relative|relativ|de\s+vapeur|par\b|van\s+damp))(?![\p{L}])/iu,
  ],
  [
    "vapour_pressure",
    /^(?:vapou?r\s+pressure|dampfdruck|pression\s+de\s+vapeur|dampspanning|dampdruk|prężność\s+par|tenze\s+par)/iu,
  ],
  [
    "solubility",
    /^(?:(?:water\s+)?solubility(?:\s+in\s+water)?|wasserlöslichkeit|löslichkeit|solubilit[ée](?:\s+dans\s+l['’]\s*eau)?|oplosbaarheid|rozpuszczalność|rozpustnost)/iu,
  ],
];
/** Where a sheet prints a relative density (or specific gravity) and no density. */
const RELATIVE_DENSITY =
  /^(?:relative\s+density|specific\s+gravity|relative\s+dichte|densit[ée]\s+relative|relatieve\s+dichtheid|gęstość\s+względna|relativní\s+hustota)(?!\s*(?:de\s+vapeur|van\s+damp|des\s+dampfes|vapou?r|par\b))/iu;
/** "Aggregatzustand/Farbe", "L'état physique/couleur", "Physical state/colour": two values in one. */
const STATE_AND_COLOUR = /^[^:]{0,40}\/\s*(?:colou?r|farbe|couleur|kleur|barwa|barva)/iu;

/** The list marker before a label: "(a/b)", "(d)", "9.1.2", "•", "-". */
const MARKER = /^\s*(?:\([a-z](?:\/[a-z])?\)\s*|\d+(?:\.\d+)+\.?\s+|[•·▪-]\s*)/iu;
/** What stands between a label and its value: "[Method]", "(at 15.6 °C)", "/ Range", ":". */
const LABEL_TAIL =
  /^[^\S\n]*(?:\/[^\S\n]*(?:range|bereich|freezing\s+point|gefrierpunkt|point\s+de\s+congélation)[^\S\n]*)?(?:\[[^\]\n]{0,40}\][^\S\n]*|\([^)\n]{0,40}\)[^\S\n]*)*[:：]?[^\S\n]*/iu;
/** A value that says there is none, in the languages sheets come in. */
const NO_VALUE =
  /^(?:n\s*\/\s*[ad]\b|n\.?\s*[ad]\.?$|-+$|—$|not\s+(?:available|applicable|determined|established|relevant|known)|no\s+(?:data|information|reliable\s+data)|data\s+not\s+available|keine\s+(?:daten|angaben|zuverlässigen)|nicht\s+(?:anwendbar|verfügbar|bestimmt|vorhanden|zutreffend)|niet\s+(?:beschikbaar|van\s+toepassing|bepaald)|geen\s+(?:gegevens|informatie)|non\s+(?:applicable|disponible|déterminé|determine)|pas\s+de\s+donn[ée]e|donn[ée]es?\s+non\s+disponibles?|aucune\s+donn[ée]e|brak\s+(?:danych|informacji)|nie\s+(?:dotyczy|określono|oznaczono)|údaje\s+nejsou|nestanoveno|nepoužitelné)/iu;
const MAX_VALUE = 160;

/** The same phrases anywhere in a value, for the rest of a wrapped label ("and boiling Not available"). */
const NO_VALUE_INSIDE = new RegExp(NO_VALUE.source.replace(/^\^/, "(?<![\\p{L}])"), "iu");
/** Words that continue a label wrapped beside its value: "/ point de", "-Wert", "en kooktraject", ", initial". */
const LABEL_CONTINUES = /^[^\S\n]*(?:[/,-]|(?:and|or|en|of|et|ou|und|oder|i|a)\s)/iu;

/**
 * The value without the rest of a label that the sheet wrapped beside it: after the colon that ends the label
 * ("/Siedebereich : -313 °F" → "-313 °F"), else from the first number, else nothing when the rest says there
 * is no value ("and boiling Not available"). A value that does not start like a label's continuation is kept.
 */
function unwrapLabel(value: string): string {
  const colon = value.indexOf(":");
  if (colon >= 0 && colon <= 40 && !/\d/.test(value.slice(0, colon))) {
    const before = value.slice(0, colon);
    // "Closed cup: 168 °C" is a value with its method; "/ point de : -337 °F" is a label's rest.
    if (LABEL_CONTINUES.test(before) || before.trim() === "") return value.slice(colon + 1);
  }
  if (!LABEL_CONTINUES.test(value)) return value;
  const none = NO_VALUE_INSIDE.exec(value);
  const number = /[<>≤≥~]?\s*-?\d/.exec(value);
  if (none && (!number || none.index < number.index)) return "";
  return number ? value.slice(number.index) : "";
}

/** Labels of section 9 that this reader does not keep, as the next cell of a two-column row. */
const OTHER_LABELS =
  /^(?:odou?r\s+threshold|appearance|evaporation|flammab|viscosity|partition|auto-?ignition|decomposition|vapou?r\s+density|molecular|explosive|oxidi[sz]ing|specific\s+gravity|relative\s+density)/iu;

/**
 * The value up to the next cell of a table printed in two columns ("Color  Pale yellow  Odor Threshold  No
 * information available"): cells are separated by two spaces or more, and a cell that is a label ends the
 * value.
 */
function beforeNextCell(value: string): string {
  const cells = value.split(/(?<=\S)(?=\s{2,}\S)/);
  const end = cells.findIndex(
    (cell, index) =>
      index > 0 &&
      (OTHER_LABELS.test(cell.trim()) ||
        RELATIVE_DENSITY.test(cell.trim()) ||
        LABELS.some(([, label]) => label.test(cell.trim()))),
  );
  return end < 0 ? value : cells.slice(0, end).join("");
}

/** A value as printed, or null when it says there is none. */
function valueOf(raw: string): string | null {
  // A sentence's full stop is not part of the value ("Vloeistof." → "Vloeistof").
  const value = raw
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(?<=\p{L})\.$/u, "")
    // Clorox prints a column of remarks after each value: "~12 None known".
    .replace(/(?<=\S)\s+None\s+known$/i, "")
    .slice(0, MAX_VALUE);
  if (value === "" || NO_VALUE.test(value)) return null;
  return value;
}

/**
 * The flash point in °C of a value printed as a number: "-32°C (-26°F)" → -32, "Closed cup: 160°C" → 160,
 * "194 °F" → 90. A bound ("> 100 °C") is not a flash point, so it gives null.
 */
export function flashPointCelsius(value: string | null): number | null {
  if (value === null) return null;
  const temperatures = [...value.matchAll(/([<>≤≥]\s*)?(-?\s?\d+(?:[.,]\d+)?)\s*°?\s?([CF])(?![\p{L}])/gu)];
  const celsius = temperatures.find((match) => match[3] === "C") ?? temperatures[0];
  if (!celsius || celsius[1]) return null;
  const number = Number((celsius[2] ?? "").replace(/\s/g, "").replace(",", "."));
  if (!Number.isFinite(number)) return null;
  const inCelsius = celsius[3] === "F" ? ((number - 32) * 5) / 9 : number;
  return Math.round(inCelsius * 10) / 10;
}

/** The properties of a section-9 text (see the module comment). */
export function physicalOf(section: string): SdsPhysical {
  const physical = emptyPhysical();
  const seen = new Set<Field>();
  let relativeDensity: string | null = null;
  // Two spaces at most: enough to tell a table's cells apart, too few for a pattern to backtrack over.
  const lines = section.replace(/[^\S\n]{3,}/g, "  ").split("\n");
  lines.forEach((raw, index) => {
    const line = raw.replace(MARKER, "");
    // The value after the label, or on the next line when the label's line ends in a colon.
    const valueAfter = (labelLength: number): string | null => {
      const rest = line.slice(labelLength);
      const tail = LABEL_TAIL.exec(rest);
      const value = beforeNextCell(rest.slice(tail ? tail[0].length : 0));
      if (value.trim() === "" && /:\s*$/.test(rest)) return valueOf(lines[index + 1] ?? "");
      return valueOf(unwrapLabel(value));
    };
    const relative = RELATIVE_DENSITY.exec(line);
    if (relative) {
      relativeDensity ??= valueAfter(relative[0].length);
      return;
    }
    for (const [field, label] of LABELS) {
      const match = label.exec(line);
      if (!match || seen.has(field)) continue;
      seen.add(field);
      if (field === "physical_state" && STATE_AND_COLOUR.test(line)) {
        // "(a/b) Aggregatzustand/Farbe : Verdichtetes Gas. Farbloses Gas.": the state, then the colour.
        const colon = line.indexOf(":");
        const both = colon >= 0 ? line.slice(colon + 1) : "";
        const [state, ...colour] = both.split(/(?<=\.)\s+/);
        physical.physical_state = valueOf((state ?? "").replace(/\.$/, ""));
        if (!seen.has("colour")) {
          seen.add("colour");
          physical.colour = valueOf(colour.join(" ").replace(/\.$/, ""));
        }
        return;
      }
      physical[field] = valueAfter(match[0].length);
      return;
    }
  });
  physical.density ??= relativeDensity;
  physical.flash_point_c = flashPointCelsius(physical.flash_point);
  return physical;
}
