import type { Page } from "@playwright/test";
import { endingWith, pickLocation } from "./location-picker";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Company settings: the approval boards, with and without
 * JavaScript. Both projects run at the same time on one database as
 * admin@demo.test, each with its own board named after the project and run,
 * over its own location ("Cleaning room" with JavaScript, "Loading dock"
 * without). The seeded boards are only read: choosing Building A (the
 * Laboratory board's) is refused before anything is saved.
 */

const LIST = "/company-settings/chemical-approval";
const DISABLED =
  "This feature is disabled. If you believe this is a mistake, please contact one of your admins.";

/** Success and info toasts are in a status region; warnings and errors in an alert region. */
const toast = (page: Page, text: string) => page.locator(".toast-region").getByText(text, { exact: true });

test("approval boards: create (refused first), edit and delete a board @no-js-only", async ({ page }) => {
  test.setTimeout(120_000);
  const project = test.info().project.name;
  const place = project === "no-js" ? "Loading dock" : "Cleaning room";
  const name = `E2E ${project} board ${Date.now().toString(36)}`;

  // With every flag /company-settings opens the system tab; the boards are their own tab.
  await signIn(page, "admin@demo.test", LIST);
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Company settings" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Company settings sections" });
  await expect(tabs.getByRole("link", { name: "Chemical approval" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Outbox" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Company settings" }),
  ).toBeVisible();
  const lab = page.getByRole("article", { name: "Laboratory board" });
  await expect(lab).toContainText("Oslo plant › Building A");
  await expect(lab).toContainText("Erik Evaluator");
  await expectAccessible(page);

  // A name is required: refused, nothing saved.
  const form = page.locator("#new-board");
  await form.getByRole("button", { name: "Create board" }).click();
  await expect(form.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
    /Enter a name for the board\./,
  );

  // Building A already belongs to the Laboratory board: the server refuses, the form keeps every choice.
  await form.getByLabel("Name", { exact: true }).fill(name);
  await pickLocation(form, place);
  await pickLocation(form, "Building A");
  await form.getByRole("checkbox", { name: "Erik Evaluator (evaluator@demo.test)" }).check();
  await form.getByRole("button", { name: "Create board" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "The board could not be saved" });
  await expect(summary).toContainText("Building A already belongs to the board Laboratory board.");
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(form.getByRole("checkbox", { name: endingWith(place) })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Erik Evaluator (evaluator@demo.test)" })).toBeChecked();
  await expect(form.getByRole("group", { name: "Locations", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByRole("article", { name })).toHaveCount(0);
  await expectAccessible(page);

  // Without Building A it is created.
  await form.getByRole("checkbox", { name: endingWith("Building A") }).uncheck();
  await form.getByRole("button", { name: "Create board" }).click();
  await expect(toast(page, `The board ${name} is created.`)).toBeVisible();
  const card = page.getByRole("article", { name });
  await expect(card).toContainText(place);
  await expect(card).toContainText("Erik Evaluator");

  // Edit: rename it.
  await card.getByRole("link", { name: `Edit or delete ${name}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Edit ${name}` })).toBeVisible();
  const edit = page.locator("#edit-board");
  await expect(edit.getByRole("checkbox", { name: endingWith(place) })).toBeChecked();
  await expectAccessible(page);
  const renamed = `${name} renamed`;
  await edit.getByLabel("Name", { exact: true }).fill(renamed);
  await edit.getByRole("button", { name: "Save board" }).click();
  await expect(toast(page, `The board ${renamed} is saved.`)).toBeVisible();
  const renamedCard = page.getByRole("article", { name: renamed });
  await expect(renamedCard).toContainText(place);

  // Delete, after the confirmation step.
  await renamedCard.getByRole("link", { name: `Edit or delete ${renamed}` }).click();
  await page.getByRole("link", { name: `Delete ${renamed}…` }).click();
  await expect(page.getByText(`Delete the board ${renamed}?`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: `Yes, delete ${renamed}` }).click();
  await expect(toast(page, `The board ${renamed} is deleted.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page.getByRole("article", { name: renamed })).toHaveCount(0);
  await expect(page.getByRole("article", { name: "Laboratory board" })).toBeVisible();
});

test("approval boards: a user without chemical_approval_admin reads them but cannot create one @no-js-only", async ({
  page,
}) => {
  const name = `E2E ${test.info().project.name} forged ${Date.now().toString(36)}`;
  await signIn(page, "evaluator@demo.test", "/company-settings");
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  const tabs = page.getByRole("navigation", { name: "Company settings sections" });
  await expect(tabs.getByRole("link")).toHaveText(["Chemical approval"]);
  await expect(page.getByRole("article", { name: "Depot board" })).toContainText("Bergen depot");
  await expect(page.getByText("Only approval administrators can change the boards.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "New approval board" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Edit or delete/ })).toHaveCount(0);
  await expectAccessible(page);

  // A forged form post is refused on the server: the permission warning, nothing saved.
  const forged = await page.request.post(LIST, {
    form: { intent: "save", name },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(302);
  expect(forged.headers()["location"]).toBe("/main");
  await page.goto(LIST);
  await expect(page.getByRole("article", { name })).toHaveCount(0);
});

test("company settings: a user without any of its permissions is sent to /main with a warning @no-js-only", async ({
  page,
}) => {
  await signIn(page, "worker@demo.test", "/company-settings/chemical-approval");
  await expect(page).toHaveURL(/\/main$/);
  await expect(toast(page, DISABLED)).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Company settings" }),
  ).toHaveCount(0);
});
