import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { KeysetPager } from "~/ui/Pager";
import type { HistoryView } from "../history-page.server";

/**
 * A person's exposure history as the history page and My page show it: the totals per product, a plain GET
 * form to filter the records, the records newest first (those made in error marked, not counted) and the
 * keyset pager, all plain HTML that works without JavaScript. `hidden` carries the page's fixed parameters
 * (the chosen person) through the filter form.
 */
export function HistoryTable({
  view,
  hidden = {},
  pdfHref,
  idPrefix,
  emptyText,
}: {
  view: HistoryView;
  hidden?: Record<string, string>;
  pdfHref: string;
  /** Keeps the form's ids unique on the page. */
  idPrefix: string;
  /** What an unfiltered history without records says. */
  emptyText: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="exposure-history">
      <p>{view.retention}</p>
      <p>
        <a href={pdfHref} download>
          {t("exposureHistory.pdf.link")}
        </a>
      </p>
      <HistoryTotals view={view} />
      <div>
        <h3>{t("exposureHistory.records.heading")}</h3>
        <HistoryFilters view={view} hidden={hidden} idPrefix={idPrefix} />
        <HistoryRecords
          view={view}
          empty={view.filtered || view.paged ? t("exposureHistory.records.noneFiltered") : emptyText}
        />
        <KeysetPager
          first={view.pager.first}
          newer={view.pager.newer}
          older={view.pager.older}
          label={t("exposureHistory.pager.label")}
          texts={{
            first: t("exposureHistory.pager.first"),
            newer: t("exposureHistory.pager.newer"),
            older: t("exposureHistory.pager.older"),
          }}
        />
      </div>
    </div>
  );
}

type Total = HistoryView["totals"][number];
type HistoryRecord = HistoryView["records"][number];

function HistoryTotals({ view }: { view: HistoryView }) {
  const { t } = useTranslation();
  const columns: DataColumn<Total>[] = [
    {
      id: "product",
      header: t("exposure.product"),
      rowHeader: true,
      cell: (row) => (
        <>
          {row.product}
          {row.supplier ? <span className="activity-note"> ({row.supplier})</span> : null}
        </>
      ),
    },
    {
      id: "occasions",
      header: t("exposureHistory.totals.occasions"),
      className: "number",
      cell: (row) => row.occasions,
    },
    { id: "time", header: t("exposureHistory.totals.time"), className: "number", cell: (row) => row.time },
    {
      id: "period",
      header: t("exposureHistory.totals.period"),
      className: "nowrap",
      cell: (row) => (
        <>
          <time dateTime={row.first.iso}>{row.first.text}</time> –{" "}
          <time dateTime={row.last.iso}>{row.last.text}</time>
        </>
      ),
    },
    {
      id: "sheets",
      header: t("exposureHistory.totals.sheets"),
      cell: (row) => <Lines lines={row.sheets} />,
    },
    {
      id: "reasons",
      header: t("exposureHistory.totals.reasons"),
      cell: (row) => <Lines lines={row.reasons} />,
    },
  ];
  return (
    <DataTable
      caption={t("exposureHistory.totals.heading")}
      columns={columns}
      rows={view.totals}
      rowKey={(row) => row.productId}
      empty={
        <>
          <h3>{t("exposureHistory.totals.heading")}</h3>
          <p>{t("exposureHistory.totals.none")}</p>
        </>
      }
    />
  );
}

function Lines({ lines }: { lines: string[] }) {
  if (lines.length === 1) return <>{lines[0]}</>;
  return (
    <ul className="plain-list">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

function HistoryFilters({
  view,
  hidden,
  idPrefix,
}: {
  view: HistoryView;
  hidden: Record<string, string>;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const { filters } = view;
  return (
    <Form method="get" className="request-filters" aria-label={t("exposureHistory.filter.heading")}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="field">
        <label htmlFor={`${idPrefix}-from`}>{t("exposureHistory.filter.from")}</label>
        <input id={`${idPrefix}-from`} type="date" name="from" defaultValue={filters.from ?? ""} />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-to`}>{t("exposureHistory.filter.to")}</label>
        <input id={`${idPrefix}-to`} type="date" name="to" defaultValue={filters.to ?? ""} />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-product`}>{t("exposure.product")}</label>
        <select id={`${idPrefix}-product`} name="product" defaultValue={filters.product ?? ""}>
          <option value="">{t("exposureHistory.filter.anyProduct")}</option>
          {view.products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </select>
      </div>
      <div className="filter-buttons">
        <button type="submit">{t("exposureHistory.filter.submit")}</button>
        {view.filtered ? <Link to={view.clearHref}>{t("exposureHistory.filter.clear")}</Link> : null}
      </div>
    </Form>
  );
}

function HistoryRecords({ view, empty }: { view: HistoryView; empty: string }) {
  const { t } = useTranslation();
  const columns: DataColumn<HistoryRecord>[] = [
    {
      id: "when",
      header: t("exposure.started"),
      rowHeader: true,
      className: "nowrap",
      cell: (row) => (
        <>
          <time dateTime={row.at}>{row.when}</time>
          {row.voided ? (
            <>
              <br />
              <strong>{t("exposure.voided")}</strong> ({row.voided.when}): {row.voided.reason}
            </>
          ) : null}
        </>
      ),
    },
    { id: "duration", header: t("exposure.durationShort"), className: "number", cell: (row) => row.duration },
    {
      id: "product",
      header: t("exposure.product"),
      cell: (row) => (
        <>
          {row.product}
          {row.sheet ? (
            <>
              <br />
              <span className="activity-note">{row.sheet}</span>
            </>
          ) : null}
        </>
      ),
    },
    { id: "location", header: t("exposure.location"), cell: (row) => row.location },
    { id: "routes", header: t("exposure.routes"), cell: (row) => row.routes },
    { id: "ppe", header: t("exposure.ppe"), cell: (row) => row.ppe },
    {
      id: "measurements",
      header: t("exposureHistory.records.measurements"),
      cell: (row) => <Lines lines={row.measurements} />,
    },
    {
      id: "notes",
      header: t("exposureHistory.records.incident"),
      cell: (row) => (
        <>
          {row.incident}
          {row.notes ? (
            <>
              {row.incident ? <br /> : null}
              <span className="activity-note">
                {t("exposureHistory.records.notes")}: {row.notes}
              </span>
            </>
          ) : null}
          {row.selfReported ? (
            <>
              {row.incident || row.notes ? <br /> : null}
              <span className="activity-note">{t("exposure.selfReported")}</span>
            </>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <DataTable
      caption={t("exposureHistory.records.heading")}
      captionHidden
      columns={columns}
      rows={view.records}
      rowKey={(row) => row.uid}
      rowClassName={(row) => (row.voided ? "voided" : undefined)}
      empty={empty}
    />
  );
}
