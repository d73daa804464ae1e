import pg from "pg";
import { e2eDatabaseUrl } from "./database";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Exposure plans without JavaScript, as keeper@ (exposure_admin; no other spec changes plans as them): the
 * list, a new plan from the link a risk assessment's control banding gives for a CMR product (the product,
 * location and assessment prefilled), a refused submission, the plan page with why the product is
 * registrable, a change and closing it. Every page gets an axe scan. The forms are plain POST forms; with
 * JavaScript the same rules only run earlier, so the flow is proved once (@no-js-only).
 */

const KEEPER = "keeper@demo.test";

/** The seeded assessment of mixing line 1, its location and the CMR product it handles (N-methyl-2-pyrrolidone). */
async function assessmentLink(): Promise<string> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ document: number; product: number; location: number }>(`
      SELECT
        (SELECT root_id FROM smartform_documents d JOIN companies c ON c.id = d.company_id
          WHERE c.name = 'Demo Chemicals AS' AND d.title = 'Charging batches on mixing line 1' LIMIT 1) AS document,
        (SELECT p.id FROM products p JOIN companies c ON c.id = p.company_id
          WHERE c.name = 'Demo Chemicals AS' AND p.name = 'N-Methyl-2-pyrrolidone') AS product,
        (SELECT l.id FROM locations l JOIN companies c ON c.id = l.company_id
          WHERE c.name = 'Demo Chemicals AS' AND l.name = 'Mixing line 1') AS location`);
    const { document, product, location } = rows[0]!;
    return `/exposures/plans/new?document=${document}&product=${product}&location=${location}`;
  } finally {
    await client.end();
  }
}

test("a keeper makes a plan from a risk assessment, changes it and closes it @no-js-only", async ({
  page,
}) => {
  // Six axe scans and four form posts: more than the default 30 seconds on a shared machine.
  test.setTimeout(120_000);
  const title = `Charging NMP, night shift ${Date.now()}`;
  await signIn(page, KEEPER, "/exposures/plans");
  await expect(page).toHaveURL(/\/exposures\/plans$/);
  await expect(page.getByRole("heading", { level: 1, name: "Exposure plans" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Plans, newest start first" })).toBeVisible();
  await expectAccessible(page);

  // The link the risk assessment gives: the product, location and assessment are filled in.
  await page.goto(await assessmentLink());
  await expect(page.getByRole("heading", { level: 1, name: "New exposure plan" })).toBeVisible();
  await expect(page.getByText("Started from a risk assessment that flags this product.")).toBeVisible();
  // The product and the place are chosen (found by search, never all listed).
  await expect(page.getByRole("radio", { name: /N-Methyl-2-pyrrolidone/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Mixing line 1$/ })).toBeChecked();
  await expectAccessible(page);

  // Without a person and with a duration that is not hh:mm, the form comes back with both errors.
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Expected duration of one occasion (hh:mm)").fill("90 min");
  await page.getByRole("button", { name: "Create plan" }).click();
  await expect(page.getByRole("heading", { name: "The plan could not be saved" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Choose at least one person." })).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Enter the duration as hh:mm, for example 01:30." }),
  ).toBeVisible();
  await expectAccessible(page);

  await page
    .getByLabel("The work", { exact: true })
    .fill("Pump NMP from drums into the mixer during the night shift.");
  // A person is found by name: Find sends the form as entered and it comes back with the matches.
  await page.getByLabel("Find a person by name").fill("Vidar");
  await page.getByLabel("Find a person by name").press("Enter");
  await expect(page.getByLabel("The work", { exact: true })).toHaveValue(/Pump NMP from drums/);
  await expectAccessible(page);
  await page.getByRole("checkbox", { name: "Vidar Welder" }).check();
  await page.getByLabel("Expected duration of one occasion (hh:mm)").fill("01:30");
  await page.getByLabel("How often", { exact: true }).selectOption({ label: "Daily" });
  await page.getByRole("checkbox", { name: "Skin" }).check();
  await page.getByRole("checkbox", { name: "Chemical protective gloves (EN ISO 374)" }).check();
  await page.getByLabel("Measures", { exact: true }).fill("Closed drum pump and local exhaust.");
  await page.getByRole("button", { name: "Create plan" }).click();

  // The plan page: the product's registrable reasons, the people, the assessment, a link to record.
  await expect(page).toHaveURL(/\/exposures\/plans\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const details = page.getByRole("region", { name: "Details" });
  await expect(details).toContainText("Registrable: carcinogenic, mutagenic or toxic for reproduction");
  await expect(details).toContainText("The safety data sheet gives H360D.");
  await expect(details).toContainText("Vidar Welder");
  await expect(details).toContainText("01:30");
  await expect(details.getByRole("link", { name: "Charging batches on mixing line 1" })).toBeVisible();
  const uid = page.url().split("/").pop()!;
  await expect(page.getByRole("link", { name: "Record an occasion" })).toHaveAttribute(
    "href",
    `/exposures/create?plan=${uid}`,
  );
  await expectAccessible(page);

  // A change: a longer occasion and a second person.
  const edit = page.getByRole("region", { name: "Change the plan" });
  await edit.getByLabel("Expected duration of one occasion (hh:mm)").fill("02:15");
  await edit.getByLabel("Find a person by name").fill("Pia");
  await edit.getByLabel("Find a person by name").press("Enter");
  await expect(edit.getByLabel("Expected duration of one occasion (hh:mm)")).toHaveValue("02:15");
  await edit.getByRole("checkbox", { name: "Pia Painter" }).check();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`Plan “${title}” saved.`)).toBeVisible();
  await expect(details).toContainText("02:15");
  await expect(details).toContainText("Pia Painter");

  // Closing makes it read-only; it is still listed under closed plans.
  await page.getByRole("button", { name: "Close the plan" }).click();
  await expect(page.getByText(`Plan “${title}” closed.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Reopen the plan" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Change the plan" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Record an occasion" })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto(`/exposures/plans?status=closed&q=${encodeURIComponent("night shift")}`);
  await expect(
    page.getByRole("table", { name: "Plans, newest start first" }).getByRole("link", { name: title }),
  ).toBeVisible();
});
