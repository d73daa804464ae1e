import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Action, ActionList } from "../../../../api/sds-events/schemas";
import { dateFormat } from "../../../../core/format";
import { pageCount } from "../../../lib/list-params";
import { DataTable, type DataColumn } from "../../../ui/DataTable";
import { Pager } from "../../../ui/Pager";
import { actionTitle } from "./action-title";

export interface ActionsListProps {
  view: "mine" | "all" | "location";
  list: ActionList;
  status: string;
  search: string;
  location: { id: number; name: string } | null;
  mayManage: boolean;
}

/** The address of the list with its filters, on page `page`. */
function hrefOf(base: string, status: string, search: string, page: number): string {
  const query = new URLSearchParams();
  if (status !== "open") query.set("status", status);
  if (search) query.set("q", search);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** The list of actions of /actions, /actions/list and /actions/list/{locationId}: filters, table, pages. */
export function ActionsList({ view, list, status, search, location, mayManage }: ActionsListProps) {
  const { t, i18n } = useTranslation();
  const day = dateFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const base = view === "mine" ? "/actions" : location ? `/actions/list/${location.id}` : "/actions/list";
  const heading =
    view === "mine"
      ? t("actions.mine.title")
      : location
        ? t("actions.location.title", { location: location.name })
        : t("actions.all.title");
  const newHref = location ? `/actions/new?location=${location.id}` : "/actions/new";
  const columns: DataColumn<Action>[] = [
    {
      id: "title",
      header: t("actions.col.title"),
      rowHeader: true,
      cell: (row) => <Link to={`/actions/${row.id}`}>{actionTitle(row, t)}</Link>,
    },
    { id: "product", header: t("actions.col.product"), cell: (row) => row.product_name ?? "" },
    { id: "location", header: t("actions.col.location"), cell: (row) => row.location_name ?? "" },
    { id: "assignee", header: t("actions.col.assignee"), cell: (row) => row.assignee_name ?? "" },
    {
      id: "due",
      header: t("actions.col.due"),
      className: "nowrap",
      cell: (row) => (row.due_date ? day.format(new Date(`${row.due_date}T00:00:00Z`)) : ""),
    },
    { id: "status", header: t("actions.col.status"), cell: (row) => t(`actions.status.${row.status}`) },
  ];
  return (
    <>
      <h1>{heading}</h1>
      <nav aria-label={t("actions.views")}>
        <ul className="inline-links">
          <li>
            <Link to="/actions" aria-current={view === "mine" ? "page" : undefined}>
              {t("actions.mine.title")}
            </Link>
          </li>
          <li>
            <Link to="/actions/list" aria-current={view === "all" ? "page" : undefined}>
              {t("actions.all.title")}
            </Link>
          </li>
          <li>
            <Link to="/sdsevents">{t("sdsEvents.title")}</Link>
          </li>
        </ul>
      </nav>
      {mayManage ? (
        <p>
          <Link to={newHref}>{t("actions.newLink")}</Link>
        </p>
      ) : null}
      <Form method="get" className="list-filters">
        <fieldset>
          <legend>{t("actions.filter.legend")}</legend>
          <label htmlFor="actions-status">{t("actions.filter.status")}</label>
          <select id="actions-status" name="status" defaultValue={status}>
            <option value="open">{t("actions.status.open")}</option>
            <option value="done">{t("actions.status.done")}</option>
            <option value="all">{t("actions.filter.allStatuses")}</option>
          </select>
          <label htmlFor="actions-q">{t("actions.filter.search")}</label>
          <input id="actions-q" name="q" type="search" maxLength={200} defaultValue={search} />
          <button type="submit">{t("actions.filter.submit")}</button>
        </fieldset>
      </Form>
      <DataTable
        caption={t("actions.table.caption")}
        columns={columns}
        rows={list.data}
        rowKey={(row) => row.id}
        empty={<p>{t("actions.table.empty")}</p>}
      />
      <Pager
        page={list.meta.page}
        pages={pageCount(list.meta.total, list.meta.per_page)}
        href={(page) => hrefOf(base, status, search, page)}
      />
    </>
  );
}
