import { z } from "zod";
import {
  cleanReason,
  isDecided,
  REASON_MAX,
  SUBSTITUTION_STATUSES,
  type SubstitutionStatus,
} from "../../../core/substitution/rules";
import type { Translate } from "../../../core/translate";

/**
 * The decision form of /substitute, built when asked for with the messages in the user's language: the
 * candidate, the status (only those the user may choose) and the reason, required for a decision. The API
 * checks the same rules again.
 */
export function decisionSchema(t: Translate, allowed: readonly SubstitutionStatus[] = SUBSTITUTION_STATUSES) {
  return z
    .object({
      substitute_product_id: z
        .string({ error: t("substitution.error.candidate") })
        .regex(/^[1-9]\d{0,9}$/, { error: t("substitution.error.candidate") })
        .transform(Number),
      status: z
        .string({ error: t("substitution.error.status") })
        .refine((value) => (allowed as readonly string[]).includes(value), {
          error: t("substitution.error.status"),
        })
        .transform((value) => value as SubstitutionStatus),
      // An empty field arrives as nothing (conform): no reason.
      reason: z
        .string()
        .optional()
        .transform((value) => cleanReason(value ?? ""))
        // A refinement, not a pipe to z.string(): conform would read the cleaned "" as nothing again.
        .refine((value) => value.length <= REASON_MAX, {
          error: t("substitution.error.reasonTooLong", { max: REASON_MAX }),
        }),
    })
    .superRefine((value, context) => {
      if (isDecided(value.status) && value.reason === "") {
        context.addIssue({ code: "custom", path: ["reason"], message: t("substitution.error.reason") });
      }
    });
}
