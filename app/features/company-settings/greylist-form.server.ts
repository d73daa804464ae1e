import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { greylistInputSchema } from "../../../core/company-settings/rules";
import { GREYLIST_PATH } from "../../../core/company-settings/values";
import type { Translate } from "../../../core/translate";
import type { GreylistEntry } from "../../../api/company-settings/schemas";
import type { ApiClient } from "../../lib/api-client.server";
import { failureErrors, failureToast, isInputFailure, isToastFailure } from "../../lib/api-failure.server";
import { redirectWithToast } from "../../lib/toast.server";
import { saveGreylistEntry } from "./api.server";

/** The fields of the greylist form, in the order of the page. */
export const GREYLIST_FORM_FIELDS = ["cas", "name", "reason", "level"] as const;

/**
 * Validates the greylist form (the same rules as the browser) and saves it: a new entry, or entry `id`.
 * The API's refusal of a CAS number already on the list lands on the CAS field, in the user's language;
 * a refused or missing entry goes back to the list with a toast.
 */
export async function submitGreylistForm(
  formData: FormData,
  api: Pick<ApiClient, "post">,
  t: Translate,
  id?: number,
): Promise<{ ok: true; entry: GreylistEntry } | { ok: false; reply: SubmissionResult<string[]> }> {
  const submission = parseWithZod(formData, { schema: greylistInputSchema(t) });
  if (submission.status !== "success") return { ok: false, reply: submission.reply() };
  try {
    return { ok: true, entry: await saveGreylistEntry(api, submission.value, id) };
  } catch (error) {
    if (isInputFailure(error)) {
      const { formErrors, fieldErrors } = failureErrors(error, t, GREYLIST_FORM_FIELDS);
      // The only check the browser cannot make: the CAS number is already on the company's list.
      if (fieldErrors.cas) fieldErrors.cas = [t("companySettings.error.casTaken")];
      return { ok: false, reply: submission.reply({ formErrors, fieldErrors }) };
    }
    if (isToastFailure(error)) throw await redirectWithToast(GREYLIST_PATH, failureToast(error, t));
    throw error;
  }
}
