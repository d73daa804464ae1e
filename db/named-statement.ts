import type { SQL } from "drizzle-orm";
import type { PgDialect, PgSession } from "drizzle-orm/pg-core";
import type { Database } from "./client";

/**
 * Runs `query` as a named prepared statement: the same as `db.execute(query)`
 * (the same parameters, the same row parsing), except that PostgreSQL keeps
 * the statement per connection under `name` and, once it sees that the plan
 * does not depend on the values, stops planning it on every call. For
 * statements whose planning costs more than their execution. The text must be
 * the same on every call with that name (put what changes the text, such as a
 * sort order, into the name).
 *
 * Drizzle runs raw SQL only unnamed (`execute`); this uses the same session
 * and dialect the database (or transaction) object holds, which are marked
 * internal in drizzle-orm's types, so tests/unit/named-statement.test.ts
 * holds them to their behaviour.
 */
export async function executeNamed<Row extends Record<string, unknown>>(
  db: Pick<Database, "execute">,
  name: string,
  query: SQL,
): Promise<{ rows: Row[] }> {
  const internals = db as unknown as { dialect: PgDialect; session: PgSession };
  const built = internals.dialect.sqlToQuery(query);
  const prepared = internals.session.prepareQuery(built, undefined, name, false);
  return (await prepared.execute()) as { rows: Row[] };
}
