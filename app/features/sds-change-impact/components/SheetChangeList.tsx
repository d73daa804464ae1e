import { useTranslation } from "react-i18next";
import type { SdsImpact } from "../../../../api/sds-change-impact/schemas";

type Change = SdsImpact["change"];
type Value = { from: string | null; to: string | null } | null;

/**
 * What changed between two sheets, part by part (only the parts that changed), as a description list:
 * the codes added and removed, the values before and after, and the substances by CAS number.
 */
export function SheetChangeList({ change, parts }: { change: Change; parts: SdsImpact["parts"] }) {
  const { t } = useTranslation();
  if (parts.length === 0) return <p>{t("actions.impact.diff.none")}</p>;
  const none = t("actions.impact.nothing");
  const value = (v: Value, show: (text: string) => string = (text) => text) =>
    v ? t("actions.impact.value", { from: v.from ? show(v.from) : none, to: v.to ? show(v.to) : none }) : "";
  const classification = (text: string) => t(`actions.impact.classification.${text}`, { defaultValue: text });
  const codes = (list: { added: string[]; removed: string[] }) => (
    <>
      {list.added.length > 0 ? (
        <div>{t("actions.impact.added", { codes: list.added.join(", ") })}</div>
      ) : null}
      {list.removed.length > 0 ? (
        <div>{t("actions.impact.removed", { codes: list.removed.join(", ") })}</div>
      ) : null}
    </>
  );
  const substanceName = (s: { name: string | null; cas: string | null }) =>
    [s.name, s.cas ? `(${s.cas})` : null].filter(Boolean).join(" ");
  const detail: Record<SdsImpact["parts"][number], () => React.ReactNode> = {
    classification: () => value(change.classification, classification),
    signal_word: () => value(change.signal_word),
    hazard_statements: () => codes(change.hazard_statements),
    precautionary_statements: () => codes(change.precautionary_statements),
    pictograms: () => codes(change.pictograms),
    storage_class: () => value(change.storage_class),
    substances: () => (
      <>
        {change.substances.added.map((s) => (
          <div key={`a${substanceName(s)}`}>
            {t("actions.impact.substanceAdded", { name: substanceName(s) })}
          </div>
        ))}
        {change.substances.removed.map((s) => (
          <div key={`r${substanceName(s)}`}>
            {t("actions.impact.substanceRemoved", { name: substanceName(s) })}
          </div>
        ))}
        {change.substances.changed.map((s) => (
          <div key={`c${s.key}`}>
            {t("actions.impact.substanceChanged", {
              name: s.name ?? s.key,
              from: s.from ?? none,
              to: s.to ?? none,
            })}
          </div>
        ))}
      </>
    ),
  };
  return (
    <dl className="facts">
      {parts.map((part) => (
        <div key={part}>
          <dt>{t(`actions.impact.part.${part}`)}</dt>
          <dd>{detail[part]()}</dd>
        </div>
      ))}
    </dl>
  );
}
