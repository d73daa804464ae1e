import type { Browser, Page } from "@playwright/test";
import pg from "pg";
import { e2eDatabaseUrl } from "./database";
import { allFields, type TemplateStructure } from "../../core/smartforms/template";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * A risk assessment's approval without JavaScript: assessor2@ submits a document in progress from its
 * versions page; raapprover@ (the approver the demo company's settings name) reads it on the approval page
 * and sends it back with a comment; assessor2@ submits it again and raapprover@ approves it; the versions page
 * then shows it in force with every decision. The document is set up in the database (the document form is
 * another part's page). Both people change data, so the spec runs in the no-JS project only.
 */

const AUTHOR = "assessor2@demo.test";
const APPROVER = "raapprover@demo.test";

/** A complete risk assessment in progress by assessor2@, on the demo company's default template. */
async function documentInProgress(title: string): Promise<number> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows: found } = await client.query<{
      company_id: number;
      template_id: number;
      structure: TemplateStructure;
      author: number;
      location: number;
      product: number;
    }>(
      `
      SELECT t.company_id, t.id AS template_id, t.structure, u.id AS author,
        (SELECT id FROM locations l WHERE l.company_id = t.company_id AND l.name = 'Laboratory 1') AS location,
        (SELECT id FROM products p WHERE p.company_id = t.company_id AND p.name = 'Acetone') AS product
      FROM smartform_templates t JOIN users u ON u.company_id = t.company_id AND u.email = $1
      WHERE t.document_type = 1 AND t.kind = 1 AND t.is_default`,
      [AUTHOR],
    );
    const base = found[0]!;
    const values: Record<string, unknown> = {};
    for (const field of allFields(base.structure)) {
      if (!field.required) continue;
      values[field.key] =
        field.type === "location"
          ? [base.location]
          : field.type === "product"
            ? [base.product]
            : field.type === "risk_matrix"
              ? { likelihood: 2, severity: 3 }
              : "Decanting acetone into wash bottles at the fume hood.";
    }
    const { rows } = await client.query<{ id: number }>(
      `WITH next AS (SELECT nextval(pg_get_serial_sequence('smartform_documents', 'id'))::int AS id)
       INSERT INTO smartform_documents (id, company_id, root_id, version_no, document_type, template_id, kind,
         structure, title, language_id, location_id, status, values, is_latest, created_by, updated_by)
       SELECT next.id, $1, next.id, 1, 1, $2, 1, $3::jsonb, $4, 4, $5, 1, $6::jsonb, true, $7, $7 FROM next
       RETURNING id`,
      [
        base.company_id,
        base.template_id,
        JSON.stringify(base.structure),
        title,
        base.location,
        JSON.stringify(values),
        base.author,
      ],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

async function personPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return context.newPage();
}

test("submit, send back with a comment, resubmit and approve a risk assessment @no-js-only", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people sign in through the real OpenID flow and four pages are scanned by axe.
  test.setTimeout(120_000);
  const title = `Decanting acetone ${Date.now()}`;
  const id = await documentInProgress(title);
  const versions = `/smartforms/documents/${id}/versions`;
  const approval = `/smartforms/documents/${id}/approval`;

  // The author submits from the versions page's panel.
  await signIn(page, AUTHOR, versions);
  await expect(page).toHaveURL(versions);
  await expect(page.getByRole("heading", { level: 1, name: `Versions of ${title}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("The version was submitted for approval.")).toBeVisible();
  await expect(page.getByRole("table", { name: /Every version/ })).toContainText("Waiting for approval");

  // The approver reads it and sends it back, first without the comment it needs.
  const approver = await personPage(browser, baseURL);
  await signIn(approver, APPROVER, approval);
  await expect(approver).toHaveURL(approval);
  await expect(approver.getByRole("heading", { level: 1, name: `Approve ${title}` })).toBeVisible();
  await expect(
    approver.getByText("Decanting acetone into wash bottles at the fume hood.").first(),
  ).toBeVisible();
  await expectAccessible(approver);
  await approver.getByRole("button", { name: "Send back" }).click();
  await expect(approver.getByText("Write a comment to the author.")).toBeVisible();
  await approver.getByLabel("Comment to the author").fill("Name the gloves to wear.");
  await approver.getByRole("button", { name: "Send back" }).click();
  await expect(approver).toHaveURL(versions);
  await expect(approver.getByText("The version was sent back to its author.")).toBeVisible();

  // The author sees the comment and submits again.
  await page.goto(versions);
  await expect(page.getByRole("table", { name: /Submissions, approvals/ })).toContainText(
    "Name the gloves to wear.",
  );
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("The version was submitted for approval.")).toBeVisible();

  // The approver approves; the version is in force.
  await approver.goto(approval);
  await approver.getByRole("button", { name: "Approve and publish" }).click();
  await expect(approver).toHaveURL(versions);
  await expect(approver.getByText("The version was approved and published.")).toBeVisible();
  const table = approver.getByRole("table", { name: /Every version/ });
  await expect(table).toContainText("Approved (in force)");
  await expect(table).toContainText("Randi Riskapprover");
  await expectAccessible(approver);
  await approver.context().close();

  // Anyone else asking for the approval page gets the permission warning.
  await page.goto(approval);
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByText("This feature is disabled.", { exact: false })).toBeVisible();
});
