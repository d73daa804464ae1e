import { readFileSync } from "node:fs";
import { e2ePort } from "./mailbox";

/**
 * The e2e server's database (scripts/serve.ts: embedded PostgreSQL on E2E_PORT + 2, data under .tmp), for
 * specs that set up what no page of theirs makes.
 */
export function e2eDatabaseUrl(): string {
  const port = e2ePort();
  const password = readFileSync(`.tmp/e2e-data-${port}/postgres/password`, "utf8").trim();
  return `postgres://chemsafe:${encodeURIComponent(password)}@127.0.0.1:${port + 2}/chemsafe`;
}
