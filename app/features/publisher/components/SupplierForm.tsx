import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PUBLISHER_LIMITS } from "../../../../core/publisher/rules";
import type { Choice } from "../choice";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { FieldError, listOf, SelectField, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";

/** A supplier's form values as the page fills them in (every value a string, as a form posts them). */
export interface SupplierDefaults {
  name: string;
  type_id: string;
  address: string;
  postcode: string;
  city: string;
  country_id: string;
  phone: string;
  emergency_phone: string;
  email: string;
  website: string;
  market_ids: string[];
}

/**
 * A supplier: name, type, address, contact details and the markets (countries) its sheets are written for.
 * Adds a supplier on /new-supplier and changes one on /edit-supplier/{id}; the action validates again.
 */
export function SupplierForm({
  id,
  defaults,
  types,
  countries,
  submitLabel,
  lastResult,
}: {
  id: string;
  defaults?: SupplierDefaults;
  types: readonly Choice[];
  countries: readonly Choice[];
  submitLabel: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const validation = useLazyValidation(
    () => import("../../../../core/publisher/schemas"),
    (schemas) => schemas.manufacturerSchema(t),
  );
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: defaults ?? { type_id: "1" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation.onValidate,
  });
  const ticked = new Set(listOf(fields.market_ids.initialValue));
  const marketsHint = `${fields.market_ids.id}-hint`;
  return (
    <>
      <ErrorSummary
        title={t("internalDocuments.supplierForm.errors")}
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
        groups={["market_ids"]}
      />
      <Form method="post" {...getFormProps(form)} {...validation.formProps} className="stack">
        <input type="hidden" name="intent" value="save" />
        <TextField
          field={fields.name}
          label={t("internalDocuments.suppliers.name")}
          maxLength={PUBLISHER_LIMITS.name}
        />
        <SelectField
          field={fields.type_id}
          label={t("internalDocuments.suppliers.type")}
          options={types.map((type) => ({ value: String(type.id), label: type.name }))}
        />
        <TextField
          field={fields.address}
          label={t("internalDocuments.supplier.address")}
          maxLength={PUBLISHER_LIMITS.line}
        />
        <TextField
          field={fields.postcode}
          label={t("internalDocuments.supplier.postcode")}
          maxLength={PUBLISHER_LIMITS.phone}
          size={12}
        />
        <TextField
          field={fields.city}
          label={t("internalDocuments.supplier.city")}
          maxLength={PUBLISHER_LIMITS.line}
        />
        <SelectField
          field={fields.country_id}
          label={t("internalDocuments.supplier.country")}
          options={[
            { value: "", label: t("internalDocuments.supplier.noCountry") },
            ...countries.map((country) => ({ value: String(country.id), label: country.name })),
          ]}
        />
        <TextField
          field={fields.phone}
          label={t("internalDocuments.supplier.phone")}
          maxLength={PUBLISHER_LIMITS.phone}
        />
        <TextField
          field={fields.emergency_phone}
          label={t("internalDocuments.supplier.emergencyPhone")}
          maxLength={PUBLISHER_LIMITS.phone}
        />
        <TextField
          field={fields.email}
          label={t("internalDocuments.supplier.email")}
          maxLength={PUBLISHER_LIMITS.email}
        />
        <TextField
          field={fields.website}
          label={t("internalDocuments.supplier.website")}
          maxLength={PUBLISHER_LIMITS.line}
        />
        <fieldset
          id={fields.market_ids.id}
          tabIndex={-1}
          aria-describedby={
            fields.market_ids.errors?.length ? `${marketsHint} ${fields.market_ids.errorId}` : marketsHint
          }
        >
          <legend>{t("internalDocuments.supplier.markets")}</legend>
          <p className="help" id={marketsHint}>
            {t("internalDocuments.supplier.marketsHint")}
          </p>
          <FieldError field={fields.market_ids} />
          <div className="checkbox-grid">
            {countries.map((country) => (
              <div className="checkbox-line" key={country.id}>
                <input
                  type="checkbox"
                  id={`${form.id}-market-${country.id}`}
                  name={fields.market_ids.name}
                  value={String(country.id)}
                  defaultChecked={ticked.has(String(country.id))}
                />
                <label htmlFor={`${form.id}-market-${country.id}`}>{country.name}</label>
              </div>
            ))}
          </div>
        </fieldset>
        <div>
          <button type="submit">{submitLabel}</button>
        </div>
      </Form>
    </>
  );
}
