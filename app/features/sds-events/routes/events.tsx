import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SdsEvent } from "../../../../api/sds-events/schemas";
import { dateFormat } from "../../../../core/format";
import { isIsoDate, SDS_EVENT_KINDS } from "../../../../core/sds-events/rules";
import { digestSetting, listSdsEvents, setDigestSetting } from "../api.server";
import { eventDetail } from "../components/event-detail";
import { loadLocationPicker } from "~/features/locations/picker.server";
import { orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { readForm, SMALL_FORM } from "~/lib/forms.server";
import { getTranslator } from "~/lib/i18n.server";
import { badRequest } from "~/lib/responses.server";
import { redirectWithToast } from "~/lib/toast.server";
import { idParam, textParam } from "~/lib/list-params";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { KeysetPager } from "~/ui/Pager";
import { LocationPicker } from "~/ui/LocationPicker";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "sdsEvents.title", to: "/sdsevents" } };
export const meta = pageTitle;

const PRODUCT_MAX = 200;

/** The filters from the URL; anything unknown or malformed is left out. */
function filtersOf(url: URL) {
  const rawKind = url.searchParams.get("kind");
  const date = (name: string) => {
    const value = textParam(url, name, 10);
    return isIsoDate(value) ? value : "";
  };
  return {
    kind: SDS_EVENT_KINDS.find((kind) => kind === rawKind),
    product: textParam(url, "product", PRODUCT_MAX),
    location: idParam(url, "location"),
    from: date("from"),
    to: date("to"),
    after: idParam(url, "after"),
  };
}

type Filters = ReturnType<typeof filtersOf>;

/** The page's address with the filters, starting after event `after` (none: the newest). */
function hrefOf(filters: Filters, after?: number): string {
  const query = new URLSearchParams();
  if (filters.kind) query.set("kind", filters.kind);
  if (filters.product) query.set("product", filters.product);
  if (filters.location !== undefined) query.set("location", String(filters.location));
  if (filters.from) query.set("from", filters.from);
  if (filters.to) query.set("to", filters.to);
  if (after !== undefined) query.set("after", String(after));
  const text = query.toString();
  return text ? `/sdsevents?${text}` : "/sdsevents";
}

/**
 * /sdsevents (every user; within their top nodes): the company's SDS timeline, newest first, filtered by
 * kind, dates, product name and location (the location and everything below it), a page at a time: "Older
 * events" goes on after the last one shown, so a page costs the same however long the timeline is.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const [list, digest, locations] = await Promise.all([
    orNotFound(listSdsEvents(api, filters)),
    digestSetting(api),
    loadLocationPicker(api, {
      ids: filters.location !== undefined ? [String(filters.location)] : [],
      q: url.searchParams.get("locq"),
    }),
  ]);
  return { list, filters, digest, locations, title: `${t("sdsEvents.title")} – ${t("app.name")}` };
}

/** The user's own setting: the daily e-mail digest of new events, on or off (a checkbox, nothing can fail). */
export async function action({ request }: ActionFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const form = await readForm(request, SMALL_FORM);
  if (form.get("intent") !== "digest") throw badRequest();
  await setDigestSetting(api, form.get("subscribed") === "1");
  throw await redirectWithToast("/sdsevents", { type: "success", text: t("sdsEvents.toast.digestSaved") });
}

export default function SdsEventsPage() {
  const { list, filters, digest, locations } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const when = dateFormat(i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const filtered =
    filters.kind !== undefined ||
    filters.product !== "" ||
    filters.location !== undefined ||
    filters.from !== "" ||
    filters.to !== "";

  const columns: DataColumn<SdsEvent>[] = [
    {
      id: "when",
      header: t("sdsEvents.col.when"),
      className: "nowrap",
      cell: (row) => <time dateTime={row.occurred_at}>{when.format(new Date(row.occurred_at))}</time>,
    },
    { id: "kind", header: t("sdsEvents.col.kind"), cell: (row) => t(`sdsEvents.kind.${row.kind}`) },
    {
      id: "product",
      header: t("sdsEvents.col.product"),
      rowHeader: true,
      cell: (row) => <Link to={`/products/${row.product_id}`}>{row.product_name}</Link>,
    },
    {
      id: "detail",
      header: t("sdsEvents.col.detail"),
      cell: (row) =>
        // A replacement that changed something links its change impact.
        row.kind === "replaced" && Array.isArray(row.payload.changed) ? (
          <>
            {eventDetail(row, t)} <Link to={`/sdsevents/${row.id}/impact`}>{t("actions.impact.link")}</Link>
          </>
        ) : (
          eventDetail(row, t)
        ),
    },
    { id: "location", header: t("sdsEvents.col.location"), cell: (row) => row.location_name ?? "" },
    {
      id: "who",
      header: t("sdsEvents.col.who"),
      cell: (row) =>
        row.actor_name ?? t(row.kind === "supplier_answered" ? "sdsEvents.supplier" : "sdsEvents.system"),
    },
  ];

  return (
    <>
      <h1>{t("sdsEvents.title")}</h1>
      <p>{t("sdsEvents.intro")}</p>
      <Form method="get" className="list-filters">
        <fieldset>
          <legend>{t("sdsEvents.filter.legend")}</legend>
          <div className="field">
            <label htmlFor="sds-events-kind">{t("sdsEvents.filter.kind")}</label>
            <select id="sds-events-kind" name="kind" defaultValue={filters.kind ?? ""}>
              <option value="">{t("sdsEvents.filter.allKinds")}</option>
              {SDS_EVENT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`sdsEvents.kind.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="sds-events-product">{t("sdsEvents.filter.product")}</label>
            <input
              id="sds-events-product"
              name="product"
              type="search"
              maxLength={PRODUCT_MAX}
              defaultValue={filters.product}
            />
          </div>
          <div className="field">
            <label htmlFor="sds-events-from">{t("sdsEvents.filter.from")}</label>
            <input id="sds-events-from" name="from" type="date" defaultValue={filters.from} />
          </div>
          <div className="field">
            <label htmlFor="sds-events-to">{t("sdsEvents.filter.to")}</label>
            <input id="sds-events-to" name="to" type="date" defaultValue={filters.to} />
          </div>
        </fieldset>
        <LocationPicker
          id="sds-events-location"
          name="location"
          multiple={false}
          legend={t("sdsEvents.filter.location")}
          state={locations}
          queryName="locq"
          noneLabel={t("sdsEvents.filter.anyLocation")}
        />
        <div className="filter-buttons">
          <button type="submit">{t("sdsEvents.filter.submit")}</button>
          {filtered ? <Link to="/sdsevents">{t("sdsEvents.filter.clear")}</Link> : null}
        </div>
      </Form>
      <DataTable
        caption={t("sdsEvents.table.caption")}
        columns={columns}
        rows={list.data}
        rowKey={(row) => row.id}
        empty={<p>{t("sdsEvents.table.empty")}</p>}
      />
      <KeysetPager
        label={t("sdsEvents.pages")}
        first={filters.after !== undefined ? hrefOf(filters) : null}
        newer={null}
        older={list.meta.next !== null ? hrefOf(filters, list.meta.next) : null}
        texts={{ first: t("sdsEvents.newest"), newer: t("sdsEvents.newest"), older: t("sdsEvents.older") }}
      />
      <Form method="post" className="digest-setting">
        <input type="hidden" name="intent" value="digest" />
        <p>{t(digest ? "sdsEvents.digest.on" : "sdsEvents.digest.off")}</p>
        <div className="field">
          <span>
            <input
              type="checkbox"
              id="sds-events-digest"
              name="subscribed"
              value="1"
              defaultChecked={digest}
            />
            <label htmlFor="sds-events-digest">{t("sdsEvents.digest.setting")}</label>
          </span>
        </div>
        <button type="submit">{t("sdsEvents.digest.save")}</button>
      </Form>
    </>
  );
}
