import { Form, Link } from "@remix-run/react";
import { formatDate } from "../../../../core/format";
import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import { Pictograms, SignalWordBadge } from "~/features/products/components/Hazards";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { Pager } from "~/ui/Pager";
import type { ProductColumn } from "../../../../core/products";
import { productListQuery } from "~/features/products/list-query";
import type { LocationProduct, PageMeta, UniqueProduct } from "../../../../api/products/schemas";
import { selectionToken } from "~/features/products/selection";
import { useAmountText } from "./amount-text";

/**
 * The product lists' parts: the table and the compact "quick text" cards of
 * products at locations, the table of unique products, sort links and page
 * links. Everything is links and forms, so it works without JavaScript; the
 * checkboxes belong to the bulk-action form (ProductBulkActions) by their
 * `form` attribute.
 */

/** The list's URL state as the components need it (ListQuery of list-query.ts, any sort text). */
export interface ListState {
  page: number;
  q: string;
  includeArchived: boolean;
  sort: string;
  view: "table" | "quicktext";
  onlyHere: boolean;
}

/** The query string of a list state with some of it changed; defaults are left out. */
export function listHref(state: ListState, change: Partial<ListState> = {}): string {
  const text = productListQuery(state, change);
  return text ? `?${text}` : "?";
}

/** The product page of a row, with the language and market of the SDS the row shows. */
export function productHref(productId: number, sds: { language: number; market: number } | null): string {
  const base = `/products/${productId}`;
  return sds ? `${base}?sds_language=${sds.language}&sds_market=${sds.market}` : base;
}

export function locationProductsHref(locationId: number): string {
  return `/locations/${locationId}/products`;
}

function useDateText() {
  const { i18n } = useTranslation();
  return (value: string | null | undefined): string => (value ? formatDate(value, i18n.language) : "");
}

/* ------------------------------------------------------------- sort header */

/**
 * A column heading that sorts the list, and the column's aria-sort when the
 * list is sorted by it. The product name sorts A–Z and, when it already does,
 * Z–A; location sorts by location name; amount the largest first; updated the
 * last changed first (the API's sorts).
 */
function useSortHeading() {
  const { t } = useTranslation();
  return (
    field: "name" | "location" | "amount",
    label: string,
    state: ListState,
    /** The field sorts from the largest (amount; location on unique products). */
    descending?: boolean,
  ): Pick<DataColumn<unknown>, "header" | "sort"> => {
    const active = field === "name" ? state.sort === "name" || state.sort === "-name" : state.sort === field;
    const next = field === "name" ? (state.sort === "name" ? "-name" : "name") : field;
    const direction: "ascending" | "descending" =
      field === "name"
        ? state.sort === "-name"
          ? "descending"
          : "ascending"
        : (descending ?? field !== "location")
          ? "descending"
          : "ascending";
    const nextHint = t(`products.sort.by.${next === "-name" ? "nameDesc" : next}`);
    return {
      sort: active ? direction : undefined,
      header: (
        <Link to={listHref(state, { sort: next, page: 1 })} className="sort-link" preventScrollReset>
          {label}
          <span className="visually-hidden"> ({nextHint})</span>
          {active ? (
            <span aria-hidden="true" className="sort-mark">
              {direction === "ascending" ? " ▲" : " ▼"}
            </span>
          ) : null}
        </Link>
      ),
    };
  };
}

/* ----------------------------------------------------------- product table */

const SORTED_COLUMNS: Partial<Record<ProductColumn, "location" | "amount">> = {
  location: "location",
  amount: "amount",
};

export interface ProductTableProps {
  rows: LocationProduct[];
  columns: readonly ProductColumn[];
  state: ListState;
  caption: string;
  /** The id of the bulk-action form the checkboxes belong to; no checkboxes without it. */
  selectForm?: string;
}

/** How a chosen column fills its cell, and the cell's class. */
function useColumnCells() {
  const { t } = useTranslation();
  const amountText = useAmountText();
  const dateText = useDateText();
  return (column: ProductColumn): Pick<DataColumn<LocationProduct>, "cell" | "className"> => {
    switch (column) {
      case "supplier":
        return { cell: (row) => row.supplier };
      case "location":
        return {
          cell: (row) => (
            <Link to={locationProductsHref(row.location_id)} title={row.location_path}>
              {row.location_name}
            </Link>
          ),
        };
      case "amount":
        return { cell: (row) => amountText(row.amount, row.unit), className: "number" };
      case "pictograms":
        return { cell: (row) => <Pictograms codes={row.pictograms} size={28} /> };
      case "signal_word":
        return { cell: (row) => <SignalWordBadge word={row.signal_word} /> };
      case "hazard_statements":
        return { cell: (row) => row.hazard_statements.join(", "), className: "codes" };
      case "cas_no":
        return { cell: (row) => row.cas_no ?? "", className: "nowrap" };
      case "storage_class":
        return {
          cell: (row) =>
            row.storage_class
              ? `${row.storage_class} ${t(`storageClass.${row.storage_class}`, { defaultValue: "" })}`.trim()
              : "",
        };
      case "sds_date":
        return { cell: (row) => dateText(row.sds?.date_issue), className: "nowrap" };
      case "article_no":
        return { cell: (row) => row.article_no ?? "" };
      default:
        return { cell: () => null };
    }
  };
}

function RowName({ row }: { row: LocationProduct }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={productHref(row.product_id, row.sds)}>{row.name}</Link>
      {row.archived ? <span className="tag">{t("products.archived")}</span> : null}
    </>
  );
}

function SdsLink({ sds, name }: { sds: { sds_url_pdf: string } | null; name: string }) {
  const { t } = useTranslation();
  if (!sds) return <span className="muted">{t("products.noSds")}</span>;
  return (
    <a href={sds.sds_url_pdf}>
      {t("products.sdsPdf")}
      <span className="visually-hidden"> – {name}</span>
    </a>
  );
}

/** The last column of both product tables: the link to the row's safety data sheet. */
function sdsColumn<Row extends { sds: { sds_url_pdf: string } | null; name: string }>(
  header: string,
): DataColumn<Row> {
  return { id: "sds", header, className: "nowrap", cell: (row) => <SdsLink sds={row.sds} name={row.name} /> };
}

function RowCheckbox({ row, form }: { row: LocationProduct; form: string }) {
  const { t } = useTranslation();
  const id = `select-${row.id}`;
  return (
    <>
      <input
        type="checkbox"
        id={id}
        name="products"
        form={form}
        value={selectionToken(row.product_id, row.location_id)}
      />
      <label htmlFor={id} className="visually-hidden">
        {t("products.select", { name: row.name, location: row.location_name })}
      </label>
    </>
  );
}

/** Products at locations as a table: the chosen columns, the SDS link, a checkbox per row for bulk actions. */
export function ProductTable({ rows, columns, state, caption, selectForm }: ProductTableProps) {
  const { t } = useTranslation();
  const sortHeading = useSortHeading();
  const columnCells = useColumnCells();
  const tableColumns: DataColumn<LocationProduct>[] = [
    ...(selectForm
      ? [
          {
            id: "select",
            header: <span className="visually-hidden">{t("products.selectColumn")}</span>,
            cell: (row: LocationProduct) => <RowCheckbox row={row} form={selectForm} />,
          },
        ]
      : []),
    {
      id: "name",
      ...sortHeading("name", t("products.column.name"), state),
      rowHeader: true,
      cell: (row) => <RowName row={row} />,
    },
    ...columns
      .filter((column) => column !== "name")
      .map((column): DataColumn<LocationProduct> => {
        const sorted = SORTED_COLUMNS[column];
        const label = t(`products.column.${column}`);
        return {
          id: column,
          ...(sorted ? sortHeading(sorted, label, state) : { header: label }),
          ...columnCells(column),
        };
      }),
    sdsColumn(t("products.column.sds")),
  ];
  return (
    <DataTable
      caption={caption}
      className="product-table"
      columns={tableColumns}
      rows={rows}
      rowKey={(row) => row.id}
      rowClassName={(row) => (row.archived ? "archived" : undefined)}
    />
  );
}

/**
 * The compact view (`view=quicktext`): a card per product at a location. Each
 * card's heading is an h2: the list follows the page's h1 directly.
 */
export function ProductQuickList({
  rows,
  caption,
  selectForm,
}: {
  rows: LocationProduct[];
  caption: string;
  selectForm?: string;
}) {
  const { t } = useTranslation();
  const amountText = useAmountText();
  return (
    <ul className="product-cards" aria-label={caption}>
      {rows.map((row) => (
        <li key={row.id} className={row.archived ? "product-card archived" : "product-card"}>
          <div className="product-card-head">
            {selectForm ? <RowCheckbox row={row} form={selectForm} /> : null}
            <h2>
              <RowName row={row} />
            </h2>
          </div>
          <dl className="product-card-facts">
            <dt>{t("products.column.supplier")}</dt>
            <dd>{row.supplier || "–"}</dd>
            <dt>{t("products.column.location")}</dt>
            <dd>
              <Link to={locationProductsHref(row.location_id)}>{row.location_name}</Link>
            </dd>
            <dt>{t("products.column.amount")}</dt>
            <dd>{amountText(row.amount, row.unit) || "–"}</dd>
            {row.signal_word ? (
              <>
                <dt>{t("products.column.signal_word")}</dt>
                <dd>
                  <SignalWordBadge word={row.signal_word} />
                </dd>
              </>
            ) : null}
          </dl>
          <Pictograms codes={row.pictograms} size={28} />
          <p className="product-card-sds">
            <SdsLink sds={row.sds} name={row.name} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/* ------------------------------------------------------------ unique table */

export function UniqueProductTable({
  rows,
  state,
  caption,
  empty,
}: {
  rows: UniqueProduct[];
  state: ListState;
  caption: string;
  /** The text in place of the table when no product matches. */
  empty: string;
}) {
  const { t } = useTranslation();
  const amountText = useAmountText();
  const sortHeading = useSortHeading();
  const columns: DataColumn<UniqueProduct>[] = [
    {
      id: "name",
      ...sortHeading("name", t("products.column.name"), state),
      rowHeader: true,
      cell: (row) => <Link to={productHref(row.product_id, row.sds)}>{row.name}</Link>,
    },
    { id: "supplier", header: t("products.column.supplier"), cell: (row) => row.supplier },
    {
      id: "pictograms",
      header: t("products.column.pictograms"),
      cell: (row) => <Pictograms codes={row.pictograms} size={28} />,
    },
    {
      id: "signal_word",
      header: t("products.column.signal_word"),
      cell: (row) => <SignalWordBadge word={row.signal_word} />,
    },
    {
      id: "locations",
      ...sortHeading("location", t("products.column.locationCount"), state, true),
      className: "number",
      cell: (row) => row.location_count,
    },
    {
      id: "totals",
      header: t("products.column.totals"),
      cell: (row) =>
        row.amounts.length === 0 ? (
          ""
        ) : (
          <ul className="amount-totals">
            {row.amounts.map((total) => (
              <li key={total.unit}>{amountText(total.amount, total.unit)}</li>
            ))}
          </ul>
        ),
    },
    sdsColumn(t("products.column.sds")),
  ];
  return (
    <DataTable
      caption={caption}
      className="product-table"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.product_id}
      empty={<p>{empty}</p>}
    />
  );
}

/* ------------------------------------------------------------------- pager */

/** "Showing 21–40 of 212" and page links (`?page=`). */
export function ProductPager({ meta, state }: { meta: PageMeta; state: ListState }) {
  const { t } = useTranslation();
  const last = Math.max(1, Math.ceil(meta.total / Math.max(1, meta.limit)));
  const page = Math.min(Math.max(1, state.page), last);
  const first = meta.total === 0 ? 0 : (page - 1) * meta.limit + 1;
  const to = Math.min(meta.total, page * meta.limit);
  return (
    <div className="product-pager">
      <p className="result-count" aria-live="polite">
        {meta.total === 0
          ? t("products.count.none")
          : t("products.count.range", { first, last: to, total: meta.total })}
      </p>
      <Pager
        page={page}
        pages={last}
        href={(to) => listHref(state, { page: to })}
        label={t("products.pages")}
        numbered
      />
    </div>
  );
}

/* ---------------------------------------------------------- search & views */

/**
 * The search form of a list (GET): text, "include archived" and, on a
 * location's list, "only this location". Sort and view are kept.
 */
export function ProductSearchForm({
  state,
  label,
  showOnlyHere,
  extra,
}: {
  state: ListState;
  label: string;
  showOnlyHere?: boolean;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="product-search" role="search" aria-label={label}>
      {state.sort !== "name" ? <input type="hidden" name="sort" value={state.sort} /> : null}
      {state.view !== "table" ? <input type="hidden" name="view" value={state.view} /> : null}
      <div className="field">
        <label htmlFor="product-q">{t("products.search.label")}</label>
        <span className="inline-search-row">
          <input id="product-q" type="search" name="q" defaultValue={state.q} autoComplete="off" />
          <button type="submit">{t("products.search.submit")}</button>
        </span>
      </div>
      <div className="product-filters">
        <span>
          <input
            type="checkbox"
            id="include-archived"
            name="include_archived"
            value="1"
            defaultChecked={state.includeArchived}
          />
          <label htmlFor="include-archived">{t("products.search.includeArchived")}</label>
        </span>
        {showOnlyHere ? (
          <span>
            <input type="checkbox" id="only-here" name="only" value="1" defaultChecked={state.onlyHere} />
            <label htmlFor="only-here">{t("products.search.onlyHere")}</label>
          </span>
        ) : null}
        {extra}
      </div>
    </Form>
  );
}

/** Table or quick text (`?view=`), as two links; the current one is marked. */
export function ProductViewSwitch({ state }: { state: ListState }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("products.view.label")} className="view-switch">
      <ul>
        {(["table", "quicktext"] as const).map((view) => (
          <li key={view}>
            <Link
              to={listHref(state, { view, page: state.page })}
              aria-current={state.view === view ? "page" : undefined}
            >
              {t(`products.view.${view}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The sort orders as links (the quick-text view has no column headings). */
export function ProductSortLinks({ state, unique }: { state: ListState; unique?: boolean }) {
  const { t } = useTranslation();
  const sorts = ["name", "-name", "location", "amount", "updated"] as const;
  const key = (sort: (typeof sorts)[number]) =>
    sort === "-name"
      ? "nameDesc"
      : unique && (sort === "location" || sort === "amount")
        ? `${sort}Unique`
        : sort;
  return (
    <nav aria-label={t("products.sort.label")} className="sort-links">
      <span aria-hidden="true">{t("products.sort.label")}:</span>
      <ul>
        {sorts.map((sort) => (
          <li key={sort}>
            <Link
              to={listHref(state, { sort, page: 1 })}
              aria-current={state.sort === sort ? "true" : undefined}
              preventScrollReset
            >
              {t(`products.sort.by.${key(sort)}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
