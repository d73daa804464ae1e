import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { SdsEventKind } from "../../core/sds-events/rules";

/** A database or the transaction of the change (anything that runs SQL). */
export type EventWriter = Pick<Database, "execute">;

export interface SdsEventEntry {
  companyId: number;
  kind: SdsEventKind;
  productId: number;
  sdsKey?: string | null;
  locationId?: number | null;
  /** Who caused it; null for a supplier or the system. */
  actorId: number | null;
  /** A few facts (versions, file names, list entry); kept small. */
  payload?: Record<string, string | number | boolean | null | readonly (string | number)[]>;
}

/** Longest text kept in an event's payload: the timeline shows facts, not documents. */
const PAYLOAD_TEXT_LIMIT = 200;

function bounded(payload: SdsEventEntry["payload"]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload ?? {})) {
    if (typeof value === "string") out[key] = value.slice(0, PAYLOAD_TEXT_LIMIT);
    else if (Array.isArray(value)) out[key] = value.slice(0, 20);
    else out[key] = value;
  }
  return out;
}

/**
 * Writes an event of the SDS timeline. Call it with the transaction of the change, so the change and its
 * event commit or fail together. Answers the event's id (an action made by the event points at it).
 */
export async function recordSdsEvent(db: EventWriter, entry: SdsEventEntry): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO sds_events (company_id, kind, product_id, sds_key, location_id, actor_id, payload)
    VALUES (${entry.companyId}, ${entry.kind}, ${entry.productId}, ${entry.sdsKey ?? null},
      ${entry.locationId ?? null}, ${entry.actorId}, ${JSON.stringify(bounded(entry.payload))}::jsonb)
    RETURNING id`);
  return rows[0]!.id;
}

export interface EventActionEntry {
  companyId: number;
  eventId: number;
  origin: "supplier_answer" | "list_hit";
  title: string;
  description?: string;
  productId: number;
  toSdsKey?: string | null;
  fromSdsKey?: string | null;
  dueDate: string;
}

/** The follow-up task an event makes (to decide on a supplier's answer, to review a list hit). */
export async function createEventAction(db: EventWriter, entry: EventActionEntry): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO sds_actions (company_id, title, description, due_date, product_id, to_sds_key, from_sds_key,
      event_id, origin)
    VALUES (${entry.companyId}, ${entry.title}, ${entry.description ?? ""}, ${entry.dueDate}, ${entry.productId},
      ${entry.toSdsKey ?? null}, ${entry.fromSdsKey ?? null}, ${entry.eventId}, ${entry.origin})
    RETURNING id`);
  return rows[0]!.id;
}
