import { sql } from "drizzle-orm";
import { dueAfter, EVENT_ACTION_DUE_DAYS } from "../../core/sds-events/rules";
import type { EventWriter } from "../sds-events/record";

/**
 * A substance put on a custom list (by hand or by a file) that products of the company already hold makes,
 * for each such product, an SDS event "list hit" and an action to review it, as a newer legislation list file
 * does for its new hits. The event names the list by its name (the legislation lists' events name theirs by
 * code), the entry and the sheet's substance that matched.
 */
export interface NewEntries {
  companyId: number;
  actorId: number;
  listId: number;
  listName: string;
  /** The entries to screen: new on the list, or given a new key. */
  entryIds: readonly number[];
  /** An entry given a new key: products that held its old key were on the list already. */
  previousKey?: string;
}

/**
 * Records the events and actions for the products the entries are found on, in the caller's transaction:
 * one set-based statement (the best match per product and entry, as the hits show it). Returns how many.
 */
export async function recordCustomListHits(tx: EventWriter, entries: NewEntries): Promise<number> {
  if (entries.entryIds.length === 0) return 0;
  const { companyId } = entries;
  const due = dueAfter(new Date(), EVENT_ACTION_DUE_DAYS);
  const before = entries.previousKey
    ? sql`AND NOT EXISTS (
        SELECT 1 FROM legislation_sheet_keys o
        WHERE o.company_id = ${companyId} AND o.product_id = k.product_id AND o.key = ${entries.previousKey})`
    : sql``;
  const { rows } = await tx.execute<{ n: number }>(sql`
    WITH fresh AS (
      SELECT DISTINCT ON (k.product_id, en.id)
        k.product_id, en.id AS entry_id, en.name AS entry, coalesce(en.cas, en.ec, en.name) AS ref, k.substance
      FROM custom_list_entries en
      JOIN legislation_sheet_keys k ON k.company_id = ${companyId} AND k.key = en.key
      WHERE en.company_id = ${companyId} AND en.list_id = ${entries.listId}
        AND en.id = ANY(${sql.param([...entries.entryIds])}::int[]) ${before}
      ORDER BY k.product_id, en.id, k.kind, k.pref, k.substance
    ), events AS (
      INSERT INTO sds_events (company_id, kind, product_id, actor_id, payload)
      SELECT ${companyId}, 'list_hit', f.product_id, ${entries.actorId}::int,
        jsonb_build_object('list', left(${entries.listName}, 200), 'custom_list_id', ${entries.listId}::int,
          'entry_id', f.entry_id, 'ref', left(f.ref, 200), 'entry', left(f.entry, 200),
          'substance', left(f.substance, 200))
      FROM fresh f
      RETURNING id, product_id, payload
    ), actions AS (
      INSERT INTO sds_actions (company_id, title, due_date, product_id, event_id, origin)
      SELECT ${companyId}, left('Review ' || p.name || ' on list ' || (ev.payload->>'list') || ': ' ||
          (ev.payload->>'entry'), 200), ${due}, ev.product_id, ev.id, 'list_hit'
      FROM events ev JOIN products p ON p.company_id = ${companyId} AND p.id = ev.product_id
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM actions`);
  return rows[0]?.n ?? 0;
}
