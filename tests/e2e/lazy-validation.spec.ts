import type { Request } from "@playwright/test";
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
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    // Only reads: the user my-page.spec.ts edits in the no-js project, which never runs scripts.
    await signIn(page, "operator@demo.test", "/my-page/profile");
    await expect(page).toHaveURL(/\/my-page\/profile$/);
    // Hydrated, and every script of the first visit has arrived.
    await page.waitForFunction(() => "__remixRouter" in window);
    await page.waitForLoadState("networkidle");

    const scripts: string[] = [];
    const arrived: string[] = [];
    const posts: string[] = [];
    const record = (request: Request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
      if (request.method() === "POST") posts.push(request.url());
    };
    const finish = (request: Request) => {
      if (request.resourceType() === "script") arrived.push(request.url());
    };
    page.on("request", record);
    page.on("requestfinished", finish);

    const name = page.getByLabel("Name", { exact: true });
    await name.focus();
    // The first focus fetches the validation code (zod, the schemas): it was not in the first visit.
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    // Every script it asked for has arrived (the page reached "networkidle" long ago, so waiting for that
    // state would not wait at all): until then a field's validation waits quietly.
    await expect.poll(() => arrived.length).toBe(scripts.length);

    await name.fill("   ");
    await name.blur();
    await expect(page.locator(".field-error").getByText("Field is required")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: "Field is required" })).toBeVisible();
    // The browser refused the form itself: nothing went to the server.
    expect(posts).toEqual([]);
    expect(consoleErrors).toEqual([]);
    page.off("request", record);
    page.off("requestfinished", finish);
  },
);
