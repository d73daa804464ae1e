import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { SdsSection } from "./schemas";

/**
 * The safety data sheet of an SDS record without an uploaded file, rendered on
 * request: its 16 sections per REACH Annex II (Regulation (EC) No 1907/2006 as
 * amended by Regulation (EU) 2020/878) as data (sdsSections, also used by the
 * HTML rendering) and as an A4 PDF (renderSdsPdf, pdf-lib with the standard
 * Helvetica fonts).
 *
 * Section headings, a few labels and the signal word are in the SDS language;
 * the statements arrive already translated; the rest of the body text is
 * English, derived from the record (first aid from the hazard codes,
 * extinguishing media from flammability, and so on). It summarises the record
 * and says so in section 16; it is no substitute for the supplier's sheet.
 */

export type SdsLanguageCode = "en" | "nb" | "sv" | "da" | "fi" | "de" | "nl" | "fr" | "it" | "es";

export interface SdsPdfInput {
  /** SDS key, e.g. "SDS-7KQ2M9XH". */
  key: string;
  productName: string;
  supplier: string;
  articleNo: string | null;
  areaOfUse: string | null;
  languageCode: SdsLanguageCode;
  /** "GB", "NO"… */
  marketCode: string;
  version: string;
  /** ISO date, "2025-03-14". */
  dateIssue: string;
  casNo: string | null;
  ecNo: string | null;
  unNo: string | null;
  signalWord: "Danger" | "Warning" | null;
  /** "GHS02"… */
  pictograms: string[];
  hazardStatements: { code: string; text: string }[];
  precautionaryStatements: { code: string; text: string }[];
  substances: {
    name: string;
    cas: string | null;
    ec: string | null;
    concentrationMin: number | null;
    concentrationMax: number | null;
  }[];
  /** TRGS 510 storage class id ("3", "8B"…). */
  storageClass: string | null;
  physical: {
    state: string;
    flashPointC: number | null;
    boilingPointC: number | null;
    density: number | null;
    colour: string;
    odour: string;
  } | null;
}

const numberOrNull = (value: unknown): number | null => {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)))
    return Number(value);
  return null;
};
const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

/** Section 9 facts of an SDS record as the renderer takes them (camelCase or snake_case keys), or null. */
export function sdsPdfPhysical(physical: Record<string, unknown> | null): SdsPdfInput["physical"] {
  if (!physical || typeof physical !== "object") return null;
  const pick = (...keys: string[]) => keys.map((key) => physical[key]).find((value) => value != null);
  return {
    state: textOf(pick("state", "physical_state")),
    flashPointC: numberOrNull(pick("flashPointC", "flash_point_c", "flash_point")),
    boilingPointC: numberOrNull(pick("boilingPointC", "boiling_point_c", "boiling_point")),
    density: numberOrNull(pick("density")),
    colour: textOf(pick("colour", "color")),
    odour: textOf(pick("odour", "odor")),
  };
}

/**
 * A section as data: its number, title and paragraphs (plain Unicode text,
 * none empty; a paragraph that ends with ":" introduces the ones after it and
 * the PDF sets it in bold). The shape is the API's (GET /product/v1/sds-info).
 */
export type { SdsSection };

export const SDS_SECTION_COUNT = 16;

export interface SdsLabels {
  /** The 16 section headings of Annex II, in order. */
  headings: readonly string[];
  /** "SECTION" as in "SECTION 1: …". */
  section: string;
  safetyDataSheet: string;
  signalWord: string;
  danger: string;
  warning: string;
  pictograms: string;
  hazardStatements: string;
  precautionaryStatements: string;
  cas: string;
  ec: string;
  unNumber: string;
  storageClass: string;
  version: string;
  page: (page: number, pages: number) => string;
}

/**
 * The official Annex II headings (the EUR-Lex language versions; Norwegian
 * bokmål as used on Norwegian SDSs under the EEA version of REACH) and the
 * CLP wording of the labels.
 */
const LABELS: Readonly<Record<SdsLanguageCode, SdsLabels>> = {
  en: {
    headings: [
      "Identification of the substance/mixture and of the company/undertaking",
      "Hazards identification",
      "Composition/information on ingredients",
      "First aid measures",
      "Firefighting measures",
      "Accidental release measures",
      "Handling and storage",
      "Exposure controls/personal protection",
      "Physical and chemical properties",
      "Stability and reactivity",
      "Toxicological information",
      "Ecological information",
      "Disposal considerations",
      "Transport information",
      "Regulatory information",
      "Other information",
    ],
    section: "SECTION",
    safetyDataSheet: "Safety data sheet",
    signalWord: "Signal word",
    danger: "Danger",
    warning: "Warning",
    pictograms: "Hazard pictograms",
    hazardStatements: "Hazard statements",
    precautionaryStatements: "Precautionary statements",
    cas: "CAS",
    ec: "EC",
    unNumber: "UN number",
    storageClass: "Storage class (TRGS 510)",
    version: "Version",
    page: (n, m) => `Page ${n} of ${m}`,
  },
  nb: {
    headings: [
      "Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket",
      "Fareidentifikasjon",
      "Sammensetning/opplysninger om bestanddeler",
      "Førstehjelpstiltak",
      "Brannslokkingstiltak",
      "Tiltak ved utilsiktet utslipp",
      "Håndtering og lagring",
      "Eksponeringskontroll/personlig verneutstyr",
      "Fysiske og kjemiske egenskaper",
      "Stabilitet og reaktivitet",
      "Toksikologiske opplysninger",
      "Økologiske opplysninger",
      "Instruksjoner om disponering",
      "Transportopplysninger",
      "Opplysninger om bestemmelser",
      "Andre opplysninger",
    ],
    section: "AVSNITT",
    safetyDataSheet: "Sikkerhetsdatablad",
    signalWord: "Varselord",
    danger: "Fare",
    warning: "Advarsel",
    pictograms: "Farepiktogrammer",
    hazardStatements: "Faresetninger",
    precautionaryStatements: "Sikkerhetssetninger",
    cas: "CAS",
    ec: "EF",
    unNumber: "UN-nummer",
    storageClass: "Lagerklasse (TRGS 510)",
    version: "Versjon",
    page: (n, m) => `Side ${n} av ${m}`,
  },
  sv: {
    headings: [
      "Namnet på ämnet/blandningen och bolaget/företaget",
      "Farliga egenskaper",
      "Sammansättning/information om beståndsdelar",
      "Åtgärder vid första hjälpen",
      "Brandbekämpningsåtgärder",
      "Åtgärder vid oavsiktliga utsläpp",
      "Hantering och lagring",
      "Begränsning av exponeringen/personligt skydd",
      "Fysikaliska och kemiska egenskaper",
      "Stabilitet och reaktivitet",
      "Toxikologisk information",
      "Ekologisk information",
      "Avfallshantering",
      "Transportinformation",
      "Gällande föreskrifter",
      "Annan information",
    ],
    section: "AVSNITT",
    safetyDataSheet: "Säkerhetsdatablad",
    signalWord: "Signalord",
    danger: "Fara",
    warning: "Varning",
    pictograms: "Faropiktogram",
    hazardStatements: "Faroangivelser",
    precautionaryStatements: "Skyddsangivelser",
    cas: "CAS",
    ec: "EG",
    unNumber: "UN-nummer",
    storageClass: "Lagringsklass (TRGS 510)",
    version: "Version",
    page: (n, m) => `Sida ${n} av ${m}`,
  },
  da: {
    headings: [
      "Identifikation af stoffet/blandingen og af selskabet/virksomheden",
      "Fareidentifikation",
      "Sammensætning af/oplysning om indholdsstoffer",
      "Førstehjælpsforanstaltninger",
      "Brandbekæmpelse",
      "Forholdsregler over for udslip ved uheld",
      "Håndtering og opbevaring",
      "Eksponeringskontrol/personlige værnemidler",
      "Fysiske og kemiske egenskaber",
      "Stabilitet og reaktivitet",
      "Toksikologiske oplysninger",
      "Miljøoplysninger",
      "Forhold vedrørende bortskaffelse",
      "Transportoplysninger",
      "Oplysninger om regulering",
      "Andre oplysninger",
    ],
    section: "PUNKT",
    safetyDataSheet: "Sikkerhedsdatablad",
    signalWord: "Signalord",
    danger: "Fare",
    warning: "Advarsel",
    pictograms: "Farepiktogrammer",
    hazardStatements: "Faresætninger",
    precautionaryStatements: "Sikkerhedssætninger",
    cas: "CAS",
    ec: "EF",
    unNumber: "UN-nummer",
    storageClass: "Opbevaringsklasse (TRGS 510)",
    version: "Version",
    page: (n, m) => `Side ${n} af ${m}`,
  },
  fi: {
    headings: [
      "Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot",
      "Vaaran yksilöinti",
      "Koostumus ja tiedot aineosista",
      "Ensiaputoimenpiteet",
      "Palontorjuntatoimenpiteet",
      "Toimenpiteet onnettomuuspäästöissä",
      "Käsittely ja varastointi",
      "Altistumisen ehkäiseminen ja henkilönsuojaimet",
      "Fysikaaliset ja kemialliset ominaisuudet",
      "Stabiilisuus ja reaktiivisuus",
      "Myrkyllisyyteen liittyvät tiedot",
      "Tiedot haitallisuudesta ympäristölle",
      "Jätteiden käsittelyyn liittyvät näkökohdat",
      "Kuljetustiedot",
      "Lainsäädäntöä koskevat tiedot",
      "Muut tiedot",
    ],
    section: "KOHTA",
    safetyDataSheet: "Käyttöturvallisuustiedote",
    signalWord: "Huomiosana",
    danger: "Vaara",
    warning: "Varoitus",
    pictograms: "Varoitusmerkit",
    hazardStatements: "Vaaralausekkeet",
    precautionaryStatements: "Turvalausekkeet",
    cas: "CAS",
    ec: "EY",
    unNumber: "YK-numero",
    storageClass: "Varastointiluokka (TRGS 510)",
    version: "Versio",
    page: (n, m) => `Sivu ${n} / ${m}`,
  },
  de: {
    headings: [
      "Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
      "Mögliche Gefahren",
      "Zusammensetzung/Angaben zu Bestandteilen",
      "Erste-Hilfe-Maßnahmen",
      "Maßnahmen zur Brandbekämpfung",
      "Maßnahmen bei unbeabsichtigter Freisetzung",
      "Handhabung und Lagerung",
      "Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen",
      "Physikalische und chemische Eigenschaften",
      "Stabilität und Reaktivität",
      "Toxikologische Angaben",
      "Umweltbezogene Angaben",
      "Hinweise zur Entsorgung",
      "Angaben zum Transport",
      "Rechtsvorschriften",
      "Sonstige Angaben",
    ],
    section: "ABSCHNITT",
    safetyDataSheet: "Sicherheitsdatenblatt",
    signalWord: "Signalwort",
    danger: "Gefahr",
    warning: "Achtung",
    pictograms: "Gefahrenpiktogramme",
    hazardStatements: "Gefahrenhinweise",
    precautionaryStatements: "Sicherheitshinweise",
    cas: "CAS",
    ec: "EG",
    unNumber: "UN-Nummer",
    storageClass: "Lagerklasse (TRGS 510)",
    version: "Version",
    page: (n, m) => `Seite ${n} von ${m}`,
  },
  nl: {
    headings: [
      "Identificatie van de stof of het mengsel en van de onderneming",
      "Identificatie van de gevaren",
      "Samenstelling en informatie over de bestanddelen",
      "Eerstehulpmaatregelen",
      "Brandbestrijdingsmaatregelen",
      "Maatregelen bij accidenteel vrijkomen van de stof of het mengsel",
      "Hantering en opslag",
      "Maatregelen ter beheersing van blootstelling/persoonlijke bescherming",
      "Fysische en chemische eigenschappen",
      "Stabiliteit en reactiviteit",
      "Toxicologische informatie",
      "Ecologische informatie",
      "Instructies voor verwijdering",
      "Informatie met betrekking tot het vervoer",
      "Regelgeving",
      "Overige informatie",
    ],
    section: "RUBRIEK",
    safetyDataSheet: "Veiligheidsinformatieblad",
    signalWord: "Signaalwoord",
    danger: "Gevaar",
    warning: "Waarschuwing",
    pictograms: "Gevarenpictogrammen",
    hazardStatements: "Gevarenaanduidingen",
    precautionaryStatements: "Veiligheidsaanbevelingen",
    cas: "CAS",
    ec: "EG",
    unNumber: "VN-nummer",
    storageClass: "Opslagklasse (TRGS 510)",
    version: "Versie",
    page: (n, m) => `Pagina ${n} van ${m}`,
  },
  fr: {
    headings: [
      "Identification de la substance/du mélange et de la société/l'entreprise",
      "Identification des dangers",
      "Composition/informations sur les composants",
      "Premiers secours",
      "Mesures de lutte contre l'incendie",
      "Mesures à prendre en cas de dispersion accidentelle",
      "Manipulation et stockage",
      "Contrôles de l'exposition/protection individuelle",
      "Propriétés physiques et chimiques",
      "Stabilité et réactivité",
      "Informations toxicologiques",
      "Informations écologiques",
      "Considérations relatives à l'élimination",
      "Informations relatives au transport",
      "Informations relatives à la réglementation",
      "Autres informations",
    ],
    section: "RUBRIQUE",
    safetyDataSheet: "Fiche de données de sécurité",
    signalWord: "Mention d'avertissement",
    danger: "Danger",
    warning: "Attention",
    pictograms: "Pictogrammes de danger",
    hazardStatements: "Mentions de danger",
    precautionaryStatements: "Conseils de prudence",
    cas: "CAS",
    ec: "CE",
    unNumber: "Numéro ONU",
    storageClass: "Classe de stockage (TRGS 510)",
    version: "Version",
    page: (n, m) => `Page ${n} sur ${m}`,
  },
  it: {
    headings: [
      "Identificazione della sostanza o della miscela e della società/impresa",
      "Identificazione dei pericoli",
      "Composizione/informazioni sugli ingredienti",
      "Misure di primo soccorso",
      "Misure di lotta antincendio",
      "Misure in caso di rilascio accidentale",
      "Manipolazione e immagazzinamento",
      "Controlli dell'esposizione/della protezione individuale",
      "Proprietà fisiche e chimiche",
      "Stabilità e reattività",
      "Informazioni tossicologiche",
      "Informazioni ecologiche",
      "Considerazioni sullo smaltimento",
      "Informazioni sul trasporto",
      "Informazioni sulla regolamentazione",
      "Altre informazioni",
    ],
    section: "SEZIONE",
    safetyDataSheet: "Scheda di dati di sicurezza",
    signalWord: "Avvertenza",
    danger: "Pericolo",
    warning: "Attenzione",
    pictograms: "Pittogrammi di pericolo",
    hazardStatements: "Indicazioni di pericolo",
    precautionaryStatements: "Consigli di prudenza",
    cas: "CAS",
    ec: "CE",
    unNumber: "Numero ONU",
    storageClass: "Classe di stoccaggio (TRGS 510)",
    version: "Versione",
    page: (n, m) => `Pagina ${n} di ${m}`,
  },
  es: {
    headings: [
      "Identificación de la sustancia o la mezcla y de la sociedad o la empresa",
      "Identificación de los peligros",
      "Composición/información sobre los componentes",
      "Primeros auxilios",
      "Medidas de lucha contra incendios",
      "Medidas en caso de vertido accidental",
      "Manipulación y almacenamiento",
      "Controles de exposición/protección individual",
      "Propiedades físicas y químicas",
      "Estabilidad y reactividad",
      "Información toxicológica",
      "Información ecológica",
      "Consideraciones relativas a la eliminación",
      "Información relativa al transporte",
      "Información reglamentaria",
      "Otra información",
    ],
    section: "SECCIÓN",
    safetyDataSheet: "Ficha de datos de seguridad",
    signalWord: "Palabra de advertencia",
    danger: "Peligro",
    warning: "Atención",
    pictograms: "Pictogramas de peligro",
    hazardStatements: "Indicaciones de peligro",
    precautionaryStatements: "Consejos de prudencia",
    cas: "CAS",
    ec: "CE",
    unNumber: "Número ONU",
    storageClass: "Clase de almacenamiento (TRGS 510)",
    version: "Versión",
    page: (n, m) => `Página ${n} de ${m}`,
  },
};

/** The headings and labels of an SDS language (English for an unknown code). */
export function sdsLabels(languageCode: string): SdsLabels {
  return LABELS[languageCode as SdsLanguageCode] ?? LABELS.en;
}

/** TRGS 510 storage classes (Lagerklassen). */
const STORAGE_CLASSES: Readonly<Record<string, string>> = {
  "1": "Explosive substances",
  "2A": "Compressed, liquefied or dissolved gases",
  "2B": "Aerosols and lighters",
  "3": "Flammable liquids",
  "4.1A": "Other explosive substances",
  "4.1B": "Flammable solids or desensitised explosive substances",
  "4.2": "Pyrophoric or self-heating substances",
  "4.3": "Substances which in contact with water emit flammable gases",
  "5.1A": "Strongly oxidising substances",
  "5.1B": "Oxidising substances",
  "5.1C": "Ammonium nitrate and preparations containing ammonium nitrate",
  "5.2": "Organic peroxides and self-reactive substances",
  "6.1A": "Combustible, acutely toxic Cat. 1 and 2 / very toxic substances",
  "6.1B": "Non-combustible, acutely toxic Cat. 1 and 2 / very toxic substances",
  "6.1C": "Combustible, acutely toxic Cat. 3 / toxic substances or substances with chronic effects",
  "6.1D": "Non-combustible, acutely toxic Cat. 3 / toxic substances or substances with chronic effects",
  "6.2": "Infectious substances",
  "7": "Radioactive substances",
  "8A": "Combustible corrosive substances",
  "8B": "Non-combustible corrosive substances",
  "10": "Combustible liquids not in storage class 3",
  "11": "Combustible solids",
  "12": "Non-combustible liquids",
  "13": "Non-combustible solids",
};

const NOT_MET = "based on available data, the classification criteria are not met.";
const NO_DATA = "no data available.";
const DASH = "–";

/** The hazard classes the text is derived from, by hazard code (base codes: "H360FD" counts as "H360"). */
class Hazards {
  private readonly codes = new Set<string>();

  constructor(statements: readonly { code: string }[]) {
    for (const { code } of statements) {
      for (const part of code.toUpperCase().split("+")) {
        const trimmed = part.trim();
        if (!trimmed) continue;
        this.codes.add(trimmed);
        const base = /^(EUH|H|P)\d{3}/.exec(trimmed)?.[0];
        if (base) this.codes.add(base);
      }
    }
  }

  has(...codes: string[]): boolean {
    return codes.some((code) => this.codes.has(code));
  }
}

function statementMatches(statement: { code: string }, codes: readonly string[]): boolean {
  return statement.code
    .toUpperCase()
    .split("+")
    .some((part) => codes.some((code) => part.trim().startsWith(code)));
}

function clean(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

function statementLine(statement: { code: string; text: string }): string {
  return clean(`${clean(statement.code)} ${clean(statement.text)}`) || DASH;
}

function formatNumber(value: number): string {
  return String(Number(value.toFixed(4)));
}

function concentration(min: number | null, max: number | null): string {
  const lo = min != null && Number.isFinite(min) ? formatNumber(min) : null;
  const hi = max != null && Number.isFinite(max) ? formatNumber(max) : null;
  if (lo != null && hi != null) return lo === hi ? `${lo} %` : `${lo}–${hi} %`;
  if (lo != null) return `≥ ${lo} %`;
  if (hi != null) return `≤ ${hi} %`;
  return DASH;
}

function unNumber(value: string): string {
  const text = clean(value);
  return /^\d{4}$/.test(text) ? `UN${text}` : text;
}

/** The 16 sections of the sheet, derived from the record (see the module comment). */
export function sdsSections(input: SdsPdfInput): SdsSection[] {
  const labels = sdsLabels(input.languageCode);
  const hazards = new Hazards(input.hazardStatements);
  const physical = input.physical;
  const state = clean(physical?.state).toLowerCase();
  const flashPoint = physical?.flashPointC ?? null;
  const lowFlashPoint = flashPoint != null && Number.isFinite(flashPoint) && flashPoint <= 60;
  const flammableLiquid = hazards.has("H224", "H225", "H226") || (lowFlashPoint && !/solid|gas/.test(state));
  const flammableGas = hazards.has("H220", "H221", "H222", "H223", "H230", "H231", "H232");
  const flammableSolid = hazards.has("H228", "H250", "H251", "H252");
  const waterReactive = hazards.has("H260", "H261", "EUH014", "EUH029");
  const oxidising = hazards.has("H270", "H271", "H272");
  const explosive = hazards.has("H200", "H201", "H202", "H203", "H204", "H205", "H240", "H241", "H242");
  const flammable = flammableLiquid || flammableGas || flammableSolid || lowFlashPoint;
  const corrosive = hazards.has("H314");
  const eyeDamage = corrosive || hazards.has("H318");
  const eyeIrritant = hazards.has("H319", "H320");
  const skinIrritant = hazards.has("H315", "H317", "H310", "H311", "H312", "EUH066");
  const inhalation = hazards.has("H330", "H331", "H332", "H334", "H335", "H336", "EUH071");
  const aspiration = hazards.has("H304");
  const swallowToxic = hazards.has("H300", "H301", "H302");
  const aquatic = hazards.has("H400", "H410", "H411", "H412", "H413");
  const classified = input.hazardStatements.length > 0;
  const market = clean(input.marketCode).toUpperCase() || DASH;
  const productName = clean(input.productName) || DASH;
  const storageClassId = clean(input.storageClass)
    .toUpperCase()
    .replace(/^(LGK|SK)\s*/, "");
  const storageClass = storageClassId
    ? `${labels.storageClass}: ${storageClassId}${STORAGE_CLASSES[storageClassId] ? ` – ${STORAGE_CLASSES[storageClassId]}` : ""}`
    : null;

  const list = (label: string, items: string[]): string[] =>
    items.length > 0 ? [`${label}:`, ...items] : [`${label}: ${DASH}`];

  // 1 Identification
  const s1 = [
    `Product identifier: ${productName}`,
    ...(input.articleNo ? [`Article no.: ${clean(input.articleNo)}`] : []),
    ...(input.casNo ? [`${labels.cas}: ${clean(input.casNo)}`] : []),
    ...(input.ecNo ? [`${labels.ec}: ${clean(input.ecNo)}`] : []),
    `Relevant identified uses: ${clean(input.areaOfUse) || "not specified in the SDS record."}`,
    `Supplier: ${clean(input.supplier) || DASH}`,
    `Market: ${market}`,
    "Emergency telephone number: in an emergency call the national emergency number or the poison information centre of the country of use.",
  ];

  // 2 Hazards identification
  const signal =
    input.signalWord === "Danger" ? labels.danger : input.signalWord === "Warning" ? labels.warning : DASH;
  const s2 = [
    classified
      ? "Classification according to Regulation (EC) No 1272/2008 (CLP): see the hazard statements below."
      : "The product is not classified as hazardous according to Regulation (EC) No 1272/2008 (CLP).",
    `${labels.signalWord}: ${signal}`,
    `${labels.pictograms}: ${input.pictograms.map(clean).filter(Boolean).join(", ") || DASH}`,
    ...list(labels.hazardStatements, input.hazardStatements.map(statementLine)),
    ...list(labels.precautionaryStatements, input.precautionaryStatements.map(statementLine)),
    "Other hazards: none known from the SDS record.",
  ];

  // 3 Composition
  const substanceRows = input.substances.map((substance) =>
    [
      clean(substance.name) || DASH,
      `${labels.cas} ${clean(substance.cas) || DASH}`,
      `${labels.ec} ${clean(substance.ec) || DASH}`,
      concentration(substance.concentrationMin, substance.concentrationMax),
    ].join(" | "),
  );
  const isSubstance = input.substances.length <= 1 && Boolean(input.casNo);
  const s3 =
    substanceRows.length === 0
      ? [
          isSubstance
            ? `Substance: ${productName}, ${labels.cas} ${clean(input.casNo)}${input.ecNo ? `, ${labels.ec} ${clean(input.ecNo)}` : ""}.`
            : "No ingredients are listed in the SDS record.",
        ]
      : [
          isSubstance ? "Substance:" : "Mixture. Ingredients (name | CAS | EC | concentration):",
          ...substanceRows,
        ];

  // 4 First aid
  const s4 = [
    "General advice: in case of doubt, or when symptoms persist, get medical advice. Show this safety data sheet to the doctor in attendance.",
    inhalation
      ? "Inhalation: remove the person to fresh air and keep at rest in a position comfortable for breathing. Call a poison centre or doctor if you feel unwell."
      : "Inhalation: move to fresh air if symptoms occur.",
    corrosive
      ? "Skin contact: take off immediately all contaminated clothing. Rinse skin with plenty of water or shower for at least 15 minutes. Get immediate medical attention."
      : skinIrritant
        ? "Skin contact: take off contaminated clothing and wash the skin with plenty of soap and water. If skin irritation or rash occurs, get medical advice."
        : "Skin contact: wash off with soap and water.",
    eyeDamage
      ? "Eye contact: rinse cautiously with water for at least 15 minutes, holding the eyelids open. Remove contact lenses, if present and easy to do. Continue rinsing. Get immediate medical attention."
      : eyeIrritant
        ? "Eye contact: rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. If eye irritation persists, get medical advice."
        : "Eye contact: rinse with water as a precaution.",
    aspiration
      ? "Ingestion: do NOT induce vomiting (risk of aspiration into the lungs). Immediately call a poison centre or doctor."
      : corrosive
        ? "Ingestion: rinse mouth with water; do not induce vomiting. Immediately call a poison centre or doctor."
        : swallowToxic
          ? "Ingestion: rinse mouth. Call a poison centre or doctor immediately."
          : "Ingestion: rinse mouth with water. Get medical advice if you feel unwell.",
    "Most important symptoms and effects: see sections 2 and 11.",
    "Immediate medical attention and special treatment: treat symptomatically.",
  ];

  // 5 Firefighting
  const s5 = [
    waterReactive
      ? "Suitable extinguishing media: dry sand, dry chemical powder (class D). Unsuitable: water, foam – contact with water releases flammable gases."
      : flammableLiquid
        ? "Suitable extinguishing media: alcohol-resistant foam, carbon dioxide, dry chemical powder, water spray. Unsuitable: full water jet, which may spread the fire."
        : flammableGas
          ? "Suitable extinguishing media: stop the leak if it is safe to do so; dry chemical powder, carbon dioxide; water spray to cool containers."
          : flammableSolid
            ? "Suitable extinguishing media: water spray, foam, dry chemical powder, carbon dioxide."
            : oxidising
              ? "Suitable extinguishing media: plenty of water; do not use smothering agents (the product supplies oxygen)."
              : "Suitable extinguishing media: use extinguishing measures that suit the surrounding fire (water spray, foam, dry chemical powder, carbon dioxide).",
    flammable
      ? "Special hazards: flammable. Vapours may form explosive mixtures with air and travel to distant ignition sources. Combustion produces carbon monoxide and carbon dioxide."
      : oxidising
        ? "Special hazards: may intensify fire; contact with combustible material may cause fire."
        : "Special hazards: combustion may produce hazardous gases such as carbon monoxide and carbon dioxide.",
    "Advice for firefighters: wear self-contained breathing apparatus and full protective clothing. Cool containers exposed to fire with water spray. Do not let fire-fighting water enter drains or watercourses.",
  ];

  // 6 Accidental release
  const s6 = [
    `Personal precautions: ensure adequate ventilation and wear the protective equipment of section 8.${flammable ? " Remove all sources of ignition." : ""}`,
    aquatic
      ? "Environmental precautions: prevent entry into drains, surface water and groundwater; inform the authorities if the product reaches them."
      : "Environmental precautions: do not let the product enter drains.",
    state.includes("solid") || state.includes("powder")
      ? "Methods for cleaning up: sweep or vacuum up without raising dust and place in a suitable, closed container for disposal."
      : "Methods for cleaning up: absorb with inert, non-combustible material (sand, diatomaceous earth, universal binder) and place in a suitable, closed container for disposal.",
    "Reference to other sections: see sections 8 and 13.",
  ];

  // 7 Handling and storage
  const s7 = [
    [
      "Precautions for safe handling: avoid contact with skin and eyes and do not breathe vapours, mist or dust; use only with adequate ventilation.",
      flammable
        ? "Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking. Take precautionary measures against static discharge."
        : "",
      "Do not eat, drink or smoke when using this product. Wash hands after handling.",
    ]
      .filter(Boolean)
      .join(" "),
    [
      "Conditions for safe storage: store in the tightly closed original container in a cool, well-ventilated place.",
      flammable ? "Keep away from ignition sources." : "",
      oxidising ? "Keep away from combustible materials." : "",
      corrosive ? "Store in a corrosion-resistant container." : "",
      waterReactive ? "Keep dry; protect from moisture." : "",
      hazards.has("H300", "H310", "H330", "H340", "H350", "H360", "H370") ? "Store locked up." : "",
    ]
      .filter(Boolean)
      .join(" "),
    storageClass ?? `${labels.storageClass}: ${DASH}`,
    `Specific end uses: ${clean(input.areaOfUse) || "see section 1."}`,
  ];

  // 8 Exposure controls
  const named = input.substances.filter((substance) => clean(substance.cas));
  const s8 = [
    named.length > 0
      ? `Control parameters: no limit values are recorded; check the occupational exposure limits of the market (${market}) for: ${named
          .map((substance) => `${clean(substance.name) || DASH} (${labels.cas} ${clean(substance.cas)})`)
          .join(", ")}.`
      : `Control parameters: no limit values are recorded; check the occupational exposure limits of the market (${market}).`,
    "Engineering controls: ensure adequate ventilation; use local exhaust ventilation where vapours, mists or dusts are formed.",
    eyeDamage
      ? "Eye/face protection: tightly fitting safety goggles and a face shield (EN 166)."
      : "Eye/face protection: safety glasses with side shields (EN 166).",
    "Hand protection: chemical-resistant protective gloves (EN ISO 374); ask the glove supplier for the breakthrough time of the material.",
    `Body protection: ${corrosive ? "chemical-resistant protective clothing" : "work clothing"}${flammable ? "; flame-retardant, antistatic clothing" : ""}.`,
    inhalation || flammable
      ? "Respiratory protection: where ventilation is insufficient, a respirator with a suitable filter (EN 14387; e.g. type A for organic vapours, P2 for particles)."
      : "Respiratory protection: not normally required with adequate ventilation.",
  ];

  // 9 Physical and chemical properties
  const withUnit = (value: number | null | undefined, unit: string): string =>
    value != null && Number.isFinite(value) ? `${formatNumber(value)} ${unit}` : NO_DATA;
  const s9 = physical
    ? [
        `Physical state: ${clean(physical.state) || NO_DATA}`,
        `Colour: ${clean(physical.colour) || NO_DATA}`,
        `Odour: ${clean(physical.odour) || NO_DATA}`,
        `Boiling point: ${withUnit(physical.boilingPointC, "°C")}`,
        `Flash point: ${withUnit(physical.flashPointC, "°C")}`,
        `Density: ${withUnit(physical.density, "g/cm³")}`,
      ]
    : ["No physical and chemical properties are recorded in the SDS record."];

  // 10 Stability and reactivity
  const s10 = [
    flammable
      ? "Reactivity: vapours may form explosive mixtures with air."
      : oxidising
        ? "Reactivity: oxidising; reacts with combustible and reducing materials."
        : waterReactive
          ? "Reactivity: reacts with water, releasing flammable gases."
          : "Reactivity: no specific reactivity hazards known.",
    explosive
      ? "Chemical stability: may decompose violently when heated, shocked or subjected to friction."
      : "Chemical stability: stable under the recommended storage and handling conditions (see section 7).",
    "Possibility of hazardous reactions: none known under normal conditions of use.",
    `Conditions to avoid: ${flammable || explosive ? "heat, sparks, open flames and other ignition sources" : "extreme temperatures and direct sunlight"}${waterReactive ? "; moisture" : ""}.`,
    `Incompatible materials: ${oxidising ? "combustible materials, reducing agents" : "strong oxidising agents"}${corrosive ? ", metals, strong acids and bases" : ""}.`,
    "Hazardous decomposition products: none known under normal use; in a fire see section 5.",
  ];

  // 11 Toxicological information
  const toxicology: [string, string[]][] = [
    ["Acute toxicity", ["H300", "H301", "H302", "H310", "H311", "H312", "H330", "H331", "H332"]],
    ["Skin corrosion/irritation", ["H314", "H315"]],
    ["Serious eye damage/irritation", ["H318", "H319"]],
    ["Respiratory or skin sensitisation", ["H317", "H334"]],
    ["Germ cell mutagenicity", ["H340", "H341"]],
    ["Carcinogenicity", ["H350", "H351"]],
    ["Reproductive toxicity", ["H360", "H361", "H362"]],
    ["STOT – single exposure", ["H335", "H336", "H370", "H371"]],
    ["STOT – repeated exposure", ["H372", "H373"]],
    ["Aspiration hazard", ["H304"]],
  ];
  const classLine = ([name, codes]: [string, string[]]): string => {
    const matching = input.hazardStatements.filter((statement) => statementMatches(statement, codes));
    return `${name}: ${matching.length > 0 ? matching.map(statementLine).join("; ") : NOT_MET}`;
  };
  const s11 = [
    "Information on hazard classes as defined in Regulation (EC) No 1272/2008:",
    ...toxicology.map(classLine),
  ];

  // 12 Ecological information
  const s12 = [
    classLine(["Toxicity", ["H400", "H410", "H411", "H412", "H413"]]),
    `Persistence and degradability: ${NO_DATA}`,
    `Bioaccumulative potential: ${NO_DATA}`,
    `Mobility in soil: ${NO_DATA}`,
    `Results of PBT and vPvB assessment: ${NO_DATA}`,
    `Endocrine disrupting properties: ${NO_DATA}`,
    hazards.has("H420")
      ? classLine(["Other adverse effects", ["H420"]])
      : "Other adverse effects: do not allow to enter drains, watercourses or the soil.",
  ];

  // 13 Disposal
  const s13 = [
    classified
      ? `Waste treatment methods: dispose of contents and container as hazardous waste through an approved waste disposal contractor, in accordance with the regulations of the market (${market}).`
      : `Waste treatment methods: dispose of in accordance with the local and national regulations of the market (${market}).`,
    "The waste code (European List of Waste) is to be assigned by the user according to the application the product was used for.",
    "Contaminated packaging: empty completely; packaging that cannot be cleaned is to be disposed of like the product.",
  ];

  // 14 Transport
  const classes = [
    flammableGas ? "2" : null,
    flammableLiquid && hazards.has("H224", "H225", "H226") ? "3" : null,
    hazards.has("H228") ? "4.1" : null,
    hazards.has("H250", "H251", "H252") ? "4.2" : null,
    waterReactive ? "4.3" : null,
    oxidising ? "5.1" : null,
    hazards.has("H300", "H301", "H310", "H311", "H330", "H331") ? "6.1" : null,
    corrosive || hazards.has("H290") ? "8" : null,
  ].filter((value): value is string => value !== null);
  const marinePollutant = hazards.has("H400", "H410", "H411");
  const s14 = input.unNo
    ? [
        `${labels.unNumber}: ${unNumber(input.unNo)}`,
        `UN proper shipping name: ${productName} (see the supplier's transport documents for the exact name).`,
        classes.length > 0
          ? `Transport hazard class(es) (ADR/RID, IMDG, IATA): ${classes[0]}${classes.length > 1 ? ` (subsidiary: ${classes.slice(1).join(", ")})` : ""}, derived from the classification.`
          : "Transport hazard class(es): see the supplier's transport documents.",
        "Packing group: see the supplier's transport documents.",
        `Environmental hazards: ${marinePollutant ? "environmentally hazardous substance / marine pollutant" : "none"}.`,
        "Special precautions for user: transport in closed, upright and secured containers.",
      ]
    : [
        "Not regulated for transport.",
        `Environmental hazards: ${marinePollutant ? "environmentally hazardous; check the transport regulations" : "none"}.`,
      ];

  // 15 Regulatory information
  const s15 = [
    "Regulation (EC) No 1907/2006 (REACH), Regulation (EC) No 1272/2008 (CLP) and Regulation (EU) 2020/878 (format of this sheet).",
    `National regulations: the occupational safety, chemicals and waste rules of the market (${market}) apply.`,
    ...(storageClass ? [storageClass] : []),
    "Chemical safety assessment: no information in the SDS record.",
  ];

  // 16 Other information
  const s16 = [
    `SDS key: ${clean(input.key) || DASH}`,
    `${labels.version}: ${clean(input.version) || DASH}`,
    `Date of issue: ${clean(input.dateIssue) || DASH}`,
    `Language: ${input.languageCode}; market: ${market}`,
    ...(classified
      ? ["Full text of the hazard statements:", ...input.hazardStatements.map(statementLine)]
      : []),
    "Abbreviations: CAS – Chemical Abstracts Service registry number; EC – European Community number; CLP – Regulation (EC) No 1272/2008; REACH – Regulation (EC) No 1907/2006; TRGS – Technische Regeln für Gefahrstoffe; UN – United Nations.",
    "Generated by ChemSafe from the SDS record. It summarises the recorded data and does not replace the supplier's safety data sheet.",
  ];

  return [s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16].map((paragraphs, index) => ({
    number: index + 1,
    title: labels.headings[index] ?? "",
    paragraphs: paragraphs.filter((paragraph) => paragraph.length > 0),
  }));
}

// ---------------------------------------------------------------------------
// PDF

const A4: [number, number] = [595.28, 841.89];
const MARGIN_X = 56;
const CONTENT_TOP = A4[1] - 72;
const CONTENT_BOTTOM = 60;
const WIDTH = A4[0] - 2 * MARGIN_X;
const BODY_SIZE = 9;
const BODY_LEADING = 11.5;
const HEADING_SIZE = 10;
const HEADING_LEADING = 12.5;
const TEXT = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);
const BAND = rgb(0.88, 0.9, 0.93);

/** Characters Helvetica cannot show, with their nearest ASCII spelling (before the NFKD fallback). */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  "≥": ">=",
  "≤": "<=",
  "≠": "!=",
  "≈": "~",
  "∼": "~",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "―": "-",
  "→": "->",
  "←": "<-",
  "⇒": "=>",
  "′": "'",
  "″": '"',
  "∙": "·",
  "⋅": "·",
  "✓": "x",
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  α: "alpha",
  β: "beta",
  γ: "gamma",
  δ: "delta",
  ε: "epsilon",
  κ: "kappa",
  λ: "lambda",
  μ: "µ",
  ω: "omega",
  Δ: "Delta",
  Ω: "Ohm",
};

/** Invisible characters to drop: soft hyphen, zero-width ones and joiners, variation selectors, byte order mark. */
function isIgnorable(code: number): boolean {
  return (
    code === 0xad ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x2060 && code <= 0x2064) ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    code === 0xfeff
  );
}

/**
 * `text` with every character the font (WinAnsi) cannot encode replaced, so
 * that measuring and drawing never throw: the table above, then the NFKD
 * decomposition without combining marks (₂ → 2, ﬁ → fi, ő → o), else "?".
 * Control characters other than line feeds become spaces (tabs) or vanish.
 */
export function toWinAnsi(text: string, supported: ReadonlySet<number>): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\n") out += "\n";
    else if (char === "\t") out += " ";
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0) || isIgnorable(code)) continue;
    else if (supported.has(code)) out += char;
    else if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char];
    else {
      const decomposed = char.normalize("NFKD").replace(/\p{M}/gu, "");
      const ok = decomposed.length > 0 && [...decomposed].every((c) => supported.has(c.codePointAt(0) ?? 0));
      out += ok ? decomposed : "?";
    }
  }
  return out;
}

/** Lone surrogates → U+FFFD, for metadata strings (which are UTF-16, not font-encoded). */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

function issueDate(dateIssue: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateIssue.trim());
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Greedy word wrap to `width`; words longer than a line are broken between characters. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (value: string) => font.widthOfTextAtSize(value, size) <= width;
  const lines: string[] = [];
  for (const hardLine of text.split("\n")) {
    let line = "";
    for (const word of hardLine.split(" ").filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      if (fits(word)) {
        line = word;
        continue;
      }
      let chunk = "";
      for (const char of word) {
        if (chunk && !fits(chunk + char)) {
          lines.push(chunk);
          chunk = "";
        }
        chunk += char;
      }
      line = chunk;
    }
    lines.push(line);
  }
  return lines;
}

function fitOnOneLine(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && font.widthOfTextAtSize(`${chars.join("")}…`, size) > width) chars.pop();
  return `${chars.join("").trimEnd()}…`;
}

/**
 * The sheet as an A4 PDF: a title block, the 16 sections, a header line with
 * the product name on every page and a "Page n of m" footer. Text the standard
 * fonts cannot show is replaced (toWinAnsi), so any input renders. The output
 * is deterministic: the creation and modification dates are the issue date.
 */
export async function renderSdsPdf(input: SdsPdfInput): Promise<Uint8Array> {
  return renderSectionsPdf(input, sdsSections(input));
}

/** What the title block, the metadata, the header and the footer of a rendered sheet print. */
export type SheetHead = Pick<
  SdsPdfInput,
  "key" | "productName" | "supplier" | "languageCode" | "marketCode" | "version" | "dateIssue"
>;

/**
 * Sections as an A4 sheet in the layout of renderSdsPdf: used for the SDS records (above) and for the
 * company's own sheets written in the publisher (api/publisher/sheet-pdf.ts), whose sections are their own.
 */
export async function renderSectionsPdf(
  input: SheetHead,
  sections: readonly SdsSection[],
): Promise<Uint8Array> {
  const labels = sdsLabels(input.languageCode);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const safe = (text: string) => toWinAnsi(text, supported);

  const productName = clean(input.productName) || DASH;
  doc.setTitle(wellFormed(`${productName} – Safety data sheet`), { showInWindowTitleBar: true });
  doc.setSubject(
    wellFormed(
      `Safety data sheet ${clean(input.key)}, version ${clean(input.version)}, ${clean(input.dateIssue)}`,
    ),
  );
  doc.setAuthor(wellFormed(clean(input.supplier) || "ChemSafe"));
  doc.setKeywords([input.key, input.marketCode, input.languageCode, "SDS"].map((k) => wellFormed(clean(k))));
  doc.setProducer("ChemSafe");
  doc.setCreator("ChemSafe");
  doc.setLanguage(input.languageCode);
  const date = issueDate(input.dateIssue);
  if (date) {
    doc.setCreationDate(date);
    doc.setModificationDate(date);
  }

  let page: PDFPage = doc.addPage(A4);
  let y = CONTENT_TOP;
  const newPage = () => {
    page = doc.addPage(A4);
    y = CONTENT_TOP;
  };
  const ensure = (height: number) => {
    if (y - height < CONTENT_BOTTOM) newPage();
  };
  const drawLines = (lines: string[], font: PDFFont, size: number, leading: number, indent = 0) => {
    for (const line of lines) {
      ensure(leading);
      page.drawText(line, { x: MARGIN_X + indent, y: y - size, size, font, color: TEXT });
      y -= leading;
    }
  };

  // Title block
  drawLines(wrap(safe(labels.safetyDataSheet), bold, 18, WIDTH), bold, 18, 22);
  drawLines(wrap(safe(productName), bold, 13, WIDTH), bold, 13, 16);
  y -= 2;
  drawLines(
    wrap(
      safe(
        `Regulation (EC) No 1907/2006 (REACH), Annex II · ${labels.version} ${clean(input.version) || DASH} · ${clean(input.dateIssue) || DASH} · ${clean(input.key)}`,
      ),
      regular,
      BODY_SIZE,
      WIDTH,
    ),
    regular,
    BODY_SIZE,
    BODY_LEADING,
  );
  y -= 8;

  for (const section of sections) {
    const heading = wrap(
      safe(`${labels.section} ${section.number}: ${section.title}`),
      bold,
      HEADING_SIZE,
      WIDTH - 8,
    );
    const bandHeight = heading.length * HEADING_LEADING + 6;
    // Keep the heading with at least two lines of its text.
    ensure(bandHeight + 6 + 2 * BODY_LEADING);
    page.drawRectangle({ x: MARGIN_X, y: y - bandHeight, width: WIDTH, height: bandHeight, color: BAND });
    y -= 3;
    drawLines(heading, bold, HEADING_SIZE, HEADING_LEADING, 4);
    y -= 3 + 5;
    for (const paragraph of section.paragraphs) {
      const intro = paragraph.endsWith(":");
      const font = intro ? bold : regular;
      drawLines(wrap(safe(paragraph), font, BODY_SIZE, WIDTH), font, BODY_SIZE, BODY_LEADING);
      y -= 3;
    }
    y -= 6;
  }

  // Header and footer on every page, now that the page count is known.
  const pages = doc.getPages();
  const title = safe(labels.safetyDataSheet);
  const titleWidth = regular.widthOfTextAtSize(title, 8);
  const headerName = fitOnOneLine(safe(productName), bold, 9, WIDTH - titleWidth - 16);
  const footerLeft = fitOnOneLine(
    safe(`${clean(input.key)} · ${labels.version} ${clean(input.version)} · ${clean(input.dateIssue)}`),
    regular,
    8,
    WIDTH / 2,
  );
  pages.forEach((current, index) => {
    const [pageWidth, pageHeight] = [current.getWidth(), current.getHeight()];
    current.drawText(headerName, { x: MARGIN_X, y: pageHeight - 44, size: 9, font: bold, color: TEXT });
    current.drawText(title, {
      x: pageWidth - MARGIN_X - titleWidth,
      y: pageHeight - 44,
      size: 8,
      font: regular,
      color: MUTED,
    });
    current.drawLine({
      start: { x: MARGIN_X, y: pageHeight - 50 },
      end: { x: pageWidth - MARGIN_X, y: pageHeight - 50 },
      thickness: 0.5,
      color: MUTED,
    });
    current.drawLine({
      start: { x: MARGIN_X, y: 44 },
      end: { x: pageWidth - MARGIN_X, y: 44 },
      thickness: 0.5,
      color: MUTED,
    });
    current.drawText(footerLeft, { x: MARGIN_X, y: 32, size: 8, font: regular, color: MUTED });
    const pageLabel = safe(labels.page(index + 1, pages.length));
    current.drawText(pageLabel, {
      x: pageWidth - MARGIN_X - regular.widthOfTextAtSize(pageLabel, 8),
      y: 32,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });

  return doc.save({ useObjectStreams: false });
}
