import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ScrollRegion } from "~/features/products/components/ProductSubstances";
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
  if (evaluations.length === 0) return <p>{t("evaluation.evaluations.none")}</p>;
  const remindColumn = evaluations.some((evaluation) => evaluation.remindable);
  return (
    <ScrollRegion labelledBy="evaluation-table-caption">
      <table className="evaluation-table">
        <caption id="evaluation-table-caption" className="visually-hidden">
          {t("evaluation.evaluations.caption")}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("evaluation.evaluations.member")}</th>
            <th scope="col">{t("evaluation.evaluations.status")}</th>
            <th scope="col">{t("evaluation.evaluations.comment")}</th>
            <th scope="col">{t("evaluation.evaluations.reminded")}</th>
            <th scope="col">{t("evaluation.evaluations.updated")}</th>
            {remindColumn ? (
              <th scope="col">
                <span className="visually-hidden">{t("evaluation.evaluations.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {evaluations.map((evaluation) => (
            <tr key={evaluation.id}>
              <th scope="row">
                {evaluation.memberName}
                {evaluation.own ? ` ${t("evaluation.evaluations.you")}` : null}
              </th>
              <td>
                <span className={`evaluation-status evaluation-status-${evaluation.status.toLowerCase()}`}>
                  {t(`approvals.evaluationStatus.${evaluation.status}`)}
                </span>
              </td>
              <td>{evaluation.comment ? <span className="long-text">{evaluation.comment}</span> : null}</td>
              <td>{evaluation.remindedAt || t("evaluation.evaluations.notReminded")}</td>
              <td>{evaluation.updatedAt}</td>
              {remindColumn ? (
                <td>
                  {evaluation.remindable ? (
                    <Form method="post" className="inline-form">
                      <input type="hidden" name="intent" value="remind" />
                      <input type="hidden" name="evaluation_id" value={evaluation.id} />
                      <button type="submit" className="secondary">
                        {t("evaluation.remind.button")}
                        <span className="visually-hidden"> {evaluation.memberName}</span>
                      </button>
                    </Form>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
