import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import QRCode from "qrcode";
import { QR_SHEET_COLUMNS, QR_SHEET_ROWS } from "../../core/read-links/rules";
import { toWinAnsi, wrap } from "../products/sds-pdf";

/**
 * The QR sheet: A4 pages of a 3 × 4 grid, one cell per location: its QR code (drawn as vector squares, so
 * it prints sharp at any size), its name in bold and its path below, and the date the link ends. Cut
 * along the light lines and stick one at each place.
 */

export interface QrCell {
  url: string;
  name: string;
  path: string;
  /** "Valid until 2027-11-26", already in the reader's language. */
  note: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 28;
const QR_SIZE = 120;

export async function renderQrSheet(title: string, cells: readonly QrCell[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator("ChemSafe");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(regular.getCharacterSet());
  const safe = (text: string) => toWinAnsi(text, supported);

  const cellWidth = (A4.width - 2 * MARGIN) / QR_SHEET_COLUMNS;
  const cellHeight = (A4.height - 2 * MARGIN) / QR_SHEET_ROWS;
  const perPage = QR_SHEET_COLUMNS * QR_SHEET_ROWS;

  for (let start = 0; start < cells.length; start += perPage) {
    const page = pdf.addPage([A4.width, A4.height]);
    cells.slice(start, start + perPage).forEach((cell, index) => {
      const column = index % QR_SHEET_COLUMNS;
      const row = Math.floor(index / QR_SHEET_COLUMNS);
      const left = MARGIN + column * cellWidth;
      const top = A4.height - MARGIN - row * cellHeight;
      page.drawRectangle({
        x: left,
        y: top - cellHeight,
        width: cellWidth,
        height: cellHeight,
        borderColor: rgb(0.8, 0.8, 0.8),
        borderWidth: 0.5,
      });

      const qr = QRCode.create(cell.url, { errorCorrectionLevel: "M" });
      const size = qr.modules.size;
      const module = QR_SIZE / (size + 8); // four modules of quiet zone each side
      const qrLeft = left + (cellWidth - QR_SIZE) / 2 + 4 * module;
      const qrTop = top - 8 - 4 * module;
      for (let r = 0; r < size; r += 1) {
        for (let c = 0; c < size; c += 1) {
          if (!qr.modules.get(r, c)) continue;
          page.drawRectangle({
            x: qrLeft + c * module,
            y: qrTop - (r + 1) * module,
            width: module,
            height: module,
            color: rgb(0, 0, 0),
          });
        }
      }

      let y = top - 8 - QR_SIZE - 12;
      const textWidth = cellWidth - 16;
      for (const line of wrap(safe(cell.name), bold, 10, textWidth).slice(0, 2)) {
        page.drawText(line, { x: left + 8, y, size: 10, font: bold });
        y -= 12;
      }
      for (const line of wrap(safe(cell.path), regular, 7, textWidth).slice(0, 3)) {
        page.drawText(line, { x: left + 8, y, size: 7, font: regular, color: rgb(0.25, 0.25, 0.25) });
        y -= 9;
      }
      page.drawText(safe(cell.note), { x: left + 8, y: y - 2, size: 7, font: regular });
    });
  }
  return pdf.save();
}
