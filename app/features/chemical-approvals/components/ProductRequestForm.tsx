import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AMOUNT_UNITS } from "../../../../core/products";
import {
  REQUEST_ATTACHMENTS_MAX,
  type RequestFormGroup,
} from "../../../../core/chemical-approvals/request-rules";
import {
  ATTACHMENT_ACCEPT,
  hasAttachedSdsIn,
  REQUEST_FILE_MAX_MB,
  REQUEST_FORM_FIELDS,
  stagedUploadValue,
  type ExistingFiles,
  type OptionTextKind,
  type RequestFormDefaults,
  type RequestFormField,
  type RequestFormOptions,
  type RequestFormReply,
  type RequestOption,
  type StagedUpload,
} from "~/features/chemical-approvals/forms";
import {
  FORM_INPUTS,
  LOCATION_SEARCH_INTENT,
  READ_SDS_INTENT,
} from "~/features/chemical-approvals/form-inputs";
import { requestFileHref } from "~/features/chemical-approvals/navigation";
import { ErrorSummary } from "../../../ui/ErrorSummary";
import { LocationPicker, type LocationPickerState } from "../../../ui/LocationPicker";
import { FormErrors } from "../../../ui/FormErrors";
import { useLazyValidation } from "../../../ui/lazyValidation";
import {
  Checkbox,
  FieldError,
  FileField,
  listOf,
  SelectField,
  TextArea,
  TextField,
  type UploadOption,
} from "../../../ui/FormFields";

export interface ProductRequestFormProps {
  /** Unique on the page. */
  id: string;
  /** The edited request (its id, for the links to its files); none for a new one. */
  requestId: number | null;
  options: RequestFormOptions;
  /** The request's locations (before a post); after a post the reply's picker wins. */
  locationPicker: LocationPickerState;
  languages: UploadOption[];
  markets: UploadOption[];
  defaults: RequestFormDefaults;
  existing: ExistingFiles;
  /** Which of the two buttons the request allows now. */
  allowed: { draft: boolean; submit: boolean };
  nav: { templateId: number | null; templateName: string | null };
  reply?: RequestFormReply;
}

type Field = FieldMetadata<string | string[] | undefined>;

/** Text keys of the option kinds: approvals.option.<frequencies|ppe|envExposures>.<code>. */
function useOptionLabel() {
  const { t } = useTranslation();
  return (kind: OptionTextKind, option: RequestOption) =>
    t(`approvals.option.${kind}.${option.id}`, { defaultValue: option.name });
}

function kilobytes(size: number): string {
  return String(Math.max(1, Math.round(size / 1024)));
}

/**
 * The product request form (its four groups of fields): one page,
 * four fieldsets, two buttons ("Save as draft" and "Submit", both named
 * is_draft). A plain multipart form: it works without JavaScript, files
 * included. When the server sends it back, every typed value is kept and the
 * files staged so far come back as hidden tokens with their names (choose
 * another file to replace one, or tick "Remove"); each wrong field is listed
 * in the error summary, marked aria-invalid and described by its message.
 * The locations are chosen with the shared location picker: without
 * JavaScript its Find button posts the form (intent=find-locations), and the
 * action shows it again as entered with the matches, saving nothing. With
 * JavaScript the same rules run in the browser (on blur and on submit) and
 * the picker is a combobox.
 */
export function ProductRequestForm({
  id,
  requestId,
  options,
  locationPicker,
  languages,
  markets,
  defaults,
  existing,
  allowed,
  nav,
  reply,
}: ProductRequestFormProps) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel();
  const lastResult = reply?.result;
  const hasSds = existing.sds !== null;
  // The rules depend on the form's data: the SDS fields are required only when the request will have an SDS.
  const validation = useLazyValidation(
    () => import("../form-schemas"),
    (schemas, formData) =>
      schemas.requestFormSchema(t, { hasAttachedSds: hasAttachedSdsIn(formData, { hasSds }) }),
    { ofFormData: true },
  );
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A rejected save: focus the summary; files now staged are in hidden inputs, so the file inputs are cleared.
  useEffect(() => {
    if (!reply) return;
    formRef.current?.querySelectorAll<HTMLInputElement>('input[type="file"]').forEach((input) => {
      input.value = "";
    });
    if (reply.result.status === "error") summaryRef.current?.focus();
  }, [reply]);

  const uploads = reply?.uploads ?? { sds: null, attachments: [] };
  const f = fields as unknown as Record<RequestFormField, Field>;

  const anchor = (name: RequestFormField): string => {
    if (name === "location_ids") return `${id}-locations-search`;
    if (name === "env_exposures") return `${id}-env_exposures-${options.envExposures[0]?.id ?? ""}`;
    if (name === "ppes") return `${id}-ppes-${options.ppe[0]?.id ?? ""}`;
    return f[name].id;
  };
  const label = (name: RequestFormField) => t(`approvals.form.field.${name}`);
  const summary = [
    ...(form.errors ?? []).map((text, index) => ({ key: `form-${index}`, text })),
    ...REQUEST_FORM_FIELDS.flatMap((name) => {
      const errors = f[name]?.errors;
      return errors?.length
        ? [
            {
              key: name,
              text: name === "is_draft" ? errors.join(" ") : `${label(name)}: ${errors.join(" ")}`,
              href: `#${anchor(name)}`,
            },
          ]
        : [];
    }),
  ];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent =
      submitter?.getAttribute("name") === FORM_INPUTS.intent ? submitter.getAttribute("value") : null;
    if (intent === LOCATION_SEARCH_INTENT || intent === READ_SDS_INTENT) {
      // A search or a reading saves nothing, so nothing is checked before it goes (the picker's combobox
      // usually answers a search first).
      return;
    }
    form.onSubmit(event);
  }

  const groupProps = (group: RequestFormGroup, children: ReactNode) => (
    <fieldset className="request-group" aria-labelledby={`${id}-${group}-legend`}>
      <legend id={`${id}-${group}-legend`}>{t(`approvals.form.group.${group}`)}</legend>
      <div className="request-group-fields">{children}</div>
    </fieldset>
  );

  const unitOptions = [
    { value: "", label: t("approvals.form.choose") },
    ...AMOUNT_UNITS.map((unit) => ({ value: unit, label: t(`products.unit.${unit}`) })),
  ];
  const choose = { value: "", label: t("approvals.form.choose") };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      {...validation.formProps}
      onSubmit={onSubmit}
      ref={formRef}
      className="request-form"
    >
      {/*
        Enter in a text field presses a form's first submit button. Without this one that would be the
        location search's Find; this makes it save (as a draft when allowed: nothing is lost or sent early).
        Out of sight and out of the tab order: the real buttons are at the end of the form.
      */}
      {allowed.draft || allowed.submit ? (
        <button
          type="submit"
          name="is_draft"
          value={allowed.draft ? "true" : "false"}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
        >
          {allowed.draft ? t("approvals.form.saveDraft") : t("approvals.form.submit")}
        </button>
      ) : null}
      <ErrorSummary
        id={`${id}-summary`}
        ref={summaryRef}
        title={t("approvals.form.errorSummary")}
        items={lastResult?.status === "error" || form.status === "error" ? summary : []}
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <p className="help">{t("approvals.form.requiredNote")}</p>
      {nav.templateId !== null ? (
        <input type="hidden" name={FORM_INPUTS.templateId} value={nav.templateId} />
      ) : null}
      {nav.templateName ? (
        <input type="hidden" name={FORM_INPUTS.templateName} value={nav.templateName} />
      ) : null}

      {groupProps(
        "generalInformation",
        <>
          <TextField
            field={f.name}
            label={label("name")}
            hint={t("approvals.form.hint.name")}
            maxLength={200}
          />
          <TextField field={f.synonym} label={label("synonym")} maxLength={200} />
          <TextField
            field={f.supplier}
            label={label("supplier")}
            hint={t("approvals.form.hint.supplier")}
            maxLength={200}
          />
          <TextField field={f.article_nr} label={label("article_nr")} maxLength={100} size={20} />
          <TextField
            field={f.cas_nr}
            label={label("cas_nr")}
            hint={t("approvals.form.hint.cas_nr")}
            size={14}
            inputMode="numeric"
          />

          <LocationPicker
            id={`${id}-locations`}
            name={f.location_ids.name}
            multiple
            legend={label("location_ids")}
            hint={t("approvals.form.hint.location_ids")}
            state={reply?.picker ?? locationPicker}
            queryName={FORM_INPUTS.locationQuery}
            searchButton={{ name: FORM_INPUTS.intent, value: LOCATION_SEARCH_INTENT }}
            errors={f.location_ids.errors}
            errorId={f.location_ids.errorId}
            boards
            note={(location) =>
              location.board
                ? t("approvals.form.locations.board", { name: location.board })
                : t("approvals.form.locations.noBoard")
            }
          />

          <SelectField
            field={f.sds_market}
            label={label("sds_market")}
            hint={t("approvals.form.hint.sdsChoice")}
            options={[choose, ...markets]}
          />
          <SelectField
            field={f.sds_language}
            label={label("sds_language")}
            hint={t("approvals.form.hint.sdsChoice")}
            options={[choose, ...languages]}
          />

          <FileField
            className="field request-file"
            field={f.attached_sds}
            label={label("attached_sds")}
            hint={t("approvals.form.hint.attached_sds", { max: REQUEST_FILE_MAX_MB })}
            accept="application/pdf,.pdf"
          >
            {uploads.sds ? (
              <KeptUpload
                formId={id}
                upload={uploads.sds}
                inputName={FORM_INPUTS.sdsUpload}
                discardName={FORM_INPUTS.discardSdsUpload}
                text={t("approvals.form.file.kept", { name: uploads.sds.file_name })}
                extra={
                  existing.sds ? t("approvals.form.file.replaces", { name: existing.sds.name }) : undefined
                }
              />
            ) : existing.sds ? (
              <div className="existing-file">
                <p>
                  {t("approvals.form.file.current")}{" "}
                  {requestId !== null ? (
                    <a href={requestFileHref(requestId)}>{existing.sds.name}</a>
                  ) : (
                    existing.sds.name
                  )}
                </p>
                <p className="checkbox-line">
                  <input type="checkbox" id={`${id}-remove-sds`} name={FORM_INPUTS.removeSds} value="on" />
                  <label htmlFor={`${id}-remove-sds`}>
                    {t("approvals.form.file.remove", { name: existing.sds.name })}
                  </label>
                </p>
              </div>
            ) : null}
          </FileField>
          <div className="read-sheet">
            <button
              type="submit"
              className="secondary"
              name={FORM_INPUTS.intent}
              value={READ_SDS_INTENT}
              formNoValidate
              aria-describedby={`${id}-read-sheet-hint`}
            >
              {t("approvals.form.readSheet")}
            </button>
            <p className="help" id={`${id}-read-sheet-hint`}>
              {t("approvals.form.readSheetHint")}
            </p>
            {reply?.reading ? (
              <p className="reading-note" role="status">
                {t(`approvals.form.reading.${reply.reading.kind}`, {
                  fields: reply.reading.fields.map((field) => label(field as RequestFormField)).join(", "),
                })}
              </p>
            ) : null}
          </div>
        </>,
      )}

      {groupProps(
        "intendedUse",
        <>
          <TextArea field={f.usage_description} label={label("usage_description")} />
          <fieldset className="inline-choices">
            <legend>{t("approvals.form.field.usage")}</legend>
            <Checkbox field={f.indoor_usage} label={label("indoor_usage")} />
            <Checkbox field={f.outdoor_usage} label={label("outdoor_usage")} />
          </fieldset>
          <TextField
            field={f.desired_start_date_usage}
            label={label("desired_start_date_usage")}
            type="date"
          />
          <AmountPair
            amount={f.estimated_annual_usage}
            unit={f.estimated_annual_usage_unit}
            amountLabel={label("estimated_annual_usage")}
            unitLabel={label("estimated_annual_usage_unit")}
            unitOptions={unitOptions}
          />
          <SelectField
            field={f.estimated_frequency_of_use}
            label={label("estimated_frequency_of_use")}
            options={[
              choose,
              ...options.frequencies.map((option) => ({
                value: option.id,
                label: optionLabel("frequencies", option),
              })),
            ]}
          />
          <TextField
            field={f.estimated_use_length}
            label={label("estimated_use_length")}
            hint={t("approvals.form.hint.time")}
            size={6}
            placeholder="hh:mm"
          />
          <CheckboxGroup
            formId={id}
            field={f.env_exposures}
            legend={label("env_exposures")}
            choices={options.envExposures.map((option) => ({
              value: option.id,
              label: optionLabel("envExposures", option),
            }))}
          />
        </>,
      )}

      {groupProps(
        "handlingInformation",
        <>
          <TextArea field={f.handling_description} label={label("handling_description")} />
          <TextField field={f.storage_location} label={label("storage_location")} maxLength={200} />
          <AmountPair
            amount={f.max_amount_stored}
            unit={f.max_amount_stored_unit}
            amountLabel={label("max_amount_stored")}
            unitLabel={label("max_amount_stored_unit")}
            unitOptions={unitOptions}
          />
          <AmountPair
            amount={f.max_amount_to_be_ordered}
            unit={f.max_amount_to_be_ordered_unit}
            amountLabel={label("max_amount_to_be_ordered")}
            unitLabel={label("max_amount_to_be_ordered_unit")}
            unitOptions={unitOptions}
          />
          <TextField field={f.waste_location} label={label("waste_location")} maxLength={200} />
          <TextArea field={f.waste_handling_description} label={label("waste_handling_description")} />
          <CheckboxGroup
            formId={id}
            field={f.ppes}
            legend={label("ppes")}
            choices={options.ppe.map((option) => ({ value: option.id, label: optionLabel("ppe", option) }))}
          />
          <TextArea field={f.ppe_type_details} label={label("ppe_type_details")} />
        </>,
      )}

      {groupProps(
        "additionalInfo",
        <>
          <TextField field={f.internal_code} label={label("internal_code")} maxLength={100} size={20} />
          <Checkbox field={f.is_user_exposure} label={label("is_user_exposure")} />
          <TextField
            field={f.estimated_daily_exposure}
            label={label("estimated_daily_exposure")}
            hint={t("approvals.form.hint.estimated_daily_exposure")}
            size={6}
            placeholder="hh:mm"
          />
          <TextArea field={f.additional_comment} label={label("additional_comment")} />
          <FileField
            className="field request-file"
            field={f.attachments}
            label={label("attachments")}
            hint={t("approvals.form.hint.attachments", {
              number: REQUEST_ATTACHMENTS_MAX,
              max: REQUEST_FILE_MAX_MB,
            })}
            accept={ATTACHMENT_ACCEPT}
            multiple
          >
            {existing.attachments.length > 0 || uploads.attachments.length > 0 ? (
              <ul className="file-list">
                {existing.attachments.map((attachment) => (
                  <li key={`existing-${attachment.id}`} className="existing-file">
                    {requestId !== null ? (
                      <a href={requestFileHref(requestId, attachment.id)}>{attachment.file_name}</a>
                    ) : (
                      attachment.file_name
                    )}{" "}
                    <span className="checkbox-line">
                      <input
                        type="checkbox"
                        id={`${id}-remove-attachment-${attachment.id}`}
                        name={FORM_INPUTS.removeAttachmentIds}
                        value={attachment.id}
                      />
                      <label htmlFor={`${id}-remove-attachment-${attachment.id}`}>
                        {t("approvals.form.file.remove", { name: attachment.file_name })}
                      </label>
                    </span>
                  </li>
                ))}
                {uploads.attachments.map((upload) => (
                  <li key={upload.token}>
                    <KeptUpload
                      formId={id}
                      upload={upload}
                      inputName={FORM_INPUTS.attachmentUploads}
                      discardName={FORM_INPUTS.discardAttachmentUploads}
                      discardValue={upload.token}
                      text={t("approvals.form.file.keptAttachment", { name: upload.file_name })}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </FileField>
        </>,
      )}

      <div className="request-buttons">
        <p className="help" id={`${id}-buttons-hint`}>
          {t("approvals.form.buttonsHint")}
        </p>
        {allowed.draft ? (
          <button type="submit" name="is_draft" value="true" className="secondary">
            {t("approvals.form.saveDraft")}
          </button>
        ) : null}
        {allowed.submit ? (
          <button type="submit" name="is_draft" value="false">
            {t("approvals.form.submit")}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

/** What the form page's loader gives the form (loadRequestForm). */
export type RequestFormPageData = Pick<
  ProductRequestFormProps,
  "options" | "locationPicker" | "languages" | "markets" | "defaults" | "existing" | "nav"
>;

/**
 * The page of /chemical-approvals/requests/new and /{id}/edit: the heading,
 * the template the request was started from, an introduction, and the form.
 */
export function ProductRequestFormPage({
  heading,
  intro,
  data,
  ...form
}: { heading: string; intro: ReactNode; data: RequestFormPageData } & Pick<
  ProductRequestFormProps,
  "id" | "requestId" | "allowed" | "reply"
>) {
  const { t } = useTranslation();
  return (
    <div className="request-form-page">
      <h1>{heading}</h1>
      {data.nav.templateName ? (
        <p className="subtitle">{t("approvals.form.template", { name: data.nav.templateName })}</p>
      ) : null}
      {intro}
      <ProductRequestForm
        {...form}
        options={data.options}
        locationPicker={data.locationPicker}
        languages={data.languages}
        markets={data.markets}
        defaults={data.defaults}
        existing={data.existing}
        nav={data.nav}
      />
    </div>
  );
}

/** An amount and its unit side by side. */
function AmountPair({
  amount,
  unit,
  amountLabel,
  unitLabel,
  unitOptions,
}: {
  amount: Field;
  unit: Field;
  amountLabel: string;
  unitLabel: string;
  unitOptions: UploadOption[];
}) {
  const { t } = useTranslation();
  return (
    <div className="amount-pair">
      <TextField
        field={amount}
        label={amountLabel}
        hint={t("approvals.form.hint.amount")}
        type="number"
        autoComplete={undefined}
        step="any"
        min={0}
        inputMode="decimal"
      />
      <SelectField
        field={unit}
        label={unitLabel}
        hint={t("approvals.form.hint.unit")}
        options={unitOptions}
      />
    </div>
  );
}

/** Checkboxes of one multi-choice field, in their own fieldset. */
function CheckboxGroup({
  formId,
  field,
  legend,
  choices,
}: {
  formId: string;
  field: Field;
  legend: string;
  choices: { value: string; label: string }[];
}) {
  const chosen = new Set(listOf(field.initialValue));
  const invalid = field.errors?.length ? true : undefined;
  return (
    <fieldset aria-describedby={invalid ? field.errorId : undefined}>
      <legend>{legend}</legend>
      <FieldError field={field} />
      <ul className="checkbox-list">
        {choices.map((choice) => {
          const inputId = `${formId}-${field.name}-${choice.value}`;
          return (
            <li key={choice.value}>
              <input
                type="checkbox"
                id={inputId}
                name={field.name}
                value={choice.value}
                defaultChecked={chosen.has(choice.value)}
                aria-invalid={invalid}
              />
              <label htmlFor={inputId}>{choice.label}</label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** A file staged on an earlier try: its token in a hidden input, its name, and a checkbox to drop it. */
function KeptUpload({
  formId,
  upload,
  inputName,
  discardName,
  discardValue = "on",
  text,
  extra,
}: {
  formId: string;
  upload: StagedUpload;
  inputName: string;
  discardName: string;
  discardValue?: string;
  text: string;
  extra?: string;
}) {
  const { t } = useTranslation();
  const checkboxId = `${formId}-discard-${upload.token}`;
  return (
    <div className="kept-file">
      <input type="hidden" name={inputName} value={stagedUploadValue(upload)} />
      <p>
        {text}{" "}
        <span className="file-size">({t("approvals.form.file.size", { size: kilobytes(upload.size) })})</span>
      </p>
      {extra ? <p className="help">{extra}</p> : null}
      <p className="checkbox-line">
        <input type="checkbox" id={checkboxId} name={discardName} value={discardValue} />
        <label htmlFor={checkboxId}>{t("approvals.form.file.discard", { name: upload.file_name })}</label>
      </p>
    </div>
  );
}
