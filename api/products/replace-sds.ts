import { sql, type SQL } from "drizzle-orm";
import type { SdsDiff, SdsReadDiff, SdsSummary, Statement, Substance, UpdatedSds } from "./schemas";
import { parseFacts, type SdsFacts } from "./sds-facts";
import { readSds } from "./sds-reader";
import { getStorage } from "../storage";
import type { Database } from "../../db/client";
import { locationPathsCte } from "./location-products";
import type { Executor } from "../locations/tree";
import { locationInScope, productInScope, type LocationScope, type ScopedActor } from "../locations/scope";
import { recordActivity } from "../activities/record";
import { recordSdsEvent } from "../sds-events/record";
import { sdsSummaryColumns, toSdsSummary, type SdsSummaryRow } from "./sds-summary";
import { statementText } from "./statements";
import { affectedKinds } from "../../core/sds-change-impact/affected-kinds";
import { changedParts, sheetChange } from "../../core/sds-change-impact/sheet-change";
import { comparableFacts } from "../sds-change-impact/facts";
import { createImpactActions } from "../sds-change-impact/record";
import { productListHits } from "../sds-change-impact/list-hits";
import {
  changedLists,
  encodeListHit,
  hitsChanged,
  LIST_HIT_CHANGES_KEPT,
  listHitChange,
  withListHits,
} from "../../core/sds-change-impact/list-hits";

/**
 * Newer safety data sheets (/location/v2/updatedsds and
 * /location/v2/replace-sds). A sheet received or uploaded for a product that already has a
 * current sheet in its language and market waits as `pending`; applying it
 * supersedes the current one (superseded_by_id = the new sheet) and makes it
 * current. Locations hold products, not sheets, so every location holding the
 * product shows the new sheet at once; location categories stay as they are.
 */

interface SheetRow extends SdsSummaryRow, Record<string, unknown> {
  id: number;
  product_id: number;
  language_id: number;
  market_id: number;
  pending: boolean;
  superseded_by_id: number | null;
  precautionary_statements: string[];
  substances: Substance[];
  facts: unknown;
  file_key: string | null;
}

interface Sheet {
  id: number;
  productId: number;
  languageId: number;
  marketId: number;
  pending: boolean;
  current: boolean;
  summary: SdsSummary;
  precautionaryStatements: string[];
  substances: Substance[];
  /** What was read from its PDF, when it was read. */
  facts: SdsFacts | null;
  fileKey: string | null;
}

function toSheet(row: SheetRow): Sheet {
  const summary = toSdsSummary(row);
  if (!summary) throw new Error("a sheet row without its summary columns");
  return {
    id: row.id,
    productId: row.product_id,
    languageId: row.language_id,
    marketId: row.market_id,
    pending: row.pending,
    current: !row.pending && row.superseded_by_id === null,
    summary,
    precautionaryStatements: row.precautionary_statements,
    substances: row.substances,
    facts: parseFacts(row.facts),
    fileKey: row.file_key,
  };
}

/** The company's sheets of product `productId` matching `where` (over the sheet aliased `s`). */
async function sheetsWhere(db: Executor, companyId: number, productId: number, where: SQL): Promise<Sheet[]> {
  const result = await db.execute<SheetRow>(sql`
    SELECT s.id, s.product_id, s.language_id, s.market_id, s.pending, s.superseded_by_id,
      s.precautionary_statements, s.substances, s.facts, s.file_key, ${sdsSummaryColumns("s", "p")}
    FROM sds_documents s
    JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
    WHERE s.company_id = ${companyId} AND s.product_id = ${productId} AND ${where}
    ORDER BY s.id
  `);
  return result.rows.map(toSheet);
}

const sheetByKey = async (db: Executor, companyId: number, productId: number, key: string) =>
  (await sheetsWhere(db, companyId, productId, sql`s.key = ${key}`))[0];

/** The product's current sheet in the language and market of `sheet`. */
const currentSheetFor = async (db: Executor, companyId: number, sheet: Sheet) =>
  (
    await sheetsWhere(
      db,
      companyId,
      sheet.productId,
      sql`s.language_id = ${sheet.languageId} AND s.market_id = ${sheet.marketId}
        AND s.superseded_by_id IS NULL AND NOT s.pending`,
    )
  )[0];

/** The product's name when it is the company's and in the caller's scope. */
async function productExists(db: Executor, scope: LocationScope, productId: number, lock = false) {
  const result = await db.execute<{ name: string }>(sql`
    SELECT name FROM products
    WHERE company_id = ${scope.companyId} AND id = ${productId} AND ${productInScope(scope, sql`products.id`)}
    ${lock ? sql`FOR UPDATE` : sql``}
  `);
  return result.rows[0]?.name;
}

/** The locations in the caller's scope holding the product (archived rows and locations too), by path. */
async function holdingLocations(db: Executor, scope: LocationScope, productId: number) {
  const companyId = scope.companyId;
  const result = await db.execute<{ id: number; name: string; path: string }>(sql`
    WITH RECURSIVE ${locationPathsCte(
      companyId,
      sql`SELECT location_id AS id FROM location_products
        WHERE company_id = ${companyId} AND product_id = ${productId}
          AND ${locationInScope(scope, sql`location_id`)}`,
      scope,
    )}
    SELECT l.id, l.name, paths.path
    FROM paths JOIN locations l ON l.company_id = ${companyId} AND l.id = paths.location_id
    ORDER BY paths.path, l.id
  `);
  return result.rows.map((row) => ({ id: row.id, name: row.name, path: row.path }));
}

/** Statement codes as written on sheets, without spaces ("P305 + P351" → "P305+P351"). */
const normaliseCode = (code: string) => code.replace(/\s+/g, "");

/** The codes of `a` that `b` lacks, in `a`'s order, each with its text in the language. */
function statementsOnlyIn(a: readonly string[], b: readonly string[], languageId: number): Statement[] {
  const other = new Set(b.map(normaliseCode));
  const seen = new Set<string>();
  const result: Statement[] = [];
  for (const raw of a) {
    const code = normaliseCode(raw);
    if (other.has(code) || seen.has(code)) continue;
    seen.add(code);
    result.push(statementText(code, languageId) ?? { code, text: "", language: "en" });
  }
  return result;
}

function codesOnlyIn(a: readonly string[], b: readonly string[]): string[] {
  const other = new Set(b);
  return [...new Set(a)].filter((code) => !other.has(code));
}

/** A substance's identity across versions: its CAS number, else its name. */
function substanceKey(substance: Substance): string {
  const cas = substance.cas?.trim();
  return cas ? `cas:${cas}` : `name:${substance.name.trim().toLowerCase()}`;
}

function compareSubstances(from: readonly Substance[], to: readonly Substance[]): SdsDiff["substances"] {
  const before = new Map(from.map((substance) => [substanceKey(substance), substance]));
  const after = new Map(to.map((substance) => [substanceKey(substance), substance]));
  const changed: { from: Substance; to: Substance }[] = [];
  for (const [key, next] of after) {
    const previous = before.get(key);
    if (
      previous &&
      (previous.concentration_min !== next.concentration_min ||
        previous.concentration_max !== next.concentration_max)
    ) {
      changed.push({ from: previous, to: next });
    }
  }
  return {
    added: [...after].filter(([key]) => !before.has(key)).map(([, substance]) => substance),
    removed: [...before].filter(([key]) => !after.has(key)).map(([, substance]) => substance),
    changed,
  };
}

/**
 * What the sheet's PDF says: its stored reading, else its stored PDF read now
 * (and the reading stored, so it is read once). Null when there is no PDF
 * (a sheet entered without one) or it could not be read.
 */
async function factsOf(db: Executor, companyId: number, sheet: Sheet): Promise<SdsFacts | null> {
  if (sheet.facts) return sheet.facts;
  if (!sheet.fileKey) return null;
  const stored = await getStorage().get(sheet.fileKey);
  if (!stored) return null;
  const reading = await readSds(stored.body);
  if (reading.outcome === "unreadable") return null;
  await db.execute(sql`
    UPDATE sds_documents SET facts = ${JSON.stringify(reading.facts)}::jsonb
    WHERE company_id = ${companyId} AND id = ${sheet.id} AND facts IS NULL`);
  return reading.facts;
}

/** The two sheets compared as read: classification, signal word, pictograms, H and P statements. */
function readDiff(from: SdsFacts, to: SdsFacts, languageId: number): SdsReadDiff {
  const side = (facts: SdsFacts) => ({
    classification: facts.classification,
    signal_word: facts.signal_word,
    pictograms: facts.pictograms,
    hazard_statements: facts.hazard_statements,
    precautionary_statements: facts.precautionary_statements,
  });
  const diff = {
    from: side(from),
    to: side(to),
    classification: {
      from: from.classification,
      to: to.classification,
      changed: from.classification !== to.classification,
    },
    signal_word: { from: from.signal_word, to: to.signal_word, changed: from.signal_word !== to.signal_word },
    pictograms: {
      added: codesOnlyIn(to.pictograms, from.pictograms),
      removed: codesOnlyIn(from.pictograms, to.pictograms),
    },
    hazard_statements: {
      added: statementsOnlyIn(to.hazard_statements, from.hazard_statements, languageId),
      removed: statementsOnlyIn(from.hazard_statements, to.hazard_statements, languageId),
    },
    precautionary_statements: {
      added: statementsOnlyIn(to.precautionary_statements, from.precautionary_statements, languageId),
      removed: statementsOnlyIn(from.precautionary_statements, to.precautionary_statements, languageId),
    },
  };
  const same =
    !diff.classification.changed &&
    !diff.signal_word.changed &&
    [diff.pictograms, diff.hazard_statements, diff.precautionary_statements].every(
      (list) => list.added.length === 0 && list.removed.length === 0,
    );
  return { ...diff, same };
}

/**
 * The two sheets as read, when both have a reading; with `readMissing`, a
 * sheet without a stored reading has its PDF read now.
 */
async function asRead(
  db: Executor,
  companyId: number,
  from: Sheet | undefined,
  to: Sheet,
  languageId: number,
  readMissing: boolean,
): Promise<SdsReadDiff | null> {
  if (!from) return null;
  const facts = readMissing
    ? await Promise.all([factsOf(db, companyId, from), factsOf(db, companyId, to)])
    : [from.facts, to.facts];
  const [a, b] = facts;
  return a && b ? readDiff(a, b, languageId) : null;
}

/**
 * What changes from sheet `from` to sheet `to`. Without `from` (no current
 * sheet in that language and market) everything on `to` counts as added and
 * `from` repeats `to`.
 */
function sdsDiff(
  from: Sheet | undefined,
  to: Sheet,
  languageId: number,
  locations: SdsDiff["locations"],
  readings: SdsReadDiff | null = null,
): SdsDiff {
  const a = from?.summary;
  const b = to.summary;
  const signalFrom = a?.signal_word ?? null;
  const classFrom = a?.storage_class ?? null;
  return {
    from: a ?? b,
    to: b,
    signal_word: { from: signalFrom, to: b.signal_word, changed: signalFrom !== b.signal_word },
    storage_class: { from: classFrom, to: b.storage_class, changed: classFrom !== b.storage_class },
    pictograms: {
      added: codesOnlyIn(b.pictograms, a?.pictograms ?? []),
      removed: codesOnlyIn(a?.pictograms ?? [], b.pictograms),
    },
    hazard_statements: {
      added: statementsOnlyIn(b.hazard_statements, a?.hazard_statements ?? [], languageId),
      removed: statementsOnlyIn(a?.hazard_statements ?? [], b.hazard_statements, languageId),
    },
    precautionary_statements: {
      added: statementsOnlyIn(to.precautionaryStatements, from?.precautionaryStatements ?? [], languageId),
      removed: statementsOnlyIn(from?.precautionaryStatements ?? [], to.precautionaryStatements, languageId),
    },
    substances: compareSubstances(from?.substances ?? [], to.substances),
    locations,
    as_read: readings,
  };
}

interface UpdatedSqlRow extends SdsSummaryRow, Record<string, unknown> {
  product_id: number;
  name: string;
  current: SdsSummaryRow;
  locations: number;
}

/**
 * Every pending sheet of the company with the current sheet it would replace
 * (same product, language and market; null when there is none), by product
 * name, then language and market.
 */
export async function updatedSheets(db: Executor, scope: LocationScope): Promise<UpdatedSds[]> {
  const companyId = scope.companyId;
  const result = await db.execute<UpdatedSqlRow>(sql`
    SELECT p.id AS product_id, p.name, ${sdsSummaryColumns("n", "p")},
      (SELECT row_to_json(x) FROM (SELECT ${sdsSummaryColumns("c", "p")}) x) AS current,
      (SELECT count(*)::int FROM location_products lp
        WHERE lp.company_id = p.company_id AND lp.product_id = p.id) AS locations
    FROM sds_documents n
    JOIN products p ON p.company_id = n.company_id AND p.id = n.product_id
    LEFT JOIN sds_documents c
      ON c.company_id = n.company_id AND c.product_id = n.product_id AND c.language_id = n.language_id
        AND c.market_id = n.market_id AND c.superseded_by_id IS NULL AND NOT c.pending
    WHERE n.company_id = ${companyId} AND n.pending AND ${productInScope(scope, sql`p.id`)}
    ORDER BY p.name_lower, p.id, n.language_id, n.market_id, n.id
  `);
  return result.rows.map((row) => ({
    product_id: row.product_id,
    name: row.name,
    current: toSdsSummary(row.current),
    pending: toSdsSummary(row) as SdsSummary,
    locations: row.locations,
  }));
}

export type PreviewResult =
  { ok: true; diff: SdsDiff } | { ok: false; reason: "not_found" | "current" | "no_current" };

/**
 * What applying sheet `key` of the product would change, against the current
 * sheet of the same language and market. `key` must be a sheet of the product
 * that is not the current one (a pending sheet, or an older version).
 */
export async function previewReplacement(
  db: Executor,
  scope: LocationScope,
  productId: number,
  key: string,
  languageId: number,
): Promise<PreviewResult> {
  const companyId = scope.companyId;
  if ((await productExists(db, scope, productId)) === undefined) return { ok: false, reason: "not_found" };
  const sheet = await sheetByKey(db, companyId, productId, key);
  if (!sheet) return { ok: false, reason: "not_found" };
  if (sheet.current) return { ok: false, reason: "current" };
  const current = await currentSheetFor(db, companyId, sheet);
  if (!current) return { ok: false, reason: "no_current" };
  const locations = await holdingLocations(db, scope, productId);
  const readings = await asRead(db, companyId, current, sheet, languageId, true);
  return { ok: true, diff: sdsDiff(current, sheet, languageId, locations, readings) };
}

export type ApplyResult = { ok: true; diff: SdsDiff } | { ok: false; reason: "not_found" | "applied" };

/**
 * Applies the pending sheet `key` of the product in one transaction: the
 * current sheet of its language and market (if any) is superseded by it and
 * it becomes current. The product row is locked first (FOR UPDATE), so of two
 * concurrent applies one wins and the other finds the sheet no longer pending
 * ("applied"). Answers the difference computed before the change, with the
 * flags of the two summaries as they are afterwards.
 */
export async function applyReplacement(
  db: Database,
  actor: ScopedActor,
  productId: number,
  key: string,
  languageId: number,
): Promise<ApplyResult> {
  const companyId = actor.companyId;
  return db.transaction(async (tx) => {
    const productName = await productExists(tx, actor, productId, true);
    if (productName === undefined) return { ok: false, reason: "not_found" } as const;
    const sheet = await sheetByKey(tx, companyId, productId, key);
    if (!sheet) return { ok: false, reason: "not_found" } as const;
    if (!sheet.pending) return { ok: false, reason: "applied" } as const;
    const current = await currentSheetFor(tx, companyId, sheet);
    // Stored readings only: no PDF is read while the product row is locked.
    const readings = await asRead(tx, companyId, current, sheet, languageId, false);
    const diff = sdsDiff(current, sheet, languageId, await holdingLocations(tx, actor, productId), readings);

    // The product's list hits before; the updates below screen it again (database triggers on the sheets).
    const hitsBefore = await productListHits(tx, companyId, productId);
    // The old sheet leaves the current index before the new one enters it.
    if (current) {
      await tx.execute(sql`
        UPDATE sds_documents SET superseded_by_id = ${sheet.id}, updated_at = now()
        WHERE company_id = ${companyId} AND id = ${current.id}
      `);
    }
    await tx.execute(sql`
      UPDATE sds_documents SET pending = false, updated_at = now()
      WHERE company_id = ${companyId} AND id = ${sheet.id}
    `);
    await tx.execute(
      sql`UPDATE products SET updated_at = now() WHERE company_id = ${companyId} AND id = ${productId}`,
    );

    await recordActivity(tx, {
      companyId,
      actorId: actor.userId,
      module: "sds",
      action: "updated",
      object: { type: "sds", id: sheet.summary.key, label: productName },
      before: { current: current?.summary.key ?? null, version: current?.summary.version ?? null },
      after: { current: sheet.summary.key, version: sheet.summary.version },
    });
    // What the new version changes and what of the company's that touches (nothing when the sheets agree).
    const change = current ? sheetChange(...comparableFacts(current, sheet)) : null;
    const changed = change ? changedParts(change) : [];
    // The lists the product is on now against before: what the new sheet brings in or drops.
    const hits = listHitChange(hitsBefore, await productListHits(tx, companyId, productId));
    const touches = withListHits(change ? affectedKinds(change) : [], hits);
    const eventId = await recordSdsEvent(tx, {
      companyId,
      kind: "replaced",
      productId,
      sdsKey: sheet.summary.key,
      actorId: actor.userId,
      payload: {
        from: current?.summary.key ?? null,
        from_version: current?.summary.version ?? null,
        version: sheet.summary.version,
        ...(changed.length > 0 || hitsChanged(hits) ? { changed, touches } : {}),
        ...(hitsChanged(hits)
          ? {
              hits_gained: hits.gained.slice(0, LIST_HIT_CHANGES_KEPT).map(encodeListHit),
              hits_lost: hits.lost.slice(0, LIST_HIT_CHANGES_KEPT).map(encodeListHit),
              hits_cut:
                hits.gained.length > LIST_HIT_CHANGES_KEPT || hits.lost.length > LIST_HIT_CHANGES_KEPT,
            }
          : {}),
      },
    });
    if (current && touches.length > 0) {
      await createImpactActions(tx, {
        changedLists: changedLists(hits),
        companyId,
        eventId,
        productId,
        productName,
        fromSdsKey: current.summary.key,
        toSdsKey: sheet.summary.key,
        kinds: touches,
      });
    }
    const to = { ...diff.to, pending: false };
    const from = current ? { ...diff.from, superseded: true } : to;
    return { ok: true, diff: { ...diff, from, to } } as const;
  });
}
