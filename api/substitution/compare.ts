import { sql } from "drizzle-orm";
import { sdsHtmlPath, STOCK_KINDS, type StockKind } from "../../core/products";
import { compareRankings, rankHazards } from "../../core/substitution/ranking";
import { SEARCH_LIMIT } from "../../core/substitution/rules";
import { productInScope, type LocationScope } from "../locations/scope";
import type { Executor } from "../locations/tree";
import { preferredSdsJoin } from "../products/sds-summary";
import { customListHits, type CustomListHit } from "./custom-lists";
import type { Comparison, ComparisonProduct, SearchHit } from "./schemas";

/**
 * What a substitution compares: each product's current sheet (the caller's language first), its regulatory
 * list hits in force today, its custom-list hits and its hazard ranking; and the search for candidates.
 * A handful of products at a time, each part read for all of them in one statement (no query per product).
 */

type LegislationRef = { list: string; ref: string; name: string };

/** The regulatory list entries in force today that name a substance of each product. */
async function legislationOf(
  db: Executor,
  companyId: number,
  productIds: readonly number[],
): Promise<Map<number, LegislationRef[]>> {
  const byProduct = new Map<number, LegislationRef[]>();
  if (productIds.length === 0) return byProduct;
  const { rows } = await db.execute<LegislationRef & { product_id: number }>(sql`
    SELECT h.product_id, h.list_code AS list, e.ref, e.name
    FROM legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id
    WHERE h.company_id = ${companyId} AND h.product_id = ANY(${sql.param([...productIds])}::int[])
      AND (e.valid_from IS NULL OR e.valid_from <= current_date::text)
      AND (e.valid_until IS NULL OR current_date::text < e.valid_until)
    ORDER BY h.product_id, h.list_code, e.ref`);
  for (const { product_id, ...ref } of rows) {
    const list = byProduct.get(product_id) ?? [];
    list.push(ref);
    byProduct.set(product_id, list);
  }
  return byProduct;
}

const stockKind = (value: string): StockKind =>
  (STOCK_KINDS as readonly string[]).includes(value) ? (value as StockKind) : "OrgDatabase";

function ranked(
  hazardStatements: string[],
  signalWord: string | null,
  legislation: LegislationRef[],
  custom: CustomListHit[],
) {
  return rankHazards({
    hazardStatements,
    signalWord,
    lists: [...new Set(legislation.map((hit) => hit.list))],
    customLevels: [...new Set(custom.map((hit) => hit.level))],
  });
}

interface ProductSql extends Record<string, unknown> {
  id: number;
  name: string;
  supplier: string;
  stock_kind: string;
  sds_key: string | null;
  language_id: number | null;
  date_issue: string | null;
  pictograms: string[] | null;
  signal_word: string | null;
  hazard_statements: string[] | null;
  storage_class: string | null;
}

/** The comparison of each product (in the caller's scope), in the order asked; missing ones are left out. */
export async function comparisonProducts(
  db: Executor,
  scope: LocationScope,
  productIds: readonly number[],
  languageId: number,
): Promise<ComparisonProduct[]> {
  if (productIds.length === 0) return [];
  const { rows } = await db.execute<ProductSql>(sql`
    SELECT p.id, p.name, p.supplier, p.stock_kind, s.key AS sds_key, s.language_id, s.date_issue, s.pictograms,
      s.signal_word, s.hazard_statements, s.storage_class
    FROM products p ${preferredSdsJoin("p", languageId)}
    WHERE p.company_id = ${scope.companyId} AND p.id = ANY(${sql.param([...productIds])}::int[])
      AND ${productInScope(scope, sql`p.id`)}`);
  const ids = rows.map((row) => row.id);
  const [legislation, custom] = await Promise.all([
    legislationOf(db, scope.companyId, ids),
    customListHits(db, scope.companyId, ids),
  ]);
  const byId = new Map(
    rows.map((row) => {
      const hits = legislation.get(row.id) ?? [];
      const own = custom.get(row.id) ?? [];
      const statements = row.hazard_statements ?? [];
      const product: ComparisonProduct = {
        id: row.id,
        name: row.name,
        manufacturer_name: row.supplier,
        language: row.language_id,
        product_type: stockKind(row.stock_kind),
        date: row.date_issue,
        pictogram: row.pictograms ?? [],
        signal_word: row.signal_word,
        hazard_statement: statements,
        legislation: hits,
        custom_list: own,
        storage_class: row.storage_class,
        sds_key: row.sds_key,
        sds_url_html: row.sds_key ? sdsHtmlPath(row.sds_key) : null,
        ranking: ranked(statements, row.signal_word, hits, own),
      };
      return [row.id, product] as const;
    }),
  );
  return productIds.flatMap((id) => byId.get(id) ?? []);
}

/** The product and its candidates side by side, each candidate with its verdict; null when the product is not the caller's. */
export async function compare(
  db: Executor,
  scope: LocationScope,
  productId: number,
  candidateIds: readonly number[],
  languageId: number,
): Promise<Comparison | null> {
  const others = [...new Set(candidateIds)].filter((id) => id !== productId);
  const [product, ...candidates] = await comparisonProducts(db, scope, [productId, ...others], languageId);
  if (!product || product.id !== productId) return null;
  return {
    product,
    candidates: candidates.map((candidate) => ({
      ...candidate,
      verdict: compareRankings(product.ranking, candidate.ranking),
    })),
  };
}

/**
 * Candidates: the company's products (the shared library's and its own) in the caller's scope whose name or
 * supplier contains the term, in name order, at most SEARCH_LIMIT, each with its score. The trigram indexes on
 * products' name and supplier find them without reading every product.
 */
export async function searchCandidates(
  db: Executor,
  scope: LocationScope,
  term: string,
  exclude: number | undefined,
  languageId: number,
): Promise<SearchHit[]> {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await db.execute<ProductSql>(sql`
    SELECT p.id, p.name, p.supplier, p.stock_kind, s.signal_word, s.hazard_statements
    FROM (
      SELECT p.* FROM products p
      WHERE p.company_id = ${scope.companyId} AND (p.name_lower LIKE ${pattern} OR lower(p.supplier) LIKE ${pattern})
        ${exclude ? sql`AND p.id <> ${exclude}` : sql``}
        AND ${productInScope(scope, sql`p.id`)}
      ORDER BY p.name_lower, p.id
      LIMIT ${SEARCH_LIMIT}
    ) p ${preferredSdsJoin("p", languageId)}
    ORDER BY p.name_lower, p.id`);
  const ids = rows.map((row) => row.id);
  const [legislation, custom] = await Promise.all([
    legislationOf(db, scope.companyId, ids),
    customListHits(db, scope.companyId, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    supplier: row.supplier,
    product_type: stockKind(row.stock_kind),
    signal_word: row.signal_word,
    score: ranked(
      row.hazard_statements ?? [],
      row.signal_word,
      legislation.get(row.id) ?? [],
      custom.get(row.id) ?? [],
    ).score,
  }));
}
