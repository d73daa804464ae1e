import { z } from "zod";
import type { Permissions } from "./permissions";

/**
 * First-time onboarding (spec section 4): the questionnaire (onboarding form
 * 1), then the location prompt, then /main. Plain types and pure logic, safe
 * for the browser bundle; the API's OpenAPI schemas mirror these types in
 * api/modules/onboarding-form.ts.
 */

/** The onboarding form of the first-time questionnaire (spec section 9). */
export const ONBOARDING_FORM_ID = 1;

export const QUESTION_TYPES = ["single_choice", "multiple_choice", "number", "text"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** One answer option; `key` is the i18n key of its wording. */
export interface OnboardingOption {
  value: string;
  key: string;
}

/** One question of an onboarding form; `key` (and `hint_key`) are i18n keys. */
export interface OnboardingQuestion {
  id: string;
  type: QuestionType;
  key: string;
  hint_key?: string;
  required: boolean;
  /** single_choice and multiple_choice only. */
  options?: OnboardingOption[];
  /** number only: the inclusive range of whole numbers. */
  min?: number;
  max?: number;
  /** text only. */
  max_length?: number;
}

export interface OnboardingForm {
  id: number;
  questions: OnboardingQuestion[];
}

/** An answer as the API takes it: an option value, a list of them, a number or a text. */
export type OnboardingAnswer = string | string[] | number;
export type OnboardingAnswers = Record<string, OnboardingAnswer>;

export interface OnboardingEligibility {
  can_submit: boolean;
}

/** GET /onboarding-api/v1/state: what the app needs to pick the next onboarding step. */
export interface OnboardingState {
  questionnaire: { dismissed: boolean; eligible: boolean };
  location_prompt: { dismissed: boolean; has_locations: boolean };
  prompted: boolean;
}

/** The steps in their order (spec section 4). */
export const ONBOARDING_STEPS = ["questionnaire", "location-prompt"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const ONBOARDING_STEP_PATHS: Record<OnboardingStep, string> = {
  questionnaire: "/questionnaire",
  "location-prompt": "/location-prompt",
};

/** Where onboarding ends. */
export const ONBOARDING_DONE_PATH = "/main";

/** Whether a step's check passes for this user (spec section 4, rules 2 and 3). */
export function stepApplies(step: OnboardingStep, state: OnboardingState, permissions: Permissions): boolean {
  switch (step) {
    case "questionnaire":
      return !state.questionnaire.dismissed && state.questionnaire.eligible;
    case "location-prompt":
      return (
        permissions.edit_location === true &&
        !state.location_prompt.dismissed &&
        !state.location_prompt.has_locations
      );
  }
}

/**
 * The first step after `after` (or the first of all) whose check passes, or
 * undefined when none does.
 */
export function nextOnboardingStep(
  state: OnboardingState,
  permissions: Permissions,
  after?: OnboardingStep,
): OnboardingStep | undefined {
  const start = after === undefined ? 0 : ONBOARDING_STEPS.indexOf(after) + 1;
  return ONBOARDING_STEPS.slice(start).find((step) => stepApplies(step, state, permissions));
}

/** The path of the next step after `after`, else /main (spec section 4, rule 4). */
export function pathAfterStep(
  state: OnboardingState,
  permissions: Permissions,
  after: OnboardingStep,
): string {
  const next = nextOnboardingStep(state, permissions, after);
  return next ? ONBOARDING_STEP_PATHS[next] : ONBOARDING_DONE_PATH;
}

/** Translates an i18n key with values; the app passes i18next's `t`. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The zod schema of the questionnaire as an HTML form (conform field names
 * are the question ids), with translated messages. The same schema validates
 * in the browser (onValidate) and in the route action (parseWithZod); the API
 * validates again against the stored definition.
 */
export function questionnaireSchema(form: OnboardingForm, t: Translate) {
  const shape: Record<string, z.ZodType> = {};
  for (const question of form.questions) {
    shape[question.id] = questionSchema(question, t);
  }
  return z.object(shape);
}

function questionSchema(question: OnboardingQuestion, t: Translate): z.ZodType {
  const values = (question.options ?? []).map((option) => option.value);
  const optional = <T extends z.ZodType>(schema: T) => (question.required ? schema : schema.optional());
  switch (question.type) {
    case "single_choice":
      return optional(
        z.string({ error: t("onboarding.error.chooseOne") }).refine((value) => values.includes(value), {
          error: t("onboarding.error.invalidOption"),
        }),
      );
    case "multiple_choice": {
      const list = z
        .array(
          z
            .string()
            .refine((value) => values.includes(value), { error: t("onboarding.error.invalidOption") }),
          { error: t("onboarding.error.chooseAtLeastOne") },
        )
        .refine((chosen) => new Set(chosen).size === chosen.length, {
          error: t("onboarding.error.invalidOption"),
        });
      return question.required
        ? list.refine((chosen) => chosen.length > 0, { error: t("onboarding.error.chooseAtLeastOne") })
        : list.optional();
    }
    case "number": {
      const min = question.min ?? 0;
      const max = question.max ?? 2_147_483_647;
      const range = t("onboarding.error.numberRange", { min, max });
      return optional(
        z
          .number({
            error: (issue) =>
              issue.input === undefined ? t("onboarding.error.required") : t("onboarding.error.number"),
          })
          .int({ error: t("onboarding.error.number") })
          .min(min, { error: range })
          .max(max, { error: range }),
      );
    }
    case "text": {
      const maxLength = question.max_length ?? 1000;
      const text = z
        .string({ error: t("onboarding.error.required") })
        .overwrite(cleanText)
        .max(maxLength, { error: t("onboarding.error.tooLong", { max: maxLength }) });
      // An optional text of only spaces counts as unanswered (toAnswers leaves it out).
      return question.required ? text.min(1, { error: t("onboarding.error.required") }) : text.optional();
    }
  }
}

/**
 * A free-text answer: line breaks are kept (as \n), tabs become spaces, every
 * other control character is removed, and the ends are trimmed.
 */
export function cleanText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, " ")
    .replace(/[^\P{Cc}\n]/gu, "")
    .trim();
}

/** The parsed form value as the API's `answers`: unanswered optional questions are left out. */
export function toAnswers(value: Record<string, unknown>): OnboardingAnswers {
  const answers: OnboardingAnswers = {};
  for (const [id, answer] of Object.entries(value)) {
    if (typeof answer === "number" || (typeof answer === "string" && answer !== "")) answers[id] = answer;
    else if (Array.isArray(answer) && answer.length > 0) answers[id] = answer.map(String);
  }
  return answers;
}
