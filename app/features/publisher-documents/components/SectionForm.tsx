import {
  getFormProps,
  getInputProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PUBLISHER_LIMITS } from "../../../../core/publisher/rules";
import type { draftPage } from "../editor.server";
import { SHEET_LIMITS_ARTICLE_NO, SUBSECTION_TEXT_MAX } from "../limits";
import { COMPOSITION, editorHref, FIND, phraseField, SECTION_COUNT, textField } from "../section-fields";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { ErrorSummary } from "~/ui/ErrorSummary";
import { FieldError, listOf, SelectField, TextArea, TextField } from "~/ui/FormFields";
import { useLazyValidation } from "~/ui/lazyValidation";

type Draft = Awaited<ReturnType<typeof draftPage>>;
type Fields = Record<string, FieldMetadata<unknown>>;

/** The form's id: conform names each control `section-form-<name>`, and the error summary links there. */
export const SECTION_FORM = "section-form";

/** The values the form starts from: the draft's section as it is (conform shows what was posted instead). */
function defaultsOf(draft: Draft): Record<string, unknown> {
  const values: Record<string, unknown> = {
    revision: String(draft.sheet.revision),
    [FIND.to]: draft.found.to ?? draft.subsections[0]?.number ?? "",
    [FIND.q]: draft.found.q,
  };
  for (const sub of draft.subsections) {
    values[textField(sub.number)] = sub.text;
    values[phraseField(sub.number)] = sub.phrases.map((p) => p.value);
  }
  if (draft.section === 1) {
    values.product_name = draft.sheet.name;
    values.article_no = draft.sheet.articleNo;
    values.sds_type = String(draft.sheet.type);
  }
  if (draft.label) {
    values.signal_word = draft.label.signalWord ?? "";
    values.pictograms = draft.label.pictograms.filter((p) => p.checked).map((p) => p.code);
  }
  for (const row of draft.composition?.rows ?? []) {
    values[COMPOSITION.min(row.id)] = row.min === null ? "" : String(row.min);
    values[COMPOSITION.max(row.id)] = row.max === null ? "" : String(row.max);
  }
  return values;
}

/** Fields whose parts are boxes of one group: their messages fold into one entry linking to the group. */
function groupsOf(draft: Draft): string[] {
  return [
    ...draft.subsections.map((sub) => phraseField(sub.number)),
    "pictograms",
    FIND.add,
    COMPOSITION.substance,
    COMPOSITION.remove,
  ];
}

/**
 * A draft's section as one form (conform + the shared fields): each subsection's text and the phrases it keeps,
 * the heading in section 1, the label in 2, the composition in 3, the save buttons, then a phrase search whose
 * "Find" is a submit of the same form (the action saves, then shows what was found). It carries the draft's
 * revision, so a save made after someone else changed the draft is refused and comes back with what was typed.
 * The route's action validates every post; with JavaScript the browser validates too (../editor-forms.ts).
 */
export function SectionForm({
  draft,
  action,
  lastResult,
  changed,
}: {
  draft: Draft;
  action: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The save was refused because the draft changed meanwhile: offer the draft as it is now. */
  changed: boolean;
}) {
  const { t } = useTranslation();
  const substanceIds = draft.composition?.rows.map((row) => row.id) ?? [];
  const validation = useLazyValidation(
    () => import("../editor-forms"),
    (forms) => forms.sectionFormSchema(t, draft.section, substanceIds),
  );
  const [form, conformFields] = useForm<Record<string, unknown>>({
    id: SECTION_FORM,
    lastResult,
    // Texts and lists of phrase values: conform takes both, though its type for an open record says text only.
    defaultValue: defaultsOf(draft) as Record<string, string>,
    onValidate: validation.onValidate,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    constraint: draft.section === 1 ? { product_name: { required: true } } : {},
  });
  const fields = conformFields as unknown as Fields;
  return (
    <>
      <ErrorSummary
        title={t("publisher.editor.errors")}
        formId={form.id}
        lastResult={lastResult}
        errors={form.allErrors}
        formErrors={form.errors}
        groups={groupsOf(draft)}
      />
      {changed ? (
        <p className="notice" id={`${form.id}-changed`}>
          {t("publisher.editor.changed.hint")}{" "}
          {/* A whole page load: the form starts again from the draft as it is now. */}
          <Link to={editorHref(draft.sheet.id, draft.section)} reloadDocument>
            {t("publisher.editor.changed.current", { section: draft.section })}
          </Link>
        </p>
      ) : null}
      <Form method="post" action={action} {...getFormProps(form)} {...validation.formProps} className="stack">
        <input type="hidden" name="revision" value={String(fields.revision!.initialValue ?? "")} />
        {draft.section === 1 ? <HeadingFields draft={draft} fields={fields} /> : null}
        {draft.subsections.map((sub) => (
          <fieldset key={sub.number}>
            <legend>
              {sub.number} {sub.title}
            </legend>
            <TextArea
              field={fields[textField(sub.number)]!}
              label={t("publisher.editor.section.text")}
              rows={4}
              maxLength={SUBSECTION_TEXT_MAX}
            />
            {sub.phrases.length > 0 ? (
              <KeptPhrases sub={sub} field={fields[phraseField(sub.number)]!} />
            ) : null}
          </fieldset>
        ))}
        {draft.label ? <LabelFields label={draft.label} fields={fields} /> : null}
        {draft.composition ? <CompositionFields composition={draft.composition} fields={fields} /> : null}
        <div className="actions">
          <button type="submit" name="intent" value="save">
            {t("publisher.editor.section.save")}
          </button>{" "}
          {draft.section < SECTION_COUNT ? (
            <button type="submit" name="intent" value="next">
              {t("publisher.editor.section.saveNext")}
            </button>
          ) : null}
        </div>
        <PhraseSearch draft={draft} fields={fields} />
      </Form>
    </>
  );
}

/** A group of checkboxes of one field: its fieldset carries the field's id, so the error summary can link to it. */
function BoxGroup({
  field,
  legend,
  hint,
  className = "checkboxes",
  children,
}: {
  field: FieldMetadata<unknown>;
  legend: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const described = [hintId, field.errors?.length ? field.errorId : undefined].filter(Boolean).join(" ");
  return (
    <fieldset
      id={field.id}
      tabIndex={-1}
      className={className}
      aria-describedby={described || undefined}
      key={field.key}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p className="help" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
      {children}
    </fieldset>
  );
}

/** One box of a group (`name` shared by the group's boxes, as a list of values). */
function Box({
  field,
  value,
  checked,
  children,
}: {
  field: FieldMetadata<unknown>;
  value: string;
  checked: boolean;
  children: ReactNode;
}) {
  const id = `${field.id}-${value}`;
  return (
    <div className="checkbox">
      <input type="checkbox" id={id} name={field.name} value={value} defaultChecked={checked} />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}

function KeptPhrases({ sub, field }: { sub: Draft["subsections"][number]; field: FieldMetadata<unknown> }) {
  const { t } = useTranslation();
  const kept = new Set(listOf(field.initialValue));
  return (
    <BoxGroup
      field={field}
      legend={t("publisher.editor.section.phrases", { subsection: sub.number })}
      hint={t("publisher.editor.section.phrasesHint")}
    >
      {sub.phrases.map((p) => (
        <Box key={p.value} field={field} value={p.value} checked={kept.has(p.value)}>
          <strong>{p.code}</strong> {p.text}
        </Box>
      ))}
    </BoxGroup>
  );
}

function HeadingFields({ draft, fields }: { draft: Draft; fields: Fields }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        field={fields.product_name!}
        label={t("publisher.editor.start.productName")}
        maxLength={PUBLISHER_LIMITS.name}
      />
      <TextField
        field={fields.article_no!}
        label={t("publisher.editor.start.articleNo")}
        maxLength={SHEET_LIMITS_ARTICLE_NO}
        size={20}
      />
      <SelectField
        field={fields.sds_type!}
        label={t("publisher.editor.start.type")}
        options={draft.types.map((kind) => ({ value: String(kind.id), label: kind.name }))}
      />
    </>
  );
}

function LabelFields({ label, fields }: { label: NonNullable<Draft["label"]>; fields: Fields }) {
  const { t } = useTranslation();
  const signalWord = fields.signal_word!;
  const pictograms = fields.pictograms!;
  const word = typeof signalWord.initialValue === "string" ? signalWord.initialValue : "";
  const chosen = new Set(listOf(pictograms.initialValue));
  const words = [
    { value: "", name: t("publisher.editor.label.none") },
    { value: "Danger", name: t("publisher.sheet.signalWord.Danger") },
    { value: "Warning", name: t("publisher.sheet.signalWord.Warning") },
  ];
  return (
    <fieldset>
      <legend>{t("publisher.editor.label.heading")}</legend>
      <p className="help">{t("publisher.editor.label.hint")}</p>
      <BoxGroup field={signalWord} legend={t("publisher.editor.label.signalWord")} className="radios">
        {words.map((w) => (
          <div key={w.value} className="radio">
            <input
              type="radio"
              id={`${signalWord.id}-${w.value || "none"}`}
              name={signalWord.name}
              value={w.value}
              defaultChecked={word === w.value}
            />
            <label htmlFor={`${signalWord.id}-${w.value || "none"}`}>{w.name}</label>
          </div>
        ))}
      </BoxGroup>
      <BoxGroup
        field={pictograms}
        legend={t("publisher.editor.label.pictograms")}
        className="checkboxes pictogram-choices"
      >
        {label.pictograms.map((p) => (
          <Box key={p.code} field={pictograms} value={p.code} checked={chosen.has(p.code)}>
            <img src={`/pictograms/${p.code}.svg`} alt="" width={32} height={32} /> {p.name} ({p.code})
          </Box>
        ))}
      </BoxGroup>
    </fieldset>
  );
}

type Row = NonNullable<Draft["composition"]>["rows"][number];

/** A percentage of a composition row, labelled by the column and the substance (aria-label: a table cell). */
function PercentInput({ field, label }: { field: FieldMetadata<unknown>; label: string }) {
  const { key, ...props } = getInputProps(field, { type: "number" });
  return (
    <>
      <input key={key} {...props} min={0} max={100} step="any" aria-label={label} />
      <FieldError field={field} />
    </>
  );
}

function CompositionFields({
  composition,
  fields,
}: {
  composition: NonNullable<Draft["composition"]>;
  fields: Fields;
}) {
  const { t } = useTranslation();
  const remove = fields[COMPOSITION.remove]!;
  const removed = new Set(listOf(remove.initialValue));
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("publisher.editor.composition.substance"),
      rowHeader: true,
      // Each row's substance under its own indexed name (one list, no repeated control name).
      cell: (row, index) => (
        <>
          {row.name}
          <input type="hidden" name={`${COMPOSITION.substance}[${index}]`} value={row.id} />
        </>
      ),
    },
    { id: "cas", header: t("publisher.editor.composition.cas"), cell: (row) => row.cas || "–" },
    {
      id: "min",
      header: t("publisher.editor.composition.min"),
      cell: (row) => (
        <PercentInput
          field={fields[COMPOSITION.min(row.id)]!}
          label={t("publisher.editor.composition.minOf", { name: row.name })}
        />
      ),
    },
    {
      id: "max",
      header: t("publisher.editor.composition.max"),
      cell: (row) => (
        <PercentInput
          field={fields[COMPOSITION.max(row.id)]!}
          label={t("publisher.editor.composition.maxOf", { name: row.name })}
        />
      ),
    },
    {
      id: "remove",
      header: (
        <span className="visually-hidden">{t("publisher.editor.composition.remove", { name: "" })}</span>
      ),
      cell: (row) => {
        const id = `${remove.id}-${row.id}`;
        return (
          <div className="checkbox">
            <input
              type="checkbox"
              id={id}
              name={remove.name}
              value={row.id}
              defaultChecked={removed.has(String(row.id))}
            />
            <label htmlFor={id}>{t("publisher.editor.composition.remove", { name: row.name })}</label>
          </div>
        );
      },
    },
  ];
  return (
    <fieldset id={fields[COMPOSITION.substance]!.id} tabIndex={-1}>
      <legend>{t("publisher.editor.composition.heading")}</legend>
      <DataTable
        caption={t("publisher.editor.composition.heading")}
        captionHidden
        columns={columns}
        rows={composition.rows}
        rowKey={(row) => row.id}
        empty={t("publisher.editor.composition.empty")}
      />
      {composition.choices.length > 0 ? (
        <fieldset>
          <legend>{t("publisher.editor.composition.add")}</legend>
          <p className="help">{t("publisher.editor.composition.addHint")}</p>
          <SelectField
            field={fields[COMPOSITION.newSubstance]!}
            label={t("publisher.editor.composition.substance")}
            options={[
              { value: "", label: t("publisher.editor.composition.none") },
              ...composition.choices.map((s) => ({ value: String(s.id), label: s.name })),
            ]}
          />
          <TextField
            type="number"
            field={fields[COMPOSITION.newMin]!}
            label={t("publisher.editor.composition.newMin")}
            min={0}
            step="any"
          />
          <TextField
            type="number"
            field={fields[COMPOSITION.newMax]!}
            label={t("publisher.editor.composition.newMax")}
            min={0}
            step="any"
          />
        </fieldset>
      ) : null}
    </fieldset>
  );
}

function PhraseSearch({ draft, fields }: { draft: Draft; fields: Fields }) {
  const { t } = useTranslation();
  const { found } = draft;
  const add = fields[FIND.add]!;
  return (
    <fieldset id="find">
      <legend>{t("publisher.editor.find.heading")}</legend>
      <p className="help">{t("publisher.editor.find.intro")}</p>
      <SelectField
        field={fields[FIND.to]!}
        label={t("publisher.editor.find.subsection")}
        options={draft.subsections.map((sub) => ({
          value: sub.number,
          label: `${sub.number} ${sub.title}`,
        }))}
      />
      <div className="field">
        <label htmlFor={fields[FIND.q]!.id}>{t("publisher.editor.find.q")}</label>
        <FieldError field={fields[FIND.q]!} />
        <SearchInput field={fields[FIND.q]!} />
      </div>
      <div>
        <button type="submit" name="intent" value="find">
          {t("publisher.editor.find.submit")}
        </button>
      </div>
      {found.to !== null && found.q !== "" ? (
        found.rows.length === 0 ? (
          <p role="status">{t("publisher.editor.find.none", { q: found.q })}</p>
        ) : (
          <BoxGroup field={add} legend={t("publisher.editor.find.results", { subsection: found.to })}>
            {found.total > found.rows.length ? (
              <p className="help">
                {t("publisher.editor.find.more", { shown: found.rows.length, total: found.total })}
              </p>
            ) : null}
            {found.rows.map((p) => (
              <Box
                key={p.value}
                field={add}
                value={p.value}
                checked={listOf(add.initialValue).includes(p.value)}
              >
                <strong>{p.code}</strong> {p.text}{" "}
                <span className="help">
                  (
                  {t(
                    p.official ? "publisher.editor.section.kindOfficial" : "publisher.editor.section.kindOwn",
                  )}
                  )
                </span>
              </Box>
            ))}
            <div>
              <button type="submit" name="intent" value="save">
                {t("publisher.editor.section.save")}
              </button>
            </div>
          </BoxGroup>
        )
      ) : null}
    </fieldset>
  );
}

/** The words of the phrase search (a search input: TextField offers text, date and number only). */
function SearchInput({ field }: { field: FieldMetadata<unknown> }) {
  const { key, ...props } = getInputProps(field, { type: "search" });
  return <input key={key} {...props} maxLength={200} autoComplete="off" />;
}
