import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { REPORT_CATEGORIES } from "../../../../core/amounts/categories";
import { numberFormat } from "../../../../core/format";
import { loadLocationPicker } from "../../locations/picker.server";
import { getAmountReport } from "../api.server";
import { AmountChart } from "../components/AmountChart";
import { exportHref, pageHref, readFilters, totalsHref } from "../filters";
import { requireUser } from "~/lib/auth.server";
import { emptyStateGuard } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageCount } from "~/lib/list-params";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { LocationPicker } from "~/ui/LocationPicker";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "amountReport.title", to: "/amountreport" } };

export const meta = pageTitle;

/**
 * /amountreport: what the company holds, per product and location, with the totals per hazard category in
 * kilograms and a bar chart of them drawn on the server. A GET form chooses the location (its subtree; none:
 * every location of the user's top nodes) and the category of the listed rows; 50 rows a page; CSV and XLSX
 * downloads. Every user of the company reads it, within their top nodes; it follows the empty-state guard
 * of the module amounts.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  await emptyStateGuard(request, { user, api }, "amounts");
  const url = new URL(request.url);
  const filters = readFilters(url);
  const [report, picker] = await Promise.all([
    getAmountReport(api, filters),
    loadLocationPicker(api, {
      ids: filters.location ? [String(filters.location)] : [],
      q: url.searchParams.get("locq"),
    }),
  ]);
  const last = pageCount(report.meta.total, report.meta.limit);
  if (filters.page > last) throw redirect(pageHref(filters, last));
  const number = numberFormat(locale, { maximumFractionDigits: 3 });
  const show = (value: number | null) => (value === null ? "" : number.format(value));
  const unitText = (unit: string | null) => (unit ? t(`product.unit.${unit}`, { defaultValue: unit }) : "");
  const category = (key: string) => t(`amountReport.category.${key}`);
  const location = filters.location ? (picker.chosen[0] ?? null) : null;
  const heading = location
    ? t("amountReport.locationTitle", { location: location.path })
    : t("amountReport.title");
  const total = (key: string, label: string, row: NonNullable<typeof report.totals>["all"]) => ({
    key,
    label,
    products: number.format(row.products),
    placements: number.format(row.placements),
    kg: number.format(row.kg),
    litres: number.format(row.litres_without_density),
    pieces: number.format(row.pieces),
  });
  return {
    title: `${heading} – ${t("app.name")}`,
    heading,
    filters,
    picker,
    // The totals add up every placement of the chosen locations: only when asked for (totals=1).
    totals: report.totals
      ? [
          ...report.totals.categories.map((row) => total(row.category, category(row.category), row)),
          ...(report.totals.all.placements > 0
            ? [total("all", t("amountReport.totals.all"), report.totals.all)]
            : []),
        ]
      : null,
    totalsHref: totalsHref(filters),
    bars: (report.totals?.categories ?? [])
      .filter((row) => row.kg > 0)
      .map((row) => ({
        key: row.category,
        label: category(row.category),
        value: row.kg,
        text: `${number.format(row.kg)} kg`,
      })),
    rows: report.data.map((row) => ({
      key: row.placement_id,
      productId: row.product.id,
      product: row.product.name,
      supplier: row.product.supplier,
      locationId: row.location.id,
      location: row.location.name,
      amount: row.amount === null ? "" : `${show(row.amount)} ${unitText(row.unit)}`.trim(),
      density: show(row.density),
      kg: show(row.kg),
      litres: show(row.litres),
      conversion: row.conversion,
      categories: row.categories.map(category),
    })),
    meta: { total: report.meta.total, page: filters.page, last },
    downloads: { csv: exportHref(filters, "csv"), xlsx: exportHref(filters, "xlsx") },
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Row = LoaderData["rows"][number];
type TotalRow = NonNullable<LoaderData["totals"]>[number];

function useRowColumns(): DataColumn<Row>[] {
  const { t } = useTranslation();
  return [
    {
      id: "product",
      header: t("amountReport.column.product"),
      rowHeader: true,
      cell: (row) => <Link to={`/products/${row.productId}`}>{row.product}</Link>,
    },
    { id: "supplier", header: t("amountReport.column.supplier"), cell: (row) => row.supplier },
    { id: "location", header: t("amountReport.column.location"), cell: (row) => row.location },
    { id: "amount", header: t("amountReport.column.amount"), className: "number", cell: (row) => row.amount },
    {
      id: "density",
      header: t("amountReport.column.density"),
      className: "number",
      cell: (row) => row.density,
    },
    { id: "kg", header: t("amountReport.column.kg"), className: "number", cell: (row) => row.kg },
    { id: "litres", header: t("amountReport.column.litres"), className: "number", cell: (row) => row.litres },
    {
      id: "conversion",
      header: t("amountReport.column.conversion"),
      cell: (row) =>
        row.conversion === "kg" ? (
          t("amountReport.conversion.kg")
        ) : (
          <strong>{t(`amountReport.conversion.${row.conversion}`)}</strong>
        ),
    },
    {
      id: "categories",
      header: t("amountReport.column.categories"),
      cell: (row) => row.categories.join("; "),
    },
  ];
}

function useTotalColumns(): DataColumn<TotalRow>[] {
  const { t } = useTranslation();
  return [
    { id: "category", header: t("amountReport.totals.category"), rowHeader: true, cell: (row) => row.label },
    {
      id: "products",
      header: t("amountReport.totals.products"),
      className: "number",
      cell: (row) => row.products,
    },
    {
      id: "placements",
      header: t("amountReport.totals.placements"),
      className: "number",
      cell: (row) => row.placements,
    },
    { id: "kg", header: t("amountReport.totals.kg"), className: "number", cell: (row) => row.kg },
    { id: "litres", header: t("amountReport.totals.litres"), className: "number", cell: (row) => row.litres },
    { id: "pieces", header: t("amountReport.totals.pieces"), className: "number", cell: (row) => row.pieces },
  ];
}

export default function AmountReportPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const rowColumns = useRowColumns();
  const totalColumns = useTotalColumns();
  const { filters, meta } = data;
  return (
    <>
      <h1>{data.heading}</h1>
      <p>{t("amountReport.intro")}</p>
      <Form method="get" className="request-filters" aria-labelledby="amount-filter-heading">
        <h2 id="amount-filter-heading">{t("amountReport.filter.legend")}</h2>
        <LocationPicker
          id="amount-location"
          name="location"
          multiple={false}
          legend={t("amountReport.filter.location")}
          hint={t("amountReport.filter.locationHint")}
          state={data.picker}
          queryName="locq"
          searchByGet
          noneLabel={t("amountReport.filter.allLocations")}
        />
        <div className="field">
          <label htmlFor="amount-category">{t("amountReport.filter.category")}</label>
          <select id="amount-category" name="category" defaultValue={filters.category ?? "all"}>
            <option value="all">{t("amountReport.filter.allCategories")}</option>
            {REPORT_CATEGORIES.map((code) => (
              <option key={code} value={code}>
                {t(`amountReport.category.${code}`)}
              </option>
            ))}
          </select>
        </div>
        {filters.totals ? <input type="hidden" name="totals" value="1" /> : null}
        <div className="filter-buttons">
          <button type="submit">{t("amountReport.filter.submit")}</button>
        </div>
      </Form>
      {data.totals === null ? (
        <p>
          <Link to={data.totalsHref}>{t("amountReport.totals.show")}</Link>
        </p>
      ) : (
        <>
          <DataTable
            caption={t("amountReport.totals.caption")}
            columns={totalColumns}
            rows={data.totals}
            rowKey={(row) => row.key}
            empty={t("amountReport.totals.empty")}
          />
          {data.totals.length > 0 ? <p>{t("amountReport.overlapNote")}</p> : null}
        </>
      )}
      {data.bars.length > 0 ? (
        <section aria-labelledby="amount-chart-heading">
          <h2 id="amount-chart-heading">{t("amountReport.chart.heading")}</h2>
          <AmountChart
            bars={data.bars}
            title={t("amountReport.chart.title")}
            desc={t("amountReport.chart.desc")}
          />
        </section>
      ) : null}
      <DataTable
        caption={t("amountReport.rows.caption")}
        columns={rowColumns}
        rows={data.rows}
        rowKey={(row) => row.key}
        empty={t("amountReport.rows.empty")}
      />
      <Pager page={meta.page} pages={meta.last} href={(page) => pageHref(filters, page)} />
      {meta.total > 0 ? (
        <section aria-labelledby="amount-download-heading">
          <h2 id="amount-download-heading">{t("amountReport.export.legend")}</h2>
          <ul>
            <li>
              <a href={data.downloads.csv} download>
                {t("amountReport.export.csv")}
              </a>
            </li>
            <li>
              <a href={data.downloads.xlsx} download>
                {t("amountReport.export.xlsx")}
              </a>
            </li>
          </ul>
        </section>
      ) : null}
    </>
  );
}
