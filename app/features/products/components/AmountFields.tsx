import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DataColumn } from "~/ui/DataTable";

/**
 * The amount and unit fields of a row in an amounts table (/amounts/edit and
 * the "add" product action): each with a visually hidden label and its
 * errors below it (id `<field id>-error`). The page describes the amounts
 * with a paragraph #amounts-help.
 */

interface FieldProps {
  id: string;
  name: string;
  /** The hidden label, naming the row ("Amount of Acetone at Shelf 1"). */
  label: string;
  defaultValue: string;
  errors: string[] | undefined;
}

/** A field with its visually hidden label before it and its errors after it. */
function LabelledField({
  id,
  label,
  errors,
  children,
}: Pick<FieldProps, "id" | "label" | "errors"> & { children: ReactNode }) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {children}
      {errors ? (
        <p className="field-error" id={`${id}-error`}>
          {errors.join(" ")}
        </p>
      ) : null}
    </>
  );
}

/** A row's amount: a decimal text field, described by #amounts-help until it has errors. */
export function AmountInput({ id, name, label, defaultValue, errors, size }: FieldProps & { size: number }) {
  return (
    <LabelledField id={id} label={label} errors={errors}>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        size={size}
        defaultValue={defaultValue}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${id}-error` : "amounts-help"}
      />
    </LabelledField>
  );
}

/** A row's unit: a select of the units, "no unit" first. */
export function UnitSelect({
  id,
  name,
  label,
  defaultValue,
  errors,
  units,
}: FieldProps & { units: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <LabelledField id={id} label={label} errors={errors}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${id}-error` : undefined}
      >
        <option value="">{t("products.unitNone")}</option>
        {units.map((unit) => (
          <option key={unit} value={unit}>
            {t(`products.unit.${unit}`, { defaultValue: unit })}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** What the amount columns need of a form field (a conform field, or nothing before the first submit). */
interface RowField {
  errors?: string[];
  initialValue?: unknown;
}

/**
 * The amount and unit columns of an amounts table: for row `index`, the
 * fields `<prefix>[index].amount` and `<prefix>[index].unit`, each labelled
 * by `label(row, "amount" | "unit")`, with what was entered and its errors.
 */
export function amountColumns<Row>({
  prefix,
  idOf,
  fieldOf,
  label,
  units,
  size,
}: {
  prefix: string;
  idOf: (index: number, part: "amount" | "unit") => string;
  fieldOf: (index: number, part: "amount" | "unit") => RowField | undefined;
  label: (row: Row, part: "amount" | "unit") => string;
  units: readonly string[];
  /** The amount field's width in characters. */
  size: number;
}): { amount: Omit<DataColumn<Row>, "id" | "header">; unit: Omit<DataColumn<Row>, "id" | "header"> } {
  const entered = (field: RowField | undefined) =>
    typeof field?.initialValue === "string" ? field.initialValue : "";
  return {
    amount: {
      cell: (row, index) => {
        const field = fieldOf(index, "amount");
        return (
          <AmountInput
            id={idOf(index, "amount")}
            name={`${prefix}[${index}].amount`}
            label={label(row, "amount")}
            defaultValue={entered(field)}
            errors={field?.errors}
            size={size}
          />
        );
      },
    },
    unit: {
      cell: (row, index) => {
        const field = fieldOf(index, "unit");
        return (
          <UnitSelect
            id={idOf(index, "unit")}
            name={`${prefix}[${index}].unit`}
            label={label(row, "unit")}
            defaultValue={entered(field)}
            errors={field?.errors}
            units={units}
          />
        );
      },
    },
  };
}
