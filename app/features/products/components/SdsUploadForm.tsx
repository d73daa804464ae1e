import { getFormProps, useForm } from "@conform-to/react";
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
  FieldError,
  FileField,
  listOf,
  SelectField,
  TextField,
  type UploadOption,
} from "../../../ui/FormFields";
import { describedBy } from "../../../ui/described-by";
import type { PrefillField, SdsFormState } from "../sds-prefill";

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
  /** What the action sent back: a refused save or a reading, with the staged sheet. */
  state?: SdsFormState | null;
}

/**
 * The upload form of a safety data sheet: the PDF and what it says (product
 * name, supplier, language and market, version and date of issue, numbers,
 * classification, storage class). A plain multipart form: it works without
 * JavaScript. "Read the sheet" sends the PDF to be read: the form comes back
 * with what the sheet says filled in (fields the user typed are kept), each
 * such field marked as read from the sheet, and less certain values marked to
 * check. The chosen PDF is staged on the server, so a form that comes back
 * (read, or refused) shows it as uploaded with a hidden token and a way to
 * choose another file; the user never chooses it again.
 */
export function SdsUploadForm({
  id,
  productId,
  languages,
  markets,
  defaults,
  submitLabel,
  state,
}: SdsUploadFormProps) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/sds-rules"),
    // A staged sheet stands for the file. "Read the sheet" (formnovalidate, which conform does not look
    // at) is never held up by the rules of saving.
    (rules, formData) =>
      formData.get("intent") === "read"
        ? rules.sdsReadSchema()
        : rules.sdsUploadSchema(t, { requireFile: !formData.get("sds_token") }),
    { ofFormData: true },
  );
  const lastResult = state?.reply;
  const staged = state?.staged ?? null;
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: {
      signal_word: NO_SIGNAL_WORD,
      ...defaults,
      ...(state?.values as SdsUploadDefaults | undefined),
    },
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

  const readValues = JSON.stringify(state?.readValues ?? defaults);
  const texts = state?.texts;
  /** The field's note when its value was read from the sheet, before its own hint. */
  const noted = (field: PrefillField, hint?: string) =>
    [texts?.fields[field], hint].filter(Boolean).join(" ") || undefined;
  const signalNote = noted("signal_word");
  const pictogramNote = noted("pictograms");

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
      {productId ? <input type="hidden" name="product_id" value={productId} /> : null}
      <input type="hidden" name="read_values" value={readValues} />

      {staged ? (
        <div className="kept-file">
          <input type="hidden" name="sds_token" value={staged.token} />
          <p>
            {t("product.upload.kept", {
              name: staged.file_name,
              size: Math.max(1, Math.round(staged.size / 1024)),
            })}
          </p>
        </div>
      ) : null}
      <FileField
        field={fields.file}
        label={staged ? t("product.upload.chooseAnother") : t("product.upload.file")}
        hint={t(staged ? "product.upload.chooseAnotherHint" : "product.upload.fileHint", {
          max: Math.round(SDS_MAX_BYTES / 1024 / 1024),
        })}
        again={rejected && !staged ? t("product.upload.fileAgain") : undefined}
        accept="application/pdf,.pdf"
      />
      <div className="read-sheet">
        <p className="help" id={`${form.id}-read-hint`}>
          {t("product.upload.readHint")}
        </p>
        <button
          type="submit"
          name="intent"
          value="read"
          formNoValidate
          className="secondary"
          aria-describedby={`${form.id}-read-hint`}
        >
          {t("product.upload.read")}
        </button>
      </div>
      {texts?.notice ? <ReadingStatus formId={form.id} notice={texts.notice} /> : null}

      <TextField
        field={fields.name}
        label={t("product.field.name")}
        hint={noted("name")}
        maxLength={PRODUCT_NAME_MAX}
      />
      <TextField
        field={fields.supplier}
        label={t("product.field.supplier")}
        hint={noted("supplier")}
        maxLength={SUPPLIER_MAX}
      />
      <TextField
        field={fields.article_no}
        label={t("product.field.articleNo")}
        hint={noted("article_no", t("product.field.optional"))}
        maxLength={ARTICLE_NO_MAX}
      />

      <SelectField
        field={fields.language}
        label={t("product.field.language")}
        hint={noted("language")}
        options={languages}
      />
      <SelectField
        field={fields.market}
        label={t("product.field.market")}
        hint={noted("market", t("product.field.marketHint"))}
        options={markets}
      />
      <TextField
        field={fields.version}
        label={t("product.field.version")}
        hint={noted("version", t("product.field.versionHint"))}
        maxLength={VERSION_MAX}
        size={10}
      />
      <TextField
        field={fields.date_issue}
        label={t("product.field.dateIssue")}
        hint={noted("date_issue", t("product.field.dateHint"))}
        type="date"
      />
      <TextField
        field={fields.cas_no}
        label={t("product.field.cas")}
        hint={noted("cas_no", t("product.field.casHint"))}
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
        aria-describedby={describedBy(
          signalNote ? `${form.id}-signal-note` : null,
          fields.signal_word.errors ? fields.signal_word.errorId : null,
        )}
      >
        <legend>{t("product.field.signalWord")}</legend>
        {signalNote ? (
          <p className="help" id={`${form.id}-signal-note`}>
            {signalNote}
          </p>
        ) : null}
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
          {[pictogramNote, t("product.field.pictogramsHint")].filter(Boolean).join(" ")}
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
                  {texts?.pictograms[code] ? (
                    <span className="read-note"> – {texts.pictograms[code]}</span>
                  ) : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <TextField
        field={fields.hazard_statements}
        label={t("product.field.hazardStatements")}
        hint={noted("hazard_statements", t("product.field.hazardHint"))}
        autoCapitalize="characters"
      />
      <TextField
        field={fields.precautionary_statements}
        label={t("product.field.precautionaryStatements")}
        hint={noted("precautionary_statements", t("product.field.precautionaryHint"))}
        autoCapitalize="characters"
      />

      <SelectField
        field={fields.storage_class}
        label={t("product.field.storageClass")}
        hint={noted("storage_class", t("product.field.storageClassHint"))}
        options={[
          { value: "", label: t("product.field.storageClassNone") },
          ...STORAGE_CLASS_IDS.map((classId) => ({
            value: classId,
            label: `${classId} – ${t(`storageClass.${classId}`)}`,
          })),
        ]}
      />

      <div>
        <button type="submit" name="intent" value="upload">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}

/**
 * How the reading of the sheet went (the words differ for each outcome).
 * While a long sheet is read in the background: the page reached and a
 * button that sends the form again to show how far it has come (no
 * JavaScript needed; what was typed goes with it).
 */
function ReadingStatus({
  formId,
  notice,
}: {
  formId: string;
  notice: NonNullable<NonNullable<SdsFormState["texts"]>["notice"]>;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" className={notice.warning ? "notice warning" : "notice"} id={`${formId}-reading`}>
      <p>{notice.text}</p>
      {notice.reading ? (
        <>
          <p className="help" id={`${formId}-refresh-hint`}>
            {t("product.reading.refreshHint")}
          </p>
          <button
            type="submit"
            name="intent"
            value="read"
            formNoValidate
            className="secondary"
            aria-describedby={`${formId}-refresh-hint`}
          >
            {t("product.reading.refresh")}
          </button>
        </>
      ) : null}
    </div>
  );
}
