import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { listOf } from "~/ui/FormFields";
import { describedBy } from "~/ui/described-by";

/** The pieces every settings tab's form shares: the section, checkbox groups, the save button. */

/** A checkbox's default for conform: ticked is "on" (the value an unnamed checkbox posts). */
export const ticked = (value: boolean) => (value ? "on" : undefined);

/** A tab: its heading, its intro and its form. */
export function SettingsSection({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="settings-tab">
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p>{intro}</p>
      {children}
    </section>
  );
}

/** Every message of a field and of its parts (a group's boxes, a list's rows). */
export function allMessages(field: Pick<FieldMetadata<unknown>, "allErrors">): string[] {
  return [...new Set(Object.values(field.allErrors ?? {}).flat())];
}

/** A labelled group of checkboxes (a fieldset with a legend), its hint and its errors. */
export function CheckboxGroup<Schema>({
  field,
  legend,
  hint,
  options,
  className = "checkbox-list",
}: {
  field: FieldMetadata<Schema>;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string; lang?: string }[];
  className?: string;
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const messages = allMessages(field as FieldMetadata<unknown>);
  // The boxes as the last answer had them (the submitted ones after a refusal), else as saved.
  const chosen = new Set(listOf(field.initialValue));
  return (
    <fieldset
      id={field.id}
      tabIndex={-1}
      aria-describedby={describedBy(hintId, messages.length > 0 && field.errorId)}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p className="help" id={hintId}>
          {hint}
        </p>
      ) : null}
      {messages.length ? (
        <p className="field-error" id={field.errorId}>
          {messages.join(" ")}
        </p>
      ) : null}
      <ul className={className}>
        {options.map((option) => (
          <li key={`${field.key ?? ""}-${option.value}`}>
            <input
              type="checkbox"
              id={`${field.id}-${option.value}`}
              name={field.name}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
            />
            <label htmlFor={`${field.id}-${option.value}`} lang={option.lang}>
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The submit button of a tab. */
export function SaveButton() {
  const { t } = useTranslation();
  return (
    <div>
      <button type="submit">{t("companySettings.save")}</button>
    </div>
  );
}
