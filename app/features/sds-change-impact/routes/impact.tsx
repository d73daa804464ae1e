import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ImpactItem, ListHitWire } from "../../../../api/sds-change-impact/schemas";
import { dateFormat } from "../../../../core/format";
import { loadImpact } from "../api.server";
import { SheetChangeList } from "../components/SheetChangeList";
import { orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { getTranslator } from "~/lib/i18n.server";
import { idFromParams } from "~/lib/route-params.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";
import { IMPACT_ITEMS_PER_KIND } from "../../../../core/sds-change-impact/affected-kinds";
import { LIST_HIT_CHANGES_KEPT } from "../../../../core/sds-change-impact/list-hits";

export const handle = { breadcrumb: { key: "sdsEvents.title", to: "/sdsevents" } };
export const meta = pageTitle;

/**
 * /sdsevents/{eventId}/impact (every user within their top nodes): what a new sheet version changed against
 * the one it replaced, and the follow-up action made for each thing of the company it touches, each linking
 * the thing and its action.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const impact = await orNotFound(loadImpact(api, idFromParams(params.eventId)));
  return {
    impact,
    title: `${t("actions.impact.page.title", { product: impact.product_name })} – ${t("app.name")}`,
  };
}

export default function ImpactPage() {
  const { impact } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const day = dateFormat(i18n.language, { dateStyle: "medium" });
  // A legislation list by its translated name, the greylist by its own, a custom list by the name it was given.
  const hitText = (hit: ListHitWire) =>
    t("actions.impact.hits.entry", {
      list:
        hit.source === "legislation"
          ? t(`legislation.list.${hit.list}`, { defaultValue: hit.list })
          : hit.list === "0"
            ? t("customLists.greylist")
            : hit.list_name,
      entry: hit.entry,
    });
  const columns: DataColumn<ImpactItem>[] = [
    { id: "kind", header: t("actions.impact.col.kind"), cell: (row) => t(`actions.impact.kind.${row.kind}`) },
    {
      id: "item",
      header: t("actions.impact.col.item"),
      rowHeader: true,
      cell: (row) => <Link to={row.path}>{row.label}</Link>,
    },
    { id: "location", header: t("actions.impact.col.location"), cell: (row) => row.location_name ?? "–" },
    {
      id: "action",
      header: t("actions.impact.col.action"),
      cell: (row) => <Link to={`/actions/${row.action_id}`}>{t(`actions.status.${row.status}`)}</Link>,
    },
  ];
  return (
    <>
      <p>
        <Link to="/sdsevents">{t("actions.impact.back")}</Link>
      </p>
      <h1>{t("actions.impact.page.title", { product: impact.product_name })}</h1>
      <p>
        {t("actions.impact.page.intro", {
          from: impact.from_version ?? impact.from_sds_key,
          to: impact.to_version ?? impact.to_sds_key,
          date: day.format(new Date(impact.occurred_at)),
        })}
      </p>
      <section aria-labelledby="impact-diff">
        <h2 id="impact-diff">{t("actions.impact.diff.heading")}</h2>
        <SheetChangeList change={impact.change} parts={impact.parts} />
      </section>
      <section aria-labelledby="impact-hits">
        <h2 id="impact-hits">{t("actions.impact.hits.heading")}</h2>
        <p>{t("actions.impact.hits.intro")}</p>
        {impact.list_hits.gained.length === 0 && impact.list_hits.lost.length === 0 ? (
          <p>{t("actions.impact.hits.none")}</p>
        ) : (
          <dl>
            {impact.list_hits.gained.length > 0 ? (
              <>
                <dt>{t("actions.impact.hits.gained")}</dt>
                {impact.list_hits.gained.map((hit) => (
                  <dd key={`${hit.source}-${hit.list}-${hit.ref}`}>{hitText(hit)}</dd>
                ))}
              </>
            ) : null}
            {impact.list_hits.lost.length > 0 ? (
              <>
                <dt>{t("actions.impact.hits.lost")}</dt>
                {impact.list_hits.lost.map((hit) => (
                  <dd key={`${hit.source}-${hit.list}-${hit.ref}`}>{hitText(hit)}</dd>
                ))}
              </>
            ) : null}
          </dl>
        )}
        {impact.list_hits.cut ? (
          <p>{t("actions.impact.hits.cut", { count: LIST_HIT_CHANGES_KEPT })}</p>
        ) : null}
      </section>
      <section aria-labelledby="impact-items">
        <h2 id="impact-items">{t("actions.impact.items.heading")}</h2>
        {impact.items_cut ? <p>{t("actions.impact.items.cut", { count: IMPACT_ITEMS_PER_KIND })}</p> : null}
        <DataTable
          caption={t("actions.impact.items.caption")}
          columns={columns}
          rows={impact.items}
          rowKey={(row) => row.action_id}
          empty={<p>{t("actions.impact.items.empty")}</p>}
        />
      </section>
    </>
  );
}
