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

/**
 * A demo sheet of the company's own (decision 078): "Demo Degreaser 500" by the demo supplier, in English for
 * Great Britain, a draft ready to publish: every section written, acetone and ethanol in its composition, the
 * CLP label of a flammable, eye-irritating solvent and the company phrase C-001 in section 7.
 */
export async function seedPublisherDocuments(tx: Transaction, companyId: number): Promise<void> {
  const texts: Record<string, string> = {
    "1.2": "Industrial degreasing of metal parts. Uses advised against: consumer use, spraying.",
    "2.1": "Flam. Liq. 2, H225; Eye Irrit. 2, H319; STOT SE 3, H336.",
    "2.3": "No PBT or vPvB substances. No endocrine disrupting properties known.",
    "4.1":
      "Inhalation: move to fresh air. Eyes: rinse with water for several minutes. Skin: wash with soap and water.",
    "4.2": "Drowsiness and dizziness; eye irritation.",
    "4.3": "Treat symptomatically.",
    "5.1": "Alcohol-resistant foam, carbon dioxide, dry powder. Unsuitable: full water jet.",
    "5.2": "Vapours may form explosive mixtures with air.",
    "5.3": "Wear self-contained breathing apparatus.",
    "6.1": "Remove all sources of ignition. Ensure adequate ventilation.",
    "6.2": "Do not let the product enter drains.",
    "6.3": "Absorb with inert material and place in a closed container for disposal.",
    "6.4": "See sections 8 and 13.",
    "7.1": "Use only in well-ventilated areas. Take precautionary measures against static discharge.",
    "7.2": "Keep container tightly closed in a cool, well-ventilated place.",
    "7.3": "Industrial degreasing.",
    "8.1": "Acetone: WEL 500 ppm (8 h). Ethanol: WEL 1000 ppm (8 h).",
    "8.2": "Safety goggles; butyl rubber gloves; local exhaust ventilation.",
    "9.1": "Liquid, colourless, characteristic odour. Flash point: -18 °C. Boiling point: 56 °C.",
    "10.1": "Stable under normal conditions.",
    "10.2": "Stable.",
    "10.3": "Reacts violently with strong oxidising agents.",
    "10.4": "Heat, sparks, open flames.",
    "10.5": "Strong oxidising agents.",
    "10.6": "Carbon monoxide, carbon dioxide.",
    "11.1": "May cause drowsiness or dizziness. Causes serious eye irritation.",
    "12.1": "Not classified as hazardous to the aquatic environment.",
    "13.1": "Dispose of as hazardous waste (EWC 14 06 03*).",
    "14.1": "UN 1090",
    "14.2": "ACETONE SOLUTION",
    "14.3": "3",
    "14.4": "II",
    "15.1": "Regulation (EC) No 1907/2006 (REACH); Regulation (EC) No 1272/2008 (CLP).",
    "16": "Written with the ChemSafe publisher.",
  };
  await tx.execute(sql`
    WITH d AS (
      INSERT INTO publisher_documents (company_id, sds_key, manufacturer_id, product_name, article_no, language_id,
        market_id, version, sds_type, template_id, signal_word, pictograms)
      SELECT ${companyId}::int, 'DOC-DEMODEGR500', m.id, 'Demo Degreaser 500', 'DG-500', 4, 4, 1, 1, 1, 'Danger',
        ARRAY['GHS02', 'GHS07']
      FROM publisher_manufacturers m WHERE m.company_id = ${companyId} ORDER BY m.id LIMIT 1
      RETURNING id),
    sections AS (
      INSERT INTO publisher_document_sections (company_id, document_id, subsection, text)
      SELECT ${companyId}::int, d.id, key, value FROM d, jsonb_each_text(${JSON.stringify(texts)}::jsonb)),
    phrases AS (
      INSERT INTO publisher_document_phrases (company_id, document_id, subsection, position, sentence_id,
        statement_code)
      SELECT ${companyId}::int, d.id, '2.2', p.n::int, NULL, p.code
      FROM d, unnest(ARRAY['H225', 'H319', 'H336', 'P210', 'P233', 'P305+P351+P338', 'P403+P235'])
        WITH ORDINALITY AS p(code, n)
      UNION ALL
      SELECT ${companyId}::int, d.id, '7.2', 1, s.id, NULL
      FROM d, publisher_sentences s WHERE s.company_id = ${companyId} AND s.code = 'C-001')
    INSERT INTO publisher_document_substances (company_id, document_id, substance_id, position, concentration_min,
      concentration_max)
    SELECT ${companyId}::int, d.id, s.id, CASE s.name WHEN 'Acetone' THEN 1 ELSE 2 END,
      CASE s.name WHEN 'Acetone' THEN 30 ELSE 10 END, CASE s.name WHEN 'Acetone' THEN 50 ELSE 20 END
    FROM d, publisher_substances s WHERE s.company_id = ${companyId} AND s.name IN ('Acetone', 'Ethanol')`);
}
