import { emptyIdentity, type SdsIdentity } from "./sds-facts";

/**
 * A safety data sheet's identity (section 1 and the running header and footer): product name, supplier,
 * article number, SDS number, version, revision date, language and market. The text is the whole sheet's text
 * as the PDF reader gives it (one line per text line, pages separated by blank lines).
 *
 * The rules go by labels and formats that suppliers share, in the languages the sheets come in; none is keyed
 * to a supplier. Sheets print a label and its value side by side ("Product name  Acetone", "Version: 3.10"),
 * the value on the next line ("Product name :" then the name), or in a two-column layout whose value stands
 * on the line ABOVE its label (": Acetone" then "1.1. Product identifier"): all three are read. A value is
 * only taken where its label says what it is, so a sheet that prints nothing gives null rather than a guess.
 */

const clean = (value: string) =>
  value
    .replace(/\s+/g, " ")
    .replace(/^[\s:;,.\-–|]+/, "")
    .replace(/[\s:;,|]+$/, "")
    .trim();

// ---------------------------------------------------------------------------------------------------------------
// Sections

/** The label of a numbered section in the languages sheets come in ("SECTION 1", "ABSCHNITT 1", "RUBRIEK 1" …). */
const SECTION_WORD =
  "section|abschnitt|rubrique|rubriek|sekcja|odd[ií]l|secci[oó]n|sezione|avsnitt|punkt|kohta|afsnit|sec[çc][ãa]o|b[öo]l[üu]m";

function sectionStart(lines: readonly string[], number: 1 | 2 | 3): number {
  const labelled = new RegExp(`^\\s*(?:${SECTION_WORD})\\s*${number}(?![\\d.,]\\d)(?!\\d)`, "iu");
  const titles =
    number === 1
      ? "identif|bezeichnung|product|produkt|chemical|identyfikacja|identifikace|identificaci|identificazione|tunnistetiedot"
      : number === 2
        ? "hazard|gefahr|danger|gevar|zagro|nebezpe|peligro|pericol|fare|vaara|identification des|possibili"
        : "composition|zusammensetzung|samenstelling|sk[łl]ad|slo[žz]en|composici|composizione|sammans|sammensetning|koostumus";
  const bare = new RegExp(`^\\s*${number}\\s*[.:]?\\s+(?:[\\p{L}(]+[\\s/,.]+){0,3}(?:${titles})`, "iu");
  return lines.findIndex((line) => labelled.test(line) || bare.test(line));
}

interface Regions {
  lines: string[];
  /** Section 1 (identification), or the first lines of the sheet when no heading is found. */
  one: string[];
  /** The lines before section 1 (the sheet's title block). */
  head: string[];
  /** Section 1.4 (emergency telephone number) lines, when found. */
  emergency: string[];
  /** Sections 1 and 2, where a sheet says which regulation it follows. */
  oneTwo: string[];
}

function regionsOf(text: string): Regions {
  const lines = text.split(/\r?\n/).map((line) => line.replace(/[\t\u00a0]/g, " ").trimEnd());
  const start = sectionStart(lines, 1);
  const from = start < 0 ? 0 : start;
  const afterOne = lines.slice(from + 1);
  const twoAt = sectionStart(afterOne, 2);
  const end = twoAt < 0 ? Math.min(lines.length, from + 60) : from + 1 + twoAt;
  const one = lines.slice(from, end);
  const threeAt = sectionStart(afterOne, 3);
  const oneTwo = lines.slice(0, threeAt < 0 ? Math.min(lines.length, from + 200) : from + 1 + threeAt);
  const emergencyAt = one.findIndex((line) => /^\s*1\.4\b/.test(line));
  return {
    lines,
    one,
    head: start < 0 ? [] : lines.slice(0, start),
    emergency: emergencyAt < 0 ? [] : one.slice(emergencyAt),
    oneTwo,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Labels

/** Product name labels, most specific first. */
const NAME_LABELS = [
  "trade name or designation of the mixture",
  "trade name or",
  "commercial product name",
  "product name\\(s\\)",
  "product name",
  "trade name",
  "material name",
  "handelsname",
  "handelsbezeichnung",
  "produktname",
  "produktbezeichnung",
  "nom commercial du produit",
  "nom commercial",
  "nom du produit",
  "productnaam",
  "handelsnaam",
  "nazwa handlowa",
  "nazwa produktu",
  "obchodn[ií] n[aá]zev",
  "n[aá]zev v[yý]robku",
  "nombre comercial",
  "nombre del producto",
  "nome commerciale",
  "nome del prodotto",
  "denominazione commerciale",
  "produktnamn",
  "handelsnamn",
  "produktnavn",
  "handelsnavn",
  "kauppanimi",
  "tuotenimi",
  "nome do produto",
  "nome comercial",
  "nome da subst[aâ]ncia ou",
  "ghs product identifier",
  // "Identification of the :" (then "substance/preparation" under it): only with the colon, not the heading.
  "identification of the(?: substance[/\\p{L}]*)?(?=\\s*:)",
  "product identifier used on the label",
];
/** Headings of 1.1 whose value may follow them (or stand on the line above, in a two-column layout). */
const IDENTIFIER_HEADINGS = [
  "product identifiers?",
  "product information",
  "product identification",
  "produktidentifikator",
  "identificateur de produit",
  "identificateur du produit",
  "productidentificatie",
  "productidentificator",
  "identyfikator produktu",
  "identifik[aá]tor v[yý]robku",
  "identificador del producto",
  "identificatore del prodotto",
  "produktbeteckning",
  "tuotetunniste",
];
/** A description, used only when no name label is found (some sheets label the name so). */
const DESCRIPTION_LABELS = ["product description"];

const SUPPLIER_LABELS = [
  "manufacturer(?:\\s*[/,]\\s*(?:importer|supplier|distribu(?:tor)?))*",
  "supplier'?s details",
  "supplier address",
  "supplier",
  "company name",
  "company",
  "distributor",
  "hersteller(?:\\s*/\\s*lieferant)?",
  "lieferant",
  "firmenname",
  "firma",
  "inverkehrbringer",
  "fournisseur",
  "fabricant",
  "soci[ée]t[ée]",
  "leverancier",
  "fabrikant",
  "dostawca",
  "producent",
  "wytw[oó]rca",
  "dodavatel",
  "v[yý]robce",
  "proveedor",
  "fabricante",
  "fornitore",
  "produttore",
  "leverant[oö]r",
  "tillverkare",
  "leverand[oø]r",
  "produsent",
  "toimittaja",
  "valmistaja",
  "fornecedor",
];

const ARTICLE_LABELS = [
  "product codes?",
  "productcode",
  "product numbers?",
  "product no\\.?",
  "cat(?:alog(?:ue)?)?\\.?\\s*no\\.?",
  "cat(?:alog(?:ue)?)? numbers?",
  "material number",
  "material no\\.?",
  "item number",
  "item no\\.?",
  "article number",
  "article no\\.?",
  "part number",
  "sales no\\.?",
  "sales number",
  "artikelnummer",
  "artikel-?nr\\.?",
  "art\\.-nr\\.?",
  "materialnummer",
  "produktnummer",
  "code du produit",
  "code produit",
  "r[ée]f[ée]rence (?:du )?produit",
  "num[ée]ro d'article",
  "productnummer",
  "artikelcode",
  "kod produktu",
  "numer katalogowy",
  "nr katalogowy",
  "katalogov[ée] [čc][ií]slo",
  "k[oó]d v[yý]robku",
  "c[oó]digo del producto",
  "c[oó]digo de producto",
  "codice prodotto",
  "codice articolo",
  "artikkelnummer",
  "varenummer",
  "produktkod",
  "tuotenumero",
];

const SDS_NUMBER_LABELS = [
  "(?:m)?sds[\\s-]*(?:number|nummer|no\\.?|nr\\.?|#)",
  "sdb[\\s-]*(?:nummer|nr\\.?)",
  "n[°ºo]\\.?\\s*(?:fds|sds)",
  "fds\\s*n[°ºo]\\.?",
  "vib[\\s-]*nummer",
  "numer karty charakterystyki",
  "[čc][ií]slo bezpe[čc]nostn[ií]ho listu",
  "n[uú]mero (?:de )?(?:la )?(?:fds|hds)",
  "numero (?:della )?(?:sds|scheda)",
  "kb-nummer",
  "fispq n[uú]mero",
  "n[uú]mero da (?:fispq|fds)",
];

const VERSION_LABELS = [
  "version(?:snummer| number| no\\.?)?",
  "versie(?:nummer)?",
  "wersja",
  "verze",
  "versi[oó]n",
  "versione",
  "versjon",
  "versio",
  "vers[aã]o",
  "revision number",
  "revisionsnummer",
  "rev\\.? no\\.?",
];
/** A version label after one of these words is the previous version's. */
const PREVIOUS =
  /(?:supersed|replac|ersetzt|remplace|vervangt|wycofan|p[řr]edchoz|previous|vorige|vorherig|anterior|precedente|ersätter|erstatter|korvaa)[\p{L}\s]*$/iu;

type DateKind = "revision" | "issue" | "print";
const DATE_LABELS: readonly [DateKind, string][] = [
  ["revision", "date of issue\\s*/\\s*date of revision"],
  ["revision", "revision\\s*/\\s*issue date"],
  ["revision", "revision date"],
  ["revision", "date of (?:last )?revision"],
  ["revision", "revised on"],
  ["revision", "last revised"],
  ["revision", "revised"],
  ["revision", "reviewed on"],
  ["revision", "date reviewed"],
  ["revision", "[üu]berarbeitet am"],
  ["revision", "[üu]berarbeitungsdatum"],
  ["revision", "revisionsdatum"],
  ["revision", "date de (?:la )?r[ée]vision"],
  ["revision", "révision"],
  ["revision", "datum van herziening"],
  ["revision", "herzieningsdatum"],
  ["revision", "herzien op"],
  ["revision", "data aktualizacji"],
  ["revision", "data weryfikacji"],
  ["revision", "datum revize"],
  ["revision", "fecha de revisi[oó]n"],
  ["revision", "data di revisione"],
  ["revision", "data de revis[aã]o"],
  ["revision", "data revisione"],
  ["revision", "revisjonsdato"],
  ["revision", "revideret"],
  ["revision", "omarbetad"],
  ["revision", "muutettu"],
  ["revision", "päivitetty"],
  ["issue", "date of first issue"],
  ["issue", "date of issue"],
  ["issue", "issu(?:e|ing) date"],
  ["issue", "creation date"],
  ["issue", "datum van uitgifte"],
  ["issue", "datum van uitgave"],
  ["issue", "datum van"],
  ["issue", "uitgiftedatum"],
  ["issue", "date d'[ée]dition"],
  ["issue", "date d'[ée]mission"],
  ["issue", "ausgabedatum"],
  ["issue", "erstellt am"],
  ["issue", "data wydania"],
  ["issue", "data sporz[aą]dzenia"],
  ["issue", "datum vyd[aá]n[ií]"],
  ["issue", "fecha de emisi[oó]n"],
  ["issue", "data di emissione"],
  ["issue", "data de emiss[aã]o"],
  ["issue", "fecha de"],
  ["issue", "utgivelsesdato"],
  ["issue", "utf[äa]rdandedatum"],
  ["print", "print date"],
  ["print", "date of printing"],
  ["print", "druckdatum"],
  ["print", "date d'impression"],
  ["print", "afdrukdatum"],
  ["print", "data wydruku"],
  ["print", "fecha de impresi[oó]n"],
  ["print", "data di stampa"],
  ["print", "data de impress[aã]o"],
  ["print", "datum"],
  ["print", "date"],
];

/** A label as a whole word (no letter before it), with optional "(dd.mm.yyyy)" and a colon after it. */
const labelPattern = (labels: readonly string[], flags = "giu") =>
  new RegExp(
    `(?<![\\p{L}\\d])(?:${labels.join("|")})(?![\\p{L}])\\s*(?:\\([^)]{0,20}\\))?\\s*[:：#]?\\s*`,
    flags,
  );

/** Every label the reader knows: a value ends where the next one starts (a second field on the same line). */
const ALL_LABELS = [
  ...NAME_LABELS,
  ...DESCRIPTION_LABELS,
  ...ARTICLE_LABELS,
  ...SDS_NUMBER_LABELS,
  ...VERSION_LABELS,
  ...DATE_LABELS.map(([, label]) => label).filter((label) => label !== "date" && label !== "datum"),
  "page",
  "pagina",
  "seite",
  "strona",
  "strana",
  "cas(?:[\\s-]*(?:no|nr|number|nummer|numéro|číslo)\\.?)?",
  "ufi",
  "format",
  "opmaak",
  "langue",
  "language",
  "taal",
  "sprache",
];
const NEXT_LABEL = new RegExp(
  `\\s{2,}(?:${ALL_LABELS.join("|")})(?![\\p{L}])|\\s+(?:page|pagina|seite)\\s*:?\\s*\\d`,
  "iu",
);
/** A line that is a label of its own (ends in a colon, or is one of the known labels). */
const LABEL_LINE = new RegExp(
  `^(?:[^:]{1,60}:\\s*$|(?:${ALL_LABELS.join("|")}|${SUPPLIER_LABELS.join("|")})\\b)`,
  "iu",
);

/** The value after a label on one line: up to the next label or a page number, cleaned. */
function valueAfter(rest: string): string {
  const next = NEXT_LABEL.exec(rest);
  return clean(next ? rest.slice(0, next.index) : rest);
}

// ---------------------------------------------------------------------------------------------------------------
// Product name

const CODE_LIKE = /^[\p{L}]{0,4}[\d][\d\s./-]*[\p{L}]{0,3}$/u;

function isLabelled(line: string): boolean {
  return LABEL_LINE.test(clean(line)) || /^\S[^:]{0,50}\s:\s/.test(line);
}

/** The value of a label on its line, else on the next line when that line is no label of its own. */
function labelledValue(
  lines: readonly string[],
  labels: readonly string[],
  options: {
    nextLine?: boolean;
    joinWrapped?: boolean;
    lineStart?: boolean;
    /** Whether a value may be the field's; else the search goes on. */
    accept?: (value: string) => boolean;
  } = {},
): { value: string; index: number } | null {
  const pattern = new RegExp(
    `${options.lineStart === false ? "(?:^|\\s)" : "^\\s*(?:[·•▪*]\\s*)?(?:\\d(?:\\.\\d)?\\.?\\s+)?"}(?:${labels.join("|")})(?![\\p{L}])` +
      // "Manufacturer/Importer/Distribu :", "Fabricante / Importador /": a label that lists several roles.
      `(?:\\s*[/,]\\s*\\p{L}+\\.?)*\\s*[/,]?\\s*(?:\\([^)]{0,30}\\))?\\s*[:：]?\\s*`,
    "iu",
  );
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    const match = pattern.exec(line);
    if (!match) continue;
    let value = valueAfter(line.slice(match.index + match[0].length));
    let at = index;
    if (value === "" && options.nextLine !== false) {
      const next = lines[index + 1] ?? "";
      if (next.trim() !== "" && !isLabelled(next)) {
        value = valueAfter(next);
        at = index + 1;
      }
    }
    if (value === "" || (options.accept && !options.accept(value))) continue;
    if (options.joinWrapped) {
      // A name cut at a hyphen ("… AMMONIA-" then "D®") goes on on the next, short line.
      const next = clean(lines[at + 1] ?? "");
      if (/\p{L}-$/u.test(value) && next !== "" && next.length <= 30 && !isLabelled(next)) value += next;
    }
    return { value, index: at };
  }
  return null;
}

/** A subsection heading ("1.1", "1.3") whose value stands on the line above it, after a colon. */
function valueAbove(lines: readonly string[], subsection: string): string | null {
  const at = lines.findIndex((line) =>
    new RegExp(`^\\s*${subsection.replace(".", "\\.")}\\.?\\s`).test(line),
  );
  if (at <= 0) return null;
  const above = lines[at - 1] ?? "";
  const match = /^\s*[:：]\s*(\S.*)$/.exec(above);
  return match?.[1] ? clean(match[1]) : null;
}

/** "See section 3 …", "Siehe Abschnitt 3 …": a pointer elsewhere, not a value. */
const REFERENCE = /^(?:see|siehe|voir|zie|patrz|viz|ver|vedere|se)\s/iu;

/** "Product : 552969 T - SOURSOP KEY FLAVOUR": a running footer with the product's code and name. */
const PRODUCT_CODE_NAME = /^\s*product\s*:\s*([\p{L}]{0,4}\d[\w./-]*(?:\s[A-Z]{1,2})?)\s+[-–]\s+(\S.*)$/iu;

function productCodeAndName(lines: readonly string[]): { code: string; name: string } | null {
  for (const line of lines) {
    const match = PRODUCT_CODE_NAME.exec(line);
    if (match?.[1] && match[2]) return { code: clean(match[1]), name: clean(match[2]) };
  }
  return null;
}

/** The lines under a 1.1 heading that has no value: a code-like line is the article number, the next the name. */
const NUMBER_LINE = new RegExp(
  `^\\s*(?:[·•▪*]\\s*)?(?:${[...ARTICLE_LABELS, ...SDS_NUMBER_LABELS].join("|")})(?![\\p{L}])`,
  "iu",
);

function underIdentifierHeading(lines: readonly string[]): { name: string | null; code: string | null } {
  const heading = new RegExp(
    `^\\s*(?:[·•▪*]\\s*)?(?:1\\.1\\.?\\s*)?(?:${IDENTIFIER_HEADINGS.join("|")})\\s*$`,
    "iu",
  );
  const at = lines.findIndex((line) => heading.test(line));
  if (at < 0) return { name: null, code: null };
  let code: string | null = null;
  for (const raw of lines.slice(at + 1, at + 5)) {
    const line = clean(raw);
    if (line === "" || /^1\.2\b/.test(raw.trim())) break;
    // A number between the heading and the name ("Sales No. : FD-300") is another field; other labels end it.
    if (NUMBER_LINE.test(raw)) continue;
    if (isLabelled(raw)) break;
    if (CODE_LIKE.test(line)) {
      code ??= line;
      continue;
    }
    return { name: REFERENCE.test(line) ? null : line, code };
  }
  return { name: null, code };
}

function productName(regions: Regions): string | null {
  const { one, lines } = regions;
  // Not a label or a reference ("See section 3 for REACH information"); under a mere heading, not a code either.
  const accept = (value: string) => !isLabelled(value) && !REFERENCE.test(value);
  const labelled = labelledValue(one, NAME_LABELS, { joinWrapped: true, accept });
  if (labelled) return labelled.value;
  const above = valueAbove(one, "1.1");
  if (above) return above;
  const headed = labelledValue(one, IDENTIFIER_HEADINGS, {
    joinWrapped: true,
    accept: (value) => accept(value) && !CODE_LIKE.test(value),
  });
  if (headed) return headed.value;
  const under = underIdentifierHeading(one);
  if (under.name) return under.name;
  const description = labelledValue(one, DESCRIPTION_LABELS);
  if (description) return description.value;
  // A sheet without a section-1 label may name the product in its running header or footer.
  const anywhere = labelledValue(lines, NAME_LABELS, {
    lineStart: false,
    nextLine: false,
    // A name, not the rest of a sentence that mentions a product name.
    accept: (value) => accept(value) && value.length <= 100 && !/[.!?]$/.test(value),
  });
  if (anywhere) return anywhere.value;
  return productCodeAndName(lines)?.name ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Supplier

/** A legal form at the end of (or inside) a company's name. */
const LEGAL_FORM =
  /(?<![\p{L}])(?:GmbH|AG|SE|S\.?A\.?S?|SARL|S\.?p\.?A\.?|S\.?r\.?l\.?|B\.?V\.?|N\.?V\.?|BVBA|Ltd\.?|Limited|Inc\.?|Incorporated|Corp\.?|Corporation|Company|Co\.|LLC|plc|Sp\. z o\.o\.|s\.\s?r\.\s?o\.|a\.s\.|AB|AS|A\/S|ASA|Oy|Oyj|ApS|KG|S\.L\.|Pty)(?![\p{L}])/u;
const SUPPLIER_HEADING =
  /details of the supplier|supplier of the safety data sheet|einzelheiten zum lieferanten|renseignements concernant le fournisseur|details betreffende de verstrekker|dane dotycz[aą]ce dostawcy|podrobn[eé] [uú]daje o dodavateli|datos del proveedor|informazioni sul fornitore|n[äa]rmare upplysningar om|opplysninger om leverand|oplysninger om leverand|tiedot k[äa]ytt[öo]turvallisuustiedotteen toimittajasta|^\s*1\.3\b/iu;
/** A line that is part of an address or a contact, not a name. */
const ADDRESS_LIKE =
  /@|https?:|www\.|\btel\b|telephone|phone|fax|e-?mail|\d{3,}|^\s*\d|street|straße|strasse|str\.|road|lane|avenue|rue|laan|weg\b|ul\.|postbus|p\.?o\.? box/iu;

/** "Castrol Lubricants" then "Division of BP Europa SE": the second line belongs to the name. */
const NAME_GOES_ON =
  /^(?:a\s+)?(?:division|part|subsidiary|branch|member)\s+of\b|^onderdeel van\b|^filiale\b|^c\/o\b/iu;

function withContinuation(value: string, next: string | undefined): string {
  const line = clean(next ?? "");
  return NAME_GOES_ON.test(line) ? `${value}, ${line}` : value;
}

function supplier(regions: Regions): string | null {
  return supplierIn(regions.one) ?? supplierIn(regions.head);
}

function supplierIn(one: readonly string[]): string | null {
  const labelled = labelledValue(one, SUPPLIER_LABELS, {
    // Not "COMPANY IDENTIFICATION", "company/undertaking" (headings) nor "company representative." (a sentence).
    accept: (value) =>
      !ADDRESS_LIKE.test(value) &&
      !SUPPLIER_HEADING.test(value) &&
      !/^(?:\/|identification|undertaking|and\b|of\b)/iu.test(value) &&
      !/^\p{Ll}/u.test(value),
  });
  if (labelled) return withContinuation(labelled.value, one[labelled.index + 1]);
  const above = valueAbove(one, "1.3");
  if (above) return above;
  const heading = one.findIndex((line) => SUPPLIER_HEADING.test(line));
  if (heading < 0) return null;
  const block = one
    .slice(heading + 1, heading + 9)
    .map(clean)
    .filter((line) => line !== "" && !/^1\.4\b/.test(line) && !SUPPLIER_HEADING.test(line));
  const end = block.findIndex((line) =>
    /emergency|notruf|urgence|noodgevallen|alarmow|naléhavé|emergencia|emergenza/iu.test(line),
  );
  const candidates = end < 0 ? block : block.slice(0, end);
  const company = candidates.find((line) => LEGAL_FORM.test(line) && !ADDRESS_LIKE.test(line));
  if (company) return company;
  const first = candidates.find((line) => !ADDRESS_LIKE.test(line) && !isLabelled(line));
  return first ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers: article, SDS, version

/** A code: letters, digits and separators, with at least one digit. */
const CODE = /^[\p{L}\d][\p{L}\d._/-]*\d[\p{L}\d._/-]*|^\d[\p{L}\d._/-]*/u;

const CODE_LIST = /^[\p{L}\d][\p{L}\d._/-]*(?:\s*[,;]\s*[\p{L}\d][\p{L}\d._/-]*)*[,;]?$/u;

function articleNumber(regions: Regions): string | null {
  const { one, lines } = regions;
  const inOne = labelledValue(one, ARTICLE_LABELS, { nextLine: false });
  const source = inOne ? one : lines;
  // Outside section 1 (a running footer: "Product name  BP 45 Product code 466174-USXX Page: 1/8") only a
  // value that is nothing but a code counts.
  const found =
    inOne ??
    labelledValue(lines, ARTICLE_LABELS, {
      lineStart: false,
      nextLine: false,
      accept: (value) => CODE_LIST.test(value),
    });
  if (found) {
    let value = found.value;
    const raw = (source[found.index] ?? "").trim();
    // A list that wraps ("A200-212, A200-500," then "A467-1; S719721") goes on while lines are lists of codes.
    for (let next = found.index + 1; /[,;]$/.test(raw) || /[,;]$/.test(value); next++) {
      const line = clean(source[next] ?? "");
      if (next > found.index + 5 || !CODE_LIST.test(line)) break;
      value = `${value.replace(/[,;]$/, "")}${/[,;]$/.test(value) ? value.slice(-1) : ","} ${line}`;
      if (!/[,;]$/.test((source[next] ?? "").trim())) break;
    }
    // "35005*06*02 / v3": the sheet's version after the code is not part of it.
    const code = clean(value.replace(/\s*\/\s*v\s?\d+(?:\.\d+)*\s*$/iu, ""));
    if (CODE.test(code)) return code;
  }
  const footer = productCodeAndName(lines);
  if (footer) return footer.code;
  return underIdentifierHeading(one).code;
}

function sdsNumber(regions: Regions): string | null {
  const pattern = labelPattern(SDS_NUMBER_LABELS);
  for (const line of regions.lines) {
    pattern.lastIndex = 0;
    const match = pattern.exec(line);
    if (!match) continue;
    const code = CODE.exec(line.slice(match.index + match[0].length));
    if (code) return code[0].replace(/[.,;]+$/, "");
  }
  return null;
}

/** "3.10" stays "3.10"; "1 .1" (a stray space) is "1.1"; "01" is "1". */
function cleanVersion(raw: string): string {
  return raw.replace(/\s*\.\s*/g, ".").replace(/^0+(?=\d)/, "");
}

const VERSION_VALUE = /^v?\s*(\d{1,3}(?:\s?\.\s?\d{1,3}){0,3})(?![\d/.-]\d|\.\d)(?!\s?\d{1,2}[./-]\d)/iu;

function versionsIn(lines: readonly string[]): string[] {
  const pattern = labelPattern(VERSION_LABELS);
  const versions: string[] = [];
  for (const line of lines) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
      if (PREVIOUS.test(line.slice(0, match.index))) continue;
      const value = VERSION_VALUE.exec(line.slice(match.index + match[0].length));
      if (value?.[1]) versions.push(cleanVersion(value[1]));
    }
  }
  return versions;
}

function version(regions: Regions): string | null {
  const first = versionsIn([...regions.head, ...regions.one])[0];
  if (first) return first;
  // "Revised on : 13-June-2016 / v 6.6": a running footer with the version after the date, marked only by "v".
  for (const line of regions.lines) {
    const match = /\/\s*v\s?(\d{1,3}(?:\.\d{1,3}){1,3})\b/iu.exec(line);
    if (match?.[1]) return match[1];
  }
  // Elsewhere (a running footer, section 16): the version printed most often, which a list of past versions is not.
  const counts = new Map<string, number>();
  for (const value of versionsIn(regions.lines)) counts.set(value, (counts.get(value) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  if (ranked[0] && (ranked.length === 1 || ranked[0][1] > (ranked[1]?.[1] ?? 0))) return ranked[0][0];
  return tableVersionAndDate(regions.lines)?.version ?? null;
}

/** A footer printed as a table: "Version  Date of issue  Format …" then "2 15/09/2018." on the next line. */
function tableVersionAndDate(lines: readonly string[]): { version: string; date: string } | null {
  const header = new RegExp(
    `^\\s*(?:${VERSION_LABELS.join("|")})\\s+(?:${DATE_LABELS.map(([, l]) => l).join("|")})(?![\\p{L}])`,
    "iu",
  );
  for (let index = 0; index < lines.length - 1; index++) {
    if (!header.test(lines[index] ?? "")) continue;
    const match = /^\s*(\d{1,3}(?:\.\d{1,3}){0,3})\s+(\S.*)$/.exec(lines[index + 1] ?? "");
    if (match?.[1] && match[2]) return { version: match[1], date: match[2] };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

/** Month names (and their first letters) in the languages sheets come in, to month numbers. */
const MONTHS: Readonly<Record<string, number>> = (() => {
  // One line a month: English, German, French, Dutch, Polish, Czech, Spanish, Italian, Finnish, short forms.
  const names = [
    "january januar janvier januari stycznia styczeń ledna leden enero gennaio tammikuuta tammikuu jan janv",
    "february februar février fevrier februari lutego luty února únor febrero febbraio helmikuuta helmikuu feb févr fevr",
    "march märz maerz mars maart marca marzec března březen marzo maaliskuuta maaliskuu mar mrt mär",
    "april avril kwietnia kwiecień dubna duben abril aprile huhtikuuta huhtikuu apr avr",
    "may mai mei maja maj května květen mayo maggio toukokuuta toukokuu",
    "june juni juin czerwca czerwiec června červen junio giugno kesäkuuta kesäkuu jun",
    "july juli juillet lipca lipiec července červenec julio luglio heinäkuuta heinäkuu jul juil",
    "august août aout augustus sierpnia sierpień srpna srpen agosto elokuuta elokuu aug aoû",
    "september septembre września wrzesień září septiembre settembre syyskuuta syyskuu sep sept",
    "october oktober octobre października październik října říjen octubre ottobre lokakuuta lokakuu oct okt",
    "november novembre listopada listopad listopadu noviembre marraskuuta marraskuu nov",
    "december dezember décembre decembre grudnia grudzień prosince prosinec diciembre dicembre joulukuuta joulukuu dec dez déc",
  ];
  const months: Record<string, number> = {};
  names.forEach((line, index) => {
    for (const word of line.split(" ")) months[word] = index + 1;
  });
  return months;
})();
const MONTH_WORD = "[\\p{L}]{3,12}\\.?";

function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1950 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const monthOf = (word: string) => MONTHS[word.toLowerCase().replace(/\.$/, "")] ?? null;
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/**
 * The date at the start of `text`, as an ISO date. `usOrder`: two numbers that could be either are month then
 * day (a US sheet), else day then month. A placeholder such as 00.00.0000 is no date.
 */
export function parseDate(text: string, usOrder = false): string | null {
  const value = text.trim();
  let match = /^(\d{4})[./-](\d{1,2})[./-](\d{1,2})(?!\d)/u.exec(value);
  if (match) return iso(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\s?([./-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?!\d)/u.exec(value);
  if (match) {
    const first = Number(match[1]);
    const second = Number(match[3]);
    const year = fullYear(match[4] ?? "");
    const monthFirst = first <= 12 && (second > 12 || (usOrder && match[2] === "/"));
    return monthFirst ? iso(year, first, second) : iso(year, second, first);
  }
  match = new RegExp(`^(\\d{1,2})\\.?[\\s-]*(${MONTH_WORD})[\\s,-]*(\\d{4})(?!\\d)`, "iu").exec(value);
  if (match) {
    const month = monthOf(match[2] ?? "");
    return month ? iso(Number(match[3]), month, Number(match[1])) : null;
  }
  match = new RegExp(`^(${MONTH_WORD})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`, "iu").exec(value);
  if (match) {
    const month = monthOf(match[1] ?? "");
    return month ? iso(Number(match[3]), month, Number(match[2])) : null;
  }
  return null;
}

function revisionDate(regions: Regions, usOrder: boolean): string | null {
  const labels = DATE_LABELS.map(([, label]) => label);
  const kinds = DATE_LABELS.map(([kind]) => kind);
  const pattern = new RegExp(
    `(?<![\\p{L}])(?:(${labels.join(")|(")}))(?![\\p{L}])\\s*(?:\\([^)]{0,20}\\))?\\s*[:：]?\\s*`,
    "giu",
  );
  const found: Record<DateKind, string[]> = { revision: [], issue: [], print: [] };
  for (const line of regions.lines) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
      const group = match.slice(1).findIndex((part) => part !== undefined);
      const kind = kinds[group];
      if (kind === undefined) continue;
      if (
        /(?:previous|vorige|vorherig|pr[ée]c[ée]dent|poprzedni|p[řr]edchoz|supersed|ersetzt|remplace|anterior)\s*$/iu.test(
          line.slice(0, match.index),
        )
      )
        continue;
      const date = parseDate(line.slice(match.index + match[0].length), usOrder);
      if (date) found[kind].push(date);
    }
  }
  const table = tableVersionAndDate(regions.lines);
  const tableDate = table ? parseDate(table.date, usOrder) : null;
  if (tableDate) found.issue.push(tableDate);
  for (const kind of ["revision", "issue", "print"] as const) {
    const distinct = [...new Set(found[kind])];
    // Two different dates under one label (a header says one revision date, the footers another): unclear.
    if (distinct.length > 1) return kind === "revision" ? null : (distinct[0] ?? null);
    if (distinct.length === 1) return distinct[0] ?? null;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Language

/** Frequent words of each language, chosen to tell close languages apart (nb from da, es from pt). */
const LANGUAGE_WORDS: Readonly<Record<string, readonly string[]>> = {
  en: ["the", "and", "with", "for", "not", "may", "if", "this", "from", "are", "is", "be", "of", "or"],
  de: [
    "und",
    "der",
    "die",
    "das",
    "nicht",
    "mit",
    "bei",
    "von",
    "oder",
    "ist",
    "für",
    "den",
    "dem",
    "des",
    "eine",
    "werden",
  ],
  fr: [
    "et",
    "le",
    "les",
    "des",
    "pour",
    "avec",
    "pas",
    "du",
    "une",
    "est",
    "sur",
    "dans",
    "au",
    "aux",
    "peut",
  ],
  nl: ["het", "van", "een", "niet", "met", "voor", "bij", "zijn", "wordt", "op", "worden", "deze", "en"],
  pl: ["i", "w", "z", "nie", "lub", "oraz", "się", "na", "jest", "przez", "dla", "od", "przy", "może"],
  cs: ["a", "v", "se", "nebo", "je", "pro", "při", "jako", "není", "ze", "s", "látky", "směsi", "na"],
  es: ["y", "el", "los", "las", "del", "con", "para", "por", "una", "que", "puede", "según"],
  it: ["il", "di", "con", "per", "non", "della", "del", "delle", "dei", "che", "gli", "può", "sono"],
  pt: ["o", "os", "do", "da", "dos", "das", "com", "para", "não", "em", "uma", "ou", "pode"],
  sv: ["och", "att", "inte", "är", "från", "för", "vid", "samt", "ska", "eller", "av", "som"],
  nb: [
    "og",
    "av",
    "etter",
    "mellom",
    "ikke",
    "eller",
    "ved",
    "til",
    "brukes",
    "øyne",
    "innånding",
    "skal",
    "som",
  ],
  da: [
    "og",
    "af",
    "efter",
    "mellem",
    "ikke",
    "eller",
    "ved",
    "til",
    "bruges",
    "øjne",
    "indånding",
    "skal",
    "som",
  ],
  fi: ["ja", "on", "tai", "ei", "jos", "kanssa", "sekä", "tulee", "aine", "seos", "aineen"],
  tr: ["ve", "bir", "ile", "için", "veya", "olarak", "değil", "bu", "göre", "gibi"],
  hu: ["és", "az", "vagy", "nem", "hogy", "egy", "által", "szerint", "esetén", "kell"],
};
/** Scripts that name their language (or its family) by themselves. */
const SCRIPTS: readonly [RegExp, string][] = [
  [/[\u3040-\u30ff]/gu, "ja"],
  [/[\uac00-\ud7af]/gu, "ko"],
  [/[\u4e00-\u9fff]/gu, "zh"],
  [/[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]/gu, "ar"],
  [/[\u0e00-\u0e7f]/gu, "th"],
  [/[\u0400-\u04ff]/gu, "ru"],
];
const WORD_LANGUAGES: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const [language, words] of Object.entries(LANGUAGE_WORDS))
    for (const word of words) map.set(word, [...(map.get(word) ?? []), language]);
  return map;
})();

/** The word for "section" in headings ("ABSCHNITT 2", "RUBRIEK 2"); Swedish and Norwegian share "avsnitt". */
const SECTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  section: ["en"],
  abschnitt: ["de"],
  rubrique: ["fr"],
  rubriek: ["nl"],
  sekcja: ["pl"],
  oddíl: ["cs"],
  sección: ["es"],
  sezione: ["it"],
  avsnitt: ["sv", "nb"],
  punkt: ["da"],
  kohta: ["fi"],
  seção: ["pt"],
};
/** The sheet's title ("Sicherheitsdatenblatt") in each language. */
const TITLES: readonly [RegExp, string][] = [
  [/safety\s+data\s+sheet|material\s+safety\s+data/iu, "en"],
  [/sicherheitsdatenblatt/iu, "de"],
  [/fiche\s+(?:de\s+)?donn[ée]es\s+de\s+s[ée]curit[ée]/iu, "fr"],
  [/veiligheidsinformatieblad/iu, "nl"],
  [/karta\s+charakterystyki/iu, "pl"],
  [/bezpe[čc]nostn[ií]\s+list/iu, "cs"],
  [/ficha\s+de\s+datos\s+de\s+seguridad/iu, "es"],
  [/scheda\s+(?:di\s+)?dati\s+di\s+sicurezza/iu, "it"],
  [/s[äa]kerhetsdatablad/iu, "sv"],
  [/sikkerhetsdatablad/iu, "nb"],
  [/sikkerhedsdatablad/iu, "da"],
  [/k[äa]ytt[öo]turvallisuustiedote/iu, "fi"],
  [/ficha\s+de\s+(?:informa[çc][ãa]o|dados)\s+de\s+seguran[çc]a/iu, "pt"],
];
const HEADING_LINE = new RegExp(`^\\s*(?:${SECTION_WORD})\\s*(?:[1-9]|1[0-6])(?!\\d)`, "iu");

/** Adds each word's languages to the scores (a word two languages share counts half for each). */
function scoreWords(
  words: readonly string[],
  table: ReadonlyMap<string, readonly string[]>,
  scores: Record<string, number>,
  weight = 1,
): void {
  for (const word of words) {
    const languages = table.get(word);
    if (!languages) continue;
    for (const language of languages) scores[language] = (scores[language] ?? 0) + weight / languages.length;
  }
}

const SECTION_WORD_LANGUAGES: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(SECTION_WORDS));
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== "");

/** The winner of a score table when it is clear: at least `minimum` and half as much again as the next. */
function clearWinner(scores: Record<string, number>, minimum: number): string | null {
  const [best, second] = Object.entries(scores).sort((a, b) => b[1] - a[1]);
  if (!best || best[1] < minimum) return null;
  return second && second[1] * 1.5 > best[1] ? null : best[0];
}

/**
 * The language of the sheet's title and section headings ("ABSCHNITT 1: Bezeichnung des Stoffs …"), which
 * say which language the sheet is written in even where some of its text is in another (an English label
 * block on a German sheet, a quoted English regulation).
 */
function headingLanguage(lines: readonly string[]): string | null {
  const scores: Record<string, number> = {};
  const top = lines
    .filter((line) => line.trim() !== "")
    .slice(0, 5)
    .join(" ");
  // The title counts as much as the minimum: alone it decides, headings in another language outweigh it.
  for (const [pattern, language] of TITLES)
    if (pattern.test(top)) scores[language] = (scores[language] ?? 0) + 6;
  for (const line of lines) {
    if (!HEADING_LINE.test(line)) continue;
    const words = wordsOf(line);
    scoreWords(words, SECTION_WORD_LANGUAGES, scores);
    scoreWords(words, WORD_LANGUAGES, scores);
  }
  return clearWinner(scores, 6);
}

/**
 * The sheet's language from its own words: the language of its title and section headings when they say it
 * clearly, else the language whose frequent words occur most often in the text.
 */
export function languageOf(text: string): string | null {
  // A sheet in another script: its letters say which (kana before Han: Japanese writes both).
  const sample = text.slice(0, 200_000);
  const letters = (sample.match(/\p{L}/gu) ?? []).length;
  for (const [pattern, language] of SCRIPTS) {
    const share = (sample.match(pattern) ?? []).length / Math.max(1, letters);
    if (share > (language === "ja" ? 0.05 : 0.2)) return language;
  }
  const headings = headingLanguage(text.split("\n"));
  if (headings) return headings;
  const scores: Record<string, number> = {};
  let words = 0;
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (word === "") continue;
    if (++words > 30_000) break;
    const languages = WORD_LANGUAGES.get(word);
    if (!languages) continue;
    // A word two languages share counts half for each.
    for (const language of languages) scores[language] = (scores[language] ?? 0) + 1 / languages.length;
  }
  const ranked = Object.entries(scores).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  // Too few of the words to tell (a sheet in a language not listed here, or hardly any text).
  if (!best || best[1] < 15 || best[1] < words * 0.04) return null;
  if (second && second[1] > best[1] * 0.8) return null;
  return best[0];
}

// ---------------------------------------------------------------------------------------------------------------
// Market

/** Country names in the languages sheets come in (and in capitals), to ISO 3166 codes. */
const COUNTRIES: readonly [string, string][] = [
  ["united states(?: of america)?|u\\.s\\.a\\.?|usa", "US"],
  [
    "united kingdom|great britain|england|scotland|wales|royaume-uni|vereinigtes k[öo]nigreich|verenigd koninkrijk",
    "GB",
  ],
  ["deutschland|germany|allemagne|duitsland|niemcy|n[ěe]mecko|alemania|germania|tyskland|saksa", "DE"],
  ["[öo]sterreich|austria|autriche|oostenrijk|rakousko|[öo]sterrike|[öo]strig", "AT"],
  ["schweiz|suisse|switzerland|zwitserland|svizzera|szwajcaria|[šs]v[ýy]carsko|suiza|sveits|schweitz", "CH"],
  ["france|frankreich|frankrijk|francja|francie|francia|frankrike|frankrig|ranska", "FR"],
  ["belgi[eë]|belgique|belgium|belgien|belgia|belgie|b[ée]lgica|belgio", "BE"],
  ["nederland|netherlands|pays-bas|niederlande|holandia|nizozem[íi]|pa[íi]ses bajos|paesi bassi", "NL"],
  ["luxembourg|luxemburg|luksemburg|lucembursko", "LU"],
  ["polska|poland|pologne|polen|polsko|polonia", "PL"],
  [
    "[čc]esk[áa] republika|czech republic|czechia|r[ée]publique tch[èe]que|tschechien|tsjechi[eë]|czechy|chequia|repubblica ceca",
    "CZ",
  ],
  ["slovensko|slovakia|slowakei|s[łl]owacja", "SK"],
  ["espa[ñn]a|spain|espagne|spanien|spanje|hiszpania|[šs]pan[ěe]lsko|spagna", "ES"],
  ["italia|italy|italie|italien|itali[eë]|w[łl]ochy|it[áa]lie", "IT"],
  ["portugal|portugalia|portugalsko|portogallo", "PT"],
  ["sverige|sweden|su[èe]de|schweden|zweden|szwecja|[šs]v[ée]dsko|suecia|svezia|ruotsi", "SE"],
  ["norge|norway|norv[èe]ge|norwegen|noorwegen|norwegia|norsko|noruega|norvegia|norja", "NO"],
  ["danmark|denmark|danemark|d[äa]nemark|denemarken|dania|d[áa]nsko|dinamarca|danimarca|tanska", "DK"],
  ["suomi|finland|finlande|finnland|finlandia|finsko", "FI"],
  ["ireland|irlande|irland|ierland|irlandia|irsko|irlanda", "IE"],
  ["hungary|magyarorsz[áa]g|ungarn|hongarije|w[ęe]gry|ma[ďd]arsko", "HU"],
  ["south africa|suid-afrika|afrique du sud", "ZA"],
  ["india", "IN"],
  ["china|p\\.?r\\.?c\\.?", "CN"],
  ["united arab emirates|u\\.a\\.e\\.?", "AE"],
  ["per[uú]", "PE"],
  ["chile", "CL"],
  ["ecuador", "EC"],
  ["venezuela", "VE"],
  ["uruguay", "UY"],
  ["paraguay", "PY"],
  ["bolivia", "BO"],
  ["costa rica", "CR"],
  ["panam[aá]", "PA"],
  ["guatemala", "GT"],
  ["m[ée]xico", "MX"],
  ["argentina", "AR"],
  ["colombia", "CO"],
  ["brasil|brazil", "BR"],
  ["korea|대한민국|한국", "KR"],
  ["taiwan|台灣|台湾|臺灣", "TW"],
  ["中国", "CN"],
  ["malaysia", "MY"],
  ["indonesia", "ID"],
  ["thailand", "TH"],
  ["saudi arabia", "SA"],
  ["new zealand", "NZ"],
  ["canada", "CA"],
  ["australia", "AU"],
  ["japan", "JP"],
  ["singapore", "SG"],
  ["turkey|t[üu]rkiye", "TR"],
];
const COUNTRY_PATTERNS = COUNTRIES.map(
  ([names, code]) => [new RegExp(`(?<![\\p{L}])(?:${names})(?![\\p{L}])`, "iu"), code] as const,
);
/** Countries whose sheets follow REACH and CLP (the EU, the EEA, the UK and Switzerland). */
const EUROPEAN = new Set(
  "AT BE BG CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK".split(
    " ",
  ),
);
const ISO_CODES = new Set([...COUNTRIES.map(([, code]) => code), ...EUROPEAN]);
/** International calling codes, longest first where one starts another (+420 before +42x, +1 last). */
const CALLING_CODES: readonly [string, string][] = (
  "420 CZ, 421 SK, 358 FI, 353 IE, 352 LU, 351 PT, 971 AE, 44 GB, 49 DE, 43 AT, 41 CH, 33 FR, 32 BE, 31 NL, " +
  "48 PL, 34 ES, 39 IT, 46 SE, 47 NO, 45 DK, 36 HU, 27 ZA, 91 IN, 86 CN, 61 AU, 81 JP, 65 SG, 90 TR, 1 US"
)
  .split(", ")
  .map((entry) => entry.split(" ") as [string, string]);
/** A US address: a state's two letters and a ZIP code ("NJ 07410", "PA 18106-5500"). */
const US_ADDRESS =
  /(?<![\p{L}])(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\s+\d{5}(?:-\d{4})?(?!\d)/u;
const OSHA =
  /29\s*CFR\s*1910\.?1200|OSHA\s+Hazard\s+Communication|Hazard\s+Communication\s+Standard|HazCom\s+2012|\(OSHA HCS\)/iu;
/**
 * An EU-format sheet: it cites REACH or CLP, or its section 1 has the title REACH Annex II gives it in a
 * European language ("… und des Unternehmens", "… et de la société/l'entreprise" …). Not the English title:
 * sheets for Singapore or South Africa use it too.
 */
const EU_REGULATION =
  /1907\s*\/\s*2006|1272\s*\/\s*2008|\bREACH\b|\[CLP|des\s+unternehmens|soci[ée]t[ée]\s*\/\s*l['’]entreprise|vennootschap\s*\/\s*onderneming|identyfikacja\s+przedsi[ęe]biorstwa|spole[čc]nosti\s*\/\s*podniku|sociedad\s+o\s+la\s+empresa|societ[àa]\s*\/\s*impresa|bolaget\s*\/\s*f[öo]retaget|selskapet\s*\/\s*foretaket|selskabet\s*\/\s*virksomheden|yhti[öo]n\s+tai\s+yrityksen/iu;

function countryOfLine(line: string): string | null {
  for (const [pattern, code] of COUNTRY_PATTERNS) if (pattern.test(line)) return code;
  // "93534 AUBERVILLIERS CEDEX FR", "F - 92523 NEUILLY": a country code ending an address line or starting a postcode.
  const trailing = /\d[\d\s-]*\s+[\p{L}\s.'-]+\s([A-Z]{2})\s*$/u.exec(line);
  if (trailing?.[1] && ISO_CODES.has(trailing[1])) return trailing[1];
  const prefix = /^\s*([A-Z]{1,2})\s*-\s*\d{4,5}\s/u.exec(line);
  if (prefix?.[1])
    return prefix[1] === "F" ? "FR" : prefix[1] === "D" ? "DE" : ISO_CODES.has(prefix[1]) ? prefix[1] : null;
  if (US_ADDRESS.test(line)) return "US";
  return null;
}

function callingCountry(lines: readonly string[]): string | null {
  for (const line of lines) {
    const match = /(?:\+|(?<![\d(])\()\s?(\d{1,3})\)?[\s(]*\d/u.exec(line);
    if (!match?.[1]) continue;
    const digits = match[1];
    const entry = CALLING_CODES.find(([code]) => digits.startsWith(code));
    if (entry) return entry[1];
  }
  return null;
}

/** "Format  Belgium", "Opmaak  België", "SDS Switzerland": the market a sheet says it is written for. */
function statedMarket(lines: readonly string[]): string | null | undefined {
  const pattern =
    /(?<![\p{L}])(?:format|opmaak|formaat|sds|msds|fds|sdb|vib|version for|l[äa]nderversion|pays|country|land|market|markt|march[ée])\s*[:-]?\s+([\p{L}][\p{L} .-]{1,40}?)(?=\s{2,}|\s+(?:language|langue|taal|sprache)|\)|$)/iu;
  for (const line of lines) {
    const match = pattern.exec(line);
    if (!match?.[1]) continue;
    const value = match[1].trim();
    if (/^rest of\b/iu.test(value)) return null;
    const code = /^[A-Z]{2}$/u.test(value) && ISO_CODES.has(value) ? value : countryOfLine(value);
    if (code && /^[\p{L} .()-]+$/u.test(value) && value.split(/\s+/).length <= 4) return code;
  }
  // "… (REACH), BIJLAGE II - België": the regulation line names the country.
  for (const line of lines.slice(0, 5)) {
    const match = /1907\/2006.*[-–]\s*([\p{L}]+)\s*$/u.exec(line);
    const code = match?.[1] ? countryOfLine(match[1]) : null;
    if (code) return code;
  }
  return undefined;
}

function marketOf(regions: Regions): string | null {
  const stated = statedMarket(regions.lines);
  if (stated !== undefined) return stated;
  const beforeThree = regions.oneTwo.join("\n");
  if (OSHA.test(beforeThree)) return "US";
  const supplierStart = regions.one.findIndex(
    (line) =>
      SUPPLIER_HEADING.test(line) || new RegExp(`^\\s*(?:${SUPPLIER_LABELS.join("|")})\\b`, "iu").test(line),
  );
  const supplierLines =
    supplierStart < 0 ? regions.one : regions.one.slice(Math.max(0, supplierStart - 1), supplierStart + 12);
  const address = supplierLines
    .slice(
      0,
      Math.max(
        1,
        supplierLines.findIndex((line) => /^\s*1\.4\b|emergency|notruf/iu.test(line)) + 1 ||
          supplierLines.length,
      ),
    )
    .map(countryOfLine)
    .find((code) => code !== null);
  const euFormat =
    EU_REGULATION.test([...regions.head, ...regions.one].join("\n")) ||
    /1272\s*\/\s*2008|\bCLP\b/u.test(beforeThree);
  if (euFormat) {
    // An EU-format sheet from a supplier outside Europe does not say which market it is for.
    if (address && !EUROPEAN.has(address)) return null;
    const emergency = callingCountry(regions.emergency);
    if (emergency && EUROPEAN.has(emergency)) return emergency;
    if (address) return address;
    const phone = callingCountry(supplierLines);
    return phone && EUROPEAN.has(phone) ? phone : null;
  }
  // Elsewhere only an address counts: the telephone numbers of such sheets are often international hotlines.
  return address ?? null;
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * Longer lines are not identity lines (a real sheet's longest line has a few hundred characters); cutting them
 * keeps every rule's time linear in the text, whatever a hostile PDF holds (a line of 100,000 spaces).
 */
const MAX_LINE = 400;

/** The identity of a sheet from its text; every field null where the sheet does not say. */
export function identityOf(input: string): SdsIdentity {
  const identity = emptyIdentity();
  if (input.replace(/\s+/g, "").length === 0) return identity;
  const text = input
    .split("\n")
    .map((line) => (line.length > MAX_LINE ? line.slice(0, MAX_LINE) : line))
    .join("\n");
  const regions = regionsOf(text);
  identity.market = marketOf(regions);
  identity.product_name = productName(regions);
  identity.supplier = supplier(regions);
  identity.article_no = articleNumber(regions);
  identity.sds_number = sdsNumber(regions);
  identity.version = version(regions);
  identity.revision_date = revisionDate(regions, identity.market === "US");
  identity.language = languageOf(text);
  return identity;
}
