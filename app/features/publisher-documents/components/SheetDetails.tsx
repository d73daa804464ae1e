import { useTranslation } from "react-i18next";

/** Who the sheet is by, its language and market, its version and state. */
export function SheetDetails({
  sheet,
}: {
  sheet: { supplier: string; language: string; market: string; version: number; status: string };
}) {
  const { t } = useTranslation();
  const rows: [string, string | number][] = [
    [t("publisher.editor.sheet.supplier"), sheet.supplier],
    [t("publisher.editor.sheet.language"), sheet.language],
    [t("publisher.editor.sheet.market"), sheet.market],
    [t("publisher.editor.sheet.version"), sheet.version],
    [t("publisher.editor.sheet.status"), sheet.status],
  ];
  return (
    <dl className="details" aria-label={t("publisher.editor.sheet.details")}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
