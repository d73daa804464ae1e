/**
 * Query plans of the publisher's substance search and phrase use at size, in a database of its own: a fresh
 * embedded PostgreSQL with every migration and the demo data, plus 100,000 substances (and 5,000 sheet
 * versions that use one phrase) for the demo company. It prints EXPLAIN (ANALYZE, BUFFERS) of the statements
 * the API sends, without and with the substance name's trigram index, for the figures of the decision.
 *
 *   TMPDIR=/tmp/x npx tsx bench/publisher-search-plans.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { createDatabase } from "../db/client";
import { ensureDatabase, startEmbeddedPostgres } from "../db/embedded";
import { runMigrations } from "../db/migrate";
import { DEMO_COMPANY_IDS, seedDemoData } from "../seed/seed";

const COMPANY = DEMO_COMPANY_IDS.demoChemicals;
const SUBSTANCES = 100_000;
const SHEETS_USING_PHRASE = 5_000;
const TRIGRAM_INDEX = "publisher_substances_search_trgm_idx";

/** The search statement of api/publisher/usage.ts (the page's substances and the count), with `q`. */
function searchStatements(q: string): string[] {
  const like = q.replace(/[\\%_']/g, (c) => (c === "'" ? "''" : `\\${c}`));
  const found = `s.company_id = ${COMPANY} AND (lower(s.name) LIKE lower('%${like}%')
    OR s.cas LIKE '${like}%' OR s.ec LIKE '${like}%')`;
  return [
    `SELECT s.id, s.name FROM publisher_substances s WHERE ${found} ORDER BY s.name, s.id LIMIT 50 OFFSET 0`,
    `SELECT count(*)::int AS total FROM publisher_substances s WHERE ${found}`,
  ];
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "chemsafe-plans-"));
  const cluster = await startEmbeddedPostgres({ dir, port: 40000 + Math.floor(Math.random() * 20000) });
  try {
    await ensureDatabase(cluster.adminUrl, "plans");
    const db = createDatabase(cluster.urlFor("plans"), 2);
    await runMigrations(db);
    await seedDemoData(db);
    const words = [
      "acetone",
      "ethanol",
      "sodium",
      "hydroxide",
      "chloride",
      "methyl",
      "propyl",
      "benzene",
      "acid",
      "sulfate",
      "nitrate",
      "oxide",
      "glycol",
      "ether",
      "amine",
      "phenol",
      "toluene",
      "xylene",
      "citric",
      "acetate",
      "peroxide",
      "carbonate",
      "silicate",
      "zinc",
      "copper",
      "iron",
      "lead",
      "tin",
    ];
    await db.execute(
      sql.raw(`
      INSERT INTO publisher_substances (company_id, name, cas, classification)
      SELECT ${COMPANY},
        initcap((ARRAY['${words.join("','")}'])[1 + i % ${words.length}]) || ' ' ||
          (ARRAY['${words.join("','")}'])[1 + (i / ${words.length}) % ${words.length}] || ' ' ||
          substr(md5(i::text), 1, 6) || ' ' || i,
        NULL, ''
      FROM generate_series(1, ${SUBSTANCES}) i`),
    );
    // One phrase used on thousands of sheet versions.
    const [manufacturer] = (
      await db.execute(
        sql.raw(`INSERT INTO publisher_manufacturers (company_id, name, type_id)
        VALUES (${COMPANY}, 'Plans Supplier', 1) RETURNING id`),
      )
    ).rows as { id: number }[];
    const [sentence] = (
      await db.execute(
        sql.raw(`INSERT INTO publisher_sentences (company_id, code, field_id)
        VALUES (${COMPANY}, 'PLANS-1', 2) RETURNING id`),
      )
    ).rows as { id: number }[];
    await db.execute(
      sql.raw(`
      INSERT INTO publisher_documents (company_id, sds_key, manufacturer_id, product_name, language_id, market_id)
      SELECT ${COMPANY}, 'PLANS-' || i, ${manufacturer!.id}, 'Product ' || md5(i::text), 1 + i % 3, 1
      FROM generate_series(1, ${SHEETS_USING_PHRASE}) i`),
    );
    await db.execute(
      sql.raw(`
      INSERT INTO publisher_document_phrases (company_id, document_id, subsection, position, sentence_id)
      SELECT ${COMPANY}, d.id, s.subsection, 1, ${sentence!.id}
      FROM publisher_documents d CROSS JOIN (VALUES ('2.1'), ('2.2')) s(subsection)
      WHERE d.company_id = ${COMPANY} AND d.sds_key LIKE 'PLANS-%'`),
    );
    await db.execute(sql.raw(`ANALYZE`));

    const explain = async (label: string, statement: string) => {
      // Twice: the first run warms the cache, the second is the figure.
      await db.execute(sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`));
      const plan = (await db.execute(sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`))).rows
        .map((row) => (row as { "QUERY PLAN": string })["QUERY PLAN"])
        .join("\n");
      console.log(`\n### ${label}\n${plan}`);
    };
    const terms = ["e", "ox", "ace", "acetone", "zinc iron", "no such thing"];
    const hasIndex = async () =>
      (await db.execute(sql.raw(`SELECT 1 FROM pg_indexes WHERE indexname = '${TRIGRAM_INDEX}'`))).rows
        .length > 0;
    const indexDefinition = (await hasIndex())
      ? (
          (await db.execute(sql.raw(`SELECT indexdef FROM pg_indexes WHERE indexname = '${TRIGRAM_INDEX}'`)))
            .rows[0] as { indexdef: string } | undefined
        )?.indexdef
      : undefined;
    // PLANS=phrase: only the phrase use (the substance search takes minutes at this size).
    const phases =
      process.env.PLANS === "phrase" ? [] : ["without the trigram index", "with the trigram index"];
    for (const phase of phases) {
      if (phase.startsWith("without")) {
        await db.execute(sql.raw(`DROP INDEX IF EXISTS ${TRIGRAM_INDEX}`));
      } else if (indexDefinition) {
        await db.execute(sql.raw(indexDefinition));
        await db.execute(sql.raw(`ANALYZE publisher_substances`));
      } else continue;
      for (const q of terms) {
        const [page, count] = searchStatements(q);
        await explain(`${phase}: page, q=${q}`, page!);
        await explain(`${phase}: count, q=${q}`, count!);
      }
    }
    const { phraseUse } = await import("../api/publisher/documents");
    const started = performance.now();
    const use = await phraseUse(db, COMPANY, sentence!.id);
    console.log(
      `\n### phraseUse: ${use.count} sheets, ${use.sheets.length} named, ${Math.round(performance.now() - started)} ms`,
    );
    await explain(
      "phrase use, the supplier joined before the limit (the statement of decision 081)",
      `SELECT x.*, count(*) OVER ()::int AS total FROM (
        SELECT d.id, d.sds_key, d.product_name, d.language_id, d.market_id, d.version
        FROM publisher_documents d JOIN publisher_manufacturers m ON m.company_id = d.company_id AND m.id = d.manufacturer_id
        WHERE d.company_id = ${COMPANY} AND d.id IN (SELECT p.document_id FROM publisher_document_phrases p
          WHERE p.company_id = ${COMPANY} AND p.sentence_id = ${sentence!.id})) x
       ORDER BY x.product_name, x.sds_key, x.language_id, x.market_id, x.version DESC LIMIT 100`,
    );
    await explain(
      "phrase use, the supplier joined after the limit",
      `SELECT y.*, m.name AS manufacturer_name FROM (
        SELECT d.id, d.company_id, d.manufacturer_id, d.sds_key, d.product_name, d.language_id, d.market_id,
          d.version, count(*) OVER ()::int AS total
        FROM publisher_documents d
        WHERE d.company_id = ${COMPANY} AND d.id IN (SELECT p.document_id FROM publisher_document_phrases p
          WHERE p.company_id = ${COMPANY} AND p.sentence_id = ${sentence!.id})
        ORDER BY d.product_name, d.sds_key, d.language_id, d.market_id, d.version DESC LIMIT 100) y
       JOIN publisher_manufacturers m ON m.company_id = y.company_id AND m.id = y.manufacturer_id
       ORDER BY y.product_name, y.sds_key, y.language_id, y.market_id, y.version DESC`,
    );
    await db.$client.end();
  } finally {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
