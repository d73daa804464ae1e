import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { AMOUNT_UNITS, type AmountUnit, type SignalWord } from "../../core/products";
import type {
  AmountUpdate,
  IncompatibilityCategory,
  ProductDetail,
  ProductLocationSummary,
  ProductUpdate,
  SdsInfo,
  SdsSummary,
  Statement,
  Substance,
} from "./schemas";
import { STORAGE_CLASSES } from "../../core/storage-classes";
import { products as storageClassNames } from "../../core/texts/products/en";
import { countryCode } from "../../core/countries";
import type { Database } from "../../db/client";
import { pathsCte, type Executor } from "../locations/tree";
import { locationInScope, productInScope, type LocationScope, type ScopedActor } from "../locations/scope";
import { recordActivities, recordActivity } from "../activities/record";
import { recordSdsEvent } from "../sds-events/record";
import { languageCodeOf, sdsSummaryColumns, toSdsSummary, type SdsSummaryRow } from "./sds-summary";
import { sdsPdfPhysical, sdsSections, type SdsLanguageCode, type SdsPdfInput } from "./sds-pdf";
import { STATEMENTS_NOTICE, statementsFor } from "./statements";

/**
 * Products and their safety data sheets: the reads and writes behind
 * /product/v1/* (the wire shapes are in ./schemas.ts). Every statement is
 * scoped by company_id; another company's id reads as missing.
 */

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/** GET /product/v1/getAllScales: the amount units with English names. */
export const AMOUNT_UNIT_NAMES: Record<AmountUnit, string> = {
  g: "Gram",
  kg: "Kilogram",
  t: "Tonne",
  mL: "Millilitre",
  L: "Litre",
  m3: "Cubic metre",
  pcs: "Pieces",
};

/** The TRGS 510 storage classes with their English names. */
export function incompatibilityCategories(): IncompatibilityCategory[] {
  const names = storageClassNames as Record<string, string>;
  return STORAGE_CLASSES.map(({ id, key }) => ({ id, name: names[key] ?? id }));
}

export interface ProductRecord extends Record<string, unknown> {
  id: number;
  name: string;
  supplier: string;
  article_no: string | null;
  stock_kind: string;
}

/** The product, when it is the company's and in the caller's scope (held below their top nodes). */
export async function findProduct(
  db: Executor,
  scope: LocationScope,
  productId: number,
): Promise<ProductRecord | undefined> {
  const result = await db.execute<ProductRecord>(sql`
    SELECT id, name, supplier, article_no, stock_kind FROM products
    WHERE company_id = ${scope.companyId} AND id = ${productId} AND ${productInScope(scope, sql`products.id`)}
  `);
  return result.rows[0];
}

/** An SDS row as read for the detail views: the summary columns plus what the summary leaves out. */
export interface SdsRecordRow extends SdsSummaryRow, Record<string, unknown> {
  sds_precautionary_statements: string[];
  sds_substances: Substance[] | null;
  sds_physical: Record<string, unknown> | null;
  sds_ec_no: string | null;
  sds_file_key: string | null;
  sds_file_name: string | null;
  product_name: string;
}

const recordColumns = sql`${sdsSummaryColumns("s", "p")},
  s.precautionary_statements AS sds_precautionary_statements, s.substances AS sds_substances,
  s.physical AS sds_physical, s.ec_no AS sds_ec_no, s.file_key AS sds_file_key, s.file_name AS sds_file_name,
  p.name AS product_name`;

/** The SDS with this key, when it is the company's and its product is in the caller's scope. */
export async function findSds(
  db: Executor,
  scope: LocationScope,
  key: string,
): Promise<SdsRecordRow | undefined> {
  const result = await db.execute<SdsRecordRow>(sql`
    SELECT ${recordColumns}
    FROM sds_documents s JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
    WHERE s.key = ${key} AND s.company_id = ${scope.companyId} AND ${productInScope(scope, sql`s.product_id`)}
  `);
  return result.rows[0];
}

/** Every SDS of the product (all languages and markets, current, pending and older), newest first. */
async function sdsRecordsOf(db: Executor, companyId: number, productId: number): Promise<SdsRecordRow[]> {
  const result = await db.execute<SdsRecordRow>(sql`
    SELECT ${recordColumns}
    FROM sds_documents s JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
    WHERE s.company_id = ${companyId} AND s.product_id = ${productId}
    ORDER BY s.date_issue DESC, s.id DESC
  `);
  return result.rows;
}

/** The SdsSummary of a row that has an SDS. */
export function summaryOf(row: SdsSummaryRow): SdsSummary {
  const summary = toSdsSummary(row);
  if (!summary) throw new Error("SDS row without an id");
  return summary;
}

/** GET /product/v1/products: every SDS of the product, newest first; undefined when it is not the company's. */
export async function productSdsList(
  db: Executor,
  scope: LocationScope,
  productId: number,
): Promise<SdsSummary[] | undefined> {
  if (!(await findProduct(db, scope, productId))) return undefined;
  return (await sdsRecordsOf(db, scope.companyId, productId)).map(summaryOf);
}

function substancesOf(row: SdsRecordRow): Substance[] {
  return (row.sds_substances ?? []).map((s) => ({
    name: s.name,
    cas: s.cas ?? null,
    ec: s.ec ?? null,
    concentration_min: s.concentration_min ?? null,
    concentration_max: s.concentration_max ?? null,
  }));
}

/** Statement codes with their texts in the language (English where it has none). */
export function statementsIn(codes: readonly string[] | null, languageId: number): Statement[] {
  return statementsFor(codes ?? [], languageId).map(({ code, text, language }) => ({ code, text, language }));
}

/** GET /product/v1/sds-info. */
export function sdsInfo(row: SdsRecordRow, languageId: number): SdsInfo {
  const sheetLanguage = summaryOf(row).language;
  return {
    sds: summaryOf(row),
    hazard_statements: statementsIn(row.sds_hazard_statements, languageId),
    precautionary_statements: statementsIn(row.sds_precautionary_statements, languageId),
    substances: substancesOf(row),
    physical: row.sds_physical,
    storage_class: row.sds_storage_class,
    has_file: row.sds_file_key !== null,
    file_name: row.sds_file_name,
    sheet: {
      sections: sdsSections(sdsPdfInput(row)),
      hazard_statements: statementsIn(row.sds_hazard_statements, sheetLanguage),
      precautionary_statements: statementsIn(row.sds_precautionary_statements, sheetLanguage),
    },
  };
}

/** What renderSdsPdf needs for the SDS, statement texts in the sheet's own language. */
export function sdsPdfInput(row: SdsRecordRow): SdsPdfInput {
  const summary = summaryOf(row);
  const texts = (codes: readonly string[] | null) =>
    statementsIn(codes, summary.language).map(({ code, text }) => ({ code, text }));
  return {
    key: summary.key,
    productName: summary.label || row.product_name,
    supplier: summary.company,
    articleNo: summary.article_no,
    areaOfUse: summary.area_of_use,
    languageCode: languageCodeOf(summary.language) as SdsLanguageCode,
    marketCode: summary.market_code,
    version: summary.version,
    dateIssue: summary.date_issue,
    casNo: summary.cas_no,
    ecNo: row.sds_ec_no,
    unNo: summary.un_no,
    signalWord: summary.signal_word,
    pictograms: summary.pictograms,
    hazardStatements: texts(row.sds_hazard_statements),
    precautionaryStatements: texts(row.sds_precautionary_statements),
    substances: substancesOf(row).map((s) => ({
      name: s.name,
      cas: s.cas,
      ec: s.ec,
      concentrationMin: s.concentration_min,
      concentrationMax: s.concentration_max,
    })),
    storageClass: summary.storage_class,
    physical: sdsPdfPhysical(row.sds_physical),
  };
}

interface PlacementRow extends Record<string, unknown> {
  id: number;
  location_id: number;
  location_name: string;
  amount: string | number | null;
  unit: string | null;
  archived: boolean;
  incompatibility_category_id: string | null;
  storage_class: string | null;
  path: { id: number; name: string }[] | null;
}

/**
 * Every location_products row of the product (archived ones too, last), each
 * with its location's path, in one statement. storage_class is the row's own
 * category, else the storage class of `sdsId` when given, else of the current
 * SDS in English (then the lowest language id, the newest). A user limited to top nodes sees the rows
 * below them only.
 */
export async function productLocations(
  db: Executor,
  scope: LocationScope,
  productId: number,
  sdsId?: number,
): Promise<ProductLocationSummary[]> {
  const companyId = scope.companyId;
  const sdsClass =
    sdsId === undefined
      ? sql`SELECT d.storage_class FROM sds_documents d
          WHERE d.company_id = ${companyId} AND d.product_id = ${productId}
            AND d.superseded_by_id IS NULL AND NOT d.pending
          ORDER BY (d.language_id = 4) DESC, d.language_id, d.date_issue DESC, d.id DESC
          LIMIT 1`
      : sql`SELECT d.storage_class FROM sds_documents d WHERE d.company_id = ${companyId} AND d.id = ${sdsId}`;
  const result = await db.execute<PlacementRow>(sql`
    WITH RECURSIVE placed AS (
      SELECT lp.id, lp.location_id, lp.amount, lp.unit, lp.archived, lp.incompatibility_category_id
      FROM location_products lp
      WHERE lp.company_id = ${companyId} AND lp.product_id = ${productId}
        AND ${locationInScope(scope, sql`lp.location_id`)}
    ),
    ${pathsCte(scope, sql`SELECT DISTINCT location_id AS id FROM placed`)}
    SELECT r.id, r.location_id, l.name AS location_name, r.amount, r.unit, r.archived,
      r.incompatibility_category_id,
      coalesce(r.incompatibility_category_id, (${sdsClass})) AS storage_class,
      paths.path
    FROM placed r
    JOIN locations l ON l.company_id = ${companyId} AND l.id = r.location_id
    LEFT JOIN paths ON paths.location_id = r.location_id
    ORDER BY r.archived, l.name_lower, r.id
  `);
  return result.rows.map((row) => ({
    location_product_id: row.id,
    location_id: row.location_id,
    location_name: row.location_name,
    location_path: (row.path ?? [{ id: row.location_id, name: row.location_name }])
      .map((step) => step.name)
      .join(" › "),
    amount: row.amount === null ? null : Number(row.amount),
    unit: (AMOUNT_UNITS as readonly string[]).includes(row.unit ?? "") ? (row.unit as AmountUnit) : null,
    archived: row.archived,
    storage_class: row.storage_class,
    incompatibility_category_id: row.incompatibility_category_id,
  }));
}

/**
 * The SDS a product page shows, among the current ones: the asked language and
 * market, else the asked language in any market, else the caller's language,
 * else English, else any (the asked market first, then the lowest language id);
 * within each, the newest issue.
 */
export function pickShownSds<T extends SdsSummary>(
  current: T[],
  wanted: { language?: number; market?: number; callerLanguage: number },
): T | null {
  const score = (sds: T): number[] => [
    wanted.language !== undefined && wanted.market !== undefined
      ? Number(sds.language === wanted.language && sds.market === wanted.market)
      : 0,
    wanted.language !== undefined ? Number(sds.language === wanted.language) : 0,
    Number(sds.language === wanted.callerLanguage),
    Number(sds.language === 4),
    wanted.market !== undefined ? Number(sds.market === wanted.market) : 0,
    -sds.language,
    -sds.market,
  ];
  let best: T | null = null;
  let bestScore: number[] = [];
  for (const sds of current) {
    const s = score(sds);
    const better =
      best === null ||
      (() => {
        for (let i = 0; i < s.length; i++) {
          if (s[i]! !== bestScore[i]!) return s[i]! > bestScore[i]!;
        }
        // Same language and market: the newer issue (the list is newest first, so keep the first).
        return false;
      })();
    if (better) {
      best = sds;
      bestScore = s;
    }
  }
  return best;
}

/** GET /product/v1/{id}: the product with the shown SDS; undefined when it is not the company's. */
export async function productDetail(
  db: Executor,
  scope: LocationScope,
  productId: number,
  wanted: { language?: number; market?: number; callerLanguage: number },
): Promise<{ detail: ProductDetail; locations: ProductLocationSummary[] } | undefined> {
  const product = await findProduct(db, scope, productId);
  if (!product) return undefined;
  const records = await sdsRecordsOf(db, scope.companyId, productId);
  const versions = records.map((row) => ({ row, summary: summaryOf(row) }));
  const current = versions.filter(({ summary }) => !summary.superseded && !summary.pending);
  const shown = pickShownSds(
    current.map(({ summary }) => summary),
    wanted,
  );
  const shownRow = shown ? current.find(({ summary }) => summary.id === shown.id)?.row : undefined;
  const available = current
    .map(({ summary }) => ({
      language: summary.language,
      language_code: summary.language_code,
      market: summary.market,
      market_code: summary.market_code || (countryCode(summary.market) ?? ""),
    }))
    .sort((a, b) => a.language - b.language || a.market - b.market);
  const detail: ProductDetail = {
    id: product.id,
    name: product.name,
    supplier: product.supplier,
    article_no: product.article_no,
    stock_kind: product.stock_kind as ProductDetail["stock_kind"],
    sds: shown,
    versions: versions.map(({ summary }) => summary),
    available,
    signal_word: (shown?.signal_word ?? null) as SignalWord | null,
    pictograms: shown?.pictograms ?? [],
    hazard_statements: statementsIn(shownRow?.sds_hazard_statements ?? [], wanted.callerLanguage),
    precautionary_statements: statementsIn(
      shownRow?.sds_precautionary_statements ?? [],
      wanted.callerLanguage,
    ),
    substances: shownRow ? substancesOf(shownRow) : [],
    storage_class: shown?.storage_class ?? null,
    statements_notice: STATEMENTS_NOTICE,
  };
  const locations = await productLocations(db, scope, productId, shown?.id);
  return { detail, locations };
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

/** PUT /product/v1/{id}: the products row only; undefined when it is not the company's or not in scope. */
export async function updateProduct(
  db: Database,
  actor: ScopedActor,
  productId: number,
  update: ProductUpdate,
): Promise<{ id: number; name: string; supplier: string; article_no: string | null } | undefined> {
  const supplier = update.supplier === undefined ? sql`supplier` : sql`${update.supplier}`;
  const articleNo =
    update.article_no === undefined
      ? sql`article_no`
      : sql`${update.article_no === "" ? null : update.article_no}`;
  type Row = { id: number; name: string; supplier: string; article_no: string | null };
  return db.transaction(async (tx) => {
    const before = (
      await tx.execute<Row>(sql`
        SELECT id, name, supplier, article_no FROM products
        WHERE company_id = ${actor.companyId} AND id = ${productId} AND ${productInScope(actor, sql`products.id`)}
        FOR UPDATE`)
    ).rows[0];
    if (!before) return undefined;
    const result = await tx.execute<Row>(sql`
      UPDATE products SET name = ${update.name}, supplier = ${supplier}, article_no = ${articleNo}, updated_at = now()
      WHERE company_id = ${actor.companyId} AND id = ${productId}
      RETURNING id, name, supplier, article_no
    `);
    const after = result.rows[0];
    if (!after) return undefined;
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "products",
      action: "updated",
      object: { type: "product", id: productId, label: after.name },
      before: { name: before.name, supplier: before.supplier, article_no: before.article_no },
      after: { name: after.name, supplier: after.supplier, article_no: after.article_no },
    });
    return after;
  });
}

/**
 * POST /product/v1/updateProductAmount: every item in one transaction (one
 * statement); when an id is not one of the company's rows in the caller's scope nothing changes and
 * the answer is "not_found". A repeated id takes its last item.
 */
export async function updateAmounts(
  db: Database,
  actor: ScopedActor,
  items: AmountUpdate["items"],
): Promise<{ ok: true; updated: number } | { ok: false }> {
  const companyId = actor.companyId;
  const byId = new Map<number, { amount: number | null; unit: AmountUnit | null }>();
  for (const item of items) {
    // A null or zero amount keeps no unit unless one is given.
    byId.set(item.location_product_id, { amount: item.amount, unit: item.unit ?? null });
  }
  const ids = [...byId.keys()];
  const amounts = ids.map((id) => byId.get(id)!.amount);
  const units = ids.map((id) => byId.get(id)!.unit);
  const NotFound = Symbol("not found");
  type Changed = {
    id: number;
    product_name: string;
    location_name: string;
    old_amount: string | null;
    old_unit: string | null;
    amount: string | null;
    unit: string | null;
  };
  try {
    return await db.transaction(async (tx) => {
      const result = await tx.execute<Changed>(sql`
        WITH old AS (
          SELECT lp.id, lp.amount, lp.unit FROM location_products lp
          WHERE lp.company_id = ${companyId} AND lp.id = ANY(${sql.param(ids)}::int[])
            AND ${locationInScope(actor, sql`lp.location_id`)}
          FOR UPDATE
        )
        UPDATE location_products lp
        SET amount = v.amount, unit = v.unit, updated_at = now()
        FROM unnest(${sql.param(ids)}::int[], ${sql.param(amounts)}::numeric[], ${sql.param(units)}::text[])
          AS v(id, amount, unit), old, products p, locations l
        WHERE lp.company_id = ${companyId} AND lp.id = v.id AND old.id = lp.id
          AND p.company_id = ${companyId} AND p.id = lp.product_id
          AND l.company_id = ${companyId} AND l.id = lp.location_id
        RETURNING lp.id, p.name AS product_name, l.name AS location_name, old.amount::text AS old_amount,
          old.unit AS old_unit, lp.amount::text AS amount, lp.unit
      `);
      if (result.rows.length !== ids.length) throw NotFound;
      const number = (value: string | null) => (value === null ? null : Number(value));
      await recordActivities(
        tx,
        result.rows.map((row) => ({
          companyId,
          actorId: actor.userId,
          module: "products" as const,
          action: "updated" as const,
          object: { type: "placement", id: row.id, label: `${row.product_name} › ${row.location_name}` },
          before: { amount: number(row.old_amount), unit: row.old_unit },
          after: { amount: number(row.amount), unit: row.unit },
        })),
      );
      return { ok: true as const, updated: ids.length };
    });
  } catch (error) {
    if (error === NotFound) return { ok: false };
    throw error;
  }
}

/** Crockford's base32 alphabet (no I, L, O, U). */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new public SDS key: `SDS-` and 10 random Crockford base32 characters. */
export function newSdsKey(): string {
  // 32 divides 256: the low five bits of a random byte are uniform.
  return `SDS-${[...randomBytes(10)].map((byte) => CROCKFORD[byte & 31]).join("")}`;
}

/** The fields of an uploaded SDS after validation. */
export interface SdsUploadFields {
  productId: number | null;
  name: string | null;
  supplier: string | null;
  articleNo: string | null;
  languageId: number;
  marketId: number;
  version: string;
  dateIssue: string;
  casNo: string | null;
  unNo: string | null;
  signalWord: SignalWord | null;
  pictograms: string[];
  hazardStatements: string[];
  precautionaryStatements: string[];
  storageClass: string | null;
}

export interface StoredUpload {
  fileKey: string;
  fileName: string;
  fileSize: number;
  /** What was read from the PDF (SdsFacts), kept with the sheet; absent when it was not read. */
  facts?: unknown;
}

export type CreateSdsResult =
  | { ok: true; sds: SdsSummary; replacedFileKeys: string[] }
  | { ok: false; reason: "not_found" | "upload_gone" };

/**
 * Stores the record of an uploaded SDS in one transaction: with productId a
 * pending newer version of that product (replacing an earlier pending sheet
 * of the same language and market, whose file keys are returned for the
 * caller to delete after the commit); else a new product (stock kind
 * OrgDatabase) with the sheet as its current SDS. The product row is locked
 * so that two uploads for one product cannot both leave a pending sheet.
 */
export async function createSds(
  db: Database,
  actor: ScopedActor,
  fields: SdsUploadFields,
  upload: StoredUpload | ((tx: Executor) => Promise<StoredUpload | null>),
): Promise<CreateSdsResult> {
  const companyId = actor.companyId;
  return db.transaction(async (tx) => {
    // A staged file is consumed in this transaction: a failed save leaves it staged.
    const file = typeof upload === "function" ? await upload(tx) : upload;
    if (!file) return { ok: false, reason: "upload_gone" } as const;
    let productId: number;
    let label: string;
    let supplier: string;
    let articleNo: string | null;
    let pending: boolean;
    const replacedFileKeys: string[] = [];
    if (fields.productId !== null) {
      const locked = await tx.execute<ProductRecord>(sql`
        SELECT id, name, supplier, article_no, stock_kind FROM products
        WHERE company_id = ${companyId} AND id = ${fields.productId} AND ${productInScope(actor, sql`products.id`)}
        FOR UPDATE
      `);
      const product = locked.rows[0];
      if (!product) return { ok: false, reason: "not_found" } as const;
      productId = product.id;
      label = fields.name ?? product.name;
      supplier = fields.supplier ?? product.supplier;
      articleNo = fields.articleNo ?? product.article_no;
      pending = true;
      const removed = await tx.execute<{ file_key: string | null }>(sql`
        DELETE FROM sds_documents
        WHERE company_id = ${companyId} AND product_id = ${productId} AND pending
          AND language_id = ${fields.languageId} AND market_id = ${fields.marketId}
        RETURNING file_key
      `);
      for (const row of removed.rows) if (row.file_key) replacedFileKeys.push(row.file_key);
    } else {
      label = fields.name ?? "";
      supplier = fields.supplier ?? "";
      articleNo = fields.articleNo;
      pending = false;
      const created = await tx.execute<{ id: number }>(sql`
        INSERT INTO products (company_id, name, supplier, article_no, stock_kind)
        VALUES (${companyId}, ${label}, ${supplier}, ${articleNo}, 'OrgDatabase')
        RETURNING id
      `);
      productId = created.rows[0]!.id;
      await recordActivity(tx, {
        companyId,
        actorId: actor.userId,
        module: "products",
        action: "created",
        object: { type: "product", id: productId, label },
        after: { name: label, supplier, article_no: articleNo },
      });
    }
    const casNumbers = fields.casNo ? [fields.casNo] : [];
    const inserted = await tx.execute<{ id: number }>(sql`
      INSERT INTO sds_documents (company_id, product_id, key, label, supplier, article_no, language_id, market_id,
        version, date_issue, cas_no, un_no, signal_word, pictograms, hazard_statements, precautionary_statements,
        storage_class, cas_numbers, file_key, file_name, file_size, pending, facts)
      VALUES (${companyId}, ${productId}, ${newSdsKey()}, ${label}, ${supplier}, ${articleNo}, ${fields.languageId},
        ${fields.marketId}, ${fields.version}, ${fields.dateIssue}, ${fields.casNo}, ${fields.unNo},
        ${fields.signalWord}, ${sql.param(fields.pictograms)}::text[], ${sql.param(fields.hazardStatements)}::text[],
        ${sql.param(fields.precautionaryStatements)}::text[], ${fields.storageClass},
        ${sql.param(casNumbers)}::text[], ${file.fileKey}, ${file.fileName}, ${file.fileSize}, ${pending},
        ${file.facts === undefined ? null : JSON.stringify(file.facts)}::jsonb)
      RETURNING id
    `);
    const id = inserted.rows[0]!.id;
    const result = await tx.execute<SdsSummaryRow & Record<string, unknown>>(sql`
      SELECT ${sdsSummaryColumns("s", "p")}
      FROM sds_documents s JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
      WHERE s.company_id = ${companyId} AND s.id = ${id}
    `);
    const sds = summaryOf(result.rows[0]!);
    await recordSdsEvent(tx, {
      companyId,
      kind: "uploaded",
      productId,
      sdsKey: sds.key,
      actorId: actor.userId,
      payload: {
        pending,
        version: fields.version,
        language: fields.languageId,
        market: fields.marketId,
        file_name: file.fileName,
      },
    });
    await recordActivity(tx, {
      companyId,
      actorId: actor.userId,
      module: "sds",
      action: "created",
      object: { type: "sds", id: sds.key, label },
      after: {
        product_id: productId,
        language: fields.languageId,
        market: fields.marketId,
        version: fields.version,
        date_issue: fields.dateIssue,
        pending,
        file_name: file.fileName,
      },
    });
    return { ok: true, sds, replacedFileKeys } as const;
  });
}
