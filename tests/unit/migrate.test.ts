import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../db/client";
import { ensureDatabase } from "../../db/embedded";
import { runMigrations } from "../../db/migrate";

describe("migrations", () => {
  it("several instances starting at once apply them once, one after the other", async () => {
    const adminUrl = inject("pgAdminUrl");
    const name = `migrate_${randomBytes(6).toString("hex")}`;
    await ensureDatabase(adminUrl, name);
    const url = adminUrl.replace(/\/postgres$/, `/${name}`);
    const instances = [createDatabase(url, 2), createDatabase(url, 2), createDatabase(url, 2)];
    try {
      await Promise.all(instances.map((db) => runMigrations(db)));
      const applied = await instances[0]!.execute(
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      const { readdirSync } = await import("node:fs");
      const files = readdirSync(new URL("../../db/migrations", import.meta.url)).filter((f) =>
        f.endsWith(".sql"),
      );
      expect((applied.rows[0] as { n: number }).n).toBe(files.length);
    } finally {
      await Promise.all(instances.map((db) => db.$client.end()));
    }
  });
});
