import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { PUBLISHER_LIST_LIMIT, SUBSTANCE_NAMED_USES, SUBSTANCE_PAGE_SIZE } from "../../core/publisher/rules";
import { recordActivity } from "../activities/record";
import type { Executor } from "../locations/tree";
import type {
  Manufacturer,
  ManufacturerInput,
  PhraseInput,
  Substance,
  SubstanceInput,
  SubstanceList,
  SubstanceSearchQuery,
} from "./schemas";
import { substancesFound } from "./search";

/**
 * The publisher's suppliers, substances and company phrases: every statement scoped by company_id, every
 * change one transaction with its audit-trail entry (module "documents": they are the material of the
 * company's own sheets).
 */

export interface Actor {
  companyId: number;
  userId: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const rowsOf = async <T>(db: Executor, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as T[];

/* ------------------------------------------------------------ suppliers */

interface ManufacturerRow {
  id: number;
  name: string;
  type_id: number;
  address: string;
  postcode: string;
  city: string;
  country_id: number | null;
  phone: string;
  emergency_phone: string;
  email: string;
  website: string;
  market_ids: number[] | null;
  updated_at: Date | string;
}

const toManufacturer = (row: ManufacturerRow): Manufacturer => ({
  ...row,
  market_ids: row.market_ids ?? [],
  updated_at: iso(row.updated_at),
});

const MANUFACTURER_SELECT = sql`
  SELECT m.id, m.name, m.type_id, m.address, m.postcode, m.city, m.country_id, m.phone, m.emergency_phone,
    m.email, m.website, m.updated_at,
    (SELECT array_agg(k.market_id ORDER BY k.market_id) FROM publisher_manufacturer_markets k
      WHERE k.company_id = m.company_id AND k.manufacturer_id = m.id) AS market_ids
  FROM publisher_manufacturers m`;

export async function listManufacturers(db: Executor, companyId: number): Promise<Manufacturer[]> {
  const rows = await rowsOf<ManufacturerRow>(
    db,
    sql`${MANUFACTURER_SELECT} WHERE m.company_id = ${companyId} ORDER BY m.name, m.id LIMIT ${PUBLISHER_LIST_LIMIT}`,
  );
  return rows.map(toManufacturer);
}

export async function getManufacturer(
  db: Executor,
  companyId: number,
  id: number,
): Promise<Manufacturer | null> {
  const [row] = await rowsOf<ManufacturerRow>(
    db,
    sql`${MANUFACTURER_SELECT} WHERE m.company_id = ${companyId} AND m.id = ${id}`,
  );
  return row ? toManufacturer(row) : null;
}

async function replaceMarkets(tx: Executor, companyId: number, id: number, marketIds: readonly number[]) {
  await tx.execute(
    sql`DELETE FROM publisher_manufacturer_markets WHERE company_id = ${companyId} AND manufacturer_id = ${id}`,
  );
  if (marketIds.length === 0) return;
  await tx.execute(sql`
    INSERT INTO publisher_manufacturer_markets (company_id, manufacturer_id, market_id)
    SELECT ${companyId}, ${id}, unnest(${`{${marketIds.join(",")}}`}::int[])`);
}

const manufacturerFields = (m: ManufacturerInput | Manufacturer) => ({
  name: m.name,
  type_id: m.type_id,
  address: m.address,
  postcode: m.postcode,
  city: m.city,
  country_id: m.country_id,
  phone: m.phone,
  emergency_phone: m.emergency_phone,
  email: m.email,
  website: m.website,
  market_ids: [...m.market_ids],
});

export async function createManufacturer(
  db: Database,
  actor: Actor,
  input: ManufacturerInput,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`
      INSERT INTO publisher_manufacturers (company_id, name, type_id, address, postcode, city, country_id, phone,
        emergency_phone, email, website)
      VALUES (${actor.companyId}, ${input.name}, ${input.type_id}, ${input.address}, ${input.postcode},
        ${input.city}, ${input.country_id}, ${input.phone}, ${input.emergency_phone}, ${input.email},
        ${input.website})
      RETURNING id`,
    );
    await replaceMarkets(tx, actor.companyId, row!.id, input.market_ids);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "documents",
      action: "created",
      object: { type: "supplier", id: row!.id, label: input.name },
      after: manufacturerFields(input),
    });
    return row!.id;
  });
}

/** Changes a supplier (its markets too); false when it is not the company's. */
export async function updateManufacturer(
  db: Database,
  actor: Actor,
  id: number,
  input: ManufacturerInput,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await getManufacturer(tx, actor.companyId, id);
    if (!before) return false;
    await tx.execute(sql`
      UPDATE publisher_manufacturers SET name = ${input.name}, type_id = ${input.type_id},
        address = ${input.address}, postcode = ${input.postcode}, city = ${input.city},
        country_id = ${input.country_id}, phone = ${input.phone}, emergency_phone = ${input.emergency_phone},
        email = ${input.email}, website = ${input.website}, updated_at = now()
      WHERE company_id = ${actor.companyId} AND id = ${id}`);
    await replaceMarkets(tx, actor.companyId, id, input.market_ids);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "documents",
      action: "updated",
      object: { type: "supplier", id, label: input.name },
      before: manufacturerFields(before),
      after: manufacturerFields(input),
    });
    return true;
  });
}

export async function deleteManufacturer(db: Database, actor: Actor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await getManufacturer(tx, actor.companyId, id);
    if (!before) return false;
    await tx.execute(
      sql`DELETE FROM publisher_manufacturers WHERE company_id = ${actor.companyId} AND id = ${id}`,
    );
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "documents",
      action: "deleted",
      object: { type: "supplier", id, label: before.name },
      before: manufacturerFields(before),
    });
    return true;
  });
}

/* ------------------------------------------------------------ substances */

interface SubstanceRow {
  id: number;
  name: string;
  cas: string | null;
  ec: string | null;
  classification: string;
  used_in_count: number;
  used_in: Substance["used_in"] | null;
  updated_at: Date | string;
}

/**
 * The substances `substances` (a statement of rows of publisher_substances named `s`, in order), each with
 * where it is used: until the company's own sheets exist, the current sheets of its library that list the
 * substance's CAS number (sds_documents.cas_numbers, GIN indexed), how many and the first
 * SUBSTANCE_NAMED_USES by product name.
 */
async function withUses(db: Executor, substances: SQL): Promise<Substance[]> {
  const rows = await rowsOf<SubstanceRow>(
    db,
    sql`
    SELECT s.id, s.name, s.cas, s.ec, s.classification, s.updated_at,
      coalesce(u.used_in_count, 0)::int AS used_in_count, u.used_in
    FROM (${substances}) s
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS used_in_count,
        (json_agg(json_build_object('sds_key', x.key, 'product_id', x.product_id, 'product_name', x.product_name)
          ORDER BY x.product_name, x.key) FILTER (WHERE x.n <= ${SUBSTANCE_NAMED_USES})) AS used_in
      FROM (
        SELECT d.key, d.product_id, p.name AS product_name,
          row_number() OVER (ORDER BY p.name, d.key) AS n
        FROM sds_documents d
        JOIN products p ON p.company_id = d.company_id AND p.id = d.product_id
        WHERE s.cas IS NOT NULL AND d.company_id = s.company_id AND d.cas_numbers @> ARRAY[s.cas]
          AND d.superseded_by_id IS NULL AND NOT d.pending
      ) x
    ) u ON true
    ORDER BY s.name, s.id`,
  );
  return rows.map((row) => ({ ...row, used_in: row.used_in ?? [], updated_at: iso(row.updated_at) }));
}

/**
 * A page of the company's substances by name (SUBSTANCE_PAGE_SIZE a page), found by a part of the name or the
 * start of the CAS or EC number, each with where it is used; and how many match.
 */
export async function substancePage(
  db: Executor,
  companyId: number,
  query: SubstanceSearchQuery,
): Promise<SubstanceList> {
  const found = substancesFound(companyId, query.q);
  const [data, [count]] = await Promise.all([
    withUses(
      db,
      sql`SELECT s.* FROM publisher_substances s WHERE ${found} ORDER BY s.name, s.id
        LIMIT ${SUBSTANCE_PAGE_SIZE} OFFSET ${(query.page - 1) * SUBSTANCE_PAGE_SIZE}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM publisher_substances s WHERE ${found}`,
    ),
  ]);
  return { data, meta: { page: query.page, per_page: SUBSTANCE_PAGE_SIZE, total: count?.total ?? 0 } };
}

/** One substance of the company with where it is used (none: undefined). */
export async function substanceById(
  db: Executor,
  companyId: number,
  id: number,
): Promise<Substance | undefined> {
  const [substance] = await withUses(
    db,
    sql`SELECT s.* FROM publisher_substances s WHERE s.company_id = ${companyId} AND s.id = ${id}`,
  );
  return substance;
}

export async function createSubstance(db: Database, actor: Actor, input: SubstanceInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`
      INSERT INTO publisher_substances (company_id, name, cas, ec, classification)
      VALUES (${actor.companyId}, ${input.name}, ${input.cas || null}, ${input.ec || null}, ${input.classification})
      RETURNING id`,
    );
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "documents",
      action: "created",
      object: { type: "substance", id: row!.id, label: input.name },
      after: { ...input },
    });
    return row!.id;
  });
}

/* ------------------------------------------------------------ company phrases */

export interface CompanyPhrase {
  id: number;
  code: string;
  field_id: number;
  translations: Record<string, string>;
}

interface PhraseRow {
  id: number;
  code: string;
  field_id: number;
  translations: Record<string, string> | null;
}

const PHRASE_SELECT = sql`
  SELECT s.id, s.code, s.field_id,
    (SELECT json_object_agg(t.language_id::text, t.text) FROM publisher_sentence_translations t
      WHERE t.company_id = s.company_id AND t.sentence_id = s.id) AS translations
  FROM publisher_sentences s`;

export async function listPhrases(db: Executor, companyId: number): Promise<CompanyPhrase[]> {
  const rows = await rowsOf<PhraseRow>(
    db,
    sql`${PHRASE_SELECT} WHERE s.company_id = ${companyId} ORDER BY s.code LIMIT ${PUBLISHER_LIST_LIMIT}`,
  );
  return rows.map((row) => ({ ...row, translations: row.translations ?? {} }));
}

export async function getPhrase(db: Executor, companyId: number, id: number): Promise<CompanyPhrase | null> {
  const [row] = await rowsOf<PhraseRow>(
    db,
    sql`${PHRASE_SELECT} WHERE s.company_id = ${companyId} AND s.id = ${id}`,
  );
  return row ? { ...row, translations: row.translations ?? {} } : null;
}

const filled = (input: PhraseInput) =>
  Object.entries(input.translations).filter((entry): entry is [string, string] => Boolean(entry[1]));

async function writeTranslations(tx: Executor, companyId: number, id: number, input: PhraseInput) {
  await tx.execute(
    sql`DELETE FROM publisher_sentence_translations WHERE company_id = ${companyId} AND sentence_id = ${id}`,
  );
  const entries = Object.fromEntries(filled(input));
  await tx.execute(sql`
    INSERT INTO publisher_sentence_translations (company_id, sentence_id, language_id, text)
    SELECT ${companyId}, ${id}, key::int, value FROM jsonb_each_text(${JSON.stringify(entries)}::jsonb)`);
}

const phraseFields = (p: PhraseInput | CompanyPhrase) => ({
  code: p.code,
  field_id: p.field_id,
  translations: Object.fromEntries(
    Object.entries(p.translations).filter(([, text]) => Boolean(text)),
  ) as Record<string, string>,
});

export type PhraseOutcome = { ok: true; id: number } | { ok: false; reason: "codeTaken" | "notFound" };

async function codeTaken(tx: Executor, companyId: number, code: string, except: number | null) {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`SELECT id FROM publisher_sentences WHERE company_id = ${companyId} AND code = ${code}
      AND id IS DISTINCT FROM ${except}`,
  );
  return row !== undefined;
}

export async function createPhrase(db: Database, actor: Actor, input: PhraseInput): Promise<PhraseOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('publisher_sentences'), ${actor.companyId})`);
    if (await codeTaken(tx, actor.companyId, input.code, null)) return { ok: false, reason: "codeTaken" };
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`INSERT INTO publisher_sentences (company_id, code, field_id)
        VALUES (${actor.companyId}, ${input.code}, ${input.field_id}) RETURNING id`,
    );
    await writeTranslations(tx, actor.companyId, row!.id, input);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "documents",
      action: "created",
      object: { type: "phrase", id: row!.id, label: input.code },
      after: phraseFields(input),
    });
    return { ok: true, id: row!.id };
  });
}

export async function updatePhrase(
  db: Database,
  actor: Actor,
  id: number,
  input: PhraseInput,
): Promise<PhraseOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('publisher_sentences'), ${actor.companyId})`);
    const before = await getPhrase(tx, actor.companyId, id);
    if (!before) return { ok: false, reason: "notFound" };
    if (await codeTaken(tx, actor.companyId, input.code, id)) return { ok: false, reason: "codeTaken" };
    await tx.execute(sql`UPDATE publisher_sentences SET code = ${input.code}, field_id = ${input.field_id},
      updated_at = now() WHERE company_id = ${actor.companyId} AND id = ${id}`);
    await writeTranslations(tx, actor.companyId, id, input);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "documents",
      action: "updated",
      object: { type: "phrase", id, label: input.code },
      before: phraseFields(before),
      after: phraseFields(input),
    });
    return { ok: true, id };
  });
}

export async function deletePhrase(db: Database, actor: Actor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await getPhrase(tx, actor.companyId, id);
    if (!before) return false;
    await tx.execute(
      sql`DELETE FROM publisher_sentences WHERE company_id = ${actor.companyId} AND id = ${id}`,
    );
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "documents",
      action: "deleted",
      object: { type: "phrase", id, label: before.code },
      before: phraseFields(before),
    });
    return true;
  });
}
