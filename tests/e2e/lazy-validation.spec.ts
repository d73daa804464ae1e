import { consoleErrorsOf, focusLoadingValidation, waitForLaterForm, watchRequests } from "./lazy-loading";
import { expect, signIn, test } from "./support";

/**
 * Client-side validation is not part of a page's first visit: the schemas and
 * zod load when a form first gets focus (app/ui/lazyValidation.ts), and from
 * then on the browser validates without asking the server. With JavaScript
 * only; without it the server validates (my-page.spec.ts covers both).
 */
// Validation in the browser needs JavaScript: the tag keeps this test to the `js` project (playwright.config.ts).
test(
  "the profile form loads its validation on first focus, then validates in the browser",
  { tag: "@js-only" },
  async ({ page }) => {
    // Hydration mismatches (e.g. a text the browser's translator renders differently) are console errors.
    const consoleErrors = consoleErrorsOf(page);
    // Only reads: the user my-page.spec.ts edits in the no-js project, which never runs scripts.
    await signIn(page, "operator@demo.test", "/my-page/profile");
    await expect(page).toHaveURL(/\/my-page\/profile$/);
    // Hydrated, and every script of the first visit has arrived.
    await page.waitForFunction(() => "__remixRouter" in window);
    await page.waitForLoadState("networkidle");
    // The form's own code hydrates after the page; the validation code is what first focus asks for.
    await waitForLaterForm(page, "ProfileForm");

    const watch = watchRequests(page);

    const name = page.getByLabel("Name", { exact: true });
    // The first focus fetches the validation code (zod, the schemas): it was not in the first visit.
    await focusLoadingValidation(name, watch);

    await name.fill("   ");
    await name.blur();
    await expect(page.locator(".field-error").getByText("Field is required")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: "Field is required" })).toBeVisible();
    // The browser refused the form itself: nothing went to the server.
    expect(watch.posts).toEqual([]);
    expect(consoleErrors).toEqual([]);
    watch.stop();
  },
);
