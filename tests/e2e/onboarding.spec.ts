import type { Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * With JavaScript, a corrected field is checked again as it is typed and the
 * error summary above the form goes away, moving the submit button up: wait
 * for that before clicking, so the click lands on the button. Without
 * JavaScript the summary stays until the form is sent.
 */
async function untilSummaryGone(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toHaveCount(0);
}

/**
 * First-time onboarding, with and without JavaScript. The
 * two projects share one database and run at the same time, so each walks the
 * onboarding with its own newcomer in its own company: the JavaScript project
 * as newcomer@fresh.test (Fresh Start AS), the no-JavaScript project as
 * newcomer2@fresh.test (Fresh Start Two AS). No other spec signs in as them.
 */
const newcomerFor = (project: string) =>
  project === "no-js"
    ? { email: "newcomer2@fresh.test", name: "Nina Newcomer" }
    : { email: "newcomer@fresh.test", name: "Nora Newcomer" };

/** Signs out of the app and of the demo provider (which asks to confirm). */
async function signOut(page: Page) {
  const signOutButton = page.getByRole("button", { name: "Sign out" });
  // The button may sit in a closed menu (details/summary, works without JavaScript).
  if (!(await signOutButton.isVisible())) {
    const menu = page.locator("details", { has: page.locator("button", { hasText: "Sign out" }) });
    await menu.locator("summary").first().click();
  }
  await signOutButton.click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth/);
}

test("a newcomer walks the questionnaire and the location prompt once, then goes straight to /main", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const newcomer = newcomerFor(test.info().project.name);

  // Signing in starts the onboarding, whatever page was asked for.
  await signIn(page, newcomer.email);
  await expect(page).toHaveURL(/\/questionnaire$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tell us about your company" })).toBeVisible();
  const industry = page.getByRole("group", { name: /Which industry is your company in\?/ });
  await expect(industry).toContainText("(required)");
  await expect(page.getByRole("group", { name: /What do you want to use ChemSafe for\?/ })).toBeVisible();
  await expect(page.getByLabel(/Is there anything else you would like to tell us\?/)).toBeVisible();
  await expectAccessible(page);

  // Submitting with nothing chosen: a summary at the top and a message on each required question.
  await page.getByRole("button", { name: "Submit answers" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("link")).toHaveCount(4);
  await expect(
    summary.getByRole("link", { name: /^Which industry is your company in\? Choose an answer\.$/ }),
  ).toHaveAttribute("href", /#.+-manufacturing$/);
  await expect(industry).toHaveAccessibleDescription(/Choose an answer\./);
  await expect(
    page.getByRole("group", { name: /What do you want to use ChemSafe for\?/ }),
  ).toHaveAccessibleDescription(/Choose all that apply\. Choose at least one answer\./);
  await expect(page).toHaveURL(/\/questionnaire$/);
  await expectAccessible(page);

  // A wrong number keeps the answers given so far.
  await page.getByLabel("Laboratory or research").check();
  await page.getByLabel("10–49").check();
  await page.getByLabel("In spreadsheets").check();
  await page.getByLabel("Keeping safety data sheets up to date").check();
  await page.getByLabel("Risk assessments").check();
  await page.getByLabel(/About how many chemical products/).fill("lots");
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByLabel(/About how many chemical products/)).toHaveAccessibleDescription(
    /Enter a whole number, for example 25\./,
  );
  await expect(page.getByLabel("Laboratory or research")).toBeChecked();
  await expect(page.getByLabel("Risk assessments")).toBeChecked();

  await page.getByLabel(/About how many chemical products/).fill("120");
  await page.getByLabel(/Is there anything else/).fill("We have two labs.");
  await untilSummaryGone(page);
  await page.getByRole("button", { name: "Submit answers" }).click();

  // Next: the location prompt.
  await expect(page).toHaveURL(/\/location-prompt$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create your first location" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Create location" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toBeVisible();
  await expect(page.getByLabel("Location name")).toHaveAccessibleDescription(
    /Enter a name for the location\./,
  );
  await expectAccessible(page);
  await page.getByLabel("Location name").fill("Main site");
  await untilSummaryGone(page);
  await page.getByRole("button", { name: "Create location" }).click();

  // Done: /main, with a toast that names the new location.
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByText("The location “Main site” was created.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${newcomer.name}` })).toBeVisible();

  // Once prompted, signing in again goes straight to the page asked for.
  await signOut(page);
  await signIn(page, newcomer.email);
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${newcomer.name}` })).toBeVisible();

  // The pages stay reachable by URL; the questionnaire has nothing left to answer.
  await page.goto("/questionnaire");
  await expect(page.getByText("There is nothing to answer here")).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test("a user without edit_location who opens the location prompt is sent to /main @no-js-only", async ({
  page,
}) => {
  await signIn(page, "worker@demo.test", "/location-prompt");
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Wenche Worker" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "This feature is disabled." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create location" })).toHaveCount(0);
});
