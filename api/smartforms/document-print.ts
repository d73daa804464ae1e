import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { localeOf } from "../../core/languages";
import { TEMPLATE_KINDS } from "../../core/smartforms/kinds";
import { labelIn, type TemplateField, type TemplateStructure } from "../../core/smartforms/template";
import { answerLines } from "../../core/smartforms/answer-text";
import { smartforms } from "../../core/texts/smartforms/en";
import { smartformDocuments } from "../../core/texts/smartform-documents/en";
import { chemicalApprovals } from "../../core/texts/chemical-approvals/en";
import { companySettings } from "../../core/texts/company-settings/en";
import smartformTranslations from "../../core/texts/smartforms/translations";
import documentTranslations from "../../core/texts/smartform-documents/translations";
import approvalTranslations from "../../core/texts/chemical-approvals/translations";
import settingsTranslations from "../../core/texts/company-settings/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";
import type { Translate } from "../../core/translate";
import { toWinAnsi, wrap } from "../products/sds-pdf";
import type { SmartformDocument } from "./schemas";

/**
 * A document version as a printable page: the HTML view (a complete page with its own styles, nothing
 * loaded from elsewhere) and the PDF (pdf-lib, the standard Helvetica fonts). Both show the same lines: the
 * title, status, version, location, then every tab's labels and answers in the reader's language, labels
 * falling back to the template's language. Answers are turned into text once (answerText) for both.
 */

const ENGLISH: Record<string, string> = {
  ...smartforms,
  ...smartformDocuments,
  ...chemicalApprovals,
  ...companySettings,
};
const TRANSLATED: Record<TranslatedLocale, Record<string, string>> = Object.fromEntries(
  TRANSLATED_LOCALES.map((locale) => [
    locale,
    {
      ...smartformTranslations[locale],
      ...documentTranslations[locale],
      ...approvalTranslations[locale],
      ...settingsTranslations[locale],
    },
  ]),
) as unknown as Record<TranslatedLocale, Record<string, string>>;

/** The texts the print view needs, in the language (English when it has none). */
export function printTranslator(languageId: number): Translate {
  const locale = localeOf(languageId);
  const table = (TRANSLATED_LOCALES as readonly string[]).includes(locale)
    ? TRANSLATED[locale as TranslatedLocale]
    : {};
  return (key, values = {}) =>
    (table[key] || ENGLISH[key] || key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values[name] ?? ""),
    );
}

export interface RiskLabels {
  probability: string[];
  consequence: string[];
}

export interface PrintContext {
  t: Translate;
  language: number;
  riskLabels: RiskLabels;
}

const level = (ctx: PrintContext, axis: "probability" | "consequence", value: number) =>
  ctx.riskLabels[axis][value - 1] || ctx.t(`companySettings.risk.${axis}.${value}`);

/** A field's answer as lines of text ("Not answered" when it has none): core/smartforms/answer-text.ts. */
export function answerText(
  field: TemplateField,
  value: unknown,
  doc: Pick<SmartformDocument, "references" | "language_id">,
  ctx: PrintContext,
): string[] {
  const { t } = ctx;
  const lists = {
    product: doc.references.products,
    location: doc.references.locations,
    person: doc.references.people,
  };
  const lines = answerLines(field, value, {
    t,
    language: ctx.language,
    fallbackLanguage: doc.language_id,
    nameOf: (kind, id) =>
      lists[kind].find((item) => item.id === id)?.name ?? t("smartformDocuments.print.unknown", { id }),
    levelLabel: (axis, value) => level(ctx, axis === "likelihood" ? "probability" : "consequence", value),
  });
  return lines.length ? lines : [t("smartforms.notAnswered")];
}

/** The lines of a print: the head (label, value) and each section's fields with their answers. */
export interface PrintSection {
  heading: string | null;
  rows: { label: string; lines: string[] }[];
}

export function printSections(
  doc: SmartformDocument,
  ctx: PrintContext,
  layout: 1 | 2,
): { head: { label: string; value: string }[]; sections: PrintSection[] } {
  const { t } = ctx;
  const head = [
    { label: t("smartformDocuments.print.status"), value: t(`smartforms.status.${doc.status.name}`) },
    { label: t("smartformDocuments.print.version"), value: String(doc.version_no) },
    {
      label: t("smartformDocuments.print.location"),
      value: doc.location?.name ?? t("smartformDocuments.print.wholeCompany"),
    },
    ...(doc.template_name
      ? [{ label: t("smartformDocuments.print.template"), value: doc.template_name }]
      : []),
    ...(doc.created_by ? [{ label: t("smartformDocuments.print.author"), value: doc.created_by.name }] : []),
    ...(doc.approved_by
      ? [{ label: t("smartformDocuments.print.approvedBy"), value: doc.approved_by.name }]
      : []),
    { label: t("smartformDocuments.print.updated"), value: doc.updated_at.slice(0, 10) },
  ];
  const structure = doc.structure as TemplateStructure;
  const rowsOf = (fields: TemplateField[], answeredOnly: boolean) =>
    fields
      .filter((field) => !answeredOnly || doc.values[field.key] !== undefined)
      .map((field) => ({
        label: labelIn(field.label, ctx.language, doc.language_id),
        lines: answerText(field, doc.values[field.key], doc, ctx),
      }));
  // The older fixed form printed its answers as one list; a smart form prints tab by tab.
  const sections =
    layout === TEMPLATE_KINDS.legacy
      ? [
          {
            heading: null,
            rows: rowsOf(
              structure.tabs.flatMap((tab) => tab.fields),
              true,
            ),
          },
        ]
      : structure.tabs.map((tab) => ({
          heading: labelIn(tab.label, ctx.language, doc.language_id),
          rows: rowsOf(tab.fields, false),
        }));
  return { head, sections };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const PRINT_STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1b1b1b;margin:2rem auto;max-width:50rem;padding:0 1rem;line-height:1.45}
h1{font-size:1.6rem;margin:0 0 1rem}h2{font-size:1.2rem;border-bottom:2px solid #1b1b1b;margin:2rem 0 .5rem;padding-bottom:.2rem}
dl{display:grid;grid-template-columns:minmax(10rem,16rem) 1fr;gap:.35rem 1rem;margin:0}
dt{font-weight:600}dd{margin:0}dd p{margin:0}
@media print{body{margin:0;max-width:none}h2{break-after:avoid}}
`;

/** The version as a complete, self-contained HTML page, every text escaped. */
export function documentHtml(doc: SmartformDocument, ctx: PrintContext, layout: 1 | 2): string {
  const { head, sections } = printSections(doc, ctx, layout);
  const list = (rows: { label: string; lines: string[] }[]) =>
    `<dl>${rows
      .map(
        (row) =>
          `<dt>${escapeHtml(row.label)}</dt><dd>${row.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}</dd>`,
      )
      .join("")}</dl>`;
  const lang = localeOf(ctx.language);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(doc.title)}</title>
<style>${PRINT_STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(doc.title)}</h1>
${list(head.map((item) => ({ label: item.label, lines: [item.value] })))}
${sections
  .map(
    (section) =>
      `<section>${section.heading ? `<h2>${escapeHtml(section.heading)}</h2>` : ""}${list(section.rows)}</section>`,
  )
  .join("\n")}
</main>
</body>
</html>
`;
}

/* ------------------------------------------------------------------ PDF */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const TEXT = rgb(0.1, 0.1, 0.1);
const RULE = rgb(0.75, 0.75, 0.75);

/** The version as an A4 PDF with the same content as the HTML view and "n / m" page numbers. */
export async function documentPdf(
  doc: SmartformDocument,
  ctx: PrintContext,
  layout: 1 | 2,
): Promise<Uint8Array> {
  const { head, sections } = printSections(doc, ctx, layout);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const safe = (text: string) => toWinAnsi(text, supported);
  pdf.setTitle(doc.title.replace(/[\uD800-\uDFFF]/g, "\uFFFD"), { showInWindowTitleBar: true });
  pdf.setProducer("ChemSafe");
  pdf.setCreator("ChemSafe");
  pdf.setLanguage(localeOf(ctx.language));
  const stamp = new Date(doc.updated_at);
  pdf.setCreationDate(stamp);
  pdf.setModificationDate(stamp);

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const ensure = (height: number) => {
    if (y - height < MARGIN + 20) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const draw = (text: string, font: PDFFont, size: number, x = MARGIN, width = WIDTH) => {
    for (const line of wrap(safe(text), font, size, width)) {
      ensure(size * 1.4);
      page.drawText(line, { x, y: y - size, size, font, color: TEXT });
      y -= size * 1.4;
    }
  };
  const labelWidth = 170;
  const pair = (label: string, lines: string[]) => {
    const labelLines = wrap(safe(label), bold, 10, labelWidth - 10);
    const valueLines = lines.flatMap((line) => wrap(safe(line), regular, 10, WIDTH - labelWidth));
    const rows = Math.max(labelLines.length, valueLines.length);
    for (let index = 0; index < rows; index++) {
      ensure(14);
      const label = labelLines[index];
      const value = valueLines[index];
      if (label) page.drawText(label, { x: MARGIN, y: y - 10, size: 10, font: bold, color: TEXT });
      if (value)
        page.drawText(value, { x: MARGIN + labelWidth, y: y - 10, size: 10, font: regular, color: TEXT });
      y -= 14;
    }
    y -= 4;
  };

  draw(doc.title, bold, 18);
  y -= 6;
  for (const item of head) pair(item.label, [item.value]);
  for (const section of sections) {
    y -= 10;
    if (section.heading) {
      ensure(40);
      draw(section.heading, bold, 13);
      page.drawLine({ start: { x: MARGIN, y: y + 2 }, end: { x: MARGIN + WIDTH, y: y + 2 }, color: RULE });
      y -= 6;
    }
    for (const row of section.rows) pair(row.label, row.lines);
  }
  const pages = pdf.getPages();
  pages.forEach((current, index) => {
    const text = `${index + 1} / ${pages.length}`;
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
