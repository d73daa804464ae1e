import fc from "fast-check";
import type { RouteConfigEntry } from "@remix-run/route-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { locationIdOf, productIdOf } from "../api/helpers";
import { settle, setupAppTest } from "../support/app";

/**
 * Abuse, for the pages: every route module that exports an action
 * (found by file, so a new form is covered as soon as it exists) gets form
 * posts full of hostile values — control characters, invalid Unicode,
 * 100 kB strings, injection and traversal strings, repeated and unknown
 * fields — from a signed-in admin. An action may refuse (a form error, a
 * 4xx, a redirect with a toast) but never throw or answer 5xx.
 */

type RouteModule = { action?: (args: unknown) => unknown };
const modules = import.meta.glob<RouteModule>("../../app/features/*/routes/*.{ts,tsx}");

/** Routes whose action is not a form of ours, and why. */
const SKIPPED: Record<string, string> = {
  "api.ts": "the API itself, fuzzed by tests/api/abuse.test.ts",
  "sign-in.tsx": "only starts the OpenID redirect (needs a provider; tests/routes/auth*.test.ts cover it)",
};

const FIELD_NAMES = [
  "intent",
  "name",
  "value",
  "redirectTo",
  "language",
  "products",
  "product_id",
  "location_id",
  "location_ids",
  "parent_id",
  "amount",
  "unit",
  "comment",
  "is_approved",
  "is_draft",
  "cas_nr",
  "supplier",
  "sds_key",
  "members",
  "locations",
  "columns",
  "email",
  "answers",
  "unknown_field",
];

const hostile = fc.oneof(
  fc.constantFrom(
    "",
    "\u0000",
    "a\u0007b\u001b[0m",
    "\uD800",
    "x\uDC00",
    "'; DROP TABLE users; --",
    "<script>alert(1)</script>",
    '"><svg onload=alert(1)>',
    "../../etc/passwd",
    "//evil.example/",
    "https://evil.example/",
    "javascript:alert(1)",
    "-1",
    "0",
    "1e309",
    "99999999999999999999",
    "NaN",
    "true",
    "[]",
    "{}",
    "__proto__",
  ),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constant("y".repeat(100_000)),
);

let t: Awaited<ReturnType<typeof setupAppTest>>;
let cookie: string;
let params: Record<string, string>;

/** The URL of a flat route file, with its params filled in. */
/** Every route of the URL table (app/routes.ts) with its full path, by module file. */
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

function urlOf(file: string): { url: string; routeParams: Record<string, string> } {
  const routeParams: Record<string, string> = {};
  const path = ROUTE_PATHS.get(file);
  if (path === undefined) throw new Error(`${file} is not in app/routes.ts`);
  const segments = path
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment === "*") {
        routeParams["*"] = "anything";
        return "anything";
      }
      if (segment.startsWith(":")) {
        const name = segment.slice(1);
        routeParams[name] = params[name] ?? "1";
        return routeParams[name];
      }
      return segment;
    });
  return { url: `http://app.test/${segments.join("/")}`, routeParams };
}

beforeAll(async () => {
  t = await setupAppTest();
  ({ cookie } = await t.signedIn("admin@demo.test"));
  const demo = DEMO_COMPANY_IDS.demoChemicals;
  params = {
    locationId: String(await locationIdOf(t.db, demo, "Flammables cabinet")),
    prodId: String(await productIdOf(t.db, demo, "Acetone")),
    actionType: "move",
    module: "products",
  };
});

afterAll(async () => {
  await t.close();
});

describe("hostile form posts to every action", () => {
  it("finds the actions", async () => {
    let count = 0;
    for (const load of Object.values(modules)) if ((await load()).action) count++;
    expect(count).toBeGreaterThan(10);
  });

  it("no action throws or answers 5xx", async () => {
    const failures: string[] = [];
    for (const [file, load] of Object.entries(modules)) {
      const name = file.replace(/^.*\//, "");
      if (name in SKIPPED) continue;
      const { action } = await load();
      if (!action) continue;
      const { url, routeParams } = urlOf(file);
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), hostile), { maxLength: 8 }),
            fc.constantFrom("", "?index", "?redirectTo=https%3A%2F%2Fevil.example", "?q=%00"),
            async (fields, search) => {
              const body = new URLSearchParams();
              for (const [field, value] of fields) body.append(field, value);
              const request = new Request(url + search, {
                method: "POST",
                headers: {
                  Cookie: cookie,
                  "Content-Type": "application/x-www-form-urlencoded",
                  Origin: "http://app.test",
                },
                body,
              });
              let result: unknown;
              try {
                result = await settle(
                  () => action({ request, params: routeParams, context: {} }) as Promise<unknown>,
                );
              } catch (error) {
                failures.push(`${name}: threw ${String(error).slice(0, 200)}`);
                return false;
              }
              if (result instanceof Response && result.status >= 500) {
                failures.push(`${name}: ${result.status}`);
                return false;
              }
              if (result instanceof Response) {
                const location = result.headers.get("Location");
                if (
                  location &&
                  /^(https?:)?\/\//i.test(location) &&
                  !location.startsWith("http://app.test/")
                ) {
                  failures.push(`${name}: redirects off-site to ${location}`);
                  return false;
                }
              }
              return true;
            },
          ),
          { numRuns: 15, seed: 20261123, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
