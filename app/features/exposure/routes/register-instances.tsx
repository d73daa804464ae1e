import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDuration } from "../../../../core/exposure/duration";
import { formatDateTime } from "../../../../core/format";
import { getInstancePage } from "../api.server";
import { LocationFilter, PersonFilter, ProductFilter } from "../components/FilterChoices";
import { loadFilterChoices } from "../filter-choices.server";
import {
  NO_INSTANCE_FILTERS,
  REGISTER_PATH,
  instancesExportHref,
  instancesHref,
  isInstancesFiltered,
  readInstanceCursor,
  readInstanceFilters,
} from "../forms-register";
import { requireUser } from "~/lib/auth.server";
import { blocked, meetsPermissions } from "~/lib/guards.server";
import { getTranslator } from "~/lib/i18n.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { KeysetPager } from "~/ui/Pager";
import { pageTitle } from "~/ui/meta";

export const handle = {
  breadcrumb: { key: "exposureRegister.records.title", to: "/exposures/instances" },
};

export const meta = pageTitle;

const READS_ALL = { any: ["exposure_admin", "exposure_reader"] } as const;

/**
 * /exposures/instances: every exposure record, newest first, 50 a page (keyset links: newest, newer,
 * older), filtered by a GET form (person, product, location and below, days, recorded by whom, records
 * made in error) and downloadable with the same filters. Keepers and readers see everyone's records at
 * their locations; a person the register applies to sees only their own (no person filter, no download);
 * anyone else is sent to /main.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const readsAll = meetsPermissions(user, READS_ALL);
  if (!readsAll && !user.exposure) await blocked(request, "exposure.error.notAllowed");
  const url = new URL(request.url);
  const filters = readInstanceFilters(url);
  if (!readsAll) filters.person = null;
  const cursor = readInstanceCursor(url);
  const [page, choices] = await Promise.all([
    getInstancePage(api, filters, cursor),
    readsAll ? loadFilterChoices(api, url, filters) : null,
  ]);
  return {
    title: `${t("exposureRegister.records.title")} – ${t("app.name")}`,
    readsAll,
    filters,
    filtered: isInstancesFiltered(filters),
    choices,
    rows: page.data.map((row) => ({
      uid: row.uid,
      href: `/exposures/instances/${row.uid}`,
      at: row.started_at,
      when: formatDateTime(row.started_at, locale),
      person: row.person.name,
      product: row.product.name,
      sheet: row.product.sheet_version ?? "",
      location: row.location.path,
      duration: formatDuration(row.duration_minutes),
      routes: row.routes.map((route) => t(`exposure.route.${route}`)).join(", "),
      voided: row.voided,
      selfReported: row.self_reported,
    })),
    newer: page.meta.newer ? instancesHref(filters, page.meta.newer) : null,
    older: page.meta.older ? instancesHref(filters, page.meta.older) : null,
    first: cursor !== null ? instancesHref(filters) : null,
    downloads: readsAll
      ? { csv: instancesExportHref(filters, "csv"), xlsx: instancesExportHref(filters, "xlsx") }
      : null,
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Row = LoaderData["rows"][number];

function InstanceFilters({ data }: { data: LoaderData }) {
  const { t } = useTranslation();
  const { filters, choices } = data;
  return (
    <Form method="get" className="request-filters" aria-labelledby="records-filters-heading">
      <h2 id="records-filters-heading">{t("exposureRegister.records.filter.heading")}</h2>
      {choices ? (
        <>
          <PersonFilter id="records" state={choices.person} />
          <ProductFilter id="records" state={choices.product} />
          <LocationFilter id="records" state={choices.location} />
        </>
      ) : null}
      <fieldset>
        <legend>{t("exposureRegister.filter.period")}</legend>
        <p className="help" id="records-period-help">
          {t("exposureRegister.records.filter.periodHelp")}
        </p>
        <div className="field">
          <label htmlFor="records-from">{t("exposureRegister.records.filter.from")}</label>
          <input
            id="records-from"
            type="date"
            name="from"
            defaultValue={filters.from ?? ""}
            aria-describedby="records-period-help"
          />
        </div>
        <div className="field">
          <label htmlFor="records-to">{t("exposureRegister.records.filter.to")}</label>
          <input
            id="records-to"
            type="date"
            name="to"
            defaultValue={filters.to ?? ""}
            aria-describedby="records-period-help"
          />
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="records-recorded">{t("exposureRegister.records.filter.recordedBy")}</label>
        <select id="records-recorded" name="recorded" defaultValue={filters.recordedBy}>
          <option value="any">{t("exposureRegister.records.filter.anyRecorder")}</option>
          <option value="self">{t("exposureRegister.records.filter.selfReported")}</option>
          <option value="others">{t("exposureRegister.records.filter.byOthers")}</option>
        </select>
      </div>
      <div className="field">
        <span>
          <input
            type="checkbox"
            id="records-voided"
            name="voided"
            value="1"
            defaultChecked={filters.voided}
          />
          <label htmlFor="records-voided">{t("exposureRegister.records.filter.voided")}</label>
        </span>
      </div>
      <div className="filter-buttons">
        <button type="submit">{t("exposureRegister.filter.submit")}</button>
        {data.filtered ? (
          <Link to={instancesHref(NO_INSTANCE_FILTERS)}>{t("exposureRegister.filter.clear")}</Link>
        ) : null}
      </div>
    </Form>
  );
}

function useColumns(): DataColumn<Row>[] {
  const { t } = useTranslation();
  return [
    {
      id: "when",
      header: t("exposureRegister.records.column.started"),
      rowHeader: true,
      className: "nowrap",
      sort: "descending",
      cell: (row) => (
        <Link to={row.href} aria-label={t("exposureRegister.records.open", { when: row.when })}>
          <time dateTime={row.at}>{row.when}</time>
        </Link>
      ),
    },
    { id: "person", header: t("exposureRegister.records.column.person"), cell: (row) => row.person },
    { id: "product", header: t("exposureRegister.records.column.product"), cell: (row) => row.product },
    { id: "sheet", header: t("exposureRegister.records.column.sheet"), cell: (row) => row.sheet },
    { id: "location", header: t("exposureRegister.records.column.location"), cell: (row) => row.location },
    {
      id: "duration",
      header: t("exposureRegister.records.column.duration"),
      className: "number",
      cell: (row) => row.duration,
    },
    { id: "routes", header: t("exposureRegister.records.column.routes"), cell: (row) => row.routes },
    {
      id: "status",
      header: t("exposureRegister.records.column.status"),
      cell: (row) =>
        [
          row.voided ? t("exposure.voided") : t("exposureRegister.records.recorded"),
          row.selfReported ? t("exposure.selfReported") : null,
        ]
          .filter(Boolean)
          .join(" · "),
    },
  ];
}

export default function InstancesPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const columns = useColumns();
  return (
    <>
      <h1>{t("exposureRegister.records.title")}</h1>
      <p>{t("exposureRegister.records.intro")}</p>
      {data.readsAll ? (
        <p>
          <Link to={REGISTER_PATH}>{t("exposureRegister.records.registerLink")}</Link>
        </p>
      ) : null}
      <InstanceFilters data={data} />
      <DataTable
        caption={t("exposureRegister.records.caption")}
        columns={columns}
        rows={data.rows}
        rowKey={(row) => row.uid}
        rowClassName={(row) => (row.voided ? "voided" : undefined)}
        empty={
          data.filtered ? t("exposureRegister.records.noneFiltered") : t("exposureRegister.records.none")
        }
      />
      <KeysetPager
        first={data.first}
        newer={data.newer}
        older={data.older}
        label={t("exposureRegister.records.pager")}
        texts={{
          first: t("exposureRegister.records.newest"),
          newer: t("exposureRegister.records.newer"),
          older: t("exposureRegister.records.older"),
        }}
      />
      {data.downloads && data.rows.length > 0 ? (
        <section aria-labelledby="records-download-heading">
          <h2 id="records-download-heading">{t("exposureRegister.download.heading")}</h2>
          <ul>
            <li>
              <a href={data.downloads.csv} download>
                {t("exposureRegister.records.download.csv")}
              </a>
            </li>
            <li>
              <a href={data.downloads.xlsx} download>
                {t("exposureRegister.records.download.xlsx")}
              </a>
            </li>
          </ul>
        </section>
      ) : null}
    </>
  );
}
