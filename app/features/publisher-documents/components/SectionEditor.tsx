import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PUBLISHER_LIMITS } from "../../../../core/publisher/rules";
import type { draftPage } from "../editor.server";
import { SHEET_LIMITS_ARTICLE_NO, SUBSECTION_TEXT_MAX } from "../limits";
import { COMPOSITION, editorHref, FIND, phraseField, SECTION_COUNT, textField } from "../section-fields";
import { Field } from "./Field";
import { formState, type EditorAction, type FormState } from "./form-state";
import { SectionNav } from "./SectionNav";
import { SheetDetails } from "./SheetDetails";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { ErrorSummary } from "~/ui/ErrorSummary";

type Draft = Awaited<ReturnType<typeof draftPage>>;
const FORM = "section-form";

/**
 * A draft, one section at a time: the section navigation, the section's form (each subsection's text and
 * phrases; the heading in section 1, the label in 2, the composition in 3; a phrase search whose ticked
 * results join a subsection when the section is saved), then "Check and publish" and deleting the draft.
 */
export function SectionEditor({ draft, actionData }: { draft: Draft; actionData: EditorAction | undefined }) {
  const { t } = useTranslation();
  const state = formState(actionData, "section");
  const { sheet, section } = draft;
  const problems = actionData?.intent === "publish" ? actionData.problems : [];
  const action = editorHref(sheet.id, section);
  return (
    <>
      <h1>{t("publisher.editor.title.draft", { name: sheet.name })}</h1>
      <SheetDetails sheet={sheet} />
      <ErrorSummary
        id="publish-summary"
        title={t("publisher.editor.publish.problems")}
        items={problems.map((problem, i) => ({
          key: `problem-${i}`,
          text: problem.text,
          ...(problem.section !== null ? { href: editorHref(sheet.id, problem.section) } : {}),
        }))}
      />
      <SectionNav id={sheet.id} current={section} />
      <section aria-labelledby="section-heading">
        <h2 id="section-heading">
          {t("publisher.editor.section.heading", { section, title: draft.heading })}
        </h2>
        <ErrorSummary
          id={`${FORM}-summary`}
          title={t("publisher.editor.errors")}
          items={state.summary(FORM)}
        />
        <Form method="post" action={action} className="stack" id={FORM}>
          {section === 1 ? <HeadingFields draft={draft} state={state} /> : null}
          {draft.subsections.map((sub) => (
            <fieldset key={sub.number}>
              <legend>
                {sub.number} {sub.title}
              </legend>
              <Field
                formId={FORM}
                name={textField(sub.number)}
                label={t("publisher.editor.section.text")}
                state={state}
              >
                {(attributes) => (
                  <textarea
                    {...attributes}
                    rows={4}
                    maxLength={SUBSECTION_TEXT_MAX}
                    defaultValue={state.text(textField(sub.number), sub.text)}
                  />
                )}
              </Field>
              {sub.phrases.length > 0 ? <KeptPhrases sub={sub} state={state} /> : null}
            </fieldset>
          ))}
          {draft.label ? <LabelFields label={draft.label} state={state} /> : null}
          {draft.composition ? <CompositionFields composition={draft.composition} state={state} /> : null}
          <div className="actions">
            <button type="submit" name="intent" value="save">
              {t("publisher.editor.section.save")}
            </button>{" "}
            {section < SECTION_COUNT ? (
              <button type="submit" name="intent" value="next">
                {t("publisher.editor.section.saveNext")}
              </button>
            ) : null}
          </div>
          <PhraseSearch draft={draft} state={state} />
        </Form>
      </section>
      <section aria-labelledby="publish-heading">
        <h2 id="publish-heading">{t("publisher.editor.publish.heading")}</h2>
        <p>{t("publisher.editor.publish.intro")}</p>
        <Form method="post" action={action}>
          <button type="submit" name="intent" value="publish">
            {t("publisher.editor.publish.submit")}
          </button>
        </Form>
        <p>
          <Link to={editorHref(sheet.id, undefined, { delete: "1" })}>
            {t("publisher.editor.delete.link")}
          </Link>
        </p>
      </section>
    </>
  );
}

function KeptPhrases({ sub, state }: { sub: Draft["subsections"][number]; state: FormState }) {
  const { t } = useTranslation();
  const name = phraseField(sub.number);
  const kept = new Set(
    state.list(
      name,
      sub.phrases.map((p) => p.value),
    ),
  );
  return (
    <fieldset className="checkboxes" aria-describedby={`${name}-hint`}>
      <legend>{t("publisher.editor.section.phrases", { subsection: sub.number })}</legend>
      <p className="help" id={`${name}-hint`}>
        {t("publisher.editor.section.phrasesHint")}
      </p>
      {sub.phrases.map((p) => (
        <div key={p.value} className="checkbox">
          <input
            type="checkbox"
            id={`${FORM}-${name}-${p.value}`}
            name={name}
            value={p.value}
            defaultChecked={kept.has(p.value)}
          />
          <label htmlFor={`${FORM}-${name}-${p.value}`}>
            <strong>{p.code}</strong> {p.text}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

function HeadingFields({ draft, state }: { draft: Draft; state: FormState }) {
  const { t } = useTranslation();
  return (
    <>
      <Field formId={FORM} name="product_name" label={t("publisher.editor.start.productName")} state={state}>
        {(attributes) => (
          <input
            {...attributes}
            type="text"
            maxLength={PUBLISHER_LIMITS.name}
            defaultValue={state.text("product_name", draft.sheet.name)}
            autoComplete="off"
          />
        )}
      </Field>
      <Field formId={FORM} name="article_no" label={t("publisher.editor.start.articleNo")} state={state}>
        {(attributes) => (
          <input
            {...attributes}
            type="text"
            size={20}
            maxLength={SHEET_LIMITS_ARTICLE_NO}
            defaultValue={state.text("article_no", draft.sheet.articleNo)}
            autoComplete="off"
          />
        )}
      </Field>
      <Field formId={FORM} name="sds_type" label={t("publisher.editor.start.type")} state={state}>
        {(attributes) => (
          <select {...attributes} defaultValue={state.text("sds_type", String(draft.sheet.type))}>
            {draft.types.map((kind) => (
              <option key={kind.id} value={kind.id}>
                {kind.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

function LabelFields({ label, state }: { label: NonNullable<Draft["label"]>; state: FormState }) {
  const { t } = useTranslation();
  const word = state.text("signal_word", label.signalWord ?? "");
  const chosen = new Set(
    state.list(
      "pictograms",
      label.pictograms.filter((p) => p.checked).map((p) => p.code),
    ),
  );
  const words = [
    { value: "", name: t("publisher.editor.label.none") },
    { value: "Danger", name: t("publisher.sheet.signalWord.Danger") },
    { value: "Warning", name: t("publisher.sheet.signalWord.Warning") },
  ];
  return (
    <fieldset>
      <legend>{t("publisher.editor.label.heading")}</legend>
      <p className="help">{t("publisher.editor.label.hint")}</p>
      <fieldset className="radios">
        <legend>{t("publisher.editor.label.signalWord")}</legend>
        {words.map((w) => (
          <div key={w.value} className="radio">
            <input
              type="radio"
              id={`${FORM}-signal_word-${w.value || "none"}`}
              name="signal_word"
              value={w.value}
              defaultChecked={word === w.value}
            />
            <label htmlFor={`${FORM}-signal_word-${w.value || "none"}`}>{w.name}</label>
          </div>
        ))}
      </fieldset>
      <fieldset className="checkboxes pictogram-choices" id={`${FORM}-pictograms`}>
        <legend>{t("publisher.editor.label.pictograms")}</legend>
        {label.pictograms.map((p) => (
          <div key={p.code} className="checkbox">
            <input
              type="checkbox"
              id={`${FORM}-pictogram-${p.code}`}
              name="pictograms"
              value={p.code}
              defaultChecked={chosen.has(p.code)}
            />
            <label htmlFor={`${FORM}-pictogram-${p.code}`}>
              <img src={`/pictograms/${p.code}.svg`} alt="" width={32} height={32} /> {p.name} ({p.code})
            </label>
          </div>
        ))}
      </fieldset>
    </fieldset>
  );
}

type Row = NonNullable<Draft["composition"]>["rows"][number];

function CompositionFields({
  composition,
  state,
}: {
  composition: NonNullable<Draft["composition"]>;
  state: FormState;
}) {
  const { t } = useTranslation();
  const removed = new Set(state.list(COMPOSITION.remove, []));
  const percent = (name: string, value: number | null, label: string) => (
    <>
      <input
        type="number"
        id={`${FORM}-${name}`}
        name={name}
        min={0}
        max={100}
        step="any"
        aria-label={label}
        defaultValue={state.text(name, value === null ? "" : String(value))}
        {...(state.errorsOf(name).length ? { "aria-invalid": true } : {})}
      />
      {state.errorsOf(name).length ? (
        <span className="field-error">{state.errorsOf(name).join(" ")}</span>
      ) : null}
    </>
  );
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
      cell: (row) =>
        percent(
          COMPOSITION.min(row.id),
          row.min,
          t("publisher.editor.composition.minOf", { name: row.name }),
        ),
    },
    {
      id: "max",
      header: t("publisher.editor.composition.max"),
      cell: (row) =>
        percent(
          COMPOSITION.max(row.id),
          row.max,
          t("publisher.editor.composition.maxOf", { name: row.name }),
        ),
    },
    {
      id: "remove",
      header: (
        <span className="visually-hidden">{t("publisher.editor.composition.remove", { name: "" })}</span>
      ),
      cell: (row) => (
        <div className="checkbox">
          <input
            type="checkbox"
            id={`${FORM}-remove-${row.id}`}
            name={COMPOSITION.remove}
            value={row.id}
            defaultChecked={removed.has(String(row.id))}
          />
          <label htmlFor={`${FORM}-remove-${row.id}`}>
            {t("publisher.editor.composition.remove", { name: row.name })}
          </label>
        </div>
      ),
    },
  ];
  return (
    <fieldset>
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
          <Field
            formId={FORM}
            name={COMPOSITION.newSubstance}
            label={t("publisher.editor.composition.substance")}
            state={state}
          >
            {(attributes) => (
              <select {...attributes} defaultValue={state.text(COMPOSITION.newSubstance, "")}>
                <option value="">{t("publisher.editor.composition.none")}</option>
                {composition.choices.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            formId={FORM}
            name={COMPOSITION.newMin}
            label={t("publisher.editor.composition.newMin")}
            state={state}
          >
            {(attributes) => (
              <input
                {...attributes}
                type="number"
                min={0}
                max={100}
                step="any"
                defaultValue={state.text(COMPOSITION.newMin, "")}
              />
            )}
          </Field>
          <Field
            formId={FORM}
            name={COMPOSITION.newMax}
            label={t("publisher.editor.composition.newMax")}
            state={state}
          >
            {(attributes) => (
              <input
                {...attributes}
                type="number"
                min={0}
                max={100}
                step="any"
                defaultValue={state.text(COMPOSITION.newMax, "")}
              />
            )}
          </Field>
        </fieldset>
      ) : null}
    </fieldset>
  );
}

function PhraseSearch({ draft, state }: { draft: Draft; state: FormState }) {
  const { t } = useTranslation();
  const { found } = draft;
  return (
    <fieldset id="find">
      <legend>{t("publisher.editor.find.heading")}</legend>
      <p className="help">{t("publisher.editor.find.intro")}</p>
      <Field formId={FORM} name={FIND.to} label={t("publisher.editor.find.subsection")} state={state}>
        {(attributes) => (
          <select {...attributes} defaultValue={found.to ?? draft.subsections[0]?.number}>
            {draft.subsections.map((sub) => (
              <option key={sub.number} value={sub.number}>
                {sub.number} {sub.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field formId={FORM} name={FIND.q} label={t("publisher.editor.find.q")} state={state}>
        {(attributes) => (
          <input {...attributes} type="search" maxLength={200} defaultValue={found.q} autoComplete="off" />
        )}
      </Field>
      <div>
        <button type="submit" name="intent" value="find">
          {t("publisher.editor.find.submit")}
        </button>
      </div>
      {found.to !== null && found.q !== "" ? (
        found.rows.length === 0 ? (
          <p role="status">{t("publisher.editor.find.none", { q: found.q })}</p>
        ) : (
          <fieldset className="checkboxes">
            <legend>{t("publisher.editor.find.results", { subsection: found.to })}</legend>
            {found.total > found.rows.length ? (
              <p className="help">
                {t("publisher.editor.find.more", { shown: found.rows.length, total: found.total })}
              </p>
            ) : null}
            {found.rows.map((p) => (
              <div key={p.value} className="checkbox">
                <input type="checkbox" id={`${FORM}-add-${p.value}`} name={FIND.add} value={p.value} />
                <label htmlFor={`${FORM}-add-${p.value}`}>
                  <strong>{p.code}</strong> {p.text}{" "}
                  <span className="help">
                    (
                    {t(
                      p.official
                        ? "publisher.editor.section.kindOfficial"
                        : "publisher.editor.section.kindOwn",
                    )}
                    )
                  </span>
                </label>
              </div>
            ))}
            <div>
              <button type="submit" name="intent" value="save">
                {t("publisher.editor.section.save")}
              </button>
            </div>
          </fieldset>
        )
      ) : null}
    </fieldset>
  );
}
