import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SheetComposition } from "../../../../api/publisher/schemas";
import { COUNTRIES } from "../../../../core/countries";
import { displayName } from "../../../../core/format";
import { isLanguageId, LANGUAGES } from "../../../../core/languages";
import {
  PUBLISHER_LIST_LIMIT,
  SUBSTANCE_LAST_PAGE,
  SUBSTANCE_SEARCH_MAX,
} from "../../../../core/publisher/rules";
import type { Translate } from "../../../../core/translate";
import { requirePublisher } from "../access.server";
import { getSheetComposition, listSubstanceUsage } from "../api.server";
import { pageCount, pageParam, searchPageHref, textParam } from "~/lib/list-params";
import { notFound } from "~/lib/responses.server";
import { DataTable, type DataColumn } from "~/ui/DataTable";
import { pageTitle } from "~/ui/meta";
import { Pager } from "~/ui/Pager";

export const handle = { breadcrumb: { key: "substances.allVersions.title", to: "/substances/all-versions" } };

export const meta = pageTitle;

/** A sheet key as a path can carry it (the API answers any other as not found too). */
const SHEET_KEY = /^[A-Za-z0-9-]{1,40}$/;

/**
 * /substances/all-versions/:sdsKey? (local_publisher). Without a key: every substance of the company, 50 a
 * page, searched by name, CAS or EC number, each with how many of the company's own sheets list it and the
 * first few of them. With a sheet's key: that sheet's composition in every version, language and market, so
 * that a change of substance or concentration between versions shows. A key the company has no sheet of is
 * the not-found page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api, t, locale } = await requirePublisher(request);
  const heading = t("substances.allVersions.title");
  if (params.sdsKey !== undefined) {
    if (!SHEET_KEY.test(params.sdsKey)) throw notFound();
    const sheet = await getSheetComposition(api, params.sdsKey);
    return {
      kind: "sheet" as const,
      title: `${t("substances.allVersions.sheet.title", { name: sheet.product_name })} – ${heading} – ${t("app.name")}`,
      sheet: compositionView(sheet, t, locale),
    };
  }
  const url = new URL(request.url);
  const q = textParam(url, "q", SUBSTANCE_SEARCH_MAX);
  const page = pageParam(url, SUBSTANCE_LAST_PAGE);
  const list = await listSubstanceUsage(api, { q, page });
  return {
    kind: "list" as const,
    title: `${heading} – ${t("internalDocuments.landing.title")} – ${t("app.name")}`,
    q,
    page,
    pages: pageCount(list.meta.total, list.meta.per_page),
    total: list.meta.total,
    rows: list.data,
  };
}

/** A concentration range in the reader's number format: "30–50 %", "at least 5 %", or "listed, no range". */
function concentration(
  t: Translate,
  format: Intl.NumberFormat,
  min: number | null,
  max: number | null,
): string {
  if (min !== null && max !== null)
    return t("substances.allVersions.sheet.range", { min: format.format(min), max: format.format(max) });
  if (min !== null) return t("substances.allVersions.sheet.atLeast", { min: format.format(min) });
  if (max !== null) return t("substances.allVersions.sheet.atMost", { max: format.format(max) });
  return t("substances.allVersions.sheet.noConcentration");
}

/**
 * The composition as one table per language and market: a row per substance, a column per version (newest
 * first), each cell the substance's concentration in that version or "not listed". Worded on the server.
 */
function compositionView(sheet: SheetComposition, t: Translate, locale: string) {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  const variants = new Map<string, SheetComposition["versions"]>();
  for (const version of sheet.versions) {
    const key = `${version.language_id}-${version.market_id}`;
    variants.set(key, [...(variants.get(key) ?? []), version]);
  }
  return {
    key: sheet.sds_key,
    name: sheet.product_name,
    bounded: sheet.versions_bounded,
    empty: sheet.substances.length === 0,
    variants: [...variants.entries()]
      .sort(([, a], [, b]) => a[0]!.language_id - b[0]!.language_id || a[0]!.market_id - b[0]!.market_id)
      .map(([key, versions]) => {
        const first = versions[0]!;
        const language = isLanguageId(first.language_id)
          ? LANGUAGES[first.language_id].name
          : String(first.language_id);
        const code = COUNTRIES[first.market_id];
        const market = code ? displayName(locale, "region", code) : String(first.market_id);
        const ids = new Set(versions.map((v) => v.id));
        return {
          key,
          heading: t("substances.allVersions.sheet.variant", { language, market }),
          caption: t("substances.allVersions.sheet.caption", { language, market }),
          versions: versions.map((v) => ({
            id: v.id,
            label: t("substances.allVersions.sheet.version", {
              version: v.version,
              status: t(`publisher.sheet.status.${v.status}`),
            }),
          })),
          substances: sheet.substances
            .filter((s) => s.in.some((use) => ids.has(use.document_id)))
            .map((s) => {
              const byDocument = new Map(s.in.map((use) => [use.document_id, use]));
              return {
                id: s.substance_id,
                name: s.name,
                numbers: [s.cas, s.ec].filter(Boolean).join(" · "),
                cells: versions.map((v) => {
                  const use = byDocument.get(v.id);
                  return use
                    ? concentration(t, format, use.concentration_min, use.concentration_max)
                    : t("substances.allVersions.sheet.notListed");
                }),
              };
            }),
        };
      }),
  };
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type ListData = Extract<Data, { kind: "list" }>;
type SheetData = Extract<Data, { kind: "sheet" }>["sheet"];

function UsageList({ data }: { data: ListData }) {
  const { t } = useTranslation();
  const { q, page, pages, total, rows } = data;
  const href = (p: number) => searchPageHref("/substances/all-versions", q, p);
  const columns: DataColumn<ListData["rows"][number]>[] = [
    { id: "name", header: t("substances.allVersions.name"), rowHeader: true, cell: (s) => s.name },
    { id: "cas", header: t("substances.allVersions.cas"), className: "nowrap", cell: (s) => s.cas ?? "" },
    { id: "ec", header: t("substances.allVersions.ec"), className: "nowrap", cell: (s) => s.ec ?? "" },
    {
      id: "sheets",
      header: t("substances.allVersions.usedIn"),
      cell: (s) =>
        s.sheet_count === 0 ? (
          t("substances.allVersions.notUsed")
        ) : (
          <>
            {t("substances.allVersions.counts", { sheets: s.sheet_count, versions: s.version_count })}
            <ul className="compact-list">
              {s.sheets.map((sheet) => (
                <li key={sheet.sds_key}>
                  <Link to={`/substances/all-versions/${encodeURIComponent(sheet.sds_key)}`}>
                    {sheet.product_name}
                  </Link>
                </li>
              ))}
              {s.sheet_count > s.sheets.length ? (
                <li>{t("substances.allVersions.more", { count: s.sheet_count - s.sheets.length })}</li>
              ) : null}
            </ul>
          </>
        ),
    },
  ];
  return (
    <>
      <h1>{t("substances.allVersions.title")}</h1>
      <p>{t("substances.allVersions.intro")}</p>
      <p>
        <Link to="/substances">{t("substances.allVersions.details")}</Link>
      </p>
      <Form method="get" role="search" className="inline-search">
        <label htmlFor="usage-q">{t("substances.allVersions.search")}</label>{" "}
        <input id="usage-q" type="search" name="q" defaultValue={q} maxLength={200} />{" "}
        <button type="submit">{t("substances.allVersions.searchSubmit")}</button>
      </Form>
      <p>{t("substances.allVersions.found", { count: total })}</p>
      <DataTable
        caption={q ? t("substances.allVersions.captionFiltered", { q }) : t("substances.allVersions.caption")}
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        empty={q ? t("substances.allVersions.noMatch", { q }) : t("substances.allVersions.empty")}
      />
      <Pager page={page} pages={pages} href={href} label={t("substances.allVersions.pager")} numbered />
    </>
  );
}

/** A sheet's composition table: a row per substance, a column per version (its concentration there). */
function compositionColumns(
  versions: readonly { id: number; label: string }[],
  nameHeader: string,
): DataColumn<{ name: string; numbers: string | null; cells: string[] }>[] {
  return [
    {
      id: "name",
      header: nameHeader,
      rowHeader: true,
      cell: (row) => (
        <>
          {row.name}
          {row.numbers ? <span className="help"> ({row.numbers})</span> : null}
        </>
      ),
    },
    ...versions.map((version, index) => ({
      id: `v${version.id}`,
      header: version.label,
      cell: (row: { cells: string[] }) => row.cells[index],
    })),
  ];
}

function Composition({ sheet }: { sheet: SheetData }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Link to="/substances/all-versions">{t("substances.allVersions.back")}</Link>
      </p>
      <h1>{t("substances.allVersions.sheet.title", { name: sheet.name })}</h1>
      <p>{t("substances.allVersions.sheet.intro", { key: sheet.key })}</p>
      <p>
        <Link to={`/documents/all-versions/${encodeURIComponent(sheet.key)}`}>
          {t("substances.allVersions.sheet.allVersions")}
        </Link>
      </p>
      {sheet.bounded ? (
        <p className="help">{t("substances.allVersions.sheet.bounded", { limit: PUBLISHER_LIST_LIMIT })}</p>
      ) : null}
      {sheet.empty ? <p>{t("substances.allVersions.sheet.none")}</p> : null}
      {sheet.empty
        ? null
        : sheet.variants.map((variant) => (
            <section key={variant.key} aria-labelledby={`variant-${variant.key}`}>
              <h2 id={`variant-${variant.key}`}>{variant.heading}</h2>
              {variant.substances.length === 0 ? <p>{t("substances.allVersions.sheet.none")}</p> : null}
              {variant.substances.length === 0 ? null : (
                <DataTable
                  caption={variant.caption}
                  captionHidden
                  columns={compositionColumns(variant.versions, t("substances.allVersions.name"))}
                  rows={variant.substances}
                  rowKey={(row) => row.id}
                />
              )}
            </section>
          ))}
    </>
  );
}

export default function SubstanceUsage() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "sheet" ? <Composition sheet={data.sheet} /> : <UsageList data={data} />;
}
