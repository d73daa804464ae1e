import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  PUBLISHER_LIST_LIMIT,
  SHEET_COUNT_LIMIT,
  SHEET_PAGE_SIZE,
  WHERE_USED_LIMIT,
} from "../../core/publisher/rules";
import type { NewSheetInput, NewVersionInput, SheetChangeInput } from "../../core/publisher/document-schemas";
import { recordActivity } from "../activities/record";
import type { Executor } from "../locations/tree";
import { statementText } from "../products/statements";
import type { Sheet, SheetListQuery, SheetPage, SheetSummary } from "./schemas";
import type { Actor } from "./store";
import { likeLiteral } from "./search";

/**
 * The company's own sheets: one row of publisher_documents per version, language and market, with its text
 * per subsection, its phrases and its composition in the tables beside it. Every statement is scoped by
 * company_id; every change is one transaction with its audit-trail entry (module "documents"). A published
 * version is frozen: only drafts change.
 */

const rowsOf = async <T>(db: Executor, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as T[];
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** A new sheet's key, "DOC-" and ten Crockford base-32 characters (apart from the library's "SDS-" keys). */
export function newSheetKey(): string {
  return `DOC-${[...randomBytes(10)].map((byte) => CROCKFORD[byte & 31]).join("")}`;
}

export interface SummaryRow {
  id: number;
  sds_key: string;
  product_name: string;
  manufacturer_id: number;
  manufacturer_name: string;
  language_id: number;
  market_id: number;
  version: number;
  sds_type: number;
  status: "draft" | "published";
  date_issue: string | null;
  library_sds_key: string | null;
  updated_at: Date | string;
}

export const SUMMARY_SELECT = sql`
  SELECT d.id, d.sds_key, d.product_name, d.manufacturer_id, m.name AS manufacturer_name, d.language_id,
    d.market_id, d.version, d.sds_type, d.status, d.date_issue, d.library_sds_key, d.updated_at
  FROM publisher_documents d
  JOIN publisher_manufacturers m ON m.company_id = d.company_id AND m.id = d.manufacturer_id`;

export const toSummary = (row: SummaryRow): SheetSummary => ({ ...row, updated_at: iso(row.updated_at)! });

/** The order of the sheets' list: by product name, each sheet's languages and markets together, newest first. */
const SHEET_ORDER = sql`d.product_name, d.sds_key, d.language_id, d.market_id, d.version DESC`;

/**
 * Each word of the search is found in the product name, the article number or the sheet key (a part of it,
 * any case). The three are searched as one text, joined by a space: a word holds no space, so it never
 * matches across two of them, and one expression is what the trigram index
 * publisher_documents_search_idx holds.
 */
function searchCondition(q: string | undefined) {
  const words = (q ?? "").split(/\s+/).filter(Boolean);
  return words.map(
    (word) =>
      sql`AND (d.product_name || ' ' || d.article_no || ' ' || d.sds_key) ILIKE ${`%${likeLiteral(word)}%`}`,
  );
}

/**
 * A page of the company's sheets (each version, language and market a row) by product name, searched by
 * words, and how many match (counted up to SHEET_COUNT_LIMIT). The page's ids are read first, in SHEET_ORDER
 * from the index on (company_id, product_name, …); the supplier's name is joined for those rows only.
 */
export async function listSheetPage(
  db: Executor,
  companyId: number,
  query: SheetListQuery,
): Promise<SheetPage> {
  const found = sql.join([sql`d.company_id = ${companyId}`, ...searchCondition(query.q)], sql` `);
  const [rows, [counted]] = await Promise.all([
    rowsOf<SummaryRow>(
      db,
      sql`${SUMMARY_SELECT}
        JOIN (SELECT d.id FROM publisher_documents d WHERE ${found}
          ORDER BY ${SHEET_ORDER} LIMIT ${SHEET_PAGE_SIZE} OFFSET ${(query.page - 1) * SHEET_PAGE_SIZE}
        ) page ON page.id = d.id
        WHERE d.company_id = ${companyId}
        ORDER BY ${SHEET_ORDER}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total
        FROM (SELECT 1 FROM publisher_documents d WHERE ${found} LIMIT ${SHEET_COUNT_LIMIT}) matching`,
    ),
  ]);
  return {
    data: rows.map(toSummary),
    meta: { page: query.page, per_page: SHEET_PAGE_SIZE, total: counted?.total ?? 0 },
  };
}

/** Every version, language and market of the sheet the document belongs to; null when it is not the company's. */
export async function listVersions(
  db: Executor,
  companyId: number,
  id: number,
): Promise<SheetSummary[] | null> {
  const rows = await rowsOf<SummaryRow>(
    db,
    sql`${SUMMARY_SELECT} WHERE d.company_id = ${companyId}
      AND d.sds_key = (SELECT sds_key FROM publisher_documents WHERE company_id = ${companyId} AND id = ${id})
      ORDER BY d.language_id, d.market_id, d.version DESC
      LIMIT ${PUBLISHER_LIST_LIMIT}`,
  );
  return rows.length === 0 ? null : rows.map(toSummary);
}

/**
 * Every version, language and market of the sheet named by its key ("DOC-…"); null when the company has no
 * such sheet. Read through the (company_id, sds_key, language_id, market_id, version) unique index.
 */
export async function listVersionsOfKey(
  db: Executor,
  companyId: number,
  sdsKey: string,
): Promise<SheetSummary[] | null> {
  const rows = await rowsOf<SummaryRow>(
    db,
    sql`${SUMMARY_SELECT} WHERE d.company_id = ${companyId} AND d.sds_key = ${sdsKey}
      ORDER BY d.language_id, d.market_id, d.version DESC
      LIMIT ${PUBLISHER_LIST_LIMIT}`,
  );
  return rows.length === 0 ? null : rows.map(toSummary);
}

interface SheetRow extends SummaryRow {
  article_no: string;
  template_id: number;
  revision: number;
  signal_word: "Danger" | "Warning" | null;
  pictograms: string[];
  product_id: number | null;
  published_at: Date | string | null;
  sections: Record<string, string> | null;
  phrases:
    | {
        subsection: string;
        position: number;
        sentence_id: number | null;
        statement_code: string | null;
        code: string | null;
        texts: Record<string, string> | null;
      }[]
    | null;
  substances: Sheet["substances"] | null;
}

/** Subsections in the order of the sheet ("2.2" before "10.1"). */
export const subsectionOrder = (a: string, b: string) => {
  const [as, ap = 0] = a.split(".").map(Number);
  const [bs, bp = 0] = b.split(".").map(Number);
  return as! - bs! || ap - bp;
};

/** A document with its texts, phrases (worded in its language) and composition; null when not the company's. */
export async function getSheet(db: Executor, companyId: number, id: number): Promise<Sheet | null> {
  const [row] = await rowsOf<SheetRow>(
    db,
    sql`
    SELECT d.id, d.sds_key, d.product_name, d.manufacturer_id, m.name AS manufacturer_name, d.language_id,
      d.market_id, d.version, d.sds_type, d.status, d.date_issue, d.library_sds_key, d.updated_at, d.article_no,
      d.template_id, d.signal_word, d.pictograms, d.product_id, d.published_at, d.revision,
      (SELECT json_object_agg(s.subsection, s.text) FROM publisher_document_sections s
        WHERE s.company_id = d.company_id AND s.document_id = d.id) AS sections,
      (SELECT json_agg(json_build_object('subsection', p.subsection, 'position', p.position,
          'sentence_id', p.sentence_id, 'statement_code', p.statement_code, 'code', c.code,
          'texts', (SELECT json_object_agg(t.language_id::text, t.text) FROM publisher_sentence_translations t
            WHERE t.company_id = p.company_id AND t.sentence_id = p.sentence_id))
          ORDER BY p.position)
        FROM publisher_document_phrases p
        LEFT JOIN publisher_sentences c ON c.company_id = p.company_id AND c.id = p.sentence_id
        WHERE p.company_id = d.company_id AND p.document_id = d.id) AS phrases,
      (SELECT json_agg(json_build_object('substance_id', x.substance_id, 'name', s.name, 'cas', s.cas, 'ec', s.ec,
          'classification', s.classification, 'concentration_min', x.concentration_min::float8,
          'concentration_max', x.concentration_max::float8) ORDER BY x.position)
        FROM publisher_document_substances x
        JOIN publisher_substances s ON s.company_id = x.company_id AND s.id = x.substance_id
        WHERE x.company_id = d.company_id AND x.document_id = d.id) AS substances
    FROM publisher_documents d
    JOIN publisher_manufacturers m ON m.company_id = d.company_id AND m.id = d.manufacturer_id
    WHERE d.company_id = ${companyId} AND d.id = ${id}`,
  );
  if (!row) return null;
  const language = String(row.language_id);
  const phrases = (row.phrases ?? [])
    .map((phrase) => {
      const statement = phrase.statement_code ? statementText(phrase.statement_code, row.language_id) : null;
      return {
        subsection: phrase.subsection,
        position: phrase.position,
        sentence_id: phrase.sentence_id,
        statement_code: phrase.statement_code,
        code: phrase.code ?? phrase.statement_code ?? "",
        text: statement?.text ?? phrase.texts?.[language] ?? phrase.texts?.["4"] ?? "",
      };
    })
    .sort((a, b) => subsectionOrder(a.subsection, b.subsection) || a.position - b.position);
  return {
    ...toSummary(row),
    article_no: row.article_no,
    template_id: row.template_id,
    revision: row.revision,
    signal_word: row.signal_word,
    pictograms: row.pictograms,
    product_id: row.product_id,
    published_at: iso(row.published_at),
    sections: row.sections ?? {},
    phrases,
    substances: row.substances ?? [],
  };
}

/** The language ids each company phrase on the document has a text in, by phrase id (for the checks). */
export async function phraseLanguages(
  db: Executor,
  companyId: number,
  id: number,
): Promise<Map<number, number[]>> {
  const rows = await rowsOf<{ sentence_id: number; languages: number[] }>(
    db,
    sql`
    SELECT t.sentence_id, array_agg(t.language_id ORDER BY t.language_id) AS languages
    FROM publisher_sentence_translations t
    WHERE t.company_id = ${companyId} AND t.sentence_id IN (
      SELECT p.sentence_id FROM publisher_document_phrases p
      WHERE p.company_id = ${companyId} AND p.document_id = ${id} AND p.sentence_id IS NOT NULL)
    GROUP BY t.sentence_id`,
  );
  return new Map(rows.map((row) => [row.sentence_id, row.languages]));
}

export type SheetOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: "notFound" | "published" | "draftExists" | "changed" }
  | { ok: false; reason: "invalid"; errors: Record<string, string[]> };

async function manufacturerExists(tx: Executor, companyId: number, id: number) {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`SELECT id FROM publisher_manufacturers WHERE company_id = ${companyId} AND id = ${id}`,
  );
  return row !== undefined;
}

/** A new sheet: version 1 of a new key, a draft with nothing written yet. */
export async function createSheet(
  db: Database,
  actor: Actor,
  input: NewSheetInput,
  unknownManufacturer: string,
): Promise<SheetOutcome> {
  return db.transaction(async (tx) => {
    if (!(await manufacturerExists(tx, actor.companyId, input.manufacturer_id)))
      return { ok: false, reason: "invalid", errors: { manufacturer_id: [unknownManufacturer] } };
    const [row] = await rowsOf<{ id: number; sds_key: string }>(
      tx,
      sql`
      INSERT INTO publisher_documents (company_id, sds_key, manufacturer_id, product_name, article_no, language_id,
        market_id, version, sds_type, template_id)
      VALUES (${actor.companyId}, ${newSheetKey()}, ${input.manufacturer_id}, ${input.product_name},
        ${input.article_no}, ${input.language_id}, ${input.market_id}, 1, ${input.sds_type}, ${input.template_id})
      RETURNING id, sds_key`,
    );
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "documents",
      action: "created",
      object: { type: "sheet", id: row!.id, label: input.product_name },
      after: { ...input, sds_key: row!.sds_key, version: 1 },
    });
    return { ok: true, id: row!.id };
  });
}

export interface ChangeMessages {
  manufacturer: string;
  phrase: (id: number) => string;
  substance: (id: number) => string;
}

/** Locks the document's row; its status, or null when it is not the company's. */
async function lockSheet(tx: Executor, companyId: number, id: number) {
  const [row] = await rowsOf<{ status: string; product_name: string; sds_key: string; revision: number }>(
    tx,
    sql`SELECT status, product_name, sds_key, revision FROM publisher_documents
      WHERE company_id = ${companyId} AND id = ${id} FOR UPDATE`,
  );
  return row ?? null;
}

/** The ids among `ids` the company does not have in `table` (the company's phrases or substances). */
async function unknownIds(
  tx: Executor,
  companyId: number,
  table: "publisher_sentences" | "publisher_substances",
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const known = await rowsOf<{ id: number }>(
    tx,
    sql`SELECT id FROM ${sql.identifier(table)} WHERE company_id = ${companyId}
      AND id = ANY(${sql.param([...new Set(ids)])}::int[])`,
  );
  const found = new Set(known.map((row) => row.id));
  return [...new Set(ids)].filter((id) => !found.has(id));
}

/** Changes a draft: each part given replaces that part. */
export async function updateSheet(
  db: Database,
  actor: Actor,
  id: number,
  change: SheetChangeInput,
  messages: ChangeMessages,
): Promise<SheetOutcome> {
  return db.transaction(async (tx) => {
    const { companyId } = actor;
    const locked = await lockSheet(tx, companyId, id);
    if (!locked) return { ok: false, reason: "notFound" };
    if (locked.status !== "draft") return { ok: false, reason: "published" };
    const errors: Record<string, string[]> = {};
    if (
      change.manufacturer_id !== undefined &&
      !(await manufacturerExists(tx, companyId, change.manufacturer_id))
    )
      errors.manufacturer_id = [messages.manufacturer];
    const sentenceIds = (change.phrases ?? []).flatMap((p) =>
      p.sentence_id === null ? [] : [p.sentence_id],
    );
    const missingPhrases = await unknownIds(tx, companyId, "publisher_sentences", sentenceIds);
    if (missingPhrases.length > 0) errors.phrases = missingPhrases.map(messages.phrase);
    const missingSubstances = await unknownIds(
      tx,
      companyId,
      "publisher_substances",
      (change.substances ?? []).map((s) => s.substance_id),
    );
    if (missingSubstances.length > 0) errors.substances = missingSubstances.map(messages.substance);
    if (Object.keys(errors).length > 0) return { ok: false, reason: "invalid", errors };

    const before = await getSheet(tx, companyId, id);
    // Compare and set: the revision the change was made from must still be the draft's, else nothing is
    // written (a writer saving one section must not replace what another saved meanwhile).
    const [updated] = await rowsOf<{ id: number }>(
      tx,
      sql`
      UPDATE publisher_documents SET
        manufacturer_id = coalesce(${change.manufacturer_id ?? null}::int, manufacturer_id),
        product_name = coalesce(${change.product_name ?? null}::text, product_name),
        article_no = coalesce(${change.article_no ?? null}::text, article_no),
        sds_type = coalesce(${change.sds_type ?? null}::int, sds_type),
        signal_word = ${change.signal_word === undefined ? sql`signal_word` : sql`${change.signal_word}::text`},
        pictograms = ${change.pictograms === undefined ? sql`pictograms` : sql`${sql.param(change.pictograms)}::text[]`},
        revision = revision + 1,
        updated_at = now()
      WHERE company_id = ${companyId} AND id = ${id}
        AND (${change.revision ?? null}::int IS NULL OR revision = ${change.revision ?? null}::int)
      RETURNING id`,
    );
    if (!updated) return { ok: false, reason: "changed" };
    if (change.sections !== undefined) {
      const texts = Object.fromEntries(Object.entries(change.sections).filter(([, text]) => text !== ""));
      await tx.execute(
        sql`DELETE FROM publisher_document_sections WHERE company_id = ${companyId} AND document_id = ${id}`,
      );
      await tx.execute(sql`
        INSERT INTO publisher_document_sections (company_id, document_id, subsection, text)
        SELECT ${companyId}, ${id}, key, value FROM jsonb_each_text(${JSON.stringify(texts)}::jsonb)`);
    }
    if (change.phrases !== undefined) {
      await tx.execute(
        sql`DELETE FROM publisher_document_phrases WHERE company_id = ${companyId} AND document_id = ${id}`,
      );
      await tx.execute(sql`
        INSERT INTO publisher_document_phrases (company_id, document_id, subsection, position, sentence_id,
          statement_code)
        SELECT ${companyId}, ${id}, p.subsection, p.n::int, p.sentence_id, p.statement_code
        FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(change.phrases)}::jsonb)
            AS (subsection text, sentence_id int, statement_code text))
          WITH ORDINALITY AS p(subsection, sentence_id, statement_code, n)`);
    }
    if (change.substances !== undefined) {
      await tx.execute(
        sql`DELETE FROM publisher_document_substances WHERE company_id = ${companyId} AND document_id = ${id}`,
      );
      await tx.execute(sql`
        INSERT INTO publisher_document_substances (company_id, document_id, substance_id, position,
          concentration_min, concentration_max)
        SELECT ${companyId}, ${id}, s.substance_id, s.n::int, s.concentration_min, s.concentration_max
        FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(change.substances)}::jsonb)
            AS (substance_id int, concentration_min numeric, concentration_max numeric))
          WITH ORDINALITY AS s(substance_id, concentration_min, concentration_max, n)`);
    }
    const after = await getSheet(tx, companyId, id);
    await recordActivity(tx, {
      companyId,
      actorId: actor.userId,
      module: "documents",
      action: "updated",
      object: { type: "sheet", id, label: after!.product_name },
      before: auditFields(before!),
      after: auditFields(after!),
    });
    return { ok: true, id };
  });
}

/** What the audit trail keeps of a sheet: the heading, label and what is written (not the worded texts). */
function auditFields(sheet: Sheet) {
  return {
    manufacturer_id: sheet.manufacturer_id,
    product_name: sheet.product_name,
    article_no: sheet.article_no,
    sds_type: sheet.sds_type,
    signal_word: sheet.signal_word,
    pictograms: sheet.pictograms,
    sections: sheet.sections,
    phrases: sheet.phrases.map((p) => `${p.subsection} ${p.code}`),
    substances: sheet.substances.map(
      (s) => `${s.name} ${s.concentration_min ?? ""}-${s.concentration_max ?? ""}`,
    ),
  };
}

/** Deletes a draft; a published version stays (it is the library's sheet's source). */
/** Deletes a draft; `revision`, when given, must still be the draft's (as for publishing), else "changed". */
export async function deleteSheet(
  db: Database,
  actor: Actor,
  id: number,
  revision?: number,
): Promise<SheetOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockSheet(tx, actor.companyId, id);
    if (!locked) return { ok: false, reason: "notFound" };
    if (locked.status !== "draft") return { ok: false, reason: "published" };
    if (revision !== undefined && locked.revision !== revision) return { ok: false, reason: "changed" };
    const before = await getSheet(tx, actor.companyId, id);
    await tx.execute(
      sql`DELETE FROM publisher_documents WHERE company_id = ${actor.companyId} AND id = ${id}`,
    );
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "documents",
      action: "deleted",
      object: { type: "sheet", id, label: locked.product_name },
      before: auditFields(before!),
    });
    return { ok: true, id };
  });
}

/** Copies a document's texts, phrases and composition onto another document (a new version or a copy). */
async function copyContent(tx: Executor, companyId: number, from: number, to: number) {
  await tx.execute(sql`
    INSERT INTO publisher_document_sections (company_id, document_id, subsection, text)
    SELECT company_id, ${to}, subsection, text FROM publisher_document_sections
    WHERE company_id = ${companyId} AND document_id = ${from}`);
  await tx.execute(sql`
    INSERT INTO publisher_document_phrases (company_id, document_id, subsection, position, sentence_id, statement_code)
    SELECT company_id, ${to}, subsection, position, sentence_id, statement_code FROM publisher_document_phrases
    WHERE company_id = ${companyId} AND document_id = ${from}`);
  await tx.execute(sql`
    INSERT INTO publisher_document_substances (company_id, document_id, substance_id, position, concentration_min,
      concentration_max)
    SELECT company_id, ${to}, substance_id, position, concentration_min, concentration_max
    FROM publisher_document_substances WHERE company_id = ${companyId} AND document_id = ${from}`);
}

/**
 * A new version of a sheet as a draft with the document's content: in the same language and market (the next
 * version number), or in another language or market (that language and market's next version, 1 for a
 * first). Refused while that language and market has a draft.
 */
export async function newVersion(
  db: Database,
  actor: Actor,
  id: number,
  input: NewVersionInput,
): Promise<SheetOutcome> {
  return db.transaction(async (tx) => {
    const { companyId } = actor;
    const [source] = await rowsOf<{
      sds_key: string;
      language_id: number;
      market_id: number;
      product_name: string;
    }>(
      tx,
      sql`SELECT sds_key, language_id, market_id, product_name FROM publisher_documents
        WHERE company_id = ${companyId} AND id = ${id}`,
    );
    if (!source) return { ok: false, reason: "notFound" };
    const languageId = input.newlanguage ?? source.language_id;
    const marketId = input.newmarket ?? source.market_id;
    // One writer per sheet at a time: the version number and the one-draft rule are read, then written.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`publisher_documents:${companyId}:${source.sds_key}`}))`,
    );
    const [state] = await rowsOf<{ drafts: number; last: number | null }>(
      tx,
      sql`SELECT count(*) FILTER (WHERE status = 'draft')::int AS drafts, max(version) AS last
        FROM publisher_documents WHERE company_id = ${companyId} AND sds_key = ${source.sds_key}
          AND language_id = ${languageId} AND market_id = ${marketId}`,
    );
    if (state!.drafts > 0) return { ok: false, reason: "draftExists" };
    const version = (state!.last ?? 0) + 1;
    const [row] = await rowsOf<{ id: number }>(
      tx,
      sql`
      INSERT INTO publisher_documents (company_id, sds_key, manufacturer_id, product_name, article_no, language_id,
        market_id, version, sds_type, template_id, signal_word, pictograms)
      SELECT company_id, sds_key, manufacturer_id, product_name, article_no, ${languageId}, ${marketId}, ${version},
        sds_type, template_id, signal_word, pictograms
      FROM publisher_documents WHERE company_id = ${companyId} AND id = ${id}
      RETURNING id`,
    );
    await copyContent(tx, companyId, id, row!.id);
    await recordActivity(tx, {
      companyId,
      actorId: actor.userId,
      module: "documents",
      action: "created",
      object: { type: "sheet", id: row!.id, label: source.product_name },
      after: { sds_key: source.sds_key, version, language_id: languageId, market_id: marketId, from: id },
    });
    return { ok: true, id: row!.id };
  });
}

/** A new sheet (a new key, version 1) with the content of another, under another product name. */
export async function copySheet(
  db: Database,
  actor: Actor,
  from: number,
  productName: string,
): Promise<SheetOutcome> {
  return db.transaction(async (tx) => {
    const { companyId } = actor;
    const [row] = await rowsOf<{ id: number; sds_key: string }>(
      tx,
      sql`
      INSERT INTO publisher_documents (company_id, sds_key, manufacturer_id, product_name, article_no, language_id,
        market_id, version, sds_type, template_id, signal_word, pictograms)
      SELECT company_id, ${newSheetKey()}, manufacturer_id, ${productName}, article_no, language_id, market_id, 1,
        sds_type, template_id, signal_word, pictograms
      FROM publisher_documents WHERE company_id = ${companyId} AND id = ${from}
      RETURNING id, sds_key`,
    );
    if (!row) return { ok: false, reason: "notFound" };
    await copyContent(tx, companyId, from, row.id);
    await recordActivity(tx, {
      companyId,
      actorId: actor.userId,
      module: "documents",
      action: "created",
      object: { type: "sheet", id: row.id, label: productName },
      after: { sds_key: row.sds_key, version: 1, copy_of: from },
    });
    return { ok: true, id: row.id };
  });
}

/** The company's sheets that use a phrase (how many, and at most WHERE_USED_LIMIT of them). */
export async function phraseUse(
  db: Executor,
  companyId: number,
  sentenceId: number,
): Promise<{ count: number; sheets: (SheetSummary & { subsections: string[] })[] }> {
  const rows = await rowsOf<SummaryRow & { total: number; subsections: string[] | null }>(
    db,
    sql`
      -- The using sheets are counted, sorted and cut to the limit first; their supplier and subsections are
      -- read for the named sheets only. Joining the supplier before the limit made the planner join it to
      -- every using sheet (45,065 buffers at 5,000 sheets, against 169: decision 091).
      SELECT y.id, y.sds_key, y.product_name, y.manufacturer_id, m.name AS manufacturer_name, y.language_id,
        y.market_id, y.version, y.sds_type, y.status, y.date_issue, y.library_sds_key, y.updated_at, y.total,
        (SELECT array_agg(DISTINCT p.subsection) FROM publisher_document_phrases p
          WHERE p.company_id = ${companyId} AND p.document_id = y.id AND p.sentence_id = ${sentenceId}) AS subsections
      FROM (
        SELECT d.id, d.company_id, d.sds_key, d.product_name, d.manufacturer_id, d.language_id, d.market_id,
          d.version, d.sds_type, d.status, d.date_issue, d.library_sds_key, d.updated_at,
          count(*) OVER ()::int AS total
        FROM publisher_documents d
        WHERE d.company_id = ${companyId} AND d.id IN (
          SELECT p.document_id FROM publisher_document_phrases p
          WHERE p.company_id = ${companyId} AND p.sentence_id = ${sentenceId})
        ORDER BY d.product_name, d.sds_key, d.language_id, d.market_id, d.version DESC
        LIMIT ${WHERE_USED_LIMIT}
      ) y
      JOIN publisher_manufacturers m ON m.company_id = y.company_id AND m.id = y.manufacturer_id
      ORDER BY y.product_name, y.sds_key, y.language_id, y.market_id, y.version DESC`,
  );
  return {
    count: rows[0]?.total ?? 0,
    sheets: rows.map(({ total: _total, subsections, ...row }) => ({
      ...toSummary(row),
      subsections: (subsections ?? []).sort(subsectionOrder),
    })),
  };
}

/** How many of the company's sheets name the supplier, or use the phrase, or list the substance. */
export async function useCount(
  db: Executor,
  companyId: number,
  what: "manufacturer" | "sentence" | "substance",
  id: number,
): Promise<number> {
  const query =
    what === "manufacturer"
      ? sql`SELECT count(*)::int AS n FROM publisher_documents WHERE company_id = ${companyId} AND manufacturer_id = ${id}`
      : what === "sentence"
        ? sql`SELECT count(DISTINCT document_id)::int AS n FROM publisher_document_phrases
            WHERE company_id = ${companyId} AND sentence_id = ${id}`
        : sql`SELECT count(*)::int AS n FROM publisher_document_substances
            WHERE company_id = ${companyId} AND substance_id = ${id}`;
  const [row] = await rowsOf<{ n: number }>(db, query);
  return row?.n ?? 0;
}
