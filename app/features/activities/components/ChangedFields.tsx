import { useTranslation } from "react-i18next";

/** One field of a change: its value before and after as text; undefined where that side was not recorded. */
export interface FieldChange {
  field: string;
  before?: string | null;
  after?: string | null;
}

/**
 * What one change did, field by field: "before → after" for an update, the value alone for a creation
 * (after) or a deletion (before). Values are text nodes, so recorded content can never become markup.
 */
export function ChangedFields({ changes }: { changes: readonly FieldChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <span className="activity-note">{t("activities.noFields")}</span>;
  const value = (text: string | null) =>
    text === null ? <span className="activity-note">{t("activities.emptyValue")}</span> : text;
  return (
    <dl className="activity-changes">
      {changes.map((change) => (
        <div key={change.field}>
          <dt>{change.field}</dt>
          <dd>
            {change.before !== undefined ? (
              <del>
                <span className="visually-hidden">{t("activities.before")}: </span>
                {value(change.before)}
              </del>
            ) : null}
            {change.before !== undefined && change.after !== undefined ? (
              <span aria-hidden="true"> → </span>
            ) : null}
            {change.after !== undefined ? (
              <ins>
                <span className="visually-hidden">{t("activities.after")}: </span>
                {value(change.after)}
              </ins>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
