import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SmartformDocument } from "../../../../api/smartforms/schemas";
import { formatDate, formatDateTime } from "../../../../core/format";
import { LANGUAGES, isLanguageId } from "../../../../core/languages";
import type { DocumentOperation } from "../../../../core/smartforms/states";
import { approvalPath, legacyPath, lifecyclePath, versionsPath } from "../lifecycle-paths";

/** What a page may add to the panel when it has read it: the caller's read and understood, translation languages. */
export interface LifecycleExtras {
  /** When the caller confirmed read and understood on this version (null: not yet). */
  acknowledgedAt?: string | null;
  /** Languages the version can be translated into (its form is complete in them), other than its own. */
  languages?: number[];
}

/** What the panel reads of a version (a page may pass a version without its form and answers). */
type PanelDocument = Pick<
  SmartformDocument,
  | "id"
  | "status"
  | "version_no"
  | "submitted_by"
  | "submitted_at"
  | "approved_by"
  | "approved_at"
  | "review_due"
  | "is_published"
  | "is_latest"
  | "language_id"
  | "operations"
>;

/** The operations whose form is one button (and, for deleting, a confirmation box). */
const BUTTONS: { operation: DocumentOperation; confirm?: boolean }[] = [
  { operation: "submit" },
  { operation: "newVersion" },
  { operation: "delete", confirm: true },
  { operation: "deletePublishedLastOnly", confirm: true },
  { operation: "deletePublished", confirm: true },
];

/**
 * Where a document version stands and what may be done with it next (submit, approve, new version, delete,
 * translate, read and understood): the document page shows it beside the form. Each change is a plain form
 * posting to the lifecycle action route, offered only when the API's `operations` allow it; deleting asks for
 * a ticked confirmation box, so it works without JavaScript and cannot happen by one stray click.
 */
export function LifecyclePanel({
  document,
  extras = {},
}: {
  document: PanelDocument;
  extras?: LifecycleExtras;
}) {
  const { t, i18n } = useTranslation();
  const here = useLocation();
  const back = `${here.pathname}${here.search}`;
  const locale = i18n.language;
  const can = (operation: DocumentOperation) => document.operations.includes(operation);
  const action = lifecyclePath(document.id);
  const byOn = (person: { name: string } | null, when: string | null) =>
    person && when
      ? t("smartformVersions.panel.byOn", { name: person.name, date: formatDateTime(when, locale) })
      : null;
  const submitted = byOn(document.submitted_by, document.submitted_at);
  const approved = byOn(document.approved_by, document.approved_at);
  const languages = (extras.languages ?? []).filter((id) => id !== document.language_id && isLanguageId(id));
  return (
    <section aria-labelledby="lifecycle-heading" className="lifecycle stack">
      <h2 id="lifecycle-heading">{t("smartformVersions.panel.heading")}</h2>
      <dl className="facts">
        <dt>{t("smartformVersions.panel.status")}</dt>
        <dd>
          <span className={`status status-${document.status.name}`}>
            {t(`smartforms.status.${document.status.name}`)}
          </span>
        </dd>
        <dt>{t("smartformVersions.panel.version")}</dt>
        <dd>{t("smartformVersions.panel.versionOf", { number: document.version_no })}</dd>
        {submitted ? (
          <>
            <dt>{t("smartformVersions.panel.submitted")}</dt>
            <dd>{submitted}</dd>
          </>
        ) : null}
        {approved ? (
          <>
            <dt>{t("smartformVersions.panel.approved")}</dt>
            <dd>{approved}</dd>
          </>
        ) : null}
        {document.review_due && document.is_published ? (
          <>
            <dt>{t("smartformVersions.panel.reviewDue")}</dt>
            <dd>{formatDate(document.review_due, locale)}</dd>
          </>
        ) : null}
      </dl>
      {document.is_published ? <p>{t("smartformVersions.panel.published")}</p> : null}
      {!document.is_latest ? <p className="notice">{t("smartformVersions.panel.notLatest")}</p> : null}
      {extras.acknowledgedAt ? (
        <p>{t("smartformVersions.acknowledged", { date: formatDate(extras.acknowledgedAt, locale) })}</p>
      ) : null}
      <ul className="links">
        <li>
          <Link to={versionsPath(document.id)}>{t("smartformVersions.panel.versionsLink")}</Link>
        </li>
        {can("approve") || can("sendBack") ? (
          <li>
            <Link to={approvalPath(document.id)}>{t("smartformVersions.panel.approvalLink")}</Link>
          </li>
        ) : null}
        {can("newVersionFromLegacy") ? (
          <li>
            <Link to={legacyPath(document.id)}>{t("smartformVersions.panel.legacyLink")}</Link>
          </li>
        ) : null}
      </ul>
      <div className="lifecycle-actions stack" role="group" aria-label={t("smartformVersions.panel.actions")}>
        {BUTTONS.filter(({ operation }) => can(operation)).map(({ operation, confirm }) => (
          <Form method="post" action={action} key={operation} className="lifecycle-form">
            <input type="hidden" name="intent" value={operation} />
            <input type="hidden" name="back" value={back} />
            {confirm ? (
              <div className="checkbox">
                <input type="checkbox" id={`confirm-${operation}`} name="confirm" value="yes" required />
                <label htmlFor={`confirm-${operation}`}>{t("smartformVersions.action.confirm")}</label>
              </div>
            ) : null}
            <button type="submit" className={confirm ? "button danger" : "button"}>
              {t(`smartformVersions.action.${operation}`)}
            </button>
          </Form>
        ))}
        {can("acknowledge") ? (
          <Form method="post" action={action} className="lifecycle-form">
            <input
              type="hidden"
              name="intent"
              value={extras.acknowledgedAt ? "unacknowledge" : "acknowledge"}
            />
            <input type="hidden" name="back" value={back} />
            <button type="submit" className="button">
              {t(
                extras.acknowledgedAt
                  ? "smartformVersions.action.unacknowledge"
                  : "smartformVersions.action.acknowledge",
              )}
            </button>
          </Form>
        ) : null}
        {can("translate") && languages.length > 0 ? (
          <Form method="post" action={action} className="lifecycle-form">
            <input type="hidden" name="intent" value="translate" />
            <input type="hidden" name="back" value={back} />
            <div className="field">
              <label htmlFor="translate-language">{t("smartformVersions.action.translateLanguage")}</label>
              <select id="translate-language" name="language_id">
                {languages.map((id) => (
                  <option key={id} value={id} lang={isLanguageId(id) ? LANGUAGES[id].locale : undefined}>
                    {isLanguageId(id) ? LANGUAGES[id].name : id}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button">
              {t("smartformVersions.action.translate")}
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
