/**
 * The document stream every page is written through (app/lib/html-stream.server.ts),
 * fed by React's own renderer: React 18's writer pads a buffer with zero bytes when
 * a multi-byte character straddles its 2,048-byte end, and Remix's streamed data
 * scripts follow the document's end tags.
 */
import { PassThrough, Writable } from "node:stream";
import { createElement, Fragment, Suspense, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createDocumentStream } from "~/lib/html-stream.server";
import { documentFaults } from "../support/html-check";

/** Renders a document with React 18's Node stream renderer; the bytes as they arrive, through `through`. */
function render(element: ReactNode, through: () => Writable = () => new PassThrough()): Promise<Buffer> {
  return new Promise((done, fail) => {
    const destination = through();
    const chunks: Buffer[] = [];
    const { pipe } = renderToPipeableStream(element, {
      onShellReady() {
        pipe(destination);
      },
      onShellError: fail,
      onError: fail,
    });
    destination.on("data", (chunk: Buffer) => chunks.push(chunk));
    destination.on("end", () => done(Buffer.concat(chunks)));
    destination.on("error", fail);
  });
}

const h = createElement;

/** A document whose en dash starts `padding` bytes into the page text. */
function straddling(padding: number) {
  return h(
    "html",
    { lang: "en" },
    h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, "Straddle")),
    h(
      "body",
      null,
      h("p", null, "x".repeat(padding)),
      // Many short chunks (each under 683 characters goes into React's 2,048-byte buffer).
      ...Array.from({ length: 40 }, (_, i) =>
        h("p", { key: i }, "Class 6.1B – Non-combustible, acutely toxic"),
      ),
    ),
  );
}

describe("the document stream", () => {
  it("React 18 alone pads with zero bytes where an en dash straddles its buffer; through the stream, no page has any", async () => {
    let paddedByReact = 0;
    for (let padding = 0; padding < 64; padding++) {
      const raw = await render(straddling(padding));
      const repaired = await render(straddling(padding), createDocumentStream);
      if (raw.includes(0)) paddedByReact++;
      expect(repaired.includes(0), `padding ${padding}`).toBe(false);
      // Only the zero bytes are gone: the rest is the same text, valid UTF-8 with every dash.
      expect(repaired.equals(Buffer.from(raw.filter((byte) => byte !== 0)))).toBe(true);
      const text = new TextDecoder("utf-8", { fatal: true }).decode(repaired);
      expect(text.split("–")).toHaveLength(41);
      expect(documentFaults(`<!DOCTYPE html>${text}`)).toEqual([]);
    }
    // The fault this guards against is real: some of these pages came out of React padded.
    expect(paddedByReact).toBeGreaterThan(0);
  });

  it("content streamed after the shell (as Remix's data scripts are) lands inside <body>", async () => {
    /** A document followed, as in <RemixServer>, by a Suspense sibling that is ready only after the shell. */
    const page = () => {
      let ready = false;
      const later = new Promise<void>((done) => setTimeout(done, 0)).then(() => void (ready = true));
      function Late(): ReactNode {
        if (!ready) throw later;
        return h("script", { dangerouslySetInnerHTML: { __html: "window.late = 1;" } });
      }
      return h(
        Fragment,
        null,
        h(
          "html",
          { lang: "en" },
          h("head", null, h("title", null, "Late")),
          h("body", null, h("p", null, "Hi")),
        ),
        h(Suspense, null, h(Late)),
      );
    };
    const raw = (await render(page())).toString("utf8");
    expect(raw).toMatch(/<\/html>.*window\.late/s); // React 18 writes it after the document
    const repaired = (await render(page(), createDocumentStream)).toString("utf8");
    expect(repaired).toMatch(/<p>Hi<\/p>.*window\.late = 1;.*<\/body><\/html>$/s);
    expect(repaired.match(/<\/html>/g)).toHaveLength(1);
    expect(documentFaults(`<!DOCTYPE html>${repaired}`)).toEqual([]);
  });

  it("finds the end tags when they arrive split across chunks, and passes a stream without them unchanged", async () => {
    const through = async (parts: string[]) => {
      const stream = createDocumentStream();
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise((done) => stream.on("end", done));
      for (const part of parts) stream.write(Buffer.from(part));
      stream.end();
      await ended;
      return Buffer.concat(chunks).toString("utf8");
    };
    expect(await through(["<html><body>a</bo", "dy></ht", "ml><script>s</script>"])).toBe(
      "<html><body>a<script>s</script></body></html>",
    );
    expect(await through(["<html><body>a</body></html>"])).toBe("<html><body>a</body></html>");
    expect(await through(["<p>a</b", "old></p>"])).toBe("<p>a</bold></p>");
    expect(await through(["partial </body"])).toBe("partial </body");
  });

  it("sends what arrives in one turn of the event loop as one chunk, and a later turn's as another", async () => {
    const stream = createDocumentStream();
    const chunks: string[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
    const ended = new Promise((done) => stream.on("end", done));
    for (let i = 0; i < 30; i++) stream.write(Buffer.from(`<p>${i}</p>`));
    await new Promise((done) => setImmediate(done));
    await new Promise((done) => setImmediate(done));
    expect(chunks).toHaveLength(1);
    stream.write(Buffer.from("<script>late</script>"));
    stream.end();
    await ended;
    expect(chunks).toHaveLength(2);
    expect(chunks[1]).toBe("<script>late</script>");
    expect(chunks[0]).toBe(Array.from({ length: 30 }, (_, i) => `<p>${i}</p>`).join(""));
  });
});
