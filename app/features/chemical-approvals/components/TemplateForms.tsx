import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { labelIn, type TemplateStructure } from "../../../../core/smartforms/template";
import { DocumentFields, type FieldCandidates } from "../../smartforms/components/DocumentFields";
import { inputId } from "../../smartforms/document-paths";
import type { BandingView } from "../../smartforms/components/ControlBandingField";
import { ErrorSummary, useErrorSummaryFocus, type ErrorSummaryItem } from "~/ui/ErrorSummary";

/**
 * Chemical approvals on smart-form templates (version 2): the request form on a request template, the
 * evaluation form on the evaluation template, the answers read-only, and the links to the company's request
 * forms. Plain HTML forms: the action checks every answer by the template's rules and shows what is wrong.
 */

interface FieldsContext {
  language: number;
  candidates: FieldCandidates;
  riskLabels: { likelihood: string[]; severity: string[] };
}

/** A template's tabs, each a fieldset of its fields (read-only: a section of answers per tab). */
export function TemplateTabs({
  structure,
  templateLanguage,
  values,
  banding,
  errors,
  context,
  readOnly = false,
  headingLevel = 3,
}: {
  structure: TemplateStructure;
  templateLanguage: number;
  values: Record<string, unknown>;
  /** The control-banding proposals of these values (smartforms banding.server.ts bandingViews). */
  banding: Record<string, BandingView>;
  errors: Record<string, string[]>;
  context: FieldsContext;
  readOnly?: boolean;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <>
      {structure.tabs.map((tab) => {
        const label = labelIn(tab.label, context.language, templateLanguage);
        const fields = (
          <DocumentFields
            tab={tab}
            values={values}
            errors={errors}
            language={context.language}
            fallbackLanguage={templateLanguage}
            candidates={context.candidates}
            products={[]}
            riskLabels={context.riskLabels}
            readOnly={readOnly}
            banding={banding}
          />
        );
        return readOnly ? (
          <div key={tab.key}>
            <Heading>{label}</Heading>
            {fields}
          </div>
        ) : (
          <fieldset key={tab.key} className="form-section">
            <legend>{label}</legend>
            {fields}
          </fieldset>
        );
      })}
    </>
  );
}

/** The error summary's items: each input's messages linking to it, then the form's own. */
function summaryItems(
  errors: Record<string, string[]>,
  formErrors: string[],
  ids: Record<string, string> = {},
): ErrorSummaryItem[] {
  return [
    ...Object.entries(errors).map(([name, messages]) => ({
      key: name,
      text: messages.join(" "),
      href: `#${ids[name] ?? inputId(name.split(/[.[]/)[0]!)}`,
    })),
    ...formErrors.map((text, index) => ({ key: `form-${index}`, text })),
  ];
}

function TextInput({
  id,
  name,
  label,
  hint,
  defaultValue,
  errors,
  required,
  maxLength,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  defaultValue: string;
  errors: string[] | undefined;
  required?: boolean;
  maxLength: number;
}) {
  const invalid = Boolean(errors?.length);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
      {invalid ? (
        <p className="field-error" id={`${id}-error`}>
          {errors!.join(" ")}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type="text"
        defaultValue={defaultValue}
        maxLength={maxLength}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
    </div>
  );
}

export interface V2RequestFormProps {
  heading: string;
  templateName: string | null;
  template: { languageId: number; structure: TemplateStructure };
  defaults: {
    name: string;
    title: string;
    values: Record<string, unknown>;
    banding: Record<string, BandingView>;
  };
  context: FieldsContext;
  reply:
    | {
        errors: Record<string, string[]>;
        formErrors: string[];
        posted: {
          name: string;
          title: string;
          values: Record<string, unknown>;
          banding: Record<string, BandingView>;
        };
      }
    | undefined;
  nameMax: number;
  titleMax: number;
}

/** The request form on a template: name, heading, the template's tabs; save as draft or submit. */
export function V2RequestForm(props: V2RequestFormProps) {
  const { t } = useTranslation();
  const { reply } = props;
  const shown = reply?.posted ?? props.defaults;
  const errors = reply?.errors ?? {};
  const items = summaryItems(errors, reply?.formErrors ?? [], { name: "v2-name", title: "v2-title" });
  const summaryRef = useErrorSummaryFocus(items.length ? { status: "error" } : null);
  // The form is keyed by the reply so that a refused post shows what was posted (default values).
  return (
    <>
      <h1>{props.heading}</h1>
      {props.templateName ? <p>{t("approvals.v2.form.template", { name: props.templateName })}</p> : null}
      <p>{t("approvals.v2.form.intro")}</p>
      <ErrorSummary
        ref={summaryRef}
        id="v2-request-summary"
        title={t("approvals.v2.form.errorTitle")}
        items={items}
      />
      <Form method="post" id="v2-request" className="stack" key={JSON.stringify(reply?.posted ?? null)}>
        <TextInput
          id="v2-name"
          name="name"
          label={t("approvals.v2.form.name")}
          hint={t("approvals.v2.form.nameHint")}
          defaultValue={shown.name}
          errors={errors.name}
          required
          maxLength={props.nameMax}
        />
        <TextInput
          id="v2-title"
          name="title"
          label={t("approvals.v2.form.title")}
          hint={t("approvals.v2.form.titleHint")}
          defaultValue={shown.title}
          errors={errors.title}
          maxLength={props.titleMax}
        />
        <TemplateTabs
          structure={props.template.structure}
          templateLanguage={props.template.languageId}
          values={shown.values}
          banding={shown.banding}
          errors={errors}
          context={props.context}
        />
        <div className="button-row">
          <button type="submit" name="intent" value="draft" className="secondary">
            {t("approvals.v2.form.saveDraft")}
          </button>
          <button type="submit" name="intent" value="submit">
            {t("approvals.v2.form.submit")}
          </button>
        </div>
      </Form>
    </>
  );
}

export interface TemplateEvaluationView {
  evaluationId: number;
  templateName: string;
  templateLanguage: number;
  structure: TemplateStructure;
  values: Record<string, unknown>;
  banding: Record<string, BandingView>;
  isApproved: boolean | null;
  comment: string;
}

export interface TemplateEvaluationReply {
  intent: "evaluate_template";
  errors: Record<string, string[]>;
  formErrors: string[];
  posted: {
    values: Record<string, unknown>;
    banding: Record<string, BandingView>;
    isApproved: boolean | null;
    comment: string;
  };
}

/** One's evaluation on the evaluation template: its tabs, then the decision and the comment. */
export function TemplateEvaluationForm({
  view,
  context,
  reply,
}: {
  view: TemplateEvaluationView;
  context: FieldsContext;
  reply: TemplateEvaluationReply | undefined;
}) {
  const { t } = useTranslation();
  const errors = reply?.errors ?? {};
  const shown = reply?.posted ?? {
    values: view.values,
    banding: view.banding,
    isApproved: view.isApproved,
    comment: view.comment,
  };
  const items = summaryItems(errors, reply?.formErrors ?? [], {
    is_approved: "v2-approve",
    comment: "v2-comment",
  });
  const summaryRef = useErrorSummaryFocus(items.length ? { status: "error" } : null);
  const decisionInvalid = Boolean(errors.is_approved?.length);
  const commentInvalid = Boolean(errors.comment?.length);
  return (
    <section aria-labelledby="template-evaluation-heading">
      <h2 id="template-evaluation-heading">
        {t("approvals.v2.evaluation.heading", { name: view.templateName })}
      </h2>
      <p>{t("approvals.v2.evaluation.intro")}</p>
      <ErrorSummary
        ref={summaryRef}
        id="v2-evaluation-summary"
        title={t("approvals.v2.evaluation.errorTitle")}
        items={items}
      />
      <Form method="post" id="v2-evaluation" className="stack" key={JSON.stringify(reply?.posted ?? null)}>
        <input type="hidden" name="intent" value="evaluate" />
        <input type="hidden" name="on_template" value="yes" />
        <input type="hidden" name="evaluation_id" value={view.evaluationId} />
        <TemplateTabs
          structure={view.structure}
          templateLanguage={view.templateLanguage}
          values={shown.values}
          banding={shown.banding}
          errors={errors}
          context={context}
        />
        <fieldset
          className={decisionInvalid ? "invalid" : undefined}
          aria-describedby={decisionInvalid ? "v2-decision-error" : undefined}
        >
          <legend>{t("approvals.v2.evaluation.decision")}</legend>
          {decisionInvalid ? (
            <p className="field-error" id="v2-decision-error">
              {errors.is_approved!.join(" ")}
            </p>
          ) : null}
          <ul className="radio-list">
            <li>
              <input
                type="radio"
                id="v2-approve"
                name="is_approved"
                value="true"
                defaultChecked={shown.isApproved === true}
              />
              <label htmlFor="v2-approve">{t("approvals.v2.evaluation.approve")}</label>
            </li>
            <li>
              <input
                type="radio"
                id="v2-reject"
                name="is_approved"
                value="false"
                defaultChecked={shown.isApproved === false}
              />
              <label htmlFor="v2-reject">{t("approvals.v2.evaluation.reject")}</label>
            </li>
          </ul>
        </fieldset>
        <div className="field">
          <label htmlFor="v2-comment">{t("approvals.v2.evaluation.comment")}</label>
          {commentInvalid ? (
            <p className="field-error" id="v2-comment-error">
              {errors.comment!.join(" ")}
            </p>
          ) : null}
          <textarea
            id="v2-comment"
            name="comment"
            rows={4}
            defaultValue={shown.comment}
            aria-invalid={commentInvalid || undefined}
            aria-describedby={commentInvalid ? "v2-comment-error" : undefined}
          />
        </div>
        <div>
          <button type="submit">{t("approvals.v2.evaluation.submit")}</button>
        </div>
      </Form>
    </section>
  );
}

export interface TemplateAnswersView {
  key: string;
  heading: string;
  templateLanguage: number;
  structure: TemplateStructure;
  values: Record<string, unknown>;
  banding: Record<string, BandingView>;
}

/** Filled-in forms read-only: the request's, or each evaluation's. */
export function TemplateAnswers({
  id,
  heading,
  forms,
  context,
}: {
  id: string;
  heading: string;
  forms: TemplateAnswersView[];
  context: FieldsContext;
}) {
  if (forms.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {forms.map((form) => (
        <article key={form.key} aria-labelledby={`${id}-${form.key}`}>
          <h3 id={`${id}-${form.key}`}>{form.heading}</h3>
          <TemplateTabs
            structure={form.structure}
            templateLanguage={form.templateLanguage}
            values={form.values}
            banding={form.banding}
            errors={{}}
            context={context}
            readOnly
            headingLevel={4}
          />
        </article>
      ))}
    </section>
  );
}

/** The company's request forms, as links to the form on each (the standard form stays on the page). */
export function RequestTemplateLinks({
  templates,
}: {
  templates: { id: number; name: string; href: string }[];
}) {
  const { t } = useTranslation();
  if (templates.length === 0) return null;
  return (
    <nav aria-labelledby="request-templates-heading" className="request-templates">
      <h2 id="request-templates-heading">{t("approvals.v2.templates.heading")}</h2>
      <p>{t("approvals.v2.templates.intro")}</p>
      <ul>
        {templates.map((template) => (
          <li key={template.id}>
            <Link to={template.href}>{template.name}</Link>
          </li>
        ))}
        <li>
          <a href="#new-request">{t("approvals.v2.templates.standard")}</a>
        </li>
      </ul>
    </nav>
  );
}
