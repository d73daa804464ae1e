import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { localeOf } from "../../core/languages";
import { WPD_SECTIONS, type WpdPaperSize } from "../../core/workplace-descriptions/sections";
import { workplaceDescriptions } from "../../core/texts/workplace-descriptions/en";
import wpdTranslations from "../../core/texts/workplace-descriptions/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";
import { toWinAnsi, wrap } from "../products/sds-pdf";
import type { Executor } from "../locations/tree";
import { getWorkplaceDescription, type WorkplaceDescriptionDetail } from "./read";

/**
 * A workplace description as a poster PDF (pdf-lib, the standard Helvetica fonts): the title bar, the product,
 * the GHS pictograms drawn as red diamonds with their code, then each section under its heading in the
 * colour bands of the German model. A4 or A3 portrait; with a second description (the same one in another
 * language) the two print side by side in two columns, for workplaces where two languages are spoken.
 */

const SIZES: Record<WpdPaperSize, [number, number]> = { A4: [595.28, 841.89], A3: [841.89, 1190.55] };
const BAND = rgb(0.1, 0.3, 0.6);
const RED = rgb(0.85, 0, 0);
const TEXT = rgb(0, 0, 0);
const WHITE = rgb(1, 1, 1);

function texts(languageId: number): (key: keyof typeof workplaceDescriptions) => string {
  const locale = localeOf(languageId);
  const table = (TRANSLATED_LOCALES as readonly string[]).includes(locale)
    ? (wpdTranslations[locale as TranslatedLocale] as Record<string, string>)
    : {};
  return (key) => table[key] || workplaceDescriptions[key];
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  safe: (text: string) => string;
}

/** One description in the column from x, width wide; new pages come from `addPage` (the same on both sides). */
function drawColumn(
  pages: PDFPage[],
  addPage: () => PDFPage,
  description: WorkplaceDescriptionDetail,
  fonts: Fonts,
  x: number,
  width: number,
  scale: number,
) {
  const t = texts(description.language_id);
  const { height } = pages[0]!.getSize();
  const margin = 36 * scale;
  let index = 0;
  let y = height - margin;
  const page = () => pages[index]!;
  const ensure = (needed: number) => {
    if (y - needed >= margin) return;
    index += 1;
    if (!pages[index]) pages.push(addPage());
    y = height - margin;
  };
  const lines = (text: string, font: PDFFont, size: number) => {
    for (const line of wrap(fonts.safe(text), font, size, width - 8 * scale)) {
      ensure(size * 1.35);
      page().drawText(line, { x: x + 4 * scale, y: y - size, size, font, color: TEXT });
      y -= size * 1.35;
    }
  };
  const band = (title: string) => {
    const size = 11 * scale;
    ensure(size * 2.4);
    page().drawRectangle({ x, y: y - size * 1.7, width, height: size * 1.7, color: BAND });
    page().drawText(fonts.safe(title).slice(0, 120), {
      x: x + 4 * scale,
      y: y - size * 1.25,
      size,
      font: fonts.bold,
      color: WHITE,
    });
    y -= size * 2.1;
  };

  band(description.title);
  if (description.product) {
    lines(`${t("wpd.pdf.product")}: ${description.product.name}`, fonts.bold, 11 * scale);
  }
  lines(t("wpd.pdf.version").replace("{{version}}", String(description.version)), fonts.regular, 8 * scale);
  if (description.pictograms.length > 0) {
    const side = 44 * scale;
    ensure(side + 8 * scale);
    description.pictograms.slice(0, 9).forEach((code, i) => {
      const cx = x + side / 2 + i * (side + 6 * scale);
      if (cx + side / 2 > x + width) return;
      const cy = y - side / 2;
      page().drawSvgPath(`M 0 ${-side / 2} L ${side / 2} 0 L 0 ${side / 2} L ${-side / 2} 0 Z`, {
        x: cx,
        y: cy,
        borderColor: RED,
        borderWidth: 3 * scale,
        color: WHITE,
      });
      const size = 7 * scale;
      const label = fonts.safe(code);
      page().drawText(label, {
        x: cx - fonts.bold.widthOfTextAtSize(label, size) / 2,
        y: cy - size / 3,
        size,
        font: fonts.bold,
        color: TEXT,
      });
    });
    y -= side + 8 * scale;
  }
  if (description.signal_word) lines(description.signal_word, fonts.bold, 12 * scale);
  for (const section of WPD_SECTIONS) {
    const body = description.sections[section].trim();
    if (section === "hazards" && description.hazard_statements.length > 0) {
      band(t(`wpd.section.${section}`));
      lines(description.hazard_statements.join("\n"), fonts.regular, 9 * scale);
      if (body) lines(body, fonts.regular, 9 * scale);
      continue;
    }
    if (!body) continue;
    band(t(`wpd.section.${section}`));
    for (const paragraph of body.split(/\n+/)) lines(paragraph, fonts.regular, 9 * scale);
  }
}

/** The PDF of one or two descriptions (two: side by side). */
export async function renderWorkplaceDescriptionsPdf(
  descriptions: WorkplaceDescriptionDetail[],
  size: WpdPaperSize = "A4",
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const fonts: Fonts = { regular, bold, safe: (text) => toWinAnsi(text, supported) };
  const [width] = SIZES[size];
  const scale = size === "A3" ? 1.41 : 1;
  const addPage = () => doc.addPage(SIZES[size]);
  const pages = [addPage()];
  const first = descriptions[0];
  if (first) doc.setTitle(fonts.safe(first.title));
  doc.setProducer("ChemSafe");
  doc.setCreator("ChemSafe");
  const margin = 36 * scale;
  const columns = descriptions.slice(0, 2);
  const gap = 12 * scale;
  const columnWidth = (width - 2 * margin - gap * (columns.length - 1)) / Math.max(columns.length, 1);
  columns.forEach((description, i) => {
    drawColumn(pages, addPage, description, fonts, margin + i * (columnWidth + gap), columnWidth, scale);
  });
  return doc.save();
}

/**
 * The PDF of the company's description `id` (any version), or undefined when it is not the company's.
 * `secondId` adds another of the company's descriptions (the same one in a second language) beside it.
 */
export async function renderWorkplaceDescriptionPdf(
  db: Executor,
  companyId: number,
  id: number,
  options: { size?: WpdPaperSize; secondId?: number } = {},
): Promise<Uint8Array | undefined> {
  const description = await getWorkplaceDescription(db, companyId, id);
  if (!description) return undefined;
  const second =
    options.secondId === undefined
      ? undefined
      : await getWorkplaceDescription(db, companyId, options.secondId);
  return renderWorkplaceDescriptionsPdf(second ? [description, second] : [description], options.size);
}
