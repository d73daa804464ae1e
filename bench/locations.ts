/**
 * The locations benchmark (`npm run bench`): one company with 10,000
 * locations (sites → buildings → rooms → cabinets → shelves → boxes, depth
 * 4–6, about ten children each) in a throwaway embedded PostgreSQL, timed
 * through the API in-process, plus the same tree stored as ltree and as a
 * closure table for the decision (docs/decisions/012-location-tree.md).
 * Never part of `npm test`.
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
import { createDatabase, type Database } from "../db/client";
import { ensureDatabase, startEmbeddedPostgres } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { companies, locationFavorites, users } from "../db/schema";
import { createTestIssuer, TEST_AUDIENCE, TEST_ISSUER } from "../tests/support/tokens";

const COMPANY_ID = 1;
const EMAIL = "bench@bench.test";
const RARE_NAME = "Hydrofluoric acid safe";

export interface Timing {
  operation: string;
  runs: number;
  p50_ms: number;
  p95_ms: number;
  mean_ms: number;
}

export interface LocationsBenchResult {
  locations: number;
  depth: { min_leaf: number; max: number };
  postgres: string;
  api: Timing[];
  storage_alternatives: Timing[];
  /** Rows the closure table needs for the same tree (one per ancestor–descendant pair, itself included). */
  closure_table_rows: number;
}

interface Node {
  id: number;
  parentId: number | null;
  name: string;
  depth: number;
}

const SITES = [
  "Oslo",
  "Bergen",
  "Trondheim",
  "Stavanger",
  "Drammen",
  "Leeds",
  "Gothenburg",
  "Aarhus",
  "Turku",
  "Kiel",
];
const ROOMS = [
  "Laboratory",
  "Storage room",
  "Workshop",
  "Production hall",
  "Cleaning room",
  "Warehouse",
  "Quality lab",
  "Boiler room",
];
const CABINETS = [
  "Flammables cabinet",
  "Acids cabinet",
  "Bases cabinet",
  "Oxidisers cabinet",
  "Toxics cabinet",
  "Gas cylinder rack",
  "Paint cabinet",
  "Fume cupboard",
  "Drum store",
  "Sample fridge",
];

/**
 * 10 sites × 10 buildings × 8 rooms × 10 cabinets = 8,910 locations down to
 * depth 4; every 80th cabinet gets 8 shelves (depth 5, 800) and every 28th of
 * those 10 boxes (depth 6, 290): 10,000 in all, deep parts spread over the tree.
 */
export function generateTree(): Node[] {
  const nodes: Node[] = [];
  const add = (parent: Node | null, name: string) => {
    const node = {
      id: nodes.length + 1,
      parentId: parent?.id ?? null,
      name,
      depth: (parent?.depth ?? 0) + 1,
    };
    nodes.push(node);
    return node;
  };
  const cabinets: Node[] = [];
  for (const [s, city] of SITES.entries()) {
    const site = add(null, `${city} site`);
    for (let b = 0; b < 10; b++) {
      const building = add(site, `Building ${String.fromCharCode(65 + b)} ${s + 1}`);
      for (let r = 0; r < 8; r++) {
        const room = add(building, `${ROOMS[r]} ${s + 1}.${b + 1}`);
        for (let c = 0; c < 10; c++) cabinets.push(add(room, `${CABINETS[c]} ${r + 1}`));
      }
    }
  }
  const shelves: Node[] = [];
  cabinets.forEach((cabinet, i) => {
    if (i % 80 !== 0) return;
    for (let n = 1; n <= 8; n++) shelves.push(add(cabinet, `Shelf ${n}`));
  });
  let boxes = 0;
  shelves.forEach((shelf, i) => {
    if (i % 28 !== 0 || boxes >= 290) return;
    for (let n = 1; n <= 10; n++, boxes++) add(shelf, boxes === 150 ? RARE_NAME : `Box ${n}`);
  });
  return nodes;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

async function time(operation: string, runs: number, fn: (run: number) => Promise<void>): Promise<Timing> {
  for (let i = 0; i < Math.min(10, runs); i++) await fn(i);
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  const mean = durations.reduce((sum, d) => sum + d, 0) / durations.length;
  return {
    operation,
    runs,
    p50_ms: round(percentile(durations, 50)),
    p95_ms: round(percentile(durations, 95)),
    mean_ms: round(mean),
  };
}

async function insertTree(db: Database, nodes: Node[]): Promise<void> {
  // Level by level, so every parent exists before its children (composite foreign key).
  for (const depth of [1, 2, 3, 4, 5, 6]) {
    const level = nodes.filter((node) => node.depth === depth);
    await db.$client.query(
      `INSERT INTO locations (id, company_id, parent_id, name)
       SELECT id, $1, parent_id, name FROM unnest($2::int[], $3::int[], $4::text[]) AS t(id, parent_id, name)`,
      [COMPANY_ID, level.map((n) => n.id), level.map((n) => n.parentId), level.map((n) => n.name)],
    );
  }
  await db.$client.query(`SELECT setval('locations_id_seq', (SELECT max(id) FROM locations))`);
  await db.$client.query(`ANALYZE`);
}

function subtreeSizes(nodes: Node[]): Map<number, number> {
  const sizes = new Map<number, number>();
  for (const node of [...nodes].reverse()) {
    const size = (sizes.get(node.id) ?? 0) + 1;
    sizes.set(node.id, size);
    if (node.parentId !== null) sizes.set(node.parentId, (sizes.get(node.parentId) ?? 0) + size);
  }
  return sizes;
}

/** The same tree as ltree paths and as a closure table, in scratch tables, timed at the SQL level. */
async function timeAlternatives(
  client: pg.PoolClient,
  nodes: Node[],
  runs: number,
): Promise<{ timings: Timing[]; closureRows: number }> {
  await client.query(`CREATE EXTENSION IF NOT EXISTS ltree`);
  await client.query(`
    CREATE TABLE loc_ltree AS
    WITH RECURSIVE t AS (
      SELECT id, id::text::ltree AS path FROM locations WHERE parent_id IS NULL
      UNION ALL
      SELECT l.id, t.path || l.id::text FROM locations l JOIN t ON l.parent_id = t.id
    ) SELECT id, ${COMPANY_ID} AS company_id, path FROM t`);
  await client.query(`ALTER TABLE loc_ltree ADD PRIMARY KEY (id)`);
  await client.query(`CREATE INDEX loc_ltree_path_idx ON loc_ltree USING gist (path)`);
  await client.query(`
    CREATE TABLE loc_closure AS
    WITH RECURSIVE c AS (
      SELECT id AS ancestor, id AS descendant, 0 AS depth FROM locations
      UNION ALL
      SELECT c.ancestor, l.id, c.depth + 1 FROM c JOIN locations l ON l.parent_id = c.descendant
    ) SELECT * FROM c`);
  await client.query(`ALTER TABLE loc_closure ADD PRIMARY KEY (ancestor, descendant)`);
  await client.query(`CREATE INDEX loc_closure_descendant_idx ON loc_closure (descendant, depth)`);
  await client.query(`ANALYZE`);
  const closureRows = (await client.query(`SELECT count(*)::int AS n FROM loc_closure`)).rows[0].n as number;

  const deep = nodes.filter((node) => node.depth === 6)[100]!;
  const sizes = subtreeSizes(nodes);
  const site = nodes.find((node) => node.depth === 1)!;
  const buildings = nodes.filter((node) => node.depth === 2);
  const building = buildings[25]!;
  const target = nodes.find((node) => node.depth === 1 && node.id !== building.parentId)!;
  const q = (text: string, values: unknown[]) => async () => void (await client.query(text, values));
  /** Runs the change and rolls it back, so every run starts from the same tree. */
  const inRollback = (statements: [string, unknown[]][]) => async () => {
    await client.query("BEGIN");
    try {
      for (const [text, values] of statements) await client.query(text, values);
    } finally {
      await client.query("ROLLBACK");
    }
  };
  const siteSize = sizes.get(site.id)! - 1;
  const buildingSize = sizes.get(building.id)! - 1;
  const results: Timing[] = [];
  const path = `path of a depth-6 location`;
  const count = `count the ${siteSize} descendants of a site`;
  const move = `move a building (${buildingSize} descendants)`;

  results.push(
    await time(
      `adjacency list: ${path}`,
      runs,
      q(
        `WITH RECURSIVE up AS (
         SELECT id, parent_id, name, 0 AS depth FROM locations WHERE company_id = $1 AND id = $2
         UNION ALL
         SELECT p.id, p.parent_id, p.name, up.depth + 1 FROM up
         JOIN locations p ON p.company_id = $1 AND p.id = up.parent_id)
       SELECT id, name FROM up ORDER BY depth DESC`,
        [COMPANY_ID, deep.id],
      ),
    ),
    await time(
      `ltree: ${path}`,
      runs,
      q(
        `SELECT l.id, l.name FROM loc_ltree t JOIN locations l ON l.id = t.id
       WHERE t.path @> (SELECT path FROM loc_ltree WHERE id = $1) ORDER BY nlevel(t.path)`,
        [deep.id],
      ),
    ),
    await time(
      `closure table: ${path}`,
      runs,
      q(
        `SELECT l.id, l.name FROM loc_closure c JOIN locations l ON l.id = c.ancestor
       WHERE c.descendant = $1 ORDER BY c.depth DESC`,
        [deep.id],
      ),
    ),
    await time(
      `adjacency list: ${count}`,
      runs,
      q(
        `WITH RECURSIVE down AS (
         SELECT id FROM locations WHERE company_id = $1 AND id = $2
         UNION ALL
         SELECT c.id FROM down JOIN locations c ON c.company_id = $1 AND c.parent_id = down.id)
       SELECT count(*) - 1 FROM down`,
        [COMPANY_ID, site.id],
      ),
    ),
    await time(
      `ltree: ${count}`,
      runs,
      q(`SELECT count(*) - 1 FROM loc_ltree WHERE path <@ (SELECT path FROM loc_ltree WHERE id = $1)`, [
        site.id,
      ]),
    ),
    await time(
      `closure table: ${count}`,
      runs,
      q(`SELECT count(*) - 1 FROM loc_closure WHERE ancestor = $1`, [site.id]),
    ),
    await time(
      `adjacency list: ${move}`,
      runs,
      inRollback([
        [
          `UPDATE locations SET parent_id = $1 WHERE company_id = $2 AND id = $3`,
          [target.id, COMPANY_ID, building.id],
        ],
      ]),
    ),
    await time(
      `ltree: ${move}`,
      runs,
      inRollback([
        [
          `UPDATE loc_ltree SET path = (SELECT path FROM loc_ltree WHERE id = $1)
           || subpath(path, nlevel((SELECT path FROM loc_ltree WHERE id = $2)) - 1)
         WHERE path <@ (SELECT path FROM loc_ltree WHERE id = $2)`,
          [target.id, building.id],
        ],
      ]),
    ),
    await time(
      `closure table: ${move}`,
      runs,
      inRollback([
        [
          `DELETE FROM loc_closure c USING loc_closure up, loc_closure down
         WHERE up.descendant = $1 AND up.ancestor <> $1 AND down.ancestor = $1
           AND c.ancestor = up.ancestor AND c.descendant = down.descendant`,
          [building.id],
        ],
        [
          `INSERT INTO loc_closure (ancestor, descendant, depth)
         SELECT up.ancestor, down.descendant, up.depth + down.depth + 1
         FROM loc_closure up, loc_closure down WHERE up.descendant = $1 AND down.ancestor = $2`,
          [target.id, building.id],
        ],
      ]),
    ),
  );
  return { timings: results, closureRows };
}

export async function runLocationsBench(options: { runs?: number } = {}): Promise<LocationsBenchResult> {
  const runs = options.runs ?? 200;
  const dir = mkdtempSync(join(tmpdir(), "chemsafe-bench-"));
  const port = 40000 + Math.floor(Math.random() * 20000);
  const cluster = await startEmbeddedPostgres({ dir, port, persistent: false });
  let db: Database | undefined;
  try {
    await ensureDatabase(cluster.adminUrl, "bench");
    db = createDatabase(cluster.urlFor("bench"), 4);
    await runMigrations(db);
    const postgres = String((await db.execute(sql`SHOW server_version`)).rows[0]?.server_version ?? "?");

    await db.insert(companies).values({ id: COMPANY_ID, name: "Bench Chemicals AS" });
    const [user] = await db
      .insert(users)
      .values({
        companyId: COMPANY_ID,
        email: EMAIL,
        name: "Bench User",
        isPersonal: true,
        permissions: { edit_location: true },
      })
      .returning();
    const nodes = generateTree();
    await insertTree(db, nodes);
    const byDepth = (depth: number) => nodes.filter((node) => node.depth === depth);
    const sizes = subtreeSizes(nodes);

    // Favourites spread over the depths.
    const favorites = [1, 2, 3, 4, 5, 6]
      .flatMap((depth) =>
        byDepth(depth)
          .filter((_, i) => i % 97 === 3)
          .slice(0, 4),
      )
      .slice(0, 20);
    await db
      .insert(locationFavorites)
      .values(favorites.map((node) => ({ companyId: COMPANY_ID, userId: user!.id, locationId: node.id })));

    const issuer = await createTestIssuer();
    const api = createApi({
      db,
      verifyToken: createJwtVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: issuer.jwks }),
    });
    const headers = {
      Authorization: `Bearer ${await issuer.tokenFor(EMAIL)}`,
      "Content-Type": "application/json",
    };
    const call = async (path: string, init: { method?: string; body?: unknown } = {}) => {
      const response = await api.request(`/api${path}`, {
        method: init.method ?? "GET",
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (response.status !== 200)
        throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as { data: unknown };
    };

    const room = byDepth(3)[333]!;
    const deep = byDepth(6)[100]!;
    const buildings = byDepth(2);
    // The building whose subtree is closest to 100 descendants, for archive + unarchive.
    const archiveTarget = buildings.reduce((best, b) =>
      Math.abs(sizes.get(b.id)! - 101) < Math.abs(sizes.get(best.id)! - 101) ? b : best,
    );
    const mover = buildings[42]!;
    const sites = byDepth(1).map((node) => node.id);
    const otherSite = sites.find((id) => id !== mover.parentId)!;

    const matching = (text: string) => nodes.filter((node) => node.name.toLowerCase().includes(text)).length;
    const common = (await call(`/hierarchy/v1/locations?q=cabinet`)).data as unknown[];
    const rare = (await call(`/hierarchy/v1/locations?q=hydrofluoric`)).data as unknown[];
    if (common.length !== 25 || rare.length !== 1) throw new Error("unexpected filter results");
    const get = (path: string) => async () => void (await call(path));
    const put = (id: number, body: unknown) => call(`/hierarchy/v1/locations/${id}`, { method: "PUT", body });

    const cases: [string, number, (run: number) => Promise<void>][] = [
      ["for reference: GET /user/v1/user (token check + user lookup only)", runs, get(`/user/v1/user`)],
      ["top level (10 sites)", runs, get(`/hierarchy/v1/locations?top=true`)],
      [
        `children of a room (${sizes.get(room.id)! - 1} cabinets)`,
        runs,
        get(`/hierarchy/v1/locations?parent_id=${room.id}`),
      ],
      [
        "detail of a depth-6 location (path + children + counts + editors)",
        runs,
        get(`/hierarchy/v1/locations/${deep.id}`),
      ],
      [
        `detail of a site (counts over ${sizes.get(sites[3]!)! - 1} descendants)`,
        runs,
        get(`/hierarchy/v1/locations/${sites[3]}`),
      ],
      [
        `filter, common substring "cabinet" (${matching("cabinet")} matches, best 25)`,
        runs,
        get(`/hierarchy/v1/locations?q=cabinet`),
      ],
      [
        `filter, rare substring "hydrofluoric" (${matching("hydrofluoric")} match)`,
        runs,
        get(`/hierarchy/v1/locations?q=hydrofluoric`),
      ],
      [`favourites list (${favorites.length}, with paths)`, runs, get(`/user/v1/user/favorites`)],
      [
        `move a building (${sizes.get(mover.id)! - 1} descendants) to another site`,
        Math.ceil(runs / 2),
        async (run) => void (await put(mover.id, { parent_id: run % 2 === 0 ? otherSite : mover.parentId })),
      ],
      [
        `archive + unarchive a building (${sizes.get(archiveTarget.id)! - 1} descendants)`,
        Math.ceil(runs / 2),
        async () => {
          await put(archiveTarget.id, { archived: true });
          await put(archiveTarget.id, { archived: false });
        },
      ],
      [`GET /location/v3 (all ${nodes.length})`, Math.ceil(runs / 4), get(`/location/v3`)],
      ["whole tree in tree order (limit 500)", Math.ceil(runs / 4), get(`/hierarchy/v1/locations`)],
    ];
    const apiTimings: Timing[] = [];
    for (const [operation, count, fn] of cases) apiTimings.push(await time(operation, count, fn));

    // The archive round trips must leave the tree as it was.
    const archived = await db.execute(sql`SELECT count(*)::int AS n FROM locations WHERE archived`);
    if (archived.rows[0]?.n !== 0) throw new Error("archive + unarchive left archived locations behind");

    const client = await db.$client.connect();
    let alternatives: Awaited<ReturnType<typeof timeAlternatives>>;
    try {
      alternatives = await timeAlternatives(client, nodes, runs);
    } finally {
      client.release();
    }
    const leafDepths = nodes
      .filter((node) => !sizes.has(node.id) || sizes.get(node.id) === 1)
      .map((node) => node.depth);
    return {
      locations: nodes.length,
      depth: { min_leaf: Math.min(...leafDepths), max: Math.max(...nodes.map((node) => node.depth)) },
      postgres,
      api: apiTimings,
      storage_alternatives: alternatives.timings,
      closure_table_rows: alternatives.closureRows,
    };
  } finally {
    await db?.$client.end();
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function markdownTable(timings: Timing[]): string {
  const lines = ["| Operation | Runs | p50 (ms) | p95 (ms) |", "| --- | ---: | ---: | ---: |"];
  for (const t of timings) {
    lines.push(`| ${t.operation} | ${t.runs} | ${t.p50_ms.toFixed(2)} | ${t.p95_ms.toFixed(2)} |`);
  }
  return lines.join("\n");
}

export const RESULTS_FILE = join(dirname(fileURLToPath(import.meta.url)), "results", "locations.json");

export function writeResults(result: LocationsBenchResult): void {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify({ generated_at: new Date().toISOString(), ...result }, null, 2)}\n`,
  );
}
