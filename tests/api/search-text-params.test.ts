import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from "vitest";
import type { OpenApiDocument } from "../../api/openapi";
import { ADMIN, createHarness, type ApiHarness } from "./helpers";

/**
 * Every search text of the API is validated the same way (api/http/params.ts searchText): text holding a
 * control character (a NUL byte, a bell, an escape) is a 422 naming the parameter, before a query runs, and
 * the error handler's "reached the database unvalidated" warning is never logged. One row per operation and
 * parameter; the other parameters of a row are valid, so the search text is the only thing refused.
 */

const UNVALIDATED = "API input reached the database unvalidated";
const VALIDATION_MESSAGE = "The given data was invalid.";

interface Row {
  /** The path with its other parameters filled in; `{value}` marks a path parameter under test. */
  path: string;
  /** The parameter under test (a query parameter unless the path holds `{value}`). */
  param: string;
  /** Other query parameters the operation needs. */
  query?: Record<string, string>;
}

const ROWS: Row[] = [
  { path: "/api/user/v1/users", param: "q" },
  { path: "/api/hierarchy/v1/locations", param: "q" },
  { path: "/api/search/v1/sqproductsearch", param: "search" },
  { path: "/api/search/v1/global", param: "q" },
  { path: "/api/location/v3/1/products", param: "search" },
  { path: "/api/location/v2/products", param: "search" },
  { path: "/api/location/v3/1/has-product", param: "sds_key" },
  { path: "/api/location/v2/replace-sds/preview", param: "sds_key", query: { prodid: "1" } },
  { path: "/api/chemical-approval/v1/locations", param: "search" },
  { path: "/api/site/v1/personal-data/people", param: "q" },
  { path: "/api/smartforms/v1/people", param: "q" },
  { path: "/api/smartforms/v1/documents", param: "q", query: { type: "1" } },
  { path: "/api/smartforms/v1/document/1/candidates", param: "q", query: { list: "products" } },
  { path: "/api/exposure/v1/plans", param: "q" },
  { path: "/api/exposure/v1/plans/choices", param: "product_q" },
  { path: "/api/exposure/v1/plans/choices", param: "person_q" },
  { path: "/api/exposure/v1/register/choices", param: "product_q" },
  { path: "/api/exposure/v1/register/choices", param: "person_q" },
  { path: "/api/exposure/v1/people", param: "q" },
  { path: "/api/exposure/v1/instances/form", param: "sds" },
  { path: "/api/read-understood/v1/choices", param: "q" },
  { path: "/api/sdsrequests/v1/requests", param: "search" },
  { path: "/api/sdsrequests/v1/products", param: "q" },
  { path: "/api/document/edit/wpd", param: "q" },
  { path: "/api/substitution/v1/search/{value}", param: "term" },
  { path: "/api/training/v1/courses", param: "q" },
  { path: "/api/training/v1/choices", param: "product_q" },
  { path: "/api/training/v1/choices", param: "person_q" },
  { path: "/api/sdsevents/v1/events", param: "product" },
  { path: "/api/actions/v1/actions", param: "search" },
  { path: "/api/publisherapi/v1/substancelist/usage", param: "q" },
  { path: "/api/publisherapi/v1/substancelist", param: "q" },
  { path: "/api/publisherapi/v1/sdslist", param: "q" },
  // Not a search, but text compared in the database all the same.
  { path: "/api/activity/v1/activities", param: "object_id", query: { object_type: "product" } },
];

/** Query and path parameters that take free text to search by, wherever an operation declares them. */
const SEARCH_PARAM_NAMES = new Set(["q", "search", "term", "product_q", "person_q"]);

const CONTROL_TEXTS = ["a\u0000b", "\u0000", "bell\u0007", "esc\u001b[31m", "tab\there"];

let h: ApiHarness;
let warn: MockInstance<typeof console.warn>;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

beforeEach(() => {
  warn = vi.spyOn(console, "warn");
});

afterEach(() => {
  const unvalidated = warn.mock.calls.filter((args) => String(args[0]).startsWith(UNVALIDATED));
  warn.mockRestore();
  expect(unvalidated.map((args) => String(args[0]))).toEqual([]);
});

function urlOf(row: Row, value: string): string {
  const path = row.path.replace("{value}", encodeURIComponent(value));
  const query = new URLSearchParams(row.query);
  if (!row.path.includes("{value}")) query.set(row.param, value);
  return `${path}?${query}`;
}

describe("search text with control characters", () => {
  it.each(ROWS.map((row) => [`${row.path} ${row.param}`, row] as const))(
    "%s: 422 naming the parameter, before the database",
    async (_name, row) => {
      for (const text of CONTROL_TEXTS) {
        const res = await h.call(ADMIN, urlOf(row, text));
        expect(res.status, `${JSON.stringify(text)}: ${res.text}`).toBe(422);
        const body = res.body as { message: string; errors: Record<string, string[]> };
        expect(body.message).toBe(VALIDATION_MESSAGE);
        expect(body.errors[row.param], JSON.stringify(text)).toContain(
          `${row.param} must not hold control characters.`,
        );
      }
    },
  );

  it("ordinary text still searches (no 422) on every row", async () => {
    for (const row of ROWS) {
      // A text of three letters passes every search's length rules (substitution needs three).
      const res = await h.call(ADMIN, urlOf(row, "ace"));
      const errors = (res.body as { errors?: Record<string, string[]> }).errors ?? {};
      expect(errors[row.param], `${row.path} ${row.param}: ${res.text}`).toBeUndefined();
      expect(res.status, `${row.path}: ${res.text}`).toBeLessThan(500);
    }
  });

  it("the body search of a read link refuses them too", async () => {
    for (const text of CONTROL_TEXTS) {
      const res = await h.call(null, "/api/document/v1/checkreadlink", {
        method: "POST",
        body: { token: "x".repeat(43), q: text },
      });
      expect(res.status).toBe(422);
      expect((res.body as { errors: Record<string, string[]> }).errors.q).toContain(
        "q must not hold control characters.",
      );
    }
  });

  it("every search parameter in the API document has a row here", async () => {
    const document = (await h.call(null, "/api/openapi.json")).body as OpenApiDocument;
    const declared: string[] = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(
        item as Record<string, { parameters?: { name: string; in: string }[] }>,
      )) {
        for (const p of operation.parameters ?? []) {
          if ((p.in === "query" || p.in === "path") && SEARCH_PARAM_NAMES.has(p.name)) {
            declared.push(`${method} ${path} ${p.name}`);
          }
        }
      }
    }
    const covered = new Set(
      ROWS.map((row) => {
        const template = row.path.replace("{value}", `{${row.param}}`).replace(/\/1(?=\/|$)/g, "/{id}");
        return `get ${template} ${row.param}`;
      }),
    );
    expect(declared.filter((entry) => !covered.has(entry))).toEqual([]);
  });
});
