import { countryCode } from "../../core/countries";
import { ANNEX_II_SUBSECTIONS } from "../../core/publisher/annex-ii";
import { MANUFACTURER_TYPES } from "../../core/publisher/rules";
import type { SdsSection } from "../products/schemas";
import { renderSectionsPdf, sdsLabels, SDS_SECTION_COUNT, type SdsLanguageCode } from "../products/sds-pdf";
import type { Manufacturer, Sheet } from "./schemas";

/**
 * A company's own sheet as the PDF its library keeps: the sixteen sections of Annex II with the sheet's own
 * text per subsection, its phrases in the sheet's language, the label elements of subsection 2.2 (signal
 * word, pictograms, H and P statements with their official wording) and the composition of section 3 as
 * rows of name, CAS, EC and concentration. The layout, headings and labels are those of the library's
 * generated sheets (api/products/sds-pdf.ts), which the SDS reader reads back in every language.
 *
 * The standard PDF fonts (WinAnsi) cover the ten languages ChemSafe writes sheets in; characters outside
 * them are replaced, never dropped silently (toWinAnsi).
 */

const LANGUAGE_CODES: Readonly<Record<number, SdsLanguageCode>> = {
  1: "nb",
  2: "sv",
  3: "da",
  4: "en",
  5: "fi",
  6: "de",
  7: "nl",
  8: "fr",
  9: "it",
  10: "es",
};

export const sheetLanguageCode = (languageId: number): SdsLanguageCode => LANGUAGE_CODES[languageId] ?? "en";

const DASH = "–";
const clean = (text: string | null | undefined) => (text ?? "").replace(/[ \t]+/g, " ").trim();

function formatNumber(value: number): string {
  return String(Number(value.toFixed(4)));
}

/** "10–20 %", "≥ 1 %", "≤ 5 %", "–". */
function concentration(min: number | null, max: number | null): string {
  if (min !== null && max !== null)
    return min === max ? `${formatNumber(min)} %` : `${formatNumber(min)}–${formatNumber(max)} %`;
  if (min !== null) return `≥ ${formatNumber(min)} %`;
  if (max !== null) return `≤ ${formatNumber(max)} %`;
  return DASH;
}

/** A subsection's heading: its number, and the regulation's title on an English sheet. */
function subsectionHeading(number: string, title: string, english: boolean): string {
  return english ? `${number} ${title}:` : `${number}:`;
}

/** The sheet's sections as data (the paragraphs the PDF prints). */
export function sheetSections(sheet: Sheet, supplier: Manufacturer, dateIssue: string): SdsSection[] {
  const code = sheetLanguageCode(sheet.language_id);
  const labels = sdsLabels(code);
  const english = code === "en";
  const paragraphsOf = (text: string | undefined) => (text ?? "").split(/\n+/).map(clean).filter(Boolean);
  const phrasesIn = (number: string) =>
    sheet.phrases.filter((p) => p.subsection === number && p.sentence_id !== null).map((p) => clean(p.text));
  const statements = (prefix: "H" | "EUH" | "P") =>
    sheet.phrases
      .filter((p) => p.statement_code !== null && p.statement_code.split("+")[0]!.startsWith(prefix))
      .filter((p) => prefix !== "H" || !p.statement_code!.startsWith("EUH"))
      .map((p) => `${p.statement_code} ${clean(p.text)}`);

  const extra: Record<string, string[]> = {
    "1.1": [sheet.product_name, ...(sheet.article_no ? [sheet.article_no] : [])],
    "1.3": [
      `${supplier.name} (${MANUFACTURER_TYPES[supplier.type_id as keyof typeof MANUFACTURER_TYPES] ?? ""})`,
      [
        supplier.address,
        [supplier.postcode, supplier.city].filter(Boolean).join(" "),
        countryCode(supplier.country_id ?? 0),
      ]
        .filter(Boolean)
        .join(", "),
      ...[supplier.phone, supplier.email, supplier.website].filter(Boolean),
    ].filter(Boolean),
    "1.4": supplier.emergency_phone ? [supplier.emergency_phone] : [],
    "2.2": [
      `${labels.signalWord}: ${sheet.signal_word === "Danger" ? labels.danger : sheet.signal_word === "Warning" ? labels.warning : DASH}`,
      `${labels.pictograms}: ${sheet.pictograms.join(", ") || DASH}`,
      ...listed(labels.hazardStatements, [...statements("H"), ...statements("EUH")]),
      ...listed(labels.precautionaryStatements, statements("P")),
    ],
    [sheet.substances.length > 1 ? "3.2" : "3.1"]: sheet.substances.map((s) =>
      [
        clean(s.name) || DASH,
        `${labels.cas} ${s.cas ?? DASH}`,
        `${labels.ec} ${s.ec ?? DASH}`,
        concentration(s.concentration_min, s.concentration_max),
      ].join(" | "),
    ),
  };

  const sections: SdsSection[] = [];
  for (let number = 1; number <= SDS_SECTION_COUNT; number++) {
    const paragraphs: string[] = [];
    for (const sub of ANNEX_II_SUBSECTIONS.filter((item) => item.section === number)) {
      const body = [
        ...(extra[sub.number] ?? []),
        ...paragraphsOf(sheet.sections[sub.number]),
        ...phrasesIn(sub.number),
      ];
      if (body.length === 0) continue;
      if (sub.number !== "16") paragraphs.push(subsectionHeading(sub.number, sub.title, english));
      paragraphs.push(...body);
    }
    if (number === 16)
      paragraphs.push(`${labels.version} ${sheet.version} · ${dateIssue} · ${sheet.sds_key}`);
    sections.push({
      number,
      title: labels.headings[number - 1]!,
      paragraphs: paragraphs.length > 0 ? paragraphs : [DASH],
    });
  }
  return sections;
}

function listed(label: string, items: string[]): string[] {
  return items.length > 0 ? [`${label}:`, ...items] : [`${label}: ${DASH}`];
}

/** The sheet's PDF, dated `dateIssue` (ISO). */
export function renderSheetPdf(sheet: Sheet, supplier: Manufacturer, dateIssue: string): Promise<Uint8Array> {
  return renderSectionsPdf(
    {
      key: sheet.sds_key,
      productName: sheet.product_name,
      supplier: supplier.name,
      languageCode: sheetLanguageCode(sheet.language_id),
      marketCode: countryCode(sheet.market_id) ?? "",
      version: String(sheet.version),
      dateIssue,
    },
    sheetSections(sheet, supplier, dateIssue),
  );
}
