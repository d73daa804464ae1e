import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { checkPdf, MAX_PDF_BYTES, sanitizeFileName } from "../../core/pdf-check";

const encode = (text: string) => new TextEncoder().encode(text);
const MINIMAL_PDF = encode(
  "%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/** `size` bytes that start with %PDF- and an object and end with %%EOF. */
function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(encode("%PDF-1.4\n1 0 obj\n<< >>\nendobj\n"), 0);
  bytes.set(encode("%%EOF\n"), size - 6);
  return bytes;
}

const concat = (...parts: (Uint8Array | string)[]) =>
  new Uint8Array(parts.flatMap((part) => [...(typeof part === "string" ? encode(part) : part)]));

/** A real PDF as pdf-lib writes it, with one page of text. */
async function generatedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText("Safety data sheet", { x: 50, y: 700, size: 12, font });
  return doc.save();
}

/** The first bytes of a ZIP archive (a .docx or .xlsx is one). */
const ZIP = concat(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0]), "[Content_Types].xml");

describe("checkPdf", () => {
  it("accepts a PDF and sanitises its name", () => {
    expect(checkPdf(MINIMAL_PDF, "Safety data sheet.pdf")).toEqual({
      ok: true,
      fileName: "Safety data sheet.pdf",
    });
  });

  it("refuses no bytes as empty", () => {
    expect(checkPdf(new Uint8Array(0), "a.pdf")).toEqual({ ok: false, error: "empty" });
  });

  it("accepts exactly MAX_PDF_BYTES and refuses one byte more as too large", () => {
    expect(MAX_PDF_BYTES).toBe(20 * 1024 * 1024);
    expect(checkPdf(pdfOfSize(MAX_PDF_BYTES), "a.pdf").ok).toBe(true);
    expect(checkPdf(pdfOfSize(MAX_PDF_BYTES + 1), "a.pdf")).toEqual({ ok: false, error: "too_large" });
  });

  it("accepts a generated PDF padded with spaces, line breaks or NULs after %%EOF (as some suppliers serve them)", async () => {
    const pdf = await generatedPdf();
    expect(checkPdf(pdf, "a.pdf").ok).toBe(true);
    expect(checkPdf(concat(pdf, " ".repeat(2000)), "a.pdf").ok).toBe(true);
    expect(checkPdf(concat(pdf, " ".repeat(2560), "\r\n"), "a.pdf").ok).toBe(true);
    expect(checkPdf(concat(pdf, new Uint8Array(5000)), "a.pdf").ok).toBe(true);
  });

  it("accepts a PDF with other data after %%EOF (a web server's page appended to the download)", async () => {
    const pdf = await generatedPdf();
    const appended = concat(pdf, "\r\n\r\n<!DOCTYPE html><html><body>Not found</body></html>".repeat(40));
    expect(checkPdf(appended, "a.pdf").ok).toBe(true);
  });

  it("accepts the header after leading junk within the first 1024 bytes, and not later", async () => {
    const pdf = await generatedPdf();
    expect(checkPdf(concat(" ", pdf), "a.pdf").ok).toBe(true);
    expect(checkPdf(concat("\uFEFF", pdf), "a.pdf").ok).toBe(true);
    expect(checkPdf(concat("Content-Type: application/pdf\r\n\r\n", pdf), "a.pdf").ok).toBe(true);
    expect(checkPdf(concat("x".repeat(1024 - 13), pdf), "a.pdf").ok).toBe(true);
    expect(checkPdf(concat("x".repeat(1024), pdf), "a.pdf")).toEqual({ ok: false, error: "not_pdf" });
  });

  it("refuses a PDF without %%EOF (a cut-off download)", async () => {
    const pdf = await generatedPdf();
    expect(checkPdf(encode("%PDF-1.7\n1 0 obj\nendobj\n"), "a.pdf")).toEqual({ ok: false, error: "not_pdf" });
    expect(checkPdf(pdf.slice(0, pdf.byteLength - 40), "a.pdf")).toEqual({ ok: false, error: "not_pdf" });
  });

  it("refuses a PNG, also one that ends with %%EOF", () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    expect(checkPdf(png, "image.pdf")).toEqual({ ok: false, error: "not_pdf" });
    expect(checkPdf(concat(png, "%%EOF"), "image.pdf")).toEqual({ ok: false, error: "not_pdf" });
  });

  it("refuses ZIP and Office files, also ones that hold a PDF further in", async () => {
    expect(checkPdf(concat(ZIP, "x".repeat(3000)), "report.pdf")).toEqual({ ok: false, error: "not_pdf" });
    const embedded = concat(ZIP, "y".repeat(2000), await generatedPdf());
    expect(checkPdf(embedded, "report.pdf")).toEqual({ ok: false, error: "not_pdf" });
  });

  it("refuses files that start as another format, also with a PDF close behind", async () => {
    const pdf = await generatedPdf();
    const starts = [
      ZIP,
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
      encode("GIF89a"),
      encode("<!DOCTYPE html><html><body>"),
      encode("\uFEFF  <html>"),
      encode('<?xml version="1.0"?>'),
    ];
    for (const start of starts)
      expect(checkPdf(concat(start, pdf), "a.pdf")).toEqual({ ok: false, error: "not_pdf" });
  });

  it("refuses text and HTML, also when they mention %PDF- and %%EOF", () => {
    expect(checkPdf(encode("<html><body>%PDF-</body></html>%%EOF"), "a.pdf")).toEqual({
      ok: false,
      error: "not_pdf",
    });
    expect(checkPdf(encode("%PDF"), "a.pdf")).toEqual({ ok: false, error: "not_pdf" });
    const page =
      "<!DOCTYPE html><html><body><p>A PDF starts with %PDF-1.7 and ends with %%EOF.</p></body></html>";
    expect(checkPdf(encode(page), "a.pdf")).toEqual({ ok: false, error: "not_pdf" });
    const note = `${"Notes on the format. ".repeat(60)}The header is %PDF-1.4, then objects, then %%EOF.`;
    expect(checkPdf(encode(note), "a.pdf")).toEqual({ ok: false, error: "not_pdf" });
  });
});

describe("sanitizeFileName", () => {
  it.each([
    ["SDS Acetone.pdf", "SDS Acetone.pdf"],
    ["../../etc/passwd", "passwd.pdf"],
    ["C:\\x\\y.pdf", "y.pdf"],
    ["/var/tmp/../report.PDF", "report.pdf"],
    // "/" in "</script>" is a directory separator: only the last segment is left.
    ["<script>alert(1)</script>.pdf", "script.pdf"],
    ["<b onmouseover=alert(1)>SDS</b>", "b.pdf"],
    ["<b>SDS</b> & more.pdf", "b more.pdf"],
    ["<b>Acetone & co</b>", "b.pdf"],
    ["&lt;b&gt;SDS.pdf", "ltbgtSDS.pdf"],
    ['<img src=x onerror="alert(1)">', "img srcx onerroralert(1).pdf"],
    ["a\u0000b\u001fc\u007f.pdf", "abc.pdf"],
    ["line\r\nbreak\ttab.pdf", "linebreaktab.pdf"],
    ["  many   \u00a0 spaces  .pdf", "many spaces.pdf"],
    ["Sikkerhetsdatablad – Rødsprit (v2).pdf", "Sikkerhetsdatablad Rødsprit (v2).pdf"],
    ["安全データシート.pdf", "安全データシート.pdf"],
    ["Паспорт безопасности.pdf", "Паспорт безопасности.pdf"],
    ["file\ud800name.pdf", "filename.pdf"],
    ["\udc00.pdf", "document.pdf"],
    ["emoji 😀 name.pdf", "emoji name.pdf"],
    ["report.docx", "report.docx.pdf"],
    ["noextension", "noextension.pdf"],
    ["", "document.pdf"],
    [".pdf", "document.pdf"],
    ["...", "document.pdf"],
    [".htaccess", "htaccess.pdf"],
    ["-rf.pdf", "rf.pdf"],
    ["CON.pdf", "_CON.pdf"],
    ["e\u0301te\u0301.pdf", "été.pdf"],
    ["a\u202Efdp.exe", "afdp.exe.pdf"],
  ])("%j → %j", (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it("keeps at most 120 characters, ending in .pdf, without splitting a character", () => {
    const long = sanitizeFileName(`${"a".repeat(300)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith(".pdf")).toBe(true);
    const emoji = sanitizeFileName(`${"é".repeat(200)}.pdf`);
    expect(emoji.length).toBeLessThanOrEqual(120);
    expect(emoji).toBe(`${"é".repeat(116)}.pdf`);
    const han = sanitizeFileName("𠀀".repeat(100));
    expect(han.length).toBeLessThanOrEqual(120);
    expect(han).toBe(`${"𠀀".repeat(58)}.pdf`);
  });

  it("gives only allowed characters for any input", () => {
    const samples = [
      "../\\..\\x",
      "\u0000\u0001",
      'a/b\\c:d*e?f"g<h>i|j',
      "%00.pdf",
      "~$x.pdf",
      "x;rm -rf /.pdf",
    ];
    for (const sample of samples) {
      const name = sanitizeFileName(sample);
      expect(name).toMatch(/^[\p{L}\p{M}\p{N}_(][\p{L}\p{M}\p{N} ._\-()]*\.pdf$/u);
      expect(name).not.toMatch(/[/\\]/);
      expect(name.length).toBeLessThanOrEqual(120);
    }
  });
});
