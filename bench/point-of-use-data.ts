/**
 * The HTTP benchmark's data "at the point of use" (bench/http.ts): workplace descriptions, read and
 * understood, and a read link, on top of what generateHttpData made. All set-based (a few INSERT … SELECTs
 * over the placements), so the large size (100,000 products, 10,000 locations) takes seconds.
 *
 * - A central store under the benchmark's site (the newest top location, the one the location scenarios
 *   read) holding 1,000 products: the read-link page's worst case the budgets name.
 * - A workplace description for one placement in ten (about 1.5 a leaf location at the large size, one a
 *   product in ten at the store), prefilled from the product's current sheet: in ten series 7 are one
 *   published version, 1 a draft never published, 1 a published version 2 over a version 1, 1 a draft
 *   version 2 over a published version 1 (nothing in force until it is published); one in twenty of the
 *   published ones archived.
 * - Read and understood: every description in force assigned to its location (with the locations below);
 *   every active bench user who is not a guest one of a location's people (a top node at a location with
 *   descriptions; one in twenty at the store); two in three of the people asked have acknowledged.
 * - A read link for the store, valid for a year (its token is made here: only the hash is stored).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { newReadLinkToken } from "../api/read-links/tokens";
import { COMPANY_ID } from "./http-data";

export const STORE_NAME = "Bench central store";
export const STORE_PRODUCTS = 1_000;

export interface PointOfUseTargets {
  /** The store with 1,000 products and its read link's token. */
  storeId: number;
  readLinkToken: string;
  /** The site above the store (the manager's view by location). */
  siteId: number;
  /** A published version 2 at the store (a version's page with an older version and the store's choices). */
  wpdVersionId: number;
  counts: { descriptions: number; versions: number; assignments: number; acknowledgements: number };
}

const one = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T> =>
  (await db.execute(query)).rows[0] as T;

export async function generatePointOfUse(db: Database): Promise<PointOfUseTargets> {
  const client = db.$client;
  const C = COMPANY_ID;
  const author = await one<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE company_id = ${C} AND email = 'hse@demo.test'`,
  );
  const site = await one<{ id: number }>(
    db,
    sql`SELECT id FROM locations WHERE company_id = ${C} AND parent_id IS NULL AND NOT archived
      ORDER BY id DESC LIMIT 1`,
  );

  // The store and its 1,000 products (the company's first ones by id, the demo's among them).
  const store = await one<{ id: number }>(
    db,
    sql`INSERT INTO locations (company_id, parent_id, name) VALUES (${C}, ${site.id}, ${STORE_NAME}) RETURNING id`,
  );
  await client.query(
    `INSERT INTO location_products (company_id, location_id, product_id, amount, unit)
     SELECT $1, $2, p.id, 1 + p.id % 20, 'L' FROM products p
     WHERE p.company_id = $1 ORDER BY p.id LIMIT $3
     ON CONFLICT DO NOTHING`,
    [C, store.id, STORE_PRODUCTS],
  );

  // One description per tenth placement, each with the product's current English sheet when it has one.
  await client.query(`DROP TABLE IF EXISTS bench_wpd`);
  await client.query(
    `CREATE TABLE bench_wpd AS
     SELECT row_number() OVER (ORDER BY lp.id)::int AS rn, lp.location_id, l.name AS location_name,
       lp.product_id, p.name AS product_name, s.id AS sds_id, s.pictograms, s.hazard_statements, s.signal_word
     FROM location_products lp
     JOIN locations l ON l.company_id = lp.company_id AND l.id = lp.location_id
     JOIN products p ON p.company_id = lp.company_id AND p.id = lp.product_id
     LEFT JOIN LATERAL (
       SELECT s.id, s.pictograms, s.hazard_statements, s.signal_word FROM sds_documents s
       WHERE s.company_id = lp.company_id AND s.product_id = lp.product_id AND s.superseded_by_id IS NULL
       ORDER BY (s.language_id = 4) DESC, s.id DESC LIMIT 1
     ) s ON true
     WHERE lp.company_id = $1 AND NOT lp.archived AND lp.id % 10 = 0`,
    [C],
  );
  const base = (
    await one<{ n: number }>(db, sql`SELECT coalesce(max(id), 0)::int AS n FROM workplace_descriptions`)
  ).n;
  const total = (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM bench_wpd`)).n;
  // Version 1 of every series (id base + rn); version 2 (id base + total + rn) where rn % 5 = 1.
  const insert = (version: 1 | 2, where: string, status: string, superseded: string, archived: string) =>
    client.query(
      `INSERT INTO workplace_descriptions (id, company_id, series_id, version, status, title, location_id,
         product_id, sds_id, language_id, sections, pictograms, hazard_statements, signal_word, superseded_by_id,
         published_at, archived_at, created_by, created_at, updated_at)
       SELECT $3::int + ${version === 1 ? "0" : "$4::int"} + b.rn, $1, $3::int + b.rn, ${version}, ${status},
         'Handling ' || b.product_name || ' at ' || b.location_name, b.location_id, b.product_id, b.sds_id, 4,
         jsonb_build_object(
           'scope', 'Using ' || b.product_name || ' at ' || b.location_name || ', version ${version}.',
           'hazards', 'See the safety data sheet of ' || b.product_name || ', section 2.',
           'protection', 'Work in the fume cupboard. Wear safety glasses and chemical-resistant gloves.',
           'emergency', 'Stop the work, close the container, ventilate. Call the supervisor.',
           'firstAid', 'Eyes: rinse with water for 15 minutes. Skin: wash with soap and water.',
           'disposal', 'Collect residues in the labelled waste container; never into the drain.'),
         coalesce(b.pictograms, '{}'), coalesce(b.hazard_statements, '{}'), b.signal_word, ${superseded},
         CASE WHEN ${status} = 'published' THEN now() - make_interval(days => b.rn % 400) END,
         ${archived}, $2, now() - make_interval(days => b.rn % 400 + ${version === 1 ? 30 : 0}),
         now() - make_interval(days => b.rn % 400)
       FROM bench_wpd b WHERE ${where}`,
      [C, author.id, base, total],
    );
  await insert(
    1,
    "true",
    "CASE WHEN b.rn % 10 = 3 THEN 'draft' ELSE 'published' END",
    "CASE WHEN b.rn % 5 = 1 THEN $3::int + $4::int + b.rn END",
    "CASE WHEN b.rn % 20 = 7 THEN now() END",
  );
  await insert(
    2,
    "b.rn % 5 = 1",
    "CASE WHEN b.rn % 10 = 1 THEN 'published' ELSE 'draft' END",
    "NULL",
    "NULL",
  );
  await client.query(
    `SELECT setval(pg_get_serial_sequence('workplace_descriptions', 'id'),
       (SELECT max(id) FROM workplace_descriptions))`,
  );
  await client.query(`DROP TABLE bench_wpd`);

  // Every description in force asks the people of its location (and below).
  const inForce = `FROM workplace_descriptions w WHERE w.company_id = $1 AND w.id > $2::int
    AND w.superseded_by_id IS NULL AND w.status = 'published' AND w.archived_at IS NULL`;
  await client.query(
    `INSERT INTO rnu_assignments (company_id, document_kind, document_id, location_id, with_sublocations,
       created_by, created_at)
     SELECT $1, 'wpd', w.series_id, w.location_id, true, $3, w.published_at ${inForce}
     ON CONFLICT DO NOTHING`,
    [C, base, author.id],
  );
  // The people: each active bench user who is not a guest gets a top node at a location with descriptions
  // (in turn), one in twenty at the store.
  await client.query(
    `WITH places AS (
       SELECT row_number() OVER (ORDER BY location_id)::int AS k, location_id
       FROM (SELECT DISTINCT w.location_id ${inForce}) x
     ),
     people AS (
       SELECT row_number() OVER (ORDER BY u.id)::int AS k, u.id FROM users u
       WHERE u.company_id = $1 AND u.email LIKE 'bench.user%' AND u.deactivated_at IS NULL AND NOT u.is_guest_user
     )
     UPDATE users u SET topnodes = jsonb_build_array(CASE WHEN pe.k % 20 = 0 THEN $3::int ELSE pl.location_id END)
     FROM people pe JOIN places pl ON pl.k = 1 + pe.k % (SELECT count(*) FROM places)
     WHERE u.company_id = $1 AND u.id = pe.id`,
    [C, base, store.id],
  );
  // Two in three of the people asked have acknowledged the version in force.
  await client.query(
    `INSERT INTO wpd_acknowledgements (company_id, version_id, user_id, created_at)
     SELECT w.company_id, w.id, u.id, w.published_at + make_interval(days => 1 + u.id % 20)
     ${inForce.replace("FROM workplace_descriptions w", "FROM workplace_descriptions w JOIN users u ON u.company_id = w.company_id AND u.topnodes = jsonb_build_array(w.location_id)")}
       AND u.deactivated_at IS NULL AND NOT u.is_guest_user AND (u.id + w.series_id) % 3 <> 0
     ON CONFLICT DO NOTHING`,
    [C, base],
  );

  const token = newReadLinkToken();
  await client.query(
    `INSERT INTO read_links (company_id, location_id, public_id, secret_hash, created_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + interval '365 days')`,
    [C, store.id, token.publicId, token.secretHash, author.id],
  );
  await client.query(
    `ANALYZE locations, location_products, workplace_descriptions, rnu_assignments, wpd_acknowledgements, users, read_links`,
  );
  const version = await one<{ id: number } | undefined>(
    db,
    sql`SELECT id FROM workplace_descriptions WHERE company_id = ${C} AND location_id = ${store.id}
      AND superseded_by_id IS NULL AND status = 'published' AND archived_at IS NULL
      ORDER BY version DESC, id LIMIT 1`,
  );
  if (!version) throw new Error("no published workplace description at the store");
  const counts = await one<PointOfUseTargets["counts"]>(
    db,
    sql`SELECT
      (SELECT count(DISTINCT series_id)::int FROM workplace_descriptions WHERE company_id = ${C}) AS descriptions,
      (SELECT count(*)::int FROM workplace_descriptions WHERE company_id = ${C}) AS versions,
      (SELECT count(*)::int FROM rnu_assignments WHERE company_id = ${C}) AS assignments,
      (SELECT count(*)::int FROM wpd_acknowledgements WHERE company_id = ${C}) AS acknowledgements`,
  );
  return { storeId: store.id, readLinkToken: token.token, siteId: site.id, wpdVersionId: version.id, counts };
}
