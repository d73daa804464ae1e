import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A second demo sheet of the company's own, for the versions page (decision 080) and its browser test:
 * "Demo Glass Cleaner 200" by the demo supplier, a draft in English for Great Britain and one in Swedish for
 * Sweden, each with a few sections written. It stays unpublished so that the library's products and sheets
 * (which many tests count) are not touched; publishing is the editor's.
 */
export async function seedPublisherVersions(tx: Transaction, companyId: number): Promise<void> {
  await tx.execute(sql`
    WITH d AS (
      INSERT INTO publisher_documents (company_id, sds_key, manufacturer_id, product_name, article_no, language_id,
        market_id, version, sds_type, template_id)
      SELECT ${companyId}::int, 'DOC-DEMOGLASS200', m.id, 'Demo Glass Cleaner 200', 'GC-200', v.language_id,
        v.market_id, 1, 1, 1
      FROM (SELECT id FROM publisher_manufacturers WHERE company_id = ${companyId} ORDER BY id LIMIT 1) m,
        (VALUES (4, 4), (2, 2)) AS v(language_id, market_id)
      RETURNING id, language_id)
    INSERT INTO publisher_document_sections (company_id, document_id, subsection, text)
    SELECT ${companyId}::int, d.id, t.subsection, t.text
    FROM d JOIN (VALUES
      (4, '1.2', 'Cleaning of glass and mirrors.'),
      (4, '7.2', 'Store in the original container at room temperature.'),
      (2, '1.2', 'Rengöring av glas och speglar.'),
      (2, '7.2', 'Förvaras i originalförpackningen i rumstemperatur.')
    ) AS t(language_id, subsection, text) ON t.language_id = d.language_id`);
}
