import { sql, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, createHarness, type ApiHarness } from "./helpers";

/**
 * A screening writes only the difference: it deletes the hits it no longer finds, inserts the new ones and
 * updates the changed ones, leaving the rest untouched. The hits must then be exactly what screening from
 * nothing finds, and the kept counts (kept by triggers on the hits) equal to counting the hits, after a full
 * screening, a screening of some products and a deletion.
 */

let h: ApiHarness;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await h.db.execute(query)).rows as T[];
}

const DAYS = ["2000-01-01", new Date().toISOString().slice(0, 10), "2027-03-01", "2099-12-31"];

/** The kept counts and the same counted from the hits, per entry and per list and day. */
async function keptAndCounted(companyId: number) {
  const kept = {
    entries: await rows(sql`
      SELECT entry_id, list_code, hits FROM legislation_entry_counts
      WHERE company_id = ${companyId} ORDER BY entry_id`),
    products: await rows(sql`
      SELECT product_id, list_code, days::text FROM legislation_product_lists
      WHERE company_id = ${companyId} ORDER BY product_id, list_code`),
    lists: [] as unknown[],
  };
  const counted = {
    entries: await rows(sql`
      SELECT entry_id, min(list_code) AS list_code, count(*)::int AS hits FROM legislation_hits
      WHERE company_id = ${companyId} GROUP BY entry_id ORDER BY entry_id`),
    products: await rows(sql`
      SELECT h.product_id, h.list_code, range_agg(legislation_entry_days(e.valid_from, e.valid_until))::text AS days
      FROM legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id
      WHERE h.company_id = ${companyId} GROUP BY h.product_id, h.list_code ORDER BY h.product_id, h.list_code`),
    lists: [] as unknown[],
  };
  for (const day of DAYS) {
    kept.lists.push(
      await rows(sql`
        SELECT list_code, sum(products)::int AS products FROM legislation_list_counts
        WHERE company_id = ${companyId} AND days @> ${day}::date AND products > 0
        GROUP BY list_code ORDER BY list_code`),
    );
    counted.lists.push(
      await rows(sql`
        SELECT h.list_code, count(DISTINCT h.product_id)::int AS products
        FROM legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id
        WHERE h.company_id = ${companyId}
          AND (e.valid_from IS NULL OR e.valid_from <= ${day}) AND (e.valid_until IS NULL OR ${day} < e.valid_until)
        GROUP BY h.list_code ORDER BY h.list_code`),
    );
  }
  const left = await rows(sql`
    SELECT 1 FROM legislation_list_counts WHERE company_id = ${companyId} AND products <= 0
    UNION ALL SELECT 1 FROM legislation_entry_counts WHERE company_id = ${companyId} AND hits <= 0`);
  expect(left).toEqual([]);
  return { kept, counted };
}

async function expectKept(companyId: number): Promise<void> {
  const { kept, counted } = await keptAndCounted(companyId);
  expect(kept).toEqual(counted);
}

const HITS = (companyId: number) => sql`
  SELECT product_id, entry_id, list_code, matched_by, substance FROM legislation_hits
  WHERE company_id = ${companyId} ORDER BY product_id, entry_id`;

/** The company's hits as screening from nothing finds them (worked out and rolled back). */
async function screenedFromNothing(companyId: number): Promise<unknown[]> {
  let found: unknown[] = [];
  await h.db
    .transaction(async (tx) => {
      await tx.execute(sql`DELETE FROM legislation_hits WHERE company_id = ${companyId}`);
      await tx.execute(sql`SELECT legislation_rescreen(${companyId}::int, NULL::int[])`);
      found = (await tx.execute(HITS(companyId))).rows;
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return found;
}

async function addProductWithSheet(
  name: string,
  substances: object[],
): Promise<{ product: number; sheet: number }> {
  const [product] = await rows<{ id: number }>(sql`
    INSERT INTO products (company_id, name) VALUES (${DEMO}, ${name}) RETURNING id`);
  const [sheet] = await rows<{ id: number }>(sql`
    INSERT INTO sds_documents (company_id, product_id, key, label, language_id, market_id, date_issue, substances)
    VALUES (${DEMO}, ${product!.id}, ${`diff-${product!.id}`}, ${name}, 4, 1, '2026-01-01', ${JSON.stringify(substances)}::jsonb)
    RETURNING id`);
  return { product: product!.id, sheet: sheet!.id };
}

const DEHP = { name: "Bis(2-ethylhexyl) phthalate", cas: "117-81-7", ec: "204-211-0" };
const FORMALDEHYDE = { name: "Formaldehyde", cas: "50-00-0", ec: null };
const BENZENE = { name: "Benzene", cas: "71-43-2", ec: "200-753-7" };

beforeAll(async () => {
  h = await createHarness();
  // The shipped lists are loaded (and every company screened) on the first call.
  await h.call("admin@demo.test", "/api/archive/v1/legislationlist");
});

afterAll(() => h.close());

describe("screening writes the difference", () => {
  it("a full screening that finds what is kept writes no hit", async () => {
    const before = await rows(HITS(DEMO));
    expect(before.length).toBeGreaterThan(0);
    const written = await h.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT legislation_rescreen(${DEMO}::int, NULL::int[])`);
      // This transaction's own writes to the hits so far.
      const [stat] = (
        await tx.execute<{ written: number }>(sql`
          SELECT (n_tup_ins + n_tup_upd + n_tup_del)::int AS written
          FROM pg_stat_xact_user_tables WHERE relname = 'legislation_hits'`)
      ).rows;
      return stat?.written ?? 0;
    });
    expect(written).toBe(0);
    expect(await rows(HITS(DEMO))).toEqual(before);
    await expectKept(DEMO);
  });

  it("a full screening, a screening of some products and a deletion leave the hits and kept counts true", async () => {
    const renamed = await addProductWithSheet("AAA diff renamed", [DEHP, FORMALDEHYDE]);
    const gone = await addProductWithSheet("AAA diff gone", [BENZENE]);
    const gains = await addProductWithSheet("AAA diff gains", [FORMALDEHYDE]);
    await expectKept(DEMO);

    // What screening reads changes behind its back (as a list import changes what matches): one product's
    // substance is named anew (its hits change), one loses its keys (its hits go), one gains benzene (new hits).
    await h.db.execute(sql`
      UPDATE legislation_sheet_keys SET substance = 'DEHP, renamed'
      WHERE company_id = ${DEMO} AND product_id = ${renamed.product} AND substance = ${DEHP.name}`);
    await h.db.execute(sql`
      INSERT INTO legislation_sheet_keys (company_id, product_id, sheet_id, key, kind, pref, substance)
      SELECT company_id, ${gains.product}, ${gains.sheet}, key, kind, pref, substance
      FROM legislation_sheet_keys WHERE company_id = ${DEMO} AND product_id = ${gone.product}`);
    await h.db.execute(sql`
      DELETE FROM legislation_sheet_keys WHERE company_id = ${DEMO} AND product_id = ${gone.product}`);

    const expected = await screenedFromNothing(DEMO);
    await h.db.execute(sql`SELECT legislation_rescreen(${DEMO}::int, NULL::int[])`);
    expect(await rows(HITS(DEMO))).toEqual(expected);
    await expectKept(DEMO);
    const of = async (product: number) =>
      rows<{ substance: string }>(sql`
        SELECT DISTINCT substance FROM legislation_hits
        WHERE company_id = ${DEMO} AND product_id = ${product} ORDER BY 1`);
    expect(await of(renamed.product)).toEqual([
      { substance: "DEHP, renamed" },
      { substance: "Formaldehyde" },
    ]);
    expect(await of(gone.product)).toEqual([]);
    expect(await of(gains.product)).toEqual([{ substance: "Benzene" }, { substance: "Formaldehyde" }]);

    // A screening of some products: the renamed one is named back, the gaining one loses benzene again.
    await h.db.execute(sql`
      UPDATE legislation_sheet_keys SET substance = ${DEHP.name}
      WHERE company_id = ${DEMO} AND product_id = ${renamed.product} AND substance = 'DEHP, renamed'`);
    await h.db.execute(sql`
      DELETE FROM legislation_sheet_keys
      WHERE company_id = ${DEMO} AND product_id = ${gains.product} AND substance = ${BENZENE.name}`);
    await h.db.execute(sql`
      SELECT legislation_rescreen(${DEMO}::int, ${sql.param([renamed.product, gains.product, gone.product])}::int[])`);
    expect(await rows(HITS(DEMO))).toEqual(await screenedFromNothing(DEMO));
    expect(await of(renamed.product)).toEqual([{ substance: DEHP.name }, { substance: "Formaldehyde" }]);
    expect(await of(gains.product)).toEqual([{ substance: "Formaldehyde" }]);
    await expectKept(DEMO);

    // A deleted product takes its hits and its part of the counts.
    await h.db.execute(sql`DELETE FROM products WHERE company_id = ${DEMO} AND id = ${renamed.product}`);
    expect(await of(renamed.product)).toEqual([]);
    await expectKept(DEMO);
    await h.db.execute(
      sql`DELETE FROM products WHERE company_id = ${DEMO} AND id IN (${gone.product}, ${gains.product})`,
    );
    await expectKept(DEMO);
  });
});
