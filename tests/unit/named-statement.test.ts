import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../db/client";
import { executeNamed } from "../../db/named-statement";
import { createTestDatabase } from "../support/db";

let db: Database;

beforeAll(async () => {
  // One connection, so every call below runs on the same session and sees its prepared statements.
  const created = await createTestDatabase();
  await created.db.$client.end();
  db = createDatabase(created.url, 1);
});

afterAll(async () => {
  await db?.$client.end();
});

const statement = (n: number) => sql`
  SELECT ${n}::int AS n, timestamptz '2026-01-02 03:04:05+00' AS at, date '2026-01-02' AS day,
    ARRAY[${n}, ${n + 1}]::int[] AS list`;

describe("executeNamed", () => {
  it("answers exactly as execute does (parameters, dates as strings, arrays)", async () => {
    const named = await executeNamed(db, "named_statement_test", statement(7));
    const unnamed = await db.execute(statement(7));
    expect(named.rows).toEqual(unnamed.rows);
    expect(named.rows[0]).toEqual({ n: 7, at: expect.any(String), day: "2026-01-02", list: [7, 8] });
  });

  it("keeps the statement prepared under its name, and reuses it with other values", async () => {
    await executeNamed(db, "named_statement_test", statement(1));
    const again = await executeNamed(db, "named_statement_test", statement(41));
    expect(again.rows[0]).toMatchObject({ n: 41, list: [41, 42] });
    const prepared = await db.execute<{ name: string }>(
      sql`SELECT name FROM pg_prepared_statements WHERE name = 'named_statement_test'`,
    );
    expect(prepared.rows).toEqual([{ name: "named_statement_test" }]);
  });

  it("runs inside a transaction on the transaction's connection", async () => {
    const inside = await db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE seen_in_tx (n int) ON COMMIT DROP`);
      await tx.execute(sql`INSERT INTO seen_in_tx VALUES (5)`);
      return executeNamed<{ n: number }>(tx, "named_statement_tx_test", sql`SELECT n FROM seen_in_tx`);
    });
    expect(inside.rows).toEqual([{ n: 5 }]);
  });
});
