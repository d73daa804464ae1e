import type { SmartformDocument } from "../../../api/smartforms/schemas";
import type { Translate } from "../../../core/translate";
import { DOCUMENT_CONFLICTS } from "../../../core/smartforms/states";
import { labelIn, findField } from "../../../core/smartforms/template";
import { apiErrorCode, apiStatus, failureToast } from "../../lib/api-failure.server";
import type { ToastInput } from "../../../core/toast";
import { fieldErrors } from "../../lib/errors";

/** What the lifecycle pages share on the server: a refused change as a toast in the reader's words. */

/** A 409's conflict code in the reader's language (smartforms.conflict.<code>), else the failure policy's toast. */
export function lifecycleFailureToast(error: unknown, t: Translate): ToastInput {
  const code = apiErrorCode(error);
  if (apiStatus(error) === 409 && code && code in DOCUMENT_CONFLICTS)
    return { type: "warning", text: t(`smartforms.conflict.${code}`) };
  return failureToast(error, t);
}

/** A refused submit (422) names the fields still to answer, by their labels in the reader's language. */
export function missingFieldsToast(
  error: unknown,
  document: SmartformDocument,
  language: number,
  t: Translate,
): ToastInput {
  const keys = Object.keys(fieldErrors(error) ?? {});
  const labels = keys.map((key) => {
    const field = findField(document.structure, key);
    return field ? labelIn(field.label, language, document.language_id) : key;
  });
  return { type: "error", text: t("smartformVersions.toast.missing", { fields: labels.join(", ") }) };
}

/** The company's risk-matrix labels for read-only answers: the settings' own, else the standard names. */
export function riskLabelsOf(
  settings: { ra_probability_labels: string[]; ra_consequence_labels: string[] },
  t: Translate,
): { likelihood: string[]; severity: string[] } {
  const levels = [1, 2, 3, 4, 5];
  return {
    likelihood: levels.map(
      (level) => settings.ra_probability_labels[level - 1] || t(`companySettings.risk.probability.${level}`),
    ),
    severity: levels.map(
      (level) => settings.ra_consequence_labels[level - 1] || t(`companySettings.risk.consequence.${level}`),
    ),
  };
}
