import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Two demo supplier requests of Demo Chemicals: Acetone, sent and open for a year, with a token printed here
 * on purpose so a demo can open the supplier's page (/sds-update-request/ followed by DEMO_SDS_REQUEST_TOKEN);
 * and Ethanol, answered "still valid" and waiting for the company's decision. Only hashes are stored.
 */
export const DEMO_SDS_REQUEST_TOKEN = "DemoSdsReqst" + "demo-sds-request-secret-for-acetone-0000000";
const ANSWERED_TOKEN = "DemoSdsAnswd" + "demo-sds-request-secret-for-ethanol-0000000";

const hash = (secret: string) => createHash("sha256").update(secret).digest("hex");

export async function seedSdsRequests(db: Pick<Database, "execute">, companyId: number): Promise<void> {
  const rows = [
    { token: DEMO_SDS_REQUEST_TOKEN, product: "Acetone", status: "sent", answer: null },
    { token: ANSWERED_TOKEN, product: "Ethanol", status: "answered", answer: "still_valid" },
  ];
  for (const row of rows) {
    await db.execute(sql`
      INSERT INTO sds_requests (company_id, product_id, current_sds_key, supplier_email, languages, markets,
        public_id, secret_hash, status, answer, answered_at, expires_at)
      SELECT ${companyId}, p.id,
        (SELECT s.key FROM sds_documents s WHERE s.company_id = p.company_id AND s.product_id = p.id
          AND NOT s.pending AND s.superseded_by_id IS NULL ORDER BY s.date_issue DESC, s.id DESC LIMIT 1),
        'sds@supplier.example', ARRAY[4]::int[], ARRAY[4]::int[], ${row.token.slice(0, 12)},
        ${hash(row.token.slice(12))}, ${row.status}, ${row.answer},
        ${row.answer ? sql`now()` : sql`NULL`}, now() + interval '365 days'
      FROM products p WHERE p.company_id = ${companyId} AND p.name = ${row.product}`);
  }
}
