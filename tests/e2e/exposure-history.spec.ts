import { readFile } from "node:fs/promises";
import pg from "pg";
import { e2eDatabaseUrl } from "./database";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * A person's exposure history without JavaScript: labtech@ reads their own on My page and downloads the
 * PDF; physician@ (exposure_reader) finds welder@ on /exposure-history and reads theirs. The pages change
 * nothing, so the JavaScript project has nothing more to prove (@no-js-only). The records are added here
 * (each marked by its incident text), and the assertions look only for them: other specs and the seed may
 * add records of their own.
 */

const LABTECH_PROBE = "History probe: splash on the sleeve";
const WELDER_PROBE = "History probe: fume extraction off";

/** One Benzene record at Laboratory 1 for the person, once (a rerun finds it there). */
async function ensureRecord(email: string, startedAt: string, incident: string): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO exposure_instances (company_id, person_id, location_id, product_id, sds_id, snapshot,
         started_at, duration_minutes, routes, ppe, incident, recorded_by)
       SELECT u.company_id, u.id, l.id, p.id, s.id,
         jsonb_build_object(
           'product', jsonb_build_object('name', p.name, 'supplier', p.supplier),
           'sds', jsonb_build_object('key', s.key, 'version', s.version, 'dateIssue', s.date_issue,
             'languageId', s.language_id, 'hazardStatements', to_jsonb(s.hazard_statements),
             'casNumbers', to_jsonb(s.cas_numbers)),
           'location', jsonb_build_object('path', 'Oslo plant / Laboratory 1')),
         $2::timestamptz, 75, 1, 1, $3, u.id
       FROM users u
       JOIN products p ON p.company_id = u.company_id AND p.name = 'Benzene'
       JOIN LATERAL (SELECT * FROM sds_documents sd WHERE sd.company_id = p.company_id AND sd.product_id = p.id
                     ORDER BY sd.id DESC LIMIT 1) s ON true
       JOIN locations l ON l.company_id = u.company_id AND l.name = 'Laboratory 1'
       WHERE u.email = $1
         AND NOT EXISTS (SELECT 1 FROM exposure_instances i WHERE i.company_id = u.company_id
                         AND i.person_id = u.id AND i.incident = $3)`,
      [email, startedAt, incident],
    );
  } finally {
    await client.end();
  }
}

test("labtech@ reads their own exposure history on My page and downloads it as PDF @no-js-only", async ({
  page,
}) => {
  await ensureRecord("labtech@demo.test", "2019-06-03T09:00:00Z", LABTECH_PROBE);
  await signIn(page, "labtech@demo.test", "/my-page/exposure");
  await expect(page).toHaveURL(/\/my-page\/exposure$/);
  await expect(page.getByRole("heading", { level: 2, name: "Your exposure records" })).toBeVisible();
  const totals = page.getByRole("table", { name: "Totals per product" });
  await expect(totals.getByRole("row").filter({ hasText: "Benzene" })).toBeVisible();
  await expectAccessible(page);

  // The seed's year of records fills the first pages: the filter narrows to the probe's day.
  await page.getByLabel("From", { exact: true }).fill("2019-06-03");
  await page.getByLabel("To", { exact: true }).fill("2019-06-03");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/from=2019-06-03&to=2019-06-03/);
  await expect(page.getByRole("table", { name: "Records" }).locator("tbody tr")).toHaveCount(1);
  const record = page
    .getByRole("table", { name: "Records" })
    .getByRole("row")
    .filter({ hasText: LABTECH_PROBE });
  await expect(record).toContainText("01:15");
  await expect(record).toContainText("Oslo plant / Laboratory 1");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the history as PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^exposure-history-\d+\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("physician@ finds welder@ and reads their exposure history @no-js-only", async ({ page }) => {
  await ensureRecord("welder@demo.test", "2019-06-04T06:30:00Z", WELDER_PROBE);
  await signIn(page, "physician@demo.test", "/exposure-history");
  await expect(page).toHaveURL(/\/exposure-history$/);
  await expect(page.getByRole("heading", { level: 1, name: "Exposure history" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("searchbox", { name: "Find a person by name" }).fill("Vidar");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=Vidar$/);
  await page.getByLabel("Person", { exact: true }).selectOption({ label: "Vidar Welder" });
  await page.getByRole("button", { name: "Show history" }).click();
  await expect(page).toHaveURL(/person=\d+/);
  await expect(
    page.getByRole("heading", { level: 2, name: "Exposure history of Vidar Welder" }),
  ).toBeVisible();
  await page.getByLabel("From", { exact: true }).fill("2019-06-04");
  await page.getByLabel("To", { exact: true }).fill("2019-06-04");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/from=2019-06-04&to=2019-06-04/);
  const record = page
    .getByRole("table", { name: "Records" })
    .getByRole("row")
    .filter({ hasText: WELDER_PROBE });
  await expect(record).toContainText("Benzene");
  await expect(page.getByRole("link", { name: "Download the history as PDF" })).toHaveAttribute(
    "href",
    /^\/exposure-history\/pdf\?person=\d+$/,
  );
  await expectAccessible(page);
});

test("someone the register does not apply to is sent to the main page @no-js-only", async ({ page }) => {
  await signIn(page, "worker@demo.test", "/exposure-history");
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByText("You do not have access to the exposure register.")).toBeVisible();
});
