/**
 * The route matcher as patched (patches/@remix-run+router+*.patch): a table is
 * flattened and ranked once per table and once per shape, and path patterns are
 * compiled once. These tests hold the patched matcher to the same answers as
 * before, including for a table rebuilt for every request: the matches must
 * name that table's own route objects.
 */
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
// The CommonJS build, as the server loads it (Node resolves the package's "main").
const routerFile = require.resolve("@remix-run/router");
const router = require(routerFile) as typeof import("@remix-run/router");

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };

/** The matches of a path in a table, as Remix asks for them. */
const matchRoutes = (routes: Route[], path: string) =>
  router.matchRoutes(routes as unknown as Parameters<typeof router.matchRoutes>[0], path) as
    { route: Route; params: Record<string, string> }[] | null;

/** A table like the app's: a root, a pathless layout, index, dynamic, optional, case-sensitive and splat routes. */
function table(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "auth", path: "auth" },
        {
          id: "layout",
          children: [
            { id: "home", index: true },
            { id: "products", path: "products" },
            { id: "product", path: "products/:prodId" },
            { id: "product-new", path: "products/new" },
            { id: "sds", path: "sds/:key/:part?" },
            { id: "Exact", path: "Exact", caseSensitive: true },
            {
              id: "approvals",
              path: "chemical-approvals",
              children: [
                { id: "approvals-index", index: true },
                { id: "requests", path: "requests" },
              ],
            },
          ],
        },
        { id: "not-found", path: "*" },
      ],
    },
  ];
}

const answer = (routes: Route[], path: string) =>
  (matchRoutes(routes, path) ?? []).map((match) => [match.route.id, match.params]);

const CASES: [string, (string | Record<string, string>)[][]][] = [
  [
    "/",
    [
      ["root", {}],
      ["layout", {}],
      ["home", {}],
    ],
  ],
  [
    "/auth",
    [
      ["root", {}],
      ["auth", {}],
    ],
  ],
  [
    "/products",
    [
      ["root", {}],
      ["layout", {}],
      ["products", {}],
    ],
  ],
  [
    "/products/new",
    [
      ["root", {}],
      ["layout", {}],
      ["product-new", {}],
    ],
  ],
  [
    "/products/12",
    [
      ["root", { prodId: "12" }],
      ["layout", { prodId: "12" }],
      ["product", { prodId: "12" }],
    ],
  ],
  [
    "/sds/k1",
    [
      ["root", { key: "k1" }],
      ["layout", { key: "k1" }],
      ["sds", { key: "k1" }],
    ],
  ],
  [
    "/sds/k1/pdf",
    [
      ["root", { key: "k1", part: "pdf" }],
      ["layout", { key: "k1", part: "pdf" }],
      ["sds", { key: "k1", part: "pdf" }],
    ],
  ],
  [
    "/Exact",
    [
      ["root", {}],
      ["layout", {}],
      ["Exact", {}],
    ],
  ],
  [
    "/exact",
    [
      ["root", { "*": "exact" }],
      ["not-found", { "*": "exact" }],
    ],
  ],
  [
    "/chemical-approvals",
    [
      ["root", {}],
      ["layout", {}],
      ["approvals", {}],
      ["approvals-index", {}],
    ],
  ],
  [
    "/chemical-approvals/requests",
    [
      ["root", {}],
      ["layout", {}],
      ["approvals", {}],
      ["requests", {}],
    ],
  ],
  [
    "/no/such/page",
    [
      ["root", { "*": "no/such/page" }],
      ["not-found", { "*": "no/such/page" }],
    ],
  ],
  [
    "/PRODUCTS/12",
    [
      ["root", { prodId: "12" }],
      ["layout", { prodId: "12" }],
      ["product", { prodId: "12" }],
    ],
  ],
];

/** Paths to hold the patched matcher to the unpatched one with: each kind of first segment and odd shapes. */
const ODD_PATHS = [
  "/",
  "",
  "/products",
  "/Products/",
  "/products//new",
  "//products",
  "/products/12/",
  "/sds",
  "/sds/a%20b/pdf",
  "/EXACT",
  "/Exact/more",
  "/chemical-approvals/requests/extra",
  "/auth/",
  "/unknown",
  "/zz/yy",
];

describe("the patched route matcher", () => {
  it("is the patched build", () => {
    expect(readFileSync(routerFile, "utf8")).toContain("function rankedBranchesOf(routes)");
  });

  it("answers the same for one table matched many times", () => {
    const routes = table();
    for (let round = 0; round < 3; round++) {
      for (const [path, expected] of CASES) expect(answer(routes, path), path).toEqual(expected);
    }
  });

  it("answers the same for a table rebuilt for every request, naming that table's routes", () => {
    for (let round = 0; round < 3; round++) {
      for (const [path, expected] of CASES) {
        const routes = table();
        expect(answer(routes, path), path).toEqual(expected);
        const last = matchRoutes(routes, path)!.at(-1)!.route;
        // The very object of this table, not one of an earlier table of the same shape.
        const all = (list: Route[]): Route[] =>
          list.flatMap((route) => [route, ...all(route.children ?? [])]);
        expect(all(routes).find((route) => route.id === last.id)).toBe(last);
      }
    }
  });

  it("answers as the unpatched matcher (the browser's ESM build) for odd paths", async () => {
    const unpatched =
      (await import("@remix-run/router/dist/router.js")) as unknown as typeof import("@remix-run/router");
    const ids = (matches: { route: { id?: string }; params: object }[] | null) =>
      matches?.map((match) => [match.route.id, match.params]) ?? null;
    for (const path of [...ODD_PATHS, ...CASES.map(([path]) => path)]) {
      const routes = table() as unknown as Parameters<typeof router.matchRoutes>[0];
      expect(ids(router.matchRoutes(routes, path)), path).toEqual(ids(unpatched.matchRoutes(routes, path)));
    }
  });

  it("sees a table of another shape as another table", () => {
    const routes = table();
    routes[0]!.children!.splice(1, 0, { id: "extra", path: "products/:id/extra" });
    expect(answer(routes, "/products/5/extra").at(-1)).toEqual(["extra", { id: "5" }]);
    expect(answer(table(), "/products/5/extra").at(-1)).toEqual(["not-found", { "*": "products/5/extra" }]);
  });
});
