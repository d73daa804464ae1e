import type { Page } from "@playwright/test";
import pg from "pg";
import { e2eDatabaseUrl } from "./database";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Exposure records without JavaScript: recorder@demo.test (keeps the register; no other spec uses them)
 * records an occasion from a product's sheet at a location, is refused a duration that is not hh:mm with
 * the values kept, corrects the record with a reason and sees the earlier value in its history;
 * painter@demo.test reports their own occasion (self-reported). axe on each page. The pages change
 * nothing with JavaScript, so the JavaScript project has nothing more to prove (@no-js-only).
 */

const toast = (page: Page, text: string) => page.getByRole("status").getByText(text, { exact: true });

/** A registrable product's current sheet at an Oslo plant location (seeded placements), as the spec's query. */
async function placeAndSheet(): Promise<string> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ location_id: number; key: string }>(`
      SELECT lp.location_id, sd.key FROM location_products lp
      JOIN companies c ON c.id = lp.company_id AND c.name LIKE 'Demo Chemicals%'
      JOIN locations l ON l.company_id = lp.company_id AND l.id = lp.location_id AND NOT l.archived
      JOIN sds_documents sd ON sd.company_id = lp.company_id AND sd.product_id = lp.product_id
        AND sd.superseded_by_id IS NULL AND NOT sd.pending
      WHERE NOT lp.archived AND EXISTS (SELECT 1 FROM unnest(sd.hazard_statements) h WHERE h ~ '^H3(40|50)')
      ORDER BY lp.id LIMIT 1`);
    return `/exposures/create?location_id=${rows[0]!.location_id}&sds=${encodeURIComponent(rows[0]!.key)}`;
  } finally {
    await client.end();
  }
}

test("a keeper records an occasion, corrects it with a reason and reads its history @no-js-only", async ({
  page,
}) => {
  test.slow();
  const note = `E2E occasion ${Date.now().toString(36)}`;
  await signIn(page, "recorder@demo.test", await placeAndSheet());
  await expect(page.getByRole("heading", { level: 1, name: "Record an exposure" })).toBeVisible();
  await expect(
    page.getByText("Registrable: carcinogenic, mutagenic or toxic for reproduction"),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Person").selectOption({ label: "Vidar Welder" });
  await page.getByLabel("When").fill("2026-01-12T08:15");
  await page.getByLabel("Duration (hh:mm)").fill("90 min");
  await page.getByRole("checkbox", { name: "Inhalation" }).check();
  await page.getByLabel("Notes").fill(note);
  await page.getByRole("button", { name: "Save the record" }).click();

  // Refused with the problem listed and linked, the values kept, nothing saved.
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(
    summary.getByRole("link", { name: "Enter the duration as hh:mm, for example 01:30." }),
  ).toBeVisible();
  await expect(page.getByLabel("Duration (hh:mm)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Notes")).toHaveValue(note);
  await expect(page.getByRole("checkbox", { name: "Inhalation" })).toBeChecked();
  await expectAccessible(page);

  await page.getByLabel("Duration (hh:mm)").fill("01:30");
  const measurement = page.getByRole("group", { name: "Measurement 1" });
  await measurement.getByLabel("Substance measured").fill("Benzene");
  await measurement.getByLabel("Value").fill("0.2");
  await measurement.getByLabel("Unit").fill("ppm");
  await page.getByRole("button", { name: "Save the record" }).click();

  await expect(toast(page, "The exposure was recorded.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /^Vidar Welder: / })).toBeVisible();
  await expect(page.getByText("The record has not been changed.")).toBeVisible();
  await expect(page.getByText(/Records are kept for \d+ years after the exposure/)).toBeVisible();
  await expectAccessible(page);

  // The correction: a reason is required; the earlier duration stays in the history.
  const correct = page.getByRole("region", { name: "Correct the record" });
  await correct.getByLabel("Duration (hh:mm)").fill("02:10");
  await correct.getByRole("button", { name: "Save the correction" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
  await correct.getByLabel("Reason").fill("The work order shows 2 hours 10 minutes");
  await correct.getByRole("button", { name: "Save the correction" }).click();
  await expect(toast(page, "The record was corrected.")).toBeVisible();
  const history = page.getByRole("table", { name: "Earlier values of this record, newest first" });
  await expect(history.getByText("The work order shows 2 hours 10 minutes")).toBeVisible();
  await expect(history.getByText("Duration: 01:30")).toBeVisible();
  await expectAccessible(page);
});

test("a person in the register reports their own occasion @no-js-only", async ({ page }) => {
  await signIn(page, "painter@demo.test", await placeAndSheet());
  await expect(page.getByText(/You are recording your own exposure/)).toBeVisible();
  await expect(page.getByLabel("Person")).toHaveCount(0);
  await page.getByLabel("When").fill("2026-01-13T10:00");
  await page.getByLabel("Duration (hh:mm)").fill("00:25");
  await page.getByRole("checkbox", { name: "Skin" }).check();
  await page.getByRole("button", { name: "Save the record" }).click();
  await expect(toast(page, "The exposure was recorded.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /^Pia Painter: / })).toBeVisible();
  await expect(page.getByText("Self-reported", { exact: true })).toBeVisible();
  // Only keepers correct: the person sees no forms.
  await expect(page.getByRole("button", { name: "Save the correction" })).toHaveCount(0);
  await expectAccessible(page);
});
