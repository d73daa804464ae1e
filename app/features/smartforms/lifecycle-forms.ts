import { z } from "zod";
import { DECISION_COMMENT_MAX } from "../../../core/smartforms/kinds";
import { cleanMultiline } from "../../../core/text";
import type { Translate } from "../../../core/translate";

/**
 * The approval page's form: approve, or send back with a comment (required when sending back). The same
 * schema validates in the browser (loaded on the form's first focus) and in the action.
 */
export function decisionSchema(t: Translate) {
  return z
    .object({
      intent: z.enum(["approve", "sendBack"]),
      comment: z
        .string()
        .overwrite(cleanMultiline)
        .max(DECISION_COMMENT_MAX, {
          error: t("smartformVersions.approval.commentTooLong", { max: DECISION_COMMENT_MAX }),
        })
        .optional(),
    })
    .superRefine((value, ctx) => {
      if (value.intent === "sendBack" && !value.comment)
        ctx.addIssue({
          code: "custom",
          path: ["comment"],
          message: t("smartformVersions.approval.commentRequired"),
        });
    });
}
