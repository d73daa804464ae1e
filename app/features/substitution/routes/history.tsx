import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Substitution } from "../../../../api/substitution/schemas";
import { dateFormat } from "../../../../core/format";
import { SUBSTITUTION_STATUSES, type SubstitutionStatus } from "../../../../core/substitution/rules";
import { listSubstitutions } from "../api.server";
import { orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { emptyStateGuard } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageCount, pageParam } from "~/lib/list-params";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "substitution.history.title", to: "/substitution-history" } };
export const meta = pageTitle;

function pageHref(status: SubstitutionStatus | undefined, page: number): string {
  const query = new URLSearchParams();
  if (status) query.set("status", status);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/substitution-history?${text}` : "/substitution-history";
}

/**
 * /substitution-history: what replaced what, newest change first, paged and filtered by status; each row
 * opens the substitution on /substitute. The empty-state guard sends a company without any substitution to
 * the module's empty page when the company has that feature.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await emptyStateGuard(request, { user, api }, "substitutions");
  const url = new URL(request.url);
  const raw = url.searchParams.get("status");
  const status = SUBSTITUTION_STATUSES.find((value) => value === raw);
  const list = await orNotFound(listSubstitutions(api, { page: pageParam(url), status }));
  return {
    list,
    status: status ?? null,
    title: `${t("substitution.history.title")} – ${t("app.name")}`,
  };
}

export default function SubstitutionHistoryPage() {
  const { list, status } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const day = dateFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const pages = pageCount(list.meta.total, list.meta.per_page);

  const columns: DataColumn<Substitution>[] = [
    {
      id: "product",
      header: t("substitution.history.product"),
      rowHeader: true,
      cell: (row) => (
        <Link
          to={`/substitute?id=${row.id}`}
          aria-label={t("substitution.history.open", { name: row.product.name })}
        >
          {row.product.name}
        </Link>
      ),
    },
    {
      id: "substitute",
      header: t("substitution.history.substitute"),
      cell: (row) => row.substitute?.name ?? t("substitution.history.noCandidate"),
    },
    {
      id: "status",
      header: t("substitution.history.status"),
      cell: (row) => t(`substitution.status.${row.status}`),
    },
    { id: "reason", header: t("substitution.history.reason"), cell: (row) => row.reason },
    { id: "decidedBy", header: t("substitution.history.decidedBy"), cell: (row) => row.decided_by ?? "" },
    {
      id: "changed",
      header: t("substitution.history.changed"),
      sort: "descending",
      className: "nowrap",
      cell: (row) => day.format(new Date(row.updated_at)),
    },
  ];

  return (
    <>
      <h1>{t("substitution.history.title")}</h1>
      <p>{t("substitution.history.intro")}</p>
      <p>
        <Link to="/substitute">{t("substitution.history.newLink")}</Link>
      </p>
      <Form method="get" className="list-filters">
        <fieldset>
          <legend>{t("substitution.history.filter")}</legend>
          <label htmlFor="substitution-status">{t("substitution.history.status")}</label>
          <select id="substitution-status" name="status" defaultValue={status ?? ""}>
            <option value="">{t("substitution.history.all")}</option>
            {SUBSTITUTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`substitution.status.${value}`)}
              </option>
            ))}
          </select>
          <button type="submit">{t("substitution.history.submit")}</button>
        </fieldset>
      </Form>
      <DataTable
        caption={t("substitution.history.caption")}
        columns={columns}
        rows={list.data}
        rowKey={(row) => row.id}
        empty={<p>{t("substitution.history.empty")}</p>}
      />
      <Pager page={list.meta.page} pages={pages} href={(page) => pageHref(status ?? undefined, page)} />
    </>
  );
}
