import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Two demo substitutions of Demo Chemicals: Toluene replaced by Ethanol, approved by the administrator
 * (Toluene is suspected of damaging the unborn child; Ethanol is not), and Sodium hydroxide by Sodium
 * chloride proposed by the safety engineer and waiting for a decision.
 */
export async function seedSubstitutions(db: Pick<Database, "execute">, companyId: number): Promise<void> {
  const rows = [
    {
      product: "Toluene",
      substitute: "Ethanol",
      status: 4,
      reason: "Ethanol degreases the parts as well and is not suspected of damaging the unborn child.",
      by: "safety@demo.test",
      decidedBy: "admin@demo.test",
    },
    {
      product: "Sodium hydroxide",
      substitute: "Sodium chloride",
      status: 2,
      reason: "Try a salt solution for the rinse before we buy more caustic soda.",
      by: "safety@demo.test",
      decidedBy: null,
    },
  ];
  for (const row of rows) {
    await db.execute(sql`
      INSERT INTO substitutions (company_id, product_id, substitute_product_id, status, reason, created_by,
        decided_by, decided_at)
      SELECT ${companyId}, p.id, q.id, ${row.status}, ${row.reason},
        (SELECT id FROM users WHERE company_id = ${companyId} AND email = ${row.by}),
        (SELECT id FROM users WHERE company_id = ${companyId} AND email = ${row.decidedBy}),
        ${row.decidedBy ? sql`now()` : sql`NULL`}
      FROM products p JOIN products q ON q.company_id = p.company_id AND q.name = ${row.substitute}
      WHERE p.company_id = ${companyId} AND p.name = ${row.product}`);
  }
}
