import { expect, test } from "./support";

test.describe("security headers", () => {
  test("the sign-in page has an enforced CSP whose nonce is on its scripts", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    const response = await page.goto("/auth");
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    const policy = headers["content-security-policy"];
    expect(policy).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe-inline");
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy!)?.[1];
    expect(nonce).toBeTruthy();
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");

    // The nonce attributes as served: the browser hides them from the DOM once the policy applies.
    const html = await response!.text();
    const scriptNonces = [...html.matchAll(/<script\b[^>]*\snonce="([^"]*)"/g)].map((m) => m[1]);
    const scripts = [...html.matchAll(/<script\b/g)].length;
    expect(scripts).toBeGreaterThan(0);
    expect(scriptNonces).toHaveLength(scripts);
    for (const value of scriptNonces) expect(value).toBe(nonce);

    if (test.info().project.use.javaScriptEnabled !== false) {
      // The scripts ran: the page hydrated without the policy blocking anything.
      await page.waitForFunction(() => "__remixContext" in window);
      await page.waitForLoadState("networkidle");
      expect(violations).toEqual([]);
    }
  });

  test("every document gets a new nonce @no-js-only", async ({ request }) => {
    const first = (await request.get("/auth")).headers()["content-security-policy"];
    const second = (await request.get("/auth")).headers()["content-security-policy"];
    expect(first).not.toBe(second);
  });

  test("the API reference is served with nosniff @no-js-only", async ({ request }) => {
    const response = await request.get("/api/reference");
    expect(response.status()).toBe(200);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("/healthz and /readyz answer ok @no-js-only", async ({ request }) => {
    for (const path of ["/healthz", "/readyz"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("no-store");
      expect(await response.json()).toEqual({ status: "ok" });
    }
  });
});

test.describe("hostile text", () => {
  test("markup typed into a form is stored as text and shown as text, never run @no-js-only", async ({
    page,
  }) => {
    const { signIn } = await import("./support");
    const project = test.info().project.name;
    const marker = `x${Date.now().toString(36)}${project.replace("-", "")}`;
    const hostile = `<img src=x onerror="document.title='${marker}'"><script>document.title='${marker}'</script>`;
    // requester2@ writes nothing else the other specs read; the name is unique per project and run.
    await signIn(page, "requester2@demo.test", "/chemical-approvals/requests/new");
    await page.getByLabel("Product name").fill(hostile);
    await page.getByRole("button", { name: "Save as draft" }).click();
    // The list, not the form's own URL (which already matches /chemical-approvals/requests…).
    await expect(page).toHaveURL(/\/chemical-approvals\/requests\/?(\?.*)?$/);
    await page.goto(`/chemical-approvals/requests?q=${encodeURIComponent(marker)}`);
    const link = page.getByRole("link", { name: hostile });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(hostile);
    // The markup is in the page as text: escaped in the HTML, no element made of it, nothing ran.
    const html = await page.content();
    expect(html).toContain("&lt;img src=x onerror=");
    expect(html).not.toContain(`<img src="x" onerror=`);
    expect(await page.locator(`img[onerror*="${marker}"]`).count()).toBe(0);
    // The title shows the name as text; a script that ran would have replaced it by the bare marker.
    expect(await page.title()).not.toBe(marker);
  });
});
