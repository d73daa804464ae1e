import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import type { CustomHitsSection } from "./hits.server";

type Row = CustomHitsSection["rows"][number];

function useColumns(): DataColumn<Row>[] {
  const { t } = useTranslation();
  return [
    {
      id: "product",
      header: t("customLists.export.product"),
      rowHeader: true,
      cell: (row) => <Link to={`/products/${row.productId}`}>{row.product}</Link>,
    },
    {
      id: "list",
      header: t("customLists.export.list"),
      cell: (row) => row.list ?? t("customLists.greylist"),
    },
    {
      id: "kind",
      header: t("customLists.export.kind"),
      cell: (row) =>
        row.phaseOut
          ? `${t(`customLists.kind.${row.kind}`)} (${t("customLists.export.phaseOut")} ${row.phaseOut})`
          : t(`customLists.kind.${row.kind}`),
    },
    { id: "entry", header: t("customLists.export.entry"), cell: (row) => row.entry },
    { id: "reason", header: t("customLists.export.reason"), cell: (row) => row.reason },
    {
      id: "date",
      header: t("customLists.export.date"),
      className: "nowrap",
      cell: (row) => (row.date && row.dateIso ? <time dateTime={row.dateIso}>{row.date}</time> : null),
    },
    {
      id: "substance",
      header: t("customLists.export.substance"),
      cell: (row) => `${row.substance} (${t(`legislation.hits.matchedBy.${row.matchedBy}`)})`,
    },
  ];
}

/** The company's own lists' hits beside the legislation lists: the first page and the downloads of all. */
export function CustomListHits({ section }: { section: CustomHitsSection }) {
  const { t } = useTranslation();
  const columns = useColumns();
  return (
    <section aria-labelledby="custom-lists-heading">
      <h2 id="custom-lists-heading">{t("customLists.section.title")}</h2>
      <p>{t("customLists.section.intro")}</p>
      <p>
        <Link to="/custom-lists">{t("customLists.section.manage")}</Link>
      </p>
      <DataTable
        caption={t("customLists.hits.caption")}
        columns={columns}
        rows={section.rows}
        rowKey={(row) => row.key}
        empty={t("customLists.hits.empty")}
      />
      {section.total > section.rows.length ? (
        <p>{t("customLists.hits.more", { shown: section.rows.length, total: section.total })}</p>
      ) : null}
      {section.total > 0 ? (
        <ul>
          <li>
            <a href={section.downloads.csv} download>
              {t("customLists.export.csv")}
            </a>
          </li>
          <li>
            <a href={section.downloads.xlsx} download>
              {t("customLists.export.xlsx")}
            </a>
          </li>
        </ul>
      ) : null}
    </section>
  );
}
