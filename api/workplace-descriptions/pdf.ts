import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";
import { sql } from "drizzle-orm";
import { localeOf } from "../../core/languages";
import { WPD_SECTIONS, type WpdPaperSize, type WpdSection } from "../../core/workplace-descriptions/sections";
import { workplaceDescriptions } from "../../core/texts/workplace-descriptions/en";
import wpdTranslations from "../../core/texts/workplace-descriptions/translations";
import { wpdPoster } from "../../core/texts/wpd-poster/en";
import posterTranslations from "../../core/texts/wpd-poster/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";
import { logoTypeOf } from "../../core/wpd-poster/values";
import { toWinAnsi, wrap } from "../products/sds-pdf";
import type { Executor } from "../locations/tree";
import { readPosterLayout, readPosterLogo } from "../wpd-poster/store";
import { drawPictogram } from "./pictograms";
import { getWorkplaceDescription, type WorkplaceDescriptionDetail } from "./read";

/**
 * A workplace description as a poster PDF (pdf-lib, the standard Helvetica fonts), laid out as the company's
 * poster layout says: its logo at the top, the title bar, the product, the GHS pictograms drawn from their
 * artwork (./pictograms.ts), then the chosen sections in the chosen order under their headings in the colour
 * bands of the German model, and the emergency numbers in a red band at the foot of every page. A4 or A3
 * portrait (A3 scales the A4 layout by √2); with a second description (the same one in another language)
 * the two print side by side in two columns, for workplaces where two languages are spoken.
 */

const SIZES: Record<WpdPaperSize, [number, number]> = { A4: [595.28, 841.89], A3: [841.89, 1190.55] };
const BAND = rgb(0.1, 0.3, 0.6);
const EMERGENCY = rgb(0.8, 0, 0);
const TEXT = rgb(0, 0, 0);
const WHITE = rgb(1, 1, 1);

/** What the poster prints besides the descriptions (the company's layout, its logo read from storage). */
export interface PosterPrint {
  sections: readonly WpdSection[];
  emergency_numbers: string;
  logo: { body: Uint8Array } | null;
}

const PLAIN_POSTER: PosterPrint = { sections: WPD_SECTIONS, emergency_numbers: "", logo: null };

type PdfTextKey = keyof typeof workplaceDescriptions | keyof typeof wpdPoster;
const ENGLISH: Record<PdfTextKey, string> = { ...workplaceDescriptions, ...wpdPoster };

/** The poster's texts in a description's own language (English for a language without translations). */
function texts(languageId: number): (key: PdfTextKey) => string {
  const locale = localeOf(languageId);
  const table: Record<string, string> = (TRANSLATED_LOCALES as readonly string[]).includes(locale)
    ? { ...wpdTranslations[locale as TranslatedLocale], ...posterTranslations[locale as TranslatedLocale] }
    : {};
  return (key) => table[key] || ENGLISH[key];
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  safe: (text: string) => string;
}

/** The pages both columns share: where each page's text may start and must end. */
interface Sheet {
  pages: PDFPage[];
  addPage: () => PDFPage;
  /** The top of the text area of page `index` (the first page leaves room for the logo). */
  top: (index: number) => number;
  /** The bottom of every page's text area (above the emergency band). */
  bottom: number;
}

/** One description in the column from x, width wide, its sections as the layout orders them. */
function drawColumn(
  sheet: Sheet,
  description: WorkplaceDescriptionDetail,
  sections: readonly WpdSection[],
  fonts: Fonts,
  x: number,
  width: number,
  scale: number,
) {
  const t = texts(description.language_id);
  let index = 0;
  let y = sheet.top(0);
  const page = () => sheet.pages[index]!;
  const ensure = (needed: number) => {
    if (y - needed >= sheet.bottom) return;
    index += 1;
    if (!sheet.pages[index]) sheet.pages.push(sheet.addPage());
    y = sheet.top(index);
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
  const pictograms = description.pictograms.slice(0, 9);
  if (pictograms.length > 0) {
    const side = 52 * scale;
    const gap = 4 * scale;
    const perRow = Math.max(1, Math.floor((width + gap) / (side + gap)));
    for (let row = 0; row * perRow < pictograms.length; row += 1) {
      ensure(side + gap);
      pictograms.slice(row * perRow, (row + 1) * perRow).forEach((code, i) => {
        drawPictogram(page(), code, x + i * (side + gap), y, side, {
          font: fonts.bold,
          label: fonts.safe(code),
        });
      });
      y -= side + gap;
    }
    y -= 4 * scale;
  }
  if (description.signal_word) lines(description.signal_word, fonts.bold, 12 * scale);
  for (const section of sections) {
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

/** The logo as an image of the document, or undefined when the bytes are no PNG or JPEG it can read. */
async function embedLogo(doc: PDFDocument, logo: PosterPrint["logo"]): Promise<PDFImage | undefined> {
  if (!logo) return undefined;
  try {
    const type = logoTypeOf(logo.body);
    if (type === "image/png") return await doc.embedPng(logo.body);
    if (type === "image/jpeg") return await doc.embedJpg(logo.body);
  } catch {
    // A logo that cannot be read leaves the poster without one rather than without a PDF.
  }
  return undefined;
}

/**
 * The PDF of one or two descriptions (two: side by side), with the company's poster layout when given (the
 * sections and their order, the logo, the emergency numbers); without one, every section and nothing else.
 */
export async function renderWorkplaceDescriptionsPdf(
  descriptions: WorkplaceDescriptionDetail[],
  size: WpdPaperSize = "A4",
  poster: PosterPrint = PLAIN_POSTER,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const fonts: Fonts = { regular, bold, safe: (text) => toWinAnsi(text, supported) };
  const [width, height] = SIZES[size];
  const scale = size === "A3" ? 1.41 : 1;
  const margin = 36 * scale;
  const first = descriptions[0];
  if (first) doc.setTitle(fonts.safe(first.title));
  doc.setProducer("ChemSafe");
  doc.setCreator("ChemSafe");
  const columns = descriptions.slice(0, 2);

  // The emergency band: its heading in each column's language, then the numbers, at the foot of each page.
  const emergencyLines = poster.emergency_numbers
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const emergencySize = 10 * scale;
  const headings = [...new Set(columns.map((d) => texts(d.language_id)("wpd.poster.pdf.emergencyNumbers")))];
  const emergencyText = emergencyLines.length > 0 ? [headings.join(" / "), ...emergencyLines] : [];
  const bandLines = emergencyText.flatMap((line, i) =>
    wrap(fonts.safe(line), i === 0 ? bold : regular, emergencySize, width - 2 * margin - 12 * scale),
  );
  const bandHeight = bandLines.length > 0 ? bandLines.length * emergencySize * 1.35 + 10 * scale : 0;
  const drawEmergencyBand = (page: PDFPage) => {
    if (bandHeight === 0) return;
    page.drawRectangle({
      x: margin,
      y: margin,
      width: width - 2 * margin,
      height: bandHeight,
      color: EMERGENCY,
    });
    let y = margin + bandHeight - 5 * scale;
    bandLines.forEach((line, i) => {
      page.drawText(line, {
        x: margin + 6 * scale,
        y: y - emergencySize,
        size: emergencySize,
        font: i === 0 ? bold : regular,
        color: WHITE,
      });
      y -= emergencySize * 1.35;
    });
  };

  const logo = await embedLogo(doc, poster.logo);
  const logoBox = { width: 160 * scale, height: 48 * scale };
  const logoSize = logo ? logo.scaleToFit(logoBox.width, logoBox.height) : { width: 0, height: 0 };
  const addPage = () => {
    const page = doc.addPage(SIZES[size]);
    drawEmergencyBand(page);
    return page;
  };
  const pages = [addPage()];
  if (logo) {
    pages[0]!.drawImage(logo, {
      x: margin,
      y: height - margin - logoSize.height,
      width: logoSize.width,
      height: logoSize.height,
    });
  }
  const sheet: Sheet = {
    pages,
    addPage,
    top: (index) => height - margin - (index === 0 && logo ? logoSize.height + 8 * scale : 0),
    bottom: margin + (bandHeight > 0 ? bandHeight + 8 * scale : 0),
  };
  const gap = 12 * scale;
  const columnWidth = (width - 2 * margin - gap * (columns.length - 1)) / Math.max(columns.length, 1);
  columns.forEach((description, i) => {
    drawColumn(
      sheet,
      description,
      poster.sections,
      fonts,
      margin + i * (columnWidth + gap),
      columnWidth,
      scale,
    );
  });
  return doc.save();
}

/**
 * The counterpart of a description in the other of the poster's two languages: the current, not archived
 * description of the same product at the same location in that language (published first, then the newest).
 * None when the layout has fewer than two languages, the description is in neither, or it names no product.
 */
async function counterpartOf(
  db: Executor,
  companyId: number,
  description: WorkplaceDescriptionDetail,
  languageIds: readonly number[],
): Promise<number | undefined> {
  if (languageIds.length < 2 || !description.product) return undefined;
  if (!languageIds.includes(description.language_id)) return undefined;
  const other = languageIds.find((id) => id !== description.language_id);
  if (other === undefined) return undefined;
  const result = await db.execute(sql`
    SELECT w.id FROM workplace_descriptions w
    WHERE w.company_id = ${companyId} AND w.location_id = ${description.location.id}
      AND w.product_id = ${description.product.id} AND w.language_id = ${other}
      AND w.superseded_by_id IS NULL AND w.archived_at IS NULL
    ORDER BY (w.status = 'published') DESC, w.updated_at DESC, w.id DESC
    LIMIT 1`);
  const row = result.rows[0] as { id: number } | undefined;
  return row ? Number(row.id) : undefined;
}

/**
 * The PDF of the company's description `id` (any version) with the company's poster layout, or undefined
 * when it is not the company's. `secondId` adds another of the company's descriptions (the same one in a
 * second language) beside it; without it, a layout with two languages adds the description's counterpart
 * in the other language when there is one. The poster's first language prints on the left.
 */
export async function renderWorkplaceDescriptionPdf(
  db: Executor,
  companyId: number,
  id: number,
  options: { size?: WpdPaperSize; secondId?: number } = {},
): Promise<Uint8Array | undefined> {
  const description = await getWorkplaceDescription(db, companyId, id);
  if (!description) return undefined;
  const layout = await readPosterLayout(db, companyId);
  const secondId = options.secondId ?? (await counterpartOf(db, companyId, description, layout.language_ids));
  const second =
    secondId === undefined || secondId === id
      ? undefined
      : await getWorkplaceDescription(db, companyId, secondId);
  let columns = second ? [description, second] : [description];
  // The layout's first language on the left, when both columns are in the poster's languages.
  if (second && layout.language_ids.indexOf(second.language_id) === 0) columns = [second, description];
  const logo = layout.has_logo ? await readPosterLogo(db, companyId) : undefined;
  return renderWorkplaceDescriptionsPdf(columns, options.size, {
    sections: layout.sections,
    emergency_numbers: layout.emergency_numbers,
    logo: logo ? { body: logo.body } : null,
  });
}
