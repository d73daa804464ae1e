import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** Signs in through the real OpenID flow (demo provider); every demo password is "demo". */
export async function signIn(page: Page, email: string, startAt = "/main") {
  await page.goto(startAt);
  await expect(page).toHaveURL(/\/auth/);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("demo");
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * An axe scan against WCAG 2.1 A and AA; the test fails on any violation.
 * axe runs as a script, so in the no-JS project the page's server HTML is
 * scanned in a second, script-enabled page at the same URL (the document is
 * served from what the no-JS page received; its stylesheets load normally).
 */
export async function expectAccessible(page: Page) {
  // Pages stream: scanning (or copying) a document that is still arriving
  // would judge half a form, e.g. a label whose text has not come yet.
  await page.waitForLoadState("load");
  let target = page;
  if (test.info().project.use.javaScriptEnabled === false) {
    const html = await page.content();
    const browser = page.context().browser();
    if (!browser) throw new Error("no browser");
    const context = await browser.newContext({ javaScriptEnabled: true });
    target = await context.newPage();
    const url = page.url();
    await target.route(url, (route) =>
      route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }),
    );
    await target.goto(url);
  }
  try {
    const results = await new AxeBuilder({ page: target })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
      ),
    ).toEqual([]);
  } finally {
    if (target !== page) await target.context().close();
  }
}
