import { useTranslation } from "react-i18next";
import type { RegistrableReasonWire } from "../../../../api/exposure/schemas";
import { DataTable } from "../../../ui/DataTable";

/**
 * What an exposure record's page shows: whether the product belongs in the register and why, the record's
 * facts, and its history (the earlier values, newest first).
 */

/** Registrable (with each reason) or not (recording it is still allowed). */
export function Registrability({
  registrable,
  reasons,
}: {
  registrable: boolean;
  reasons: RegistrableReasonWire[];
}) {
  const { t } = useTranslation();
  if (!registrable) {
    return (
      <div className="notice">
        <p>{t("exposure.notRegistrable")}</p>
        <p>{t("exposureRecords.notRegistrableNote")}</p>
      </div>
    );
  }
  return (
    <div className="notice warning">
      <p>
        <strong>{t("exposure.registrable")}</strong>
      </p>
      <ul>
        {reasons.map((reason) => (
          <li key={reason.kind === "statement" ? reason.code : `${reason.cas}-${reason.indexNo}`}>
            {reason.kind === "statement"
              ? t("exposure.reason.statement", { code: reason.code })
              : t("exposure.reason.annexVi", reason)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A row of the history as the page shows it (formatted by the loader). */
export interface HistoryRow {
  revision: number;
  when: string;
  who: string;
  change: "corrected" | "voided";
  reason: string;
  /** The fields that differed from the next state: label and the earlier value. */
  earlier: { label: string; value: string }[];
}

export function RecordHistory({ rows }: { rows: HistoryRow[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t("exposureRecords.history.caption")}
      rows={rows}
      rowKey={(row) => row.revision}
      empty={t("exposureRecords.history.empty")}
      columns={[
        { id: "when", header: t("exposureRecords.history.when"), cell: (row) => row.when, rowHeader: true },
        { id: "who", header: t("exposureRecords.history.who"), cell: (row) => row.who },
        {
          id: "change",
          header: t("exposureRecords.history.change"),
          cell: (row) =>
            row.change === "voided" ? t("exposure.voided") : t("exposureRecords.history.corrected"),
        },
        { id: "reason", header: t("exposureRecords.history.reason"), cell: (row) => row.reason },
        {
          id: "earlier",
          header: t("exposureRecords.history.earlier"),
          cell: (row) =>
            row.earlier.length === 0 ? null : (
              <ul className="plain">
                {row.earlier.map((item) => (
                  <li key={item.label}>
                    {item.label}: {item.value}
                  </li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}
