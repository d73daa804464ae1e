import { CONFLICT_MESSAGES, type ConflictCode } from "../../../core/chemical-approvals/states";
import type { ToastInput } from "../../../core/toast";
import { apiErrorCode, failureToast } from "../../lib/api-failure.server";
import type { Translate } from "../../../core/translate";

/**
 * What the chemical approval pages add to the shared failure policy: a 409
 * names why the request's state refused the step, and the page says so in
 * the user's language.
 */

function isConflictCode(value: unknown): value is ConflictCode {
  return typeof value === "string" && Object.hasOwn(CONFLICT_MESSAGES, value);
}

/** A failure's toast: for a known conflict the translated approvals.conflict.<code>, else the policy's toast. */
export function conflictToast(error: unknown, t: Translate): ToastInput {
  const code = apiErrorCode(error);
  return isConflictCode(code)
    ? { type: "error", text: t(`approvals.conflict.${code}`) }
    : failureToast(error, t);
}
