import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Pages share one way of writing each common piece of markup, so that a fix
 * to it (accessibility, layout, speed) reaches every page at once: tables
 * come from app/ui/DataTable.tsx and page links from app/ui/Pager.tsx. A page
 * that writes its own `<table>` or pager navigation fails here.
 */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources("app").map((path) => ({ path, text: readFileSync(path, "utf8") }));

describe("the shared UI kit", () => {
  it("every table is a DataTable", () => {
    const own = files.filter(
      ({ path, text }) => path !== join("app", "ui", "DataTable.tsx") && /<table[\s>]/.test(text),
    );
    expect(own.map(({ path }) => path)).toEqual([]);
  });

  it("every list of pages is a Pager", () => {
    const own = files.filter(
      ({ path, text }) => path !== join("app", "ui", "Pager.tsx") && /rel="(next|prev)"/.test(text),
    );
    expect(own.map(({ path }) => path)).toEqual([]);
  });
});
