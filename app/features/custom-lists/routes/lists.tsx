import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { CustomList } from "../../../../api/custom-lists/schemas";
import { LIST_KEEPERS } from "../access.server";
import { listCustomLists } from "../api.server";
import { requireUser } from "~/lib/auth.server";
import { emptyStateGuard, meetsPermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "customLists.page.title", to: "/custom-lists" } };

export const meta = pageTitle;

/**
 * /custom-lists: the company's own lists (the greylist first when it has entries) with their kind, number of
 * substances and of the caller's products on them. Every user reads them; user administrators create them.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await emptyStateGuard(request, { user, api }, "custom-lists");
  return {
    title: `${t("customLists.page.title")} – ${t("app.name")}`,
    lists: await listCustomLists(api),
    canKeep: meetsPermissions(user, LIST_KEEPERS),
  };
}

export default function CustomLists() {
  const { lists, canKeep } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const columns: DataColumn<CustomList>[] = [
    {
      id: "name",
      header: t("customLists.table.name"),
      rowHeader: true,
      cell: (list) =>
        list.greylist ? (
          <Link to="/company-settings/products/greylist">{t("customLists.greylist")}</Link>
        ) : (
          <Link to={`/custom-lists/${list.id}`}>{list.name}</Link>
        ),
    },
    {
      id: "kind",
      header: t("customLists.table.kind"),
      cell: (list) =>
        list.kind === null
          ? t("customLists.table.greylistKind")
          : list.phase_out_date
            ? `${t(`customLists.kind.${list.kind}`)} (${t("customLists.export.phaseOut")} ${list.phase_out_date})`
            : t(`customLists.kind.${list.kind}`),
    },
    {
      id: "entries",
      header: t("customLists.table.entries"),
      className: "num",
      cell: (list) => list.entry_count,
    },
    {
      id: "products",
      header: t("customLists.table.products"),
      className: "num",
      cell: (list) => list.product_count,
    },
  ];
  return (
    <>
      <h1>{t("customLists.page.title")}</h1>
      <p>{t("customLists.page.intro")}</p>
      {canKeep ? (
        <p>
          <Link to="/custom-lists/new">{t("customLists.new.link")}</Link>
        </p>
      ) : null}
      <DataTable
        caption={t("customLists.table.caption")}
        columns={columns}
        rows={lists}
        rowKey={(list) => (list.greylist ? "greylist" : list.id)}
        empty={t("customLists.table.empty")}
      />
    </>
  );
}
