import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../../../../core/languages";
import { WPD_SECTIONS } from "../../../../core/workplace-descriptions/sections";
import {
  LANGUAGE_INPUTS,
  POSTER_EMERGENCY_LINES_MAX,
  positionInput,
  shownInput,
} from "../../../../core/wpd-poster/values";
import { ErrorSummary } from "~/ui/ErrorSummary";

const FORM_ID = "poster-layout";

/**
 * The poster layout's form: the sections shown and their positions, the emergency numbers and up to two
 * languages. The page loads it with `hydrateLater`, so conform is not part of the page's first visit.
 */
export function PosterLayoutForm({
  defaults,
  lastResult,
}: {
  defaults: Record<string, string | undefined>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
  });
  const field = (name: string) => fields[name]!;
  const emergency = field("emergency_numbers");
  const summary = Object.entries(form.allErrors ?? {}).flatMap(([name, messages]) =>
    messages.map((text) => ({
      key: `${name}-${text}`,
      text,
      href: `#${name === "sections" ? "poster-sections" : `${FORM_ID}-${name}`}`,
    })),
  );
  const sectionErrors = form.allErrors?.sections;
  const positions = WPD_SECTIONS.map((_, i) => String(i + 1));
  const languages = Object.entries(LANGUAGES).map(([id, { name, locale }]) => ({ id, name, locale }));
  return (
    <>
      <ErrorSummary
        lastResult={lastResult}
        id="poster-errors"
        title={t("wpd.poster.errorSummary")}
        items={summary}
      />
      <Form method="post" {...getFormProps(form)} className="stack">
        <fieldset id="poster-sections" tabIndex={-1} aria-describedby="poster-sections-hint">
          <legend>{t("wpd.poster.sections.legend")}</legend>
          <p className="help" id="poster-sections-hint">
            {t("wpd.poster.sections.hint")}
          </p>
          {sectionErrors ? (
            <p className="field-error" id="poster-sections-error">
              {sectionErrors.join(" ")}
            </p>
          ) : null}
          <ul className="plain-list stack">
            {WPD_SECTIONS.map((section) => {
              const shown = field(shownInput(section));
              const position = field(positionInput(section));
              const name = t(`wpd.section.${section}`);
              const { key: shownKey, ...shownProps } = getInputProps(shown, { type: "checkbox" });
              const { key: positionKey, ...positionProps } = getSelectProps(position);
              return (
                <li key={section} className="inline-search-row">
                  <div>
                    <input key={shownKey} {...shownProps} />
                    <label htmlFor={shown.id}>{name}</label>
                  </div>
                  <div>
                    <label htmlFor={position.id} className="visually-hidden">
                      {t("wpd.poster.sections.position", { section: name })}
                    </label>
                    <select key={positionKey} {...positionProps}>
                      {positions.map((value) => (
                        <option key={value} value={value}>
                          {value}
                        </option>
                      ))}
                    </select>
                    {position.errors ? (
                      <p className="field-error" id={position.errorId}>
                        {position.errors.join(" ")}
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <div className="field">
          <label htmlFor={emergency.id}>{t("wpd.poster.emergency.label")}</label>
          <p className="help" id="poster-emergency-hint">
            {t("wpd.poster.emergency.hint", { lines: POSTER_EMERGENCY_LINES_MAX })}
          </p>
          {emergency.errors ? (
            <p className="field-error" id={emergency.errorId}>
              {emergency.errors.join(" ")}
            </p>
          ) : null}
          <textarea
            {...getTextareaProps(emergency, { ariaDescribedBy: "poster-emergency-hint" })}
            key={emergency.key}
            rows={POSTER_EMERGENCY_LINES_MAX}
          />
        </div>
        <fieldset aria-describedby="poster-languages-hint">
          <legend>{t("wpd.poster.languages.legend")}</legend>
          <p className="help" id="poster-languages-hint">
            {t("wpd.poster.languages.hint")}
          </p>
          {LANGUAGE_INPUTS.map((name, i) => {
            const select = field(name);
            const { key, ...props } = getSelectProps(select);
            return (
              <div className="field" key={name}>
                <label htmlFor={select.id}>
                  {t(i === 0 ? "wpd.poster.languages.first" : "wpd.poster.languages.second")}
                </label>
                {select.errors ? (
                  <p className="field-error" id={select.errorId}>
                    {select.errors.join(" ")}
                  </p>
                ) : null}
                <select key={key} {...props}>
                  <option value="">{t("wpd.poster.languages.none")}</option>
                  {languages.map((language) => (
                    <option key={language.id} value={language.id} lang={language.locale}>
                      {language.name}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </fieldset>
        <div>
          <button type="submit" className="button primary">
            {t("wpd.poster.save")}
          </button>
        </div>
      </Form>
    </>
  );
}
