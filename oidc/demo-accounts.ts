import { createHash, timingSafeEqual } from "node:crypto";
import type pg from "pg";

/** A person the demo OpenID provider can sign in. */
export interface DemoAccount {
  /** Lower-case email address; also the account id and the token subject. */
  email: string;
  /** Display name, returned as the `name` claim. */
  name: string;
}

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = "demo";

/**
 * The accounts of the built-in demo provider. `nobody@demo.test` is known to the
 * provider but has no ChemSafe user, to exercise the app's "no access" page.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = Object.freeze([
  { email: "admin@demo.test", name: "Anna Admin" },
  { email: "evaluator@demo.test", name: "Erik Evaluator" },
  { email: "worker@demo.test", name: "Wenche Worker" },
  { email: "guest@demo.test", name: "Gustav Guest" },
  { email: "newcomer@fresh.test", name: "Nora Newcomer" },
  { email: "newcomer2@fresh.test", name: "Nina Newcomer" },
  { email: "starter@fresh.test", name: "Stian Starter" },
  { email: "safety@demo.test", name: "Siri Safety" },
  { email: "operator@demo.test", name: "Ola Operator" },
  { email: "hse@demo.test", name: "Hanna Hse" },
  { email: "requester@demo.test", name: "Rita Requester" },
  { email: "requester2@demo.test", name: "Rune Requester" },
  { email: "evaluator2@demo.test", name: "Elin Evaluator" },
  { email: "evaluator3@demo.test", name: "Emil Evaluator" },
  { email: "evaluator4@demo.test", name: "Ella Evaluator" },
  { email: "approver@demo.test", name: "Aksel Approver" },
  { email: "depot@demo.test", name: "Dag Depot" },
  { email: "admin@other.test", name: "Oliver Other" },
  // The company administrators of the seed, one per area, and the person /gdpr's spec erases.
  { email: "useradmin@demo.test", name: "Ulla Useradmin" },
  { email: "settings@demo.test", name: "Sven Settings" },
  { email: "privacy@demo.test", name: "Petra Privacy" },
  { email: "auditor@demo.test", name: "Alma Auditor" },
  { email: "leaver@demo.test", name: "Lena Leaver" },
  { email: "nobody@demo.test", name: "Nils Nobody" },
  // Smart forms and risk assessments: templates, assessors, the risk-assessment approver, lists, version 2 requests.
  { email: "forms@demo.test", name: "Frida Forms" },
  { email: "assessor@demo.test", name: "Asle Assessor" },
  { email: "assessor2@demo.test", name: "Astrid Assessor" },
  { email: "raapprover@demo.test", name: "Randi Riskapprover" },
  { email: "riskviewer@demo.test", name: "Rolf Riskviewer" },
  { email: "cav2@demo.test", name: "Carl Requester" },
  { email: "evaluator5@demo.test", name: "Eva Evaluator" },
  // The exposure register: its keepers, an occupational physician and people it applies to.
  { email: "keeper@demo.test", name: "Kari Keeper" },
  { email: "recorder@demo.test", name: "Roar Recorder" },
  { email: "physician@demo.test", name: "Per Physician" },
  { email: "welder@demo.test", name: "Vidar Welder" },
  { email: "painter@demo.test", name: "Pia Painter" },
  { email: "labtech@demo.test", name: "Lars Labtech" },
  { email: "cleaner@demo.test", name: "Cecilie Cleaner" },
  // Company administrators (user_admin): company settings.
  { email: "settings@demo.test", name: "Sven Settings" },
]);

/** Emails are compared trimmed and case-insensitively. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The demo account with this email (any case, surrounding spaces ignored). */
export function findDemoAccount(email: string): DemoAccount | undefined {
  const wanted = normalizeEmail(email);
  return DEMO_ACCOUNTS.find((account) => account.email === wanted);
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
const DEMO_PASSWORD_DIGEST = digest(DEMO_PASSWORD);

/** Finds the demo account of an e-mail address (already normalised). */
export type DemoAccountLookup = (email: string) => Promise<DemoAccount | undefined>;

/** The fixed list only (the provider's tests and a provider without a database). */
export const fixedDemoAccounts: DemoAccountLookup = async (email) => findDemoAccount(email);

/**
 * Every active ChemSafe user is a demo account, so a user created on /users/new can sign in at once (with
 * the demo password: demo only, docs/identity-providers.md). A deactivated user is not. An address without
 * a ChemSafe user falls back to the fixed list, which keeps nobody@demo.test (known to the provider, unknown
 * to ChemSafe) for the "no access" page.
 */
export function chemSafeDemoAccounts(pool: Pick<pg.Pool, "query">): DemoAccountLookup {
  return async (email) => {
    const { rows } = await pool.query<{ email: string; name: string; deactivated: boolean }>(
      "SELECT email, name, deactivated_at IS NOT NULL AS deactivated FROM users WHERE lower(email) = $1 LIMIT 1",
      [normalizeEmail(email)],
    );
    const user = rows[0];
    if (!user) return findDemoAccount(email);
    return user.deactivated ? undefined : { email: normalizeEmail(user.email), name: user.name };
  };
}

/**
 * The account if the email is known and the password is right. The password is
 * always compared (in constant time, via equal-length digests), also for unknown
 * emails, so the response time does not tell which emails exist.
 */
export async function verifyDemoCredentials(
  email: string,
  password: string,
  lookup: DemoAccountLookup = fixedDemoAccounts,
): Promise<DemoAccount | undefined> {
  const account = await lookup(normalizeEmail(email));
  const passwordOk = timingSafeEqual(digest(password), DEMO_PASSWORD_DIGEST);
  return account && passwordOk ? account : undefined;
}
