import { describe, expect, it } from "vitest";
import { checkPdf, MAX_PDF_BYTES, sanitizeFileName } from "../../core/pdf-check";

const encode = (text: string) => new TextEncoder().encode(text);
const MINIMAL_PDF = encode(
  "%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

/** `size` bytes that start with %PDF- and end with %%EOF. */
function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(encode("%PDF-1.4\n"), 0);
  bytes.set(encode("%%EOF\n"), size - 6);
  return bytes;
}

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

  it("refuses a PNG", () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    expect(checkPdf(png, "image.pdf")).toEqual({ ok: false, error: "not_pdf" });
  });

  it("refuses a PNG that ends with %%EOF", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...encode("%%EOF")]);
    expect(checkPdf(png, "image.pdf")).toEqual({ ok: false, error: "not_pdf" });
  });

  it("refuses the header anywhere but at offset 0", () => {
    expect(checkPdf(encode(` ${new TextDecoder().decode(MINIMAL_PDF)}`), "a.pdf")).toEqual({
      ok: false,
      error: "not_pdf",
    });
  });

  it("refuses a PDF without %%EOF, or with it too far from the end", () => {
    expect(checkPdf(encode("%PDF-1.7\n1 0 obj\nendobj\n"), "a.pdf")).toEqual({ ok: false, error: "not_pdf" });
    const far = new Uint8Array(3000);
    far.set(encode("%PDF-1.7\n"), 0);
    far.set(encode("%%EOF"), 100);
    expect(checkPdf(far, "a.pdf")).toEqual({ ok: false, error: "not_pdf" });
  });

  it("accepts %%EOF followed by up to 1024 bytes of trailing data", () => {
    const bytes = new Uint8Array(4096);
    bytes.set(encode("%PDF-1.7\n"), 0);
    bytes.set(encode("%%EOF"), 4096 - 1024);
    expect(checkPdf(bytes, "a.pdf").ok).toBe(true);
    const further = new Uint8Array(4096);
    further.set(encode("%PDF-1.7\n"), 0);
    further.set(encode("%%EOF"), 4096 - 1025);
    expect(checkPdf(further, "a.pdf").ok).toBe(false);
  });

  it("refuses text and HTML", () => {
    expect(checkPdf(encode("<html><body>%PDF-</body></html>%%EOF"), "a.pdf")).toEqual({
      ok: false,
      error: "not_pdf",
    });
    expect(checkPdf(encode("%PDF"), "a.pdf")).toEqual({ ok: false, error: "not_pdf" });
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
