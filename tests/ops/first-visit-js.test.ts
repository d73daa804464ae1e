/**
 * The JavaScript budget of a first visit: for every route of the production
 * build, the client entry, the route's and its parents' modules and all their
 * static imports, gzipped at level 6 (what the server sends), must stay within
 * 100 KB (a few routes are listed below with a ceiling until they fit). React, React DOM and Remix's runtime take about 83 KB of it, so the
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
 * Routes over the budget today, each with a ceiling (its size when listed,
 * rounded up to 0.5 KB) so that it cannot grow. A page whose form is a
 * component of its own hydrates it after the page (app/ui/hydrateLater.tsx):
 * conform and the form's code are not in its first visit. The pages below
 * build their conform form in the route module itself, so they pay the
 * framework, the shell and conform (about 98 KB together) before their own
 * code. Remove a route from this list once it fits the budget (the test says
 * so).
 */
const OVER_BUDGET: Record<string, number> = {
  // The product action's form (the location picker, the amounts table) is the route's own component.
  "features/products/routes/product-action": 107008, // 104.5 KB
  // Company settings: the tab's conform form in the route, the shared settings form pieces and FormFields.
  "features/company-settings/routes/risk-assessment": 104448, // 101.5 KB
  "features/company-settings/routes/storage": 103936, // 101.2 KB
  "features/company-settings/routes/system": 103936, // 101.1 KB
  "features/company-settings/routes/products": 103936, // 101.1 KB
  "features/company-settings/routes/documents": 103936, // 101.1 KB
  "features/products/routes/amounts-edit": 103424, // 100.7 KB
  "features/onboarding/routes/questionnaire": 102912, // 100.1 KB
};

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
