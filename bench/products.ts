/**
 * The products benchmark (`npm run bench`): one company with 1,000, 10,000
 * and 100,000 products (≈1.3 safety data sheets each, spread over 100, 1,000
 * and 10,000 locations), generated in bulk SQL from the demo chemicals, in a
 * throwaway embedded PostgreSQL. Search, the product lists, a product and a
 * subtree's products are timed through the API in-process. Any scenario over
 * the 50 ms p95 budget at the largest size gets the EXPLAIN ANALYZE of its
 * slowest query, for the endpoint's owner. At the end of each size the counts
 * kept by triggers (decision 020) must equal a recount. Never part of `npm test`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { createApi } from "../api/app";
import { createJwtVerifier } from "../api/auth";
import { PERMISSION_FLAGS } from "../core/permissions";
import { createLogger, getLogger, setLoggerForTests } from "../server/logger";
import { createDatabase, type Database } from "../db/client";
import { ensureDatabase, startEmbeddedPostgres } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { CHEMICALS } from "../seed/data/chemicals";
import { companies, users } from "../db/schema";
import { createTestIssuer, TEST_AUDIENCE, TEST_ISSUER } from "../tests/support/tokens";
import { generateTree } from "./locations";

const COMPANY_ID = 1;
const EMAIL = "bench@bench.test";
/** The one product with this word in its name: the rare search term. */
const RARE_WORD = "Quinacridone";
const RARE_NAME = `${RARE_WORD} magenta pigment paste`;
export const SIZES = [1_000, 10_000, 100_000] as const;
/** The issue's budget for the search page at 100,000 products. */
export const BUDGET_P95_MS = 50;

export interface ProductTiming {
  operation: string;
  path: string;
  runs: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  mean_ms: number;
  /** Rows in the answer (data length) and the total the answer reports, when it reports one. */
  rows: number;
  total: number | null;
}

export interface SizeResult {
  products: number;
  sds: number;
  locations: number;
  location_products: number;
  generate_s: number;
  timings: ProductTiming[];
}

export interface ExplainedQuery {
  ms: number;
  sql: string;
  params: unknown[];
  plan: string;
}

export interface SlowScenario {
  products: number;
  operation: string;
  path: string;
  p95_ms: number;
  /** The SQL the endpoint ran for one call, slowest first, with EXPLAIN (ANALYZE, BUFFERS). */
  queries: ExplainedQuery[];
}

export interface ProductsBenchResult {
  postgres: string;
  runs: number;
  sizes: SizeResult[];
  slow: SlowScenario[];
}

const SUPPLIERS = [
  "Merck Life Science AS",
  "VWR International AS",
  "Thermo Fisher Scientific",
  "Sigma-Aldrich Norway AS",
  "Brenntag Nordic AS",
  "Univar Solutions",
  "Jotun A/S",
  "Teknos AS",
  "Mobil Industrial Lubricants",
  "Shell Lubricants",
  "Kiilto Oy",
  "Ecolab AS",
  "Diversey Norge AS",
  "Lilleborg AS",
  "Alfa Aesar",
  "Carl Roth GmbH",
  "Honeywell Riedel-de Haën",
  "Linde Gas AS",
  "AGA AS",
  "Yara Norge AS",
  "Borregaard AS",
  "Nordic Chemicals AB",
  "Kemetyl Norge AS",
  "Würth Norge AS",
  "Biltema Norge AS",
  "Loctite (Henkel Norden AB)",
  "Sika Norge AS",
  "Flügger AS",
  "Beckers AB",
  "Tikkurila Oyj",
  "Quaker Houghton",
  "Fuchs Lubricants",
  "Castrol Industrial",
  "Akzo Nobel Coatings",
  "PPG Industries",
  "BASF SE",
  "Dow Europe GmbH",
  "Evonik Industries",
  "Solvay SA",
  "Kemira Oyj",
];

const VARIANTS = [
  "Technical",
  "Lab grade",
  "HPLC",
  "Extra pure",
  "Industrial",
  "AR",
  "Pro",
  "Premium",
  "Concentrate",
  "Ready to use",
  "EP",
  "Food grade",
];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The chemicals as rows of a scratch table the generator multiplies. */
function templates() {
  return CHEMICALS.map((c, idx) => ({
    idx,
    name: c.name,
    supplier: c.supplier,
    article_no: c.articleNo,
    area_of_use: c.areaOfUse,
    cas_no: c.casNo,
    ec_no: c.ecNo,
    un_no: c.unNo,
    signal_word: c.signalWord,
    pictograms: [...c.pictograms],
    hazard_statements: [...c.hazardStatements],
    precautionary_statements: [...c.precautionaryStatements],
    storage_class: c.storageClass,
    substances: c.substances.map((s) => ({
      name: s.name,
      cas: s.cas,
      ec: s.ec,
      concentration_min: s.concentrationMin,
      concentration_max: s.concentrationMax,
    })),
    cas_numbers: [...new Set([c.casNo, ...c.substances.map((s) => s.cas)].filter((cas) => !!cas))],
    physical: c.physical,
    state: c.physical.state,
  }));
}

/**
 * The company's data for one size: products named after the chemicals (the
 * first round as they are, then numbered variants with varied suppliers), an
 * en/GB SDS each, a translation (nb/NO, sv/SE, da/DK, fi/FI or de/DE) for a
 * quarter and an older superseded version for one in twenty (≈1.3 SDS per
 * product); locations: the first size/10 of the locations bench's tree;
 * placements: every product at one leaf, half of them at a second one.
 */
async function generate(db: Database, size: number): Promise<Omit<SizeResult, "timings" | "generate_s">> {
  const client = db.$client;
  const nodes = generateTree().slice(0, size / 10);
  await client.query(
    `INSERT INTO locations (id, company_id, parent_id, name)
     SELECT id, $1, parent_id, name FROM unnest($2::int[], $3::int[], $4::text[]) AS t(id, parent_id, name)`,
    [COMPANY_ID, nodes.map((n) => n.id), nodes.map((n) => n.parentId), nodes.map((n) => n.name)],
  );
  await client.query(`SELECT setval('locations_id_seq', (SELECT max(id) FROM locations))`);

  await client.query(`DROP TABLE IF EXISTS bench_chemicals`);
  await client.query(
    `CREATE TABLE bench_chemicals AS SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(
       idx int, name text, supplier text, article_no text, area_of_use text, cas_no text, ec_no text, un_no text,
       signal_word text, pictograms text[], hazard_statements text[], precautionary_statements text[],
       storage_class text, substances jsonb, cas_numbers text[], physical jsonb, state text)`,
    [JSON.stringify(templates())],
  );
  const count = CHEMICALS.length;
  const rareAt = Math.floor(size / 2) + 1;
  await client.query(
    `INSERT INTO products (id, company_id, name, supplier, article_no, stock_kind)
     SELECT g, $1,
       CASE WHEN g = $4 THEN $5
            WHEN g <= $3 THEN c.name
            ELSE c.name || ' ' || ($6::text[])[1 + (g::bigint * 40503 % cardinality($6::text[]))] || ' ' || ((g - 1) / $3) END,
       CASE WHEN g <= $3 THEN c.supplier ELSE ($7::text[])[1 + (g::bigint * 2654435761 % cardinality($7::text[]))] END,
       c.article_no || '-' || g,
       (ARRAY['EcoDatabase', 'EcoDatabase', 'EcoDatabase', 'OrgDatabase', 'MyProducts'])[1 + g % 5]
     FROM generate_series(1, $2) g JOIN bench_chemicals c ON c.idx = (g - 1) % $3`,
    [COMPANY_ID, size, count, rareAt, RARE_NAME, VARIANTS, SUPPLIERS],
  );
  await client.query(`SELECT setval('products_id_seq', $1)`, [size]);

  // The sheets copy the product's name and supplier. Ids: the current en/GB sheet = the product id, the
  // translation = size + id, the older version = 2 · size + id (superseded by the current one).
  const sheets = (columns: {
    id: string;
    language: string;
    key: string;
    version: string;
    date: string;
    supersededBy: string;
    where: string;
  }) =>
    client.query(
      `INSERT INTO sds_documents (id, company_id, product_id, key, label, supplier, article_no, area_of_use,
         language_id, market_id, version, date_issue, msds_type, cas_no, ec_no, un_no, signal_word, pictograms,
         hazard_statements, precautionary_statements, storage_class, substances, cas_numbers, physical,
         superseded_by_id)
       SELECT ${columns.id}, p.company_id, p.id, ${columns.key}, p.name, p.supplier, p.article_no, c.area_of_use,
         ${columns.language}, ${columns.language}, ${columns.version}, ${columns.date}, 1, c.cas_no, c.ec_no,
         c.un_no, c.signal_word, c.pictograms, c.hazard_statements, c.precautionary_statements, c.storage_class,
         c.substances, c.cas_numbers, c.physical, ${columns.supersededBy}
       FROM products p JOIN bench_chemicals c ON c.idx = (p.id - 1) % $2
       WHERE p.company_id = $1 AND ${columns.where}`,
      [COMPANY_ID, count, size],
    );
  const issued = `date '2019-01-01' + ((p.id * 7919) % 2400)::int + 400`;
  await sheets({
    id: "p.id",
    language: "4",
    key: `'BENCH-' || p.id`,
    version: `(1 + p.id % 5) || '.' || (p.id % 10)`,
    date: `to_char(${issued}, 'YYYY-MM-DD')`,
    supersededBy: "NULL",
    where: "$3 > 0",
  });
  // Translations for a quarter: language and market ids 1, 2, 3, 5, 6 (nb/NO, sv/SE, da/DK, fi/FI, de/DE).
  await sheets({
    id: "$3 + p.id",
    language: "(ARRAY[1, 2, 3, 5, 6])[1 + p.id % 5]",
    key: `'BENCH-T' || p.id`,
    version: `(1 + p.id % 3) || '.' || (p.id % 7)`,
    date: `to_char(${issued} - (p.id % 300), 'YYYY-MM-DD')`,
    supersededBy: "NULL",
    where: "(p.id * 7) % 100 < 25",
  });
  // One product in twenty keeps its previous en/GB version.
  await sheets({
    id: "2 * $3 + p.id",
    language: "4",
    key: `'BENCH-O' || p.id`,
    version: `'0.9'`,
    date: `to_char(${issued} - 400, 'YYYY-MM-DD')`,
    supersededBy: "p.id",
    where: "(p.id * 13) % 100 < 5",
  });
  await client.query(`SELECT setval('sds_documents_id_seq', (SELECT max(id) FROM sds_documents))`);

  // Placements: every product at one leaf, half of them at a second; 2 % archived.
  const parents = new Set(nodes.map((n) => n.parentId));
  const leaves = nodes.filter((n) => !parents.has(n.id)).map((n) => n.id);
  await client.query(
    `INSERT INTO location_products (company_id, location_id, product_id, amount, unit, archived)
     SELECT $1, ($2::int[])[1 + (spot.k % cardinality($2::int[]))], p.id,
       1 + p.id % 50,
       CASE c.state WHEN 'gas' THEN 'pcs' WHEN 'solid' THEN 'kg' ELSE 'L' END,
       p.id % 50 = 0
     FROM products p JOIN bench_chemicals c ON c.idx = (p.id - 1) % $3
     CROSS JOIN LATERAL (VALUES (p.id::bigint * 7919), (CASE WHEN p.id % 2 = 0 THEN p.id::bigint * 104729 + 17 END)) spot(k)
     WHERE p.company_id = $1 AND spot.k IS NOT NULL
     ON CONFLICT DO NOTHING`,
    [COMPANY_ID, leaves, count],
  );
  await client.query(`DROP TABLE bench_chemicals`);
  await client.query(`VACUUM ANALYZE`);
  const counts = (
    await client.query(`SELECT
      (SELECT count(*)::int FROM products) AS products,
      (SELECT count(*)::int FROM sds_documents) AS sds,
      (SELECT count(*)::int FROM locations) AS locations,
      (SELECT count(*)::int FROM location_products) AS location_products`)
  ).rows[0] as Omit<SizeResult, "timings" | "generate_s">;
  return counts;
}

interface Captured {
  text: string;
  params: unknown[];
  ms: number;
}

/** Records the SQL the pool runs while `capturing` is set (for EXPLAIN of slow scenarios). */
function captureQueries(pool: pg.Pool): { start(): void; stop(): Captured[] } {
  let captured: Captured[] | null = null;
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args) => {
    if (!captured) return original(...args);
    const [config, values] = args as [string | { text: string }, unknown[] | undefined];
    const text = typeof config === "string" ? config : config.text;
    const started = performance.now();
    const result = await original(...args);
    captured?.push({ text, params: values ?? [], ms: performance.now() - started });
    return result;
  };
  return {
    start() {
      captured = [];
    },
    stop() {
      const done = captured ?? [];
      captured = null;
      return done;
    },
  };
}

async function benchSize(
  db: Database,
  size: number,
  runs: number,
  slow: SlowScenario[],
): Promise<SizeResult> {
  const started = performance.now();
  const counts = await generate(db, size);
  const generateSeconds = round((performance.now() - started) / 1000);
  console.log(
    `  ${size} products: ${counts.sds} SDS, ${counts.locations} locations, ${counts.location_products} placements (${generateSeconds} s)`,
  );

  const issuer = await createTestIssuer();
  const api = createApi({
    db,
    verifyToken: createJwtVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks }),
  });
  const headers = { Authorization: `Bearer ${await issuer.tokenFor(EMAIL)}` };
  const call = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await api.request(`/api${path}`, {
      method: init.method ?? "GET",
      headers: init.body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { data: unknown; meta?: { total?: number } };
  };
  const post = (path: string, body: unknown) => call(path, { method: "POST", body });

  // A site with the largest subtree, and a product with a translation, an old version and two placements.
  const site = (
    await db.execute(sql`
      WITH RECURSIVE down AS (
        SELECT id AS root, id FROM locations WHERE company_id = ${COMPANY_ID} AND parent_id IS NULL
        UNION ALL
        SELECT down.root, l.id FROM down JOIN locations l ON l.company_id = ${COMPANY_ID} AND l.parent_id = down.id)
      SELECT root, count(*)::int AS n FROM down GROUP BY root ORDER BY n DESC, root LIMIT 1`)
  ).rows[0] as { root: number; n: number };
  const siteProducts = (
    await db.execute(sql`
      WITH RECURSIVE down AS (
        SELECT id FROM locations WHERE company_id = ${COMPANY_ID} AND id = ${site.root}
        UNION ALL
        SELECT l.id FROM down JOIN locations l ON l.company_id = ${COMPANY_ID} AND l.parent_id = down.id)
      SELECT count(*)::int AS n FROM location_products lp JOIN down ON lp.location_id = down.id
      WHERE lp.company_id = ${COMPANY_ID} AND NOT lp.archived`)
  ).rows[0] as { n: number };
  const product = (
    await db.execute(sql`
      SELECT p.id FROM products p
      WHERE p.company_id = ${COMPANY_ID}
        AND (SELECT count(*) FROM sds_documents s WHERE s.company_id = p.company_id AND s.product_id = p.id) >= 3
        AND (SELECT count(*) FROM location_products lp WHERE lp.company_id = p.company_id AND lp.product_id = p.id) >= 2
      ORDER BY p.id LIMIT 1`)
  ).rows[0] as { id: number };
  // For the write scenarios: a placement (archived and restored), a product added to and removed from its
  // location, and the room (ten cabinets) holding the most products, archived and restored with them.
  const placement = (
    await db.execute(sql`
      SELECT lp.location_id, lp.product_id,
        (SELECT p.id FROM products p WHERE p.company_id = ${COMPANY_ID} AND NOT EXISTS (
           SELECT 1 FROM location_products o
           WHERE o.company_id = ${COMPANY_ID} AND o.location_id = lp.location_id AND o.product_id = p.id)
         ORDER BY p.id LIMIT 1) AS other_product_id
      FROM location_products lp
      WHERE lp.company_id = ${COMPANY_ID} AND NOT lp.archived ORDER BY lp.id LIMIT 1`)
  ).rows[0] as { location_id: number; product_id: number; other_product_id: number };
  const room = (
    await db.execute(sql`
      SELECT r.id, count(lp.id)::int AS n FROM locations r
      JOIN locations c ON c.company_id = r.company_id AND c.parent_id = r.id
      JOIN location_products lp ON lp.company_id = r.company_id AND lp.location_id = c.id
      WHERE r.company_id = ${COMPANY_ID} AND r.parent_id IN (
        SELECT b.id FROM locations b WHERE b.company_id = ${COMPANY_ID} AND b.parent_id IN (
          SELECT id FROM locations WHERE company_id = ${COMPANY_ID} AND parent_id IS NULL))
      GROUP BY r.id ORDER BY n DESC, r.id LIMIT 1`)
  ).rows[0] as { id: number; n: number };
  const acetoneCas = CHEMICALS.find((c) => c.name === "Acetone")?.casNo ?? "67-64-1";
  const facets = encodeURIComponent(JSON.stringify(["pictogram:GHS02", "signal_word:Danger"]));

  // Each scenario: name, path, and how many rows its first page must have (a wrong path or an empty
  // answer would time nothing); a write scenario also has the calls to time instead of GET path.
  const cases: [string, string, number, (() => Promise<unknown>)?][] = [
    ["for reference: GET /user/v1/user", `/user/v1/user`, 1],
    [`search, common term "acetone"`, `/search/v1/sqproductsearch?search=acetone`, 1],
    [
      `search, rare term "${RARE_WORD.toLowerCase()}"`,
      `/search/v1/sqproductsearch?search=${RARE_WORD.toLowerCase()}`,
      1,
    ],
    [`search, CAS ${acetoneCas}`, `/search/v1/sqproductsearch?search=${acetoneCas}`, 1],
    [
      `search "acetone" + facets pictogram GHS02, signal word Danger`,
      `/search/v1/sqproductsearch?search=acetone&facets=${facets}`,
      1,
    ],
    ["empty search, page 1 (the list)", `/search/v1/sqproductsearch`, 20],
    ["GET /location/v2/products, page 1", `/location/v2/products`, 20],
    ["GET /location/v2/products?unique=1, page 1", `/location/v2/products?unique=1`, 20],
    ["GET /product/v1/{id} (3 SDS, 2 locations)", `/product/v1/${product.id}`, 1],
    [
      `GET /location/v3/{id}/products, a site (${site.n} locations, ${siteProducts.n} placements)`,
      `/location/v3/${site.root}/products`,
      20,
    ],
    [
      "write: add a product to a location + delete it (2 POSTs)",
      `/location/v2/${placement.location_id}/products`,
      0,
      async () => {
        const products = [placement.other_product_id];
        await post(`/location/v2/${placement.location_id}/products`, {
          products: [{ product_id: products[0] }],
        });
        await post(`/location/v2/${placement.location_id}/products/delete`, { products });
      },
    ],
    [
      "write: archive + unarchive a product at a location (2 POSTs)",
      `/location/v2/${placement.location_id}/products/archive`,
      0,
      async () => {
        const products = [placement.product_id];
        await post(`/location/v2/${placement.location_id}/products/archive`, { products });
        await post(`/location/v2/${placement.location_id}/products/unarchive`, { products });
      },
    ],
    [
      `write: archive + unarchive a room (10 cabinets, ${room.n} placements; 2 PUTs)`,
      `/hierarchy/v1/locations/${room.id}`,
      0,
      async () => {
        await call(`/hierarchy/v1/locations/${room.id}`, { method: "PUT", body: { archived: true } });
        await call(`/hierarchy/v1/locations/${room.id}`, { method: "PUT", body: { archived: false } });
      },
    ],
  ];
  const capture = captureQueries(db.$client);
  const timings: ProductTiming[] = [];
  for (const [operation, path, minRows, write] of cases) {
    const once = write ?? (() => call(path));
    const first = write ? (await write(), null) : await call(path);
    const rows = first === null ? 0 : Array.isArray(first.data) ? first.data.length : 1;
    if (rows < minRows) throw new Error(`${path} answered ${rows} rows, expected at least ${minRows}`);
    const warmUp = performance.now();
    for (let i = 0; i < Math.min(10, runs); i++) await once();
    // A scenario slower than 100 ms a call gets a quarter of the runs (at least 30): enough for its p95.
    const slowCall = (performance.now() - warmUp) / Math.min(10, runs) > 100;
    const count = slowCall ? Math.max(30, Math.ceil(runs / 4)) : runs;
    const durations: number[] = [];
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      await once();
      durations.push(performance.now() - start);
    }
    durations.sort((a, b) => a - b);
    const timing: ProductTiming = {
      operation,
      path,
      runs: count,
      p50_ms: round(percentile(durations, 50)),
      p95_ms: round(percentile(durations, 95)),
      p99_ms: round(percentile(durations, 99)),
      mean_ms: round(durations.reduce((sum, d) => sum + d, 0) / durations.length),
      rows,
      total: typeof first?.meta?.total === "number" ? first.meta.total : null,
    };
    timings.push(timing);
    console.log(
      `    ${operation}: p50 ${timing.p50_ms} ms, p95 ${timing.p95_ms} ms, p99 ${timing.p99_ms} ms`,
    );
    if (size === SIZES[SIZES.length - 1] && timing.p95_ms > BUDGET_P95_MS) {
      capture.start();
      await once();
      const queries = capture.stop().sort((a, b) => b.ms - a.ms);
      const explained: ExplainedQuery[] = [];
      // The slowest statement, and the next two when they take 2 ms or more; rolled back (ANALYZE runs it).
      const client = await db.$client.connect();
      for (const query of queries.slice(0, 3).filter((q, i) => i === 0 || q.ms >= 2)) {
        await client.query("BEGIN");
        const plan = await client.query(
          `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`,
          query.params as unknown[],
        );
        await client.query("ROLLBACK");
        explained.push({
          ms: round(query.ms),
          sql: query.text,
          params: query.params,
          plan: plan.rows.map((row: Record<string, string>) => row["QUERY PLAN"]).join("\n"),
        });
      }
      client.release();
      slow.push({ products: size, operation, path, p95_ms: timing.p95_ms, queries: explained });
    }
  }
  await expectCountsExact(db);
  return { ...counts, generate_s: generateSeconds, timings };
}

/**
 * The counts the lists read (decision 020), kept by triggers through the bulk generation and the write
 * scenarios, must equal a recount (product_counts_rebuild, in a transaction rolled back).
 */
async function expectCountsExact(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("BEGIN");
    for (const table of ["product_counts", "product_facet_counts", "product_placement_counts"]) {
      await client.query(`CREATE TEMP TABLE kept_${table} ON COMMIT DROP AS SELECT * FROM ${table}`);
    }
    await client.query(`SELECT product_counts_rebuild($1)`, [COMPANY_ID]);
    const diff = await client.query<{ rows: number }>(`
      SELECT (SELECT count(*) FROM ((TABLE kept_product_counts EXCEPT TABLE product_counts)
          UNION ALL (TABLE product_counts EXCEPT TABLE kept_product_counts)) d)
        + (SELECT count(*) FROM ((TABLE kept_product_facet_counts EXCEPT TABLE product_facet_counts)
          UNION ALL (TABLE product_facet_counts EXCEPT TABLE kept_product_facet_counts)) d)
        + (SELECT count(*) FROM ((TABLE kept_product_placement_counts EXCEPT TABLE product_placement_counts)
          UNION ALL (TABLE product_placement_counts EXCEPT TABLE kept_product_placement_counts)) d) AS rows`);
    if (Number(diff.rows[0]?.rows) !== 0) {
      throw new Error(`the kept product counts differ from a recount in ${diff.rows[0]?.rows} rows`);
    }
  } finally {
    await client.query("ROLLBACK");
    client.release();
  }
}

export async function runProductsBench(
  options: { runs?: number; sizes?: readonly number[] } = {},
): Promise<ProductsBenchResult> {
  const runs = options.runs ?? 200;
  // One access-log line per call would time the logger's writes too and drown the results: silent for the
  // run unless LOG_LEVEL asks otherwise (LOG_LEVEL=info measures with it).
  const logger = getLogger();
  if (process.env.LOG_LEVEL === undefined) setLoggerForTests(createLogger(undefined, "silent"));
  const dir = mkdtempSync(join(tmpdir(), "chemsafe-bench-products-"));
  const port = 40000 + Math.floor(Math.random() * 20000);
  const cluster = await startEmbeddedPostgres({ dir, port, persistent: false });
  const sizes: SizeResult[] = [];
  const slow: SlowScenario[] = [];
  let postgres = "?";
  try {
    for (const size of options.sizes ?? SIZES) {
      // A database per size, dropped afterwards (the 100,000 one takes about a gigabyte).
      const name = `bench_products_${size}`;
      await ensureDatabase(cluster.adminUrl, name);
      const db = createDatabase(cluster.urlFor(name), 4);
      try {
        await runMigrations(db);
        postgres = String((await db.execute(sql`SHOW server_version`)).rows[0]?.server_version ?? "?");
        await db.insert(companies).values({ id: COMPANY_ID, name: "Bench Chemicals AS" });
        await db.insert(users).values({
          companyId: COMPANY_ID,
          email: EMAIL,
          name: "Bench User",
          isPersonal: true,
          permissions: Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])),
        });
        sizes.push(await benchSize(db, size, runs, slow));
      } finally {
        await db.$client.end();
      }
      const admin = createDatabase(cluster.adminUrl, 1);
      await admin.$client.query(`DROP DATABASE ${name}`);
      await admin.$client.end();
    }
    return { postgres, runs, sizes, slow };
  } finally {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
    setLoggerForTests(logger);
  }
}

/** One row per scenario: p95 per size, then p50 and p99 at the largest size; over budget in bold. */
export function markdownTable(result: ProductsBenchResult): string {
  const largest = result.sizes[result.sizes.length - 1];
  const size = (n: number) => n.toLocaleString("en-GB");
  const header = [
    "Scenario",
    ...result.sizes.map((s) => `p95 @ ${size(s.products)}`),
    ...(largest ? [`p50 @ ${size(largest.products)}`, `p99 @ ${size(largest.products)}`] : []),
  ];
  const lines = [
    `| ${header.join(" | ")} |`,
    `| --- |${header
      .slice(1)
      .map(() => " ---: |")
      .join("")}`,
  ];
  const operations = result.sizes[0]?.timings.map((t) => t.operation) ?? [];
  operations.forEach((operation, i) => {
    const cells = result.sizes.map((s) => {
      const t = s.timings[i];
      if (!t) return "–";
      const value = t.p95_ms.toFixed(1);
      return s === largest && t.p95_ms > BUDGET_P95_MS ? `**${value}**` : value;
    });
    const last = largest?.timings[i];
    if (last) cells.push(last.p50_ms.toFixed(1), last.p99_ms.toFixed(1));
    // The subtree row names its sizes; strip the per-size numbers from the label.
    lines.push(`| ${operation.replace(/ \(\d+ locations, \d+ placements\)/, "")} | ${cells.join(" | ")} |`);
  });
  return lines.join("\n");
}

export const RESULTS_FILE = join(dirname(fileURLToPath(import.meta.url)), "results", "products.json");

export function writeResults(result: ProductsBenchResult): void {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ generated_at: new Date().toISOString(), ...result }, null, 2)}\n`,
  );
}
