/**
 * The JavaScript budget of a first visit: for every route of the production
 * build, the client entry, the route's and its parents' modules and all their
 * static imports, gzipped at level 6 (what the server sends), must stay within
 * 100 KB. React, React DOM and Remix's runtime take about 83 KB of it, so the
 * rest of a page (its texts come with the document, not the bundle; form
 * validation loads on first use through app/ui/lazyValidation.ts) has about
 * 17 KB. scripts/js-weight.ts prints the same figures and what makes a route
 * heavy. It reads the build only (no server), so it takes well under a second.
 */
import { describe, expect, it } from "vitest";
import { fileWeights, firstVisitWeights } from "../../scripts/js-weight";
import { buildDir } from "./support";

const BUDGET_BYTES = 100 * 1024;

describe("first-visit JavaScript", () => {
  const build = buildDir();
  const weights = firstVisitWeights(build);

  it("covers every route of the build, the framework included", () => {
    expect(weights.length).toBeGreaterThan(40);
    const root = weights.find((route) => route.id === "root");
    // The floor every page pays: well above zero, or the measuring is broken.
    expect(root?.gzip).toBeGreaterThan(60 * 1024);
  });

  it.each(weights.map((route) => [`${route.path} (${route.id})`, route] as const))(
    "%s loads at most 100 KB gzip of JavaScript on a first visit",
    (_path, route) => {
      const detail = () =>
        fileWeights(build, route.files)
          .map(({ file, gzip }) => `${(gzip / 1024).toFixed(1)} KB ${file}`)
          .join("\n");
      expect(route.gzip, `${route.id}: ${(route.gzip / 1024).toFixed(1)} KB\n${detail()}`).toBeLessThanOrEqual(
        BUDGET_BYTES,
      );
    },
  );
});
