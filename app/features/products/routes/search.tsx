import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Pictograms, SignalWordBadge } from "~/features/products/components/Hazards";
import { SEARCH_FACETS, type SearchFacet } from "../../../../core/products";
import type { SearchMeta } from "../../../../api/products/schemas";
import { searchSheets } from "~/features/products/api.server";
import { Pager } from "~/ui/Pager";
import { pageParam, QUERY_MAX, textParam } from "~/lib/list-params";
import { requireUser } from "~/lib/auth.server";
import { formatDate } from "../../../../core/format";
import { getTranslator } from "~/lib/i18n.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "search.title", to: "/search" } };

export const meta = pageTitle;

/** The deepest result page offered; the facets narrow a longer result. */
const LAST_SEARCH_PAGE = 500;

/** `facet=supplier:Merck` parameters that name a known facet, each once. */
function facetsOf(params: URLSearchParams): string[] {
  const chosen = new Set<string>();
  for (const value of params.getAll("facet")) {
    const [facet, ...rest] = value.split(":");
    if (SEARCH_FACETS.includes(facet as SearchFacet) && rest.join(":").trim() !== "") chosen.add(value);
  }
  return [...chosen];
}

/** The URL of this page with other search parameters. */
function searchUrl(q: string, facets: string[], page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  for (const facet of facets) params.append("facet", facet);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/search?${query}` : "/search";
}

/**
 * /search: one search box over the company's safety data sheets (name,
 * supplier, article number, CAS and UN numbers), with facets to narrow the
 * result, and over its locations. Facets are checkboxes in the same GET form,
 * so filtering works without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const url = new URL(request.url);
  // Longer search text is cut, not refused.
  const q = textParam(url, "q");
  const facets = facetsOf(url.searchParams);
  const page = pageParam(url, LAST_SEARCH_PAGE);
  const title = q
    ? `${t("search.titleFor", { query: q })} – ${t("app.name")}`
    : `${t("search.title")} – ${t("app.name")}`;
  if (!q && facets.length === 0) {
    return { title, q, facets, page, results: null, meta: null, locations: [], error: null };
  }
  const found = await searchSheets(api, { q, facets, page });
  if (!found) {
    // A refused query is the user's input: say so on the page instead of failing it.
    return { title, q, facets, page, results: null, meta: null, locations: [], error: "invalid" as const };
  }
  return {
    title,
    q,
    facets,
    page,
    results: found.sheets.map((sheet) => ({ ...sheet, date: formatDate(sheet.date_issue, locale) })),
    meta: found.meta,
    locations: found.locations,
    error: null,
  };
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function FacetFilters({ meta, chosen }: { meta: SearchMeta; chosen: string[] }) {
  const { t } = useTranslation();
  const label = (facet: SearchFacet, value: string, fallback: string) =>
    facet === "pictogram"
      ? t(`pictogram.${value}`, { defaultValue: value })
      : facet === "signal_word"
        ? t(`common.signalWord.${value}`, { defaultValue: value })
        : fallback;
  return (
    <>
      {SEARCH_FACETS.map((facet) => {
        const counts = meta.facets[facet] ?? [];
        if (counts.length === 0) return null;
        return (
          <fieldset key={facet} className="facet">
            <legend>{t(`search.facet.${facet}`)}</legend>
            <ul>
              {counts.map((count) => {
                const value = `${facet}:${count.value}`;
                const id = `facet-${facet}-${count.value}`.replace(/[^A-Za-z0-9_-]/g, "_");
                return (
                  <li key={value}>
                    <input
                      type="checkbox"
                      id={id}
                      name="facet"
                      value={value}
                      defaultChecked={chosen.includes(value)}
                    />
                    <label htmlFor={id}>
                      {label(facet, count.value, count.label)} <span className="count">({count.count})</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </>
  );
}

function Results({ data }: { data: LoaderData }) {
  const { t } = useTranslation();
  const { results, meta, q, facets, page } = data;
  if (!results || !meta) return null;
  const pages = Math.max(1, Math.ceil(meta.total / meta.limit));
  return (
    <section aria-labelledby="sheets-heading" className="search-sheets">
      <h2 id="sheets-heading">{t("search.sheets.heading")}</h2>
      <p role="status">{t("search.sheets.count", { number: meta.total })}</p>
      {results.length === 0 ? (
        <p>{t("search.sheets.none")}</p>
      ) : (
        <ol className="search-results" start={(page - 1) * meta.limit + 1}>
          {results.map((sheet) => (
            <li key={sheet.id}>
              <h3>
                <Link
                  to={`/products/${sheet.product_id}?sds_language=${sheet.language}&sds_market=${sheet.market}`}
                >
                  {sheet.label}
                </Link>
              </h3>
              <dl className="facts compact">
                <dt>{t("search.result.supplier")}</dt>
                <dd>{sheet.company || "–"}</dd>
                <dt>{t("search.result.cas")}</dt>
                <dd>{sheet.cas_no ?? "–"}</dd>
                <dt>{t("search.result.sheet")}</dt>
                <dd>
                  {t("search.result.sheetLine", {
                    language: sheet.language_code.toUpperCase(),
                    market: sheet.market_code,
                    version: sheet.version,
                    date: sheet.date,
                  })}
                </dd>
                {sheet.hazard_statements.length > 0 ? (
                  <>
                    <dt>{t("search.result.hazards")}</dt>
                    <dd>{sheet.hazard_statements.join(", ")}</dd>
                  </>
                ) : null}
              </dl>
              <div className="hazard-line">
                <SignalWordBadge word={sheet.signal_word} />
                <Pictograms codes={sheet.pictograms} size={28} />
              </div>
              <p>
                <a href={sheet.sds_url_pdf}>
                  {t("search.result.pdf")}
                  <span className="visually-hidden">: {sheet.label}</span>
                </a>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} pages={pages} href={(to) => searchUrl(q, facets, to)} label={t("search.pages")} />
    </section>
  );
}

export default function Search() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { q, meta, facets, locations, error } = data;
  return (
    <>
      <h1>{t("search.title")}</h1>
      <Form method="get" action="/search" className="search-form" role="search">
        <div className="field">
          <label htmlFor="search-q">{t("search.label")}</label>
          <p className="help" id="search-q-help">
            {t("search.help")}
          </p>
          <input
            type="search"
            id="search-q"
            name="q"
            defaultValue={q}
            maxLength={QUERY_MAX}
            aria-describedby="search-q-help"
          />
        </div>
        {meta ? (
          <details className="facets" open={facets.length > 0}>
            <summary>{t("search.filters")}</summary>
            <FacetFilters meta={meta} chosen={facets} />
          </details>
        ) : null}
        <button type="submit">{t("search.submit")}</button>
        {facets.length > 0 ? (
          <Link to={searchUrl(q, [])} className="clear-filters">
            {t("search.clearFilters")}
          </Link>
        ) : null}
      </Form>

      {error === "invalid" ? <p className="notice warning">{t("search.invalid")}</p> : null}
      {!meta && !error ? <p>{t("search.start")}</p> : null}

      {locations.length > 0 ? (
        <section aria-labelledby="locations-heading">
          <h2 id="locations-heading">{t("search.locations.heading")}</h2>
          <ul className="link-list">
            {locations.map((hit) => (
              <li key={hit.id}>
                <Link to={hit.url}>{hit.title}</Link>
                {hit.subtitle ? <p>{hit.subtitle}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Results data={data} />
    </>
  );
}
