import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import type { CustomHitsPage } from "./hits.server";

type Row = CustomHitsPage["rows"][number];

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

/** A page of the company's own lists' hits: the legislation pages' table when their filter picks the own lists. */
export function CustomHitsTable({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  const columns = useColumns();
  return (
    <DataTable
      caption={t("customLists.hits.caption")}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      empty={t("customLists.hits.empty")}
    />
  );
}

/**
 * The own lists beside the regulatory ones: what they are, the way to their hits (the list filter's last
 * choice, `showHref`, absent while it is the page's choice) and to keeping them.
 */
export function OwnListsSection({ showHref }: { showHref: string | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="custom-lists-heading">
      <h2 id="custom-lists-heading">{t("customLists.section.title")}</h2>
      <p>{t("customLists.section.intro")}</p>
      <ul>
        {showHref ? (
          <li>
            <Link to={showHref}>{t("customLists.section.show")}</Link>
          </li>
        ) : null}
        <li>
          <Link to="/custom-lists">{t("customLists.section.manage")}</Link>
        </li>
      </ul>
    </section>
  );
}
