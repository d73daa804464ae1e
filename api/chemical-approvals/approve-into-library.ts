import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { countryCode } from "../../core/countries";
import { DEFAULT_LANGUAGE_ID, isLanguageId } from "../../core/languages";
import { getStorage } from "../storage";
import type { Executor } from "../locations/tree";
import { newSdsKey } from "../products/products";
import { emptyFacts, parseFacts } from "../products/sds-facts";

/**
 * Approving a chemical approval request puts its product into the company's
 * library (docs/decisions/018-chemical-approvals.md): a product (stock kind OrgDatabase) named as
 * requested, one current safety data sheet and a placement at every requested
 * location, all inside the conclude transaction (./flow.ts).
 *
 * The sheet is the request's attached PDF, copied to a key of its own (the
 * request keeps its file; deleting the request later must not take the
 * library's sheet with it), classified with what was read from the PDF
 * (`attached_sds_facts`, read by api/products/sds-facts.ts). A request without an
 * attached SDS gets a generated sheet built from the request, like the seeded
 * ones (no file: the PDF is rendered from the record).
 */

/** What approving needs to know about the request (read under its row lock). */
export interface ApprovalSource {
  companyId: number;
  name: string;
  supplier: string | null;
  articleNr: string | null;
  casNr: string | null;
  sdsLanguage: number | null;
  sdsMarket: number | null;
  facts: unknown;
  locationIds: readonly number[];
}

/** The attached PDF, copied to its own key for the library's sheet. */
export interface CopiedSds {
  fileKey: string;
  fileName: string;
  fileSize: number;
}

/**
 * Copies the request's attached SDS to a new storage key (`sds/<company>/<uuid>.pdf`,
 * like uploads). Null when the stored file is missing. The caller deletes the
 * copy when its transaction does not commit.
 */
export async function copyAttachedSds(
  companyId: number,
  attachedKey: string,
  fileName: string | null,
): Promise<CopiedSds | null> {
  const storage = getStorage();
  const stored = await storage.get(attachedKey);
  if (!stored) return null;
  const fileKey = `sds/${companyId}/${randomUUID()}.pdf`;
  await storage.put(fileKey, stored.body, { contentType: "application/pdf" });
  return { fileKey, fileName: fileName ?? "sds.pdf", fileSize: stored.body.byteLength };
}

/** Removes a copy whose transaction failed; never throws. */
export async function discardCopiedSds(copy: CopiedSds | null): Promise<void> {
  if (!copy) return;
  await getStorage()
    .delete(copy.fileKey)
    .catch((error: unknown) => console.warn(`Could not delete ${copy.fileKey}:`, error));
}

/**
 * The sheet's language and market: the request's, when they are known ids;
 * else English, and for the market the country of the language (ids 1–10 name
 * the same country, docs/decisions/011-country-ids.md).
 */
export function sheetLanguageAndMarket(source: Pick<ApprovalSource, "sdsLanguage" | "sdsMarket">): {
  languageId: number;
  marketId: number;
} {
  const languageId =
    source.sdsLanguage !== null && isLanguageId(source.sdsLanguage)
      ? source.sdsLanguage
      : DEFAULT_LANGUAGE_ID;
  const marketId =
    source.sdsMarket !== null && countryCode(source.sdsMarket) !== undefined ? source.sdsMarket : languageId;
  return { languageId, marketId };
}

/**
 * Creates the product, its current sheet and its placements (no amount) in
 * the caller's transaction. `copy` is the copied attached PDF, or null for a
 * generated sheet. Returns the new product id and sheet key.
 */
export async function approveIntoLibrary(
  tx: Executor,
  source: ApprovalSource,
  copy: CopiedSds | null,
): Promise<{ productId: number; sdsKey: string }> {
  const { companyId } = source;
  // Facts only come from an attached PDF; a generated sheet has none.
  const facts = (copy ? parseFacts(source.facts) : null) ?? emptyFacts();
  const supplier = source.supplier ?? "";
  // Lock the target locations first (id order, as product actions do): the count triggers of docs/decisions/020-product-list-counts.md
  // then never wait on a location archived at the same moment while holding the company's counts row.
  if (source.locationIds.length > 0) {
    await tx.execute(sql`
      SELECT id FROM locations
      WHERE company_id = ${companyId} AND id = ANY(${sql.param([...source.locationIds])}::int[])
      ORDER BY id
      FOR NO KEY UPDATE
    `);
  }
  const created = await tx.execute<{ id: number }>(sql`
    INSERT INTO products (company_id, name, supplier, article_no, stock_kind)
    VALUES (${companyId}, ${source.name}, ${supplier}, ${source.articleNr}, 'OrgDatabase')
    RETURNING id
  `);
  const productId = created.rows[0]!.id;

  const casNo = source.casNr ?? facts.cas_numbers[0] ?? null;
  const casNumbers = [...new Set([...(source.casNr ? [source.casNr] : []), ...facts.cas_numbers])];
  const { languageId, marketId } = sheetLanguageAndMarket(source);
  // The approval date stands in for the date of issue, which the request does not know.
  const dateIssue = new Date().toISOString().slice(0, 10);
  const sdsKey = newSdsKey();
  await tx.execute(sql`
    INSERT INTO sds_documents (company_id, product_id, key, label, supplier, article_no, language_id, market_id,
      version, date_issue, msds_type, cas_no, signal_word, pictograms, hazard_statements, precautionary_statements,
      storage_class, cas_numbers, file_key, file_name, file_size, pending)
    VALUES (${companyId}, ${productId}, ${sdsKey}, ${source.name}, ${supplier}, ${source.articleNr}, ${languageId},
      ${marketId}, '1.0', ${dateIssue}, 1, ${casNo}, ${facts.signal_word}, ${sql.param(facts.pictograms)}::text[],
      ${sql.param(facts.hazard_statements)}::text[], ${sql.param(facts.precautionary_statements)}::text[],
      ${facts.storage_class}, ${sql.param(casNumbers)}::text[], ${copy?.fileKey ?? null}, ${copy?.fileName ?? null},
      ${copy?.fileSize ?? null}, false)
  `);

  if (source.locationIds.length > 0) {
    await tx.execute(sql`
      INSERT INTO location_products (company_id, location_id, product_id)
      SELECT ${companyId}, l.id, ${productId}
      FROM locations l
      WHERE l.company_id = ${companyId} AND l.id = ANY(${sql.param([...source.locationIds])}::int[])
      ON CONFLICT DO NOTHING
    `);
  }
  return { productId, sdsKey };
}
