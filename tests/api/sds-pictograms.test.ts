import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { PDFDocument, StandardFonts, type PDFImage } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { PICTOGRAMS, type Pictogram } from "../../core/ghs/pictograms";
import { readSds } from "../../api/products/sds-reader";
import { recogniseImage, type RasterImage } from "../../api/products/sds-pictograms";

/**
 * api/products/sds-pictograms.ts and the pictograms of api/products/sds-reader.ts: pictograms recognised in
 * the pictures a sheet paints, and derived from the hazard statements when the sheet shows none. Every sheet
 * is generated: the pictures are rendered from public/pictograms/GHS0n.svg (public-domain symbols) with
 * resvg. fixtures/GHS06-q70.jpg is the same GHS06 rendered at 120 pixels and saved as a JPEG of quality 70
 * (ImageMagick: `convert ghs06.png -quality 70 -sampling-factor 4:2:0 -strip`), for pdfjs's JPEG path.
 */

const root = join(__dirname, "..", "..");
const svgOf = (code: Pictogram) => readFileSync(join(root, "public", "pictograms", `${code}.svg`), "utf8");

/** The symbol's frame in grey instead of red, as an industrial-gas supplier prints it. */
const greyFrame = (svg: string) =>
  svg.replace(/#ff0000|#f00\b|"red"/gi, (match) => (match === '"red"' ? '"#525252"' : "#525252"));

function render(svg: string, width: number): { png: Uint8Array; raster: RasterImage } {
  const rendered = new Resvg(svg, { fitTo: { mode: "width", value: width }, background: "white" }).render();
  return {
    png: rendered.asPng(),
    raster: { width: rendered.width, height: rendered.height, kind: 3, data: rendered.pixels },
  };
}

/** Several symbols side by side in one picture, `gap` pixels apart (0: the diamonds touch). */
function row(codes: Pictogram[], size: number, gap: number): string {
  const inner = codes.map((code, index) => {
    const svg = svgOf(code).replace(/<\?xml[^>]*\?>/, "");
    return svg.replace(/<svg\b[^>]*>/, (tag) =>
      tag
        .replace(/\s(?:width|height|x|y)="[^"]*"/g, "")
        .replace("<svg", `<svg x="${index * (size + gap)}" y="0" width="${size}" height="${size}"`),
    );
  });
  const width = codes.length * size + (codes.length - 1) * gap;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${size}">${inner.join("")}</svg>`;
}

/** A company logo: a red square with letters, and a red diamond frame with a word in it (not a pictogram). */
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100">
  <rect x="5" y="5" width="90" height="90" fill="#c00"/>
  <text x="50" y="65" font-size="40" fill="#fff" text-anchor="middle" font-family="sans-serif">AC</text>
  <text x="110" y="65" font-size="40" fill="#003" font-family="sans-serif">ACME</text>
</svg>`;
const DIAMOND_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">
  <path d="M100 4 L196 100 L100 196 L4 100 Z" fill="#fff" stroke="#d00" stroke-width="14"/>
  <text x="100" y="112" font-size="34" fill="#003" text-anchor="middle" font-family="sans-serif">ACME</text>
</svg>`;

interface Picture {
  png?: Uint8Array;
  jpg?: Uint8Array;
  /** Width and height on the page, in points. */
  width: number;
  height: number;
}

/**
 * A sheet: section 2 with the given classification and label lines on page 1, the pictures drawn under the
 * label heading, sections 3 and 4 on page 2, section 14 on page 3, section 16 on page 4.
 */
async function sheetPdf(options: {
  classification: string[];
  label: string[];
  pictures?: Picture[];
  /** Pictures drawn on page 3, after section 3 has begun (transport labels, ingredients' pictures). */
  laterPictures?: Picture[];
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const write = (page: ReturnType<typeof doc.addPage>, lines: string[], top: number) =>
    lines.forEach((line, index) => page.drawText(line, { x: 40, y: top - index * 14, size: 10, font }));
  const embed = async (picture: Picture): Promise<PDFImage> =>
    picture.jpg ? doc.embedJpg(picture.jpg) : doc.embedPng(picture.png ?? new Uint8Array());

  const first = doc.addPage([595, 842]);
  write(
    first,
    [
      "SAFETY DATA SHEET",
      "SECTION 1: Identification",
      "Product name: Test Product",
      "SECTION 2: Hazards identification",
      "2.1 Classification of the substance or mixture",
      ...options.classification,
      "2.2 Label elements",
      "Hazard pictograms:",
    ],
    800,
  );
  let x = 40;
  for (const picture of options.pictures ?? []) {
    first.drawImage(await embed(picture), { x, y: 560, width: picture.width, height: picture.height });
    x += picture.width + 10;
  }
  write(first, [...options.label, "2.3 Other hazards", "None known."], 540);

  const second = doc.addPage([595, 842]);
  write(
    second,
    [
      "SECTION 3: Composition/information on ingredients",
      "Ingredient A CAS 64-17-5 Flam. Liq. 2 H225; Acute Tox. 3 H331",
      "SECTION 4: First aid measures",
      "Call a doctor.",
    ],
    800,
  );
  const third = doc.addPage([595, 842]);
  write(third, ["SECTION 14: Transport information"], 800);
  x = 40;
  for (const picture of options.laterPictures ?? []) {
    third.drawImage(await embed(picture), { x, y: 600, width: picture.width, height: picture.height });
    x += picture.width + 10;
  }
  write(doc.addPage([595, 842]), ["SECTION 16: Other information"], 800);
  return doc.save();
}

const picture = (svg: string, pixels = 120, points = 60): Picture => ({
  png: render(svg, pixels).png,
  width: points,
  height: points,
});

describe("recogniseImage: one picture", () => {
  it.each(PICTOGRAMS.flatMap((code) => [48, 100, 300].map((size) => [code, size] as const)))(
    "recognises %s rendered at %i pixels",
    (code, size) => {
      expect(recogniseImage(render(svgOf(code), size).raster).map((match) => match.code)).toEqual([code]);
    },
  );

  it.each(PICTOGRAMS)("recognises %s with a grey frame", (code) => {
    expect(recogniseImage(render(greyFrame(svgOf(code)), 140).raster).map((match) => match.code)).toEqual([
      code,
    ]);
  });

  it("reads a picture without transparency over a white page (RGB)", () => {
    const { raster } = render(svgOf("GHS05"), 100);
    const rgb = new Uint8Array(raster.width * raster.height * 3);
    for (let index = 0; index < raster.width * raster.height; index++)
      rgb.set(raster.data.subarray(index * 4, index * 4 + 3), index * 3);
    expect(recogniseImage({ ...raster, kind: 2, data: rgb }).map((match) => match.code)).toEqual(["GHS05"]);
  });

  it("splits a wide picture of several diamonds, apart or touching", () => {
    const codes: Pictogram[] = ["GHS02", "GHS07", "GHS09"];
    for (const gap of [12, 0])
      expect(
        recogniseImage(render(row(codes, 120, gap), 3 * 120 + 2 * gap).raster).map((m) => m.code),
      ).toEqual(codes);
  });

  it("matches no logo, no diamond-shaped logo, no blank or black picture", () => {
    expect(recogniseImage(render(LOGO, 300).raster)).toEqual([]);
    expect(recogniseImage(render(DIAMOND_LOGO, 200).raster)).toEqual([]);
    const blank = { width: 100, height: 100, kind: 2, data: new Uint8Array(100 * 100 * 3).fill(255) };
    expect(recogniseImage(blank)).toEqual([]);
    expect(recogniseImage({ ...blank, data: new Uint8Array(100 * 100 * 3) })).toEqual([]);
  });

  it("skips pictures too small or too large to be a pictogram on a sheet", () => {
    expect(recogniseImage(render(svgOf("GHS02"), 16).raster)).toEqual([]);
    expect(
      recogniseImage({ width: 2000, height: 2000, kind: 2, data: new Uint8Array(2000 * 2000 * 3) }),
    ).toEqual([]);
  });
});

describe("readSds: pictograms of a sheet", () => {
  it("one picture per pictogram: each is read and marked as from an image", async () => {
    const pdf = await sheetPdf({
      classification: ["Flam. Liq. 2, H225", "Eye Irrit. 2, H319", "STOT RE 2, H373"],
      label: [
        "Signal word: Danger",
        "H225 Highly flammable liquid and vapour.",
        "H319 Causes serious eye irritation.",
        "H373 May cause damage to organs.",
      ],
      pictures: [picture(svgOf("GHS02")), picture(svgOf("GHS07")), picture(svgOf("GHS08"))],
    });
    const { outcome, facts } = await readSds(pdf);
    expect(outcome).toBe("read");
    expect(facts.pictograms).toEqual(["GHS02", "GHS07", "GHS08"]);
    expect(facts.code_sources).toMatchObject({ GHS02: "image", GHS07: "image", GHS08: "image" });
  });

  it("three pictograms in one wide picture", async () => {
    const pdf = await sheetPdf({
      classification: ["Flam. Liq. 2, H225", "Skin Corr. 1B, H314", "Aquatic Chronic 2, H411"],
      label: [
        "Signal word: Danger",
        "H225 Highly flammable.",
        "H314 Causes severe skin burns.",
        "H411 Toxic to aquatic life.",
      ],
      pictures: [{ png: render(row(["GHS02", "GHS05", "GHS09"], 100, 8), 316).png, width: 190, height: 60 }],
    });
    const { facts } = await readSds(pdf);
    expect(facts.pictograms).toEqual(["GHS02", "GHS05", "GHS09"]);
    expect(facts.code_sources).toMatchObject({ GHS02: "image", GHS05: "image", GHS09: "image" });
  });

  it("grey frames (industrial gases) and a JPEG", async () => {
    // A copy: pdf-lib reads the bytes from the start of their buffer, and a small Buffer shares a pool.
    const jpg = new Uint8Array(readFileSync(join(__dirname, "fixtures", "GHS06-q70.jpg")));
    const pdf = await sheetPdf({
      classification: ["Press. Gas (Comp.), H280", "Acute Tox. 3, H331"],
      label: ["Signal word: Danger", "H280 Contains gas under pressure.", "H331 Toxic if inhaled."],
      pictures: [picture(greyFrame(svgOf("GHS04")), 140), { jpg, width: 60, height: 60 }],
    });
    const { facts } = await readSds(pdf);
    expect(facts.pictograms).toEqual(["GHS04", "GHS06"]);
    expect(facts.code_sources).toMatchObject({ GHS04: "image", GHS06: "image" });
  });

  it("a logo is not a pictogram, and a sheet that is not classified gets none", async () => {
    const pdf = await sheetPdf({
      classification: ["Not a hazardous substance or mixture."],
      label: ["Not applicable."],
      pictures: [{ png: render(LOGO, 300).png, width: 120, height: 40 }, picture(DIAMOND_LOGO, 200)],
    });
    const { facts } = await readSds(pdf);
    expect(facts.pictograms).toEqual([]);
    expect(facts.code_sources).toEqual({});
  });

  it("H412 alone shows no pictogram, and none is derived", async () => {
    const pdf = await sheetPdf({
      classification: ["Aquatic Chronic 3, H412"],
      label: ["H412 Harmful to aquatic life with long lasting effects."],
    });
    const { facts } = await readSds(pdf);
    expect(facts.hazard_statements).toEqual(["H412"]);
    expect(facts.pictograms).toEqual([]);
  });

  it("no picture: the pictograms are derived from the statements, with the gas category of 2.1", async () => {
    const label = [
      "Signal word: Danger",
      "H221 Flammable gas.",
      "H280 Contains gas under pressure; may explode if heated.",
      "H331 Toxic if inhaled.",
      "H360D May damage the unborn child.",
      "H372 Causes damage to organs through prolonged or repeated exposure.",
    ];
    const carbonMonoxide = await readSds(
      await sheetPdf({ classification: ["Flam. Gas 1B, H221", "Press. Gas (Comp.), H280"], label }),
    );
    expect(carbonMonoxide.facts.pictograms).toEqual(["GHS02", "GHS04", "GHS06", "GHS08"]);
    expect(carbonMonoxide.facts.code_sources).toMatchObject({
      GHS02: "derived",
      GHS04: "derived",
      GHS06: "derived",
      GHS08: "derived",
    });
    // Flam. Gas 2 (ammonia) carries no flame; without a category the flame is left out, not guessed.
    const category2 = await readSds(
      await sheetPdf({ classification: ["Flam. Gas 2, H221", "Press. Gas (Liq.), H280"], label }),
    );
    expect(category2.facts.pictograms).toEqual(["GHS04", "GHS06", "GHS08"]);
    const undecided = await readSds(await sheetPdf({ classification: ["See section 16."], label }));
    expect(undecided.facts.pictograms).toEqual(["GHS04", "GHS06", "GHS08"]);
  });

  it("pictures on the sheet win: nothing is derived beside them", async () => {
    const pdf = await sheetPdf({
      classification: ["Flam. Liq. 2, H225", "Acute Tox. 4, H302"],
      label: ["Signal word: Danger", "H225 Highly flammable.", "H302 Harmful if swallowed."],
      pictures: [picture(svgOf("GHS02"))],
    });
    const { facts } = await readSds(pdf);
    expect(facts.pictograms).toEqual(["GHS02"]);
    expect(facts.code_sources).toMatchObject({ GHS02: "image" });
  });

  it("a pictogram printed as text stays unmarked beside the pictures", async () => {
    const pdf = await sheetPdf({
      classification: ["Flam. Liq. 2, H225", "Eye Irrit. 2, H319"],
      label: [
        "GHS02",
        "Signal word: Danger",
        "H225 Highly flammable.",
        "H319 Causes serious eye irritation.",
      ],
      pictures: [picture(svgOf("GHS07"))],
    });
    const { facts } = await readSds(pdf);
    expect(facts.pictograms).toEqual(["GHS02", "GHS07"]);
    expect(facts.code_sources.GHS02).toBeUndefined();
    expect(facts.code_sources.GHS07).toBe("image");
  });

  it("does not look at the pictures after section 3 (transport labels, ingredients)", async () => {
    const pdf = await sheetPdf({
      classification: ["Eye Irrit. 2, H319"],
      label: ["Signal word: Warning", "H319 Causes serious eye irritation."],
      laterPictures: [picture(svgOf("GHS02")), picture(svgOf("GHS06"))],
    });
    const { facts } = await readSds(pdf);
    expect(facts.pictograms).toEqual(["GHS07"]);
    expect(facts.code_sources).toMatchObject({ GHS07: "derived" });
  });

  it("keeps reporting progress page by page", async () => {
    const pdf = await sheetPdf({
      classification: ["Eye Irrit. 2, H319"],
      label: ["H319 Causes serious eye irritation."],
      pictures: [picture(svgOf("GHS07"))],
    });
    const progress: [number, number][] = [];
    await readSds(pdf, { onProgress: (read, toRead) => progress.push([read, toRead]) });
    expect(progress).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
  });
});
