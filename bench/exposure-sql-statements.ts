import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { LocationScope } from "../api/locations/scope";
import type { ExposureAccess } from "../api/exposure/store";
import { registerChoices, registerPage } from "../api/exposure/register";
import { listPlans, planChoices } from "../api/exposure/plans";
import { historyPeople } from "../api/exposure/history";
import { COMPANY_ID } from "./http-data";

type Executor = Pick<Database, "execute">;

/** A text many product names contain (the chemicals' names repeat with a word and a number). */
const COMMON = "benz";
/** A text of names late in the alphabet: a walk in name order reads nearly every name before them. */
const LATE = "zinc";
/** A text half the names contain (a trigram read finds them all). */
const WIDE = "ene";
/** Shorter than a trigram: no trigram index helps, most names contain it. */
const SHORT = "so";
/** A text no name contains: a search that has to rule out every name. */
const NOTHING = "zqxv";

/**
 * The exposure pages' statements, each through the API's own query code with an explaining executor: the
 * register's first page, the register's and the plan form's product and person searches (a common text, one
 * late in the alphabet, one most names contain, one too short for a trigram and one that matches nothing:
 * the worst cases of a search that walks names in order), the history page's
 * person search, the plans list's first page and its title search. `only` keeps the labels containing it.
 */
export async function explainExposureStatements(
  db: Database,
  explaining: (label: string) => Executor,
  only: string | undefined,
): Promise<void> {
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE company_id = ${COMPANY_ID} ORDER BY id LIMIT 1`,
  );
  const userId = Number(rows[0]?.id);
  const access: ExposureAccess = {
    userId,
    companyId: COMPANY_ID,
    isAdmin: true,
    isReader: false,
    inRegister: false,
  };
  const scope: LocationScope = { companyId: COMPANY_ID, roots: null };
  const run = async (label: string, statement: (db: Executor) => Promise<unknown>) => {
    if (only && !label.includes(only)) return;
    await statement(explaining(label));
  };

  await run("register page 1", (x) => registerPage(x, scope, { period: "all" }, 1));
  // The plans list's default page: the newest open plans from their own index, the total from the kept
  // counts; and every plan, counted.
  await run("plans list page 1 (open)", (x) => listPlans(x, access, scope, { status: "open", page: 1 }));
  await run("plans list page 1 (all)", (x) => listPlans(x, access, scope, { status: "all", page: 1 }));
  for (const text of [COMMON, LATE, WIDE, SHORT, NOTHING]) {
    await run(`register product search (${text})`, (x) => registerChoices(x, scope, { productQ: text }));
    await run(`register person search (${text})`, (x) => registerChoices(x, scope, { personQ: text }));
    await run(`plan form product search (${text})`, (x) => planChoices(x, access, scope, { productQ: text }));
    await run(`plan form person search (${text})`, (x) => planChoices(x, access, scope, { personQ: text }));
    await run(`history person search (${text})`, (x) => historyPeople(x, COMPANY_ID, text, 25));
    await run(`plans list search (${text})`, (x) =>
      listPlans(x, access, scope, { q: text, status: "all", page: 1 }),
    );
  }
}
