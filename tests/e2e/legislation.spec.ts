import pg from "pg";
import { e2eDatabaseUrl } from "./database";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The legislation lists without JavaScript: a user reads the company's products on the lists with each
 * list's version and the sources, filters by a list with the plain GET form, downloads the CSV, opens a
 * location's page; an administrator of another company imports a newer list file after a refused one. The
 * pages are plain links and forms, so the JavaScript project has nothing more to prove (@no-js-only).
 */

const READER = "worker@demo.test";
const ADMIN = "admin@other.test";

async function warehouseId(): Promise<number> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>(
      `SELECT l.id FROM locations l JOIN users u ON u.company_id = l.company_id
       WHERE u.email = $1 AND l.name = 'Warehouse' LIMIT 1`,
      [READER],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}

test("a user reads the products on the lists, filters, downloads and opens a location's page @no-js-only", async ({
  page,
}) => {
  await signIn(page, READER, "/legislations");
  await expect(page.getByRole("heading", { level: 1, name: "Legislation lists" })).toBeVisible();
  const lists = page.getByRole("table", { name: "Lists and their versions" });
  await expect(lists).toContainText("REACH Candidate List (SVHC)");
  await expect(lists).toContainText("Shipped with ChemSafe");
  await expect(page.getByRole("region", { name: "Sources" })).toContainText("European Chemicals Agency");
  await expectAccessible(page);

  await page.getByLabel("List", { exact: true }).selectOption("annex-xvii");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/list=annex-xvii/);
  const hits = page.getByRole("table", { name: "Products on the lists" });
  await expect(hits.getByRole("row").filter({ hasText: "Benzene" }).first()).toContainText(
    "REACH Annex XVII",
  );
  await expect(page.getByRole("link", { name: "Import a newer list file" })).toHaveCount(0);

  const csv = await page.request.get(
    (await page.getByRole("link", { name: "Download CSV" }).getAttribute("href"))!,
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain("Benzene");

  const id = await warehouseId();
  await page.goto(`/locations/${id}/legislations`);
  await expect(page.getByRole("heading", { level: 1, name: "Legislation lists: Warehouse" })).toBeVisible();
  await expectAccessible(page);
});

test("an administrator imports a newer list file; a file of the wrong shape is refused @no-js-only", async ({
  page,
}) => {
  await signIn(page, ADMIN, "/legislations");
  await page.getByRole("link", { name: "Import a newer list file" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import a list file" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("List").selectOption("annex-xiv");
  await page.getByLabel("CSV file").setInputFiles({
    name: "wrong.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("a,b\n1,2\n"),
  });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("alert", { name: "The file was not imported" })).toContainText(
    "The file lacks these columns: substance_name",
  );
  await expectAccessible(page);

  await page.getByLabel("List").selectOption("annex-xiv");
  await page.getByLabel("CSV file").setInputFiles({
    name: "annex-xiv.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "substance_name,description,ec_number,cas_number,latest_application_date,sunset_date,reason_for_inclusion,regulatory_outcome_date\n" +
        "Toluene,,203-625-9,108-88-3,2026-01-01,2027-01-01,Test entry,2026-03-01\n",
    ),
  });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page).toHaveURL(/\/legislations$/);
  await expect(page.getByText(/REACH Annex XIV \(authorisation\) imported: 1 entries/)).toBeVisible();
  await expect(page.getByRole("table", { name: "Lists and their versions" })).toContainText(
    "Imported by your company",
  );
});
