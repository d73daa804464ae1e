import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listSheets } from "../api.server";
import { requireUser } from "~/lib/auth.server";
import { requirePermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { COUNTRIES } from "../../../../core/countries";
import { LANGUAGES, isLanguageId } from "../../../../core/languages";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";

export const meta = pageTitle;

export const handle = { breadcrumb: { key: "publisher.sheet.page.title", to: "/documents" } };

/** /documents: every version, language and market of the company's own sheets, by product name. */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api, user }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await requirePermissions(request, user, { all: ["local_publisher"] });
  const list = await listSheets(api);
  return {
    title: `${t("publisher.sheet.page.title")} – ${t("app.name")}`,
    sheets: list.data.map((sheet) => ({
      id: sheet.id,
      key: sheet.sds_key,
      name: sheet.product_name,
      supplier: sheet.manufacturer_name,
      language: isLanguageId(sheet.language_id)
        ? LANGUAGES[sheet.language_id].name
        : String(sheet.language_id),
      market: COUNTRIES[sheet.market_id] ?? String(sheet.market_id),
      version: sheet.version,
      status: sheet.status,
      issued: sheet.date_issue,
    })),
  };
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["sheets"][number];

export default function DocumentsPage() {
  const { sheets } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const columns: DataColumn<Row>[] = [
    {
      id: "name",
      header: t("publisher.sheet.column.name"),
      rowHeader: true,
      // Each row leads to its sheet's versions (every language and market), where versions are made.
      cell: (row) => <Link to={`/documents/all-versions/${row.key}`}>{row.name}</Link>,
    },
    { id: "supplier", header: t("publisher.sheet.column.supplier"), cell: (row) => row.supplier },
    { id: "language", header: t("publisher.sheet.column.language"), cell: (row) => row.language },
    { id: "market", header: t("publisher.sheet.column.market"), cell: (row) => row.market },
    { id: "version", header: t("publisher.sheet.column.version"), cell: (row) => row.version },
    {
      id: "status",
      header: t("publisher.sheet.column.status"),
      cell: (row) => t(`publisher.sheet.status.${row.status}`),
    },
    { id: "issued", header: t("publisher.sheet.column.issued"), cell: (row) => row.issued ?? "–" },
  ];
  return (
    <>
      <h1>{t("publisher.sheet.page.title")}</h1>
      <p>{t("publisher.sheet.page.intro")}</p>
      <DataTable
        caption={t("publisher.sheet.page.title")}
        captionHidden
        columns={columns}
        rows={sheets}
        rowKey={(row) => row.id}
        empty={t("publisher.sheet.page.empty")}
      />
    </>
  );
}
