import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RequestStatus } from "../../../../core/chemical-approvals/request-rules";

/** The request's state at a glance, prepared by the loader (names and dates as text). */
export interface RequestFactsData {
  requester: string;
  board: string;
  submitted: string;
  updated: string;
  archived: boolean;
  conclusion: "APPROVED" | "REJECTED" | null;
  comment: string | null;
  productId: number | null;
}

/**
 * The top of the request page: its status (and whether it is archived), who
 * asked, the board that evaluates it, when it was submitted and last changed,
 * the conclusion with its comment, and the library product it became.
 */
export function RequestFacts({
  name,
  status,
  facts,
}: {
  name: string;
  status: RequestStatus;
  facts: RequestFactsData;
}) {
  const { t } = useTranslation();
  return (
    <dl className="facts request-status-facts">
      <dt>{t("evaluation.approve.status")}</dt>
      <dd>
        <span className={`request-status request-status-${status.toLowerCase()}`}>
          {t(`approvals.status.${status}`)}
        </span>
        {facts.archived ? <span className="tag">{t("evaluation.list.archived")}</span> : null}
      </dd>
      <dt>{t("evaluation.approve.requester")}</dt>
      <dd>{facts.requester}</dd>
      {facts.board ? (
        <>
          <dt>{t("evaluation.approve.board")}</dt>
          <dd>{facts.board}</dd>
        </>
      ) : null}
      {facts.submitted ? (
        <>
          <dt>{t("evaluation.approve.submitted")}</dt>
          <dd>{facts.submitted}</dd>
        </>
      ) : null}
      <dt>{t("evaluation.approve.updated")}</dt>
      <dd>{facts.updated}</dd>
      {facts.conclusion ? (
        <>
          <dt>{t("evaluation.approve.conclusion")}</dt>
          <dd>
            {t(`approvals.status.${facts.conclusion}`)}
            {facts.comment ? (
              <>
                {": "}
                <span className="long-text">{facts.comment}</span>
              </>
            ) : null}
          </dd>
        </>
      ) : null}
      {facts.productId ? (
        <>
          <dt>{t("evaluation.approve.product")}</dt>
          <dd>
            <Link to={`/products/${facts.productId}`}>{t("evaluation.approve.productLink", { name })}</Link>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
