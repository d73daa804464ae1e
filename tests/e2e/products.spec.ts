import type { Page } from "@playwright/test";
import { consoleErrorsOf, focusLoadingValidation, watchRequests } from "./lazy-loading";
import { pickLocation } from "./location-picker";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The product lists and product actions, with and without
 * JavaScript. The two projects run at the same time on one database, so each
 * works with its own user, product and locations: the JavaScript project as
 * hse@demo.test with "Potassium chloride" at Bay 1 → Bay 2, the no-JavaScript
 * one as admin@demo.test with "Copper(II) sulfate pentahydrate" at Mixing
 * line 1 → Mixing line 2 (both products are kept at the Fume cupboard and at
 * none of these four locations in the seed). Everything else is read-only.
 */
interface Plan {
  user: string;
  product: string;
  first: string;
  second: string;
}

const PLANS: Record<string, Plan> = {
  js: { user: "hse@demo.test", product: "Potassium chloride", first: "Bay 1", second: "Bay 2" },
  "no-js": {
    user: "admin@demo.test",
    product: "Copper(II) sulfate pentahydrate",
    first: "Mixing line 1",
    second: "Mixing line 2",
  },
};

/** The toast with this text (success and info toasts are in a status region). */
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text, { exact: true });

/** The product list's table (its caption names it). */
const table = (page: Page) => page.getByRole("table").first();

/** The row of `product` at `location` in the table. */
function rowOf(page: Page, product: string, location: string) {
  return table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${escape(product)}`) }) })
    .filter({ has: page.getByRole("link", { name: location, exact: true }) });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function search(page: Page, text: string) {
  await page.getByLabel("Search by product name, supplier or CAS number").fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, "(\\+|%20)")}`));
}

/** On an action page: finds `location` by name and chooses it. */
async function chooseLocation(page: Page, location: string) {
  await pickLocation(page.locator("main"), location, false);
  if (test.info().project.use.javaScriptEnabled === false) await expect(page).toHaveURL(/locq=/);
  await expect(page.getByRole("radio", { name: new RegExp(`› ${escape(location)}$`) })).toBeChecked();
}

test("products: lists, search, quick text, storage warning, add, move, amounts and archive @no-js-only", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const project = test.info().project.name;
  const plan = PLANS[project] ?? PLANS.js!;

  // The list of every product, with the search, the views and the bulk actions.
  await signIn(page, plan.user, "/products");
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await expect(page.getByText(/^Showing 1–20 of \d+$/)).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }),
  ).toBeVisible();
  await expectAccessible(page);

  await search(page, "acetone");
  await expect(rowOf(page, "Acetone", "Flammables cabinet")).toHaveCount(1);
  await expect(rowOf(page, "Acetone", "Flammables cabinet")).toContainText("5 L");
  await expectAccessible(page);
  await expect(
    rowOf(page, "Acetone", "Flammables cabinet").getByRole("link", { name: "SDS (PDF) – Acetone" }),
  ).toHaveAttribute("href", /^\/sds\/.+\/pdf$/);

  // The quick-text view: a card per product at a location.
  await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "Quick text" }).click();
  await expect(page).toHaveURL(/view=quicktext/);
  const cards = page.getByRole("list", { name: "Products at all locations" });
  await expect(cards.getByRole("heading", { name: "Acetone" }).first()).toBeVisible();
  await expect(cards.getByRole("listitem").filter({ hasText: "Flammables cabinet" }).first()).toContainText(
    "5 L",
  );
  await expectAccessible(page);

  // A location's products with the TRGS 510 warning.
  await page.goto("/products?q=hydrogen+peroxide+35");
  await rowOf(page, "Hydrogen peroxide 35 %", "Fume cupboard")
    .getByRole("link", { name: "Fume cupboard" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Products at Fume cupboard" })).toBeVisible();
  const warning = page.getByRole("region", { name: "Storage warning (TRGS 510)" });
  await expect(warning).toContainText(
    "Ethanol (3) and Hydrogen peroxide 35 % (5.1B) must not be stored together",
  );
  await expect(page.getByRole("link", { name: "Information about Fume cupboard" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Show each product once" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Unique products at Fume cupboard" }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "Unique products at Fume cupboard" })).toContainText(
    "Ethanol",
  );
  await expectAccessible(page);

  // Add the product to the first location: tick it, "Add to location", find the location, amount.
  await page.goto(`/products?q=${encodeURIComponent(plan.product)}`);
  await page.getByRole("checkbox", { name: `Choose ${plan.product} at Fume cupboard` }).check();
  await page.getByRole("button", { name: "Add to location", exact: true }).click();
  await expect(page).toHaveURL(/\/product\/add\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Add products to a location" })).toBeVisible();
  await expectAccessible(page);
  await chooseLocation(page, plan.first);
  await page.getByLabel(`Amount of ${plan.product}`).fill("2,5");
  await page.getByRole("button", { name: "Add to the location" }).click();
  // A unit is needed for the amount: the form says so and keeps the input.
  const problems = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(problems).toContainText("Field is required");
  await expect(page.getByLabel(`Amount of ${plan.product}`)).toHaveValue("2,5");
  await expectAccessible(page);
  await page.getByRole("radio", { name: new RegExp(`› ${escape(plan.first)}$`) }).check();
  await page.getByLabel(`Unit of ${plan.product}`).selectOption({ label: "kilogram (kg)" });
  await page.getByRole("button", { name: "Add to the location" }).click();
  await expect(toast(page, `1 product added to ${plan.first}`)).toBeVisible();
  await expect(page).toHaveURL(/\/products\?q=/);
  await expect(rowOf(page, plan.product, plan.first)).toContainText("2.5 kg");

  // Move it on to the second location, from the first location's list.
  await rowOf(page, plan.product, plan.first).getByRole("link", { name: plan.first, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Products at ${plan.first}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("checkbox", { name: `Choose ${plan.product} at ${plan.first}` }).check();
  await page.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Move products to a location" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Chosen products" })).toContainText(plan.product);
  await chooseLocation(page, plan.second);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Move to the location" }).click();
  await expect(toast(page, `1 product moved to ${plan.second}`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Products at ${plan.first}` })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: `Choose ${plan.product} at ${plan.first}` })).toHaveCount(
    0,
  );

  // Edit its amount at the second location.
  await page.goto(`/products?q=${encodeURIComponent(plan.product)}`);
  await rowOf(page, plan.product, plan.second).getByRole("link", { name: plan.second, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Products at ${plan.second}` })).toBeVisible();
  await page.getByRole("checkbox", { name: `Choose ${plan.product} at ${plan.second}` }).check();
  await page.getByRole("button", { name: "Edit amounts", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit amounts" })).toBeVisible();
  const amount = page.getByLabel(
    new RegExp(`^Amount of ${escape(plan.product)} at .*${escape(plan.second)}$`),
  );
  await expect(amount).toHaveValue("2.5");
  await expectAccessible(page);
  await amount.fill("-1");
  await page.getByRole("button", { name: "Save amounts" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "The amount can't be negative.",
  );
  await expect(amount).toHaveValue("-1");
  await expectAccessible(page);
  await amount.fill("3,75");
  await page.getByRole("button", { name: "Save amounts" }).click();
  await expect(toast(page, "The amount is saved.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Products at ${plan.second}` })).toBeVisible();
  await expect(rowOf(page, plan.product, plan.second)).toContainText("3.75 kg");

  // Archive it: it leaves the list unless archived products are included.
  await page.getByRole("checkbox", { name: `Choose ${plan.product} at ${plan.second}` }).check();
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Archive products" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(toast(page, "1 product archived")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Products at ${plan.second}` })).toBeVisible();
  await expect(rowOf(page, plan.product, plan.second)).toHaveCount(0);
  await page.getByLabel("Include archived products").check();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/include_archived=1/);
  await expect(rowOf(page, plan.product, plan.second)).toContainText("Archived");
  await expectAccessible(page);

  // The other action pages (opened, not submitted): categorise offers the classes, delete asks first.
  await page.getByRole("checkbox", { name: `Choose ${plan.product} at ${plan.second}` }).check();
  await page.getByRole("button", { name: "Categorise", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Categorise products" })).toBeVisible();
  await expect(page.getByLabel("Incompatibility category")).toHaveValue("sds");
  await expect(page.getByRole("option", { name: "5.1B – Oxidising hazardous substances" })).toBeAttached();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Products at ${plan.second}` })).toBeVisible();
  await page.getByRole("checkbox", { name: `Choose ${plan.product} at ${plan.second}` }).check();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Remove products from their locations" }),
  ).toBeVisible();
  await expect(page.getByText("Remove this product from its location?", { exact: false })).toBeVisible();
  await expectAccessible(page);

  // Unique products: each product once, with its locations and totals.
  await page.goto("/unique-products?q=acetone");
  await expect(page.getByRole("heading", { level: 1, name: "Unique products" })).toBeVisible();
  await expect(
    page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Acetone", exact: true }) }),
  ).toContainText("7.5 L");
  await expectAccessible(page);
});

// The browser validates only with JavaScript: the tag keeps this test to the `js` project (playwright.config.ts).
test(
  "a product action's form loads its validation on first focus, then validates in the browser",
  { tag: "@js-only" },
  async ({ page }) => {
    // Hydration mismatches are console errors.
    const consoleErrors = consoleErrorsOf(page);
    // Only reads: nothing is submitted (the products test above changes this user's products).
    const plan = PLANS.js!;
    await signIn(page, plan.user, `/products?q=${encodeURIComponent(plan.product)}`);
    await page.getByRole("checkbox", { name: `Choose ${plan.product} at Fume cupboard` }).check();
    await page.getByRole("button", { name: "Add to location", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add products to a location" })).toBeVisible();
    await page.waitForFunction(() => "__remixRouter" in window);
    await page.waitForLoadState("networkidle");

    const watch = watchRequests(page);

    const amount = page.getByLabel(`Amount of ${plan.product}`);
    // The first focus fetches the validation code (zod, the schemas): it was not in the first visit.
    await focusLoadingValidation(amount, watch);

    await amount.fill("abc");
    await page.getByRole("button", { name: "Add to the location" }).click();
    const problems = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect(problems).toContainText("Enter the amount as a number, for example 2,5 or 2.5.");
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    // The browser refused the form itself: nothing went to the server.
    expect(watch.posts).toEqual([]);
    expect(consoleErrors).toEqual([]);
    watch.stop();
  },
);
