// Prints the SQL the legislation page's API calls send, with parameters inlined, for EXPLAIN.
import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import { hitPage, listsOf } from "../api/legislation/hits";
import { customHitPage } from "../api/custom-lists/hits";

const dialect = new PgDialect();
const captured: string[] = [];
const inline = (q: { sql: string; params: unknown[] }) =>
  q.sql.replace(/\$(\d+)/g, (_, n) => {
    const v = q.params[Number(n) - 1];
    if (typeof v === "number") return String(v);
    if (Array.isArray(v)) return `'{${v.join(",")}}'`;
    return `'${String(v).replace(/'/g, "''")}'`;
  });
const db = {
  execute: async (s: SQL) => {
    captured.push(inline(dialect.sqlToQuery(s)));
    return { rows: [] };
  },
} as never;
const company = Number(process.argv[2]);
const location = process.argv[3] ? Number(process.argv[3]) : undefined;
const scope = { companyId: company, roots: null } as never;
await listsOf(db, scope);
await hitPage(db, scope, { locationId: location }, 1, 50);
await customHitPage(db, scope, { locationId: location }, 1, 50);
const names = ["versions", "listcounts", "hitpage", "hitcount", "custompage", "customcount"];
captured.forEach((q, i) => console.log(`-- ${names[i]}\n${q.replace(/\s+/g, " ")};`));
