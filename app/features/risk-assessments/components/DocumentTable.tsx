import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataColumn } from "~/ui/DataTable";

export interface DocumentRow {
  id: number;
  href: string;
  title: string;
  versionNo: number;
  template: string;
  location: string | null;
  status: "inProgress" | "approvalPending" | "approved";
  /** The version in force, or null. */
  publishedVersion: number | null;
  reviewDue: string | null;
  reviewOverdue: boolean;
  updated: string;
  author: string;
}

/** The documents of a list: title (to the document), status, the version in force, review date, template, place. */
export function DocumentTable({
  caption,
  rows,
  showLocation,
  empty,
}: {
  caption: string;
  rows: DocumentRow[];
  showLocation: boolean;
  empty: string;
}) {
  const { t } = useTranslation();
  const columns: DataColumn<DocumentRow>[] = [
    {
      id: "title",
      header: t("riskAssessment.column.title"),
      rowHeader: true,
      cell: (row) => <Link to={row.href}>{row.title}</Link>,
    },
    {
      id: "status",
      header: t("riskAssessment.column.status"),
      cell: (row) => (
        <>
          {t(`smartforms.status.${row.status}`)}
          <span className="detail"> ({t("riskAssessment.list.version", { version: row.versionNo })})</span>
        </>
      ),
    },
    {
      id: "published",
      header: t("riskAssessment.column.published"),
      cell: (row) =>
        row.publishedVersion === null
          ? t("riskAssessment.list.notPublished")
          : row.publishedVersion === row.versionNo
            ? t("riskAssessment.list.publishedThis")
            : t("riskAssessment.list.publishedEarlier", { version: row.publishedVersion }),
    },
    {
      id: "review",
      header: t("riskAssessment.column.reviewDue"),
      className: "nowrap",
      cell: (row) =>
        row.reviewDue === null ? (
          ""
        ) : row.reviewOverdue ? (
          <strong className="overdue">
            {row.reviewDue} <span className="tag">{t("riskAssessment.list.overdue")}</span>
          </strong>
        ) : (
          row.reviewDue
        ),
    },
    { id: "template", header: t("riskAssessment.column.template"), cell: (row) => row.template },
    ...(showLocation
      ? [
          {
            id: "location",
            header: t("riskAssessment.column.location"),
            cell: (row: DocumentRow) => row.location ?? t("riskAssessment.list.companyWide"),
          },
        ]
      : []),
    {
      id: "updated",
      header: t("riskAssessment.column.updated"),
      className: "nowrap",
      sort: "descending",
      cell: (row) => row.updated,
    },
    { id: "author", header: t("riskAssessment.column.author"), cell: (row) => row.author },
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.id} empty={empty} />;
}
