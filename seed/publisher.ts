import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The publisher's demo material (decision 069): suppliers with their markets, substances (acetone's CAS is
 * on the demo library's Acetone sheet, so "where used" names it) and company phrases in several languages.
 */
export async function seedPublisher(tx: Transaction, companyId: number): Promise<void> {
  await tx.execute(sql`
    WITH m AS (
      INSERT INTO publisher_manufacturers (company_id, name, type_id, address, postcode, city, country_id, phone,
        emergency_phone, email, website)
      VALUES
        (${companyId}, 'Demo Chemicals Production AS', 1, 'Industriveien 1', '0580', 'Oslo', 1, '+47 22 00 00 00',
          '+47 22 59 13 00', 'sds@demo.test', 'https://demo.test'),
        (${companyId}, 'Nordic Solvents AB', 2, 'Hamngatan 4', '411 06', 'Göteborg', 2, '+46 31 00 00 00', '',
          'info@nordic-solvents.test', '')
      RETURNING id, country_id)
    INSERT INTO publisher_manufacturer_markets (company_id, manufacturer_id, market_id)
    SELECT ${companyId}, m.id, k FROM m, unnest(ARRAY[1, 2, 3]) AS k`);
  await tx.execute(sql`
    INSERT INTO publisher_substances (company_id, name, cas, ec, classification) VALUES
      (${companyId}, 'Acetone', '67-64-1', '200-662-2', 'Flam. Liq. 2 H225; Eye Irrit. 2 H319; STOT SE 3 H336'),
      (${companyId}, 'Ethanol', '64-17-5', '200-578-6', 'Flam. Liq. 2 H225; Eye Irrit. 2 H319'),
      (${companyId}, 'Sodium hydroxide', '1310-73-2', '215-185-5', 'Met. Corr. 1 H290; Skin Corr. 1A H314')`);
  await tx.execute(sql`
    WITH s AS (
      INSERT INTO publisher_sentences (company_id, code, field_id) VALUES
        (${companyId}, 'C-001', 7), (${companyId}, 'C-002', 4)
      RETURNING id, code)
    INSERT INTO publisher_sentence_translations (company_id, sentence_id, language_id, text)
    SELECT ${companyId}, s.id, t.l, t.text FROM s JOIN (VALUES
      ('C-001', 4, 'Store in the flammables cabinet of the laboratory.'),
      ('C-001', 1, 'Oppbevares i brannskapet på laboratoriet.'),
      ('C-001', 2, 'Förvaras i brandskåpet i laboratoriet.'),
      ('C-002', 4, 'Call the company''s first-aid team on extension 112.'),
      ('C-002', 1, 'Ring bedriftens førstehjelpslag på internnummer 112.')
    ) AS t(code, l, text) ON t.code = s.code`);
}
