import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../api/locations/tree";
import type { ActivityAction, ActivityFields, ActivityModule } from "../core/activities/activity-kinds";
import { SEED_REQUESTS } from "./requests";

/**
 * The audit trail of Demo Chemicals as the seeded data would have left it: the approval board and the
 * flammables cabinet set up, each request submitted, the concluded ones decided (the approved one entering
 * the library), and the auditor invited. Every row describes a change the seed really made, at the time
 * the seed dates it, so /activities has something true to show. Runs after the requests are seeded.
 */

interface SeedActivity {
  actor: string;
  module: ActivityModule;
  action: ActivityAction;
  object: {
    type: string;
    table: "locations" | "chemical_board_groups" | "product_requests" | "products" | "users";
    name: string;
  };
  before?: ActivityFields;
  after?: ActivityFields;
  /** When, as an SQL expression relative to now(). */
  at: SQL;
}

const daysAgo = (days: number, extra = "0 hours") =>
  sql`now() - make_interval(days => ${days}) + ${extra}::interval`;

function seedActivities(): SeedActivity[] {
  const rows: SeedActivity[] = [
    {
      actor: "admin@demo.test",
      module: "approvals",
      action: "created",
      object: { type: "board", table: "chemical_board_groups", name: "Laboratory board" },
      after: { name: "Laboratory board" },
      at: daysAgo(120),
    },
    {
      actor: "admin@demo.test",
      module: "locations",
      action: "created",
      object: { type: "location", table: "locations", name: "Flammables cabinet" },
      after: { name: "Flammables cabinet", parent: "Laboratory 1" },
      at: daysAgo(110),
    },
  ];
  for (const request of SEED_REQUESTS) {
    if (request.status === "DRAFT") continue;
    const object = { type: "request", table: "product_requests" as const, name: request.name };
    // The seed's own times: submitted two hours after creation, concluded three days before today.
    rows.push({
      actor: request.requester,
      module: "approvals",
      action: "submitted",
      object,
      before: { status: "DRAFT" },
      after: { status: "NEW" },
      at: daysAgo(request.daysAgo, "2 hours"),
    });
    if (request.conclusion) {
      const decision = request.status === "APPROVED" ? "APPROVED" : "REJECTED";
      rows.push({
        actor: request.conclusion.by,
        module: "approvals",
        action: "decided",
        object,
        before: { status: "READY_FOR_APPROVAL" },
        after: { status: decision, comment: request.conclusion.comment },
        at: daysAgo(Math.max(0, request.daysAgo - 3)),
      });
    }
    if (request.product) {
      rows.push({
        actor: request.conclusion?.by ?? request.requester,
        module: "products",
        action: "created",
        object: { type: "product", table: "products", name: request.product },
        after: { name: request.product, source: `Approved request “${request.name}”` },
        at: daysAgo(Math.max(0, request.daysAgo - 3), "1 second"),
      });
    }
  }
  rows.push({
    actor: "admin@demo.test",
    module: "users",
    action: "invited",
    object: { type: "user", table: "users", name: "Alma Auditor" },
    after: { name: "Alma Auditor", email: "auditor@demo.test", permissions: ["user_admin"] },
    at: daysAgo(1),
  });
  return rows;
}

/** Inserts Demo Chemicals' trail; throws when a named user or object is missing. */
export async function seedDemoActivities(tx: Executor, companyId: number): Promise<void> {
  for (const row of seedActivities()) {
    const { rows } = await tx.execute<{ actor: number | null; object: number | null }>(sql`
      SELECT (SELECT id FROM users WHERE company_id = ${companyId} AND email = ${row.actor}) AS actor,
             (SELECT id FROM ${sql.raw(row.object.table)}
              WHERE company_id = ${companyId} AND name = ${row.object.name} ORDER BY id LIMIT 1) AS object`);
    const ids = rows[0];
    if (!ids?.actor || !ids.object) throw new Error(`seed activities: ${row.actor} or ${row.object.name}`);
    await tx.execute(sql`
      INSERT INTO activities (company_id, actor_id, module, action, object_type, object_id, object_label,
        before, after, created_at)
      VALUES (${companyId}, ${ids.actor}, ${row.module}, ${row.action}, ${row.object.type}, ${String(ids.object)},
        ${row.object.name}, ${row.before ? JSON.stringify(row.before) : null}::jsonb,
        ${row.after ? JSON.stringify(row.after) : null}::jsonb, ${row.at})`);
  }
}
