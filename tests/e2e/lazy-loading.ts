import type { Locator, Page, Request } from "@playwright/test";
import { expect } from "./support";

/**
 * For the tests of forms whose validation loads on first focus
 * (app/ui/lazyValidation.ts): what the page logs and requests from now on.
 */

/** The console errors the page logs from now on (a hydration mismatch is one). */
export function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

export interface RequestWatch {
  /** Scripts the page asked for. */
  scripts: string[];
  /** Scripts that have arrived. */
  arrived: string[];
  /** Every POST the page sent. */
  posts: string[];
  stop(): void;
}

/** Records the scripts and POSTs the page requests from now on, until `stop()`. */
export function watchRequests(page: Page): RequestWatch {
  const watch: RequestWatch = { scripts: [], arrived: [], posts: [], stop };
  const record = (request: Request) => {
    if (request.resourceType() === "script") watch.scripts.push(request.url());
    if (request.method() === "POST") watch.posts.push(request.url());
  };
  const finish = (request: Request) => {
    if (request.resourceType() === "script") watch.arrived.push(request.url());
  };
  page.on("request", record);
  page.on("requestfinished", finish);
  function stop() {
    page.off("request", record);
    page.off("requestfinished", finish);
  }
  return watch;
}

/**
 * Waits until the code of a form that hydrates after the page (app/ui/hydrateLater.tsx) has arrived: the
 * browser fetches it when idle after hydration, so a watch started before it would count it with the
 * validation code. `component` is the form's module name, which names its chunk (e.g. "ProfileForm").
 */
export async function waitForLaterForm(page: Page, component: string): Promise<void> {
  const chunk = new RegExp(`/${component}-[\\w-]+\\.js$`).source;
  await page.waitForFunction(
    (source) => performance.getEntriesByType("resource").some((entry) => new RegExp(source).test(entry.name)),
    chunk,
  );
}

/**
 * Focuses a field and waits until the validation code that first focus asks
 * for has arrived: it was not part of the first visit, and until it is there
 * a field's validation waits quietly. (The page reached "networkidle" long
 * before, so waiting for that state would not wait at all.)
 */
export async function focusLoadingValidation(field: Locator, watch: RequestWatch): Promise<void> {
  await field.focus();
  await expect.poll(() => watch.scripts.length).toBeGreaterThan(0);
  await expect.poll(() => watch.arrived.length).toBe(watch.scripts.length);
}
