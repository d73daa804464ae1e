import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import type { RaState } from "../../../../core/risk-assessments/lists";

export interface StatusRow {
  key: string;
  product: string;
  location: string;
  locationHref: string;
  state: RaState;
  assessment: { title: string; href: string } | null;
  reviewDue: string | null;
}

/** The products of the status page: where each is held, its state and the assessment that says so. */
export function StatusTable({ caption, rows, empty }: { caption: string; rows: StatusRow[]; empty: string }) {
  const { t } = useTranslation();
  const columns: DataColumn<StatusRow>[] = [
    {
      id: "product",
      header: t("riskAssessment.column.product"),
      rowHeader: true,
      sort: "ascending",
      cell: (row) => row.product,
    },
    {
      id: "location",
      header: t("riskAssessment.column.location"),
      cell: (row) => <Link to={row.locationHref}>{row.location}</Link>,
    },
    {
      id: "state",
      header: t("riskAssessment.column.state"),
      cell: (row) => (
        <span className={`ra-state ra-state-${row.state}`}>{t(`riskAssessment.state.${row.state}`)}</span>
      ),
    },
    {
      id: "assessment",
      header: t("riskAssessment.column.assessment"),
      cell: (row) => (row.assessment ? <Link to={row.assessment.href}>{row.assessment.title}</Link> : ""),
    },
    {
      id: "review",
      header: t("riskAssessment.column.reviewDue"),
      className: "nowrap",
      cell: (row) => row.reviewDue ?? "",
    },
  ];
  return (
    <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.key} empty={empty} />
  );
}
