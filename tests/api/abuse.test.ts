import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { OpenApiDocument } from "../../api/openapi";
import { ADMIN, createHarness, type ApiHarness } from "./helpers";

/**
 * Abuse: property-based calls (fast-check) of every operation in the
 * OpenAPI document with hostile input — control characters, invalid Unicode,
 * 100 kB strings, SQL and HTML injection, path traversal, wrong types, missing
 * and extra fields — as an admin with every flag, so validation is the only
 * guard. The API must never answer 5xx, every 4xx must carry a readable error,
 * and no text column may end up holding control characters or broken Unicode.
 * A new endpoint is fuzzed as soon as it is in the document.
 */

const RUNS_PER_OPERATION = 12;

/**
 * What the API's error handler (api/http/errors.ts) warns when PostgreSQL refuses a value as data (a NUL
 * byte, a number out of range): the caller got a 422, but the route's own validation let the value through.
 */
const UNVALIDATED_WARNING = "API input reached the database unvalidated on ";

const hostileStrings: string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31mred\u001b[0m",
  "line\r\nbreak\ttab",
  "\uD800",
  "x\uDC00y",
  "\uFFFE\uFFFF",
  "'; DROP TABLE products; --",
  "1 OR 1=1",
  "' OR '1'='1",
  "%' OR name LIKE '%",
  "\\",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2f",
  "${jndi:ldap://x}",
  "{{constructor.constructor('return 1')()}}",
  "__proto__",
  "NaN",
  "-1",
  "0",
  "99999999999999999999",
  "1e309",
  "2147483648",
  "null",
  "true",
  "[]",
  "{}",
  "🧪".repeat(50),
  "ｆｕｌｌｗｉｄｔｈ",
  "\u202Eevil",
];

const hugeString = fc.constantFrom("x".repeat(100_000), "é".repeat(60_000), "<a>".repeat(40_000));

const hostileString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, 2147483648, Number.MAX_SAFE_INTEGER, 1e308) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.integer({ min: -5, max: 2 ** 31 }), { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom("a", "__proto__", "id"), hostileString, { maxKeys: 2 }),
  },
);

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  example?: unknown;
  schema?: { type?: string; enum?: unknown[]; example?: unknown; default?: unknown };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

let h: ApiHarness;
let document: OpenApiDocument;

/** The property names of a JSON body schema (following $ref into components), for realistic keys. */
function bodyKeys(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== "object" || depth > 4) return [];
  const s = schema as { $ref?: string; properties?: Record<string, unknown>; allOf?: unknown[] };
  if (s.$ref) {
    const name = s.$ref.split("/").pop()!;
    const components = (document as { components?: { schemas?: Record<string, unknown> } }).components;
    return bodyKeys(components?.schemas?.[name], depth + 1);
  }
  if (s.allOf) return s.allOf.flatMap((part) => bodyKeys(part, depth + 1));
  return Object.keys(s.properties ?? {});
}

function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? "1"));
}

beforeAll(async () => {
  h = await createHarness();
  document = (await h.call(null, "/api/openapi.json")).body as OpenApiDocument;
});

afterAll(async () => {
  await h.close();
});

describe("hostile input to every API operation", () => {
  it("the document lists the operations to fuzz", () => {
    expect(Object.keys(document.paths ?? {}).length).toBeGreaterThan(30);
  });

  it("never answers 5xx, and every client error says what is wrong", async () => {
    const headers = await h.headersFor(ADMIN);
    const failures: string[] = [];
    // Every warning still prints; the ones about unvalidated input fail the test below.
    const warn = vi.spyOn(console, "warn");
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, raw] of Object.entries(item as Record<string, Operation>)) {
        const operation = raw;
        const params = operation.parameters ?? [];
        const pathNames = params.filter((p) => p.in === "path").map((p) => p.name);
        const queryNames = params.filter((p) => p.in === "query").map((p) => p.name);
        const content = operation.requestBody?.content ?? {};
        const jsonSchema = content["application/json"]?.schema;
        const multipart = "multipart/form-data" in content;
        const keys = jsonSchema ? bodyKeys(jsonSchema) : [];
        await fc
          .assert(
            fc.asyncProperty(
              fc.record({
                path: fc.dictionary(
                  fc.constantFrom(...(pathNames.length ? pathNames : ["_"])),
                  hostileString,
                ),
                query: fc.dictionary(
                  fc.constantFrom(...(queryNames.length ? queryNames : ["q"])),
                  hostileString,
                  {
                    maxKeys: 4,
                  },
                ),
                body: fc.oneof(
                  fc.dictionary(
                    fc.constantFrom(...(keys.length ? keys : ["name"]), "extra_field"),
                    hostileValue,
                    {
                      maxKeys: 6,
                    },
                  ),
                  hostileValue,
                ),
                rawBody: fc.option(fc.constantFrom("{", "not json", '{"a":', "\u0000"), { freq: 5 }),
              }),
              async (input) => {
                const url = new URL(`http://api.test${fill(path, input.path as Record<string, string>)}`);
                for (const [name, value] of Object.entries(input.query)) url.searchParams.set(name, value);
                let body: BodyInit | undefined;
                const requestHeaders: Record<string, string> = { ...headers };
                if (method !== "get" && method !== "head") {
                  if (multipart) {
                    const form = new FormData();
                    for (const [name, value] of Object.entries(
                      typeof input.body === "object" && input.body !== null
                        ? input.body
                        : { file: input.body },
                    )) {
                      form.set(name, typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
                    }
                    form.set("file", new Blob([String(input.query.q ?? "%PDF-1.4 junk")]), "../../evil.pdf");
                    body = form;
                  } else {
                    requestHeaders["Content-Type"] = "application/json";
                    body = input.rawBody ?? JSON.stringify(input.body);
                  }
                }
                const res = await h.api.request(url.pathname + url.search, {
                  method: method.toUpperCase(),
                  headers: requestHeaders,
                  body,
                });
                const text = await res.text();
                if (res.status >= 500) {
                  failures.push(
                    `${method.toUpperCase()} ${url.pathname}: ${res.status} ${text.slice(0, 200)}`,
                  );
                  return false;
                }
                if (res.status >= 400) {
                  const parsed = JSON.parse(text) as { message?: unknown; error?: unknown };
                  const readable = typeof parsed.message === "string" || typeof parsed.error === "string";
                  if (!readable)
                    failures.push(`${method.toUpperCase()} ${url.pathname}: ${res.status} ${text}`);
                  return readable;
                }
                return true;
              },
            ),
            { numRuns: RUNS_PER_OPERATION, seed: 20261123, endOnFailure: true },
          )
          .catch(() => undefined);
      }
    }
    const unvalidated = warn.mock.calls
      .map((args) => String(args[0]))
      .filter((message) => message.startsWith(UNVALIDATED_WARNING))
      .map((message) => message.slice(UNVALIDATED_WARNING.length).replace(/:$/, ""));
    warn.mockRestore();
    expect(failures).toEqual([]);
    // A 422 from the error handler is not validation: the route's schema (or its store) must refuse the
    // value before a query runs, with a message naming the field.
    expect(unvalidated, "operations whose input reached the database unvalidated").toEqual([]);
  }, 240_000);

  // Search text: each text parameter of each operation in turn holds control characters, with the other
  // parameters at their documented examples so the request gets as far as the database. The random runs
  // above seldom pair a control character with every parameter; this pass does, for every operation.
  it("text parameters with control characters are refused before the database", async () => {
    const headers = await h.headersFor(ADMIN);
    const warn = vi.spyOn(console, "warn");
    const failures: string[] = [];
    const exampleOf = (p: Parameter) =>
      p.example ?? p.schema?.example ?? p.schema?.default ?? p.schema?.enum?.[0];
    const isText = (p: Parameter) =>
      (p.in === "query" || p.in === "path") && p.schema?.type === "string" && !p.schema.enum;
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, raw] of Object.entries(item as Record<string, Operation>)) {
        if (method !== "get") continue;
        const params = (raw.parameters ?? []) as Parameter[];
        for (const target of params.filter(isText)) {
          for (const text of ["a\u0000b", "bell\u0007", "\u001b[31m"]) {
            const values: Record<string, string> = {};
            for (const p of params) {
              const example = exampleOf(p);
              if (example !== undefined) values[p.name] = String(example);
            }
            values[target.name] = text;
            const url = new URL(
              `http://api.test${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? "1"))}`,
            );
            for (const p of params) {
              if (p.in === "query" && values[p.name] !== undefined)
                url.searchParams.set(p.name, values[p.name]!);
            }
            const res = await h.api.request(url.pathname + url.search, { headers });
            if (res.status >= 500) failures.push(`GET ${path} ${target.name}: ${res.status}`);
            await res.body?.cancel();
          }
        }
      }
    }
    const unvalidated = warn.mock.calls
      .map((args) => String(args[0]))
      .filter((message) => message.startsWith(UNVALIDATED_WARNING))
      .map((message) => message.slice(UNVALIDATED_WARNING.length).replace(/:$/, ""));
    warn.mockRestore();
    expect(failures).toEqual([]);
    expect(unvalidated, "text parameters whose control characters reached the database").toEqual([]);
  }, 240_000);

  it("no text column holds control characters or broken Unicode afterwards", async () => {
    const columns = (
      await h.db.execute(sql`
        SELECT c.table_name, c.column_name FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.data_type IN ('text', 'character varying')
          AND c.table_name NOT IN ('frontend_texts', 'rate_limits')`)
    ).rows as { table_name: string; column_name: string }[];
    const dirty: string[] = [];
    for (const { table_name, column_name } of columns) {
      const result = await h.db.execute(
        sql.raw(
          `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}" ~ '[\\x01-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]' OR "${column_name}" LIKE '%' || chr(65533) || '%'`,
        ),
      );
      const n = (result.rows[0] as { n: number }).n;
      if (n > 0) dirty.push(`${table_name}.${column_name}: ${n}`);
    }
    expect(dirty).toEqual([]);
  });
});
