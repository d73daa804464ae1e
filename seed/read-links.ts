import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * One demo read link: the Flammables cabinet of Demo Chemicals, open for ten years, with a token that is
 * printed here on purpose so a demo can open it without creating one: /read/ followed by
 * DEMO_READ_LINK_TOKEN. Only its hash is stored, as for every link.
 */
export const DEMO_READ_LINK_TOKEN = "DemoReadLink" + "demo-read-link-secret-for-the-flammables-ca";

export async function seedReadLinks(db: Pick<Database, "execute">, companyId: number): Promise<void> {
  const publicId = DEMO_READ_LINK_TOKEN.slice(0, 12);
  const secretHash = createHash("sha256").update(DEMO_READ_LINK_TOKEN.slice(12)).digest("hex");
  await db.execute(sql`
    INSERT INTO read_links (company_id, location_id, public_id, secret_hash, expires_at)
    SELECT ${companyId}, l.id, ${publicId}, ${secretHash}, now() + interval '3650 days'
    FROM locations l WHERE l.company_id = ${companyId} AND l.name = 'Flammables cabinet'`);
}
