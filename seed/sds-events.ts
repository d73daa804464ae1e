import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Demo Chemicals' SDS timeline and actions: a few events of the last weeks (sheets uploaded and replaced, the
 * supplier's "still valid" answer for Ethanol, a list hit) and four actions: one by hand assigned to the
 * safety manager at Laboratory 1, the decision the Ethanol answer calls for, a list hit to review, and one done.
 */
export async function seedSdsEvents(db: Pick<Database, "execute">, companyId: number): Promise<void> {
  const product = (name: string) =>
    sql`(SELECT id FROM products WHERE company_id = ${companyId} AND name = ${name} ORDER BY id LIMIT 1)`;
  const sheet = (name: string) => sql`(SELECT s.key FROM sds_documents s WHERE s.company_id = ${companyId}
    AND s.product_id = ${product(name)} AND NOT s.pending AND s.superseded_by_id IS NULL ORDER BY s.id LIMIT 1)`;
  const user = (email: string) =>
    sql`(SELECT id FROM users WHERE company_id = ${companyId} AND email = ${email})`;
  const events = [
    { kind: "uploaded", name: "Acetone", days: 20, actor: "admin@demo.test", payload: { version: "1.0" } },
    { kind: "replaced", name: "Toluene", days: 12, actor: "safety@demo.test", payload: { version: "2.0" } },
    { kind: "list_hit", name: "Toluene", days: 5, actor: "admin@demo.test", payload: { list: "clp-cmr" } },
    { kind: "supplier_answered", name: "Ethanol", days: 1, actor: null, payload: { answer: "still_valid" } },
  ];
  for (const event of events) {
    await db.execute(sql`
      INSERT INTO sds_events (company_id, kind, product_id, sds_key, actor_id, occurred_at, payload)
      VALUES (${companyId}, ${event.kind}, ${product(event.name)}, ${sheet(event.name)},
        ${event.actor ? user(event.actor) : null}, now() - make_interval(days => ${event.days}),
        ${JSON.stringify(event.payload)}::jsonb)`);
  }
  const eventOf = (kind: string) =>
    sql`(SELECT id FROM sds_events WHERE company_id = ${companyId} AND kind = ${kind} ORDER BY id DESC LIMIT 1)`;
  await db.execute(sql`
    INSERT INTO sds_actions (company_id, title, description, assignee_id, due_date, status, location_id,
      product_id, to_sds_key, event_id, origin, created_by, completed_at)
    VALUES
      (${companyId}, 'Check the labels in the flammables cabinet', 'Every container labelled with the new pictograms.',
        ${user("safety@demo.test")}, to_char(now() + interval '14 days', 'YYYY-MM-DD'), 'open',
        (SELECT id FROM locations WHERE company_id = ${companyId} AND name = 'Laboratory 1' ORDER BY id LIMIT 1),
        ${product("Acetone")}, NULL, NULL, 'manual', ${user("admin@demo.test")}, NULL),
      (${companyId}, 'Accept or reject the supplier''s answer for Ethanol', '', NULL,
        to_char(now() + interval '13 days', 'YYYY-MM-DD'), 'open', NULL, ${product("Ethanol")},
        ${sheet("Ethanol")}, ${eventOf("supplier_answered")}, 'supplier_answer', NULL, NULL),
      (${companyId}, 'Review Toluene on list clp-cmr', '', NULL, to_char(now() + interval '9 days', 'YYYY-MM-DD'),
        'open', NULL, ${product("Toluene")}, NULL, ${eventOf("list_hit")}, 'list_hit', NULL, NULL),
      (${companyId}, 'Replace the Toluene sheet at the warehouse', '', ${user("safety@demo.test")},
        to_char(now() - interval '5 days', 'YYYY-MM-DD'), 'done', NULL, ${product("Toluene")}, ${sheet("Toluene")},
        ${eventOf("replaced")}, 'manual', ${user("admin@demo.test")}, now() - interval '6 days')`);
}
