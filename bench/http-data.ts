/**
 * The data of the HTTP benchmark (bench/http.ts): the demo data (seed/seed.ts),
 * then Demo Chemicals (company 1000001) filled up in bulk SQL to a size's
 * products and locations, and for the medium size 2,000 chemical approval
 * requests in every status, with locations and board evaluations; and an audit trail of 10,000, 100,000
 * and 1,000,000 rows.
 *
 * The same recipe as the products benchmark (bench/products.ts): products named
 * after the 262 demo chemicals of seed/data/chemicals.ts (numbered variants
 * from 40 suppliers), a current en/GB safety data sheet each, a translation for
 * a quarter and an older superseded version for one in twenty; the locations
 * are the first part of the locations benchmark's tree (bench/locations.ts);
 * every product is kept at one leaf location, half of them at a second, 2 %
 * archived. The ids go on after the demo data's; the demo data stay as seeded.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { CHEMICALS } from "../seed/data/chemicals";
import { DEMO_COMPANY_IDS } from "../seed/seed";
import { generateTree } from "./locations";
import { insertVersion } from "../api/smartforms/store";
import type { TemplateStructure } from "../core/smartforms/template";
import { generateExposure, generateExposurePlans, type ExposureTarget } from "./exposure-data";

export const COMPANY_ID = DEMO_COMPANY_IDS.demoChemicals;

export interface HttpSize {
  name: "small" | "medium" | "large";
  /** The company's products and locations in all (the demo data's included). */
  products: number;
  locations: number;
  /** Generated chemical approval requests (on top of the demo's). */
  requests: number;
  /** Generated audit trail rows (on top of the demo's). */
  activities: number;
  /** The company's users in all (the demo's included): the users page's list and search. */
  users: number;
  /**
   * Generated risk assessments and SPS documents (on top of the demo's): the lists and the status page. Nine
   * in ten are risk assessments, so the large size's 11,112 are 10,001 risk assessments and 1,111 SPS.
   */
  documents?: number;
  /** Generated exposure records (the exposure register's scenarios), with their people, products and places. */
  exposure?: ExposureTarget;
  /** Generated exposure plans (on top of the demo's): the plans list. */
  exposurePlans?: number;
  /** Generated SDS events and actions (on top of the demo's): /sdsevents and /actions/list. */
  sdsEvents?: number;
  actions?: number;
}

export const HTTP_SIZES: HttpSize[] = [
  {
    name: "small",
    products: 1_000,
    locations: 100,
    requests: 0,
    activities: 10_000,
    users: 200,
    documents: 200,
    exposure: { records: 10_000, people: 100, products: 50, locations: 50 },
    exposurePlans: 200,
    sdsEvents: 10_000,
    actions: 1_000,
  },
  {
    name: "medium",
    products: 20_000,
    locations: 1_000,
    requests: 2_000,
    activities: 100_000,
    users: 2_000,
    documents: 2_000,
    exposure: { records: 100_000, people: 1_000, products: 200, locations: 500 },
    exposurePlans: 2_000,
    sdsEvents: 100_000,
    actions: 10_000,
  },
  {
    name: "large",
    products: 100_000,
    locations: 10_000,
    requests: 0,
    activities: 1_000_000,
    users: 10_000,
    documents: 11_112,
    exposure: { records: 1_000_000, people: 2_000, products: 200, locations: 500 },
    exposurePlans: 100_000,
    sdsEvents: 1_000_000,
    actions: 100_000,
  },
];

export interface GeneratedCounts {
  products: number;
  sds: number;
  locations: number;
  location_products: number;
  product_requests: number;
  request_evaluations: number;
  activities: number;
  users: number;
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
  "Yara Norge AS",
  "Borregaard AS",
  "Nordic Chemicals AB",
  "Kemetyl Norge AS",
  "Würth Norge AS",
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
  "AGA AS",
  "Biltema Norge AS",
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

/** The chemicals as rows of a scratch table the generator multiplies. */
function templates() {
  return CHEMICALS.map((c, idx) => ({
    idx,
    name: c.name,
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

const one = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T> =>
  (await db.execute(query)).rows[0] as T;

/**
 * Fills Demo Chemicals up to the size (after seedDemoData), the exposure register's records and plans only
 * with `exposure` (bench/exposure-data.ts). Returns the company's counts afterwards.
 */
export async function generateHttpData(
  db: Database,
  size: HttpSize,
  options: { exposure: boolean } = { exposure: true },
): Promise<GeneratedCounts> {
  const client = db.$client;
  const existing = await one<{ products: number; locations: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM products WHERE company_id = ${COMPANY_ID}) AS products,
      (SELECT count(*)::int FROM locations WHERE company_id = ${COMPANY_ID}) AS locations`,
  );

  // Locations: the first part of the locations benchmark's tree, its sites put under the two demo boards.
  const locationBase = (
    await one<{ n: number }>(db, sql`SELECT coalesce(max(id), 0)::int AS n FROM locations`)
  ).n;
  const nodes = generateTree().slice(0, Math.max(0, size.locations - existing.locations));
  const boards = (
    await db.execute(sql`SELECT id FROM chemical_board_groups WHERE company_id = ${COMPANY_ID} ORDER BY id`)
  ).rows.map((row) => Number(row.id));
  const siteOf = new Map<number, number>();
  for (const node of nodes)
    siteOf.set(node.id, node.parentId === null ? node.id : siteOf.get(node.parentId)!);
  const sites = nodes.filter((n) => n.parentId === null).map((n) => n.id);
  const boardOfSite = new Map(sites.map((id, i) => [id, boards.length ? boards[i % boards.length]! : null]));
  await client.query(
    `INSERT INTO locations (id, company_id, parent_id, name, chemical_board_group_id)
     SELECT id, $1, parent_id, name, board FROM unnest($2::int[], $3::int[], $4::text[], $5::int[])
       AS t(id, parent_id, name, board)`,
    [
      COMPANY_ID,
      nodes.map((n) => locationBase + n.id),
      nodes.map((n) => (n.parentId === null ? null : locationBase + n.parentId)),
      nodes.map((n) => n.name),
      nodes.map((n) => (n.parentId === null ? (boardOfSite.get(n.id) ?? null) : null)),
    ],
  );
  await client.query(
    `SELECT setval(pg_get_serial_sequence('locations', 'id'), (SELECT max(id) FROM locations))`,
  );
  const parents = new Set(nodes.map((n) => n.parentId));
  const leafNodes = nodes.filter((n) => !parents.has(n.id));
  const leaves = leafNodes.map((n) => locationBase + n.id);

  // Products: numbered variants of the chemicals, from the 40 suppliers.
  const productBase = (await one<{ n: number }>(db, sql`SELECT coalesce(max(id), 0)::int AS n FROM products`))
    .n;
  const count = CHEMICALS.length;
  const toGenerate = Math.max(0, size.products - existing.products);
  await client.query(`DROP TABLE IF EXISTS bench_chemicals`);
  await client.query(
    `CREATE TABLE bench_chemicals AS SELECT * FROM jsonb_to_recordset($1::jsonb) AS t(
       idx int, name text, article_no text, area_of_use text, cas_no text, ec_no text, un_no text,
       signal_word text, pictograms text[], hazard_statements text[], precautionary_statements text[],
       storage_class text, substances jsonb, cas_numbers text[], physical jsonb, state text)`,
    [JSON.stringify(templates())],
  );
  await client.query(
    `INSERT INTO products (id, company_id, name, supplier, article_no, stock_kind)
     SELECT $4 + g, $1,
       c.name || ' ' || ($5::text[])[1 + (g::bigint * 40503 % cardinality($5::text[]))] || ' ' || (1 + (g - 1) / $3),
       ($6::text[])[1 + (g::bigint * 2654435761 % cardinality($6::text[]))],
       c.article_no || '-B' || g,
       (ARRAY['EcoDatabase', 'EcoDatabase', 'EcoDatabase', 'OrgDatabase', 'MyProducts'])[1 + g % 5]
     FROM generate_series(1, $2::int) g JOIN bench_chemicals c ON c.idx = (g - 1) % $3`,
    [COMPANY_ID, toGenerate, count, productBase, VARIANTS, SUPPLIERS],
  );
  await client.query(
    `SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`,
  );

  // Sheets: the current en/GB one (key HTTPB-<id>), a translation for a quarter, an old version for 1 in 20.
  const sheets = (columns: {
    language: string;
    key: string;
    version: string;
    date: string;
    supersededBy: string;
    where: string;
  }) =>
    client.query(
      `INSERT INTO sds_documents (company_id, product_id, key, label, supplier, article_no, area_of_use,
         language_id, market_id, version, date_issue, msds_type, cas_no, ec_no, un_no, signal_word, pictograms,
         hazard_statements, precautionary_statements, storage_class, substances, cas_numbers, physical,
         superseded_by_id)
       SELECT p.company_id, p.id, ${columns.key}, p.name, p.supplier, p.article_no, c.area_of_use,
         ${columns.language}, ${columns.language}, ${columns.version}, ${columns.date}, 1, c.cas_no, c.ec_no,
         c.un_no, c.signal_word, c.pictograms, c.hazard_statements, c.precautionary_statements, c.storage_class,
         c.substances, c.cas_numbers, c.physical, ${columns.supersededBy}
       FROM products p JOIN bench_chemicals c ON c.idx = (p.id - $3 - 1) % $2
       WHERE p.company_id = $1 AND p.id > $3 AND ${columns.where}`,
      [COMPANY_ID, count, productBase],
    );
  const issued = `date '2019-01-01' + ((p.id * 7919) % 2400)::int + 400`;
  await sheets({
    language: "4",
    key: `'HTTPB-' || p.id`,
    version: `(1 + p.id % 5) || '.' || (p.id % 10)`,
    date: `to_char(${issued}, 'YYYY-MM-DD')`,
    supersededBy: "NULL",
    where: "true",
  });
  await sheets({
    language: "(ARRAY[1, 2, 3, 5, 6])[1 + p.id % 5]",
    key: `'HTTPB-T' || p.id`,
    version: `(1 + p.id % 3) || '.' || (p.id % 7)`,
    date: `to_char(${issued} - (p.id % 300), 'YYYY-MM-DD')`,
    supersededBy: "NULL",
    where: "(p.id * 7) % 100 < 25",
  });
  await sheets({
    language: "4",
    key: `'HTTPB-O' || p.id`,
    version: `'0.9'`,
    date: `to_char(${issued} - 400, 'YYYY-MM-DD')`,
    supersededBy: `(SELECT s.id FROM sds_documents s WHERE s.key = 'HTTPB-' || p.id)`,
    where: "(p.id * 13) % 100 < 5",
  });

  // Placements: every generated product at one generated leaf, half of them at a second; 2 % archived.
  if (leaves.length > 0) {
    await client.query(
      `INSERT INTO location_products (company_id, location_id, product_id, amount, unit, archived)
       SELECT $1, ($2::int[])[1 + (spot.k % cardinality($2::int[]))], p.id,
         1 + p.id % 50,
         CASE c.state WHEN 'gas' THEN 'pcs' WHEN 'solid' THEN 'kg' ELSE 'L' END,
         p.id % 50 = 0
       FROM products p JOIN bench_chemicals c ON c.idx = (p.id - $4 - 1) % $3
       CROSS JOIN LATERAL (VALUES (p.id::bigint * 7919),
         (CASE WHEN p.id % 2 = 0 THEN p.id::bigint * 104729 + 17 END)) spot(k)
       WHERE p.company_id = $1 AND p.id > $4 AND spot.k IS NOT NULL
       ON CONFLICT DO NOTHING`,
      [COMPANY_ID, leaves, count, productBase],
    );
  }
  await client.query(`DROP TABLE bench_chemicals`);

  if (size.requests > 0) {
    const leafBoards = leafNodes.map((n) => boardOfSite.get(siteOf.get(n.id)!) ?? null);
    await generateRequests(db, size.requests, { leaves, leafBoards, productBase, toGenerate });
  }
  // Users: numbered colleagues with a few permissions, some guests, shared accounts and deactivated ones.
  await client.query(
    `INSERT INTO users (company_id, email, name, permissions, is_personal, is_guest_user, deactivated_at)
     SELECT $1, 'bench.user' || g || '@bench.test', 'Bench user ' || g,
       CASE WHEN g % 10 = 0 THEN '{"add_product": true}'::jsonb ELSE '{}'::jsonb END,
       g % 7 <> 0, g % 13 = 0, CASE WHEN g % 50 = 0 THEN now() END
     FROM generate_series(1, greatest(0, $2::int - (SELECT count(*)::int FROM users WHERE company_id = $1))) g`,
    [COMPANY_ID, size.users],
  );
  if (size.activities > 0) await generateActivities(db, size.activities);
  if ((size.documents ?? 0) > 0) await generateDocuments(db, size.documents!);
  await generateSdsEventsAndActions(db, size.sdsEvents ?? 0, size.actions ?? 0);
  await generateApprovalDocument(db);
  // The publisher's own sheets: /documents and a sheet's versions page (block at the end of this file).
  await generatePublisherSheets(db, size);
  // The exposure register's records and plans only for its scenarios: a million records are minutes of work.
  if (options.exposure) {
    const plans =
      (size.exposurePlans ?? 0) > 0 ? await generateExposurePlans(db, COMPANY_ID, size.exposurePlans!) : 0;
    const records = size.exposure ? await generateExposure(db, COMPANY_ID, size.exposure) : 0;
    console.log(
      `    exposure data: plans ${plans.toFixed(1)} s, records and register ${records.toFixed(1)} s`,
    );
  }
  await client.query(`VACUUM ANALYZE`);
  return one<GeneratedCounts>(
    db,
    sql`SELECT
      (SELECT count(*)::int FROM products WHERE company_id = ${COMPANY_ID}) AS products,
      (SELECT count(*)::int FROM sds_documents WHERE company_id = ${COMPANY_ID}) AS sds,
      (SELECT count(*)::int FROM locations WHERE company_id = ${COMPANY_ID}) AS locations,
      (SELECT count(*)::int FROM location_products WHERE company_id = ${COMPANY_ID}) AS location_products,
      (SELECT count(*)::int FROM product_requests WHERE company_id = ${COMPANY_ID}) AS product_requests,
      (SELECT count(*)::int FROM product_request_evaluations WHERE company_id = ${COMPANY_ID})
        AS request_evaluations,
      (SELECT count(*)::int FROM activities WHERE company_id = ${COMPANY_ID}) AS activities,
      (SELECT count(*)::int FROM users WHERE company_id = ${COMPANY_ID}) AS users`,
  );
}

/** The risk assessment the approval page's scenario reads. */
export const APPROVAL_DOCUMENT_TITLE = "Bench: decanting solvents";

/**
 * A risk assessment waiting for approval, every field of the company's default template answered (the
 * approval page renders each read-only), with the bench's user (admin@demo.test) named an approver. Once.
 */
export async function generateApprovalDocument(db: Database): Promise<void> {
  await db.$client.query(
    `UPDATE companies SET settings = settings || jsonb_build_object('ra_approval_required', true,
       'ra_approvers', coalesce(settings->'ra_approvers', '[]'::jsonb) ||
         (SELECT to_jsonb(array_agg(id)) FROM users WHERE company_id = $1 AND email = 'admin@demo.test'))
     WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM smartform_documents WHERE company_id = $1 AND title = $2)`,
    [COMPANY_ID, APPROVAL_DOCUMENT_TITLE],
  );
  await db.$client.query(
    `WITH next AS (SELECT nextval(pg_get_serial_sequence('smartform_documents', 'id'))::int AS id),
       t AS (SELECT id, structure FROM smartform_templates
             WHERE company_id = $1 AND document_type = 1 AND kind = 1 AND is_default LIMIT 1),
       author AS (SELECT id FROM users WHERE company_id = $1 AND email = 'assessor@demo.test'),
       answers AS (
         SELECT coalesce(jsonb_object_agg(f->>'key',
           CASE f->>'type'
             WHEN 'risk_matrix' THEN '{"likelihood": 3, "severity": 4}'::jsonb
             WHEN 'yes_no' THEN 'true'::jsonb
             WHEN 'number' THEN '12'::jsonb
             WHEN 'date' THEN '"2026-03-01"'::jsonb
             WHEN 'text' THEN '"Decanting solvents from drums"'::jsonb
             WHEN 'long_text' THEN to_jsonb(repeat('Solvents are decanted at the extraction bench. ', 20))
             ELSE NULL END) FILTER (WHERE f->>'type' IN ('risk_matrix','yes_no','number','date','text','long_text')),
           '{}'::jsonb) AS v
         FROM t, jsonb_array_elements(t.structure->'tabs') tab, jsonb_array_elements(tab->'fields') f)
     INSERT INTO smartform_documents (id, company_id, root_id, version_no, document_type, template_id, kind,
       structure, title, language_id, status, values, is_latest, created_by, submitted_by, submitted_at)
     SELECT next.id, $1, next.id, 1, 1, t.id, 1, t.structure, $2, 4, 2, answers.v, true, author.id, author.id, now()
     FROM next, t, author, answers
     WHERE NOT EXISTS (SELECT 1 FROM smartform_documents WHERE company_id = $1 AND title = $2)`,
    [COMPANY_ID, APPROVAL_DOCUMENT_TITLE],
  );
}

/**
 * `n` rows of the audit trail in one INSERT … SELECT: 30 seconds apart going back from now (a million rows
 * span about a year), every module in turn with its object type, the company's users in turn as actors and
 * one row in fifty by the system, objects drawn from 100,000 ids so one object has about ten changes per
 * million, and a one-field before/after each.
 */
/**
 * `events` SDS events over the company's products (every kind, one every half minute back from now, by the
 * demo users or nobody) and `actions` actions (every third done, due dates over a year, some at a location,
 * some assigned): set-based, one statement each.
 */
export async function generateSdsEventsAndActions(
  db: Database,
  events: number,
  actions: number,
): Promise<void> {
  if (events > 0) {
    await db.$client.query(
      `INSERT INTO sds_events (company_id, kind, product_id, actor_id, occurred_at, payload)
       SELECT $1,
         (ARRAY['uploaded','replaced','copied','expired','supplier_answered','list_hit'])[1 + i % 6],
         p.ids[1 + (i::bigint * 7919) % cardinality(p.ids)],
         CASE WHEN i % 6 = 4 THEN NULL ELSE u.ids[1 + i % cardinality(u.ids)] END,
         now() - make_interval(secs => i * 30),
         jsonb_build_object('version', (1 + i % 9) || '.0')
       FROM generate_series(1, $2::int) AS i,
         (SELECT array_agg(id ORDER BY id) AS ids FROM products WHERE company_id = $1) AS p,
         (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE company_id = $1 AND email LIKE '%@demo.test') AS u`,
      [COMPANY_ID, events],
    );
  }
  if (actions > 0) {
    await db.$client.query(
      `INSERT INTO sds_actions (company_id, title, assignee_id, due_date, status, location_id, product_id, origin)
       SELECT $1, 'Follow-up ' || i,
         CASE WHEN i % 4 = 0 THEN NULL ELSE u.ids[1 + i % cardinality(u.ids)] END,
         to_char(current_date + (i % 365) - 90, 'YYYY-MM-DD'),
         CASE WHEN i % 3 = 0 THEN 'done' ELSE 'open' END,
         CASE WHEN i % 2 = 0 THEN l.ids[1 + i % cardinality(l.ids)] END,
         p.ids[1 + (i::bigint * 104729) % cardinality(p.ids)],
         'manual'
       FROM generate_series(1, $2::int) AS i,
         (SELECT array_agg(id ORDER BY id) AS ids FROM products WHERE company_id = $1) AS p,
         (SELECT array_agg(id ORDER BY id) AS ids FROM locations WHERE company_id = $1) AS l,
         (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE company_id = $1 AND email LIKE '%@demo.test') AS u`,
      [COMPANY_ID, actions],
    );
  }
}

export async function generateActivities(db: Database, n: number): Promise<void> {
  await db.$client.query(
    `INSERT INTO activities (company_id, actor_id, module, action, object_type, object_id, object_label,
       before, after, created_at)
     SELECT $1,
       CASE WHEN i % 50 = 0 THEN NULL ELSE u.ids[1 + (i / 7) % cardinality(u.ids)] END,
       (ARRAY['users','settings','locations','products','sds','approvals','boards','personal-data','export'])[1 + i % 9],
       (ARRAY['created','updated','updated','updated','deleted','archived','moved'])[1 + (i / 9) % 7],
       (ARRAY['user','company','location','product','sds','request','board','user','company'])[1 + i % 9],
       (1 + (i::bigint * 7919) % 100000)::text,
       'Object ' || (1 + (i::bigint * 7919) % 100000),
       jsonb_build_object('name', 'Name ' || (i - 1)),
       jsonb_build_object('name', 'Name ' || i),
       now() - make_interval(secs => i * 30)
     FROM generate_series(1, $2::int) AS i,
       (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE company_id = $1) AS u`,
    [COMPANY_ID, n],
  );
}

/** Twenty requests in a row: 3 drafts, 3 new, 5 under evaluation, 2 ready, 5 approved, 2 rejected. */
const STATUS_CYCLE = [
  ...Array<string>(3).fill("DRAFT"),
  ...Array<string>(3).fill("NEW"),
  ...Array<string>(5).fill("UNDER_EVALUATION"),
  ...Array<string>(2).fill("READY_FOR_APPROVAL"),
  ...Array<string>(5).fill("APPROVED"),
  ...Array<string>(2).fill("REJECTED"),
];
const FREQUENCIES = ["weekly", "monthly", "several_weekly", "daily"];
const PPES = [["safety_glasses", "chemical_gloves"], ["goggles", "chemical_gloves", "lab_coat"], []];

/**
 * `n` requests by the two demo requesters and the admin over the last year,
 * at one or two generated leaves (every fourth at two). Those past NEW carry
 * the board of their first location and an evaluation by each of its members;
 * the concluded ones the approver's conclusion, the approved ones a product.
 */
async function generateRequests(
  db: Database,
  n: number,
  data: { leaves: number[]; leafBoards: (number | null)[]; productBase: number; toGenerate: number },
): Promise<void> {
  const client = db.$client;
  const users = new Map(
    (
      await db.execute(
        sql`SELECT email, id FROM users WHERE company_id = ${COMPANY_ID} AND email IN
          ('requester@demo.test', 'requester2@demo.test', 'admin@demo.test', 'approver@demo.test')`,
      )
    ).rows.map((row) => [String(row.email), Number(row.id)]),
  );
  const requesters = ["requester@demo.test", "requester2@demo.test", "admin@demo.test"].map((email) =>
    users.get(email)!,
  );
  const approver = users.get("approver@demo.test")!;
  const members = new Map<number, number[]>();
  for (const row of (
    await db.execute(
      sql`SELECT board_group_id, user_id FROM chemical_board_group_members WHERE company_id = ${COMPANY_ID}
        ORDER BY board_group_id, user_id`,
    )
  ).rows) {
    const board = Number(row.board_group_id);
    members.set(board, [...(members.get(board) ?? []), Number(row.user_id)]);
  }
  const requestBase = (
    await one<{ n: number }>(db, sql`SELECT coalesce(max(id), 0)::int AS n FROM product_requests`)
  ).n;
  const rows = [];
  const places: [number, number][] = [];
  const evaluations: { request: number; member: number; status: string; approved: boolean | null }[] = [];
  for (let i = 0; i < n; i++) {
    const id = requestBase + 1 + i;
    const status = STATUS_CYCLE[i % STATUS_CYCLE.length]!;
    const chemical = CHEMICALS[(i * 37) % CHEMICALS.length]!;
    const leafIndex = (i * 7919) % Math.max(1, data.leaves.length);
    const location = data.leaves[leafIndex];
    const board = data.leafBoards[leafIndex] ?? null;
    const evaluated = !["DRAFT", "NEW"].includes(status) && board !== null;
    const concluded = status === "APPROVED" || status === "REJECTED";
    const product =
      status === "APPROVED" && data.toGenerate > 0
        ? data.productBase + 1 + ((i * 104729) % data.toGenerate)
        : null;
    const daysAgo = (i * 365) / n;
    rows.push({
      id,
      requester_id: requesters[i % requesters.length],
      status: evaluated || ["DRAFT", "NEW"].includes(status) ? status : "NEW",
      name: `${chemical.name} (request ${i + 1})`,
      board_group_id: evaluated ? board : null,
      supplier: chemical.supplier,
      article_nr: chemical.articleNo,
      cas_nr: chemical.casNo || null,
      usage_description: `${chemical.areaOfUse || "General use"}, line ${1 + (i % 12)}.`,
      indoor_usage: i % 3 !== 2,
      outdoor_usage: i % 3 === 2,
      estimated_frequency_of_use: FREQUENCIES[i % FREQUENCIES.length],
      ppes: PPES[i % PPES.length],
      comment: concluded && evaluated ? (status === "APPROVED" ? "Approved." : "Substitute it.") : null,
      concluded_by_id: concluded && evaluated ? approver : null,
      product_id: evaluated ? product : null,
      days_ago: daysAgo,
    });
    if (location !== undefined) places.push([id, location]);
    if (i % 4 === 0 && data.leaves.length > 1) {
      places.push([id, data.leaves[(leafIndex + 1) % data.leaves.length]!]);
    }
    if (evaluated) {
      (members.get(board) ?? []).forEach((member, m) => {
        const decided =
          status === "UNDER_EVALUATION" ? m === 0 && i % 2 === 0 : status !== "DRAFT" && status !== "NEW";
        const rejected = status === "REJECTED";
        evaluations.push({
          request: id,
          member,
          status: decided ? (rejected ? "REJECTED" : "APPROVED") : "PENDING",
          approved: decided ? !rejected : null,
        });
      });
    }
  }
  await client.query(
    `INSERT INTO product_requests (id, company_id, requester_id, status, name, board_group_id, supplier, article_nr,
       cas_nr, usage_description, indoor_usage, outdoor_usage, estimated_frequency_of_use, ppes, comment,
       concluded_by_id, concluded_at, product_id, msds_key, submitted_at, created_at, updated_at)
     SELECT r.id, $1, r.requester_id, r.status, r.name, r.board_group_id, r.supplier, r.article_nr, r.cas_nr,
       r.usage_description, r.indoor_usage, r.outdoor_usage, r.estimated_frequency_of_use,
       ARRAY(SELECT jsonb_array_elements_text(r.ppes)), r.comment, r.concluded_by_id,
       CASE WHEN r.concluded_by_id IS NOT NULL THEN now() - make_interval(days => r.days_ago::int) END,
       r.product_id, CASE WHEN r.product_id IS NOT NULL THEN 'HTTPB-' || r.product_id END,
       CASE WHEN r.status <> 'DRAFT' THEN now() - make_interval(hours => (r.days_ago * 24)::int + 2) END,
       now() - make_interval(hours => (r.days_ago * 24)::int + 4),
       now() - make_interval(hours => (r.days_ago * 24)::int)
     FROM jsonb_to_recordset($2::jsonb) AS r(id int, requester_id int, status text, name text, board_group_id int,
       supplier text, article_nr text, cas_nr text, usage_description text, indoor_usage boolean,
       outdoor_usage boolean, estimated_frequency_of_use text, ppes jsonb, comment text, concluded_by_id int,
       product_id int, days_ago float8)`,
    [COMPANY_ID, JSON.stringify(rows)],
  );
  await client.query(
    `SELECT setval(pg_get_serial_sequence('product_requests', 'id'), (SELECT max(id) FROM product_requests))`,
  );
  await client.query(
    `INSERT INTO product_request_locations (company_id, request_id, location_id)
     SELECT $1, request_id, location_id FROM unnest($2::int[], $3::int[]) AS t(request_id, location_id)
     ON CONFLICT DO NOTHING`,
    [COMPANY_ID, places.map((p) => p[0]), places.map((p) => p[1])],
  );
  await client.query(
    `INSERT INTO product_request_evaluations (company_id, request_id, member_id, status, is_approved, created_at,
       updated_at)
     SELECT $1, e.request_id, e.member_id, e.status, e.is_approved, r.submitted_at + interval '1 hour',
       r.updated_at
     FROM unnest($2::int[], $3::int[], $4::text[], $5::boolean[]) AS e(request_id, member_id, status, is_approved)
     JOIN product_requests r ON r.company_id = $1 AND r.id = e.request_id`,
    [
      COMPANY_ID,
      evaluations.map((e) => e.request),
      evaluations.map((e) => e.member),
      evaluations.map((e) => e.status),
      evaluations.map((e) => e.approved),
    ],
  );
}

/**
 * `n` smart-form documents in a few INSERT … SELECTs, each about a product where it is held: nine in ten
 * risk assessments, one in ten SPS; each at the placement's location, one in five at its parent (so
 * "a location above it" counts) and one in a hundred company-wide; 6 in 10 approved (approved up to 500 days
 * ago, reviewed yearly, so about a quarter are past their review date), 2 in 10 in progress, 1 in 10
 * waiting, 1 in 10 approved with a newer version in progress. Each names its product and its location
 * (the field connections).
 */
export async function generateDocuments(db: Database, n: number): Promise<void> {
  const client = db.$client;
  await client.query(`DROP TABLE IF EXISTS bench_placements`);
  await client.query(
    `CREATE TABLE bench_placements AS
     SELECT row_number() OVER (ORDER BY lp.id) AS rn, lp.location_id, lp.product_id, l.parent_id
     FROM location_products lp JOIN locations l ON l.company_id = lp.company_id AND l.id = lp.location_id
     WHERE lp.company_id = $1 AND NOT lp.archived`,
    [COMPANY_ID],
  );
  const base = (
    await one<{ n: number }>(db, sql`SELECT coalesce(max(id), 0)::int AS n FROM smartform_documents`)
  ).n;
  await client.query(
    `INSERT INTO smartform_documents (id, company_id, root_id, version_no, document_type, template_id, kind,
       structure, title, location_id, status, values, is_latest, review_due, created_by, submitted_by,
       submitted_at, approved_by, approved_at, created_at, updated_at)
     SELECT $3 + g, $1, $3 + g, 1, d.type, t.id, 1, t.structure,
       CASE d.type WHEN 1 THEN 'Handling ' ELSE 'SPS: ' END || p.name || ' at ' || l.name,
       CASE WHEN g % 100 = 0 THEN NULL WHEN g % 5 = 0 THEN coalesce(bp.parent_id, bp.location_id) ELSE bp.location_id END,
       d.status,
       jsonb_build_object('f1', 'Bench task ' || g),
       true,
       CASE WHEN d.status = 3 THEN to_char(now() - make_interval(days => g % 500) + interval '12 months', 'YYYY-MM-DD') END,
       u.id, CASE WHEN d.status > 1 THEN u.id END, CASE WHEN d.status > 1 THEN now() - make_interval(days => g % 500 + 1) END,
       CASE WHEN d.status = 3 THEN u.id END, CASE WHEN d.status = 3 THEN now() - make_interval(days => g % 500) END,
       now() - make_interval(days => g % 500 + 2), now() - make_interval(days => g % 500, secs => g)
     FROM generate_series(1, $2::int) g
     CROSS JOIN LATERAL (SELECT CASE WHEN g % 10 = 9 THEN 2 ELSE 1 END AS type,
       (ARRAY[3, 3, 3, 3, 3, 3, 1, 1, 2, 3])[1 + g % 10] AS status) d
     JOIN bench_placements bp ON bp.rn = 1 + (g::bigint * 7919) % (SELECT count(*) FROM bench_placements)
     JOIN products p ON p.company_id = $1 AND p.id = bp.product_id
     JOIN locations l ON l.company_id = $1 AND l.id = bp.location_id
     JOIN smartform_templates t ON t.company_id = $1 AND t.document_type = d.type AND t.is_default
     CROSS JOIN (SELECT id FROM users WHERE company_id = $1 AND email = 'assessor@demo.test') u`,
    [COMPANY_ID, n, base],
  );
  await client.query(
    `SELECT setval(pg_get_serial_sequence('smartform_documents', 'id'), (SELECT max(id) FROM smartform_documents))`,
  );
  // One in ten approved documents has a newer version being written.
  await client.query(
    `WITH old AS (
       UPDATE smartform_documents SET is_latest = false
       WHERE company_id = $1 AND id > $2 AND status = 3 AND (id - $2) % 10 = 5 RETURNING *
     )
     INSERT INTO smartform_documents (company_id, root_id, version_no, document_type, template_id, kind, structure,
       title, location_id, status, values, is_latest, created_by, created_at, updated_at)
     SELECT company_id, root_id, 2, document_type, template_id, kind, structure, title, location_id, 1, values, true,
       created_by, now() - interval '1 day', now() - interval '1 day'
     FROM old`,
    [COMPANY_ID, base],
  );
  // The connections: the product (f3 of a risk assessment, f1 of an SPS) and the document's location.
  await client.query(
    `INSERT INTO smartform_field_connections (company_id, document_id, field_key, product_id, location_id)
     SELECT d.company_id, d.id, CASE d.document_type WHEN 1 THEN 'f3' ELSE 'f1' END, bp.product_id, NULL
     FROM smartform_documents d
     JOIN bench_placements bp ON bp.rn = 1 + ((d.root_id - $2)::bigint * 7919) % (SELECT count(*) FROM bench_placements)
     WHERE d.company_id = $1 AND d.id > $2
     UNION ALL
     SELECT d.company_id, d.id, CASE d.document_type WHEN 1 THEN 'f2' ELSE 'f2' END, NULL, d.location_id
     FROM smartform_documents d
     WHERE d.company_id = $1 AND d.id > $2 AND d.location_id IS NOT NULL`,
    [COMPANY_ID, base],
  );
  await client.query(
    `SELECT setval(pg_get_serial_sequence('smartform_documents', 'id'), (SELECT max(id) FROM smartform_documents))`,
  );
  await client.query(`DROP TABLE bench_placements`);
}

/**
 * A risk assessment in progress on the default template, at the top location that holds the most products
 * (so the page's product and location candidates are as many as they may be), naming `productId` and a few
 * of the products held there: the /smartforms/1/documents/{id} scenario.
 */
export async function benchDocument(db: Database, productId: number): Promise<number> {
  const [template] = (
    await db.execute(sql`
      SELECT id, structure FROM smartform_templates
      WHERE company_id = ${COMPANY_ID} AND document_type = 1 AND is_default AND archived_at IS NULL`)
  ).rows as { id: number; structure: Record<string, unknown> }[];
  const [place] = (
    await db.execute(sql`
      SELECT l.id FROM locations l
      WHERE l.company_id = ${COMPANY_ID} AND l.parent_id IS NULL AND NOT l.archived
      ORDER BY (SELECT count(*) FROM location_products lp WHERE lp.company_id = l.company_id
        AND lp.location_id IN (SELECT id FROM location_subtree(l.company_id, ARRAY[l.id]))) DESC, l.id
      LIMIT 1`)
  ).rows as { id: number }[];
  const [author] = (await db.execute(sql`SELECT id FROM users WHERE email = 'assessor@demo.test'`)).rows as {
    id: number;
  }[];
  if (!template || !place || !author)
    throw new Error("no default risk-assessment template, location or author");
  return insertVersion(db, {
    companyId: COMPANY_ID,
    documentType: 1,
    templateId: template.id,
    kind: 1,
    structure: template.structure as unknown as TemplateStructure,
    title: "Bench risk assessment",
    languageId: 4,
    locationId: place.id,
    values: {
      f1: "Decanting solvents",
      f2: [place.id],
      f3: [productId],
      f12: { likelihood: 2, severity: 3 },
    },
    createdBy: author.id,
  });
}

/* ------------------------------------------------------------ the publisher's own sheets */

/** Generated sheets of the company's own by size (/documents lists at most 1,000 versions: the large size fills it). */
const PUBLISHER_SHEETS: Record<HttpSize["name"], number> = { small: 40, medium: 200, large: 400 };

/**
 * The company's own sheets for /documents and /documents/all-versions/{sdsKey}: "Bench sheet N" by the demo
 * supplier, each a draft in English for GB, half of them also in Swedish for SE and a quarter in Norwegian for
 * NO (about 1.75 versions a sheet). Drafts only: a published version needs a library product and sheet, which
 * the product scenarios count. Their keys are "DOC-BENCH" and the number.
 */
export async function generatePublisherSheets(db: Database, size: HttpSize): Promise<void> {
  await db.execute(sql`
    INSERT INTO publisher_documents (company_id, sds_key, manufacturer_id, product_name, article_no, language_id,
      market_id, version, sds_type, template_id)
    SELECT ${COMPANY_ID}::int, 'DOC-BENCH' || g, m.id, 'Bench sheet ' || g, 'B-' || g, v.language_id, v.market_id,
      1, 1, 1
    FROM generate_series(1, ${PUBLISHER_SHEETS[size.name]}::int) g
    CROSS JOIN (SELECT id FROM publisher_manufacturers WHERE company_id = ${COMPANY_ID} ORDER BY id LIMIT 1) m
    JOIN (VALUES (4, 4, 1), (2, 2, 2), (1, 1, 4)) AS v(language_id, market_id, every) ON g % v.every = 0
    ON CONFLICT DO NOTHING`);
}
