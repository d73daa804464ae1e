import { count } from "drizzle-orm";
import { PERMISSION_FLAGS } from "../app/models/permissions";
import type { Database } from "./client";
import { companies, users } from "./schema";

const everyFlag = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true]));

/** Fixed ids so that links, docs and tests can name the demo tenants. */
export const DEMO_COMPANY_IDS = {
  demoChemicals: 1000001,
  freshStart: 1000002,
  otherIndustries: 1000003,
} as const;

export const DEMO_USERS = [
  {
    email: "admin@demo.test",
    name: "Anna Admin",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: everyFlag,
    isPersonal: true,
    exposure: true,
  },
  {
    email: "evaluator@demo.test",
    name: "Erik Evaluator",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: { chemical_approval_request: true },
    isPersonal: true,
  },
  {
    email: "worker@demo.test",
    name: "Wenche Worker",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: {},
    isPersonal: true,
  },
  {
    email: "guest@demo.test",
    name: "Gustav Guest",
    companyId: DEMO_COMPANY_IDS.demoChemicals,
    permissions: {},
    isGuestUser: true,
  },
  {
    email: "newcomer@fresh.test",
    name: "Nora Newcomer",
    companyId: DEMO_COMPANY_IDS.freshStart,
    permissions: { edit_location: true },
    isPersonal: true,
  },
  {
    email: "admin@other.test",
    name: "Oliver Other",
    companyId: DEMO_COMPANY_IDS.otherIndustries,
    permissions: everyFlag,
    isPersonal: true,
  },
] as const;

/** Whether the database already holds data (a second start must not seed again). */
export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return (row?.n ?? 0) > 0;
}

/** Seeds the demo companies and users into an empty database, all or nothing. */
export async function seedDemoData(db: Database): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await db.transaction(async (tx) => {
    await tx.insert(companies).values([
      {
        id: DEMO_COMPANY_IDS.demoChemicals,
        name: "Demo Chemicals AS",
        settings: { document_rnu: true },
        features: { emptyState: false, replaceSds: true, sps: true, guidance: true },
      },
      {
        id: DEMO_COMPANY_IDS.freshStart,
        name: "Fresh Start AS",
        settings: { document_rnu: false },
        features: { emptyState: true, replaceSds: false, sps: false, guidance: true },
      },
      {
        id: DEMO_COMPANY_IDS.otherIndustries,
        name: "Other Industries Ltd",
        settings: { document_rnu: true },
        features: { emptyState: false, replaceSds: true, sps: false, guidance: false },
      },
    ]);
    await tx.insert(users).values(
      DEMO_USERS.map((user) => ({
        ...user,
        permissions: { ...user.permissions },
      })),
    );
  });
  return true;
}
