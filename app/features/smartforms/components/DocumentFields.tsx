import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import type { DocumentProduct } from "../../../../api/smartforms/schemas";
import { PPE_CHOICES, riskScore, type Measure } from "../../../../core/smartforms/answers";
import {
  MEASURE_TEXT_MAX,
  RISK_MATRIX_LEVELS,
  TEXT_VALUE_MAX,
  LONG_TEXT_VALUE_MAX,
  CANDIDATE_QUERY_MAX,
} from "../../../../core/smartforms/kinds";
import { labelIn, type TemplateField, type TemplateTab } from "../../../../core/smartforms/template";
import { answerLines } from "../../../../core/smartforms/answer-text";
import type { ControlBandingValue } from "../../../../core/control-banding/value";
import { describedBy } from "../../../ui/described-by";
import { SearchPicker, type SearchPickerState } from "../../../ui/SearchPicker";
import { DOCUMENT_INPUTS, inputId, PICKER_INTENT_PREFIX, pickerQueryName } from "../document-paths";
import {
  ControlBandingField,
  NO_BANDING_VIEW,
  type BandingView,
  type ExposurePlanOffer,
} from "./ControlBandingField";

/**
 * A reference field's searched picker (docs/decisions/082-searched-reference-pickers.md) searches this list;
 * its search field's label names it.
 */
const PICKER_LIST = { product: "products", location: "locations", person: "people" } as const;

/** Something a reference field can name: a product, a location or a person. */
export interface Candidate {
  id: number;
  name: string;
}

/** What the reference fields offer to tick (bounded lists the page loads), besides what is already named. */
export interface FieldCandidates {
  products: Candidate[];
  locations: Candidate[];
  people: Candidate[];
}

export interface DocumentFieldsProps {
  tab: TemplateTab;
  /** The answers shown: the saved ones, or what was posted when a save was refused. */
  values: Record<string, unknown>;
  /** Messages by input name (`f3`, `f6.task`, `f9[1].due`). */
  errors: Record<string, string[]>;
  /** The reader's language id, and the template's (labels fall back to it). */
  language: number;
  fallbackLanguage: number;
  candidates: FieldCandidates;
  /** The products the document names, with the hazard facts the control-banding method reads. */
  products: DocumentProduct[];
  /** The company's risk-matrix labels, five per axis, already in the reader's words. */
  riskLabels: { likelihood: string[]; severity: string[] };
  /** Answers as text (the approval page, the print view, a template's preview of a finished document). */
  readOnly?: boolean;
  /** The document a CMR product's control-banding answer offers an exposure plan for (absent: no offer). */
  exposurePlan?: ExposurePlanOffer;
  /** The method's proposal for each control-banding field, by field key (banding.server.ts bandingViews). */
  banding: Record<string, BandingView>;
  /**
   * Searched pickers for the product, location and person fields, by field key (the document page:
   * document-pickers.server.ts). A reference field without one lists `candidates` as checkboxes.
   */
  pickers?: Record<string, SearchPickerState>;
}

/** Empty measure rows offered below the filled ones, so a measure can be added without JavaScript. */
const EMPTY_MEASURE_ROWS = 2;

/**
 * A template tab's fields as the person filling in a document sees them: plain HTML controls, one per
 * field type, each with its label, hint and errors, so the form works with JavaScript off. Read-only, the
 * same fields are a description list of the answers.
 */
export function DocumentFields(props: DocumentFieldsProps) {
  if (props.readOnly) {
    return (
      <dl className="document-answers">
        {props.tab.fields.map((field) => (
          <AnswerRow key={field.key} field={field} {...props} />
        ))}
      </dl>
    );
  }
  return (
    <>
      {props.tab.fields.map((field) => (
        <FieldInput key={field.key} field={field} {...props} />
      ))}
    </>
  );
}

type FieldProps = DocumentFieldsProps & { field: TemplateField };

function useLabels(props: FieldProps) {
  const label = labelIn(props.field.label, props.language, props.fallbackLanguage);
  const help = labelIn(props.field.help, props.language, props.fallbackLanguage);
  return { label, help };
}

function Errors({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p className="field-error" id={id}>
      {messages.join(" ")}
    </p>
  );
}

/** A field made of several controls: a fieldset whose legend is the label. */
function Group({
  name,
  label,
  help,
  required,
  errors,
  children,
}: {
  name: string;
  label: string;
  help: string;
  required: boolean;
  errors: string[] | undefined;
  children: ReactNode;
}) {
  const id = inputId(name);
  const { t } = useTranslation();
  return (
    <fieldset
      className="field choice-group"
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy(help && `${id}-hint`, errors?.length ? `${id}-error` : undefined)}
    >
      <legend>
        {label}
        {required ? <span className="required"> ({t("smartforms.required")})</span> : null}
      </legend>
      {help ? (
        <p className="hint" id={`${id}-hint`}>
          {help}
        </p>
      ) : null}
      <Errors id={`${id}-error`} messages={errors} />
      {children}
    </fieldset>
  );
}

function FieldInput(props: FieldProps) {
  const { t } = useTranslation();
  const { field, values, errors } = props;
  const { label, help } = useLabels(props);
  const key = field.key;
  const id = inputId(key);
  const value = values[key];
  const fieldErrors = errors[key];
  const described = describedBy(help && `${id}-hint`, fieldErrors?.length ? `${id}-error` : undefined);
  const head = (
    <>
      <label htmlFor={id}>
        {label}
        {field.required ? <span className="required"> ({t("smartforms.required")})</span> : null}
      </label>
      {help ? (
        <p className="hint" id={`${id}-hint`}>
          {help}
        </p>
      ) : null}
      <Errors id={`${id}-error`} messages={fieldErrors} />
    </>
  );
  const invalid = fieldErrors?.length ? true : undefined;
  const text = value === undefined || value === null ? "" : String(value);
  // What every single-control field's control carries: its name, what it holds, and what describes it.
  const control = {
    id,
    name: key,
    defaultValue: text,
    "aria-describedby": described,
    "aria-invalid": invalid,
  };
  switch (field.type) {
    case "text":
      return (
        <div className="field">
          {head}
          <input {...control} type="text" maxLength={TEXT_VALUE_MAX} />
        </div>
      );
    case "long_text":
      return (
        <div className="field">
          {head}
          <textarea {...control} rows={5} maxLength={LONG_TEXT_VALUE_MAX} />
        </div>
      );
    case "number":
      return (
        <div className="field">
          {head}
          <input {...control} type="text" inputMode="decimal" />
        </div>
      );
    case "date":
      // A text input with the format said, not type="date": it reads and types the same in every browser
      // and to every screen reader, and what is typed reaches the rules, which say what is wrong.
      return (
        <div className="field">
          {head}
          <p className="hint" id={`${id}-format`}>
            {t("smartformDocuments.dateFormat")}
          </p>
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            aria-describedby={describedBy(described, `${id}-format`)}
          />
        </div>
      );
    case "single_choice":
      return (
        <Group name={key} label={label} help={help} required={field.required} errors={fieldErrors}>
          {field.options.map((option) => (
            <label key={option.bit} className="choice">
              <input
                type="radio"
                name={key}
                value={option.bit}
                defaultChecked={Number(value) === option.bit}
              />{" "}
              {labelIn(option.label, props.language, props.fallbackLanguage)}
            </label>
          ))}
          {!field.required ? (
            <label className="choice">
              <input type="radio" name={key} value="" defaultChecked={value === undefined || value === ""} />{" "}
              {t("smartforms.notAnswered")}
            </label>
          ) : null}
        </Group>
      );
    case "multiple_choice":
      return (
        <Group name={key} label={label} help={help} required={field.required} errors={fieldErrors}>
          {field.options.map((option) => (
            <label key={option.bit} className="choice">
              <input
                type="checkbox"
                name={key}
                value={option.bit}
                defaultChecked={(Number(value) & option.bit) !== 0}
              />{" "}
              {labelIn(option.label, props.language, props.fallbackLanguage)}
            </label>
          ))}
        </Group>
      );
    case "ppe":
      return (
        <Group name={key} label={label} help={help} required={field.required} errors={fieldErrors}>
          {PPE_CHOICES.map((ppe, index) => (
            <label key={ppe} className="choice">
              <input
                type="checkbox"
                name={key}
                value={2 ** index}
                defaultChecked={(Number(value) & (2 ** index)) !== 0}
              />{" "}
              {t(`approvals.option.ppe.${ppe}`)}
            </label>
          ))}
        </Group>
      );
    case "yes_no":
      return (
        <Group name={key} label={label} help={help} required={field.required} errors={fieldErrors}>
          <label className="choice">
            <input type="radio" name={key} value="yes" defaultChecked={value === true} />{" "}
            {t("smartforms.yes")}
          </label>
          <label className="choice">
            <input type="radio" name={key} value="no" defaultChecked={value === false} /> {t("smartforms.no")}
          </label>
          {!field.required ? (
            <label className="choice">
              <input type="radio" name={key} value="" defaultChecked={value === undefined} />{" "}
              {t("smartforms.notAnswered")}
            </label>
          ) : null}
        </Group>
      );
    case "product":
    case "location":
    case "person": {
      const picker = props.pickers?.[key];
      if (picker) {
        return (
          <Group name={key} label={label} help={help} required={field.required} errors={fieldErrors}>
            <SearchPicker
              id={id}
              name={key}
              multiple
              state={picker}
              queryName={pickerQueryName(key)}
              queryMaxLength={CANDIDATE_QUERY_MAX}
              searchButton={{ name: DOCUMENT_INPUTS.intent, value: `${PICKER_INTENT_PREFIX}${key}` }}
              invalid={invalid}
              texts={{
                chosen: t("smartformDocuments.picker.chosen"),
                noneChosen: t("smartformDocuments.picker.noneChosen"),
                searchLabel: t(`smartformDocuments.picker.search.${PICKER_LIST[field.type]}`),
                searchHint: t("smartformDocuments.picker.searchHint"),
                find: t("smartformDocuments.picker.find"),
                matches: t("smartformDocuments.picker.matches", { q: picker.q }),
                noMatches: t("smartformDocuments.picker.noMatches", { q: picker.q }),
                more: t("smartformDocuments.picker.more"),
              }}
            />
          </Group>
        );
      }
      const pool =
        field.type === "product"
          ? props.candidates.products
          : field.type === "location"
            ? props.candidates.locations
            : props.candidates.people;
      const chosen = new Set((Array.isArray(value) ? value : []).map(Number));
      return (
        <Group name={key} label={label} help={help} required={field.required} errors={fieldErrors}>
          {pool.length === 0 ? <p className="hint">{t("smartforms.notAnswered")}</p> : null}
          {/* Up to three lists of CANDIDATES_MAX rows: the space and the name are one text node, so the
              server's HTML has no separator comment between them (a smaller page, fewer nodes to render). */}
          {pool.map((candidate) => (
            <label key={candidate.id} className="choice">
              <input
                type="checkbox"
                name={key}
                value={candidate.id}
                defaultChecked={chosen.has(candidate.id)}
              />
              {` ${candidate.name}`}
            </label>
          ))}
        </Group>
      );
    }
    case "risk_matrix": {
      const matrix = (value && typeof value === "object" ? value : {}) as {
        likelihood?: unknown;
        severity?: unknown;
      };
      const axes = [
        ["likelihood", props.riskLabels.likelihood, t("smartforms.risk.likelihood")],
        ["severity", props.riskLabels.severity, t("smartforms.risk.severity")],
      ] as const;
      const score =
        typeof matrix.likelihood === "number" && typeof matrix.severity === "number"
          ? riskScore({ likelihood: matrix.likelihood, severity: matrix.severity })
          : null;
      return (
        <Group name={key} label={label} help={help} required={field.required} errors={fieldErrors}>
          {axes.map(([axis, labels, axisLabel]) => {
            const axisId = inputId(`${key}.${axis}`);
            return (
              <div className="field" key={axis}>
                <label htmlFor={axisId}>{axisLabel}</label>
                <Errors id={`${axisId}-error`} messages={errors[`${key}.${axis}`]} />
                <select id={axisId} name={`${key}.${axis}`} defaultValue={String(matrix[axis] ?? "")}>
                  <option value="">{t("smartforms.notAnswered")}</option>
                  {Array.from({ length: RISK_MATRIX_LEVELS }, (_, index) => (
                    <option key={index} value={index + 1}>
                      {index + 1} – {labels[index]}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
          {score ? (
            <p className={`risk-score risk-${score.band}`}>
              {t("smartforms.risk.score", {
                score: score.score,
                band: t(`smartforms.risk.band.${score.band}`),
              })}
            </p>
          ) : null}
        </Group>
      );
    }
    case "measures": {
      const rows = (Array.isArray(value) ? value : []) as Partial<Measure>[];
      const all = [...rows, ...Array.from({ length: EMPTY_MEASURE_ROWS }, () => ({}) as Partial<Measure>)];
      return (
        <Group name={key} label={label} help={help} required={field.required} errors={fieldErrors}>
          <ol className="measure-rows">
            {all.map((row, index) => {
              const name = (part: string) => `${key}[${index}].${part}`;
              return (
                <li key={index}>
                  <fieldset className="measure-row">
                    <legend>
                      {t("smartforms.measure.text")} {index + 1}
                    </legend>
                    <div className="field">
                      <label htmlFor={inputId(name("text"))}>{t("smartforms.measure.text")}</label>
                      <Errors id={`${inputId(name("text"))}-error`} messages={errors[name("text")]} />
                      <textarea
                        id={inputId(name("text"))}
                        name={name("text")}
                        rows={2}
                        defaultValue={row.text ?? ""}
                        maxLength={MEASURE_TEXT_MAX}
                      />
                    </div>
                    <div className="field">
                      <label htmlFor={inputId(name("responsible"))}>
                        {t("smartforms.measure.responsible")}
                      </label>
                      <input
                        id={inputId(name("responsible"))}
                        name={name("responsible")}
                        type="text"
                        defaultValue={row.responsible ?? ""}
                        maxLength={TEXT_VALUE_MAX}
                      />
                    </div>
                    <div className="field">
                      <label htmlFor={inputId(name("due"))}>{t("smartforms.measure.due")}</label>
                      <Errors id={`${inputId(name("due"))}-error`} messages={errors[name("due")]} />
                      <input
                        id={inputId(name("due"))}
                        name={name("due")}
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={10}
                        placeholder="YYYY-MM-DD"
                        defaultValue={row.due ?? ""}
                      />
                    </div>
                    <label className="choice">
                      <input type="checkbox" name={name("done")} defaultChecked={row.done === true} />{" "}
                      {t("smartforms.measure.done")}
                    </label>
                  </fieldset>
                </li>
              );
            })}
          </ol>
        </Group>
      );
    }
    case "control_banding":
      return (
        <ControlBandingField
          name={key}
          label={label}
          help={help}
          value={value && typeof value === "object" ? (value as ControlBandingValue) : undefined}
          products={props.products}
          errors={Object.fromEntries(
            Object.entries(errors).filter(([name]) => name === key || name.startsWith(`${key}.`)),
          )}
          readOnly={false}
          exposurePlan={props.exposurePlan}
          view={props.banding[key] ?? NO_BANDING_VIEW}
        />
      );
  }
}

/** One answer as text, for the read-only views: the words of core/smartforms/answer-text.ts, laid out here. */
function AnswerRow(props: FieldProps) {
  const { t } = useTranslation();
  const { field, values } = props;
  const { label } = useLabels(props);
  const value = values[field.key];
  const pools = {
    product: [...props.products, ...props.candidates.products],
    location: props.candidates.locations,
    person: props.candidates.people,
  };
  const lines = answerLines(field, value, {
    t: (key, vars) => t(key, vars),
    language: props.language,
    fallbackLanguage: props.fallbackLanguage,
    nameOf: (kind, id) => pools[kind].find((c: Candidate) => c.id === id)?.name ?? `#${id}`,
    levelLabel: (axis, level) => props.riskLabels[axis][level - 1] ?? String(level),
  });
  let answer: ReactNode = <span className="muted">{t("smartforms.notAnswered")}</span>;
  if (field.type === "control_banding" && value !== undefined && value !== null && value !== "") {
    // The method's answer shows its proposal beside the words, as the form does.
    answer = (
      <ControlBandingField
        name={field.key}
        label={label}
        help=""
        value={value as ControlBandingValue}
        products={props.products}
        errors={{}}
        readOnly
        exposurePlan={props.exposurePlan}
        view={props.banding[field.key] ?? NO_BANDING_VIEW}
      />
    );
  } else if (lines.length > 0) {
    answer =
      field.type === "measures" ? (
        <ul>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : field.type === "long_text" || field.type === "risk_matrix" ? (
        <span className="pre-line">{lines.join("\n")}</span>
      ) : (
        lines.join(", ")
      );
  }
  return (
    <>
      <dt>{label}</dt>
      <dd>{answer}</dd>
    </>
  );
}
