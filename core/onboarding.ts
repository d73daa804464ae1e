/**
 * First-time onboarding: the questionnaire (onboarding form 1), then the
 * location prompt, then /main. What both the API and the app need: the
 * form's id, the question types and the shape of the answers.
 */

/** The onboarding form of the first-time questionnaire. */
export const ONBOARDING_FORM_ID = 1;

export const QUESTION_TYPES = ["single_choice", "multiple_choice", "number", "text"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** An answer as the API takes it: an option value, a list of them, a number or a text. */
export type OnboardingAnswer = string | string[] | number;
export type OnboardingAnswers = Record<string, OnboardingAnswer>;
