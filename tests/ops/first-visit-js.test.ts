/**
 * The JavaScript budget of a first visit: for every route of the production
 * build, the client entry, the route's and its parents' modules and all their
 * static imports, gzipped at level 6 (what the server sends), must stay within
 * 100 KB (a few routes are listed below with a ceiling until they fit). React, React DOM and Remix's runtime take about 83 KB of it, so the
 * rest of a page (its texts come with the document, not the bundle; form
 * validation loads on first use through app/ui/lazyValidation.ts) has about
 * 17 KB. scripts/js-weight.ts prints the same figures and what makes a route
 * heavy. It reads the build only (no server), so it takes well under a second.
 */
import { describe, expect, it } from "vitest";
import { fileWeights, firstVisitWeights } from "../../scripts/js-weight";
import { buildDir } from "./support";

const BUDGET_BYTES = 100 * 1024;

/**
 * Routes over the budget today, each with a ceiling (its size when listed,
 * rounded up to 0.5 KB) so that it cannot grow. A form page pays the framework,
 * the shell and conform (about 98 KB together) before its own code, so a
 * form page with a file upload, a location picker or a long form goes over by
 * its own 2–11 KB (zod and the form schemas load on a form's first focus, not
 * on the first visit). Remove a route from this list once it fits the budget
 * (the test says so).
 */
const OVER_BUDGET: Record<string, number> = {
  // The request form and page also render requests on smart-form templates (DocumentFields, 5.0 KB; the
  // control-banding method's proposals come from the loader), beside conform and the product request form.
  "features/chemical-approvals/routes/request-edit": 118784, // 115.6 KB
  "features/chemical-approvals/routes/request-new": 118784, // 115.6 KB
  "features/locations/routes/hierarchy": 109056, // 105.6 KB: the move form's location picker
  "features/locations/routes/hierarchy-top": 109056, // 105.6 KB
  "features/products/routes/replace-sds": 109056, // 105.5 KB
  "features/chemical-approvals/routes/request": 115712, // 112.7 KB
  "features/products/routes/product-action": 108032, // 104.8 KB
  "features/chemical-approvals/routes/boards": 107520, // 104.5 KB
  "features/chemical-approvals/routes/board": 107520, // 104.4 KB
  "features/locations/routes/information": 105472, // 102.3 KB
  "features/products/routes/product-new": 104960, // 101.9 KB
  "features/products/routes/amounts-edit": 104448, // 101.0 KB
  "features/onboarding/routes/questionnaire": 103936, // 100.5 KB
  // The user form: conform and the location picker (top locations), like the board form.
  "features/users/routes/user": 107520, // 104.3 KB
  "features/users/routes/user-new": 107520, // 104.0 KB
  "features/support/routes/support": 104448, // 101.4 KB: the contact form beside the export table
  // Company settings: conform, the shared settings form pieces (error summary, checkbox groups) and FormFields.
  "features/company-settings/routes/greylist": 105472, // 102.6 KB: the table and the add form
  "features/company-settings/routes/greylist-entry": 104960, // 102.2 KB
  "features/company-settings/routes/risk-assessment": 104960, // 102.0 KB
  "features/company-settings/routes/storage": 104448, // 101.7 KB
  "features/company-settings/routes/system": 104448, // 101.6 KB
  "features/company-settings/routes/products": 104448, // 101.6 KB
  "features/company-settings/routes/documents": 104448, // 101.5 KB
  // Exposure records: a conform form of the occasion's fields (two on the record page, correction and void)
  // and the history table.
  "exposure/records-record": 105472, // 102.5 KB
  "exposure/records-create": 105472, // 102.2 KB
  // Exposure plans: conform, the error summary, the plan form's checkbox groups and its searchable product,
  // people and location fields; the plan page adds the plan's facts and the registrable reasons.
  "exposure/plans-new": 107520, // 104.8 KB
  "exposure/plan": 108544, // 105.8 KB
  // The workplace-description form: conform, the location picker and a text area per section.
  "wpd/description": 107520, // 104.6 KB
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
