/**
 * The drawing of a simple SVG file (the GHS pictograms) as a list of filled and stroked shapes, each with a
 * path of absolute moves, lines and cubic curves only, in the SVG's own coordinates (y down), so that a PDF
 * writer can draw it with its path operators. Handles what the pictogram files use: `path` and `ellipse`
 * (and `circle`, `rect`, `polygon`), `g` groups whose fill and stroke the shapes inherit, `fill`, `stroke`,
 * `stroke-width` as attributes or in `style`, and `transform` (matrix, translate, scale, rotate). Relative
 * commands, H/V, the smooth S/T, quadratic Q and elliptical arcs A are turned into absolute curves here, so
 * the writer's own path parser never meets them. Plain TypeScript: no imports.
 */

export type Rgb = readonly [number, number, number];

export interface SvgShape {
  /** Absolute `M x y`, `L x y`, `C x1 y1 x2 y2 x y` and `Z`, transforms applied. */
  d: string;
  fill: Rgb | null;
  stroke: Rgb | null;
  strokeWidth: number;
}

export interface SvgDrawing {
  /** The viewBox: the drawing spans x..x+width, y..y+height. */
  viewBox: { x: number; y: number; width: number; height: number };
  shapes: SvgShape[];
}

/** An affine matrix [a b c d e f]: x' = a x + c y + e, y' = b x + d y + f. */
type Matrix = readonly [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

const NUMBER = /[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?/g;
const numbers = (text: string): number[] => (text.match(NUMBER) ?? []).map(Number);

/** The transform attribute as one matrix (unknown functions are ignored). */
export function parseTransform(text: string | undefined): Matrix {
  let result = IDENTITY;
  for (const [, name, args] of (text ?? "").matchAll(/(matrix|translate|scale|rotate)\s*\(([^)]*)\)/g)) {
    const v = numbers(args ?? "");
    let m: Matrix = IDENTITY;
    if (name === "matrix" && v.length === 6) m = v as unknown as Matrix;
    else if (name === "translate") m = [1, 0, 0, 1, v[0] ?? 0, v[1] ?? 0];
    else if (name === "scale") m = [v[0] ?? 1, 0, 0, v[1] ?? v[0] ?? 1, 0, 0];
    else if (name === "rotate") {
      const a = ((v[0] ?? 0) * Math.PI) / 180;
      const [cx, cy] = [v[1] ?? 0, v[2] ?? 0];
      m = multiply(
        multiply([1, 0, 0, 1, cx, cy], [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0]),
        [1, 0, 0, 1, -cx, -cy],
      );
    }
    result = multiply(result, m);
  }
  return result;
}

const NAMED: Record<string, Rgb> = {
  black: [0, 0, 0],
  white: [1, 1, 1],
  red: [1, 0, 0],
};

/** A colour (`#rgb`, `#rrggbb`, black/white/red), null for none, undefined when unknown (then inherited). */
export function parseColor(text: string | undefined): Rgb | null | undefined {
  if (text === undefined) return undefined;
  const value = text.trim().toLowerCase();
  if (value === "none") return null;
  if (NAMED[value]) return NAMED[value];
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return [short[1]!, short[2]!, short[3]!].map((h) => parseInt(h + h, 16) / 255) as unknown as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(value);
  if (long) return [long[1]!, long[2]!, long[3]!].map((h) => parseInt(h, 16) / 255) as unknown as Rgb;
  return undefined;
}

interface Paint {
  fill: Rgb | null;
  stroke: Rgb | null;
  strokeWidth: number;
  matrix: Matrix;
}

function attributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(/([a-zA-Z:-]+)\s*=\s*"([^"]*)"/g)) out[name!] = value!;
  for (const [, name, value] of text.matchAll(/([a-zA-Z:-]+)\s*=\s*'([^']*)'/g)) out[name!] = value!;
  // Presentation properties in style win over the attributes of the same name, as in a browser.
  for (const declaration of (out.style ?? "").split(";")) {
    const [name, value] = declaration.split(":").map((part) => part.trim());
    if (name && value !== undefined) out[name] = value;
  }
  return out;
}

function paintOf(parent: Paint, attrs: Record<string, string>): Paint {
  const fill = parseColor(attrs.fill);
  const stroke = parseColor(attrs.stroke);
  const width = attrs["stroke-width"] === undefined ? undefined : numbers(attrs["stroke-width"])[0];
  return {
    fill: fill === undefined ? parent.fill : fill,
    stroke: stroke === undefined ? parent.stroke : stroke,
    strokeWidth: width ?? parent.strokeWidth,
    matrix: attrs.transform ? multiply(parent.matrix, parseTransform(attrs.transform)) : parent.matrix,
  };
}

const format = (n: number) => String(Math.round(n * 1000) / 1000);

/** Builds an absolute path, every point through the matrix. */
class PathWriter {
  private parts: string[] = [];
  constructor(private readonly m: Matrix) {}
  private point(x: number, y: number): string {
    const m = this.m;
    return `${format(m[0] * x + m[2] * y + m[4])} ${format(m[1] * x + m[3] * y + m[5])}`;
  }
  move(x: number, y: number) {
    this.parts.push(`M ${this.point(x, y)}`);
  }
  line(x: number, y: number) {
    this.parts.push(`L ${this.point(x, y)}`);
  }
  curve(x1: number, y1: number, x2: number, y2: number, x: number, y: number) {
    this.parts.push(`C ${this.point(x1, y1)} ${this.point(x2, y2)} ${this.point(x, y)}`);
  }
  close() {
    this.parts.push("Z");
  }
  toString() {
    return this.parts.join(" ");
  }
}

const ARGUMENTS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** The path data as commands with their arguments (an arc's two flags may be written without separators). */
function tokenize(d: string): { command: string; args: number[] }[] {
  const out: { command: string; args: number[] }[] = [];
  let i = 0;
  let command = "";
  const skip = () => {
    while (i < d.length && /[\s,]/.test(d[i]!)) i += 1;
  };
  const readNumber = (): number | undefined => {
    skip();
    NUMBER.lastIndex = i;
    const match = NUMBER.exec(d);
    if (!match || match.index !== i) return undefined;
    i += match[0].length;
    return Number(match[0]);
  };
  const readFlag = (): number | undefined => {
    skip();
    const c = d[i];
    if (c !== "0" && c !== "1") return undefined;
    i += 1;
    return Number(c);
  };
  while (i < d.length) {
    skip();
    if (i >= d.length) break;
    const c = d[i]!;
    if (/[a-zA-Z]/.test(c)) {
      if (ARGUMENTS[c.toLowerCase()] === undefined) break; // unknown command: stop, as a browser does
      command = c;
      i += 1;
      if (c.toLowerCase() === "z") {
        out.push({ command, args: [] });
        continue;
      }
    } else if (!command || command.toLowerCase() === "z") {
      break;
    }
    const count = ARGUMENTS[command.toLowerCase()]!;
    const args: number[] = [];
    for (let k = 0; k < count; k += 1) {
      const value = command.toLowerCase() === "a" && (k === 3 || k === 4) ? readFlag() : readNumber();
      if (value === undefined) return out;
      args.push(value);
    }
    out.push({ command, args });
    // Further argument groups repeat the command; after a move they are lines.
    if (command === "M") command = "L";
    else if (command === "m") command = "l";
  }
  return out;
}

/** The cubic curves of an elliptical arc (SVG implementation notes, centre parameterisation). */
function arcCurves(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  angle: number,
  large: number,
  sweep: number,
  x2: number,
  y2: number,
): number[][] {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || (x1 === x2 && y1 === y2)) return [[x1, y1, x2, y2, x2, y2]];
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const xp = cos * dx + sin * dy;
  const yp = -sin * dx + cos * dy;
  const lambda = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp;
  const denominator = rx * rx * yp * yp + ry * ry * xp * xp;
  let factor = Math.sqrt(Math.max(0, numerator / denominator));
  if (large === sweep) factor = -factor;
  const cxp = (factor * rx * yp) / ry;
  const cyp = (-factor * ry * xp) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angleOf = (ux: number, uy: number, vx: number, vy: number) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const theta1 = angleOf(1, 0, (xp - cxp) / rx, (yp - cyp) / ry);
  let delta = angleOf((xp - cxp) / rx, (yp - cyp) / ry, (-xp - cxp) / rx, (-yp - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const segments = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2)));
  const step = delta / segments;
  const k = (4 / 3) * Math.tan(step / 4);
  const curves: number[][] = [];
  const at = (t: number): [number, number, number, number] => {
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    // point and derivative, rotated and moved to the centre
    const dxT = -rx * Math.sin(t);
    const dyT = ry * Math.cos(t);
    return [cos * ex - sin * ey + cx, sin * ex + cos * ey + cy, cos * dxT - sin * dyT, sin * dxT + cos * dyT];
  };
  for (let s = 0; s < segments; s += 1) {
    const t1 = theta1 + s * step;
    const t2 = t1 + step;
    const [px1, py1, dx1, dy1] = at(t1);
    const [px2, py2, dx2, dy2] = at(t2);
    curves.push([px1 + k * dx1, py1 + k * dy1, px2 - k * dx2, py2 - k * dy2, px2, py2]);
  }
  return curves;
}

/** A path's data as absolute moves, lines and cubic curves, through the matrix. */
export function absolutePath(d: string, matrix: Matrix = IDENTITY): string {
  const out = new PathWriter(matrix);
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // The last control point, for S (cubic) and T (quadratic) reflections.
  let lastCubic: [number, number] | undefined;
  let lastQuad: [number, number] | undefined;
  const quad = (qx: number, qy: number, ex: number, ey: number) => {
    out.curve(
      x + (2 / 3) * (qx - x),
      y + (2 / 3) * (qy - y),
      ex + (2 / 3) * (qx - ex),
      ey + (2 / 3) * (qy - ey),
      ex,
      ey,
    );
  };
  for (const { command, args: a } of tokenize(d)) {
    const rel = command === command.toLowerCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    let cubic: [number, number] | undefined;
    let quadratic: [number, number] | undefined;
    switch (command.toLowerCase()) {
      case "m":
        x = ox + a[0]!;
        y = oy + a[1]!;
        startX = x;
        startY = y;
        out.move(x, y);
        break;
      case "l":
        x = ox + a[0]!;
        y = oy + a[1]!;
        out.line(x, y);
        break;
      case "h":
        x = ox + a[0]!;
        out.line(x, y);
        break;
      case "v":
        y = oy + a[0]!;
        out.line(x, y);
        break;
      case "c": {
        const [x1, y1, x2, y2, ex, ey] = [
          ox + a[0]!,
          oy + a[1]!,
          ox + a[2]!,
          oy + a[3]!,
          ox + a[4]!,
          oy + a[5]!,
        ];
        out.curve(x1, y1, x2, y2, ex, ey);
        cubic = [x2, y2];
        x = ex;
        y = ey;
        break;
      }
      case "s": {
        const x1 = lastCubic ? 2 * x - lastCubic[0] : x;
        const y1 = lastCubic ? 2 * y - lastCubic[1] : y;
        const [x2, y2, ex, ey] = [ox + a[0]!, oy + a[1]!, ox + a[2]!, oy + a[3]!];
        out.curve(x1, y1, x2, y2, ex, ey);
        cubic = [x2, y2];
        x = ex;
        y = ey;
        break;
      }
      case "q": {
        const [qx, qy, ex, ey] = [ox + a[0]!, oy + a[1]!, ox + a[2]!, oy + a[3]!];
        quad(qx, qy, ex, ey);
        quadratic = [qx, qy];
        x = ex;
        y = ey;
        break;
      }
      case "t": {
        const qx = lastQuad ? 2 * x - lastQuad[0] : x;
        const qy = lastQuad ? 2 * y - lastQuad[1] : y;
        const [ex, ey] = [ox + a[0]!, oy + a[1]!];
        quad(qx, qy, ex, ey);
        quadratic = [qx, qy];
        x = ex;
        y = ey;
        break;
      }
      case "a": {
        const [ex, ey] = [ox + a[5]!, oy + a[6]!];
        for (const c of arcCurves(x, y, a[0]!, a[1]!, a[2]!, a[3]!, a[4]!, ex, ey)) {
          out.curve(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!);
        }
        x = ex;
        y = ey;
        break;
      }
      case "z":
        out.close();
        x = startX;
        y = startY;
        break;
    }
    lastCubic = cubic;
    lastQuad = quadratic;
  }
  return out.toString();
}

/** An ellipse as four arcs (the path a browser draws for it). */
const ellipsePath = (cx: number, cy: number, rx: number, ry: number) =>
  `M ${cx - rx} ${cy} A ${rx} ${ry} 0 0 1 ${cx} ${cy - ry} A ${rx} ${ry} 0 0 1 ${cx + rx} ${cy} ` +
  `A ${rx} ${ry} 0 0 1 ${cx} ${cy + ry} A ${rx} ${ry} 0 0 1 ${cx - rx} ${cy} Z`;

function shapePath(tag: string, attrs: Record<string, string>): string | undefined {
  const n = (name: string) => numbers(attrs[name] ?? "0")[0] ?? 0;
  switch (tag) {
    case "path":
      return attrs.d;
    case "ellipse":
      return ellipsePath(n("cx"), n("cy"), n("rx"), n("ry"));
    case "circle":
      return ellipsePath(n("cx"), n("cy"), n("r"), n("r"));
    case "rect":
      return `M ${n("x")} ${n("y")} h ${n("width")} v ${n("height")} h ${-n("width")} Z`;
    case "polygon": {
      const points = numbers(attrs.points ?? "");
      return points.length >= 4 ? `M ${points.join(" ")} Z` : undefined;
    }
    default:
      return undefined;
  }
}

/** The drawing of an SVG document: its viewBox and every shape in painting order. */
export function parseSvgDrawing(svg: string): SvgDrawing {
  const root: Paint = { fill: [0, 0, 0], stroke: null, strokeWidth: 1, matrix: IDENTITY };
  const stack: Paint[] = [root];
  const shapes: SvgShape[] = [];
  let viewBox = { x: 0, y: 0, width: 100, height: 100 };
  const text = svg.replace(/<!--[\s\S]*?-->/g, "");
  for (const [, closing, rawTag, body, selfClosing] of text.matchAll(
    /<(\/?)([a-zA-Z][\w:.-]*)([^>]*?)(\/?)>/g,
  )) {
    const tag = rawTag!.replace(/^svg:/, "");
    if (closing) {
      if (tag === "g" || tag === "svg") stack.pop();
      continue;
    }
    const attrs = attributes(body ?? "");
    const paint = paintOf(stack[stack.length - 1] ?? root, attrs);
    if (tag === "svg") {
      const box = numbers(attrs.viewBox ?? "");
      if (box.length === 4) viewBox = { x: box[0]!, y: box[1]!, width: box[2]!, height: box[3]! };
      else
        viewBox = {
          x: 0,
          y: 0,
          width: numbers(attrs.width ?? "100")[0]!,
          height: numbers(attrs.height ?? "100")[0]!,
        };
      if (!selfClosing) stack.push(paint);
      continue;
    }
    if (tag === "g") {
      if (!selfClosing) stack.push(paint);
      continue;
    }
    const d = shapePath(tag, attrs);
    if (!d || (paint.fill === null && paint.stroke === null)) continue;
    const path = absolutePath(d, paint.matrix);
    // The points are transformed here, so the line width scales with the matrix's area factor.
    const m = paint.matrix;
    const strokeWidth = paint.strokeWidth * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
    if (path) shapes.push({ d: path, fill: paint.fill, stroke: paint.stroke, strokeWidth });
  }
  return { viewBox, shapes };
}
