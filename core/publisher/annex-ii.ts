/**
 * The structure of a safety data sheet as REACH Annex II prescribes it, in the version amended by Commission
 * Regulation (EU) 2020/878: sixteen sections and their numbered subsections (section 16 has none: its text
 * is kept under "16"). A company's own sheet keeps its free text per subsection number, so these numbers are
 * stored and never change meaning.
 */

export interface AnnexSubsection {
  /** "1.1" … "15.2", and "16" for section 16, which has no subsections. */
  number: string;
  section: number;
  /** The English title as the regulation prints it (the PDF prints the number; the pages translate). */
  title: string;
}

const s = (number: string, title: string): AnnexSubsection => ({
  number,
  section: Number(number.split(".")[0]),
  title,
});

export const ANNEX_II_SUBSECTIONS: readonly AnnexSubsection[] = [
  s("1.1", "Product identifier"),
  s("1.2", "Relevant identified uses of the substance or mixture and uses advised against"),
  s("1.3", "Details of the supplier of the safety data sheet"),
  s("1.4", "Emergency telephone number"),
  s("2.1", "Classification of the substance or mixture"),
  s("2.2", "Label elements"),
  s("2.3", "Other hazards"),
  s("3.1", "Substances"),
  s("3.2", "Mixtures"),
  s("4.1", "Description of first aid measures"),
  s("4.2", "Most important symptoms and effects, both acute and delayed"),
  s("4.3", "Indication of any immediate medical attention and special treatment needed"),
  s("5.1", "Extinguishing media"),
  s("5.2", "Special hazards arising from the substance or mixture"),
  s("5.3", "Advice for firefighters"),
  s("6.1", "Personal precautions, protective equipment and emergency procedures"),
  s("6.2", "Environmental precautions"),
  s("6.3", "Methods and material for containment and cleaning up"),
  s("6.4", "Reference to other sections"),
  s("7.1", "Precautions for safe handling"),
  s("7.2", "Conditions for safe storage, including any incompatibilities"),
  s("7.3", "Specific end use(s)"),
  s("8.1", "Control parameters"),
  s("8.2", "Exposure controls"),
  s("9.1", "Information on basic physical and chemical properties"),
  s("9.2", "Other information"),
  s("10.1", "Reactivity"),
  s("10.2", "Chemical stability"),
  s("10.3", "Possibility of hazardous reactions"),
  s("10.4", "Conditions to avoid"),
  s("10.5", "Incompatible materials"),
  s("10.6", "Hazardous decomposition products"),
  s("11.1", "Information on hazard classes as defined in Regulation (EC) No 1272/2008"),
  s("11.2", "Information on other hazards"),
  s("12.1", "Toxicity"),
  s("12.2", "Persistence and degradability"),
  s("12.3", "Bioaccumulative potential"),
  s("12.4", "Mobility in soil"),
  s("12.5", "Results of PBT and vPvB assessment"),
  s("12.6", "Endocrine disrupting properties"),
  s("12.7", "Other adverse effects"),
  s("13.1", "Waste treatment methods"),
  s("14.1", "UN number or ID number"),
  s("14.2", "UN proper shipping name"),
  s("14.3", "Transport hazard class(es)"),
  s("14.4", "Packing group"),
  s("14.5", "Environmental hazards"),
  s("14.6", "Special precautions for user"),
  s("14.7", "Maritime transport in bulk according to IMO instruments"),
  s("15.1", "Safety, health and environmental regulations/legislation specific for the substance or mixture"),
  s("15.2", "Chemical safety assessment"),
  s("16", "Other information"),
];

export const SUBSECTION_NUMBERS: readonly string[] = ANNEX_II_SUBSECTIONS.map((item) => item.number);
const KNOWN = new Set(SUBSECTION_NUMBERS);
export const isSubsectionNumber = (value: unknown): value is string =>
  typeof value === "string" && KNOWN.has(value);

/** The section a subsection number belongs to ("14.3" → 14). */
export const sectionOf = (number: string): number => Number(number.split(".")[0]);

/**
 * The subsections a sheet must fill before it is published: the ones Annex II requires on every sheet
 * whatever the product. The rest of each section may be empty when it does not apply (a substance has no
 * 3.2), but every section must say something (see core/publisher/checks.ts).
 */
export const MANDATORY_SUBSECTIONS: readonly string[] = ["1.2", "4.1", "7.1", "7.2", "8.2", "13.1"];

/**
 * The kinds of sheet a company publishes (the msds_type of the library's sheets): 1 safety data sheet, 2
 * product information sheet, 3 safety information sheet.
 */
export const SDS_TYPES = {
  1: "Safety data sheet",
  2: "Product information sheet",
  3: "Safety information sheet",
} as const;
export const isSdsType = (id: unknown): boolean => typeof id === "number" && Object.hasOwn(SDS_TYPES, id);

/** The templates a new sheet starts from: the one the regulation prescribes. */
export const SDS_TEMPLATES = {
  1: "REACH Annex II as amended by Regulation (EU) 2020/878",
} as const;
export const isSdsTemplate = (id: unknown): boolean =>
  typeof id === "number" && Object.hasOwn(SDS_TEMPLATES, id);
