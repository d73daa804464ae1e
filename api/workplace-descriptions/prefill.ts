import { sql } from "drizzle-orm";
import { precautionarySections } from "../../core/workplace-descriptions/prefill";
import { sectionTexts } from "../../core/workplace-descriptions/sections";
import { productInScope, type LocationScope } from "../locations/scope";
import type { Executor } from "../locations/tree";
import { statementsFor } from "../products/statements";
import type { WorkplaceDescriptionInput } from "./store";

/**
 * A new description prefilled from a product's stored sheet: its pictograms, signal word and hazard
 * statements (the official CLP wording in the description's language, English where the data set has none),
 * and the precautionary statements sorted into protective measures, conduct in danger, first aid and
 * disposal (core/workplace-descriptions/prefill.ts). The sheet is the product's current one in the language,
 * else its newest current one; without a sheet only the product is filled. Undefined when the product is not
 * the caller's to see.
 */
export async function prefillFromProduct(
  db: Executor,
  scope: LocationScope,
  productId: number,
  locationId: number,
  languageId: number,
): Promise<WorkplaceDescriptionInput | undefined> {
  const product = await db.execute(sql`
    SELECT p.id, p.name FROM products p
    WHERE p.company_id = ${scope.companyId} AND p.id = ${productId} AND ${productInScope(scope, sql`p.id`)}`);
  const row = product.rows[0] as { id: number; name: string } | undefined;
  if (!row) return undefined;
  const sheets = await db.execute(sql`
    SELECT s.id, s.signal_word, s.pictograms, s.hazard_statements, s.precautionary_statements
    FROM sds_documents s
    WHERE s.company_id = ${scope.companyId} AND s.product_id = ${productId} AND s.superseded_by_id IS NULL
      AND NOT s.pending
    ORDER BY (s.language_id = ${languageId}) DESC, s.id DESC
    LIMIT 1`);
  const sheet = sheets.rows[0] as
    | {
        id: number;
        signal_word: string | null;
        pictograms: string[];
        hazard_statements: string[];
        precautionary_statements: string[];
      }
    | undefined;
  const hazards = statementsFor(sheet?.hazard_statements ?? [], languageId);
  const precautions = statementsFor(sheet?.precautionary_statements ?? [], languageId);
  return {
    title: row.name,
    location_id: locationId,
    product_id: Number(row.id),
    sds_id: sheet ? Number(sheet.id) : null,
    language_id: languageId,
    status: "draft",
    sections: sectionTexts(precautionarySections(precautions)),
    pictograms: sheet?.pictograms ?? [],
    hazard_statements: hazards.map((s) => `${s.code} ${s.text}`),
    signal_word: sheet?.signal_word ?? null,
  };
}
