import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * Takes a company's seeded exposure records and plans out of a test's own database (the records through the
 * retention purge's door, the only one the database opens), so a test that counts the register's lines or a
 * person's records counts only what it inserted itself, and a test that deletes products or locations
 * directly is not stopped by the records that name them. The register's lines go with them (its trigger).
 */
export async function withoutExposureData(db: Database, companyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL chemsafe.exposure_purge = 'on'`);
    await tx.execute(sql`DELETE FROM exposure_instance_revisions WHERE company_id = ${companyId}`);
    await tx.execute(sql`DELETE FROM exposure_instances WHERE company_id = ${companyId}`);
    await tx.execute(sql`DELETE FROM exposure_plans WHERE company_id = ${companyId}`);
  });
}
