import type { Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./support";

const DISABLED =
  "This feature is disabled. If you believe this is a mistake, please contact one of your admins.";

/**
 * A user of a company with the emptyState feature who is not walked through
 * onboarding at sign-in (the newcomers are, once, and their own tests need
 * that). The empty-page tests run when the demo seed has this account.
 */
const EMPTY_STATE_ACCOUNT: string = "starter@fresh.test";

const javaScriptOn = () => test.info().project.use.javaScriptEnabled !== false;

/** The warning toast the emptyState feature's pages flash for a company without it. */
async function meetTheFeatureWarning(page: Page) {
  // Demo Chemicals does not have the emptyState feature, so its empty pages are blocked.
  await page.goto("/locations/empty?state=no-data");
  await expect(page).toHaveURL(/\/main$/);
  const toast = page.getByRole("alert").filter({ hasText: DISABLED });
  await expect(toast).toBeVisible();
  return toast;
}

/** The empty pages as a user with edit_location but not add_product sees them. */
async function checkEmptyPages(page: Page) {
  await page.goto("/locations/empty");
  await expect(page).toHaveTitle("Locations: getting started – ChemSafe");
  await expect(page.getByRole("heading", { level: 1, name: "No locations yet" })).toBeVisible();
  await expect(
    page.getByText("Locations describe where your company keeps and uses chemicals"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Create your first location" })).toHaveAttribute(
    "href",
    "/location-hierarchy?first=1",
  );
  await expectAccessible(page);

  // Amounts have no data yet anywhere, so the reason holds.
  await page.goto("/amounts/empty?state=no-data");
  await expect(page.getByRole("heading", { level: 1, name: "No amounts yet" })).toBeVisible();
  await expect(page.getByText("You see this page because your company has nothing here yet.")).toBeVisible();
  // The amount report needs no permission: the first action links to it.
  await expect(page.getByRole("link", { name: "Record your first amounts" })).toHaveAttribute(
    "href",
    "/amountreport",
  );
  await expectAccessible(page);

  // Products: this user lacks add_product, so the page says who may add the first one instead of linking.
  await page.goto("/products/empty");
  await expect(page.getByRole("heading", { level: 1, name: "No products yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add your first product" })).toHaveCount(0);
  await expect(
    page.getByText("Taking the first step needs the permission “Add products”.", { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);

  // Risk assessments have their own page.
  await page.goto("/risk-assessments/empty?state=no-data");
  await expect(page).toHaveURL(/\/risk-assessments\/emptyRa\?state=no-data$/);
  await expect(page.getByRole("heading", { level: 1, name: "No risk assessments yet" })).toBeVisible();
  // The module is built: the first action opens the list, which offers the create form.
  await expect(page.getByRole("link", { name: "Create your first risk assessment" })).toHaveAttribute(
    "href",
    "/documents/1?first=1",
  );
  await expectAccessible(page);
}

test.describe("toasts", () => {
  test("a blocked page sends the user to /main with a warning toast that shows, is accessible and can be dismissed", async ({
    page,
  }) => {
    await signIn(page, "worker@demo.test");
    await expect(page).toHaveURL(/\/main$/);
    await expect(page.getByRole("alert").filter({ hasText: DISABLED })).toHaveCount(0);

    const toast = await meetTheFeatureWarning(page);
    await expect(toast).toContainText("Warning");
    // Keep the pointer on it: with JavaScript, that pauses its timer.
    await toast.hover();
    await expectAccessible(page);

    // Without JavaScript "Dismiss" is a link (a :target rule hides the toast); with it, a button.
    await toast.getByRole(javaScriptOn() ? "button" : "link", { name: "Dismiss" }).click();
    await expect(page.getByText(DISABLED)).toBeHidden();

    // Shown once: the next page has no toast.
    await page.goto("/main");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Wenche Worker" })).toBeVisible();
    await expect(page.getByText(DISABLED)).toHaveCount(0);
  });

  test("with JavaScript a toast goes away by itself after its timeout; without, it stays until dismissed", async ({
    page,
  }) => {
    await signIn(page, "evaluator@demo.test");
    await expect(page).toHaveURL(/\/main$/);
    const toast = await meetTheFeatureWarning(page);
    await page.mouse.move(5, (page.viewportSize()?.height ?? 720) - 5); // away from the toast
    if (javaScriptOn()) {
      await expect(toast).toBeHidden({ timeout: 9_000 }); // 5 s for a permission warning
    } else {
      await page.waitForTimeout(6_000);
      await expect(toast).toBeVisible();
    }
  });

  test("a toast fits a 320 px wide screen @no-js-only", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn(page, "guest@demo.test");
    await expect(page).toHaveURL(/\/main$/);
    const toast = await meetTheFeatureWarning(page);
    await toast.hover();
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    await expect(toast.getByRole(javaScriptOn() ? "button" : "link", { name: "Dismiss" })).toBeInViewport();
  });
});

test.describe("empty-state pages", () => {
  test("an unknown module is a 404 page inside the signed-in layout @no-js-only", async ({ page }) => {
    await signIn(page, "worker@demo.test");
    await expect(page).toHaveURL(/\/main$/);
    const response = await page.goto("/no-such-module/empty");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText("There is no getting-started page for “no-such-module”.")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expectAccessible(page);
  });

  test("each explains its module, says why it is shown and offers the first action @no-js-only", async ({
    page,
  }) => {
    await signIn(page, EMPTY_STATE_ACCOUNT);
    await expect(page).toHaveURL(/\/main$/);
    await checkEmptyPages(page);
  });
});
