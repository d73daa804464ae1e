import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * Takes a company's seeded exposure records out of a test's own database (through the retention purge's
 * door, the only one the database opens), so a test that counts the register's lines or a person's records
 * counts only what it inserted itself. The register's lines go with them (its trigger).
 */
export async function withoutExposureRecords(db: Database, companyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL chemsafe.exposure_purge = 'on'`);
    await tx.execute(sql`DELETE FROM exposure_instance_revisions WHERE company_id = ${companyId}`);
    await tx.execute(sql`DELETE FROM exposure_instances WHERE company_id = ${companyId}`);
  });
}
