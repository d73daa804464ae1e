import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PUBLISHER_LIST_LIMIT } from "../../../../core/publisher/rules";
import { PUBLISHER_EDITOR, requirePublisher } from "../access.server";
import { getSupplier, listSuppliers } from "../api.server";
import { SupplierDetails, type SupplierView } from "../components/SupplierDetails";
import { countryChoices, namer, supplierView, typeChoices } from "../options.server";
import { meetsPermissions } from "~/lib/guards.server";
import { textParam } from "~/lib/list-params";
import { idFromParams } from "~/lib/route-params.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "internalDocuments.suppliers.title", to: "/suppliers" } };

export const meta = pageTitle;

/** A row of the list: what the table shows, already named. */
interface SupplierRow {
  id: number;
  name: string;
  type: string;
  place: string;
  markets: number;
}

/**
 * /suppliers and /suppliers/{manufacturerId} (local_publisher): the company's suppliers (the API bounds the
 * list), searched by name, city or e-mail (`q`) within it; with an id, that supplier's details stand above
 * the list with the ways to change it (the list stays, so the user keeps their place). An id that is not the
 * company's supplier is the not-found page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, api, t, locale } = await requirePublisher(request);
  const q = textParam(new URL(request.url), "q");
  const selectedId = params.manufacturerId === undefined ? null : idFromParams(params.manufacturerId);
  const [suppliers, selected] = await Promise.all([
    listSuppliers(api, user.company_id),
    selectedId === null ? null : getSupplier(api, selectedId),
  ]);
  const country = namer(countryChoices(locale));
  const type = namer(typeChoices(t));
  const needle = q.toLocaleLowerCase(locale);
  const rows: SupplierRow[] = suppliers
    .filter(
      (s) =>
        needle === "" ||
        [s.name, s.city, s.email].some((value) => value.toLocaleLowerCase(locale).includes(needle)),
    )
    .map((s) => ({
      id: s.id,
      name: s.name,
      type: type(s.type_id),
      place: [s.city, country(s.country_id)].filter(Boolean).join(", "),
      markets: s.market_ids.length,
    }));
  const pageName = selected ? selected.name : t("internalDocuments.suppliers.title");
  return {
    title: `${pageName} – ${t("internalDocuments.landing.title")} – ${t("app.name")}`,
    q,
    rows,
    bounded: suppliers.length >= PUBLISHER_LIST_LIMIT,
    selected: selected ? supplierView(selected, { type, country }) : null,
    canEdit: meetsPermissions(user, PUBLISHER_EDITOR),
  };
}

export default function Suppliers() {
  const { q, rows, bounded, selected, canEdit } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const search = q ? `?q=${encodeURIComponent(q)}` : "";
  const columns: DataColumn<SupplierRow>[] = [
    {
      id: "name",
      header: t("internalDocuments.suppliers.name"),
      rowHeader: true,
      cell: (row) => (
        <Link
          to={`/suppliers/${row.id}${search}`}
          aria-current={row.id === selected?.id ? "true" : undefined}
        >
          {row.name}
        </Link>
      ),
    },
    { id: "type", header: t("internalDocuments.suppliers.type"), cell: (row) => row.type },
    { id: "place", header: t("internalDocuments.suppliers.place"), cell: (row) => row.place },
    {
      id: "markets",
      header: t("internalDocuments.suppliers.markets"),
      className: "num",
      cell: (row) => row.markets,
    },
    {
      id: "card",
      header: t("internalDocuments.suppliers.card"),
      cell: (row) => (
        <Link
          to={`/show-supplier/${row.id}`}
          aria-label={t("internalDocuments.suppliers.showCard", { name: row.name })}
        >
          {t("internalDocuments.suppliers.card")}
        </Link>
      ),
    },
  ];
  return (
    <>
      <h1>{t("internalDocuments.suppliers.title")}</h1>
      <p>{t("internalDocuments.suppliers.intro")}</p>
      <p>
        <Link to="/new-supplier">{t("internalDocuments.suppliers.new")}</Link>
      </p>
      {selected ? <SelectedSupplier supplier={selected} canEdit={canEdit} search={search} /> : null}
      <Form method="get" action="/suppliers" role="search" className="inline-search">
        <label htmlFor="suppliers-q">{t("internalDocuments.suppliers.search")}</label>{" "}
        <input id="suppliers-q" type="search" name="q" defaultValue={q} maxLength={200} />{" "}
        <button type="submit">{t("internalDocuments.suppliers.searchSubmit")}</button>
      </Form>
      {bounded ? (
        <p className="help">{t("internalDocuments.suppliers.bounded", { limit: PUBLISHER_LIST_LIMIT })}</p>
      ) : null}
      <DataTable
        caption={
          q
            ? t("internalDocuments.suppliers.captionFiltered", { q })
            : t("internalDocuments.suppliers.caption")
        }
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        empty={q ? t("internalDocuments.suppliers.noMatch", { q }) : t("internalDocuments.suppliers.empty")}
      />
    </>
  );
}

/** The supplier chosen in the list: its details and, for an editor, the ways to change it. */
function SelectedSupplier({
  supplier,
  canEdit,
  search,
}: {
  supplier: SupplierView;
  canEdit: boolean;
  search: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="selected-supplier" aria-describedby="selected-supplier-note" className="card">
      <p id="selected-supplier-note" className="help">
        {t("internalDocuments.suppliers.selected")}
      </p>
      <h2 id="selected-supplier">{supplier.name}</h2>
      <SupplierDetails supplier={supplier} />
      <ul className="inline-list">
        <li>
          <Link to={`/show-supplier/${supplier.id}`}>
            {t("internalDocuments.suppliers.showCard", { name: supplier.name })}
          </Link>
        </li>
        {canEdit ? (
          <>
            <li>
              <Link to={`/edit-supplier/${supplier.id}`}>
                {t("internalDocuments.suppliers.edit", { name: supplier.name })}
              </Link>
            </li>
            <li>
              <Link to={`/add-new-countries/${supplier.id}/0`}>
                {t("internalDocuments.suppliers.addMarkets", { name: supplier.name })}
              </Link>
            </li>
          </>
        ) : null}
        <li>
          <Link to={`/suppliers${search}`}>{t("internalDocuments.suppliers.close")}</Link>
        </li>
      </ul>
    </section>
  );
}
