/** The tests' own document checker (tests/support/html-check.ts) finds each fault it is there for. */
import { describe, expect, it } from "vitest";
import { documentFaults } from "../support/html-check";

const page = (body: string, head = "<title>Page – ChemSafe</title>") =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe("documentFaults", () => {
  it("passes a valid page, scripts and streamed boundaries inside <body> included", () => {
    expect(
      documentFaults(
        page(
          '<main id="main"><h1>Title</h1><h2>Part</h2><p>Text with <a href="/x"><span>a link</span></a>.</p>' +
            '<div class="tree-node"><a href="/l/1">Lab</a><form method="post"><button type="submit">★</button></form></div>' +
            '<input type="number" name="amount" step="any"/><input type="text" size="6" name="code"/>' +
            '<section aria-labelledby="h"><h2 id="h">Named</h2></section></main>' +
            '<script>const a = "<p><div></div></p>";</script><!--$--><script>x()</script><!--/$-->',
        ),
      ),
    ).toEqual([]);
  });

  it.each([
    ["U+0000 in the text", page("<p>a\u0000\u0000– b</p>"), "no-nul"],
    ["a script after </html>", `${page("<p>a</p>")}<!--$--><script>x()</script><!--/$-->`, "document-end"],
    ["no <title>", page("<p>a</p>", ""), "missing-title"],
    ["an empty <title>", page("<p>a</p>", "<title> </title>"), "missing-title"],
    [
      "a <form> inside a <span>",
      page('<span><a href="/">x</a><form method="post"></form></span>'),
      "element-permitted-content",
    ],
    [
      "a <div> inside a <p> through a link",
      page('<p><a href="/"><div>x</div></a></p>'),
      "element-permitted-content",
    ],
    [
      "size on a number input",
      page('<input type="number" size="12" name="amount"/>'),
      "attribute-allowed-values",
    ],
    [
      "aria-labelledby on a <p>",
      page('<span id="l">Email</span><p aria-labelledby="l">a@b.c</p>'),
      "aria-label-misuse",
    ],
    [
      "an h3 right after the h1",
      page("<h1>Products</h1><ul><li><h3>Acetone</h3></li></ul>"),
      "heading-level",
    ],
    ["a duplicate id", page('<p id="a">1</p><p id="a">2</p>'), "no-dup-id"],
    ["a misnested end tag", page("<p><b>a</p></b>"), "close-order"],
    ["no doctype", page("<p>a</p>").replace("<!DOCTYPE html>", ""), "doctype"],
  ])("reports %s", (_name, html, rule) => {
    expect(documentFaults(html).map((fault) => fault.split(":")[0])).toContain(rule);
  });
});
