import { z } from "@hono/zod-openapi";
import { ONBOARDING_FORM_ID, QUESTION_TYPES } from "../../core/onboarding";
import { ONBOARDING_MODULES } from "./has-data";

/**
 * The wire shapes of the onboarding operations (the questionnaire, the
 * onboarding state and the has-data checks), named in the OpenAPI document;
 * the TypeScript types are inferred from them.
 */

const i18nKey = z
  .string()
  .regex(/^onboarding\.[A-Za-z0-9_.]+$/)
  .openapi({
    description: "The i18n key of the wording (text page 6).",
    example: "onboarding.question.industry",
  });

export const OnboardingOptionSchema = z
  .object({
    value: z.string().min(1).max(64).openapi({ example: "laboratory" }),
    key: i18nKey,
  })
  .openapi("OnboardingOption", { description: "One answer option of a choice question." });

export const OnboardingQuestionSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,63}$/)
      .openapi({ description: "The question id; the key of its answer.", example: "industry" }),
    type: z.enum(QUESTION_TYPES),
    key: i18nKey,
    hint_key: i18nKey.optional(),
    required: z.boolean(),
    options: z
      .array(OnboardingOptionSchema)
      .optional()
      .openapi({ description: "single_choice and multiple_choice only." }),
    min: z.number().int().optional().openapi({ description: "number only: the smallest whole number." }),
    max: z.number().int().optional().openapi({ description: "number only: the largest whole number." }),
    max_length: z
      .number()
      .int()
      .positive()
      .optional()
      .openapi({ description: "text only: at most this many characters." }),
  })
  .openapi("OnboardingQuestion", { description: "A question of an onboarding form, worded by i18n key." });

export const OnboardingFormSchema = z
  .object({
    id: z.number().int().openapi({ example: ONBOARDING_FORM_ID }),
    questions: z.array(OnboardingQuestionSchema),
  })
  .openapi("OnboardingForm", { description: "An onboarding form: its questions in order." });

export const OnboardingSubmissionSchema = z
  .strictObject({
    answers: z.record(z.string(), z.unknown()).openapi({
      description:
        "Answers by question id: an option value (single_choice), a list of option values " +
        "(multiple_choice), a whole number (number) or a text (text). Unanswered optional questions may " +
        "be left out or null.",
      example: { industry: "laboratory", employees: "10_49", goals: ["sds", "risk_assessment"] },
    }),
  })
  .openapi("OnboardingSubmission");

export const OnboardingSubmissionCreatedSchema = z
  .object({ id: z.number().int().openapi({ example: 1 }) })
  .openapi("OnboardingSubmissionCreated");

export const OnboardingEligibilitySchema = z
  .object({
    can_submit: z.boolean().openapi({
      description:
        "True when the caller is not a guest or anonymous and the company has not answered the form yet.",
    }),
  })
  .openapi("OnboardingEligibility");

export const OnboardingStateSchema = z
  .object({
    questionnaire: z.object({
      dismissed: z.boolean().openapi({ description: "The caller chose 'Not now'." }),
      eligible: z.boolean().openapi({ description: "The caller may submit form 1 (see is-eligible)." }),
    }),
    location_prompt: z.object({
      dismissed: z.boolean().openapi({ description: "The caller chose 'Skip for now'." }),
      has_locations: z.boolean().openapi({ description: "The company has a location that is not archived." }),
    }),
    prompted: z.boolean().openapi({ description: "Onboarding has been offered to the caller once already." }),
  })
  .openapi("OnboardingState", { description: "What decides which onboarding step comes next." });

/** GET /onboarding-api/v1/has-{module}: whether a module holds data for the company. */
export const HasDataSchema = z
  .object({
    module: z.enum(ONBOARDING_MODULES).openapi({ example: "products" }),
    has_data: z.boolean(),
  })
  .openapi("HasData");

export type OnboardingOption = z.infer<typeof OnboardingOptionSchema>;
export type OnboardingQuestion = z.infer<typeof OnboardingQuestionSchema>;
export type OnboardingForm = z.infer<typeof OnboardingFormSchema>;
export type OnboardingSubmission = z.infer<typeof OnboardingSubmissionSchema>;
export type OnboardingEligibility = z.infer<typeof OnboardingEligibilitySchema>;
export type OnboardingState = z.infer<typeof OnboardingStateSchema>;
export type HasData = z.infer<typeof HasDataSchema>;
