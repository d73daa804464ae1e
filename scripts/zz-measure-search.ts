import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { generateTree } from "../bench/locations";
import { createDatabase } from "../db/client";
import { ensureDatabase, startEmbeddedPostgres } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { companies } from "../db/schema";
import { searchLocations as newSearch } from "../api/locations/tree";
import { searchLocations as oldSearch } from "../api/locations/zz-old-tree";

const dialect = new PgDialect();
async function main() {
  const dir = mkdtempSync(join(tmpdir(), "zz-measure-"));
  const cluster = await startEmbeddedPostgres({ dir, port: 45000 + Math.floor(Math.random() * 1000), persistent: false });
  try {
    await ensureDatabase(cluster.adminUrl, "m");
    const db = createDatabase(cluster.urlFor("m"), 2);
    await runMigrations(db);
    const nodes = generateTree();
    if (process.env.NOTRIG) await db.$client.query(`ALTER TABLE locations DISABLE TRIGGER locations_path_insert; ALTER TABLE locations DISABLE TRIGGER locations_paths_inserted`);
    if (process.env.NOIDX) await db.$client.query(`DROP INDEX locations_path_trgm_idx`);
    console.log("nodes", nodes.length);
    for (const c of [1, 2, 3]) {
      await db.insert(companies).values({ id: c, name: `C${c}` });
      const base = (c - 1) * 100000;
      for (const depth of [1, 2, 3, 4, 5, 6]) {
        const level = nodes.filter((n) => n.depth === depth);
        const t0 = performance.now();
        await db.$client.query(
          `INSERT INTO locations (id, company_id, parent_id, name)
           SELECT id, $1, parent_id, name FROM unnest($2::int[], $3::int[], $4::text[]) AS t(id, parent_id, name)`,
          [c, level.map((n) => base + n.id), level.map((n) => (n.parentId === null ? null : base + n.parentId)), level.map((n) => n.name)],
        );
        if (c === 1) console.log(`insert depth ${depth}: ${level.length} rows ${(performance.now() - t0).toFixed(0)} ms`);
      }
    }
    await db.$client.query("ANALYZE");
    const viewer = { companyId: 1, userId: 1, personal: false, mayEdit: true };
    const texts = process.argv.slice(2).length ? process.argv.slice(2) : ["cabinet", "hydrofluoric", "lab", "oslo", "oslo cabinet", "building 3 shelf", "oslo building 2 lab 4"];
    const sample = await db.$client.query(`SELECT name, path_lower FROM locations WHERE company_id = 1 AND id IN (5, 50, 500, 5000) `);
    console.log(sample.rows);
    for (const text of texts) {
      for (const [label, fn] of [["old", oldSearch], ["new", newSearch]] as const) {
        let captured: SQL | undefined;
        await fn({ execute: async (q: SQL) => { captured = q; return { rows: [] } as never; } } as never, viewer, { text, limit: 25, includeArchived: false, withBoard: true });
        const q = dialect.sqlToQuery(captured!);
        const times: number[] = [];
        let plan = "";
        let n = 0;
        for (let i = 0; i < 7; i++) {
          const r = await db.$client.query(`EXPLAIN (ANALYZE, FORMAT TEXT) ${q.sql}`, q.params);
          const lines = r.rows.map((row) => row["QUERY PLAN"] as string);
          times.push(Number(/Execution Time: ([\d.]+)/.exec(lines.join("\n"))![1]));
          plan = lines.join("\n");
        }
        n = (await db.$client.query(q.sql, q.params)).rows.length;
        times.sort((a, b) => a - b);
        console.log(`\n== ${label} "${text}": ${n} rows, median execution ${times[3]} ms (min ${times[0]}, max ${times[6]})`);
        if (process.env.PLAN) console.log(plan);
      }
    }
    // Rewriting a subtree: rename a site.
    const t0 = performance.now();
    await db.$client.query(`UPDATE locations SET name = name || ' x' WHERE company_id = 1 AND id = 1`);
    const sz = await db.$client.query(`SELECT count(*) FROM locations WHERE company_id = 1 AND path_lower LIKE (SELECT path_lower FROM locations WHERE id = 1) || E'\\n%'`);
    console.log(`rename site 1: ${(performance.now() - t0).toFixed(0)} ms, ${sz.rows[0].count} descendants rewritten`);
    await db.$client.end();
  } finally {
    await cluster.stop();
  }
}
void main();
