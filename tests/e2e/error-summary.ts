import type { Page } from "@playwright/test";
import { expect } from "./support";

/**
 * Every link of the page's error summary leads to one element with that id which takes the focus (a field,
 * or the fieldset of a group of boxes, tabindex -1), so following a problem lands on what to fix. Checked on
 * the page as the server rendered it; the summary must list at least one linked problem.
 */
export async function expectSummaryLinksLand(page: Page) {
  const links = page.locator(".error-summary a[href^='#']");
  const count = await links.count();
  expect(count, "linked problems in the error summary").toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const href = (await links.nth(index).getAttribute("href")) ?? "#";
    const id = decodeURIComponent(href.slice(1));
    const target = page.locator(`[id="${id.replace(/["\\]/g, "\\$&")}"]`);
    await expect(target, `the target of ${href}`).toHaveCount(1);
    await target.focus();
    await expect(target, `the target of ${href} takes the focus`).toBeFocused();
  }
}
