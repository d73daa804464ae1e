import pg from "pg";
import { LEGACY_STRUCTURE } from "../../core/smartforms/default-templates";
import { e2eDatabaseUrl } from "./database";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * A document of the older fixed form moved to a smart form without JavaScript: assessor@ opens its move page,
 * sees its legacy measures, chooses the template and language, and lands on the new smart-form version with
 * the measures moved into the template's measures field. The legacy document is set up in the database (the
 * older product made them; nothing in ChemSafe does). It changes data, so it runs in the no-JS project only.
 */

const AUTHOR = "assessor@demo.test";

/** A legacy risk assessment by assessor@ at Laboratory 2 with two measures. */
async function legacyDocument(title: string): Promise<number> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `WITH next AS (SELECT nextval(pg_get_serial_sequence('smartform_documents', 'id'))::int AS id),
       base AS (
         SELECT t.company_id, t.id AS template_id, u.id AS author,
           (SELECT id FROM locations l WHERE l.company_id = t.company_id AND l.name = 'Laboratory 2') AS location
         FROM smartform_templates t JOIN users u ON u.company_id = t.company_id AND u.email = $1
         WHERE t.document_type = 1 AND t.kind = 2)
       INSERT INTO smartform_documents (id, company_id, root_id, version_no, document_type, template_id, kind,
         structure, title, language_id, location_id, status, values, is_latest, created_by, approved_at)
       SELECT next.id, base.company_id, next.id, 1, 1, base.template_id, 2, $2::jsonb, $3, 4, base.location, 3,
         $4::jsonb, true, base.author, now()
       FROM next, base
       RETURNING id`,
      [
        AUTHOR,
        JSON.stringify(LEGACY_STRUCTURE),
        title,
        JSON.stringify({ f1: "Titrating with hydrochloric acid." }),
      ],
    );
    const id = rows[0]!.id;
    await client.query(
      `INSERT INTO smartform_legacy_measures (company_id, document_id, position, text, responsible)
       SELECT company_id, id, m.position, m.text, m.responsible FROM smartform_documents,
         (VALUES (0, 'Work in the fume cupboard', 'Lab manager'), (1, 'Acid-resistant gloves', '')) AS m(position, text, responsible)
       WHERE id = $1`,
      [id],
    );
    return id;
  } finally {
    await client.end();
  }
}

test("a document of the older form gets its first smart-form version, with its measures @no-js-only", async ({
  page,
}) => {
  const title = `Titration (old form) ${Date.now()}`;
  const id = await legacyDocument(title);

  await signIn(page, AUTHOR, `/smartforms/documents/${id}/legacy`);
  await expect(page.getByRole("heading", { level: 1, name: `Move ${title} to a smart form` })).toBeVisible();
  const measures = page.getByRole("region", { name: "Measures of the older form" });
  await expect(measures.getByRole("listitem")).toHaveText([
    "Work in the fume cupboard (Lab manager)",
    "Acid-resistant gloves",
  ]);
  await expectAccessible(page);

  await page
    .getByLabel("Template", { exact: true })
    .selectOption({ label: "Risk assessment of a work task" });
  await page
    .getByRole("main")
    .getByLabel("Language", { exact: true })
    .selectOption({ label: "English (UK)" });
  await expect(page.getByLabel("Move the measures into the template's measures field")).toBeChecked();
  await page.getByRole("button", { name: "Make the smart-form version" }).click();

  await expect(page).toHaveURL(/\/smartforms\/1\/documents\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator(".toasts")).toContainText(
    "The smart-form version was made. Fill it in and submit it.",
  );
  await page
    .getByRole("navigation", { name: "Parts of the form" })
    .getByRole("link", { name: "Measures" })
    .click();
  await expect(page.getByLabel("Measure", { exact: true }).first()).toHaveValue("Work in the fume cupboard");
  await expectAccessible(page);
});
