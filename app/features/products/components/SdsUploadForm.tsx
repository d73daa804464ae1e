import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PICTOGRAMS } from "../../../../core/ghs/pictograms";
import { SDS_MAX_BYTES, SIGNAL_WORDS } from "../../../../core/products";
import {
  ARTICLE_NO_MAX,
  NO_SIGNAL_WORD,
  PRODUCT_NAME_MAX,
  SDS_UPLOAD_FIELDS,
  SUPPLIER_MAX,
  VERSION_MAX,
  type SdsUploadField,
} from "../../../../core/sds-fields";
import { useLazyValidation } from "../../../ui/lazyValidation";
import { STORAGE_CLASS_IDS } from "../../../../core/storage-classes";
import { ErrorSummary, useFocusOnError } from "../../../ui/ErrorSummary";
import {
  describedBy,
  FieldError,
  FileField,
  listOf,
  SelectField,
  TextField,
  type UploadOption,
} from "../../../ui/FormFields";

/** The values the form starts with (a new version of a sheet starts from the current one). */
export interface SdsUploadDefaults {
  name?: string;
  supplier?: string;
  article_no?: string;
  language?: string;
  market?: string;
  version?: string;
  date_issue?: string;
  cas_no?: string;
  un_no?: string;
  signal_word?: string;
  pictograms?: string[];
  hazard_statements?: string;
  precautionary_statements?: string;
  storage_class?: string;
}

export interface SdsUploadFormProps {
  /** Unique on the page. */
  id: string;
  /** The product a new version is for (/replace-sds); none for a new product. */
  productId?: number;
  languages: UploadOption[];
  markets: UploadOption[];
  defaults: SdsUploadDefaults;
  submitLabel: string;
  lastResult?: SubmissionResult<string[]>;
}

/**
 * The upload form of a safety data sheet: the PDF and what it says (product
 * name, supplier, language and market, version and date of issue, numbers,
 * classification, storage class). A plain multipart form: it works without
 * JavaScript. When the server sends it back with a problem, every typed value
 * is kept, but a browser never keeps a chosen file in a form it gets back, so
 * the page says to choose the file again (the file is not kept on the server
 * either: an abandoned upload would otherwise stay behind).
 */
export function SdsUploadForm({
  id,
  productId,
  languages,
  markets,
  defaults,
  submitLabel,
  lastResult,
}: SdsUploadFormProps) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/sds-rules"),
    (rules) => rules.sdsUploadSchema(t, { requireFile: true }),
  );
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { signal_word: NO_SIGNAL_WORD, ...defaults },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  useFocusOnError(form.id, lastResult);
  const rejected = lastResult?.status === "error";

  const anchor: Partial<Record<SdsUploadField, string>> = {
    signal_word: `${form.id}-signal-${NO_SIGNAL_WORD}`,
    pictograms: `${form.id}-pictogram-${PICTOGRAMS[0]}`,
  };
  const summary = [
    ...(form.errors ?? []).map((text, index) => ({ key: `form-${index}`, text })),
    ...SDS_UPLOAD_FIELDS.flatMap((name) => {
      const field = fields[name];
      return field.errors?.length
        ? [{ key: name, text: field.errors.join(" "), href: `#${anchor[name] ?? field.id}` }]
        : [];
    }),
  ];

  const pictograms = new Set(listOf(fields.pictograms.initialValue));
  const signalWord =
    typeof fields.signal_word.initialValue === "string" ? fields.signal_word.initialValue : NO_SIGNAL_WORD;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      {...validation.formProps}
      className="stack sds-upload"
    >
      <ErrorSummary id={`${form.id}-summary`} title={t("product.upload.errorSummary")} items={summary} />
      <input type="hidden" name="intent" value="upload" />
      {productId ? <input type="hidden" name="product_id" value={productId} /> : null}

      <FileField
        field={fields.file}
        label={t("product.upload.file")}
        hint={t("product.upload.fileHint", { max: Math.round(SDS_MAX_BYTES / 1024 / 1024) })}
        again={rejected ? t("product.upload.fileAgain") : undefined}
        accept="application/pdf,.pdf"
      />

      <TextField field={fields.name} label={t("product.field.name")} maxLength={PRODUCT_NAME_MAX} />
      <TextField field={fields.supplier} label={t("product.field.supplier")} maxLength={SUPPLIER_MAX} />
      <TextField
        field={fields.article_no}
        label={t("product.field.articleNo")}
        hint={t("product.field.optional")}
        maxLength={ARTICLE_NO_MAX}
      />

      <SelectField field={fields.language} label={t("product.field.language")} options={languages} />
      <SelectField
        field={fields.market}
        label={t("product.field.market")}
        hint={t("product.field.marketHint")}
        options={markets}
      />
      <TextField
        field={fields.version}
        label={t("product.field.version")}
        hint={t("product.field.versionHint")}
        maxLength={VERSION_MAX}
        size={10}
      />
      <TextField
        field={fields.date_issue}
        label={t("product.field.dateIssue")}
        hint={t("product.field.dateHint")}
        type="date"
      />
      <TextField
        field={fields.cas_no}
        label={t("product.field.cas")}
        hint={t("product.field.casHint")}
        size={14}
        inputMode="numeric"
      />
      <TextField
        field={fields.un_no}
        label={t("product.field.un")}
        hint={t("product.field.unHint")}
        size={8}
      />

      <fieldset
        aria-invalid={fields.signal_word.errors ? true : undefined}
        aria-describedby={fields.signal_word.errors ? fields.signal_word.errorId : undefined}
      >
        <legend>{t("product.field.signalWord")}</legend>
        <FieldError field={fields.signal_word} />
        <ul className="radio-list">
          {[NO_SIGNAL_WORD, ...SIGNAL_WORDS].map((word) => (
            <li key={word}>
              <input
                type="radio"
                id={`${form.id}-signal-${word}`}
                name={fields.signal_word.name}
                value={word}
                defaultChecked={signalWord === word}
              />
              <label htmlFor={`${form.id}-signal-${word}`}>
                {word === NO_SIGNAL_WORD ? t("product.field.signalWordNone") : t(`common.signalWord.${word}`)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset
        aria-describedby={describedBy(
          `${form.id}-pictograms-hint`,
          fields.pictograms.errors ? fields.pictograms.errorId : null,
        )}
      >
        <legend>{t("common.pictograms")}</legend>
        <p className="help" id={`${form.id}-pictograms-hint`}>
          {t("product.field.pictogramsHint")}
        </p>
        <FieldError field={fields.pictograms} />
        <ul className="checkbox-list pictogram-choices">
          {PICTOGRAMS.map((code) => (
            <li key={code}>
              <input
                type="checkbox"
                id={`${form.id}-pictogram-${code}`}
                name={fields.pictograms.name}
                value={code}
                defaultChecked={pictograms.has(code)}
              />
              <label htmlFor={`${form.id}-pictogram-${code}`}>
                <img src={`/pictograms/${code}.svg`} alt="" width={40} height={40} />
                <span>
                  {t(`pictogram.${code}`)} <span className="code">({code})</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <TextField
        field={fields.hazard_statements}
        label={t("product.field.hazardStatements")}
        hint={t("product.field.hazardHint")}
        autoCapitalize="characters"
      />
      <TextField
        field={fields.precautionary_statements}
        label={t("product.field.precautionaryStatements")}
        hint={t("product.field.precautionaryHint")}
        autoCapitalize="characters"
      />

      <SelectField
        field={fields.storage_class}
        label={t("product.field.storageClass")}
        hint={t("product.field.storageClassHint")}
        options={[
          { value: "", label: t("product.field.storageClassNone") },
          ...STORAGE_CLASS_IDS.map((classId) => ({
            value: classId,
            label: `${classId} – ${t(`storageClass.${classId}`)}`,
          })),
        ]}
      />

      <div>
        <button type="submit">{submitLabel}</button>
      </div>
    </Form>
  );
}
