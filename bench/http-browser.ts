/**
 * The browser part of the HTTP benchmark (bench/http.ts), with playwright-core
 * and the system's Chromium (CHROMIUM_PATH, /usr/bin/chromium; never a
 * download): the real sign-in through the demo OpenID provider, the session
 * cookie it leaves, and the fields the "new request" form posts when its user
 * presses "Save as draft".
 */
import { chromium } from "playwright-core";

export interface BrowserSession {
  /** The Cookie header of the signed-in user at the app's origin. */
  cookie: string;
  /** The URL the sign-in ended at (/main, or the page after it). */
  landedAt: string;
  /** The urlencoded body of "Save as draft" on /chemical-approvals/requests/new, or why there is none. */
  draft: { body: string; fields: string[] } | { pending: string };
}

export const DRAFT_PATH = "/chemical-approvals/requests/new";
export const DRAFT_NAME = "HTTP bench draft";

export async function signInWithBrowser(
  origin: string,
  email: string,
  password: string,
): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
  });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/main`);
    if (!new URL(page.url()).pathname.startsWith("/auth")) {
      throw new Error(`/main did not ask to sign in (at ${page.url()})`);
    }
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.origin === origin && !url.pathname.startsWith("/auth"), {
      timeout: 30_000,
    });
    const landedAt = page.url();
    const cookies = await context.cookies(origin);
    if (!cookies.some((c) => c.name === "__session")) throw new Error("no __session cookie after signing in");
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");

    let draft: BrowserSession["draft"];
    const answer = await page.goto(`${origin}${DRAFT_PATH}`);
    if (!answer || answer.status() !== 200) {
      draft = { pending: `${DRAFT_PATH} answered ${answer?.status() ?? "nothing"}` };
    } else {
      // The form's own fields (hidden ones and defaults included) as the "Save as draft" button submits
      // them, with a name; files left out (none chosen).
      const fields = await page.evaluate((name) => {
        const button = document.querySelector<HTMLButtonElement>('button[name="is_draft"][value="true"]');
        if (!button?.form) return null;
        const data = new FormData(button.form, button);
        data.set("name", name);
        return [...data.entries()]
          .filter((entry): entry is [string, string] => typeof entry[1] === "string")
          .map(([key, value]) => [key, value] as [string, string]);
      }, DRAFT_NAME);
      draft = fields
        ? { body: new URLSearchParams(fields).toString(), fields: [...new Set(fields.map(([key]) => key))] }
        : { pending: `${DRAFT_PATH} has no "Save as draft" button (is_draft=true)` };
    }
    await context.close();
    return { cookie, landedAt, draft };
  } finally {
    await browser.close();
  }
}
