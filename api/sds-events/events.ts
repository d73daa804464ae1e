import { sql, type SQL } from "drizzle-orm";
import { SDS_EVENT_PAGE_SIZE } from "../../core/sds-events/rules";
import type { Executor } from "../locations/tree";
import {
  fewProductsInScope,
  isLocationInScope,
  productInScopeOf,
  type LocationScope,
} from "../locations/scope";
import type { SdsEvent, SdsEventList, SdsEventListQuery } from "./schemas";

/** The escaped LIKE pattern "contains text" (lower case). */
export const containsPattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The location `id` and everything below it. */
export const subtree = (companyId: number, id: number): SQL =>
  sql`SELECT id FROM location_subtree(${companyId}, ARRAY[${id}]::int[])`;

interface EventRow extends Record<string, unknown> {
  id: number;
  kind: SdsEvent["kind"];
  product_id: number;
  product_name: string;
  sds_key: string | null;
  location_id: number | null;
  location_name: string | null;
  occurred_at: Date | string;
  actor_name: string | null;
  payload: Record<string, unknown>;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * A page of the company's SDS timeline, newest first, within the caller's top nodes: SDS_EVENT_PAGE_SIZE
 * events after the event `after` (keyset paging on (occurred_at, id), which the indexes serve for the whole
 * company, one kind or one product, so a page costs the same at the millionth event as at the first).
 * The ORDER BY spells out NULLS LAST because the indexes are built so (DESC alone means NULLS FIRST): both
 * columns are NOT NULL, so the order is the same, but PostgreSQL reads a page from an index only when the
 * ORDER BY matches it exactly, and otherwise sorted all million events for every page.
 * Answers null when the location filter names a location outside the scope.
 */
export async function listEvents(
  db: Executor,
  scope: LocationScope,
  query: SdsEventListQuery,
): Promise<SdsEventList | null> {
  const c = scope.companyId;
  if (query.location !== undefined && !(await isLocationInScope(db, scope, query.location))) return null;
  const few = await fewProductsInScope(db, scope);
  const where: SQL[] = [sql`e.company_id = ${c}`, productInScopeOf(scope, few, sql`e.product_id`)];
  if (query.kind) where.push(sql`e.kind = ${query.kind}`);
  if (query.product_id !== undefined) where.push(sql`e.product_id = ${query.product_id}`);
  if (query.product) {
    where.push(sql`e.product_id IN (SELECT p.id FROM products p WHERE p.company_id = ${c}
      AND p.name_lower LIKE ${containsPattern(query.product)})`);
  }
  if (query.location !== undefined) {
    where.push(sql`(e.location_id IN (${subtree(c, query.location)}) OR EXISTS (
      SELECT 1 FROM location_products lp WHERE lp.company_id = ${c} AND lp.product_id = e.product_id
        AND lp.location_id IN (${subtree(c, query.location)})))`);
  }
  if (query.from) where.push(sql`e.occurred_at >= ${query.from}::date::timestamptz`);
  if (query.to) where.push(sql`e.occurred_at < (${query.to}::date + 1)::timestamptz`);
  if (query.after !== undefined) {
    where.push(sql`(e.occurred_at, e.id) < (SELECT a.occurred_at, a.id FROM sds_events a
      WHERE a.company_id = ${c} AND a.id = ${query.after})`);
  }
  const { rows } = await db.execute<EventRow>(sql`
    SELECT e.id, e.kind, e.product_id, p.name AS product_name, e.sds_key, e.location_id,
      l.name AS location_name, e.occurred_at, u.name AS actor_name, e.payload
    FROM sds_events e
    JOIN products p ON p.company_id = e.company_id AND p.id = e.product_id
    LEFT JOIN locations l ON l.company_id = e.company_id AND l.id = e.location_id
    LEFT JOIN users u ON u.company_id = e.company_id AND u.id = e.actor_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY e.occurred_at DESC NULLS LAST, e.id DESC NULLS LAST
    LIMIT ${SDS_EVENT_PAGE_SIZE + 1}`);
  const page = rows.slice(0, SDS_EVENT_PAGE_SIZE);
  return {
    data: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      product_id: row.product_id,
      product_name: row.product_name,
      sds_key: row.sds_key,
      location_id: row.location_id,
      location_name: row.location_name,
      occurred_at: iso(row.occurred_at),
      actor_name: row.actor_name,
      payload: row.payload ?? {},
    })),
    meta: {
      per_page: SDS_EVENT_PAGE_SIZE,
      next: rows.length > SDS_EVENT_PAGE_SIZE ? page[page.length - 1]!.id : null,
    },
  };
}
