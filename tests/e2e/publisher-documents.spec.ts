import pg from "pg";
import { e2eDatabaseUrl } from "./database";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The company's own sheets without JavaScript: a user with local_publisher finds the demo sheet in the list
 * of every version, pages the list with the pager's plain links and searches it with the plain GET form.
 * The page is a plain table, so the JavaScript project has nothing more to prove (@no-js-only).
 */

/** 60 drafts of the demo company's own, named to sort after the seeded sheets (a rerun finds them there). */
async function ensurePagingSheets(): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO publisher_documents (company_id, sds_key, manufacturer_id, product_name, article_no,
         language_id, market_id, version)
       SELECT d.company_id, 'DOC-E2EPAGING' || lpad(i::text, 2, '0'), d.manufacturer_id,
         'Zinc Paging Sheet ' || lpad(i::text, 2, '0'), 'ZP-' || lpad(i::text, 2, '0'), 4, 4, 1
       FROM publisher_documents d, generate_series(1, 60) AS i
       WHERE d.sds_key = 'DOC-DEMODEGR500'
       ON CONFLICT DO NOTHING`,
    );
  } finally {
    await client.end();
  }
}

test("a publisher sees, pages and searches the company's own sheets @no-js-only", async ({ page }) => {
  await ensurePagingSheets();
  await signIn(page, "safety@demo.test", "/documents");
  await expect(page.getByRole("heading", { level: 1, name: "Our safety data sheets" })).toBeVisible();
  const table = page.getByRole("table", { name: "Our safety data sheets" });
  await expect(table.getByRole("rowheader", { name: "Demo Degreaser 500" })).toBeVisible();
  await expect(table).toContainText("Draft");
  await expect(table.locator("tbody tr")).toHaveCount(50);
  await expect(page.getByText(/^Sheet versions: \d+$/)).toBeVisible();
  await expectAccessible(page);

  // The pager's plain links: the next page holds the rest of the 60 drafts.
  const pager = page.getByRole("navigation", { name: "Pages of sheets" });
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/documents\?page=2$/);
  await expect(table.getByRole("rowheader", { name: "Zinc Paging Sheet 60" })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Demo Degreaser 500" })).toHaveCount(0);

  // The search form: words in the product name, article number or key.
  const search = page.getByRole("search");
  await search.getByLabel("Product name, article number or sheet key").fill("zinc ZP-07");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/documents\?q=zinc\+ZP-07$/);
  await expect(table.getByRole("rowheader")).toHaveText(["Zinc Paging Sheet 07"]);
  await expect(page.getByText("Sheet versions: 1", { exact: true })).toBeVisible();
  await expect(pager).toHaveCount(0);

  await search.getByLabel("Product name, article number or sheet key").fill("no such sheet");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No sheet matches “no such sheet”. Try fewer or other words.")).toBeVisible();
  await expectAccessible(page);
});
