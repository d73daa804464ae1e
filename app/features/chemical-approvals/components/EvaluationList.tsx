import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import type { EvaluationStatus } from "../../../../core/chemical-approvals/request-rules";

/** An evaluation as the page shows it: dates already formatted by the loader. */
export interface EvaluationRow {
  id: number;
  memberName: string;
  status: EvaluationStatus;
  comment: string | null;
  remindedAt: string;
  updatedAt: string;
  /** The signed-in user's own evaluation. */
  own: boolean;
  /** A reminder may be sent now (pending, and the user may remind). */
  remindable: boolean;
}

/**
 * Every evaluation of a request: the board member, the status
 * (approvals.evaluationStatus.*), the comment, when the member was last
 * reminded and when the evaluation last changed. A pending evaluation has a
 * "Remind" button when the user may remind (a plain form posting
 * intent=remind to the page's action).
 */
export function EvaluationList({ evaluations }: { evaluations: EvaluationRow[] }) {
  const { t } = useTranslation();
  const remindColumn = evaluations.some((evaluation) => evaluation.remindable);
  const columns: DataColumn<EvaluationRow>[] = [
    {
      id: "member",
      header: t("evaluation.evaluations.member"),
      rowHeader: true,
      cell: (evaluation) => (
        <>
          {evaluation.memberName}
          {evaluation.own ? ` ${t("evaluation.evaluations.you")}` : null}
        </>
      ),
    },
    {
      id: "status",
      header: t("evaluation.evaluations.status"),
      cell: (evaluation) => (
        <span className={`evaluation-status evaluation-status-${evaluation.status.toLowerCase()}`}>
          {t(`approvals.evaluationStatus.${evaluation.status}`)}
        </span>
      ),
    },
    {
      id: "comment",
      header: t("evaluation.evaluations.comment"),
      cell: (evaluation) =>
        evaluation.comment ? <span className="long-text">{evaluation.comment}</span> : null,
    },
    {
      id: "reminded",
      header: t("evaluation.evaluations.reminded"),
      cell: (evaluation) => evaluation.remindedAt || t("evaluation.evaluations.notReminded"),
    },
    {
      id: "updated",
      header: t("evaluation.evaluations.updated"),
      cell: (evaluation) => evaluation.updatedAt,
    },
  ];
  if (remindColumn) {
    columns.push({
      id: "actions",
      header: <span className="visually-hidden">{t("evaluation.evaluations.actions")}</span>,
      cell: (evaluation) =>
        evaluation.remindable ? (
          <Form method="post" className="inline-form">
            <input type="hidden" name="intent" value="remind" />
            <input type="hidden" name="evaluation_id" value={evaluation.id} />
            <button type="submit" className="secondary">
              {t("evaluation.remind.button")}
              <span className="visually-hidden"> {evaluation.memberName}</span>
            </button>
          </Form>
        ) : null,
    });
  }
  return (
    <DataTable
      caption={t("evaluation.evaluations.caption")}
      captionHidden
      className="evaluation-table"
      columns={columns}
      rows={evaluations}
      rowKey={(evaluation) => evaluation.id}
      empty={<p>{t("evaluation.evaluations.none")}</p>}
    />
  );
}
