import { z } from "zod";
import { ASSIGN_PEOPLE_MAX } from "../../../core/read-understood/kinds";
import { MAX_ID } from "../../../core/ids";

import type { Translate } from "../../../core/translate";

const id = z.coerce.number().int().min(1).max(MAX_ID);

/**
 * The assignment form as posted: checked people (user_ids), or a location (location_id; "" for none), and
 * whether the locations below count. Either people or a location, not both, not neither.
 */
export function assignFormSchema(t: Translate) {
  return z
    .object({
      user_ids: z
        .array(id)
        .max(ASSIGN_PEOPLE_MAX, t("readUnderstood.assign.error.tooManyPeople"))
        .default([]),
      location_id: id.optional(),
      with_sublocations: z.literal("on").optional(),
    })
    .superRefine((value, ctx) => {
      if (value.user_ids.length > 0 === (value.location_id !== undefined))
        ctx.addIssue({
          code: "custom",
          path: ["user_ids"],
          message: t("readUnderstood.assign.error.target"),
        });
    });
}
