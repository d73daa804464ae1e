import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Where the publisher's material is used, without JavaScript: from the standard phrases a publisher opens
 * where a phrase is used (the phrase, its languages, the sheets with their subsections, each linked to its
 * versions); from the substances they open where the substances are used, search the list and open a
 * sheet's composition by version. A user without local_publisher is sent to /main with the warning. Plain
 * links and a GET form only, so the JavaScript project has nothing more to prove (@no-js-only).
 */

const SAFETY = "safety@demo.test";

test("a publisher sees where a standard phrase is used @no-js-only", async ({ page }) => {
  await signIn(page, SAFETY, "/standard-phrases?q=C-001");
  await page.getByRole("link", { name: "Where C-001 is used" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Where C-001 is used" })).toBeVisible();
  await expect(page.getByText("Store in the flammables cabinet of the laboratory.")).toBeVisible();
  await expect(page.getByText("Norsk bokmål, Svenska, English (UK)")).toBeVisible();
  const sheets = page.getByRole("table", { name: "Sheets that use C-001" });
  await expect(sheets).toContainText("DOC-DEMODEGR500");
  await expect(sheets).toContainText("7.2");
  await expect(
    page.getByRole("link", { name: "Every version of Demo Degreaser 500" }).first(),
  ).toHaveAttribute("href", "/documents/all-versions/DOC-DEMODEGR500");
  await expectAccessible(page);
});

test("a publisher finds where substances are used and a sheet's composition by version @no-js-only", async ({
  page,
}) => {
  await signIn(page, SAFETY, "/substances");
  await page.getByRole("link", { name: "Where the substances are used in your own sheets" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Where substances are used" })).toBeVisible();
  const table = page.getByRole("table", { name: "Substances and the sheets that list them" });
  await expect(table).toContainText("Acetone");
  await expect(table).toContainText("Sodium hydroxide");
  await expectAccessible(page);

  await page.getByLabel("Name, CAS or EC number").fill("64-17-5");
  await page.getByRole("button", { name: "Search" }).click();
  const found = page.getByRole("table", { name: "Substances matching “64-17-5”" });
  await expect(found).toContainText("Ethanol");
  await expect(found).not.toContainText("Acetone");

  await found.getByRole("link", { name: "Demo Degreaser 500" }).first().click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Composition of Demo Degreaser 500" }),
  ).toBeVisible();
  const composition = page.getByRole("table", { name: /^Composition by version: English \(UK\)/ }).first();
  await expect(composition).toContainText("Acetone");
  await expect(composition).toContainText("Ethanol");
  await expect(composition).toContainText("%");
  await expectAccessible(page);
});

test("a user without local_publisher is sent to /main with the warning @no-js-only", async ({ page }) => {
  await signIn(page, "worker@demo.test", "/main");
  await page.goto("/substances/all-versions");
  await expect(page).toHaveURL(/\/main$/);
  await expect(
    page.getByText(
      "This feature is disabled. If you believe this is a mistake, please contact one of your admins.",
    ),
  ).toBeVisible();
});
