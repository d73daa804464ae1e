import type { RouteConfigEntry } from "@remix-run/route-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { locationIdOf, productIdOf } from "../api/helpers";
import { settle, setupAppTest } from "../support/app";

/**
 * Search text with control characters in the URL, on every page: the API refuses such text with a 422
 * (api/http/params.ts searchText), and the app's one API-failure policy (app/lib/api-failure.server.ts) is
 * that a search the API refuses is the page's "nothing found", never the error page. Pages clean what
 * people type (app/lib/list-params.ts textParam) so the text mostly never reaches the API as typed; either
 * way every loader answers (data, a redirect or a 4xx page) and none throws.
 */

type RouteModule = { loader?: (args: unknown) => unknown };
const modules = import.meta.glob<RouteModule>("../../app/features/*/routes/*.{ts,tsx}");

/** Loaders that are not pages of ours, and why. */
const SKIPPED: Record<string, string> = {
  "api.ts": "the API itself (tests/api/search-text-params.test.ts)",
  "sign-in.tsx": "only starts the OpenID redirect",
  "callback.tsx": "the OpenID provider's answer (needs a provider)",
};

/** The search parameters of the pages, each with control characters. */
const CONTROL_SEARCH = new URLSearchParams({
  q: "acet\u0007one",
  search: "a\u0000b",
  product_q: "ben\u001bzene",
  person_q: "ann\u0000a",
  term: "eth\u0007anol",
  product: "a\u0000b",
});

function routePaths(entries: RouteConfigEntry[], parent = ""): Map<string, string> {
  const paths = new Map<string, string>();
  for (const entry of entries) {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    paths.set(`../../app/${entry.file}`, path);
    for (const [file, childPath] of routePaths(entry.children ?? [], path)) paths.set(file, childPath);
  }
  return paths;
}
const ROUTE_PATHS = routePaths(routes);

let t: Awaited<ReturnType<typeof setupAppTest>>;
let cookie: string;
let params: Record<string, string>;

function urlOf(path: string): { url: string; routeParams: Record<string, string> } {
  const routeParams: Record<string, string> = {};
  const segments = path
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment === "*") return (routeParams["*"] = "anything");
      if (segment.startsWith(":")) {
        const name = segment.slice(1).replace(/\?$/, "");
        return (routeParams[name] = params[name] ?? "1");
      }
      return segment;
    });
  return { url: `http://app.test/${segments.join("/")}?${CONTROL_SEARCH}`, routeParams };
}

beforeAll(async () => {
  t = await setupAppTest();
  ({ cookie } = await t.signedIn("admin@demo.test"));
  const demo = DEMO_COMPANY_IDS.demoChemicals;
  params = {
    locationId: String(await locationIdOf(t.db, demo, "Flammables cabinet")),
    prodId: String(await productIdOf(t.db, demo, "Acetone")),
    module: "products",
  };
});

afterAll(async () => {
  await t.close();
});

describe("control characters in a page's search", () => {
  it("no loader throws: each page answers, a refused search is 'nothing found'", async () => {
    const failures: string[] = [];
    let loaders = 0;
    for (const [file, load] of Object.entries(modules)) {
      const name = file.split("/").pop()!;
      if (SKIPPED[name]) continue;
      const module = await load();
      const path = ROUTE_PATHS.get(file);
      if (!module.loader || path === undefined) continue;
      loaders++;
      const { url, routeParams } = urlOf(path);
      try {
        const result = await settle(() =>
          module.loader!({
            request: new Request(url, { headers: { Cookie: cookie } }),
            params: routeParams,
            context: {},
          }),
        );
        if (result instanceof Response && result.status >= 500) failures.push(`${path}: ${result.status}`);
      } catch (error) {
        failures.push(
          `${path}: threw ${error instanceof Error ? `${error.name} ${error.message}` : String(error)}`,
        );
      }
    }
    expect(loaders).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  }, 240_000);

  it("the exposure history's person search keeps the text, cleaned, and searches with it", async () => {
    const { loader } = await import("~/features/exposure/routes/history");
    const result = (await loader({
      request: new Request(`http://app.test/exposure-history?q=${encodeURIComponent("wel\u0000der")}`, {
        headers: { Cookie: cookie },
      }),
      params: {},
      context: {},
    })) as { choice: { q: string; people: unknown[] } | null };
    expect(result.choice?.q).toBe("wel der");
    expect(Array.isArray(result.choice?.people)).toBe(true);
  });
});
