import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  SDS_REQUEST_BULK_MAX,
  SDS_REQUEST_PAGE_SIZE,
  SDS_REQUEST_PRODUCT_CHOICES,
  SDS_REQUEST_VALID_DAYS,
  statusAt,
  type SdsRequestAnswer,
  type SdsRequestStatus,
} from "../../core/sds-requests/rules";
import { recordActivity } from "../activities/record";
import type { Executor } from "../locations/tree";
import {
  fewProductsInScope,
  productInScope,
  productInScopeOf,
  type LocationScope,
  type ScopedActor,
} from "../locations/scope";
import { newReadLinkToken } from "../read-links/tokens";
import { queueSdsRequestMail } from "./mail";
import { namedProducts } from "../exposure/name-search";
import type { SdsRequestList, SdsRequestListQuery, SdsRequestProduct, SdsRequestRow } from "./schemas";

/**
 * Supplier requests as the company sees them: create (one product, or every product whose sheets are older
 * than the company's limit), list, and the outdated count the bulk form shows. Every statement is scoped by
 * company_id, and products by the caller's top nodes.
 */

export interface NewRequests {
  supplierEmail: string;
  languages: number[];
  markets: number[];
  /** The language of the mails: the first asked for. */
  mailLanguage: number;
  companyName: string;
}

/** The status at read time: an open request past its end counts as expired (the same rule as statusAt). */
export const effectiveStatus = (alias: string) =>
  sql.raw(
    `(CASE WHEN ${alias}.status IN ('sent', 'opened') AND ${alias}.expires_at <= now() THEN 'expired' ELSE ${alias}.status END)`,
  );

/**
 * Creates one request per product (each its own token and mail) in one transaction, with the audit trail.
 * Products not the company's or outside the caller's scope are skipped; answers the new ids.
 */
export async function createRequests(
  db: Database,
  actor: ScopedActor,
  productIds: readonly number[],
  input: NewRequests,
): Promise<number[]> {
  if (productIds.length === 0) return [];
  return db.transaction(async (tx) => {
    const { rows: products } = await tx.execute<{ id: number; name: string; current_key: string | null }>(sql`
      SELECT p.id, p.name,
        (SELECT s.key FROM sds_documents s
          WHERE s.company_id = p.company_id AND s.product_id = p.id AND NOT s.pending AND s.superseded_by_id IS NULL
          ORDER BY s.date_issue DESC, s.id DESC LIMIT 1) AS current_key
      FROM products p
      WHERE p.company_id = ${actor.companyId} AND p.id = ANY(${sql.param([...productIds])}::int[])
        AND ${productInScope(actor, sql`p.id`)}
      ORDER BY p.name_lower, p.id`);
    if (products.length === 0) return [];
    const expiresAt = new Date(Date.now() + SDS_REQUEST_VALID_DAYS * 86_400_000);
    const ids: number[] = [];
    for (const product of products) {
      const token = newReadLinkToken();
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO sds_requests (company_id, product_id, current_sds_key, supplier_email, languages, markets,
          mail_language, public_id, secret_hash, expires_at, created_by)
        VALUES (${actor.companyId}, ${product.id}, ${product.current_key}, ${input.supplierEmail},
          ${sql.param(input.languages)}::int[], ${sql.param(input.markets)}::int[], ${input.mailLanguage},
          ${token.publicId}, ${token.secretHash}, ${expiresAt.toISOString()}::timestamptz, ${actor.userId})
        RETURNING id`);
      const id = rows[0]!.id;
      ids.push(id);
      await queueSdsRequestMail(tx, {
        companyId: actor.companyId,
        kind: "request",
        to: input.supplierEmail,
        languageId: input.mailLanguage,
        companyName: input.companyName,
        productName: product.name,
        token: token.token,
        expiresAt,
      });
      await recordActivity(tx, {
        companyId: actor.companyId,
        actorId: actor.userId,
        module: "sds",
        action: "created",
        object: { type: "sds_request", id, label: product.name },
        after: {
          supplier_email: input.supplierEmail,
          languages: input.languages,
          markets: input.markets,
          expires_at: expiresAt.toISOString(),
        },
      });
    }
    return ids;
  });
}

/**
 * Products (in the caller's scope) whose newest current sheet was issued more than `months` ago, without an
 * open request; optionally only those of a supplier (name contains, any case). One row per product: its
 * newest current sheet `s` (by issue date, then id), found from the index of current sheets' issue dates
 * (sds_documents_current_issue_idx) without reading the sheets themselves; the product's other current sheets
 * are probed in the same index. (Reading every product's sheets to take the newest cost seconds at 100,000
 * products: see docs/decisions/064-sds-lists-read-from-their-indexes.md.)
 */
function outdatedSheets(
  scope: LocationScope,
  few: readonly number[] | null,
  months: number,
  supplier?: string,
) {
  const pattern = supplier ? `%${supplier.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return sql`
    FROM sds_documents s
    WHERE s.company_id = ${scope.companyId} AND s.superseded_by_id IS NULL AND NOT s.pending
      AND s.date_issue < to_char(now() - make_interval(months => ${months}), 'YYYY-MM-DD')
      AND NOT EXISTS (
        SELECT 1 FROM sds_documents newer
        WHERE newer.company_id = s.company_id AND newer.product_id = s.product_id
          AND newer.superseded_by_id IS NULL AND NOT newer.pending
          AND (newer.date_issue, newer.id) > (s.date_issue, s.id))
      AND ${productInScopeOf(scope, few, sql`s.product_id`)}
      ${
        pattern
          ? sql`AND EXISTS (SELECT 1 FROM products p WHERE p.company_id = s.company_id AND p.id = s.product_id
              AND lower(p.supplier) LIKE ${pattern})`
          : sql``
      }
      AND NOT EXISTS (
        SELECT 1 FROM sds_requests r
        WHERE r.company_id = s.company_id AND r.product_id = s.product_id AND r.status IN ('sent', 'opened')
          AND r.expires_at > now())`;
}

/** The outdated products a bulk request asks for: the oldest newest sheets first, at most SDS_REQUEST_BULK_MAX. */
export async function outdatedProductIds(
  db: Executor,
  scope: LocationScope,
  months: number,
  supplier?: string,
): Promise<number[]> {
  const few = await fewProductsInScope(db, scope);
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT s.product_id AS id ${outdatedSheets(scope, few, months, supplier)}
    ORDER BY s.date_issue, s.product_id LIMIT ${SDS_REQUEST_BULK_MAX}`);
  return rows.map((row) => row.id);
}

/**
 * How many products a bulk request would ask for, counted up to SDS_REQUEST_BULK_MAX (one bulk request asks
 * for at most that many): `more` when there are more. Counting every outdated product (tens of thousands in a
 * large company) cost hundreds of milliseconds for a number the form only needs up to its maximum.
 */
export async function outdatedCount(
  db: Executor,
  scope: LocationScope,
  months: number,
): Promise<{ products: number; more: boolean }> {
  const few = await fewProductsInScope(db, scope);
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM (SELECT 1 ${outdatedSheets(scope, few, months)} LIMIT ${SDS_REQUEST_BULK_MAX + 1}) x`);
  const n = rows[0]?.n ?? 0;
  return { products: Math.min(n, SDS_REQUEST_BULK_MAX), more: n > SDS_REQUEST_BULK_MAX };
}

/**
 * The products (in the caller's scope) whose name contains `text`, by name, at most SDS_REQUEST_PRODUCT_CHOICES:
 * the choice of the request form. The matches come from the products' trigram index (namedProducts), and no
 * total is counted: the general product list counted every match (96,000 for "a" at 100,000 products).
 */
export async function productChoices(
  db: Executor,
  scope: LocationScope,
  text: string,
): Promise<SdsRequestProduct[]> {
  const few = await fewProductsInScope(db, scope);
  const { rows } = await db.execute<SdsRequestProduct & Record<string, unknown>>(sql`
    WITH ${namedProducts(scope.companyId, text)}
    SELECT n.id, n.name, n.supplier FROM named n
    WHERE ${productInScopeOf(scope, few, sql`n.id`)}
    ORDER BY n.name_lower, n.id LIMIT ${SDS_REQUEST_PRODUCT_CHOICES}`);
  return rows;
}

interface RowSql extends Record<string, unknown> {
  id: number;
  product_id: number;
  product_name: string;
  supplier: string;
  supplier_email: string;
  languages: number[];
  markets: number[];
  status: SdsRequestStatus;
  answer: SdsRequestAnswer | null;
  created_at: Date | string;
  expires_at: Date | string;
  answered_at: Date | string | null;
  reminders: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export function toRow(row: RowSql): SdsRequestRow {
  return {
    id: row.id,
    product_id: row.product_id,
    product_name: row.product_name,
    supplier: row.supplier,
    supplier_email: row.supplier_email,
    languages: row.languages,
    markets: row.markets,
    status: statusAt(row.status, new Date(row.expires_at), new Date()),
    answer: row.answer,
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    answered_at: isoOrNull(row.answered_at),
    reminders: row.reminders,
  };
}

export const rowColumns = sql`r.id, r.product_id, p.name AS product_name, p.supplier, r.supplier_email,
  r.languages, r.markets, r.status, r.answer, r.created_at, r.expires_at, r.answered_at, r.reminders`;

/** A page of the company's requests (products in the caller's scope), newest first, filtered. */
export async function listRequests(
  db: Executor,
  scope: LocationScope,
  query: SdsRequestListQuery,
): Promise<SdsRequestList> {
  const page = query.page;
  const search = query.search ? `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const few = await fewProductsInScope(db, scope);
  const where = sql`r.company_id = ${scope.companyId} AND ${productInScopeOf(scope, few, sql`p.id`)}
    ${query.status ? sql`AND ${effectiveStatus("r")} = ${query.status}` : sql``}
    ${search ? sql`AND (p.name_lower LIKE ${search} OR r.supplier_email LIKE ${search})` : sql``}`;
  const [list, count] = await Promise.all([
    db.execute<RowSql>(sql`
      SELECT ${rowColumns}
      FROM sds_requests r JOIN products p ON p.company_id = r.company_id AND p.id = r.product_id
      WHERE ${where}
      -- NULLS LAST as the (company, created_at, id) index is built, so a page is read from it in order.
      ORDER BY r.created_at DESC NULLS LAST, r.id DESC NULLS LAST
      LIMIT ${SDS_REQUEST_PAGE_SIZE} OFFSET ${(page - 1) * SDS_REQUEST_PAGE_SIZE}`),
    db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n
      FROM sds_requests r JOIN products p ON p.company_id = r.company_id AND p.id = r.product_id
      WHERE ${where}`),
  ]);
  return {
    data: list.rows.map(toRow),
    meta: { page, per_page: SDS_REQUEST_PAGE_SIZE, total: count.rows[0]?.n ?? 0 },
  };
}

/** Whether the company has any request (the onboarding check and the empty state). */
export async function companyHasSdsRequests(db: Executor, companyId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM sds_requests WHERE company_id = ${companyId} LIMIT 1`);
  return rows.length > 0;
}
