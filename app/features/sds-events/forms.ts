import { z } from "zod";
import { ACTION_DESCRIPTION_MAX, ACTION_TITLE_MAX, isIsoDate } from "../../../core/sds-events/rules";
import type { Translate } from "../../../core/translate";

/**
 * The action form of /actions/new and /actions/{id}, built when asked for with the messages in the user's
 * language. Location and product come with the page (hidden fields); the API checks the same rules again and
 * that each reference is the company's and in the user's top nodes.
 */
export function actionFormSchema(t: Translate) {
  const optionalId = z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .optional();
  return z.object({
    title: z
      .string({ error: t("actions.error.title", { max: ACTION_TITLE_MAX }) })
      .trim()
      .min(1, { error: t("actions.error.title", { max: ACTION_TITLE_MAX }) })
      .max(ACTION_TITLE_MAX, { error: t("actions.error.title", { max: ACTION_TITLE_MAX }) }),
    description: z
      .string()
      .trim()
      .max(ACTION_DESCRIPTION_MAX, { error: t("actions.error.description", { max: ACTION_DESCRIPTION_MAX }) })
      .optional(),
    assignee_id: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, { error: t("actions.error.assignee") })
      .transform(Number)
      .optional(),
    due_date: z
      .string()
      .trim()
      .refine(isIsoDate, { error: t("actions.error.dueDate") })
      .optional(),
    location_id: optionalId,
    product_id: optionalId,
  });
}
