import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * The publisher's material in use, for the benchmark of /phrases/inuse/{id} and /substances/all-versions
 * (bench/http.ts): the demo seed has one sheet of the company's own. This adds a bounded, fixed amount at
 * every size, made once: 2,000 substances, and 300 sheets in two versions each (600 documents), every
 * document listing five of the substances and the company phrase C-001, so the phrase is used by more
 * sheets than the page names (100) and the usage list counts sheets and versions for every row.
 */

const SUBSTANCES = 2_000;
const SHEETS = 300;
const PREFIX = "DOC-BENCH";

export interface PublisherUsageTargets {
  sentenceId: number;
  sdsKey: string;
}

/** Makes the material once (found again by its keys) and names the phrase and sheet the scenarios open. */
export async function benchPublisherUsage(
  db: Database,
  companyId: number,
): Promise<PublisherUsageTargets | null> {
  const phrase = (
    await db.execute<{ id: number }>(
      sql`SELECT id FROM publisher_sentences WHERE company_id = ${companyId} AND code = 'C-001'`,
    )
  ).rows[0];
  const supplier = (
    await db.execute<{ id: number }>(
      sql`SELECT id FROM publisher_manufacturers WHERE company_id = ${companyId} ORDER BY id LIMIT 1`,
    )
  ).rows[0];
  if (!phrase || !supplier) return null;
  const sdsKey = `${PREFIX}0001`;
  const made = await db.execute(
    sql`SELECT 1 FROM publisher_documents WHERE company_id = ${companyId} AND sds_key = ${sdsKey}`,
  );
  if (made.rows.length > 0) return { sentenceId: phrase.id, sdsKey };
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO publisher_substances (company_id, name, classification)
      SELECT ${companyId}, 'Bench substance ' || lpad(n::text, 5, '0'), 'Flam. Liq. 3 H226'
      FROM generate_series(1, ${SUBSTANCES}) AS n`);
    // Version 1 published, version 2 a draft: the composition differs between them.
    await tx.execute(sql`
      INSERT INTO publisher_documents (company_id, sds_key, manufacturer_id, product_name, language_id, market_id,
        version, sds_type, template_id, status, library_sds_key, date_issue)
      SELECT ${companyId}, ${PREFIX} || lpad(n::text, 4, '0'), ${supplier.id},
        'Bench sheet ' || lpad(n::text, 4, '0'), 4, 4, v, 1, 1,
        CASE v WHEN 1 THEN 'published' ELSE 'draft' END,
        CASE v WHEN 1 THEN 'SDS-' || ${PREFIX} || lpad(n::text, 4, '0') END,
        CASE v WHEN 1 THEN DATE '2026-01-15' END
      FROM generate_series(1, ${SHEETS}) AS n, generate_series(1, 2) AS v`);
    await tx.execute(sql`
      WITH d AS (
        SELECT id, substr(sds_key, ${PREFIX.length + 1})::int AS n, version FROM publisher_documents
        WHERE company_id = ${companyId} AND sds_key LIKE ${`${PREFIX}%`}),
      s AS (
        SELECT id, row_number() OVER (ORDER BY id) AS k FROM publisher_substances
        WHERE company_id = ${companyId} AND name LIKE 'Bench substance %')
      INSERT INTO publisher_document_substances (company_id, document_id, substance_id, position, concentration_min,
        concentration_max)
      SELECT ${companyId}, d.id, s.id, p, 5 * p, 5 * p + d.version
      FROM d CROSS JOIN generate_series(1, 5) AS p
      JOIN s ON s.k = ((d.n * 7 + p + d.version) % ${SUBSTANCES}) + 1`);
    await tx.execute(sql`
      INSERT INTO publisher_document_phrases (company_id, document_id, subsection, position, sentence_id)
      SELECT ${companyId}, id, '7.2', 1, ${phrase.id} FROM publisher_documents
      WHERE company_id = ${companyId} AND sds_key LIKE ${`${PREFIX}%`}`);
  });
  await db.execute(
    sql`ANALYZE publisher_substances, publisher_documents, publisher_document_substances, publisher_document_phrases`,
  );
  return { sentenceId: phrase.id, sdsKey };
}
