import { endingWith, pickLocation } from "./location-picker";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The location picker (app/ui/LocationPicker): without JavaScript in the
 * approval request form (search, choose two locations, everything typed kept,
 * save a draft) and in the request list's filter; with JavaScript its
 * combobox (type, arrow down, Enter, the choice shows). The board form's
 * picker is in company-settings.spec.ts. Every page is scanned with axe.
 */

const LIST = "/chemical-approvals/requests";
const unique = (what: string) =>
  `E2E ${what} ${test.info().project.name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

// The tags keep each group to its project (playwright.config.ts): the no-JS flows, and the combobox.
test.describe("without JavaScript", { tag: "@no-js-only" }, () => {
  test("request form: find and choose two locations, keeping what was typed, then save a draft", async ({
    page,
  }) => {
    const name = unique("Picker draft");
    await signIn(page, "requester2@demo.test", `${LIST}/new`);
    await expect(page).toHaveURL(/\/chemical-approvals\/requests\/new/);
    const form = page.locator("form.request-form");
    await form.getByLabel("Product name", { exact: true }).fill(name);
    await form
      .getByLabel("What will the product be used for?")
      .fill("A long text that a search must not lose.");
    await expect(form.getByText("No location chosen yet.")).toBeVisible();

    await form.getByRole("searchbox", { name: "Find a location" }).fill("Laboratory");
    await form.getByRole("button", { name: "Find", exact: true }).click();
    await expect(form.getByText("Matches for “Laboratory”")).toBeVisible();
    await expect(form.getByLabel("Product name", { exact: true })).toHaveValue(name);
    await expect(form.getByLabel("What will the product be used for?")).toHaveValue(
      "A long text that a search must not lose.",
    );
    await expectAccessible(page);
    await form.getByRole("checkbox", { name: endingWith("Laboratory 1") }).check();

    // A second search keeps the first choice (now among the chosen ones) and offers the new matches.
    await pickLocation(form, "Laboratory 2");
    await form.getByRole("searchbox", { name: "Find a location" }).fill("Bay");
    await form.getByRole("button", { name: "Find", exact: true }).click();
    await expect(form.getByRole("checkbox", { name: endingWith("Laboratory 1") })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: endingWith("Laboratory 2") })).toBeChecked();
    await expect(form.getByLabel("Product name", { exact: true })).toHaveValue(name);

    await form.getByRole("button", { name: "Save as draft", exact: true }).last().click();
    await expect(
      page.locator(".toasts").getByText(`Your product request for ${name} is saved.`),
    ).toBeVisible();
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
    await expect(row).toContainText("Laboratory 1");
    await expect(row).toContainText("Laboratory 2");
  });

  test("request list: the location filter finds a location and filters by it", async ({ page }) => {
    await signIn(page, "approver@demo.test", `${LIST}?tab=all`);
    await expect(page).toHaveURL(/tab=all/);
    const filters = page.locator("form.request-filters");
    await expect(filters.getByRole("radio", { name: "All locations" })).toBeChecked();
    await pickLocation(filters, "Building A", false);
    await expectAccessible(page);
    await filters.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page).toHaveURL(/location=\d+/);
    await expect(page).toHaveURL(/tab=all/);
    await expect(filters.getByRole("radio", { name: endingWith("Building A") })).toBeChecked();
  });
});

test.describe("with JavaScript", { tag: "@js-only" }, () => {
  test("request form: the combobox finds as you type; arrows and Enter choose", async ({ page }) => {
    await signIn(page, "requester@demo.test", `${LIST}/new`);
    const form = page.locator("form.request-form");
    const combobox = form.getByRole("combobox", { name: "Find a location" });
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await combobox.fill("Laboratory");
    const listbox = form.getByRole("listbox");
    await expect(listbox).toBeVisible();
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await expect(form.getByRole("status").filter({ hasText: /Locations found: \d+\./ })).toBeVisible();
    const first = await listbox.getByRole("option").first().textContent();
    await combobox.press("ArrowDown");
    await combobox.press("ArrowUp");
    await combobox.press("ArrowDown");
    const active = await combobox.getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute("aria-selected", "true");
    const chosenText = (await page.locator(`[id="${active}"]`).textContent()) ?? "";
    expect(chosenText).not.toBe(first);
    await combobox.press("Enter");
    // Enter chose: no post, the listbox closed, the choice is ticked and announced.
    await expect(page).toHaveURL(/\/requests\/new$/);
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    const path = chosenText.split(" Approval board:")[0]!.split(" No approval board")[0]!.trim();
    await expect(form.getByRole("checkbox", { name: path, exact: true })).toBeChecked();
    await expect(form.getByRole("status").filter({ hasText: `Chosen: ${path}.` })).toBeVisible();
    await expectAccessible(page);
  });
});
