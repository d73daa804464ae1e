import { z } from "zod";
import type { OnboardingForm, OnboardingQuestion } from "../../../api/onboarding/schemas";
import { LOCATION_NAME_MAX } from "../../../core/locations";
import type { OnboardingAnswers } from "../../../core/onboarding";
import type { Translate } from "../../../core/translate";
import { cleanMultiline, cleanName } from "../../../core/text";

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
        .overwrite(cleanMultiline)
        .max(maxLength, { error: t("onboarding.error.tooLong", { max: maxLength }) });
      // An optional text of only spaces counts as unanswered (toAnswers leaves it out).
      return question.required ? text.min(1, { error: t("onboarding.error.required") }) : text.optional();
    }
  }
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

/** The "Create your first location" form (conform + zod), with translated messages. */
export function locationNameSchema(t: Translate) {
  return z.object({
    name: z
      .string({ error: t("onboarding.location.error.nameRequired") })
      .overwrite(cleanName)
      .min(1, { error: t("onboarding.location.error.nameRequired") })
      .max(LOCATION_NAME_MAX, {
        error: t("onboarding.location.error.nameTooLong", { max: LOCATION_NAME_MAX }),
      }),
  });
}
