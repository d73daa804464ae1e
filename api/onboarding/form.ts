import { and, eq, sql } from "drizzle-orm";
import { ONBOARDING_FORM_ID, type OnboardingAnswers } from "../../core/onboarding";
import { cleanMultiline } from "../../core/text";
import type { Database } from "../../db/client";
import { onboardingForms, onboardingSubmissions, type Company, type UserRow } from "../../db/schema";
import { companyHasLocations } from "../locations/locations";
import {
  OnboardingFormSchema,
  type OnboardingForm,
  type OnboardingOption,
  type OnboardingQuestion,
  type OnboardingState,
} from "./schemas";

/**
 * Onboarding forms: the definition of form 1 (the first-time questionnaire),
 * the validation of submitted answers against a stored
 * definition, and the eligibility and onboarding-state queries.
 */

// ---------------------------------------------------------------------------
// Form 1: the first-time questionnaire, seeded into onboarding_forms.

const choice = (question: string, values: readonly string[]): OnboardingOption[] =>
  values.map((value) => ({ value, key: `onboarding.question.${question}.${value}` }));

export const QUESTIONNAIRE_DEFINITION: OnboardingForm = {
  id: ONBOARDING_FORM_ID,
  questions: [
    {
      id: "industry",
      type: "single_choice",
      key: "onboarding.question.industry",
      required: true,
      options: choice("industry", [
        "manufacturing",
        "construction",
        "cleaning",
        "healthcare",
        "laboratory",
        "education",
        "agriculture",
        "retail",
        "automotive",
        "other",
      ]),
    },
    {
      id: "employees",
      type: "single_choice",
      key: "onboarding.question.employees",
      required: true,
      options: choice("employees", ["1_9", "10_49", "50_249", "250_999", "1000_plus"]),
    },
    {
      id: "management",
      type: "single_choice",
      key: "onboarding.question.management",
      required: true,
      options: choice("management", ["paper", "spreadsheets", "software", "none"]),
    },
    {
      id: "goals",
      type: "multiple_choice",
      key: "onboarding.question.goals",
      hint_key: "onboarding.question.goals.hint",
      required: true,
      options: choice("goals", [
        "sds",
        "risk_assessment",
        "substitution",
        "approval",
        "exposure",
        "training",
      ]),
    },
    {
      id: "product_count",
      type: "number",
      key: "onboarding.question.product_count",
      hint_key: "onboarding.question.product_count.hint",
      required: false,
      min: 0,
      max: 100_000,
    },
    {
      id: "comment",
      type: "text",
      key: "onboarding.question.comment",
      hint_key: "onboarding.question.comment.hint",
      required: false,
      max_length: 1000,
    },
  ],
};

// ---------------------------------------------------------------------------
// Validation of submitted answers against a definition.

export const ANSWER_MESSAGES = {
  unknownQuestion: "Unknown question.",
  required: "This question is required.",
  chooseOne: "Choose one of the options.",
  chooseSome: "Choose one or more of the options.",
  unknownOption: "Unknown option.",
  duplicateOption: "An option may be chosen only once.",
  wholeNumber: "Enter a whole number.",
  range: (min: number, max: number) => `Enter a number from ${min} to ${max}.`,
  text: "Enter text.",
  tooLong: (max: number) => `Use at most ${max} characters.`,
} as const;

/** At most this many unknown questions are reported, so a junk body gets a bounded answer. */
const MAX_UNKNOWN_REPORTED = 20;

export type AnswersCheck =
  { ok: true; answers: OnboardingAnswers } | { ok: false; errors: Record<string, string[]> };

/**
 * Checks answers against the form: every key must be a question, every
 * required question answered, every answer of the question's type and within
 * its options, range or length. Returns the normalised answers (texts
 * cleaned; unanswered optional questions left out) or errors by question id.
 */
export function checkAnswers(form: OnboardingForm, raw: Record<string, unknown>): AnswersCheck {
  const errors: Record<string, string[]> = {};
  const answers: OnboardingAnswers = {};
  const fail = (id: string, message: string) => void (errors[id] ??= []).push(message);

  const known = new Set(form.questions.map((question) => question.id));
  let unknown = 0;
  for (const id of Object.keys(raw)) {
    if (!known.has(id) && unknown++ < MAX_UNKNOWN_REPORTED) fail(id, ANSWER_MESSAGES.unknownQuestion);
  }

  for (const question of form.questions) {
    const value = Object.hasOwn(raw, question.id) ? raw[question.id] : undefined;
    const result = checkAnswer(question, value);
    if ("error" in result) fail(question.id, result.error);
    else if (result.answer !== undefined) answers[question.id] = result.answer;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers };
}

function checkAnswer(
  question: OnboardingQuestion,
  value: unknown,
): { answer: OnboardingAnswers[string] | undefined } | { error: string } {
  const missing = (): { answer: undefined } | { error: string } =>
    question.required ? { error: ANSWER_MESSAGES.required } : { answer: undefined };
  if (value === undefined || value === null) return missing();
  const values = new Set((question.options ?? []).map((option) => option.value));

  switch (question.type) {
    case "single_choice":
      if (typeof value !== "string") return { error: ANSWER_MESSAGES.chooseOne };
      if (value === "") return missing();
      return values.has(value) ? { answer: value } : { error: ANSWER_MESSAGES.unknownOption };

    case "multiple_choice": {
      if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) {
        return { error: ANSWER_MESSAGES.chooseSome };
      }
      const chosen = value as string[];
      if (chosen.length === 0) return missing();
      if (chosen.some((item) => !values.has(item))) return { error: ANSWER_MESSAGES.unknownOption };
      if (new Set(chosen).size !== chosen.length) return { error: ANSWER_MESSAGES.duplicateOption };
      return { answer: chosen };
    }

    case "number": {
      if (typeof value !== "number" || !Number.isInteger(value))
        return { error: ANSWER_MESSAGES.wholeNumber };
      const min = question.min ?? Number.MIN_SAFE_INTEGER;
      const max = question.max ?? Number.MAX_SAFE_INTEGER;
      return value < min || value > max ? { error: ANSWER_MESSAGES.range(min, max) } : { answer: value };
    }

    case "text": {
      if (typeof value !== "string") return { error: ANSWER_MESSAGES.text };
      const text = cleanMultiline(value);
      if (text === "") return missing();
      const max = question.max_length ?? 1000;
      // Counted in code points, like the browser's maxlength of what the user sees.
      return [...text].length > max ? { error: ANSWER_MESSAGES.tooLong(max) } : { answer: text };
    }
  }
}

// ---------------------------------------------------------------------------
// Queries.

/** The stored definition of a form, checked against the schema; undefined when there is none. */
export async function loadForm(db: Database, formId: number): Promise<OnboardingForm | undefined> {
  const [row] = await db
    .select({ definition: onboardingForms.definition })
    .from(onboardingForms)
    .where(eq(onboardingForms.id, formId))
    .limit(1);
  if (!row) return undefined;
  // A broken definition is a server fault (500), never the caller's.
  return OnboardingFormSchema.parse({ ...row.definition, id: formId });
}

/** Whether the company has submitted the form. */
export async function companyHasSubmitted(db: Pick<Database, "select">, companyId: number, formId: number) {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(onboardingSubmissions)
    .where(and(eq(onboardingSubmissions.companyId, companyId), eq(onboardingSubmissions.formId, formId)))
    .limit(1);
  return rows.length > 0;
}

/** Guests and anonymous users never answer onboarding forms. */
export function mayAnswerForms(user: UserRow): boolean {
  return !user.isGuestUser && !user.anonymous;
}

/** Eligible: the user may answer forms and the company has no submission of the form yet. */
export async function isEligible(db: Database, user: UserRow, company: Company, formId: number) {
  return mayAnswerForms(user) && !(await companyHasSubmitted(db, company.id, formId));
}

/** The caller's onboarding state (GET /onboarding-api/v1/state). */
export async function onboardingState(
  db: Database,
  user: UserRow,
  company: Company,
): Promise<OnboardingState> {
  const [eligible, hasLocations] = await Promise.all([
    isEligible(db, user, company, ONBOARDING_FORM_ID),
    companyHasLocations(db, company.id),
  ]);
  return {
    questionnaire: { dismissed: user.questionnaireDismissedAt !== null, eligible },
    location_prompt: { dismissed: user.locationPromptDismissedAt !== null, has_locations: hasLocations },
    prompted: user.onboardingPromptedAt !== null,
  };
}
