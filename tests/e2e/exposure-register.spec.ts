import { readFile } from "node:fs/promises";
import pg from "pg";
import { e2eDatabaseUrl } from "./database";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The exposure register without JavaScript: the occupational physician (physician@, exposure_reader)
 * filters the register by person with the plain GET form, follows a line to the records list and to the
 * person's history, and downloads the register as CSV. The pages change nothing, so the JavaScript
 * project has nothing more to prove (@no-js-only).
 */

const PHYSICIAN = "physician@demo.test";
/** The spec's own records: the cleaner's, marked by their notes so a rerun finds them there. */
const MARK = "exposure-register e2e";

async function ensureRecords(): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO exposure_instances (company_id, person_id, location_id, product_id, snapshot, started_at,
         duration_minutes, routes, recorded_by, notes)
       SELECT u.company_id, u.id, l.id, p.id,
         jsonb_build_object('product', jsonb_build_object('name', p.name, 'supplier', p.supplier), 'sds', null,
           'location', jsonb_build_object('path', 'Bergen depot / Office building / Cleaning room / Cleaning agents cabinet')),
         timestamptz '2026-02-01 07:00Z' + make_interval(days => g), 45, 3, k.id, $1
       FROM users u
       JOIN users k ON k.company_id = u.company_id AND k.email = 'recorder@demo.test'
       JOIN locations l ON l.company_id = u.company_id AND l.name = 'Cleaning agents cabinet'
       JOIN products p ON p.company_id = u.company_id AND p.name = 'Benzene'
       CROSS JOIN generate_series(1, 3) g
       WHERE u.email = 'cleaner@demo.test'
         AND NOT EXISTS (SELECT 1 FROM exposure_instances i WHERE i.company_id = u.company_id AND i.notes = $1)`,
      [MARK],
    );
  } finally {
    await client.end();
  }
}

test("the exposure register: filter it, follow a line, download it without JavaScript @no-js-only", async ({
  page,
}) => {
  await ensureRecords();
  await signIn(page, PHYSICIAN, "/exposure");
  await expect(page).toHaveURL(/\/exposure$/);
  await expect(page.getByRole("heading", { level: 1, name: "Exposure register" })).toBeVisible();
  // Each line says why its product is registrable (the demo's records name sheets with H340/H350/H360).
  const register = page.getByRole("table", { name: "The register, last exposure first" });
  await expect(register.getByRole("columnheader", { name: "Why registrable" })).toBeVisible();
  await expect(
    register
      .getByRole("cell")
      .filter({ hasText: /H3[456]0\w* on the safety data sheet/ })
      .first(),
  ).toBeVisible();
  await expectAccessible(page);

  // Filter: one person, found by name (the form never lists everyone in the register).
  const person = page.getByRole("group", { name: "Person" });
  await person.getByLabel("Find a person by name").fill("cecilie");
  await person.getByRole("button", { name: "Find" }).click();
  await expect(page).toHaveURL(/personq=cecilie/);
  await page.getByRole("group", { name: "Person" }).getByLabel("Cecilie Cleaner").check();
  await page.getByRole("button", { name: "Show" }).click();
  // Without JavaScript the GET form sends every field, the empty ones too.
  await expect(page).toHaveURL(/\/exposure\?.*person=\d+/);
  const table = page.getByRole("table", { name: "The register, last exposure first" });
  const line = table.getByRole("row").filter({ hasText: "Cleaning agents cabinet" });
  await expect(line).toContainText("Cecilie Cleaner");
  await expect(line).toContainText("Benzene");
  // These records name no sheet: the line says its product has no registrable reason.
  await expect(line.getByRole("cell").nth(1)).toHaveText("Not classified CMR 1A/1B");
  await expect(line.getByRole("cell").nth(5)).toHaveText(/^\d+$/);
  await expect(table.getByRole("row").filter({ hasText: "Vidar Welder" })).toHaveCount(0);
  await expectAccessible(page);
  const registerUrl = page.url();

  // The CSV with the same filter.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the register as CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^exposure-register-\d{4}-\d\d-\d\d\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv).toContain("Location,Product,Person,First exposure,Last exposure,Occasions");
  expect(csv).toContain("Cleaning agents cabinet,Benzene,Cecilie Cleaner");
  expect(csv).not.toContain("Vidar Welder");

  // The line's records: the list filtered to its person, product and location.
  await line.getByRole("link", { name: "Records" }).click();
  await expect(page).toHaveURL(/\/exposures\/instances\?person=\d+&product=\d+&location=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Exposure records" })).toBeVisible();
  const records = page.getByRole("table", { name: "Exposure records, newest first" });
  await expect(records.locator("tbody tr").first()).toContainText("Cecilie Cleaner");
  await expectAccessible(page);

  // The person's history: the line links to it (the history page itself has its own spec).
  await page.goto(registerUrl);
  const personId = new URL(registerUrl).searchParams.get("person");
  await expect(
    table
      .getByRole("row")
      .filter({ hasText: "Cleaning agents cabinet" })
      .getByRole("link", { name: "History of Cecilie Cleaner" }),
  ).toHaveAttribute("href", `/exposure-history?person=${personId}`);
});
