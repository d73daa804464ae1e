import { sql } from "drizzle-orm";
import { dueAfter, EVENT_ACTION_DUE_DAYS } from "../../core/sds-events/rules";
import { createEventAction, recordSdsEvent, type EventWriter } from "./record";

/**
 * The events other modules' changes make, with the actions some of them call for. Each runs in the
 * transaction of the change that causes it.
 */

export interface SupplierAnswer {
  companyId: number;
  requestId: number;
  productId: number;
  productName: string;
  answer: "new_version" | "still_valid";
  /** The pending sheets the answer became (none for "still valid"). */
  sheetKeys: readonly string[];
  fileNames: readonly string[];
}

/**
 * A supplier answered a request: an event, and an action to accept or reject the answer, linking the sheet
 * that was current when asked (from) and the first sheet the supplier sent (to), so the change between the
 * two can be shown with the action.
 */
export async function recordSupplierAnswer(tx: EventWriter, answer: SupplierAnswer): Promise<void> {
  const { rows } = await tx.execute<{ current_sds_key: string | null }>(sql`
    SELECT current_sds_key FROM sds_requests WHERE company_id = ${answer.companyId} AND id = ${answer.requestId}`);
  const from = rows[0]?.current_sds_key ?? null;
  const to = answer.sheetKeys[0] ?? null;
  const eventId = await recordSdsEvent(tx, {
    companyId: answer.companyId,
    kind: "supplier_answered",
    productId: answer.productId,
    sdsKey: to ?? from,
    actorId: null,
    payload: { request_id: answer.requestId, answer: answer.answer, files: answer.fileNames },
  });
  await createEventAction(tx, {
    companyId: answer.companyId,
    eventId,
    origin: "supplier_answer",
    title: `Accept or reject the supplier's answer for ${answer.productName}`.slice(0, 200),
    description: `/sdsrequests/${answer.requestId}`,
    productId: answer.productId,
    fromSdsKey: from,
    toSdsKey: to,
    dueDate: dueAfter(new Date(), EVENT_ACTION_DUE_DAYS),
  });
}

/** Remembers the company's list hits before a rescreening (see recordNewListHits), in this transaction. */
export async function rememberListHits(tx: EventWriter, companyId: number): Promise<void> {
  await tx.execute(sql`DROP TABLE IF EXISTS pg_temp.sds_event_hits_before`);
  await tx.execute(sql`
    CREATE TEMP TABLE sds_event_hits_before ON COMMIT DROP AS
    SELECT h.product_id, h.list_code, e.ref FROM legislation_hits h
    JOIN legislation_entries e ON e.id = h.entry_id
    WHERE h.company_id = ${companyId}`);
}

/**
 * After a rescreening: an event and an action to review for every hit (product, list, entry in force today)
 * the company did not have before. Set-based, one statement, however many products a list update adds.
 */
export async function recordNewListHits(
  tx: EventWriter,
  companyId: number,
  actorId: number | null,
): Promise<number> {
  const due = dueAfter(new Date(), EVENT_ACTION_DUE_DAYS);
  const { rows } = await tx.execute<{ n: number }>(sql`
    WITH fresh AS (
      SELECT DISTINCT ON (h.product_id, h.list_code, e.ref)
        h.product_id, h.list_code, e.ref, e.name AS entry, h.substance, p.name AS product
      FROM legislation_hits h
      JOIN legislation_entries e ON e.id = h.entry_id
      JOIN products p ON p.company_id = h.company_id AND p.id = h.product_id
      WHERE h.company_id = ${companyId}
        AND (e.valid_from IS NULL OR e.valid_from <= current_date::text)
        AND (e.valid_until IS NULL OR current_date::text < e.valid_until)
        AND NOT EXISTS (
          SELECT 1 FROM sds_event_hits_before b
          WHERE b.product_id = h.product_id AND b.list_code = h.list_code AND b.ref = e.ref)
      ORDER BY h.product_id, h.list_code, e.ref
    ), events AS (
      INSERT INTO sds_events (company_id, kind, product_id, actor_id, payload)
      SELECT ${companyId}, 'list_hit', f.product_id, ${actorId}::int,
        jsonb_build_object('list', f.list_code, 'ref', left(f.ref, 200), 'entry', left(f.entry, 200),
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
  await tx.execute(sql`DROP TABLE IF EXISTS pg_temp.sds_event_hits_before`);
  return rows[0]?.n ?? 0;
}
