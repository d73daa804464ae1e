import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { DOCUMENT_TYPES, RISK_STATUS, TEMPLATE_KINDS } from "../core/smartforms/kinds";
import { LEGACY_STRUCTURE } from "../core/smartforms/default-templates";

type Writer = Pick<Database, "execute">;

/** The title of the demo company's document on the older fixed form (the legacy → smart form page's example). */
export const DEMO_LEGACY_TITLE = "Degreasing the workshop floor (old form)";

/**
 * A document's life in the demo company: risk assessments need approval and Randi Riskapprover approves
 * them; and one approved document of the older fixed form with two measures, to move to a smart form.
 */
export async function seedDocumentLife(db: Writer, companyId: number): Promise<void> {
  const approver = await db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE company_id = ${companyId} AND email = 'raapprover@demo.test'`,
  );
  const author = await db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE company_id = ${companyId} AND email = 'forms@demo.test'`,
  );
  const approverId = approver.rows[0]?.id;
  const authorId = author.rows[0]?.id;
  if (!approverId || !authorId) throw new Error("seed: the smart-form demo users are missing");
  await db.execute(sql`
    UPDATE companies
    SET settings = settings || ${JSON.stringify({ ra_approval_required: true, ra_approvers: [approverId] })}::jsonb
    WHERE id = ${companyId}`);

  const template = await db.execute<{ id: number }>(sql`
    SELECT id FROM smartform_templates
    WHERE company_id = ${companyId} AND kind = ${TEMPLATE_KINDS.legacy} AND document_type = ${DOCUMENT_TYPES.risk_assessment}
    ORDER BY id LIMIT 1`);
  const values = {
    f1: "Degreasing the floor of the workshop with an alkaline cleaner once a week.",
    f4: "Skin and eye contact with the cleaner; slippery floor.",
    f5: { likelihood: 3, severity: 3 },
  };
  const inserted = await db.execute<{ id: number }>(sql`
    WITH next AS (SELECT nextval(pg_get_serial_sequence('smartform_documents', 'id'))::int AS id)
    INSERT INTO smartform_documents (id, company_id, root_id, version_no, document_type, template_id, kind,
      structure, title, language_id, status, values, is_latest, created_by, submitted_by, submitted_at,
      approved_by, approved_at, review_due, created_at, updated_at)
    SELECT next.id, ${companyId}, next.id, 1, ${DOCUMENT_TYPES.risk_assessment}, ${template.rows[0]?.id ?? null},
      ${TEMPLATE_KINDS.legacy}, ${JSON.stringify(LEGACY_STRUCTURE)}::jsonb, ${DEMO_LEGACY_TITLE}, 4,
      ${RISK_STATUS.approved}, ${JSON.stringify(values)}::jsonb, true, ${authorId}, ${authorId},
      '2024-03-01T09:00:00Z', ${approverId}, '2024-03-04T09:00:00Z', '2025-03-04',
      '2024-03-01T09:00:00Z', '2024-03-04T09:00:00Z'
    FROM next
    RETURNING id`);
  const documentId = inserted.rows[0]!.id;
  await db.execute(sql`
    INSERT INTO smartform_legacy_measures (company_id, document_id, position, text, responsible, due, done)
    VALUES (${companyId}, ${documentId}, 1, 'Wear nitrile gloves and goggles while degreasing.', 'Workshop lead', NULL, true),
      (${companyId}, ${documentId}, 2, 'Put up a wet-floor sign until the floor is dry.', 'Cleaner on duty', '2024-06-01', false)`);
}
