import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { validateDocument } from "../support/html-check";

export { expect };

/**
 * Playwright's test with one automatic check: every HTML document the app serves
 * to the test's page (each full page load and form post, whatever the spec does
 * with it) is validated as it came from the server (tests/support/html-check.ts:
 * its own checks, and html-validate once installed), and the test fails naming
 * each fault. The demo sign-in provider's pages (another origin) are not ours and
 * are skipped. Specs import `test` and `expect` from here.
 */
export const test = base.extend<{ validDocuments: void }>({
  validDocuments: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? "http://localhost").origin;
      const documents: Promise<{ url: string; html: string } | undefined>[] = [];
      page.on("response", (response) => {
        const request = response.request();
        if (request.resourceType() !== "document" || request.frame() !== page.mainFrame()) return;
        if (new URL(response.url()).origin !== origin) return;
        if (response.status() >= 300 && response.status() < 400) return;
        if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return;
        const url = new URL(response.url());
        documents.push(
          response.body().then(
            (body) => ({
              url: `${request.method()} ${url.pathname}${url.search}`,
              html: body.toString("utf8"),
            }),
            // Gone before it could be read (the page moved on mid-stream): nothing to judge.
            () => undefined,
          ),
        );
      });
      await use();
      const faults: Record<string, string[]> = {};
      for (const document of await Promise.all(documents)) {
        if (!document) continue;
        const found = await validateDocument(document.html, document.url);
        if (found.length > 0) faults[document.url] = [...(faults[document.url] ?? []), ...found];
      }
      expect(faults, "every page the test loaded is a valid HTML document").toEqual({});
    },
    { auto: true },
  ],
});

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
  if (base.info().project.use.javaScriptEnabled === false) {
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
