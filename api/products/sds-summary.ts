import { sql, type SQL } from "drizzle-orm";
import { MSDS_TYPES, sdsHtmlPath, sdsPdfPath, type SignalWord, type StockKind } from "../../core/products";
import type { SdsSummary } from "./schemas";
import { countryCode } from "../../core/countries";
import { LANGUAGES, isLanguageId } from "../../core/languages";

/**
 * The one way to read an SDS row as an SdsSummary (the sheet of a search result),
 * shared by search, product and location-product endpoints.
 *
 * Use `sdsSummaryColumns("s", "p")` in a SELECT over `sds_documents s JOIN
 * products p`, and `toSdsSummary(row)` on each row. `preferredSdsJoin` picks
 * the SDS a list row shows.
 */

/** The two-letter language code of a language id ("en" for 4). */
export function languageCodeOf(languageId: number): string {
  if (!isLanguageId(languageId)) return "en";
  return LANGUAGES[languageId].locale.split("-")[0] ?? "en";
}

/** The columns toSdsSummary reads, prefixed `sds_`, from the SDS aliased `s` and the product aliased `p`. */
export function sdsSummaryColumns(s: string, p: string): SQL {
  const a = sql.raw(s);
  const b = sql.raw(p);
  return sql`${a}.id AS sds_id, ${a}.key AS sds_key, ${a}.label AS sds_label, ${a}.supplier AS sds_supplier,
    ${a}.company_id AS sds_company_id, ${a}.product_id AS sds_product_id, ${a}.article_no AS sds_article_no,
    ${a}.area_of_use AS sds_area_of_use, ${a}.cas_no AS sds_cas_no, ${a}.un_no AS sds_un_no,
    ${a}.language_id AS sds_language_id, ${a}.market_id AS sds_market_id, ${a}.version AS sds_version,
    ${a}.date_issue AS sds_date_issue, ${a}.msds_type AS sds_msds_type,
    ${a}.protection_sheet AS sds_protection_sheet, ${a}.signal_word AS sds_signal_word,
    ${a}.pictograms AS sds_pictograms, ${a}.hazard_statements AS sds_hazard_statements,
    ${a}.storage_class AS sds_storage_class, ${b}.stock_kind AS sds_stock_kind,
    (${a}.superseded_by_id IS NOT NULL) AS sds_superseded, ${a}.pending AS sds_pending`;
}

/** A row holding the columns of sdsSummaryColumns (null when a LEFT JOIN found no SDS). */
export interface SdsSummaryRow {
  sds_id: number | null;
  sds_key: string | null;
  sds_label: string | null;
  sds_supplier: string | null;
  sds_company_id: number | null;
  sds_product_id: number | null;
  sds_article_no: string | null;
  sds_area_of_use: string | null;
  sds_cas_no: string | null;
  sds_un_no: string | null;
  sds_language_id: number | null;
  sds_market_id: number | null;
  sds_version: string | null;
  sds_date_issue: string | null;
  sds_msds_type: number | null;
  sds_protection_sheet: boolean | null;
  sds_signal_word: string | null;
  sds_pictograms: string[] | null;
  sds_hazard_statements: string[] | null;
  sds_storage_class: string | null;
  sds_stock_kind: string | null;
  sds_superseded: boolean | null;
  sds_pending: boolean | null;
}

/** The SdsSummary of a row, or null when the row has no SDS. */
export function toSdsSummary(row: SdsSummaryRow): SdsSummary | null {
  if (row.sds_id === null || row.sds_key === null) return null;
  const languageId = row.sds_language_id ?? 4;
  const marketId = row.sds_market_id ?? 4;
  const msdsType = row.sds_msds_type ?? 1;
  return {
    id: row.sds_id,
    key: row.sds_key,
    label: row.sds_label ?? "",
    sdsname: row.sds_label ?? "",
    company: row.sds_supplier ?? "",
    company_id: row.sds_company_id ?? 0,
    product_id: row.sds_product_id ?? 0,
    article_no: row.sds_article_no,
    area_of_use: row.sds_area_of_use,
    cas_no: row.sds_cas_no,
    un_no: row.sds_un_no,
    language: languageId,
    language_code: languageCodeOf(languageId),
    market: marketId,
    market_code: countryCode(marketId) ?? "",
    version: row.sds_version ?? "",
    date_issue: row.sds_date_issue ?? "",
    msds_type: msdsType,
    msds_type_descr: MSDS_TYPES[msdsType as keyof typeof MSDS_TYPES] ?? "sds",
    protection_sheet: row.sds_protection_sheet ?? false,
    signal_word: (row.sds_signal_word as SignalWord | null) ?? null,
    pictograms: row.sds_pictograms ?? [],
    hazard_statements: row.sds_hazard_statements ?? [],
    storage_class: row.sds_storage_class,
    stock_kind: (row.sds_stock_kind as StockKind | null) ?? "OrgDatabase",
    superseded: row.sds_superseded ?? false,
    pending: row.sds_pending ?? false,
    sds_url_pdf: sdsPdfPath(row.sds_key),
    sds_url_html: sdsHtmlPath(row.sds_key),
  };
}

/**
 * `LEFT JOIN LATERAL (…) s ON true`: the current SDS a list row of product
 * `productAlias` shows — the caller's language first, then English (4), then
 * the lowest language id; within a language the newest issue. One probe of
 * the (company_id, product_id, language_id, market_id) index per row, so a
 * page of 20 rows costs 20 index probes, never a scan.
 */
export function preferredSdsJoin(productAlias: string, languageId: number, alias = "s"): SQL {
  const p = sql.raw(productAlias);
  const s = sql.raw(alias);
  return sql`LEFT JOIN LATERAL (
    SELECT d.* FROM sds_documents d
    WHERE d.company_id = ${p}.company_id AND d.product_id = ${p}.id
      AND d.superseded_by_id IS NULL AND NOT d.pending
    ORDER BY (d.language_id = ${languageId}) DESC, (d.language_id = 4) DESC, d.language_id, d.date_issue DESC, d.id DESC
    LIMIT 1
  ) ${s} ON true`;
}
