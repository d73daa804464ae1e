import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { localeOf } from "../../core/languages";
import { formatDuration } from "../../core/exposure/duration";
import { exposure } from "../../core/texts/exposure/en";
import { exposureHistory } from "../../core/texts/exposure-history/en";
import { chemicalApprovals } from "../../core/texts/chemical-approvals/en";
import exposureTranslations from "../../core/texts/exposure/translations";
import historyTranslations from "../../core/texts/exposure-history/translations";
import approvalTranslations from "../../core/texts/chemical-approvals/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";
import type { Translate } from "../../core/translate";
import { toWinAnsi, wrap } from "../products/sds-pdf";
import type { HistoryPerson } from "./history";
import type { HistoryRecord, HistoryTotal, RegistrableReasonWire } from "./schemas";

/**
 * A person's exposure history as an A4 PDF they can take to a doctor or a new employer (pdf-lib, the
 * standard Helvetica fonts, text they cannot show replaced by toWinAnsi): the company, the person, the day it
 * was printed and how long the records are kept; the totals per product with the sheet versions and why each
 * product is registrable; then every record. Records arrive in batches and are drawn as they come, so the
 * whole history is never held as rows and pages at once.
 */

const ENGLISH: Record<string, string> = { ...exposure, ...exposureHistory, ...chemicalApprovals };
const TRANSLATED = Object.fromEntries(
  TRANSLATED_LOCALES.map((locale) => [
    locale,
    { ...approvalTranslations[locale], ...exposureTranslations[locale], ...historyTranslations[locale] },
  ]),
) as unknown as Record<TranslatedLocale, Record<string, string>>;

/** The texts the PDF needs in the language (English where it has none). */
export function historyTranslator(languageId: number): Translate {
  const locale = localeOf(languageId);
  const table = (TRANSLATED_LOCALES as readonly string[]).includes(locale)
    ? TRANSLATED[locale as TranslatedLocale]
    : {};
  return (key, values = {}) =>
    (table[key] || ENGLISH[key] || key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values[name] ?? ""),
    );
}

/** A reason a product is registrable, as a sentence. */
export function reasonText(t: Translate, reason: RegistrableReasonWire): string {
  return reason.kind === "statement"
    ? t("exposure.reason.statement", { code: reason.code })
    : t("exposure.reason.annexVi", reason);
}

/** "2026-03-01 08:30 UTC": unambiguous in any language, as a record for decades should be. */
export const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export interface HistoryPdfInput {
  company: string;
  person: HistoryPerson;
  retentionYears: number;
  totals: HistoryTotal[];
  /** The records newest first, in batches. */
  records: AsyncIterable<HistoryRecord[]>;
  /** How many records at most the batches hold (to say when the list was cut). */
  recordLimit: number;
  languageId: number;
  printedAt: Date;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const TOP = A4[1] - MARGIN;
const BOTTOM = MARGIN + 20;
const WIDTH = A4[0] - 2 * MARGIN;
const TEXT = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);

export async function renderHistoryPdf(input: HistoryPdfInput): Promise<Uint8Array> {
  const t = historyTranslator(input.languageId);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const safe = (text: string) => toWinAnsi(text, supported);
  const title = t("exposureHistory.heading.person", { name: input.person.name });
  pdf.setTitle(title.replace(/[\uD800-\uDFFF]/g, "\uFFFD"), { showInWindowTitleBar: true });
  pdf.setProducer("ChemSafe");
  pdf.setCreator("ChemSafe");
  pdf.setLanguage(localeOf(input.languageId));
  pdf.setCreationDate(input.printedAt);
  pdf.setModificationDate(input.printedAt);

  let page: PDFPage = pdf.addPage(A4);
  let y = TOP;
  const ensure = (height: number) => {
    if (y - height < BOTTOM) {
      page = pdf.addPage(A4);
      y = TOP;
    }
  };
  const draw = (text: string, font: PDFFont, size: number, indent = 0, color = TEXT) => {
    for (const line of wrap(safe(text), font, size, WIDTH - indent)) {
      ensure(size * 1.4);
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color });
      y -= size * 1.4;
    }
  };
  const heading = (text: string) => {
    y -= 10;
    ensure(48);
    draw(text, bold, 13);
    page.drawLine({ start: { x: MARGIN, y: y + 2 }, end: { x: MARGIN + WIDTH, y: y + 2 }, color: RULE });
    y -= 6;
  };

  draw(title, bold, 18);
  draw(
    t("exposureHistory.pdf.printed", {
      company: input.company,
      date: input.printedAt.toISOString().slice(0, 10),
    }),
    regular,
    10,
  );
  draw(t("exposure.retention", { years: input.retentionYears }), regular, 10);

  heading(t("exposureHistory.totals.heading"));
  if (input.totals.length === 0) draw(t("exposureHistory.totals.none"), regular, 10);
  for (const total of input.totals) {
    ensure(60);
    y -= 4;
    draw(`${total.product.name}${total.product.supplier ? ` (${total.product.supplier})` : ""}`, bold, 11);
    draw(
      `${t("exposureHistory.totals.occasions")}: ${total.occasions} · ${t("exposureHistory.totals.time")}: ` +
        `${formatDuration(total.minutes)} · ${t("exposureHistory.totals.period")}: ` +
        `${total.first_at.slice(0, 10)} – ${total.last_at.slice(0, 10)}`,
      regular,
      10,
      10,
    );
    for (const sheet of total.sheets) {
      draw(
        `${t("exposure.sheet")}: ${t("exposure.sheetVersion", { version: sheet.version, date: sheet.date_issue })}`,
        regular,
        10,
        10,
      );
    }
    if (total.reasons.length === 0) draw(t("exposure.notRegistrable"), regular, 10, 10, MUTED);
    for (const reason of total.reasons) draw(reasonText(t, reason), regular, 10, 10);
  }

  heading(t("exposureHistory.records.heading"));
  let count = 0;
  for await (const batch of input.records) {
    for (const record of batch) {
      count++;
      ensure(50);
      y -= 4;
      const sheet = record.sheet
        ? `, ${t("exposure.sheetVersion", { version: record.sheet.version, date: record.sheet.date_issue })}`
        : "";
      draw(
        `${utcMinute(record.started_at)} · ${formatDuration(record.duration_minutes)} · ${record.product.name}${sheet}`,
        bold,
        10,
      );
      const lines: string[] = [`${t("exposure.location")}: ${record.location.path}`];
      if (record.routes.length) {
        lines.push(
          `${t("exposure.routes")}: ${record.routes.map((r) => t(`exposure.route.${r}`)).join(", ")}`,
        );
      }
      if (record.ppe.length) {
        lines.push(
          `${t("exposure.ppe")}: ${record.ppe.map((p) => t(`approvals.option.ppe.${p}`)).join(", ")}`,
        );
      }
      for (const m of record.measurements) {
        lines.push(
          `${t("exposureHistory.records.measurements")}: ${m.agent} ${m.value} ${m.unit}${m.method ? ` (${m.method})` : ""}`,
        );
      }
      if (record.incident) lines.push(`${t("exposureHistory.records.incident")}: ${record.incident}`);
      if (record.notes) lines.push(`${t("exposureHistory.records.notes")}: ${record.notes}`);
      if (record.self_reported) lines.push(t("exposure.selfReported"));
      for (const line of lines) draw(line, regular, 10, 10);
      if (record.voided) {
        draw(
          `${t("exposure.voided")} (${record.voided.at.slice(0, 10)}): ${record.voided.reason}`,
          bold,
          10,
          10,
          MUTED,
        );
      }
    }
  }
  if (count === 0) draw(t("exposureHistory.records.none"), regular, 10);
  if (count >= input.recordLimit) {
    draw(t("exposureHistory.pdf.cut", { count }), regular, 10, 0, MUTED);
  }

  const pages = pdf.getPages();
  pages.forEach((current, index) => {
    const text = safe(t("exposureHistory.pdf.page", { page: index + 1, pages: pages.length }));
    const width = regular.widthOfTextAtSize(text, 8);
    current.drawText(text, {
      x: A4[0] - MARGIN - width,
      y: MARGIN - 20,
      size: 8,
      font: regular,
      color: TEXT,
    });
  });
  return pdf.save();
}
