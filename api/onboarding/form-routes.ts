import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { and, eq, sql } from "drizzle-orm";
import { envelope, ApiErrorSchema } from "../http/envelope";
import { ONBOARDING_FORM_ID } from "../../core/onboarding";
import { companies, onboardingSubmissions, users } from "../../db/schema";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { ApiError, errorResponses, forbidden, notFound, validationFailed } from "../http/errors";
import {
  checkAnswers,
  companyHasSubmitted,
  isEligible,
  loadForm,
  mayAnswerForms,
  onboardingState,
} from "./form";
import {
  OnboardingEligibilitySchema,
  OnboardingFormSchema,
  OnboardingStateSchema,
  OnboardingSubmissionCreatedSchema,
  OnboardingSubmissionSchema,
} from "./schemas";

const BASE = "/onboarding-api/v1";
const FORM = `${BASE}/form/${ONBOARDING_FORM_ID}`;

const OnboardingFormResponse = envelope(OnboardingFormSchema, "OnboardingFormResponse");
const OnboardingEligibilityResponse = envelope(OnboardingEligibilitySchema, "OnboardingEligibilityResponse");
const OnboardingSubmissionCreatedResponse = envelope(
  OnboardingSubmissionCreatedSchema,
  "OnboardingSubmissionCreatedResponse",
);
const OnboardingStateResponse = envelope(OnboardingStateSchema, "OnboardingStateResponse");

const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });
const stateResponse = (description: string) => ({
  200: { description, content: json(OnboardingStateResponse) },
  ...errorResponses(),
});

export const ALREADY_SUBMITTED_MESSAGE = "Your company has already answered this questionnaire.";

const getForm = createRoute({
  method: "get",
  path: FORM,
  tags: ["Onboarding"],
  operationId: "getOnboardingForm",
  summary: "The first-time questionnaire",
  description:
    "Onboarding form 1: its questions in order, each worded by i18n key, with its type (single_choice, " +
    "multiple_choice, number, text), options and whether it is required.",
  responses: {
    200: { description: "The form.", content: json(OnboardingFormResponse) },
    ...errorResponses({ notFound: true }),
  },
});

const getEligibility = createRoute({
  method: "get",
  path: `${FORM}/is-eligible`,
  tags: ["Onboarding"],
  operationId: "getOnboardingEligibility",
  summary: "Whether the caller may answer the questionnaire",
  description:
    "`can_submit` is true when the caller is neither a guest nor anonymous and the company has not " +
    "answered form 1 yet.",
  responses: {
    200: { description: "The caller's eligibility.", content: json(OnboardingEligibilityResponse) },
    ...errorResponses(),
  },
});

const submitForm = createRoute({
  method: "post",
  path: `${FORM}/submit`,
  tags: ["Onboarding"],
  operationId: "submitOnboardingForm",
  summary: "Answer the questionnaire",
  description:
    "Validates the answers against the form and stores them for the company. Once per company: a second " +
    "submission answers 409. Guests and anonymous users get 403. A 422 names the questions at fault: " +
    "an unknown question or option, a missing required answer, or an answer of the wrong type.",
  request: { body: { required: true, content: json(OnboardingSubmissionSchema) } },
  responses: {
    201: { description: "Stored.", content: json(OnboardingSubmissionCreatedResponse) },
    409: { description: "The company has already answered the form.", content: json(ApiErrorSchema) },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const dismissForm = createRoute({
  method: "post",
  path: `${FORM}/dismiss`,
  tags: ["Onboarding"],
  operationId: "dismissOnboardingForm",
  summary: "Dismiss the questionnaire ('Not now')",
  description:
    "Remembers on the caller's user that the questionnaire was dismissed; repeating it changes nothing.",
  responses: stateResponse("The caller's onboarding state afterwards."),
});

const dismissLocationPrompt = createRoute({
  method: "post",
  path: `${BASE}/location-prompt/dismiss`,
  tags: ["Onboarding"],
  operationId: "dismissLocationPrompt",
  summary: "Dismiss the location prompt ('Skip for now')",
  description:
    "Remembers on the caller's user that the location prompt was dismissed; repeating it changes nothing.",
  responses: stateResponse("The caller's onboarding state afterwards."),
});

const markPrompted = createRoute({
  method: "post",
  path: `${BASE}/prompted`,
  tags: ["Onboarding"],
  operationId: "markOnboardingPrompted",
  summary: "Remember that onboarding was offered",
  description: "Sets the once-only 'has been prompted' flag of the caller; the first time is kept.",
  responses: stateResponse("The caller's onboarding state afterwards."),
});

const getState = createRoute({
  method: "get",
  path: `${BASE}/state`,
  tags: ["Onboarding"],
  operationId: "getOnboardingState",
  summary: "The caller's onboarding state",
  description:
    "Whether the questionnaire was dismissed and the caller is eligible, whether the location prompt was " +
    "dismissed and the company has locations, and whether onboarding was offered already.",
  responses: stateResponse("The caller's onboarding state."),
});

/** The user columns the flag operations set; the first time is kept. */
type FlagColumn = "questionnaireDismissedAt" | "locationPromptDismissedAt" | "onboardingPromptedAt";

export function registerOnboardingFormRoutes(api: ApiApp, { db }: ApiDeps): void {
  const setFlag = async (c: Context<ApiEnv>, column: FlagColumn) => {
    const user = c.get("user");
    const company = c.get("company");
    const [row] = await db
      .update(users)
      .set({ [column]: sql`coalesce(${users[column]}, now())`, updatedAt: sql`now()` })
      .where(and(eq(users.id, user.id), eq(users.companyId, company.id)))
      .returning();
    if (!row) throw notFound(); // the user was deleted meanwhile
    return onboardingState(db, row, company);
  };

  api.openapi(getForm, async (c) => {
    const form = await loadForm(db, ONBOARDING_FORM_ID);
    if (!form) throw notFound();
    return c.json({ data: form }, 200);
  });

  api.openapi(getEligibility, async (c) =>
    c.json(
      { data: { can_submit: await isEligible(db, c.get("user"), c.get("company"), ONBOARDING_FORM_ID) } },
      200,
    ),
  );

  api.openapi(submitForm, async (c) => {
    const user = c.get("user");
    const company = c.get("company");
    if (!mayAnswerForms(user)) throw forbidden();
    if (await companyHasSubmitted(db, company.id, ONBOARDING_FORM_ID)) {
      throw new ApiError(409, { message: ALREADY_SUBMITTED_MESSAGE });
    }
    const form = await loadForm(db, ONBOARDING_FORM_ID);
    if (!form) throw notFound();
    const checked = checkAnswers(form, c.req.valid("json").answers);
    if (!checked.ok) throw validationFailed(checked.errors);

    const id = await db.transaction(async (tx) => {
      // One submission per company: concurrent submitters queue on the company row, and the
      // second finds the first one's row. (NO KEY UPDATE does not block rows that reference it.)
      await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, company.id))
        .for("no key update");
      if (await companyHasSubmitted(tx, company.id, ONBOARDING_FORM_ID)) return undefined;
      const [row] = await tx
        .insert(onboardingSubmissions)
        .values({
          companyId: company.id,
          userId: user.id,
          formId: ONBOARDING_FORM_ID,
          answers: checked.answers,
        })
        .returning({ id: onboardingSubmissions.id });
      return row?.id;
    });
    if (id === undefined) throw new ApiError(409, { message: ALREADY_SUBMITTED_MESSAGE });
    return c.json({ data: { id } }, 201);
  });

  api.openapi(dismissForm, async (c) => c.json({ data: await setFlag(c, "questionnaireDismissedAt") }, 200));
  api.openapi(dismissLocationPrompt, async (c) =>
    c.json({ data: await setFlag(c, "locationPromptDismissedAt") }, 200),
  );
  api.openapi(markPrompted, async (c) => c.json({ data: await setFlag(c, "onboardingPromptedAt") }, 200));
  api.openapi(getState, async (c) =>
    c.json({ data: await onboardingState(db, c.get("user"), c.get("company")) }, 200),
  );
}
