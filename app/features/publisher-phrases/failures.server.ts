import type { SubmissionResult } from "@conform-to/react";
import type { Translate } from "../../../core/translate";
import { replyToFailure } from "~/lib/api-failure.server";

/** The fields of the phrase forms the API's field errors can land under. */
const FIELDS = ["code", "field_id", "english"] as const;

/**
 * An action's failed API call by the app's one policy (app/lib/api-failure.server.ts): a redirect thrown on
 * purpose passes through; the API's 422 becomes the form's errors, the code already taken (the one check
 * the browser cannot make) in the user's language; a refusal (403) or a phrase gone (404) goes to `back`
 * with a toast.
 */
export async function phraseFailure(
  error: unknown,
  submission: {
    reply: (options: {
      formErrors?: string[];
      fieldErrors?: Record<string, string[]>;
    }) => SubmissionResult<string[]>;
  },
  t: Translate,
  back: string,
): Promise<SubmissionResult<string[]>> {
  if (error instanceof Response) throw error;
  const translated = {
    reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) =>
      submission.reply({
        ...options,
        fieldErrors: options.fieldErrors?.code
          ? { ...options.fieldErrors, code: [t("publisher.error.codeTaken")] }
          : options.fieldErrors,
      }),
  };
  return replyToFailure(error, { submission: translated, back, t, formFields: FIELDS });
}
