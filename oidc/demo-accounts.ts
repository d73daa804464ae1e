import { createHash, timingSafeEqual } from "node:crypto";

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
  { email: "admin@other.test", name: "Oliver Other" },
  { email: "nobody@demo.test", name: "Nils Nobody" },
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

/**
 * The account if the email is known and the password is right. The password is
 * always compared (in constant time, via equal-length digests), also for unknown
 * emails, so the response time does not tell which emails exist.
 */
export function verifyDemoCredentials(email: string, password: string): DemoAccount | undefined {
  const account = findDemoAccount(email);
  const passwordOk = timingSafeEqual(digest(password), DEMO_PASSWORD_DIGEST);
  return account && passwordOk ? account : undefined;
}
