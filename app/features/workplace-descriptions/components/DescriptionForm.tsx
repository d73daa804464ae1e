import {
  getFormProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGES } from "../../../../core/languages";
import { PICTOGRAMS, pictogramUrl, PICTOGRAM_TEXT_KEYS } from "../../../../core/ghs/pictograms";
import { WPD_FORM_FIELDS, WPD_SIGNAL_WORD_MAX } from "../../../../core/workplace-descriptions/limits";
import {
  WPD_SECTION_MAX,
  WPD_SECTIONS,
  WPD_TITLE_MAX,
} from "../../../../core/workplace-descriptions/sections";
import { ErrorSummary, useFocusOnError } from "~/ui/ErrorSummary";
import { FieldError, SelectField, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";

/** The form's values as text, as a form holds them. */
export interface DescriptionFormValues {
  title: string;
  location_id: string;
  product_id: string;
  sds_id: string;
  language_id: string;
  sections: Record<string, string>;
  pictograms: string[];
  hazard_lines: string;
  signal_word: string;
}

type LastResult = SubmissionResult<string[]> | null | undefined;

/**
 * A description's content: title, the location (fixed: chosen before), product, language, each section as a
 * text area with the company's standard texts to add, pictograms, signal word and hazard statements. Two
 * submit buttons save it as a draft or published; `versionOf` makes the save a new version of that one.
 */
export function DescriptionForm({
  defaults,
  locationName,
  products,
  suggestions,
  versionOf,
  lastResult,
  cancel,
}: {
  defaults: DescriptionFormValues;
  locationName: string;
  products: { id: number; name: string }[];
  suggestions: Record<string, string[]>;
  versionOf: number | null;
  lastResult: LastResult;
  cancel: string;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../forms"),
    (forms) => forms.descriptionFormSchema(t),
  );
  const [form, fields] = useForm<DescriptionFormValues, Record<string, unknown>, string[]>({
    id: versionOf === null ? "wpd-new" : "wpd-edit",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  useFocusOnError(form.id, lastResult);
  const all = fields as unknown as Record<string, FieldMetadata<unknown> | undefined>;
  const sections = fields.sections.getFieldset() as unknown as Record<string, FieldMetadata<string>>;
  const errorOf = (name: string) =>
    name.startsWith("sections.") ? sections[name.slice("sections.".length)] : all[name];
  const summary = [
    ...(form.errors ?? []).map((text, index) => ({ key: `form-${index}`, text })),
    ...WPD_FORM_FIELDS.flatMap((name) => {
      const field = errorOf(name);
      return field?.errors?.length ? [{ key: name, text: field.errors.join(" "), href: `#${field.id}` }] : [];
    }),
  ];
  const chosen = new Set(defaults.pictograms);
  return (
    <>
      <ErrorSummary id={`${form.id}-summary`} title={t("wpd.form.errorSummary")} items={summary} />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack wpd-form">
        <input type="hidden" name="intent" value="save" />
        {versionOf !== null ? <input type="hidden" name="version_of" value={versionOf} /> : null}
        <input type="hidden" name={fields.location_id.name} value={defaults.location_id} />
        <input type="hidden" name={fields.sds_id.name} value={defaults.sds_id} />
        <TextField field={fields.title} label={t("wpd.field.title")} maxLength={WPD_TITLE_MAX} />
        <p>
          <strong>{t("wpd.field.location")}:</strong> {locationName}
        </p>
        <SelectField
          field={fields.product_id}
          label={t("wpd.field.product")}
          options={[
            { value: "", label: t("wpd.field.noProduct") },
            ...products.map((product) => ({ value: String(product.id), label: product.name })),
          ]}
        />
        <SelectField
          field={fields.language_id}
          label={t("wpd.field.language")}
          options={Object.entries(LANGUAGES).map(([id, language]) => ({
            value: id,
            label: language.name,
            lang: language.locale,
          }))}
        />
        <fieldset className="field choices" id={fields.pictograms.id}>
          <legend>{t("wpd.field.pictograms")}</legend>
          <FieldError field={fields.pictograms} />
          {PICTOGRAMS.map((code) => (
            <div className="checkbox-line" key={code}>
              <input
                type="checkbox"
                id={`${fields.pictograms.id}-${code}`}
                name={fields.pictograms.name}
                value={code}
                defaultChecked={chosen.has(code)}
              />
              <label htmlFor={`${fields.pictograms.id}-${code}`}>
                <img src={pictogramUrl(code)} alt="" width={24} height={24} /> {t(PICTOGRAM_TEXT_KEYS[code])}{" "}
                ({code})
              </label>
            </div>
          ))}
        </fieldset>
        <TextField
          field={fields.signal_word}
          label={t("wpd.field.signalWord")}
          maxLength={WPD_SIGNAL_WORD_MAX}
        />
        <div className="field">
          <label htmlFor={fields.hazard_lines.id}>{t("wpd.field.hazardStatements")}</label>
          <p className="help" id={`${fields.hazard_lines.id}-hint`}>
            {t("wpd.field.hazardStatementsHint")}
          </p>
          <FieldError field={fields.hazard_lines} />
          <textarea
            {...getTextareaProps(fields.hazard_lines)}
            key={fields.hazard_lines.key}
            rows={4}
            aria-describedby={`${fields.hazard_lines.id}-hint`}
          />
        </div>
        <fieldset className="stack">
          <legend>{t("wpd.form.contentHeading")}</legend>
          {WPD_SECTIONS.map((name) => {
            const field = sections[name]!;
            const offered = suggestions[name] ?? [];
            return (
              <div className="field" key={name}>
                <label htmlFor={field.id}>{t(`wpd.section.${name}`)}</label>
                <FieldError field={field} />
                <textarea {...getTextareaProps(field)} key={field.key} rows={5} maxLength={WPD_SECTION_MAX} />
                {offered.length > 0 ? (
                  <>
                    <label htmlFor={`wpd-suggest-${name}`}>{t("wpd.field.suggestion")}</label>
                    <select id={`wpd-suggest-${name}`} name={`suggest.${name}`} defaultValue="">
                      <option value="">{t("wpd.field.noSuggestion")}</option>
                      {offered.map((text) => (
                        <option key={text} value={text}>
                          {text.length > 90 ? `${text.slice(0, 89)}…` : text}
                        </option>
                      ))}
                    </select>
                  </>
                ) : null}
              </div>
            );
          })}
        </fieldset>
        <div className="form-buttons">
          <button type="submit" name="status" value="draft">
            {t("wpd.form.saveDraft")}
          </button>
          <button type="submit" name="status" value="published">
            {t("wpd.form.savePublish")}
          </button>
          <Link to={cancel}>{t("wpd.form.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}
