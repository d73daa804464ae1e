import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { onboardingSubmissions, sessions, type Company, type UserRow } from "../../db/schema";
import { ownRecords } from "../exposure/history";
import { toUser } from "./present";
import type { PersonalData } from "./schemas";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Everything ChemSafe holds about one user of the company (session tokens never): the user's own download
 * on My page, and the start of what an administrator exports for them on /gdpr (api/gdpr), which adds
 * the records other modules keep about the person. Later modules add what they hold here: the exposure
 * register adds every record that names the person (decision 047), made by them or by a keeper.
 */
export async function gatherPersonalData(
  db: Database,
  user: UserRow,
  company: Company,
): Promise<PersonalData> {
  const [userSessions, submissions, exposureRecords] = await Promise.all([
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.companyId, company.id), eq(sessions.userId, user.id)))
      .orderBy(desc(sessions.createdAt))
      .limit(100),
    db
      .select()
      .from(onboardingSubmissions)
      .where(and(eq(onboardingSubmissions.companyId, company.id), eq(onboardingSubmissions.userId, user.id)))
      .orderBy(desc(onboardingSubmissions.createdAt))
      .limit(100),
    ownRecords(db, company.id, { id: user.id, name: user.name, anonymous: user.anonymous }),
  ]);
  return {
    exported_at: new Date().toISOString(),
    user: {
      ...toUser(user, company),
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
      questionnaire_dismissed_at: iso(user.questionnaireDismissedAt),
      location_prompt_dismissed_at: iso(user.locationPromptDismissedAt),
      onboarding_prompted_at: iso(user.onboardingPromptedAt),
    },
    sessions: userSessions.map((s) => ({
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
    })),
    onboarding_submissions: submissions.map((s) => ({
      form_id: s.formId,
      answers: s.answers,
      created_at: s.createdAt.toISOString(),
    })),
    exposure_records: exposureRecords,
  };
}
