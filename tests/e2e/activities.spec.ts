import pg from "pg";
import { e2eDatabaseUrl } from "./database";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Recent activity (/activities) without JavaScript: the company administrator auditor@ reads the seeded
 * trail, filters it with the plain GET form, and pages a period of 60 changes with the Older/Newer links.
 * The page changes nothing, so the JavaScript project has nothing more to prove (@no-js-only).
 */

const AUDITOR = "auditor@demo.test";
/** 60 changes on 1 May 2019 (UTC): a period of its own that no seeded row falls in. */
const PERIOD_DAY = "2019-05-01";

/** Adds the period's 60 changes once (the trail is append-only: a rerun finds them there). */
async function ensurePeriodRows(): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO activities (company_id, actor_id, module, action, object_type, object_id, object_label,
         before, after, created_at)
       SELECT u.company_id, u.id, 'locations', 'updated', 'location', '9' || i, 'Shelf ' || i,
              jsonb_build_object('name', 'Shelf ' || (i - 1)), jsonb_build_object('name', 'Shelf ' || i),
              $2::date + make_interval(mins => i)
       FROM users u, generate_series(1, 60) AS i
       WHERE u.email = 'admin@demo.test'
         AND NOT EXISTS (SELECT 1 FROM activities a WHERE a.company_id = u.company_id
                         AND a.created_at >= $2::date AND a.created_at < $2::date + 1 AND a.object_label = $1)`,
      ["Shelf 60", PERIOD_DAY],
    );
  } finally {
    await client.end();
  }
}

test("the audit trail: read, filter and page it without JavaScript @no-js-only", async ({ page }) => {
  await ensurePeriodRows();
  await signIn(page, AUDITOR, "/activities");
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.getByRole("heading", { level: 1, name: "Recent activity" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Recent activity" }),
  ).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("table", { name: "Changes" });
  // The newest seeded change: Anna Admin invited the auditor.
  const invited = table.getByRole("row").filter({ hasText: "Invited" });
  await expect(invited).toContainText("Anna Admin");
  await expect(invited).toContainText("Alma Auditor");
  await expect(invited).toContainText("auditor@demo.test");
  await expectAccessible(page);

  // Filter: one module.
  await page.getByLabel("Module").selectOption({ label: "Chemical approvals" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/module=approvals/);
  const benzene = table.getByRole("row").filter({ hasText: "Benzene" }).filter({ hasText: "Decided" });
  await expect(benzene).toContainText("READY_FOR_APPROVAL");
  await expect(benzene).toContainText("REJECTED");
  await expect(benzene).toContainText("Aksel Approver");
  await expect(table.getByRole("row").filter({ hasText: "Invited" })).toHaveCount(0);

  // A period of 60 changes: two pages, Older and back to Newer.
  await page.getByRole("link", { name: "Clear the filters" }).click();
  await page.getByLabel("From").fill(PERIOD_DAY);
  await page.getByLabel("To").fill(PERIOD_DAY);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${PERIOD_DAY}&to=${PERIOD_DAY}`));
  await expect(table.locator("tbody tr")).toHaveCount(50);
  await expect(table.locator("tbody tr").first()).toContainText("Shelf 60");
  const pager = page.getByRole("navigation", { name: "Pages of the changes" });
  await expect(pager.getByRole("link", { name: "Newer changes" })).toHaveCount(0);
  await pager.getByRole("link", { name: "Older changes" }).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(table.locator("tbody tr")).toHaveCount(10);
  await expect(table.locator("tbody tr").last()).toContainText("Shelf 1");
  await expect(pager.getByRole("link", { name: "Older changes" })).toHaveCount(0);
  await expectAccessible(page);
  await pager.getByRole("link", { name: "Newer changes" }).click();
  await expect(table.locator("tbody tr").first()).toContainText("Shelf 60");
  // The filters stayed through the paging.
  await expect(page.getByLabel("From")).toHaveValue(PERIOD_DAY);
});
