import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { isPictogram, type Pictogram } from "../../core/ghs/pictograms";
import { parseSvgDrawing, type SvgDrawing } from "../../core/workplace-descriptions/svg-shapes";

/**
 * The GHS pictograms drawn into a PDF as vectors: the artwork the pages show (public/pictograms/GHS01.svg …
 * GHS09.svg: the UNECE symbols, public domain on Wikimedia Commons, via karlnorling/ghs-hazard-pictograms,
 * MIT; reference/NOTICE.md) is read and parsed into shapes on first use, then kept for the process.
 */

let cache: Map<Pictogram, SvgDrawing> | undefined;

/**
 * The folder of the SVGs. The API also runs bundled into the Remix server build, so try the working
 * directory (the repository root when started normally) first, then the path relative to this module.
 */
function pictogramDirectory(): string | undefined {
  const candidates = [
    join(process.cwd(), "public", "pictograms"),
    fileURLToPath(new URL("../../public/pictograms/", import.meta.url)),
  ];
  return candidates.find((dir) => existsSync(join(dir, "GHS01.svg")));
}

/** The parsed drawing of a pictogram, or undefined for an unknown code or a missing file. */
export function pictogramDrawing(code: string): SvgDrawing | undefined {
  if (!isPictogram(code)) return undefined;
  if (!cache) {
    cache = new Map();
    const dir = pictogramDirectory();
    if (dir) {
      for (const name of ["GHS01", "GHS02", "GHS03", "GHS04", "GHS05", "GHS06", "GHS07", "GHS08", "GHS09"]) {
        const file = join(dir, `${name}.svg`);
        if (existsSync(file)) cache.set(name as Pictogram, parseSvgDrawing(readFileSync(file, "utf8")));
      }
    }
  }
  return cache.get(code);
}

const RED = rgb(0.85, 0, 0);
const WHITE = rgb(1, 1, 1);

/**
 * Draws pictogram `code` into the square whose top left corner is (x, top) in PDF points, `side` wide. An
 * unknown code, or artwork that cannot be read, gets the red diamond frame with the code written in it, so
 * the poster still says what it means.
 */
export function drawPictogram(
  page: PDFPage,
  code: string,
  x: number,
  top: number,
  side: number,
  fallback: { font: PDFFont; label: string },
): void {
  const drawing = pictogramDrawing(code);
  if (!drawing) {
    page.drawSvgPath(`M 0 ${-side / 2} L ${side / 2} 0 L 0 ${side / 2} L ${-side / 2} 0 Z`, {
      x: x + side / 2,
      y: top - side / 2,
      borderColor: RED,
      borderWidth: side / 15,
      color: WHITE,
    });
    const size = side / 6;
    const font = fallback.font;
    const width = font.widthOfTextAtSize(fallback.label, size);
    page.drawText(fallback.label, { x: x + side / 2 - width / 2, y: top - side / 2 - size / 3, size, font });
    return;
  }
  const { viewBox } = drawing;
  const scale = side / Math.max(viewBox.width, viewBox.height);
  for (const shape of drawing.shapes) {
    page.drawSvgPath(shape.d, {
      // drawSvgPath puts the path's (0, 0) at (x, y) and flips y; the viewBox's origin moves with it.
      x: x - viewBox.x * scale,
      y: top + viewBox.y * scale,
      scale,
      color: shape.fill ? rgb(...shape.fill) : undefined,
      borderColor: shape.stroke ? rgb(...shape.stroke) : undefined,
      borderWidth: shape.stroke ? shape.strokeWidth : 0,
    });
  }
}
