import type { SubmissionResult } from "@conform-to/react";
import type { Translate } from "../../../core/translate";
import {
  apiStatus,
  failureErrors,
  failureToast,
  isInputFailure,
  isToastFailure,
} from "~/lib/api-failure.server";
import { redirectWithToast } from "~/lib/toast.server";

/** The fields of the list and entry forms: the API's field errors land under them. */
const FIELDS = ["name", "kind", "phase_out_date", "cas", "ec", "reason", "date"] as const;

/**
 * An action's failed API call: a response thrown on purpose (a redirect) passes through; the API's 422
 * becomes the form's errors in the user's language (a name or substance already taken is the one check the
 * browser cannot make); a refusal or a missing list goes back to `back` with a toast.
 */
export async function listFailure(
  error: unknown,
  submission: {
    reply: (options: {
      formErrors?: string[];
      fieldErrors?: Record<string, string[]>;
    }) => SubmissionResult<string[]>;
  },
  t: Translate,
  back: string,
  takenText: "customLists.error.nameTaken" | "customLists.error.entryTaken",
): Promise<SubmissionResult<string[]>> {
  if (error instanceof Response) throw error;
  if (isInputFailure(error)) {
    const { formErrors, fieldErrors } = failureErrors(error, t, FIELDS);
    const taken = (messages: string[] | undefined) => messages?.some((text) => /already/.test(text));
    for (const field of ["name", "cas", "ec"] as const) {
      if (taken(fieldErrors[field])) fieldErrors[field] = [t(takenText)];
    }
    return submission.reply({ formErrors, fieldErrors });
  }
  if (isToastFailure(error) || apiStatus(error) === 403)
    throw await redirectWithToast(back, failureToast(error, t));
  throw error;
}
