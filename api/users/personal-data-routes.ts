import { createRoute } from "@hono/zod-openapi";
import { and, desc, eq } from "drizzle-orm";
import { envelope } from "../http/envelope";
import { PersonalDataSchema } from "./schemas";
import { onboardingSubmissions, sessions } from "../../db/schema";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses } from "../http/errors";
import { toUser } from "./present";

const getPersonalData = createRoute({
  method: "get",
  path: "/user/v1/user/personal-data",
  tags: ["User"],
  operationId: "getPersonalData",
  summary: "Everything ChemSafe holds about the signed-in user",
  description: "For the privacy tab of My page (GDPR access right). Session tokens are never included.",
  responses: {
    200: {
      description: "The caller's personal data.",
      content: { "application/json": { schema: envelope(PersonalDataSchema, "PersonalDataResponse") } },
    },
    ...errorResponses(),
  },
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Later modules add what they hold about a user (exposure records, acknowledgements, …) here. */
export function registerPersonalDataRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(getPersonalData, async (c) => {
    const user = c.get("user");
    const company = c.get("company");
    const [userSessions, submissions] = await Promise.all([
      db
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.companyId, company.id), eq(sessions.userId, user.id)))
        .orderBy(desc(sessions.createdAt))
        .limit(100),
      db
        .select()
        .from(onboardingSubmissions)
        .where(
          and(eq(onboardingSubmissions.companyId, company.id), eq(onboardingSubmissions.userId, user.id)),
        )
        .orderBy(desc(onboardingSubmissions.createdAt))
        .limit(100),
    ]);
    return c.json(
      {
        data: {
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
        },
      },
      200,
    );
  });
}
