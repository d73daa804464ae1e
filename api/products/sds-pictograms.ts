import { PICTOGRAMS, type Pictogram } from "../../core/ghs/pictograms";
import { PICTOGRAM_FINGERPRINTS } from "./pictogram-fingerprints";

/**
 * GHS pictograms recognised in the pictures a safety data sheet's PDF paints. Suppliers' sheets do not print
 * "GHS02": they paint each pictogram as a raster image (red diamonds; grey ones at some gas suppliers;
 * sometimes several diamonds in one wide image). Each picture is reduced to a small "ink" map (how dark each
 * cell is, with red and grey frames as dark as black ones), cropped to what it draws, and compared with
 * fingerprints of the nine symbols made the same way from public/pictograms/GHS0n.svg
 * (scripts/pictogram-fingerprints.ts writes ./pictogram-fingerprints.ts).
 *
 * A picture counts as a pictogram only when it is shaped like one (a diamond frame with empty corners) and its
 * inside is close to one symbol and clearly closer to it than to any other; logos, photos and page scans fail
 * one of the three. The frame itself is left out of the comparison, so its colour and thickness do not matter.
 */

/** The side of the ink map. 32 cells hold every symbol's shape; the thresholds below are measured at it. */
export const GRID = 32;
/** A cell counts as inside the frame when its distance from the centre (|dx| + |dy|, in cells) is below this. */
const INSIDE = 0.4 * GRID;
/** The frame's ring and the corners outside it. */
const FRAME_FROM = 0.42 * GRID;
const FRAME_TO = 0.5 * GRID;
const CORNERS_FROM = 0.58 * GRID;

/**
 * Largest dissimilarity (0 the same, 1 nothing in common; see dissimilarity) from a symbol's fingerprint that
 * still counts as that symbol, and the least lead over the next-closest symbol. Measured on the pictures of the
 * first three pages of 344 real sheets (350 pictures of pictograms in red, black and grey frames, 47 to 1000
 * pixels wide; logos, ADR transport labels, WHMIS symbols, NFPA diamonds) and on drawn diamonds that hold text
 * or a shape: every pictogram is within 0.18 of its symbol and at least 0.065 ahead of the next, except GHS09
 * (up to 0.274: suppliers print the UNECE drawing of the fish and tree, which differs from the reference SVG's);
 * the closest diamond that is not a pictogram is a drawn black bar at 0.296 from GHS04, the closest real one
 * 0.361. See docs/sds-reading.md, "Pictograms".
 */
export const MAX_DISSIMILARITY = 0.25;
const MAX_DISSIMILARITY_BY_SYMBOL: Partial<Record<Pictogram, number>> = { GHS09: 0.32 };
export const MIN_MARGIN = 0.03;
/** Corners (outside the diamond) at most this dark on average, the frame at least this dark. */
const MAX_CORNER_INK = 0.12;
const MIN_FRAME_INK = 0.3;

/** Pictures smaller than this (a bullet, a rule) or larger (a page scan, a photo) are not looked at. */
export const MIN_SIDE = 24;
export const MAX_SIDE = 1600;

/** A decoded picture as pdfjs gives it: kind 1 one bit per pixel (1 = white), 2 RGB, 3 RGBA. */
export interface RasterImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** One matched region of a picture. */
export interface PictogramMatch {
  code: Pictogram;
  /** The dissimilarity to the symbol's fingerprint, and how much farther the next-closest symbol is. */
  distance: number;
  margin: number;
}

/** How dark each pixel is (0 white … 1 black), with transparency over white; null for an unknown kind. */
function inkOf(image: RasterImage): Float32Array | null {
  const { width, height, kind, data } = image;
  const count = width * height;
  const ink = new Float32Array(count);
  if (kind === 1) {
    const rowBytes = (width + 7) >> 3;
    if (data.length < rowBytes * height) return null;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        ink[y * width + x] = ((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1 ? 0 : 1;
    return ink;
  }
  const channels = kind === 2 ? 3 : kind === 3 ? 4 : 0;
  if (channels === 0 || data.length < count * channels) return null;
  for (let index = 0, offset = 0; index < count; index++, offset += channels) {
    const luminance =
      0.299 * (data[offset] ?? 0) + 0.587 * (data[offset + 1] ?? 0) + 0.114 * (data[offset + 2] ?? 0);
    const alpha = channels === 4 ? (data[offset + 3] ?? 255) / 255 : 1;
    // Red (220, 43, 25) is 0.63 dark, the grey frames 0.68, black 0.9: all three become fully dark, and the
    // light fringe of anti-aliasing becomes white.
    const dark = (1 - luminance / 255) * alpha;
    ink[index] = Math.min(1, Math.max(0, (dark - 0.2) / 0.4));
  }
  return ink;
}

interface Box {
  left: number;
  top: number;
  right: number; // exclusive
  bottom: number; // exclusive
}

/** The box around the cells darker than a trace, within `within`; null when there is none. */
function inkBox(ink: Float32Array, width: number, within: Box): Box | null {
  let left = within.right;
  let right = within.left - 1;
  let top = within.bottom;
  let bottom = within.top - 1;
  for (let y = within.top; y < within.bottom; y++)
    for (let x = within.left; x < within.right; x++)
      if ((ink[y * width + x] ?? 0) > 0.5) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
  return right < left ? null : { left, top, right: right + 1, bottom: bottom + 1 };
}

/** The box resampled to GRID × GRID by averaging the pixels of each cell. */
function resample(ink: Float32Array, width: number, box: Box): Float32Array {
  const grid = new Float32Array(GRID * GRID);
  const boxWidth = box.right - box.left;
  const boxHeight = box.bottom - box.top;
  for (let row = 0; row < GRID; row++) {
    const y0 = box.top + Math.floor((row * boxHeight) / GRID);
    const y1 = Math.max(y0 + 1, box.top + Math.floor(((row + 1) * boxHeight) / GRID));
    for (let column = 0; column < GRID; column++) {
      const x0 = box.left + Math.floor((column * boxWidth) / GRID);
      const x1 = Math.max(x0 + 1, box.left + Math.floor(((column + 1) * boxWidth) / GRID));
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += ink[y * width + x] ?? 0;
      grid[row * GRID + column] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return grid;
}

/**
 * Each cell averaged with its eight neighbours. Suppliers draw the symbols in slightly different designs (the
 * UNECE fish and tree of GHS09 are not those of the reference SVG): smoothing makes a stroke a cell to the side
 * count as nearly the same stroke, which roughly halves the distance of a redrawn symbol while a different
 * symbol stays far.
 */
function smooth(grid: Float32Array): Float32Array {
  const smoothed = new Float32Array(grid.length);
  for (let row = 0; row < GRID; row++)
    for (let column = 0; column < GRID; column++) {
      let sum = 0;
      let cells = 0;
      for (let y = Math.max(0, row - 1); y <= Math.min(GRID - 1, row + 1); y++)
        for (let x = Math.max(0, column - 1); x <= Math.min(GRID - 1, column + 1); x++) {
          sum += grid[y * GRID + x] ?? 0;
          cells++;
        }
      smoothed[row * GRID + column] = sum / cells;
    }
  return smoothed;
}

/** A cell's distance from the centre of the grid in the diamond's own measure (|dx| + |dy|). */
function diamondRadius(index: number): number {
  const centre = (GRID - 1) / 2;
  return Math.abs((index % GRID) - centre) + Math.abs(Math.floor(index / GRID) - centre);
}

/** Whether the grid is shaped like a pictogram: dark frame along the diamond, empty corners outside it. */
export function isDiamond(grid: Float32Array): boolean {
  let frame = 0;
  let frameCells = 0;
  let corners = 0;
  let cornerCells = 0;
  for (let index = 0; index < grid.length; index++) {
    const radius = diamondRadius(index);
    const value = grid[index] ?? 0;
    if (radius >= FRAME_FROM && radius < FRAME_TO) {
      frame += value;
      frameCells++;
    } else if (radius >= CORNERS_FROM) {
      corners += value;
      cornerCells++;
    }
  }
  return frame / frameCells >= MIN_FRAME_INK && corners / cornerCells <= MAX_CORNER_INK;
}

/**
 * How different two grids are inside the frame: the sum of the differences over the sum of the ink of both
 * (Bray–Curtis). Relative to the ink, so that a sparse symbol (the thin exploding bomb of GHS01) is not close to
 * an empty diamond, as it would be by the plain mean difference.
 */
function dissimilarity(grid: Float32Array, reference: Float32Array): number {
  let difference = 0;
  let ink = 0;
  for (let index = 0; index < grid.length; index++) {
    if (diamondRadius(index) >= INSIDE) continue;
    const a = grid[index] ?? 0;
    const b = reference[index] ?? 0;
    difference += Math.abs(a - b);
    ink += a + b;
  }
  return ink === 0 ? 1 : difference / ink;
}

/** The fingerprints as grids (decoded once). */
let references: { code: Pictogram; grid: Float32Array }[] | undefined;
function referenceGrids(): { code: Pictogram; grid: Float32Array }[] {
  references ??= PICTOGRAMS.flatMap((code) => {
    const encoded = PICTOGRAM_FINGERPRINTS[code];
    return encoded ? [{ code, grid: decodeFingerprint(encoded) }] : [];
  });
  return references;
}

/** A grid as text: one hexadecimal digit (0–15) per cell, row by row. */
export function encodeFingerprint(grid: Float32Array): string {
  return Array.from(grid, (value) => Math.round(Math.min(1, Math.max(0, value)) * 15).toString(16)).join("");
}

export function decodeFingerprint(encoded: string): Float32Array {
  return Float32Array.from(encoded, (digit) => parseInt(digit, 16) / 15);
}

/** The closest symbol to a grid, how close and by how much closer than the next; null without fingerprints. */
export function closestSymbol(grid: Float32Array): PictogramMatch | null {
  const ranked = referenceGrids()
    .map(({ code, grid: reference }) => ({ code, distance: dissimilarity(grid, reference) }))
    .sort((a, b) => a.distance - b.distance);
  const [best, next] = ranked;
  if (!best) return null;
  return { code: best.code, distance: best.distance, margin: (next?.distance ?? 1) - best.distance };
}

/** The GRID × GRID ink map of each region of a picture that may hold one pictogram (see regionsOf). */
export function gridsOf(image: RasterImage): Float32Array[] {
  if (!acceptableSize(image)) return [];
  const ink = inkOf(image);
  if (!ink) return [];
  return regionsOf(ink, image.width, image.height).map((box) => smooth(resample(ink, image.width, box)));
}

function acceptableSize(image: RasterImage): boolean {
  const { width, height } = image;
  return (
    Math.min(width, height) >= MIN_SIDE && Math.max(width, height) <= MAX_SIDE && width * height <= 1_500_000
  );
}

/**
 * The regions of a picture that may each hold one pictogram: the box around its ink when that is about square;
 * when it is wide (several diamonds side by side), the runs of columns between blank columns, and when the
 * diamonds touch, equal squares.
 */
function regionsOf(ink: Float32Array, width: number, height: number): Box[] {
  const whole = inkBox(ink, width, { left: 0, top: 0, right: width, bottom: height });
  if (!whole) return [];
  const boxWidth = whole.right - whole.left;
  const boxHeight = whole.bottom - whole.top;
  if (boxWidth < MIN_SIDE || boxHeight < MIN_SIDE) return [];
  const ratio = boxWidth / boxHeight;
  if (ratio <= 1.35 && ratio >= 1 / 1.35) return [whole];
  if (ratio < 1) return []; // tall pictures: a column of diamonds is not a layout sheets use
  const runs: Box[] = [];
  let start = -1;
  for (let x = whole.left; x <= whole.right; x++) {
    let blank = x === whole.right;
    if (!blank) {
      blank = true;
      for (let y = whole.top; y < whole.bottom && blank; y++)
        if ((ink[y * width + x] ?? 0) > 0.5) blank = false;
    }
    if (!blank && start < 0) start = x;
    if (blank && start >= 0) {
      const box = inkBox(ink, width, { left: start, top: whole.top, right: x, bottom: whole.bottom });
      if (box) runs.push(box);
      start = -1;
    }
  }
  const square = (box: Box) => {
    const r = (box.right - box.left) / (box.bottom - box.top);
    return r <= 1.35 && r >= 1 / 1.35 && box.bottom - box.top >= MIN_SIDE;
  };
  if (runs.length > 1 && runs.every(square)) return runs;
  const count = Math.round(ratio);
  if (count < 2 || count > 8) return [];
  return Array.from({ length: count }, (_, index) => {
    const left = whole.left + Math.round((index * boxWidth) / count);
    const right = whole.left + Math.round(((index + 1) * boxWidth) / count);
    return inkBox(ink, width, { left, top: whole.top, right, bottom: whole.bottom });
  }).filter((box): box is Box => box !== null && square(box));
}

/** The pictograms in one picture (none for a logo, a photo or a scan), in the order drawn. */
export function recogniseImage(image: RasterImage): PictogramMatch[] {
  const found: PictogramMatch[] = [];
  for (const grid of gridsOf(image)) {
    if (!isDiamond(grid)) continue;
    const match = closestSymbol(grid);
    if (!match || match.margin < MIN_MARGIN) continue;
    if (match.distance <= (MAX_DISSIMILARITY_BY_SYMBOL[match.code] ?? MAX_DISSIMILARITY)) found.push(match);
  }
  return found;
}

/** The little of a pdfjs page this module uses. */
export interface ImagePage {
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  objs: { get(name: string, callback: (data: unknown) => void): unknown };
  commonObjs: { get(name: string, callback: (data: unknown) => void): unknown };
}

/** The operator numbers of pdfjs's OPS for painting images. */
export interface ImageOps {
  paintImageXObject: number;
  paintInlineImageXObject: number;
}

function isRasterImage(value: unknown): value is RasterImage {
  if (!value || typeof value !== "object") return false;
  const image = value as Partial<RasterImage>;
  return (
    typeof image.width === "number" &&
    typeof image.height === "number" &&
    typeof image.kind === "number" &&
    (image.data instanceof Uint8Array || image.data instanceof Uint8ClampedArray)
  );
}

const IMAGE_WAIT_MS = 1_000;

/** An image object pdfjs decodes on the side; it resolves when decoded (null if it never is). */
function imageObject(page: ImagePage, name: string): Promise<unknown> {
  // Images shared between pages ("g_" names) live in commonObjs.
  const store = name.startsWith("g_") ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    // pdfjs has decoded a page's images when its operator list is complete; the limit only guards against an
    // image it gave up on, so the reading never waits on it.
    const timer = setTimeout(() => resolve(null), IMAGE_WAIT_MS);
    try {
      store.get(name, (data) => {
        clearTimeout(timer);
        resolve(data);
      });
    } catch {
      clearTimeout(timer);
      resolve(null);
    }
  });
}

/**
 * The pictograms in the images a page paints, each once, in the order painted. Images of the same name are
 * looked at once (a logo repeated in every page header).
 */
export async function pictogramsOnPage(
  page: ImagePage,
  ops: ImageOps,
  seen: Set<string> = new Set(),
): Promise<PictogramMatch[]> {
  const list = await page.getOperatorList();
  const found: PictogramMatch[] = [];
  for (let index = 0; index < list.fnArray.length; index++) {
    const op = list.fnArray[index];
    if (op !== ops.paintImageXObject && op !== ops.paintInlineImageXObject) continue;
    const argument = list.argsArray[index]?.[0];
    let image: unknown = argument;
    if (typeof argument === "string") {
      if (seen.has(argument)) continue;
      seen.add(argument);
      image = await imageObject(page, argument);
    }
    if (!isRasterImage(image)) continue;
    for (const match of recogniseImage(image))
      if (!found.some((item) => item.code === match.code)) found.push(match);
  }
  return found;
}
