import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The editor of the company's own sheets without JavaScript: a publisher starts a sheet (supplier first, then
 * product, language and market), is told what stops it from being published, writes the sixteen sections
 * (texts; section 2 an H statement found by a search with its signal word and pictogram; section 3 a
 * substance, an upside-down range refused first), publishes it and finds it published in /documents; the
 * published version opens read-only; a copy of it is started and deleted after the confirmation. Plain forms
 * and links only, so the JavaScript project has nothing more to prove (@no-js-only).
 */

test("a publisher writes a sheet section by section and publishes it @no-js-only", async ({ page }) => {
  test.setTimeout(180_000);
  const name = `E2E Sheet ${Date.now()}`;
  await signIn(page, "sheets@demo.test", "/new-document");
  await expect(page.getByRole("heading", { level: 1, name: "New safety data sheet" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Supplier").selectOption({ label: "Demo Chemicals Production AS" });
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Product name", { exact: true }).fill(name);
  await page.getByLabel("Article number").fill("E2E-1");
  await page.getByLabel("Market").selectOption({ label: "Norway" });
  await expectAccessible(page);
  await page.getByRole("button", { name: "Start the sheet" }).click();
  await expect(page.getByText(`The sheet ${name} was started as a draft.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Writing ${name}` })).toBeVisible();
  const id = new URL(page.url()).searchParams.get("id")!;
  await expectAccessible(page);

  // Nothing written yet: publishing lists every problem.
  await page.getByRole("button", { name: "Check and publish" }).click();
  const problems = page.getByRole("alert").filter({ hasText: "The sheet cannot be published yet" });
  await expect(problems.getByRole("link", { name: "Section 2 is empty." })).toBeVisible();
  await expectAccessible(page);

  // Each section saved moves on to the next ("Save and go to the next section"); 16 is saved in place.
  await page.goto(`/new-document?id=${id}&section=1`);
  for (let section = 1; section <= 16; section++) {
    await expect(
      page.getByRole("heading", { level: 2, name: new RegExp(`^Section ${section}: `) }),
    ).toBeVisible();
    const form = page.locator("#section-form");
    const texts = form.locator("textarea");
    for (let i = 0; i < (await texts.count()); i++)
      await texts.nth(i).fill(`Section ${section}, part ${i + 1}.`);
    if (section === 2) {
      await form.getByLabel("Subsection").selectOption("2.2");
      await form.getByLabel("Code or words").fill("H319");
      await form.getByRole("button", { name: "Find phrases" }).click();
      const found = page.getByRole("group", { name: "Phrases found for 2.2" });
      await expect(found).toBeVisible();
      await expectAccessible(page);
      await found.getByLabel(/^H319 /).check();
      await page.getByRole("group", { name: "Signal word" }).getByLabel("Warning").check();
      await page.getByRole("group", { name: "Pictograms" }).getByLabel(/GHS07/).check();
    }
    if (section === 3) {
      await form.getByLabel("Substance", { exact: true }).selectOption({ label: "Ethanol (64-17-5)" });
      await form.getByLabel("Lowest concentration in %").fill("40");
      await form.getByLabel("Highest concentration in %").fill("5");
      await form.getByRole("button", { name: "Save the section" }).first().click();
      await expect(
        page
          .getByText("A concentration is a percentage from 0 to 100, the lowest not above the highest.")
          .first(),
      ).toBeVisible();
      // What was typed is still there.
      await expect(form.locator("textarea").first()).toHaveValue("Section 3, part 1.");
      await expectAccessible(page);
      await form.getByLabel("Lowest concentration in %").fill("5");
      await form.getByLabel("Highest concentration in %").fill("40");
    }
    const next = section < 16 ? "Save and go to the next section" : "Save the section";
    await form.getByRole("button", { name: next }).first().click();
    await expect(page.getByText(`Section ${section} was saved.`)).toBeVisible();
  }
  await page.goto(`/new-document?id=${id}&section=2`);
  await expect(page.getByRole("group", { name: "Phrases of 2.2" }).getByLabel(/^H319 /)).toBeChecked();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Check and publish" }).click();
  await expect(page).toHaveURL(/\/documents\/all-versions\/DOC-/);

  await page.goto("/documents");
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
  await expect(row).toContainText("Published");

  // The published version opens read-only, with a link to its versions.
  await page.goto(`/new-document?id=${id}`);
  await expect(page.getByRole("heading", { level: 1, name: `${name}, version 1` })).toBeVisible();
  await expect(page.getByRole("link", { name: "All versions of this sheet" })).toBeVisible();
  await expect(page.locator("textarea")).toHaveCount(0);
  await expectAccessible(page);
});

test("a publisher starts a copy of a sheet and deletes it after the confirmation @no-js-only", async ({
  page,
}) => {
  const name = `E2E Copy ${Date.now()}`;
  await signIn(page, "sheets@demo.test", "/new-document");
  await page
    .getByLabel("Sheet to copy")
    .selectOption({ label: "Demo Degreaser 500 (English (UK), United Kingdom, version 1)" });
  await page.getByLabel("Product name of the copy").fill(name);
  await page.getByRole("button", { name: "Start the copy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Writing ${name}` })).toBeVisible();
  await page.getByRole("link", { name: "Delete the draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Delete the draft of ${name}?` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Delete the draft" }).click();
  await expect(page.getByText(`The draft of ${name} was deleted.`)).toBeVisible();
  await expect(page).toHaveURL(/\/documents$/);
});
