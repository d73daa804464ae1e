import { sql, type SQL } from "drizzle-orm";
import { SEARCH_FACETS, sdsHtmlPath, type SearchFacet } from "../../core/products";
import type { FacetCount, GlobalSearchHit, SdsSummary, SearchMeta } from "./schemas";
import { countryCode } from "../../core/countries";
import { LANGUAGES, isLanguageId } from "../../core/languages";
import { searchLocations, type Executor, type Viewer } from "../locations/tree";
import { isWholeCompany, locationInScope, productInScope, type LocationScope } from "../locations/scope";
import { MAX_ID } from "../../core/ids";
import { FACET_VALUES_MAX } from "./schemas";
import { languageCodeOf, sdsSummaryColumns, toSdsSummary, type SdsSummaryRow } from "./sds-summary";

/**
 * SDS search (GET /search/v1/sqproductsearch) and the global search box
 * (GET /search/v1/global).
 *
 * The SDS search is ONE statement: the matching sheets are computed once, in a
 * MATERIALIZED CTE, from the GIN indexes of sds_documents (the words of the
 * `search` tsvector as prefixes, the name as a substring through the
 * label_lower trigrams, an exact CAS number in cas_numbers), together with one
 * boolean column per facet the caller filters on. The page, the total and every
 * facet's counts are then read from that CTE in the same statement.
 *
 * Facets are disjunctive: the values of one facet are ORed, different facets
 * ANDed, and each facet's counts apply every OTHER facet's filter (so a user
 * sees how far choosing another value of the same facet would widen the
 * result). The CTE therefore keeps the rows that fail at most one facet.
 *
 * The plain list (no text, no facet, current sheets only) is the exception: it
 * would count every current sheet of the company on every call, so its total
 * and facet counts are read from the counts that triggers keep exact in the
 * same transaction as every change (product_counts and product_facet_counts,
 * decision 020) and its page comes off the name index: a few index probes
 * whatever the size of the company.
 */

/** At most this many facet filters in one request. */
export const FACET_FILTERS_MAX = 100;

// ---------------------------------------------------------------------------------------------
// Facet filters
// ---------------------------------------------------------------------------------------------

/** The values asked for, per facet (ids as numbers). */
export type FacetFilters = {
  supplier?: string[];
  pictogram?: string[];
  signal_word?: string[];
  language?: number[];
  market?: number[];
  location?: number[];
};

const ID_FACETS = new Set<SearchFacet>(["language", "market", "location"]);
const PICTOGRAM = /^GHS0[1-9]$/;
const SIGNAL_WORD_VALUES = ["Danger", "Warning"];

/**
 * The `facets` query parameter: a JSON array of "facet:value" strings, e.g.
 * ["supplier:Merck","language:4"]. A clear message for anything else.
 */
export function parseFacets(
  raw: string | undefined,
): { ok: true; facets: FacetFilters } | { ok: false; message: string } {
  if (raw === undefined || raw.trim() === "") return { ok: true, facets: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, message: 'facets must be a JSON array of "facet:value" strings.' };
  }
  if (!Array.isArray(parsed))
    return { ok: false, message: 'facets must be a JSON array of "facet:value" strings.' };
  if (parsed.length > FACET_FILTERS_MAX) {
    return { ok: false, message: `Give at most ${FACET_FILTERS_MAX} facet values.` };
  }
  const values = new Map<SearchFacet, Set<string | number>>();
  for (const item of parsed) {
    if (typeof item !== "string") {
      return { ok: false, message: 'Each facet must be a "facet:value" string.' };
    }
    const colon = item.indexOf(":");
    const facet = (colon < 0 ? item : item.slice(0, colon)).trim();
    const value = colon < 0 ? "" : item.slice(colon + 1).trim();
    if (!(SEARCH_FACETS as readonly string[]).includes(facet)) {
      return {
        ok: false,
        message: `Unknown facet "${facet.slice(0, 50)}". The facets are ${SEARCH_FACETS.join(", ")}.`,
      };
    }
    const name = facet as SearchFacet;
    if (value === "") return { ok: false, message: `The facet "${name}" needs a value ("${name}:value").` };
    let typed: string | number = value;
    if (ID_FACETS.has(name)) {
      const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
      if (!(id >= 1 && id <= MAX_ID))
        return { ok: false, message: `The ${name} facet takes an id, not "${value.slice(0, 50)}".` };
      typed = id;
    } else if (name === "pictogram") {
      typed = value.toUpperCase();
      if (!PICTOGRAM.test(typed))
        return { ok: false, message: `Unknown pictogram "${value.slice(0, 50)}" (GHS01 to GHS09).` };
    } else if (name === "signal_word") {
      typed = value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
      if (!SIGNAL_WORD_VALUES.includes(typed)) {
        return {
          ok: false,
          message: `The signal word must be Danger or Warning, not "${value.slice(0, 50)}".`,
        };
      }
    }
    if (!values.has(name)) values.set(name, new Set());
    values.get(name)!.add(typed);
  }
  const facets: FacetFilters = {};
  for (const [name, set] of values) (facets as Record<string, unknown>)[name] = [...set];
  return { ok: true, facets };
}

// ---------------------------------------------------------------------------------------------
// The search text
// ---------------------------------------------------------------------------------------------

const CAS_PATTERN = /^\d{2,7}-\d{2}-\d$/;

/** `%text%` for LIKE, with LIKE's own characters escaped. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The words of the text as a tsquery ('simple' config): each word a prefix,
 * all of them required. Only letters, digits and `-._/` of each word are kept
 * (so nothing the tsquery syntax would read); words without a letter or digit
 * are dropped. Null when nothing is left.
 */
export function prefixTsQuery(text: string): string | null {
  const words = text
    .normalize("NFC")
    .split(/\s+/u)
    .map((word) => word.replace(/[^\p{L}\p{M}\p{N}\-._/]/gu, ""))
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 16);
  if (words.length === 0) return null;
  return words.map((word) => `'${word.toLowerCase()}':*`).join(" & ");
}

interface TextMatch {
  /** The filter on sds_documents aliased `s`. */
  where: SQL;
  /** Columns exact, prefix and rank for ordering by relevance. */
  rank: SQL;
}

/**
 * The search text as a filter: the words (tsvector prefixes, AND), OR the text
 * as a substring of the name (trigram index; 3 characters or more), OR an
 * exact CAS number. "UN 1090" looks for the UN number 1090. Every arm is
 * served by a GIN index, so PostgreSQL can combine them in a BitmapOr.
 */
function textMatch(text: string | undefined): TextMatch {
  const term = (text ?? "").trim();
  if (term === "") return { where: sql`true`, rank: sql`false AS exact, false AS prefix, 0::real AS rank` };
  const lower = term.toLowerCase();
  const un = /^un\s*(\d{4})$/i.exec(term);
  const isCas = CAS_PATTERN.test(term);
  // A CAS number is looked up exactly in cas_numbers: as tsquery prefixes its parts ('-1':*) would match
  // a large share of every lexeme list for nothing.
  const tsquery = isCas ? null : prefixTsQuery(un ? un[1]! : term);
  const arms: SQL[] = [];
  if (tsquery) arms.push(sql`s.search @@ to_tsquery('simple', ${tsquery})`);
  if (lower.length >= 3) arms.push(sql`s.label_lower LIKE ${`%${likeEscape(lower)}%`}`);
  if (isCas) arms.push(sql`s.cas_numbers @> ARRAY[${term}]::text[]`);
  const where = arms.length === 0 ? sql`false` : sql`(${sql.join(arms, sql` OR `)})`;
  const tsRank = tsquery ? sql`ts_rank(s.search, to_tsquery('simple', ${tsquery}))` : sql`0::real`;
  return {
    where,
    rank: sql`(s.label_lower = ${lower}) AS exact, (s.label_lower LIKE ${`${likeEscape(lower)}%`}) AS prefix,
      ${tsRank} AS rank`,
  };
}

// ---------------------------------------------------------------------------------------------
// GET /search/v1/sqproductsearch
// ---------------------------------------------------------------------------------------------

export interface SdsSearch {
  text?: string;
  limit: number;
  page: number;
  facets: FacetFilters;
  includeSuperseded: boolean;
}

/** The filter of one facet over sds_documents aliased `s`. */
function facetFilter(companyId: number, facet: SearchFacet, values: (string | number)[]): SQL {
  const list = sql.param(values);
  switch (facet) {
    case "supplier":
      return sql`s.supplier = ANY(${list}::text[])`;
    case "pictogram":
      return sql`s.pictograms && ${list}::text[]`;
    case "signal_word":
      return sql`s.signal_word = ANY(${list}::text[])`;
    case "language":
      return sql`s.language_id = ANY(${list}::int[])`;
    case "market":
      return sql`s.market_id = ANY(${list}::int[])`;
    case "location":
      return sql`EXISTS (SELECT 1 FROM location_products lp
        WHERE lp.company_id = ${companyId} AND lp.product_id = s.product_id AND NOT lp.archived
          AND lp.location_id = ANY(${list}::int[]))`;
  }
}

interface FacetRow {
  value: string | number;
  count: number;
  label?: string;
}

interface SearchResultRow extends Record<string, unknown> {
  total: number;
  rows: (SdsSummaryRow & Record<string, unknown>)[] | null;
  supplier: FacetRow[] | null;
  language: FacetRow[] | null;
  market: FacetRow[] | null;
  pictogram: FacetRow[] | null;
  signal_word: FacetRow[] | null;
  location: FacetRow[] | null;
}

/** Whether the search is the plain list: no text, no facet, current sheets only. */
function isPlainList(search: SdsSearch): boolean {
  const selected = SEARCH_FACETS.filter((facet) => (search.facets[facet]?.length ?? 0) > 0);
  return (search.text ?? "").trim() === "" && selected.length === 0 && !search.includeSuperseded;
}

/**
 * The plain list: the page off the (company_id, label_lower, id) index of
 * current sheets, the total and the facets from the kept counts (decision
 * 020). The same answer as the counting statement: values by count, then by
 * value (ids as numbers), at most FACET_VALUES_MAX per facet.
 */
function plainListStatement(companyId: number, search: SdsSearch): SQL {
  const offset = (search.page - 1) * search.limit;
  const top = (facet: SearchFacet) => sql`
    SELECT ${ID_FACETS.has(facet) ? sql`f.value_id` : sql`f.value`} AS v, f.n
    FROM product_facet_counts f
    WHERE f.company_id = ${companyId} AND f.facet = ${facet} AND f.n > 0
    ORDER BY f.n DESC NULLS LAST, f.value_id, f.value
    LIMIT ${FACET_VALUES_MAX}`;
  const counted = (facet: SearchFacet) => sql`
    (SELECT coalesce(json_agg(json_build_object('value', x.v, 'count', x.n) ORDER BY x.n DESC, x.v), '[]'::json)
     FROM (${top(facet)}) x) AS ${sql.raw(facet)}`;
  return sql`
    SELECT
      coalesce((SELECT c.sheets FROM product_counts c WHERE c.company_id = ${companyId}), 0) AS total,
      (SELECT json_agg(t ORDER BY t.o_label, t.sds_id)
       FROM (
         SELECT s.label_lower AS o_label, ${sdsSummaryColumns("s", "p")}
         FROM (
           SELECT s.id FROM sds_documents s
           WHERE s.company_id = ${companyId} AND s.superseded_by_id IS NULL AND NOT s.pending
           ORDER BY s.label_lower, s.id
           LIMIT ${search.limit} OFFSET ${offset}
         ) h
         JOIN sds_documents s ON s.id = h.id
         JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
       ) t) AS rows,
      ${counted("supplier")},
      ${counted("language")},
      ${counted("market")},
      ${counted("pictogram")},
      ${counted("signal_word")},
      (SELECT coalesce(
          json_agg(json_build_object('value', x.v, 'count', x.n, 'label', l.name) ORDER BY x.n DESC, l.name_lower, x.v),
          '[]'::json)
       FROM (${top("location")}) x
       JOIN locations l ON l.company_id = ${companyId} AND l.id = x.v) AS location
  `;
}

/**
 * The statement of searchSds (exported for EXPLAIN in benchmarks). The plain
 * list reads the kept counts unless `recount` (the tests compare the two).
 */
export function sdsSearchStatement(scope: LocationScope, search: SdsSearch, recount = false): SQL {
  const companyId = scope.companyId;
  // The kept counts are the whole company's: a caller limited to top nodes is counted from the rows.
  if (!recount && isWholeCompany(scope) && isPlainList(search)) return plainListStatement(companyId, search);
  const inScope = productInScope(scope, sql`s.product_id`);
  const match = textMatch(search.text);
  const selected = SEARCH_FACETS.filter((facet) => (search.facets[facet]?.length ?? 0) > 0);
  const flag = (facet: SearchFacet) => sql.raw(`m_${facet}`);
  const flagColumns = selected.map(
    (facet) => sql`, ${facetFilter(companyId, facet, search.facets[facet]!)} AS ${flag(facet)}`,
  );
  // Rows failing two or more facets count nowhere: leave them out of the CTE.
  const prefilter =
    selected.length >= 2
      ? sql`WHERE (${sql.join(
          selected.map((facet) => sql`${flag(facet)}::int`),
          sql` + `,
        )}) >= ${selected.length - 1}`
      : sql``;
  const all = sql.join(selected.map(flag), sql` AND `);
  const others = (facet: SearchFacet) => {
    const rest = selected.filter((other) => other !== facet);
    return rest.length > 0
      ? sql.join(
          rest.map((other) => sql`b.${flag(other)}`),
          sql` AND `,
        )
      : sql`true`;
  };
  const current = search.includeSuperseded ? sql`` : sql`AND s.superseded_by_id IS NULL AND NOT s.pending`;
  const offset = (search.page - 1) * search.limit;
  const narrowed = (search.text ?? "").trim() !== "" || selected.length > 0;
  // The location counts need the placements of the matching sheets' products. A search text or a facet
  // usually leaves a few thousand sheets: their products' placements are read with ONE scan of the
  // (company_id, product_id) index for the whole array of product ids (a btree array scan visits each leaf
  // page once instead of descending once per product), then hash-joined to the sheets. The whole list (no
  // text, no facet) reads every placement of the company instead.
  const locationCounts = narrowed
    ? sql`SELECT lp.location_id AS v, count(*)::int AS n
        FROM base b
        JOIN location_products lp ON lp.product_id = b.product_id
        WHERE ${others("location")} AND lp.company_id = ${companyId} AND NOT lp.archived
          AND ${locationInScope(scope, sql`lp.location_id`)}
          AND lp.product_id = ANY (ARRAY(SELECT b.product_id FROM base b WHERE ${others("location")}))
        GROUP BY lp.location_id ORDER BY n DESC, v LIMIT ${FACET_VALUES_MAX}`
    : sql`SELECT lp.location_id AS v, count(*)::int AS n
        FROM base b
        JOIN location_products lp ON lp.company_id = ${companyId} AND lp.product_id = b.product_id AND NOT lp.archived
        WHERE ${locationInScope(scope, sql`lp.location_id`)}
        GROUP BY lp.location_id ORDER BY n DESC, v LIMIT ${FACET_VALUES_MAX}`;
  // Without a facet every matching sheet is a hit: no second copy of the CTE.
  const hitsCte = selected.length > 0 ? sql`, hits AS (SELECT * FROM base WHERE ${all})` : sql``;
  const hits = sql.raw(selected.length > 0 ? "hits" : "base");
  // The plain list (no text, no facet, current sheets) pages straight off the (company_id, label_lower, id)
  // index of current sheets; anything else sorts the hits (a top-N sort of the page's rows).
  const pureList = !narrowed && !search.includeSuperseded && isWholeCompany(scope);
  // What the page needs from the CTE (nothing when the page comes off the index).
  const pageColumns = pureList ? sql`` : sql`, s.id, s.label_lower, ${match.rank}`;
  const pageIds = pureList
    ? sql`SELECT s.id, false AS exact, false AS prefix, 0::real AS rank, s.label_lower
          FROM sds_documents s
          WHERE s.company_id = ${companyId} AND s.superseded_by_id IS NULL AND NOT s.pending
          ORDER BY s.label_lower, s.id
          LIMIT ${search.limit} OFFSET ${offset}`
    : sql`SELECT id, exact, prefix, rank, label_lower FROM ${hits}
          ORDER BY exact DESC, prefix DESC, rank DESC, label_lower, id
          LIMIT ${search.limit} OFFSET ${offset}`;

  const counted = (facet: SearchFacet, value: SQL, from: SQL, where: SQL = sql`true`) => sql`
    (SELECT coalesce(json_agg(json_build_object('value', x.v, 'count', x.n) ORDER BY x.n DESC, x.v), '[]'::json)
     FROM (
       SELECT ${value} AS v, count(*)::int AS n
       FROM ${from}
       WHERE ${others(facet)} AND ${where}
       GROUP BY 1 ORDER BY n DESC, v LIMIT ${FACET_VALUES_MAX}
     ) x) AS ${sql.raw(facet)}`;

  return sql`
    WITH base AS MATERIALIZED (
      SELECT * FROM (
        SELECT s.product_id, s.supplier, s.language_id, s.market_id, s.pictograms, s.signal_word
          ${pageColumns} ${sql.join(flagColumns, sql``)}
        FROM sds_documents s
        WHERE s.company_id = ${companyId} ${current} AND ${match.where} AND ${inScope}
      ) matched
      ${prefilter}
    )
    ${hitsCte}
    SELECT
      (SELECT count(*)::int FROM ${hits}) AS total,
      (SELECT json_agg(t ORDER BY t.o_exact DESC, t.o_prefix DESC, t.o_rank DESC, t.o_label, t.sds_id)
       FROM (
         SELECT h.exact AS o_exact, h.prefix AS o_prefix, h.rank AS o_rank, h.label_lower AS o_label,
           ${sdsSummaryColumns("s", "p")}
         FROM (${pageIds}) h
         JOIN sds_documents s ON s.id = h.id
         JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
       ) t) AS rows,
      ${counted("supplier", sql`b.supplier`, sql`base b`, sql`b.supplier <> ''`)},
      ${counted("language", sql`b.language_id`, sql`base b`)},
      ${counted("market", sql`b.market_id`, sql`base b`)},
      ${counted("pictogram", sql`g.v`, sql`base b CROSS JOIN LATERAL unnest(b.pictograms) AS g(v)`)},
      ${counted("signal_word", sql`b.signal_word`, sql`base b`, sql`b.signal_word IS NOT NULL`)},
      (SELECT coalesce(
          json_agg(json_build_object('value', x.v, 'count', x.n, 'label', l.name) ORDER BY x.n DESC, l.name_lower, x.v),
          '[]'::json)
       FROM (${locationCounts}) x
       JOIN locations l ON l.company_id = ${companyId} AND l.id = x.v) AS location
  `;
}

function labelOf(facet: SearchFacet, row: FacetRow): string {
  switch (facet) {
    case "language":
      return isLanguageId(Number(row.value))
        ? LANGUAGES[Number(row.value) as keyof typeof LANGUAGES].name
        : String(row.value);
    case "market":
      return countryCode(Number(row.value)) ?? String(row.value);
    case "location":
      return row.label ?? String(row.value);
    default:
      return String(row.value);
  }
}

/**
 * GET /search/v1/sqproductsearch: one page of matching sheets, the total and
 * the facet counts, in one statement. `recount` counts the plain list from its
 * rows instead of reading the kept counts (for tests).
 */
export async function searchSds(
  db: Executor,
  scope: LocationScope,
  search: SdsSearch,
  options: { recount?: boolean } = {},
): Promise<{ data: SdsSummary[]; meta: SearchMeta }> {
  const result = await db.execute<SearchResultRow>(sdsSearchStatement(scope, search, options.recount));
  const row = result.rows[0]!;
  const facets = Object.fromEntries(
    SEARCH_FACETS.map((facet) => [
      facet,
      (row[facet] ?? []).map((value): FacetCount => ({
        value: String(value.value),
        label: labelOf(facet, value),
        count: value.count,
      })),
    ]),
  ) as Record<SearchFacet, FacetCount[]>;
  return {
    data: (row.rows ?? []).map((sds) => toSdsSummary(sds)!),
    meta: { total: row.total, page: search.page, limit: search.limit, facets },
  };
}

// ---------------------------------------------------------------------------------------------
// GET /search/v1/global
// ---------------------------------------------------------------------------------------------

const dot = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === "string" && part.trim() !== "").join(" · ");

/**
 * The search box: up to `limit` products (name contains the text, or a current
 * sheet of theirs matches it), current sheets, and non-archived locations
 * (name contains the text), in that order.
 */
export async function globalSearch(
  db: Executor,
  viewer: Viewer,
  text: string,
  limit: number,
  languageId: number,
): Promise<GlobalSearchHit[]> {
  const term = text.trim();
  if (term === "") return [];
  const companyId = viewer.companyId;
  const lower = term.toLowerCase();
  const contains = `%${likeEscape(lower)}%`;
  const prefix = `${likeEscape(lower)}%`;
  const match = textMatch(term);

  const products = db.execute<{ id: number; name: string; supplier: string; cas_no: string | null }>(sql`
    WITH candidates AS (
      SELECT p.id FROM products p WHERE p.company_id = ${companyId} AND p.name_lower LIKE ${contains}
      UNION
      SELECT s.product_id FROM sds_documents s
      WHERE s.company_id = ${companyId} AND s.superseded_by_id IS NULL AND NOT s.pending AND ${match.where}
    )
    SELECT p.id, p.name, p.supplier, ps.cas_no
    FROM candidates c
    JOIN products p ON p.company_id = ${companyId} AND p.id = c.id AND ${productInScope(viewer, sql`p.id`)}
    LEFT JOIN LATERAL (
      SELECT d.cas_no FROM sds_documents d
      WHERE d.company_id = p.company_id AND d.product_id = p.id AND d.superseded_by_id IS NULL AND NOT d.pending
      ORDER BY (d.language_id = ${languageId}) DESC, (d.language_id = 4) DESC, d.language_id, d.date_issue DESC, d.id DESC
      LIMIT 1
    ) ps ON true
    ORDER BY (p.name_lower = ${lower}) DESC, (p.name_lower LIKE ${prefix}) DESC, p.name_lower, p.id
    LIMIT ${limit}
  `);
  const sheets = db.execute<{
    id: number;
    key: string;
    label: string;
    supplier: string;
    language_id: number;
    market_id: number;
    version: string;
  }>(sql`
    SELECT id, key, label, supplier, language_id, market_id, version FROM (
      SELECT s.id, s.key, s.label, s.label_lower, s.supplier, s.language_id, s.market_id, s.version, ${match.rank}
      FROM sds_documents s
      WHERE s.company_id = ${companyId} AND s.superseded_by_id IS NULL AND NOT s.pending AND ${match.where}
        AND ${productInScope(viewer, sql`s.product_id`)}
    ) m
    ORDER BY exact DESC, prefix DESC, rank DESC, label_lower, id
    LIMIT ${limit}
  `);
  const places = searchLocations(db, viewer, { text: term, limit, includeArchived: false });
  const [productRows, sheetRows, locationRows] = await Promise.all([products, sheets, places]);
  return [
    ...productRows.rows.map((row): GlobalSearchHit => ({
      type: "product",
      id: row.id,
      title: row.name,
      subtitle: dot(row.supplier, row.cas_no),
      url: `/products/${row.id}`,
    })),
    ...sheetRows.rows.map((row): GlobalSearchHit => ({
      type: "sds",
      id: row.id,
      title: row.label,
      subtitle: dot(
        row.supplier,
        `${languageCodeOf(row.language_id)}/${countryCode(row.market_id) ?? ""}`,
        row.version,
      ),
      url: sdsHtmlPath(row.key),
    })),
    ...locationRows.map((row): GlobalSearchHit => ({
      type: "location",
      id: row.id,
      title: row.name,
      subtitle: row.path.map((step) => step.name).join(" › "),
      url: `/locations/${row.id}/information`,
    })),
  ];
}
