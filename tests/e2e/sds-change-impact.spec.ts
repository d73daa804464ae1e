import pg from "pg";
import { e2eDatabaseUrl } from "./database";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The change impact of a new sheet version without JavaScript, as the safety manager (safety@, add_product):
 * a newer sheet of Lead(II) oxide waits (one more H statement, benzene added to its composition; no other
 * spec touches this product's sheets); applying it on /replace-sds writes a replaced event; the SDS timeline
 * links its impact; the impact page shows what changed, the list hits gained (benzene is on Annex XVII and
 * CLP CMR) and the follow-up actions; an action links back to the difference. Plain links and forms: the
 * JavaScript project has nothing more to prove (@no-js-only).
 */

const KEEPER = "safety@demo.test";
const PRODUCT = "Lead(II) oxide";
const ADDED_H = "H226";

/**
 * A pending copy of the product's current en/GB sheet with one more H statement and benzene added, as a
 * supplier's newer version would arrive. Answers the product id and the new sheet's key.
 */
async function newerSheet(): Promise<{ productId: number; key: string }> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    // Every column a copy can take over (not the id, nor the generated ones).
    const { rows: columns } = await client.query<{ name: string }>(`
      SELECT column_name AS name FROM information_schema.columns
      WHERE table_name = 'sds_documents' AND table_schema = current_schema()
        AND is_generated = 'NEVER' AND is_identity = 'NO'
        AND column_name NOT IN ('key', 'pending', 'superseded_by_id', 'version', 'hazard_statements',
          'substances', 'created_at', 'updated_at')`);
    const copied = columns.map((column) => `"${column.name}"`).join(", ");
    // The same columns read from the current sheet: qualified, since products and companies have some of them.
    const fromCurrent = columns.map((column) => `s."${column.name}"`).join(", ");
    const key = `SDS-E2E-IMPACT-${Date.now().toString(36)}`;
    const { rows } = await client.query<{ product_id: number }>(
      `INSERT INTO sds_documents (${copied}, key, pending, version, hazard_statements, substances)
       SELECT ${fromCurrent}, $1, true, '9.0', array_append(s.hazard_statements, $2),
         coalesce(s.substances, '[]'::jsonb) || '[{"name": "Benzene", "cas": "71-43-2", "ec": "200-753-7",
           "concentration_min": 0.1, "concentration_max": 1}]'::jsonb
       FROM sds_documents s
       JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
       JOIN companies c ON c.id = p.company_id
       WHERE c.name = 'Demo Chemicals AS' AND p.name = $3 AND s.language_id = 4 AND s.market_id = 4
         AND NOT s.pending AND s.superseded_by_id IS NULL
       ORDER BY s.id LIMIT 1
       RETURNING product_id`,
      [key, ADDED_H, PRODUCT],
    );
    return { productId: rows[0]!.product_id, key };
  } finally {
    await client.end();
  }
}

test("a new sheet version: apply it, its event, its impact and an action that links back @no-js-only", async ({
  page,
}) => {
  // Four axe scans and a form post: more than the default on a shared machine.
  test.setTimeout(120_000);
  const { productId, key } = await newerSheet();
  await signIn(page, KEEPER, `/replace-sds?prodId=${productId}&sds_key=${key}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Check the new safety data sheet of ${PRODUCT}` }),
  ).toBeVisible();
  await page.locator("form.apply-form").getByRole("button").click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Check the new safety data sheet of ${PRODUCT}` }),
  ).toHaveCount(0);

  // The event on the timeline links its impact.
  await page.goto("/sdsevents");
  await page.getByLabel("Kind").selectOption({ label: "Sheet replaced" });
  await page.getByLabel("Product name contains").fill(PRODUCT);
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: PRODUCT }) })
    .first();
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await row.getByRole("link", { name: "See what changed and everything it touches" }).click();

  // The impact: what changed, the list hits gained, what it touches.
  await expect(page).toHaveURL(/\/sdsevents\/\d+\/impact$/);
  const impactUrl = new URL(page.url()).pathname;
  await expect(
    page.getByRole("heading", { level: 1, name: `What the new sheet of ${PRODUCT} changes` }),
  ).toBeVisible();
  const changed = page.getByRole("region", { name: "What changed" });
  await expect(changed.getByText("Hazard statements")).toBeVisible();
  await expect(changed.getByText(ADDED_H)).toBeVisible();
  const hits = page.getByRole("region", { name: "Legislation and list hits" });
  await expect(hits.getByText("Now on the list")).toBeVisible();
  await expect(hits.getByText(/Benzene/i).first()).toBeVisible();
  const touched = page.getByRole("table", { name: "Follow-up actions of this change" });
  await expect(touched.getByRole("cell", { name: "Workplace description and poster" }).first()).toBeVisible();
  await expect(touched.getByRole("cell", { name: "Legislation list" }).first()).toBeVisible();
  await expectAccessible(page);

  // An action made by the change links the thing and back to the difference.
  await touched
    .getByRole("row")
    .filter({ hasText: "Workplace description and poster" })
    .first()
    .getByRole("link", { name: "Open", exact: true })
    .click();
  await expect(page).toHaveURL(/\/actions\/\d+$/);
  await expect(page.getByRole("link", { name: /^Open what this action is about: / })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "See what changed and everything it touches" }).click();
  await expect(page).toHaveURL(new RegExp(`${impactUrl}$`));
});
