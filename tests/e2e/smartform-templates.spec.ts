import type { Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Smart-form templates without JavaScript, as forms@demo.test (smartforms_admin; no other spec changes
 * data as this user): the menu, a kind's templates, creating a template, then in the builder adding a
 * choice field, moving it, editing its options, translating its label and previewing the tab. Every page
 * is scanned with axe.
 */

const toast = (page: Page, text: string) => page.locator(".toast-region").getByText(text, { exact: true });

test("smart-form templates: create, add a field, move it, edit its options, translate and preview @no-js-only", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `E2E template ${Date.now().toString(36)}`;

  await signIn(page, "forms@demo.test", "/smartforms");
  await expect(page).toHaveURL(/\/smartforms$/);
  await expect(page.getByRole("heading", { level: 1, name: "Smart forms" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Risk assessment", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Templates: Risk assessment" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Laboratory risk assessment" })).toBeVisible();
  await expectAccessible(page);

  // A name is required: refused with the message beside the field.
  const create = page.locator("#new-template");
  await create.getByRole("button", { name: "Create template" }).click();
  await expect(create.getByLabel("Name of the template")).toHaveAccessibleDescription("Field is required");

  await create.getByLabel("Name of the template").fill(name);
  await create.getByLabel("Start from").selectOption({ label: "The standard tabs" });
  await create.getByRole("button", { name: "Create template" }).click();
  await expect(toast(page, `Template ${name} created`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectAccessible(page);

  // Add a single-choice field to the first tab.
  const firstTab = page.locator("section.builder-tab").first();
  const add = firstTab.locator("form.builder-add");
  await add.getByLabel("Type").selectOption({ label: "Single choice" });
  await add.getByLabel("Label").fill("Shift");
  await add.getByLabel("Options").fill("Day\nNight");
  await add.getByRole("button", { name: "Add field" }).click();
  await expect(toast(page, "Template saved")).toBeVisible();
  const rows = firstTab.getByRole("rowheader");
  await expect(rows.last()).toHaveText("Shift");
  await expect(firstTab.getByRole("row", { name: /Shift/ })).toContainText("Single choice");

  // Move it up one place.
  await firstTab.getByRole("button", { name: "Move up Shift" }).click();
  await expect(toast(page, "Template saved")).toBeVisible();
  await expect(rows.last()).not.toHaveText("Shift");
  await expect(rows.nth((await rows.count()) - 2)).toHaveText("Shift");

  // Edit its options: rename one and add another; the edit form opens by a link.
  await firstTab.getByRole("link", { name: "Edit Shift" }).click();
  const edit = page.getByRole("group", { name: "Edit the field Shift" });
  await expect(edit.getByLabel("Option 1")).toHaveValue("Day");
  await expectAccessible(page);
  await edit.getByLabel("Option 1").fill("Day shift");
  await edit.getByLabel("New options, one per line").fill("Evening");
  await edit.getByRole("button", { name: "Save field" }).click();
  await expect(toast(page, "Template saved")).toBeVisible();
  await firstTab.getByRole("link", { name: "Edit Shift" }).click();
  await expect(edit.getByLabel("Option 1")).toHaveValue("Day shift");
  await expect(edit.getByLabel("Option 2")).toHaveValue("Night");
  await expect(edit.getByLabel("Option 3")).toHaveValue("Evening");

  // Translate its label into Norwegian.
  const translation = page.locator("#translation");
  await translation.getByLabel("Language").selectOption({ label: "Norsk bokmål" });
  await translation.getByRole("button", { name: "Show texts" }).click();
  const shift = translation.getByLabel(/^Field: .?Shift.?$/);
  await expect(shift).toHaveValue("");
  await expectAccessible(page);
  await shift.fill("Skift");
  await translation.getByRole("button", { name: "Save texts in Norsk bokmål" }).click();
  await expect(toast(page, "Template saved")).toBeVisible();
  await expect(page.locator("#translation").getByLabel(/^Field: .?Shift.?$/)).toHaveValue("Skift");

  // Preview the first tab: the new field as the filler sees it, its options as choices.
  await page.getByRole("link", { name: "Preview the template" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Preview: ${name}` })).toBeVisible();
  const shown = page.locator(".template-preview");
  await expect(shown.getByRole("radio", { name: "Day shift" })).toBeVisible();
  await expect(shown.getByRole("radio", { name: "Evening" })).toBeVisible();
  await expectAccessible(page);
  const tabs = page.getByRole("navigation", { name: "Tabs of the preview" }).getByRole("link");
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-current", "page");
  await expectAccessible(page);
});
