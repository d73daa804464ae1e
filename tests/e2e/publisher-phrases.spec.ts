import type { Page } from "@playwright/test";
import { expectSummaryLinksLand } from "./error-summary";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The standard phrases without JavaScript: a phrase keeper finds an official statement and filters by
 * section; is refused a code shaped like an official statement, adds a phrase and translates it (the
 * missing languages named); changes a phrase's English text and deletes it after the confirmation. A user
 * without local_publisher is sent to /main with the warning. Plain forms and links only, so the JavaScript
 * project has nothing more to prove (@no-js-only).
 */

const KEEPER = "phrases@demo.test";

/** Adds a phrase on /new-phrase (the keeper signed in); the browser lands on its translations page. */
async function addPhrase(page: Page, code: string, english: string) {
  await page.goto("/new-phrase");
  await page.getByLabel("Code").fill(code);
  await page.getByLabel("SDS section").selectOption({ label: "7. Handling and storage" });
  await page.getByLabel("English text").fill(english);
  await page.getByRole("button", { name: "Add the phrase" }).click();
}

test("a phrase keeper finds official statements and company phrases @no-js-only", async ({ page }) => {
  await signIn(page, KEEPER, "/standard-phrases");
  await expect(page.getByRole("heading", { level: 1, name: "Standard phrases" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Your company's phrases" })).toContainText("C-001");
  await expect(page.getByText(/CC BY/).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Code or text").fill("H225");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("table", { name: "Official CLP statements" })).toContainText(
    "Highly flammable liquid and vapour.",
  );
  await expect(page.getByText("No phrase of your company matches.")).toBeVisible();

  await page.getByLabel("Code or text").fill("");
  await page.getByLabel("SDS section", { exact: true }).selectOption({ label: "7. Handling and storage" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("table", { name: "Your company's phrases" })).toContainText("C-001");
  await expect(
    page.getByText("The official statements belong to section 2 (Hazards identification)."),
  ).toBeVisible();
});

test("a phrase keeper adds a phrase and translates it @no-js-only", async ({ page }) => {
  await signIn(page, KEEPER, "/new-phrase");
  await expect(page.getByRole("heading", { level: 1, name: "New phrase" })).toBeVisible();
  const code = `E2E-T${Date.now() % 1_000_000}`;
  await addPhrase(page, "P210", "Keep the drum closed when not in use.");
  await expect(
    page
      .getByText("H, EUH and P codes are the official CLP statements; give your phrase another code.")
      .first(),
  ).toBeVisible();
  await expectSummaryLinksLand(page);
  await expectAccessible(page);

  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Add the phrase" }).click();
  await expect(page.getByText(`The phrase ${code} was added.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Translations of ${code}` })).toBeVisible();
  await expect(page.getByText(/^Missing languages: Norsk bokmål, Svenska/)).toBeVisible();
  await expectAccessible(page);

  // Without the English text: refused, its problem linking to the English field.
  const englishText = await page.getByLabel("English (UK)", { exact: true }).inputValue();
  await page.getByLabel("English (UK)", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save the translations" }).click();
  await expect(page.getByText("The English text is required.").first()).toBeVisible();
  await expectSummaryLinksLand(page);
  await page.getByLabel("English (UK)", { exact: true }).fill(englishText);

  await page.getByLabel("Deutsch (missing)").fill("Das Fass geschlossen halten.");
  await page.getByRole("button", { name: "Save the translations" }).click();
  await expect(page.getByText(`The translations of ${code} were saved.`)).toBeVisible();
  await expect(page.getByLabel("Deutsch", { exact: true })).toHaveValue("Das Fass geschlossen halten.");
  await expect(page.getByText(/^Missing languages:/)).not.toContainText("Deutsch");
});

test("a phrase keeper changes a phrase and deletes it after confirming @no-js-only", async ({ page }) => {
  await signIn(page, KEEPER, "/standard-phrases");
  const code = `E2E-E${Date.now() % 1_000_000}`;
  await addPhrase(page, code, "Keep the drum closed.");
  await expect(page.getByText(`The phrase ${code} was added.`)).toBeVisible();

  await page.goto(`/standard-phrases?q=${code}`);
  await expect(page.getByRole("link", { name: `Where ${code} is used` })).toBeVisible();
  await page.getByRole("link", { name: `Edit ${code}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit phrase ${code}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("English text").fill("Keep the drum tightly closed.");
  await page.getByRole("button", { name: "Save the phrase" }).click();
  await expect(page.getByText(`The phrase ${code} was saved.`)).toBeVisible();

  await page.goto(`/standard-phrases?q=${code}`);
  await expect(page.getByRole("table", { name: "Your company's phrases" })).toContainText(
    "Keep the drum tightly closed.",
  );
  await page.getByRole("link", { name: `Edit ${code}` }).click();
  await page.getByRole("link", { name: `Delete ${code}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Delete the phrase ${code}?` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: `Yes, delete ${code}` }).click();
  await expect(page.getByText(`The phrase ${code} was deleted.`)).toBeVisible();
  await expect(page.getByRole("link", { name: `Edit ${code}` })).toHaveCount(0);
});

test("a user without local_publisher is sent to /main with the warning @no-js-only", async ({ page }) => {
  await signIn(page, "worker@demo.test", "/main");
  await page.goto("/new-phrase");
  await expect(page).toHaveURL(/\/main$/);
  await expect(
    page.getByText(
      "This feature is disabled. If you believe this is a mistake, please contact one of your admins.",
    ),
  ).toBeVisible();
});
