import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FIELD_TYPES, HELP_MAX, LABEL_MAX, TEMPLATE_NAME_MAX } from "../../../../core/smartforms/kinds";
import { DataTable, type DataColumn } from "../../../ui/DataTable";
import type { BuilderField, BuilderReply, BuilderTab } from "../template-inputs";

/**
 * The template builder's parts: every change is its own small form posting one intent with the revision
 * the page shows, so the builder works without JavaScript and without drag-and-drop. A refused form comes
 * back with its errors beside its inputs and what was typed.
 */

export interface BuilderShared {
  revision: number;
  reply: BuilderReply | null;
  tabs: BuilderTab[];
  editable: boolean;
  /** The field whose edit form is open (?edit=). */
  editing: string | null;
}

/** The errors and typed values of `form` when the reply is about it. */
function replyFor(reply: BuilderReply | null, form: string) {
  const mine = reply?.form === form ? reply.result : undefined;
  const errors = (mine?.error ?? {}) as Record<string, string[] | null>;
  const values = (mine?.initialValue ?? {}) as Record<string, unknown>;
  return {
    error: (name: string) => errors[name]?.join(" ") || undefined,
    value: (name: string, fallback = "") =>
      typeof values[name] === "string" ? (values[name] as string) : fallback,
    formError: errors[""]?.join(" ") || undefined,
  };
}

function Hidden({
  intent,
  revision,
  extra = {},
}: {
  intent: string;
  revision: number;
  extra?: Record<string, string>;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="revision" value={revision} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** A labelled text input (or textarea) with its error under it. */
function TextInput({
  id,
  name,
  label,
  value,
  error,
  max,
  multiline,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  max: number;
  multiline?: boolean;
  hint?: string;
}) {
  const describedBy =
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const props = {
    id,
    name,
    defaultValue: value,
    maxLength: max,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="help" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {multiline ? <textarea {...props} rows={3} /> : <input type="text" {...props} autoComplete="off" />}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function NameForm({ name, revision, reply }: BuilderShared & { name: string }) {
  const { t } = useTranslation();
  const mine = replyFor(reply, "name");
  return (
    <Form method="post" className="stack" aria-labelledby="template-name-heading">
      <h2 id="template-name-heading" className="visually-hidden">
        {t("smartformTemplates.builder.nameTitle")}
      </h2>
      <Hidden intent="name" revision={revision} />
      <TextInput
        id="template-name"
        name="name"
        label={t("smartformTemplates.builder.name")}
        value={mine.value("name", name)}
        error={mine.error("name")}
        max={TEMPLATE_NAME_MAX}
      />
      <p>
        <button type="submit">{t("smartformTemplates.builder.saveName")}</button>
      </p>
    </Form>
  );
}

/** A button with its visible text and, for screen readers, what it acts on. */
function StepButton({
  text,
  about,
  name,
  value,
  className = "secondary",
}: {
  text: string;
  about: string;
  name?: string;
  value?: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} name={name} value={value}>
      {text}
      <span className="visually-hidden"> {about}</span>
    </button>
  );
}

export function TabSection({
  tab,
  first,
  last,
  ...shared
}: BuilderShared & { tab: BuilderTab; first: boolean; last: boolean }) {
  const { t } = useTranslation();
  const { revision, reply, editable, editing, tabs } = shared;
  const rename = replyFor(reply, `renameTab-${tab.key}`);
  const headingId = `tab-${tab.key}-heading`;
  const edited = tab.fields.find((field) => field.key === editing);
  return (
    <section id={`tab-${tab.key}`} aria-labelledby={headingId} className="builder-tab">
      <h3 id={headingId}>{tab.label}</h3>
      {editable ? (
        <div className="inline-actions">
          <Form method="post" className="inline-form">
            <Hidden intent="renameTab" revision={revision} extra={{ tab: tab.key }} />
            <TextInput
              id={`tab-${tab.key}-label`}
              name="label"
              label={t("smartformTemplates.builder.tabName")}
              value={rename.value("label", tab.own)}
              error={rename.error("label")}
              max={LABEL_MAX}
            />
            <StepButton text={t("smartformTemplates.builder.renameTab")} about={tab.label} />
          </Form>
          <Form method="post" className="inline-form">
            <Hidden intent="moveTab" revision={revision} extra={{ tab: tab.key }} />
            {first ? null : (
              <StepButton
                text={t("smartformTemplates.builder.moveUp")}
                about={tab.label}
                name="direction"
                value="up"
              />
            )}{" "}
            {last ? null : (
              <StepButton
                text={t("smartformTemplates.builder.moveDown")}
                about={tab.label}
                name="direction"
                value="down"
              />
            )}
          </Form>
          {tabs.length > 1 ? (
            <Form method="post" className="inline-form">
              <Hidden intent="removeTab" revision={revision} extra={{ tab: tab.key }} />
              <StepButton
                text={t("smartformTemplates.builder.removeTab")}
                about={tab.label}
                className="danger"
              />
            </Form>
          ) : null}
        </div>
      ) : null}
      <FieldTable tab={tab} {...shared} />
      {edited ? <EditFieldForm field={edited} {...shared} /> : null}
      {editable ? <AddFieldForm tab={tab} {...shared} /> : null}
    </section>
  );
}

function FieldTable({ tab, revision, editable, tabs }: BuilderShared & { tab: BuilderTab }) {
  const { t } = useTranslation();
  const columns: DataColumn<BuilderField>[] = [
    {
      id: "label",
      header: t("smartformTemplates.builder.fieldLabel"),
      rowHeader: true,
      cell: (field) => <span id={`field-${field.key}`}>{field.label}</span>,
    },
    {
      id: "type",
      header: t("smartformTemplates.builder.fieldType"),
      cell: (field) => t(`smartforms.field.${field.type}`),
    },
    {
      id: "required",
      header: t("smartformTemplates.builder.required"),
      cell: (field) => (field.required ? t("smartforms.yes") : t("smartforms.no")),
    },
  ];
  if (editable) {
    columns.push({
      id: "actions",
      header: <span className="visually-hidden">{t("smartformTemplates.list.actions")}</span>,
      cell: (field, index) => (
        <div className="inline-actions">
          <Form method="post" className="inline-form">
            <Hidden intent="moveField" revision={revision} extra={{ field: field.key }} />
            {index > 0 ? (
              <StepButton
                text={t("smartformTemplates.builder.moveUp")}
                about={field.label}
                name="direction"
                value="up"
              />
            ) : null}{" "}
            {index < tab.fields.length - 1 ? (
              <StepButton
                text={t("smartformTemplates.builder.moveDown")}
                about={field.label}
                name="direction"
                value="down"
              />
            ) : null}
          </Form>
          {tabs.length > 1 ? (
            <Form method="post" className="inline-form">
              <Hidden intent="moveFieldToTab" revision={revision} extra={{ field: field.key }} />
              <label htmlFor={`move-${field.key}`} className="visually-hidden">
                {t("smartformTemplates.builder.moveToLabel", { field: field.label })}
              </label>
              <select id={`move-${field.key}`} name="tab">
                {tabs
                  .filter((other) => other.key !== tab.key)
                  .map((other) => (
                    <option key={other.key} value={other.key}>
                      {other.label}
                    </option>
                  ))}
              </select>{" "}
              <StepButton text={t("smartformTemplates.builder.moveTo")} about={field.label} />
            </Form>
          ) : null}
          <Link to={`?edit=${field.key}#edit-${field.key}`} className="button secondary">
            {t("smartformTemplates.builder.edit")}
            <span className="visually-hidden"> {field.label}</span>
          </Link>
          <Form method="post" className="inline-form">
            <Hidden intent="removeField" revision={revision} extra={{ field: field.key }} />
            <StepButton
              text={t("smartformTemplates.builder.removeField")}
              about={field.label}
              className="danger"
            />
          </Form>
        </div>
      ),
    });
  }
  return (
    <DataTable
      caption={t("smartformTemplates.builder.fieldsOf", { tab: tab.label })}
      captionHidden
      columns={columns}
      rows={tab.fields}
      rowKey={(field) => field.key}
      empty={t("smartformTemplates.builder.noFields")}
    />
  );
}

function EditFieldForm({ field, revision, reply }: BuilderShared & { field: BuilderField }) {
  const { t } = useTranslation();
  const form = `updateField-${field.key}`;
  const mine = replyFor(reply, form);
  const id = `edit-${field.key}`;
  return (
    <Form method="post" className="stack builder-edit" id={id} aria-labelledby={`${id}-title`}>
      <fieldset>
        <legend id={`${id}-title`}>
          {t("smartformTemplates.builder.editTitle", { field: field.label })}
        </legend>
        <Hidden intent="updateField" revision={revision} extra={{ field: field.key }} />
        {mine.formError ? <p className="field-error">{mine.formError}</p> : null}
        <TextInput
          id={`${id}-label`}
          name="label"
          label={t("smartformTemplates.builder.fieldLabel")}
          value={mine.value("label", field.own)}
          error={mine.error("label")}
          max={LABEL_MAX}
        />
        <TextInput
          id={`${id}-help`}
          name="help"
          label={t("smartformTemplates.builder.help")}
          value={mine.value("help", field.help)}
          error={mine.error("help")}
          max={HELP_MAX}
          multiline
        />
        <div className="checkbox-line">
          <input type="checkbox" id={`${id}-required`} name="required" defaultChecked={field.required} />
          <label htmlFor={`${id}-required`}>{t("smartformTemplates.builder.required")}</label>
        </div>
        {field.isChoice ? (
          <fieldset>
            <legend>{t("smartformTemplates.builder.options")}</legend>
            <p className="help">{t("smartformTemplates.builder.optionsHint")}</p>
            {field.options.map((option, index) => (
              <TextInput
                key={option.bit}
                id={`${id}-option-${option.bit}`}
                name={`option.b${option.bit}`}
                label={t("smartformTemplates.builder.option", { number: index + 1 })}
                value={option.own}
                max={LABEL_MAX}
              />
            ))}
            <TextInput
              id={`${id}-options`}
              name="options"
              label={t("smartformTemplates.builder.newOptions")}
              value={mine.value("options")}
              error={mine.error("options")}
              max={LABEL_MAX * 31}
              multiline
            />
          </fieldset>
        ) : null}
        <p>
          <button type="submit">{t("smartformTemplates.builder.saveField")}</button>{" "}
          <Link to={{ search: "", hash: `field-${field.key}` }} className="button secondary">
            {t("smartformTemplates.builder.cancel")}
          </Link>
        </p>
      </fieldset>
    </Form>
  );
}

function AddFieldForm({ tab, revision, reply }: BuilderShared & { tab: BuilderTab }) {
  const { t } = useTranslation();
  const form = `addField-${tab.key}`;
  const mine = replyFor(reply, form);
  const id = `add-${tab.key}`;
  return (
    <Form method="post" className="stack builder-add" id={id}>
      <fieldset>
        <legend>{t("smartformTemplates.builder.addFieldTo", { tab: tab.label })}</legend>
        <Hidden intent="addField" revision={revision} extra={{ tab: tab.key }} />
        <div className="field">
          <label htmlFor={`${id}-type`}>{t("smartformTemplates.builder.fieldType")}</label>
          <select id={`${id}-type`} name="type" defaultValue={mine.value("type", "text")}>
            {FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`smartforms.field.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <TextInput
          id={`${id}-label`}
          name="label"
          label={t("smartformTemplates.builder.fieldLabel")}
          value={mine.value("label")}
          error={mine.error("label")}
          max={LABEL_MAX}
        />
        <div className="checkbox-line">
          <input type="checkbox" id={`${id}-required`} name="required" />
          <label htmlFor={`${id}-required`}>{t("smartformTemplates.builder.required")}</label>
        </div>
        <TextInput
          id={`${id}-options`}
          name="options"
          label={t("smartformTemplates.builder.choiceOptions")}
          hint={t("smartformTemplates.builder.choiceOptionsHint")}
          value={mine.value("options")}
          error={mine.error("options")}
          max={LABEL_MAX * 31}
          multiline
        />
        <p>
          <button type="submit">{t("smartformTemplates.builder.addField")}</button>
        </p>
      </fieldset>
    </Form>
  );
}

export function AddTabForm({ revision, reply }: BuilderShared) {
  const { t } = useTranslation();
  const mine = replyFor(reply, "addTab");
  return (
    <Form method="post" className="stack builder-add" id="add-tab">
      <fieldset>
        <legend>{t("smartformTemplates.builder.addTabTitle")}</legend>
        <Hidden intent="addTab" revision={revision} />
        <TextInput
          id="add-tab-label"
          name="label"
          label={t("smartformTemplates.builder.tabName")}
          value={mine.value("label")}
          error={mine.error("label")}
          max={LABEL_MAX}
        />
        <p>
          <button type="submit">{t("smartformTemplates.builder.addTab")}</button>
        </p>
      </fieldset>
    </Form>
  );
}
