/**
 * The speed budgets the HTTP benchmark (bench/http.ts) reports against, in one
 * place: bench/results/latest.md marks each one met or not met, and `--report`
 * evaluates them again from latest.json, so a changed budget shows without a
 * new run. The figures judged are the stable ones where there is a choice: CPU
 * milliseconds (the app process's own counters, PostgreSQL's processes', the
 * render helper's) rather than wall time, which a busy machine inflates.
 */
import type { HttpBenchResult, ScenarioId, SizeResult } from "./http";
import type { HttpSize } from "./http-data";

type SizeName = HttpSize["name"];

/** App CPU milliseconds per request, by scenario, at every size. */
export const APP_CPU_MS_PER_REQUEST: Partial<Record<ScenarioId, number>> = {
  main: 2,
  products: 6,
  product: 4,
  locations: 3,
  requests: 5,
  draft: 8,
  activities: 6,
  users: 6,
  usersearch: 6,
  gdpr: 6,
  // Company settings: detail pages.
  settings: 4,
  greylist: 4,
  // Risk assessments: two list pages and the status page (a list), by company and by site.
  riskassessments: 6,
  locationriskassessments: 6,
  rastatus: 6,
  locationrastatus: 6,
  // Smart-form documents: a detail page.
  document: 4,
  // Smart-form templates: a kind's list and the builder (a detail page).
  smartforms: 6,
  template: 4,
  // A document's approval page and its versions: detail pages; the create form and a request on a form.
  approval: 4,
  versions: 4,
  documentcreate: 4,
  requestontemplate: 4,
  // The exposure register: two lists and a person's history (a list), at a million records.
  exposureregister: 6,
  exposureinstances: 6,
  exposurehistory: 6,
  // An exposure record with its history: a detail page.
  exposurerecord: 4,
  // Exposure plans: a list page.
  exposureplans: 6,
  // The recording form (from a plan, from a place and sheet) and the new plan form: form pages.
  exposurecreateplan: 4,
  exposurecreatesds: 4,
  exposureplannew: 4,
  // One's own exposure history on My page: a list.
  exposuremypage: 6,
  // Read and understood: a person's list and the manager's search, both bounded lists.
  readunderstood: 6,
  readunderstoodmanage: 6,
  // Supplier SDS requests: the paged list, and the asking form with its product search.
  sdsrequests: 6,
  sdsrequestnew: 4,
  // The poster layout: a form page with a bounded list.
  wpdposter: 4,
  // The legislation lists: a page of hits (list page).
  legislations: 6,
  // The amount report: a page of placements with the totals of every placement in scope (list page).
  amountreport: 6,
  // At the point of use: the descriptions' list, a version's page (its form), the manager's view by location
  // (a list) and the public read-link page of a location with 1,000 products (a list).
  wpdlist: 6,
  wpdpage: 4,
  readunderstoodlocation: 6,
  readlink: 6,
  // Substitution: the product search (a bounded list with scores) and the paged history (list page).
  substitute: 6,
  substitutionhistory: 6,
  // Training: the courses and who is due (list page).
  training: 6,
  // SDS events and actions: list pages.
  sdsevents: 6,
  actions: 6,
  // Standard phrases: a list page.
  standardphrases: 6,
  // Custom lists: the lists with their product counts, and one list with its substances (list pages).
  customlists: 6,
  customlist: 6,
  // Internal documents publisher: bounded list pages.
  suppliers: 6,
  substances: 6,
  // Change impact: a detail page (the difference and the actions, bounded per kind).
  sdsimpact: 4,
  // Custom reports: a report's page of 100 rows (a list page; its CSV is a download, not budgeted here).
  customreport: 6,
  // Internal documents publisher: the list of every version (a list page) and one sheet's versions (a detail
  // page).
  publisherdocuments: 6,
  sheetversions: 4,
  // A site's legislation lists: a page of hits (list page).
  locationlegislations: 6,
  // The editor of the company's own sheets: a detail page (one section of a draft, a bounded phrase search).
  sheeteditor: 4,
  // Where the publisher's material is used: list pages.
  phraseinuse: 6,
  substanceusage: 6,
  sheetcomposition: 6,
};

/** PostgreSQL CPU milliseconds per /products request, at 100,000 products. */
export const PG_CPU_MS_PER_PRODUCTS_REQUEST = { limit: 3, size: "large" as SizeName };

/** React's renderToString of /products with its data in memory: CPU milliseconds per render. */
export const RENDER_PRODUCTS_MS = 2;

/** /products answers at least this share of the bare Node server's requests per second, same run. */
export const PRODUCTS_SHARE_OF_CEILING = 0.1;

/** JavaScript a first visit downloads, gzip level 6, on every page (kB of 1,024 bytes). */
export const FIRST_VISIT_JS_GZIP_KB = 100;

/** The approval request form's HTML, gzip level 6, at 10,000 locations (kB of 1,024 bytes). */
export const REQUEST_FORM_HTML_GZIP_KB = {
  limit: 60,
  size: "large" as SizeName,
  path: "/chemical-approvals/requests/new",
};

/** What a mixed-load rate must hold to count: its p95, its errors, and for how long (the confirming run). */
export const MIXED_LOAD_TARGET = { p95_ms: 100, errors: 0, seconds: 60 };

/**
 * When a soak's memory "levels off": the app's RSS grows over the run's second half by at most `flat_mb`, or
 * by at most `share` of what it grew over the first half (a leak grows the same in both halves; a heap
 * settling at its working size grows early and then stops).
 */
export const SOAK_LEVELS_OFF = { flat_mb: 5, share: 1 / 3 };

/**
 * CPU per request is the CPU used over the measured seconds divided by the responses in them; requests in
 * flight at either end make it uncertain by about the connections' worth of requests, so a figure from
 * fewer responses than this is marked as noisy in the report (a longer --duration, or a quieter machine).
 */
export const MIN_RESPONSES_FOR_CPU = 100;

export type BudgetStatus = "met" | "not met" | "not measured";

export interface BudgetCell {
  size: SizeName;
  measured: number | null;
  status: BudgetStatus;
  /** For a per-request figure: the responses it comes from (see MIN_RESPONSES_FOR_CPU). */
  responses?: number;
}

export interface BudgetRow {
  id: string;
  /** What is measured and its limit, in words: "App CPU per request, /main ≤ 2 ms". */
  label: string;
  limit: number;
  unit: string;
  /** "max": the measured figure must be at most the limit; "min": at least. */
  direction: "max" | "min";
  /** One per size the budget applies to (and that ran); a page's JavaScript, the largest size run only. */
  cells: BudgetCell[];
}

const check = (measured: number | null | undefined, limit: number, direction: "max" | "min"): BudgetStatus =>
  measured === null || measured === undefined
    ? "not measured"
    : (direction === "max" ? measured <= limit : measured >= limit)
      ? "met"
      : "not met";

/** The scenario's id: stored with newer results, derived from method and path for older ones. */
export function scenarioIdOf(method: string, path: string): ScenarioId | null {
  if (method === "POST") return path.startsWith("/chemical-approvals/requests/new") ? "draft" : null;
  if (path === "/main") return "main";
  if (path === "/products") return "products";
  if (path.startsWith("/products?q=")) return "search";
  if (/^\/products\/\d+$/.test(path)) return "product";
  if (path === "/location-hierarchy") return "locations";
  if (path === "/chemical-approvals/requests") return "requests";
  if (path === "/activities") return "activities";
  if (path === "/users") return "users";
  if (path.startsWith("/users?q=")) return "usersearch";
  if (path.startsWith("/gdpr?q=")) return "gdpr";
  if (/^\/smartforms\/\d+\/documents\/\d+/.test(path)) return "document";
  if (path === "/smartforms/1") return "smartforms";
  if (/^\/smartforms\/1\/template\/\d+$/.test(path)) return "template";
  if (/^\/smartforms\/documents\/\d+\/approval$/.test(path)) return "approval";
  if (/^\/smartforms\/documents\/\d+\/versions$/.test(path)) return "versions";
  if (path === "/smartforms/1/documents/create") return "documentcreate";
  if (path.startsWith("/chemical-approvals/requests/new?templateId=")) return "requestontemplate";
  if (path === "/exposure") return "exposureregister";
  if (path === "/exposures/instances") return "exposureinstances";
  if (path.startsWith("/exposure-history?person=")) return "exposurehistory";
  if (/^\/exposures\/instances\/[^/]+$/.test(path)) return "exposurerecord";
  if (path === "/exposures/plans") return "exposureplans";
  if (path.startsWith("/exposures/create?plan=")) return "exposurecreateplan";
  if (path.startsWith("/exposures/create?location_id=")) return "exposurecreatesds";
  if (path === "/exposures/plans/new") return "exposureplannew";
  if (path === "/my-page/exposure") return "exposuremypage";
  if (path === "/legislations") return "legislations";
  if (path === "/amountreport") return "amountreport";
  if (path === "/training") return "training";
  if (path === "/sdsevents") return "sdsevents";
  if (path === "/actions/list") return "actions";
  if (path === "/standard-phrases") return "standardphrases";
  if (path === "/custom-lists") return "customlists";
  if (/^\/custom-lists\/\d+$/.test(path)) return "customlist";
  if (path === "/suppliers") return "suppliers";
  if (path === "/substances") return "substances";
  if (/^\/sdsevents\/\d+\/impact$/.test(path)) return "sdsimpact";
  if (/^\/custom-reports\/\d+$/.test(path)) return "customreport";
  if (/^\/custom-reports\/\d+\/export\.csv$/.test(path)) return "customreportcsv";
  if (path === "/documents") return "publisherdocuments";
  if (path.startsWith("/documents/all-versions/")) return "sheetversions";
  if (/^\/locations\/\d+\/legislations$/.test(path)) return "locationlegislations";
  if (path.startsWith("/new-document?id=")) return "sheeteditor";
  if (/^\/phrases\/inuse\/\d+$/.test(path)) return "phraseinuse";
  if (path === "/substances/all-versions") return "substanceusage";
  if (/^\/substances\/all-versions\/[^/?]+$/.test(path)) return "sheetcomposition";
  return null;
}

const scenarioOf = (size: SizeResult, id: ScenarioId) =>
  size.scenarios.find((s) => (s.id ?? scenarioIdOf(s.method, s.path)) === id && s.load);

const SCENARIO_WORDS: Record<ScenarioId, string> = {
  main: "/main",
  products: "/products page 1",
  search: "/products search",
  product: "/products/{id}",
  locations: "/location-hierarchy",
  requests: "/chemical-approvals/requests",
  draft: "saving a draft",
  activities: "/activities",
  users: "/users",
  usersearch: "/users search",
  gdpr: "/gdpr person search",
  settings: "/company-settings/system",
  greylist: "/company-settings/products/greylist",
  riskassessments: "/documents/1",
  locationriskassessments: "/locations/{id}/documents/1",
  rastatus: "/riskassessment/status",
  locationrastatus: "/locations/{id}/riskassessment/status",
  document: "/smartforms/1/documents/{id}",
  smartforms: "/smartforms/1",
  template: "/smartforms/1/template/{id}",
  approval: "/smartforms/documents/{id}/approval",
  versions: "/smartforms/documents/{id}/versions",
  documentcreate: "/smartforms/1/documents/create",
  requestontemplate: "/chemical-approvals/requests/new?templateId={id}",
  exposureregister: "/exposure",
  exposureinstances: "/exposures/instances",
  exposurehistory: "/exposure-history?person={id}",
  exposurerecord: "/exposures/instances/{uid}",
  exposureplans: "/exposures/plans",
  exposurecreateplan: "/exposures/create?plan={uid}",
  exposurecreatesds: "/exposures/create?location_id={id}&sds={key}",
  exposureplannew: "/exposures/plans/new",
  exposuremypage: "/my-page/exposure",
  readunderstood: "/read-understood",
  readunderstoodmanage: "/read-understood/manage?q=a",
  sdsrequests: "/sdsrequests",
  sdsrequestnew: "/sdsrequests/new?q=a",
  wpdposter: "/workplacedescriptions/poster/edit",
  legislations: "/legislations",
  amountreport: "/amountreport",
  wpdlist: "/workplacedescriptions",
  wpdpage: "/workplacedescription?id={id}",
  readunderstoodlocation: "/read-understood/location?location={id}",
  readlink: "/read/{token} (1,000 products)",
  substitute: "/substitute?q=acet",
  substitutionhistory: "/substitution-history",
  training: "/training",
  sdsevents: "/sdsevents",
  actions: "/actions/list",
  standardphrases: "/standard-phrases",
  customlists: "/custom-lists",
  customlist: "/custom-lists/{id}",
  suppliers: "/suppliers",
  substances: "/substances",
  sdsimpact: "/sdsevents/{eventId}/impact",
  customreport: "/custom-reports/{id}",
  customreportcsv: "/custom-reports/{id}/export.csv",
  publisherdocuments: "/documents",
  sheetversions: "/documents/all-versions/{sdsKey}",
  locationlegislations: "/locations/{id}/legislations",
  sheeteditor: "/new-document?id={id}&section=2",
  phraseinuse: "/phrases/inuse/{id}",
  substanceusage: "/substances/all-versions",
  sheetcomposition: "/substances/all-versions/{sdsKey}",
};

/** Every budget against a run's results. */
export function evaluateBudgets(result: HttpBenchResult): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const sizes = result.sizes;
  const perSize = (
    row: Omit<BudgetRow, "cells">,
    measure: (size: SizeResult) => number | null | undefined,
    only?: SizeName,
    responses?: (size: SizeResult) => number | undefined,
  ) => {
    const cells = sizes
      .filter((size) => only === undefined || size.size === only)
      .map((size) => {
        const measured = measure(size) ?? null;
        const cell: BudgetCell = {
          size: size.size,
          measured,
          status: check(measured, row.limit, row.direction),
        };
        const count = measured === null ? undefined : responses?.(size);
        if (count !== undefined) cell.responses = count;
        return cell;
      });
    rows.push({ ...row, cells });
  };

  for (const [id, limit] of Object.entries(APP_CPU_MS_PER_REQUEST) as [ScenarioId, number][]) {
    perSize(
      {
        id: `app-cpu-${id}`,
        label: `App CPU per request, ${SCENARIO_WORDS[id]} ≤ ${limit} ms`,
        limit,
        unit: "ms",
        direction: "max",
      },
      (size) => scenarioOf(size, id)?.app_cpu_ms_per_request,
      undefined,
      (size) => scenarioOf(size, id)?.load?.requests,
    );
  }
  const pg = PG_CPU_MS_PER_PRODUCTS_REQUEST;
  perSize(
    {
      id: "pg-cpu-products",
      label: `PostgreSQL CPU per /products request at ${pg.size} ≤ ${pg.limit} ms`,
      limit: pg.limit,
      unit: "ms",
      direction: "max",
    },
    (size) => scenarioOf(size, "products")?.pg_cpu_ms_per_request,
    pg.size,
    (size) => scenarioOf(size, "products")?.load?.requests,
  );
  perSize(
    {
      id: "render-products",
      label: `renderToString of /products, data in memory (CPU per render) ≤ ${RENDER_PRODUCTS_MS} ms`,
      limit: RENDER_PRODUCTS_MS,
      unit: "ms",
      direction: "max",
    },
    (size) => size.render?.render.cpu_ms,
  );
  perSize(
    {
      id: "products-share-of-ceiling",
      label: `/products req/s ≥ ${PRODUCTS_SHARE_OF_CEILING * 100} % of the bare Node ceiling's`,
      limit: PRODUCTS_SHARE_OF_CEILING,
      unit: "× ceiling",
      direction: "min",
    },
    (size) => scenarioOf(size, "products")?.page_per_ceiling,
  );
  // The scripts are the same at every size: judged once, on the largest size that weighed the page.
  const weighed = [...sizes].reverse().find((size) => size.page_weight.length > 0);
  for (const page of weighed?.page_weight ?? []) {
    const measured = Math.round((page.js_gzip / 1024) * 10) / 10;
    rows.push({
      id: `first-visit-js ${page.path}`,
      label: `First-visit JS (gzip), ${page.route} ≤ ${FIRST_VISIT_JS_GZIP_KB} kB`,
      limit: FIRST_VISIT_JS_GZIP_KB,
      unit: "kB",
      direction: "max",
      cells: [{ size: weighed!.size, measured, status: check(measured, FIRST_VISIT_JS_GZIP_KB, "max") }],
    });
  }
  const form = REQUEST_FORM_HTML_GZIP_KB;
  perSize(
    {
      id: "request-form-html",
      label: `HTML (gzip) of ${form.path} at ${form.size} ≤ ${form.limit} kB`,
      limit: form.limit,
      unit: "kB",
      direction: "max",
    },
    (size) => {
      const page = size.page_weight.find((w) => w.path === form.path);
      return page ? Math.round((page.html_gzip / 1024) * 10) / 10 : null;
    },
    form.size,
  );
  return rows;
}

/** The soak's verdict on a memory series: growth over each half (least squares, MB) and whether it levelled. */
export function memoryTrend(
  samples: { t_s: number; mb: number }[],
): { first_half_growth_mb: number; last_half_growth_mb: number; levels_off: boolean } | null {
  if (samples.length < 4) return null;
  const end = samples[samples.length - 1]!.t_s;
  const start = samples[0]!.t_s;
  const middle = (start + end) / 2;
  const growth = (part: { t_s: number; mb: number }[], from: number, to: number) => {
    const n = part.length;
    const meanT = part.reduce((sum, s) => sum + s.t_s, 0) / n;
    const meanM = part.reduce((sum, s) => sum + s.mb, 0) / n;
    const spread = part.reduce((sum, s) => sum + (s.t_s - meanT) ** 2, 0);
    const slope =
      spread === 0 ? 0 : part.reduce((sum, s) => sum + (s.t_s - meanT) * (s.mb - meanM), 0) / spread;
    return Math.round(slope * (to - from) * 10) / 10;
  };
  const first = samples.filter((s) => s.t_s <= middle);
  const last = samples.filter((s) => s.t_s >= middle);
  if (first.length < 2 || last.length < 2) return null;
  const firstGrowth = growth(first, start, middle);
  const lastGrowth = growth(last, middle, end);
  return {
    first_half_growth_mb: firstGrowth,
    last_half_growth_mb: lastGrowth,
    levels_off: lastGrowth <= Math.max(SOAK_LEVELS_OFF.flat_mb, SOAK_LEVELS_OFF.share * firstGrowth),
  };
}
