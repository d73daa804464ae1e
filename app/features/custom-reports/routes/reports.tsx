import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { deleteReport, listReports } from "../api.server";
import { failureToast } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageCount, pageParam } from "~/lib/list-params";
import { badRequest } from "~/lib/responses.server";
import { redirectWithToast } from "~/lib/toast.server";
import { parseId } from "../../../../core/ids";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "customReports.title", to: "/custom-reports" } };

/** /custom-reports: the caller's own reports and those shared in the company, 100 a page by name. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const page = pageParam(new URL(request.url), 1000);
  const list = await listReports(api, page);
  return {
    title: `${t("customReports.title")} – ${t("app.name")}`,
    page,
    pages: pageCount(list.meta.total, list.meta.limit),
    reports: list.data.map((report) => ({
      id: report.id,
      name: report.name,
      source: report.definition.source,
      owner: report.owner.name,
      shared: report.shared,
      mine: report.mine,
    })),
  };
}

/** Deletes one of the caller's reports (the API refuses another user's). */
export async function action({ request }: ActionFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const form = await readForm(request);
  const id = parseId(String(form.get("id") ?? ""));
  if (form.get("intent") !== "delete" || id === null) throw badRequest();
  try {
    await deleteReport(api, id);
  } catch (error) {
    throw await redirectWithToast("/custom-reports", failureToast(error, t));
  }
  throw await redirectWithToast("/custom-reports", { type: "success", text: t("customReports.deleted") });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["reports"][number];

export default function CustomReportsPage() {
  const { reports, page, pages } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("customReports.column.name"),
      rowHeader: true,
      cell: (row) => <Link to={`/custom-reports/${row.id}`}>{row.name}</Link>,
    },
    {
      id: "source",
      header: t("customReports.column.source"),
      cell: (row) => t(`customReports.source.${row.source}`),
    },
    { id: "owner", header: t("customReports.column.owner"), cell: (row) => row.owner },
    {
      id: "shared",
      header: t("customReports.column.shared"),
      cell: (row) => (row.shared ? t("customReports.yes") : t("customReports.no")),
    },
    {
      id: "actions",
      header: <span className="visually-hidden">{t("customReports.edit")}</span>,
      cell: (row) =>
        row.mine ? (
          <div className="row-actions">
            <Link to={`/edit-report/${row.id}`}>
              {t("customReports.edit")}
              <span className="visually-hidden"> {row.name}</span>
            </Link>
            <Form method="post">
              <input type="hidden" name="id" value={row.id} />
              <button type="submit" name="intent" value="delete" className="button link">
                {t("customReports.delete")}
                <span className="visually-hidden"> {row.name}</span>
              </button>
            </Form>
          </div>
        ) : null,
    },
  ];
  return (
    <>
      <h1>{t("customReports.title")}</h1>
      <p>{t("customReports.intro")}</p>
      <p>
        <Link to="/create-report" className="button primary">
          {t("customReports.create")}
        </Link>
      </p>
      <DataTable
        caption={t("customReports.title")}
        captionHidden
        columns={columns}
        rows={reports}
        rowKey={(row) => row.id}
        empty={t("customReports.empty")}
      />
      <Pager page={page} pages={pages} href={(p) => `/custom-reports?page=${p}`} />
    </>
  );
}
