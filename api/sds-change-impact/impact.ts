import { sql } from "drizzle-orm";
import {
  affectedKinds,
  IMPACT_ITEMS_PER_KIND,
  IMPACT_KINDS,
} from "../../core/sds-change-impact/affected-kinds";
import { changedParts, sheetChange } from "../../core/sds-change-impact/sheet-change";
import type { Executor } from "../locations/tree";
import { locationInScope, productInScope, type LocationScope } from "../locations/scope";
import type { Substance } from "../products/schemas";
import { parseFacts } from "../products/sds-facts";
import { sdsSummaryColumns, toSdsSummary, type SdsSummaryRow } from "../products/sds-summary";
import { decodeListHit, withListHits, type ListHit } from "../../core/sds-change-impact/list-hits";
import { comparableFacts, type LibrarySheet } from "./facts";
import type { ImpactItem, SdsImpact } from "./schemas";

/**
 * The change impact of one "replaced" event, read back: the two sheets compared again (both are kept: a
 * replaced sheet is superseded, never deleted), the list hits it gained and lost (kept in the event: the
 * screening of the old sheet is gone) and the actions the change made. Three statements, each an
 * index lookup: the event, the two sheets, the event's actions.
 */

interface EventRow extends Record<string, unknown> {
  id: number;
  product_id: number;
  product_name: string;
  sds_key: string | null;
  occurred_at: Date | string;
  from_key: string | null;
  hits_gained: unknown;
  hits_lost: unknown;
  hits_cut: boolean | null;
}

interface SheetRow extends SdsSummaryRow, Record<string, unknown> {
  precautionary_statements: string[];
  substances: Substance[];
  facts: unknown;
}

interface ItemRow extends Record<string, unknown> {
  action_id: number;
  kind: ImpactItem["kind"];
  label: string;
  path: string;
  status: ImpactItem["status"];
  location_id: number | null;
  location_name: string | null;
}

/** The hits the replacement kept in its event (written as it happened: the old screening is gone). */
function keptHits(lines: unknown): ListHit[] {
  return Array.isArray(lines) ? lines.map(decodeListHit).filter((hit) => hit !== null) : [];
}

function librarySheet(row: SheetRow): LibrarySheet & { key: string; version: string | null } {
  const summary = toSdsSummary(row);
  if (!summary) throw new Error("a sheet row without its summary columns");
  return {
    key: summary.key,
    version: summary.version,
    summary,
    precautionaryStatements: row.precautionary_statements ?? [],
    substances: row.substances ?? [],
    facts: parseFacts(row.facts),
  };
}

/**
 * The impact of event `eventId`; null when it is not the company's, its product is outside the caller's
 * scope, or it is not a replacement of one sheet by another (nothing to compare).
 */
export async function readImpact(
  db: Executor,
  scope: LocationScope,
  eventId: number,
): Promise<SdsImpact | null> {
  const c = scope.companyId;
  const { rows: events } = await db.execute<EventRow>(sql`
    SELECT e.id, e.product_id, p.name AS product_name, e.sds_key, e.occurred_at, e.payload->>'from' AS from_key,
      e.payload->'hits_gained' AS hits_gained, e.payload->'hits_lost' AS hits_lost,
      (e.payload->>'hits_cut')::boolean AS hits_cut
    FROM sds_events e JOIN products p ON p.company_id = e.company_id AND p.id = e.product_id
    WHERE e.company_id = ${c} AND e.id = ${eventId} AND e.kind = 'replaced'
      AND ${productInScope(scope, sql`e.product_id`)}`);
  const event = events[0];
  if (!event?.sds_key || !event.from_key) return null;

  const [sheets, items] = await Promise.all([
    db.execute<SheetRow>(sql`
      SELECT s.precautionary_statements, s.substances, s.facts, ${sdsSummaryColumns("s", "p")}
      FROM sds_documents s JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
      WHERE s.company_id = ${c} AND s.product_id = ${event.product_id}
        AND s.key IN (${event.from_key}, ${event.sds_key})`),
    db.execute<ItemRow>(sql`
      SELECT a.id AS action_id, a.impact_kind AS kind, a.description AS label, a.impact_path AS path, a.status,
        a.location_id, l.name AS location_name
      FROM sds_actions a LEFT JOIN locations l ON l.company_id = a.company_id AND l.id = a.location_id
      WHERE a.company_id = ${c} AND a.event_id = ${eventId} AND a.origin = 'change_impact'
        ${scope.roots === null ? sql`` : sql`AND (a.location_id IS NULL OR ${locationInScope(scope, sql`a.location_id`)})`}
      ORDER BY array_position(${`{${IMPACT_KINDS.join(",")}}`}::text[], a.impact_kind), a.id
      LIMIT ${IMPACT_ITEMS_PER_KIND * IMPACT_KINDS.length}`),
  ]);
  const byKey = new Map(sheets.rows.map((row) => [row.sds_key, librarySheet(row)]));
  const from = byKey.get(event.from_key);
  const to = byKey.get(event.sds_key);
  if (!from || !to) return null;
  const change = sheetChange(...comparableFacts(from, to));
  const perKind = new Map<string, number>();
  for (const item of items.rows) perKind.set(item.kind, (perKind.get(item.kind) ?? 0) + 1);
  return {
    event_id: event.id,
    product_id: event.product_id,
    product_name: event.product_name,
    occurred_at: new Date(event.occurred_at).toISOString(),
    from_sds_key: from.key,
    to_sds_key: to.key,
    from_version: from.version,
    to_version: to.version,
    change,
    parts: changedParts(change),
    kinds: withListHits(affectedKinds(change), {
      gained: keptHits(event.hits_gained),
      lost: keptHits(event.hits_lost),
    }),
    items: items.rows,
    items_cut: [...perKind.values()].some((n) => n >= IMPACT_ITEMS_PER_KIND),
    list_hits: {
      gained: keptHits(event.hits_gained),
      lost: keptHits(event.hits_lost),
      cut: event.hits_cut === true,
    },
  };
}
