import { useForm, type SubmissionResult } from "@conform-to/react";
import type { DefaultValue } from "@conform-to/dom";
import { useTranslation } from "react-i18next";
import type { input, output } from "zod/v4/core";
import type * as SettingsRules from "../../../../core/company-settings/rules";
import { useLazyValidation } from "~/ui/lazyValidation";

/** The settings rules that validate a whole tab's form. */
type TabSchemaName =
  "systemInputSchema" | "riskAssessmentInputSchema" | "productsInputSchema" | "documentsInputSchema";
type TabSchema<Name extends TabSchemaName> = ReturnType<(typeof SettingsRules)[Name]>;

/**
 * A settings tab's form: conform with the tab's schema from the settings rules, which load when the form is
 * first used (the rules and zod are not part of the page's first visit), checking a field when it loses focus
 * and again as it is corrected. The server validates every submission the same way.
 */
export function useSettingsTabForm<Name extends TabSchemaName>(
  id: string,
  schemaName: Name,
  defaultValue: DefaultValue<input<TabSchema<Name>>>,
  lastResult: SubmissionResult<string[]> | null | undefined,
) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/company-settings/rules"),
    (rules) => rules[schemaName](t) as TabSchema<Name>,
  );
  const [form, fields] = useForm<input<TabSchema<Name>>, output<TabSchema<Name>>>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  return { form, fields, formProps: validation.formProps };
}
