import { identityOf } from "./sds-identity";
import { emptyFacts, type SdsFacts } from "./sds-facts";
import { isCasNumber } from "../../core/cas";
import { isKnownStatement } from "./statements";
import { classificationOf } from "./sds-classification";
import { statementsFromSentences } from "./sds-sentences";
import { statementTextsIn } from "./sds-statement-texts";
import { storageClassOf } from "./sds-storage-class";
import { compositionOf } from "./sds-composition";
import { physicalOf } from "./sds-physical";

/**
 * The rules that find a safety data sheet's facts (./sds-facts.ts) in its text: hazard (H, EUH) and
 * precautionary (P, with combinations such as P303+P361+P353) statement codes, GHS pictogram codes printed as
 * text, the signal word (in the ten languages of the product and the languages suppliers' sheets come in),
 * the TRGS 510 storage class (./sds-storage-class.ts) and the CAS numbers with a valid check digit. Only codes
 * the statement data set knows are kept (CLP's and the GHS codes outside CLP). Statements, pictograms and the
 * signal word are read from section 2 (hazards identification; see sectionTwo), with the supplier's wording
 * beside each code (./sds-statement-texts.ts), statements printed as sentences without codes
 * (./sds-sentences.ts) and the classification verdict (./sds-classification.ts); CAS numbers and the storage
 * class from the whole text; the substances from section 3 (./sds-composition.ts) and the physical data from
 * section 9 (./sds-physical.ts). ./sds-reader.ts gives the text of a PDF and adds what only the PDF shows
 * (pictograms drawn as pictures).
 */

/** No real SDS has more; the cap keeps a hostile PDF from filling the row. */
const MAX_CODES = 200;
/** More text than any real sheet has; the reader stops collecting pages there. */
export const MAX_TEXT = 2_000_000;

/** The signal words of CLP in the ten languages of the app, as printed on labels. */
const SIGNAL_WORDS: Readonly<Record<string, "Danger" | "Warning">> = {
  danger: "Danger",
  warning: "Warning",
  fare: "Danger", // nb, da
  advarsel: "Warning", // nb, da
  fara: "Danger", // sv
  varning: "Warning", // sv
  vaara: "Danger", // fi
  varoitus: "Warning", // fi
  gefahr: "Danger", // de
  achtung: "Warning", // de
  gevaar: "Danger", // nl
  waarschuwing: "Warning", // nl
  // fr: "Danger" as in English
  attention: "Warning", // fr
  pericolo: "Danger", // it
  attenzione: "Warning", // it
  peligro: "Danger", // es
  atención: "Warning", // es
  atencion: "Warning", // es, without the accent
  // Languages outside the app's ten that suppliers' sheets come in.
  niebezpieczeństwo: "Danger", // pl
  uwaga: "Warning", // pl
  nebezpečí: "Danger", // cs
  varování: "Warning", // cs
};
const SIGNAL_WORD_PATTERN = Object.keys(SIGNAL_WORDS).join("|");
/** "Signal word" in the ten languages (the CLP label texts), singular and plural, and in Polish and Czech. */
const SIGNAL_LABELS = [
  "signal\\s*words?",
  "signalord(?:et)?",
  "varselord",
  "huomiosana",
  "signalw(?:ort|örter)",
  "signaalwoord(?:en)?",
  "mentions?\\s+d['’]avertissement",
  "avvertenz[ae]",
  "palabras?\\s+de\\s+advertencia",
  "hasło\\s+ostrzegawcze",
  "signální\\s+slov[oa]",
].join("|");

const LABELLED_SIGNAL = new RegExp(
  `(?:${SIGNAL_LABELS})\\s*(?:\\([^)]{0,40}\\))?\\s*[:：\\-–]?\\s*(${SIGNAL_WORD_PATTERN})(?![\\p{L}])`,
  "giu",
);
/** A line that is only a signal word (labels print it on its own). */
const LONE_SIGNAL = new RegExp(`^\\s*(${SIGNAL_WORD_PATTERN})\\s*[!.:]?\\s*$`, "gimu");

/** One statement code, optionally with a space between letters and digits and a suffix (H360Fd). */
const CODE = "(?:EUH|H|P)\\s?\\d{3}(?!\\d)[A-Za-z]{0,2}";
const STATEMENTS = new RegExp(`(?<![A-Za-z0-9])${CODE}(?:\\s*\\+\\s*${CODE})*`, "g");
const PICTOGRAMS = /(?<![A-Za-z0-9])GHS\s?0([1-9])(?!\d)/g;
const CAS = /(?<![\d-])(\d{2,7})-(\d{2})-(\d)(?![\d-])/g;
const clean = (code: string) => code.replace(/\s+/g, "");

/**
 * The word before a section number in SDS headings ("SECTION 2:", "ABSCHNITT 2:", "RUBRIQUE 2:", "SEKCJA 2:",
 * "ODDÍL 2:" …). Sheets that print a bare number ("2. HAZARDS IDENTIFICATION", "2 Hazards identification")
 * are recognised by the heading's title instead.
 */
const SECTION_LABEL =
  "section|abschnitt|rubrique|rubriek|avsnitt|afsnit|punkt|seksjon|kohta|sezione|secci[oó]n|sekcja|odd[ií]l|se[cç][cç][aã]o|rozdzia[łl]";
/** A line that opens a numbered section: the label or nothing, the number, then the title. */
// A heading may start with the edge of the box it is printed in, as OCR reads it ("[ 2. HAZARDS …", "| 3.").
const SECTION_HEADING = new RegExp(
  `^[\\s[|]*(${SECTION_LABEL})?\\s*(\\d{1,2})\\s*[.:)]?(?:\\s+|$)(.*)$`,
  "iu",
);
/**
 * Words of the title of section 2 (hazards identification) in the languages sheets come in: hazard, Gefahr(en),
 * danger(s), gevaren, pericoli, peligros, zagrożeń, nebezpečnosti, vaaran, fare/faror, identification ….
 */
const SECTION_2_TITLE =
  /hazard|gefahr|danger|gevar|pericol|peligr|zagro|nebezpe|vaara|far(?:e|or|lig)|identif|perigo/iu;
/** Words of the titles of sections 3 (composition) and 4 (first aid), for sheets that print a bare number. */
const SECTION_3_4_TITLE =
  /composi|ingredient|zusammensetzung|samenstelling|sammens|skład|složení|koostumus|first[\s-]*aid|erste[\s-]*hilfe|premiers\s+secours|eerste\s*hulp|pierwsz|první\s+pomoc|soccorso|primeros\s+auxilios|ensiapu|första\s*hjälp|førstehj/iu;
/** Words of the titles of sections 9 (physical and chemical properties) and 10 (stability and reactivity). */
const SECTION_9_10_TITLE =
  /physical|physikalisch|physiques?|fysische|fizyczn|fyzikáln|fysikaal|fisiche|físicas|stabilit|reactivit|reaktivit|réactivit|reactiviteit|reaktywn|stálost|reaktivita/iu;
/** Longer lines are running text, not headings. */
const MAX_HEADING = 120;

/** The section number a line opens, or null: 2 and 3/4 by their titles, any number after a section label. */
export function sectionOpened(line: string): number | null {
  if (line.length > MAX_HEADING) return null;
  const match = SECTION_HEADING.exec(line);
  if (!match) return null;
  const [, label, digits = "", title = ""] = match;
  const number = Number(digits);
  if (number < 1 || number > 16) return null;
  if (number === 2) return SECTION_2_TITLE.test(title) ? 2 : null;
  // "2 Millennium Gate", "3 = ACGIH A2": a bare number opens a section only with the title of section 3, 4,
  // 9 or 10 (the sections whose text the reader takes apart, and the ones that end them).
  if (label) return number;
  if ((number === 3 || number === 4) && SECTION_3_4_TITLE.test(title)) return number;
  return (number === 9 || number === 10) && SECTION_9_10_TITLE.test(title) ? number : null;
}

/**
 * The text of section 2 (hazards identification: classification and label elements), or null when the sheet
 * has no recognisable section-2 heading. Section 2 runs from its heading to the next section heading; every
 * stretch counts, so a table of contents, or a running header that repeats "SECTION 2" on the next page, does
 * no harm. Only section 2 holds the product's own statements: section 3 lists the ingredients' H codes, which
 * are not the mixture's.
 */
export function sectionTwo(text: string): string | null {
  return sectionText(text, 2);
}

/**
 * The text of section `number` (3, composition; 9, physical and chemical properties), or null when the sheet
 * has no recognisable heading of it; like sectionTwo, every stretch between its heading and the next counts.
 */
export function sectionText(text: string, number: number): string | null {
  return stretches(text, (line) => {
    const opened = sectionOpened(line);
    return opened === number ? "open" : opened !== null ? "close" : null;
  });
}

/**
 * The lines of `text` from each line that `boundary` says opens a stretch up to the next line it says
 * closes one (the opening lines included), or null when no line opens one.
 */
function stretches(text: string, boundary: (line: string) => "open" | "close" | null): string | null {
  const kept: string[] = [];
  let inside = false;
  let found = false;
  for (const line of text.split("\n")) {
    const seen = boundary(line);
    if (seen === "open") {
      inside = true;
      found = true;
    } else if (seen === "close") inside = false;
    if (inside) kept.push(line);
  }
  return found ? kept.join("\n") : null;
}

/** The known code (with the longest suffix that is known), or null. */
function knownCode(raw: string): string | null {
  const code = clean(raw);
  const match = /^((?:EUH|H|P)\d{3})([A-Za-z]{0,2})$/.exec(code);
  if (!match) return null;
  const [, base = "", suffix = ""] = match;
  for (let length = suffix.length; length >= 0; length--) {
    const candidate = base + suffix.slice(0, length);
    if (isKnownStatement(candidate)) return candidate;
  }
  return null;
}

function pushUnique(list: string[], value: string): void {
  if (list.length < MAX_CODES && !list.includes(value)) list.push(value);
}

/** The H/EUH and P statement codes in a text, in the order printed. */
function statementsIn(text: string): { hazards: string[]; precautions: string[] } {
  const hazards: string[] = [];
  const precautions: string[] = [];
  for (const match of text.matchAll(STATEMENTS)) {
    // A combination is one statement ("P301 + P310 + P331" as printed → "P301+P310+P331"), also when the
    // data set does not list it, as long as every part is a statement (isKnownStatement); else its known parts.
    const parts = match[0].split("+").map((part) => knownCode(part));
    const known = parts.filter((code): code is string => code !== null);
    const combined = known.join("+");
    const whole =
      parts.length > 1 && known.length === parts.length && isKnownStatement(combined) ? combined : null;
    const codes = whole ? [whole] : known;
    for (const code of codes) pushUnique(code.startsWith("P") ? precautions : hazards, code);
  }
  return { hazards, precautions };
}

/** "2.2 Label elements" in any language: the subsection number is what sheets share. */
const LABEL_HEADING = /^\s*2\.2(?![\d])\.?(?:\s|$)/u;
/** The next subsection (2.3 Other hazards) or anything numbered beyond 2.2. */
const AFTER_LABEL = /^\s*(?:2\.[3-9]|[3-9]\.\d)(?![\d])\.?(?:\s|$)/u;

/** The label elements (subsection 2.2) of a section-2 text, or null when it has no 2.2 heading. */
export function labelElements(sectionText: string): string | null {
  return stretches(sectionText, (line) =>
    LABEL_HEADING.test(line) ? "open" : AFTER_LABEL.test(line) ? "close" : null,
  );
}

/** The facts in a sheet's text (the text of all pages, lines separated by newlines). */
export function factsFromText(input: string): SdsFacts {
  const text = input.slice(0, MAX_TEXT).normalize("NFC");
  // The product's statements, pictograms and signal word are in section 2; without one, the whole text.
  const section = sectionTwo(text);
  const hazardText = section ?? text;
  // The label (2.2) is what the product carries; 2.1 may list more (H400 beside H410, H318 beside H314).
  const label = labelElements(hazardText);
  const fromLabel = label === null ? null : statementsIn(label);
  const fromSection = statementsIn(hazardText);
  const hazardsFromLabel = fromLabel !== null && fromLabel.hazards.length > 0;
  const precautionsFromLabel = fromLabel !== null && fromLabel.precautions.length > 0;
  const printedHazards = hazardsFromLabel ? fromLabel.hazards : fromSection.hazards;
  const printedPrecautions = precautionsFromLabel ? fromLabel.precautions : fromSection.precautions;

  // The wording printed beside each code, from the stretch the codes came from.
  const statementTexts = {
    ...statementTextsIn(hazardsFromLabel && label !== null ? label : hazardText, printedHazards),
    ...statementTextsIn(precautionsFromLabel && label !== null ? label : hazardText, printedPrecautions),
  };

  // Sheets that print no codes of a kind may print the statements as sentences (US OSHA sheets); only a
  // real section 2 is read that way, never a whole text that has none.
  const sentences =
    section !== null && (printedHazards.length === 0 || printedPrecautions.length === 0)
      ? statementsFromSentences(section)
      : { hazards: [], precautions: [], texts: {} };
  const hazardSentences = printedHazards.length === 0 ? sentences.hazards : [];
  const precautionSentences = printedPrecautions.length === 0 ? sentences.precautions : [];
  const hazards = [...printedHazards, ...hazardSentences];
  const precautions = [...printedPrecautions, ...precautionSentences];
  const codeSources: SdsFacts["code_sources"] = {};
  for (const code of [...hazardSentences, ...precautionSentences]) {
    codeSources[code] = "sentence";
    // The sentence as printed is the supplier's wording of the statement.
    const printed = sentences.texts[code];
    if (printed !== undefined) statementTexts[code] = printed;
  }

  const pictograms: string[] = [];
  for (const match of hazardText.matchAll(PICTOGRAMS)) pushUnique(pictograms, `GHS0${match[1]}`);
  pictograms.sort();

  const casNumbers: string[] = [];
  for (const match of text.matchAll(CAS)) {
    const cas = `${match[1]}-${match[2]}-${match[3]}`;
    if (isCasNumber(cas)) pushUnique(casNumbers, cas);
  }

  const signalWord = signalWordOf(hazardText);
  return {
    ...emptyFacts(),
    hazard_statements: hazards,
    precautionary_statements: precautions,
    pictograms,
    signal_word: signalWord,
    storage_class: storageClassOf(text),
    cas_numbers: casNumbers,
    code_sources: codeSources,
    statement_texts: statementTexts,
    classification: classificationOf(section, { hazards: hazards.length, signalWord: signalWord !== null }),
    identity: identityOf(text),
    composition: compositionOf(sectionText(text, 3) ?? ""),
    physical: physicalOf(sectionText(text, 9) ?? ""),
  };
}

/** Danger outranks Warning. A labelled word counts first; else a line that holds only the word. */
function signalWordOf(text: string): SdsFacts["signal_word"] {
  const rank = (words: ("Danger" | "Warning")[]) =>
    words.includes("Danger") ? "Danger" : words.includes("Warning") ? "Warning" : null;
  const wordOf = (match: RegExpMatchArray) => SIGNAL_WORDS[(match[1] ?? "").toLowerCase()];
  const labelled = [...text.matchAll(LABELLED_SIGNAL)].map(wordOf).filter((word) => word !== undefined);
  if (labelled.length > 0) return rank(labelled);
  // Only capitalised words on a line of their own: "attention" or "fare" in running text do not count.
  const lone = [...text.matchAll(LONE_SIGNAL)]
    .filter((match) => /^\p{Lu}/u.test(match[1] ?? ""))
    .map(wordOf)
    .filter((word) => word !== undefined);
  return rank(lone);
}
