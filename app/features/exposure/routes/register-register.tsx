import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDuration } from "../../../../core/exposure/duration";
import { formatDate } from "../../../../core/format";
import { getRegisterPage } from "../api.server";
import { LocationFilter, PersonFilter, ProductFilter } from "../components/FilterChoices";
import { loadFilterChoices } from "../filter-choices.server";
import {
  INSTANCES_PATH,
  NO_INSTANCE_FILTERS,
  instancesHref,
  isRegisterFiltered,
  readRegisterFilters,
  registerExportHref,
  registerHref,
  type RegisterFilterState,
} from "../forms-register";
import { requireUser } from "~/lib/auth.server";
import { blocked, meetsPermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { pageCount } from "~/lib/list-params";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { Pager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "exposureRegister.title", to: "/exposure" } };

export const meta = pageTitle;

/** Who reads everyone's exposure: keepers and readers of the register. */
const READS_ALL = { any: ["exposure_admin", "exposure_reader"] } as const;

/**
 * /exposure: the register, a line per location, product and person (the first and last exposure, the
 * occasions and the time in all), last exposure first, 50 a page, filtered by a GET form (location and
 * below, product, person, period; the location with the shared location picker, the person and product
 * found by name, so the form never lists what the register holds) and downloadable as CSV or XLSX with
 * the same filters. Keepers and
 * readers only; a person the register applies to is sent to their own history, anyone else to /main.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  if (!meetsPermissions(user, READS_ALL)) {
    if (user.exposure) throw redirect("/exposure-history");
    await blocked(request, "exposure.error.notAllowed");
  }
  const url = new URL(request.url);
  const state = readRegisterFilters(url);
  const [page, choices] = await Promise.all([
    getRegisterPage(api, state),
    loadFilterChoices(api, url, state),
  ]);
  const last = pageCount(page.meta.total, page.meta.limit);
  if (state.page > last) throw redirect(registerHref(state, last));

  return {
    title: `${t("exposureRegister.title")} – ${t("app.name")}`,
    state,
    filtered: isRegisterFiltered(state),
    choices,
    rows: page.data.map((line) => ({
      key: `${line.location.id}-${line.product.id}-${line.person.id}`,
      location: line.location.path,
      product: line.product.name,
      reasons: line.reasons.map((reason) =>
        reason.kind === "statement"
          ? t("exposureRegister.reason.statement", { code: reason.code })
          : t("exposureRegister.reason.annexVi", {
              name: reason.name,
              cas: reason.cas,
              categories: reason.categories,
              indexNo: reason.indexNo,
            }),
      ),
      person: line.person.name,
      first: formatDate(line.first_at, locale),
      firstAt: line.first_at,
      last: formatDate(line.last_at, locale),
      lastAt: line.last_at,
      occasions: line.occasions,
      total: formatDuration(line.total_minutes),
      historyHref: `/exposure-history?person=${line.person.id}`,
      recordsHref: instancesHref({
        ...NO_INSTANCE_FILTERS,
        person: line.person.id,
        product: line.product.id,
        location: line.location.id,
      }),
    })),
    meta: { total: page.meta.total, page: state.page, last, limit: page.meta.limit },
    downloads: { csv: registerExportHref(state, "csv"), xlsx: registerExportHref(state, "xlsx") },
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Row = LoaderData["rows"][number];

const NO_FILTERS: RegisterFilterState = {
  location: null,
  product: null,
  person: null,
  period: "all",
  page: 1,
};

function RegisterFilters({ data }: { data: LoaderData }) {
  const { t } = useTranslation();
  const { state, choices } = data;
  return (
    <Form method="get" className="request-filters" aria-labelledby="register-filters-heading">
      <h2 id="register-filters-heading">{t("exposureRegister.filter.heading")}</h2>
      <LocationFilter id="register" state={choices.location} />
      <ProductFilter id="register" state={choices.product} />
      <PersonFilter id="register" state={choices.person} />
      <div className="field">
        <label htmlFor="register-period">{t("exposureRegister.filter.period")}</label>
        <select id="register-period" name="period" defaultValue={state.period}>
          <option value="all">{t("exposureRegister.filter.all")}</option>
          <option value="current">{t("exposureRegister.filter.current")}</option>
        </select>
      </div>
      <div className="filter-buttons">
        <button type="submit">{t("exposureRegister.filter.submit")}</button>
        {data.filtered ? (
          <Link to={registerHref(NO_FILTERS)}>{t("exposureRegister.filter.clear")}</Link>
        ) : null}
      </div>
    </Form>
  );
}

/** Why a line's product is registrable, short (the record and plan pages give each Annex VI entry in full). */
function RegisterReasons({ reasons }: { reasons: readonly string[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return <span className="note">{t("exposureRegister.reason.none")}</span>;
  if (reasons.length === 1) return <>{reasons[0]}</>;
  return (
    <ul className="plain-list">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

function useColumns(): DataColumn<Row>[] {
  const { t } = useTranslation();
  return [
    { id: "person", header: t("exposureRegister.column.person"), rowHeader: true, cell: (row) => row.person },
    { id: "product", header: t("exposureRegister.column.product"), cell: (row) => row.product },
    {
      id: "reason",
      header: t("exposureRegister.column.reason"),
      cell: (row) => <RegisterReasons reasons={row.reasons} />,
    },
    { id: "location", header: t("exposureRegister.column.location"), cell: (row) => row.location },
    {
      id: "first",
      header: t("exposureRegister.column.first"),
      className: "nowrap",
      cell: (row) => <time dateTime={row.firstAt}>{row.first}</time>,
    },
    {
      id: "last",
      header: t("exposureRegister.column.last"),
      className: "nowrap",
      sort: "descending",
      cell: (row) => <time dateTime={row.lastAt}>{row.last}</time>,
    },
    {
      id: "occasions",
      header: t("exposureRegister.column.occasions"),
      className: "number",
      cell: (row) => row.occasions,
    },
    {
      id: "total",
      header: t("exposureRegister.column.total"),
      className: "number",
      cell: (row) => row.total,
    },
    {
      id: "links",
      header: t("exposureRegister.column.links"),
      cell: (row) => (
        <>
          <Link to={row.historyHref}>{t("exposureRegister.historyLink", { name: row.person })}</Link>
          {" · "}
          <Link to={row.recordsHref}>{t("exposureRegister.recordsOfLine")}</Link>
        </>
      ),
    },
  ];
}

export default function RegisterPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const columns = useColumns();
  const { meta } = data;
  const firstRow = meta.total === 0 ? 0 : (meta.page - 1) * meta.limit + 1;
  const lastRow = Math.min(meta.total, meta.page * meta.limit);
  return (
    <>
      <h1>{t("exposureRegister.title")}</h1>
      <p>{t("exposureRegister.intro")}</p>
      <p>
        <Link to={INSTANCES_PATH}>{t("exposureRegister.recordsLink")}</Link>
      </p>
      <RegisterFilters data={data} />
      <p className="result-count" aria-live="polite">
        {meta.total === 0
          ? t("exposureRegister.countNone")
          : t("exposureRegister.count", { first: firstRow, last: lastRow, total: meta.total })}
      </p>
      <DataTable
        caption={t("exposureRegister.caption")}
        columns={columns}
        rows={data.rows}
        rowKey={(row) => row.key}
        empty={data.filtered ? t("exposureRegister.noneFiltered") : t("exposureRegister.none")}
      />
      {meta.total > 0 ? <p className="note">{t("exposureRegister.reasonNote")}</p> : null}
      <Pager page={meta.page} pages={meta.last} href={(page) => registerHref(data.state, page)} />
      {meta.total > 0 ? (
        <section aria-labelledby="register-download-heading">
          <h2 id="register-download-heading">{t("exposureRegister.download.heading")}</h2>
          <ul>
            <li>
              <a href={data.downloads.csv} download>
                {t("exposureRegister.download.csv")}
              </a>
            </li>
            <li>
              <a href={data.downloads.xlsx} download>
                {t("exposureRegister.download.xlsx")}
              </a>
            </li>
          </ul>
        </section>
      ) : null}
    </>
  );
}
