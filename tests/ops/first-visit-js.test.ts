/**
 * The JavaScript budget of a first visit: for every route of the production
 * build, the client entry, the route's and its parents' modules and all their
 * static imports, gzipped at level 6 (what the server sends), must stay within
 * 100 KB. React, React DOM and Remix's runtime take about 83 KB of it, so the
 * rest of a page (its texts come with the document, not the bundle; form
 * validation loads on first use through app/ui/lazyValidation.ts; a form
 * component hydrates after the page through app/ui/hydrateLater.tsx) has
 * about 17 KB. scripts/js-weight.ts prints the same figures and what makes a route
 * heavy. It reads the build only (no server), so it takes well under a second.
 */
import { describe, expect, it } from "vitest";
import { fileWeights, firstVisitWeights } from "../../scripts/js-weight";
import { buildDir } from "./support";

const BUDGET_BYTES = 100 * 1024;

/**
 * Routes allowed over the budget, each with a ceiling (its size when listed,
 * rounded up to 0.5 KB) so that it cannot grow. None today: every page fits.
 * A page over the budget builds its form in the route module itself; moving
 * the form into a component that hydrates after the page
 * (app/ui/hydrateLater.tsx) takes conform and the form's code out of the
 * first visit. Listing a route here is the last resort, and the test says
 * when it fits again.
 */
const OVER_BUDGET: Record<string, number> = {};

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
      const detail = `${route.id}: ${(route.gzip / 1024).toFixed(1)} KB\n${fileWeights(build, route.files)
        .map(({ file, gzip }) => `${(gzip / 1024).toFixed(1)} KB ${file}`)
        .join("\n")}`;
      const ceiling = OVER_BUDGET[route.id];
      if (ceiling === undefined) {
        expect(route.gzip, detail).toBeLessThanOrEqual(BUDGET_BYTES);
      } else {
        expect(route.gzip, `${detail}\n(listed as over budget: it must not grow)`).toBeLessThanOrEqual(
          ceiling,
        );
        expect(route.gzip, `${route.id} fits the budget now: remove it from OVER_BUDGET`).toBeGreaterThan(
          BUDGET_BYTES,
        );
      }
    },
  );

  it("lists as over budget only routes that exist", () => {
    const ids = new Set(weights.map((route) => route.id));
    expect(Object.keys(OVER_BUDGET).filter((id) => !ids.has(id))).toEqual([]);
  });
});
