import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Substance } from "../../../../api/publisher/schemas";
import { PUBLISHER_LIST_LIMIT } from "../../../../core/publisher/rules";
import { requirePublisher } from "../access.server";
import { listSubstances } from "../api.server";
import { textParam } from "~/lib/list-params";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "internalDocuments.substances.title", to: "/substances" } };

export const meta = pageTitle;

/** The sheets a row names under "where used"; the count says how many more there are. */
const NAMED = 5;

/**
 * /substances (local_publisher): the company's substances (the API bounds the list) with CAS and EC numbers,
 * classification and where each is used (the current sheets of the library that list its CAS: a few named,
 * and how many), searched by name, CAS or EC number (`q`) within the list.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, t, locale } = await requirePublisher(request);
  const q = textParam(new URL(request.url), "q");
  const substances = await listSubstances(api);
  const needle = q.toLocaleLowerCase(locale);
  const rows = substances
    .filter(
      (s) =>
        needle === "" ||
        [s.name, s.cas ?? "", s.ec ?? ""].some((value) => value.toLocaleLowerCase(locale).includes(needle)),
    )
    .map((s) => ({ ...s, used_in: s.used_in.slice(0, NAMED) }));
  return {
    title: `${t("internalDocuments.substances.title")} – ${t("internalDocuments.landing.title")} – ${t("app.name")}`,
    q,
    rows,
    bounded: substances.length >= PUBLISHER_LIST_LIMIT,
  };
}

export default function Substances() {
  const { q, rows, bounded } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const columns: DataColumn<Substance>[] = [
    { id: "name", header: t("internalDocuments.substances.name"), rowHeader: true, cell: (s) => s.name },
    {
      id: "cas",
      header: t("internalDocuments.substances.cas"),
      className: "nowrap",
      cell: (s) => s.cas ?? "",
    },
    { id: "ec", header: t("internalDocuments.substances.ec"), className: "nowrap", cell: (s) => s.ec ?? "" },
    {
      id: "classification",
      header: t("internalDocuments.substances.classification"),
      cell: (s) => s.classification,
    },
    {
      id: "used",
      header: t("internalDocuments.substances.whereUsed"),
      cell: (s) =>
        s.used_in_count === 0 ? (
          t("internalDocuments.substances.notUsed")
        ) : (
          <>
            {t("internalDocuments.substances.usedIn", { count: s.used_in_count })}
            <ul className="compact-list">
              {s.used_in.map((use) => (
                <li key={use.sds_key}>
                  <Link to={`/products/${use.product_id}`}>{use.product_name}</Link>
                </li>
              ))}
              {s.used_in_count > s.used_in.length ? (
                <li>
                  {t("internalDocuments.substances.more", { count: s.used_in_count - s.used_in.length })}
                </li>
              ) : null}
            </ul>
          </>
        ),
    },
  ];
  return (
    <>
      <h1>{t("internalDocuments.substances.title")}</h1>
      <p>{t("internalDocuments.substances.intro")}</p>
      <p>
        <Link to="/new-substance">{t("internalDocuments.substances.new")}</Link>
      </p>
      <p>
        <Link to="/substances/all-versions">{t("substances.allVersions.link")}</Link>
      </p>
      <Form method="get" role="search" className="inline-search">
        <label htmlFor="substances-q">{t("internalDocuments.substances.search")}</label>{" "}
        <input id="substances-q" type="search" name="q" defaultValue={q} maxLength={200} />{" "}
        <button type="submit">{t("internalDocuments.suppliers.searchSubmit")}</button>
      </Form>
      {bounded ? (
        <p className="help">{t("internalDocuments.substances.bounded", { limit: PUBLISHER_LIST_LIMIT })}</p>
      ) : null}
      <DataTable
        caption={
          q
            ? t("internalDocuments.substances.captionFiltered", { q })
            : t("internalDocuments.substances.caption")
        }
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        empty={q ? t("internalDocuments.substances.noMatch", { q }) : t("internalDocuments.substances.empty")}
      />
    </>
  );
}
