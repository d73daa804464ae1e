import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { toWinAnsi } from "../products/sds-pdf";
import type { PersonalDataExport } from "./schemas";

/**
 * A person's personal data as an A4 PDF (pdf-lib, the standard Helvetica fonts): the same content as the
 * JSON export, each part under a heading, each record as "field: value" lines, so the person can read it
 * without tools. Text the fonts cannot show is replaced (toWinAnsi), so any name renders.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const TOP = A4[1] - MARGIN;
const BOTTOM = MARGIN + 20;
const WIDTH = A4[0] - 2 * MARGIN;
const TEXT = rgb(0.1, 0.1, 0.1);

const label = (key: string) => {
  const words = key.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const hard of text.split("\n")) {
    let line = "";
    for (const word of hard.split(" ")) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      let chunk = "";
      for (const char of word) {
        if (chunk && font.widthOfTextAtSize(chunk + char, size) > width) {
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

export async function renderPersonalDataPdf(data: PersonalDataExport): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const safe = (text: string) => toWinAnsi(text, supported);
  doc.setTitle(`Personal data – ${data.user.name}`.replace(/[\uD800-\uDFFF]/g, "\uFFFD"), {
    showInWindowTitleBar: true,
  });
  doc.setProducer("ChemSafe");
  doc.setCreator("ChemSafe");
  doc.setLanguage("en");

  let page: PDFPage = doc.addPage(A4);
  let y = TOP;
  const draw = (text: string, font: PDFFont, size: number, indent = 0) => {
    for (const line of wrap(safe(text), font, size, WIDTH - indent)) {
      if (y - size * 1.4 < BOTTOM) {
        page = doc.addPage(A4);
        y = TOP;
      }
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color: TEXT });
      y -= size * 1.4;
    }
  };
  const gap = (points: number) => {
    y -= points;
  };

  draw(`Personal data of ${data.user.name}`, bold, 18);
  draw(`${data.user.company_name} – exported ${data.exported_at}`, regular, 10);
  gap(10);

  const { exported_at: _exported, user, activities, ...lists } = data;
  draw("Profile", bold, 13);
  for (const [key, value] of Object.entries(user))
    draw(`${label(key)}: ${valueText(value)}`, regular, 10, 10);
  gap(8);

  for (const [key, records] of Object.entries(lists) as [string, Record<string, unknown>[]][]) {
    draw(`${label(key)} (${records.length})`, bold, 13);
    if (records.length === 0) draw("None.", regular, 10, 10);
    for (const record of records) {
      draw(
        Object.entries(record)
          .map(([field, value]) => `${label(field)}: ${valueText(value)}`)
          .join("; "),
        regular,
        10,
        10,
      );
    }
    gap(8);
  }

  draw(`Activities (${activities.total})`, bold, 13);
  if (activities.latest.length < activities.total) {
    draw(`The latest ${activities.latest.length}:`, regular, 10, 10);
  }
  for (const activity of activities.latest) {
    draw(
      `${activity.created_at}: ${activity.module} ${activity.action} ${activity.object_type} ${activity.object_label}`,
      regular,
      10,
      10,
    );
  }

  const pages = doc.getPages();
  pages.forEach((p, index) => {
    p.drawText(`Page ${index + 1} of ${pages.length}`, {
      x: MARGIN,
      y: MARGIN,
      size: 8,
      font: regular,
      color: TEXT,
    });
  });
  return doc.save();
}
