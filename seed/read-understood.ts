import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Read and understood for the demo company: two people of its own (a reader at the Oslo plant's laboratory
 * and a manager who assigns), the published risk assessments and Acetone's safety data sheet assigned to
 * the reader by name, one risk assessment to the people of the laboratory, and one confirmation already
 * given, so both the person's list and the manager's view have something in them.
 */
export async function seedReadUnderstood(tx: Transaction, companyId: number): Promise<void> {
  const [lab] = (
    await tx.execute<{ id: number }>(sql`
      SELECT id FROM locations WHERE company_id = ${companyId} AND name = 'Oslo plant' ORDER BY id LIMIT 1`)
  ).rows;
  if (!lab) throw new Error("seed: no Oslo plant");
  const people = (
    await tx.execute<{ id: number; email: string }>(sql`
      INSERT INTO users (company_id, email, name, permissions, topnodes, questionnaire_dismissed_at,
        location_prompt_dismissed_at, onboarding_prompted_at)
      VALUES
        (${companyId}, 'reader@demo.test', 'Rita Reader', '{}'::jsonb, ${JSON.stringify([lab.id])}::jsonb, now(), now(), now()),
        (${companyId}, 'reader2@demo.test', 'Rune Reader', '{}'::jsonb, ${JSON.stringify([lab.id])}::jsonb, now(), now(), now()),
        (${companyId}, 'rnumanager@demo.test', 'Mona Manager', '{"edit_location": true}'::jsonb, '[]'::jsonb, now(), now(), now())
      RETURNING id, email`)
  ).rows;
  const id = (email: string) => people.find((p) => p.email === email)!.id;
  const manager = id("rnumanager@demo.test");
  const documents = (
    await tx.execute<{ root_id: number }>(sql`
      SELECT root_id FROM smartform_documents
      WHERE company_id = ${companyId} AND status = 3 AND superseded_at IS NULL AND document_type IN (1, 2)
      ORDER BY root_id LIMIT 3`)
  ).rows;
  const [acetone] = (
    await tx.execute<{ id: number; sds_id: number }>(sql`
      SELECT p.id, (SELECT max(s.id) FROM sds_documents s WHERE s.company_id = p.company_id AND s.product_id = p.id
        AND s.superseded_by_id IS NULL AND NOT s.pending) AS sds_id
      FROM products p WHERE p.company_id = ${companyId} AND p.name = 'Acetone' ORDER BY p.id LIMIT 1`)
  ).rows;
  const rows = [
    ...documents
      .slice(0, 2)
      .map(
        (d) =>
          sql`(${companyId}, 'smartform', ${d.root_id}, ${id("reader@demo.test")}, NULL, true, ${manager}, now() - interval '10 days')`,
      ),
    ...documents
      .slice(2)
      .map(
        (d) =>
          sql`(${companyId}, 'smartform', ${d.root_id}, NULL, ${lab.id}, true, ${manager}, now() - interval '3 days')`,
      ),
    ...(acetone
      ? [
          sql`(${companyId}, 'sds', ${acetone.id}, ${id("reader@demo.test")}, NULL, true, ${manager}, now() - interval '2 days')`,
        ]
      : []),
  ];
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO rnu_assignments (company_id, document_kind, document_id, user_id, location_id, with_sublocations, created_by, created_at)
    VALUES ${sql.join(rows, sql`, `)}`);
  if (acetone?.sds_id)
    await tx.execute(sql`
      INSERT INTO sds_acknowledgements (company_id, sds_id, user_id) VALUES (${companyId}, ${acetone.sds_id}, ${id("reader2@demo.test")})`);
}
