import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { PDFDocument, StandardFonts } from "pdf-lib";

const run = promisify(execFile);

/** A one-page PDF with the lines as text (Helvetica 11 pt, A4). */
export async function linesPdf(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 790 - index * 18, size: 11, font }));
  return pdf.save();
}

/**
 * The same pages as pictures and no text, as a scanner makes them: each page of `source` rendered at 150 dpi
 * (pdftoppm) and placed as a full-page image in a new PDF.
 */
export async function scannedPdf(source: Uint8Array): Promise<Uint8Array> {
  const directory = await mkdtemp(join(tmpdir(), "chemsafe-scan-"));
  try {
    await writeFile(join(directory, "in.pdf"), source);
    const input = await PDFDocument.load(source);
    const scan = await PDFDocument.create();
    for (let page = 1; page <= input.getPageCount(); page++) {
      const image = join(directory, `page-${page}`);
      await run("pdftoppm", [
        "-r",
        "150",
        "-gray",
        "-png",
        "-f",
        String(page),
        "-l",
        String(page),
        "-singlefile",
        join(directory, "in.pdf"),
        image,
      ]);
      const png = await scan.embedPng(await readFile(`${image}.png`));
      const { width, height } = input.getPage(page - 1).getSize();
      scan.addPage([width, height]).drawImage(png, { x: 0, y: 0, width, height });
    }
    return await scan.save();
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
