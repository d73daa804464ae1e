import { expect, expectAccessible, signIn, test } from "./support";

test("an anonymous visitor is sent to /auth, and the sign-in page is accessible @no-js-only", async ({
  page,
}) => {
  await page.goto("/main");
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to ChemSafe" })).toBeVisible();
  await expectAccessible(page);
});

test("the empty path and unknown paths go to /main (and so to sign-in) @no-js-only", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/auth$/);
});

test("the demo provider's login page is accessible and refuses a wrong password @no-js-only", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Email")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Email").fill("admin@demo.test");
  await page.getByLabel("Password").fill("wrong");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Wrong email or password.");
  await expectAccessible(page);
});

test("admin signs in, reaches /main with their account, and the page is accessible", async ({
  page,
  context,
}) => {
  await signIn(page, "admin@demo.test");
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Anna Admin" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText("Demo Chemicals AS");
  await expect(page.locator("dl.facts").getByText("English (UK)")).toBeVisible();
  await expect(page.getByText("Request and evaluate chemical approvals")).toBeVisible();
  await expectAccessible(page);

  const session = (await context.cookies()).find((cookie) => cookie.name === "__session");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  // The cookie holds a signed id only: no token in it.
  expect(session?.value.length).toBeLessThan(120);
});

test("a deep link survives sign-in: the user returns to the page they asked for @no-js-only", async ({
  page,
}) => {
  await signIn(page, "worker@demo.test", "/main?from=bookmark");
  await expect(page).toHaveURL(/\/main\?from=bookmark$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Wenche Worker" })).toBeVisible();
  await expect(page.getByText("You can read what your company shares with you.")).toBeVisible();
});

test("an open redirect is refused: a foreign redirectTo lands on /main @no-js-only", async ({ page }) => {
  await page.goto("/auth?redirectTo=//evil.example/steal");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill("worker@demo.test");
  await page.getByLabel("Password").fill("demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/localhost:\d+\/main$/);
});

test("sign-out ends the app session and the provider session @no-js-only", async ({ page }) => {
  await signIn(page, "evaluator@demo.test");
  await expect(page).toHaveURL(/\/main$/);
  await page.locator("details.user-menu > summary").click();
  await page.getByRole("button", { name: "Sign out" }).click();
  // The provider asks to confirm its own sign-out.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/auth/);
  await page.goto("/main");
  await expect(page).toHaveURL(/\/auth$/);
  // The provider session is gone too: signing in asks for credentials again.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
});

test("an account without a ChemSafe user gets a clear no-access page @no-js-only", async ({ page }) => {
  await signIn(page, "nobody@demo.test");
  await expect(page).toHaveURL(/\/auth\/no-access$/);
  await expect(page.getByRole("heading", { level: 1, name: "No access to ChemSafe" })).toBeVisible();
  await expect(page.getByText("You signed in as nobody@demo.test")).toBeVisible();
  await expectAccessible(page);
  // Choosing another account asks the provider for credentials again.
  await page.getByRole("button", { name: "Sign in with another account" }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
});

test("the API reference pages are readable and accessible @no-js-only", async ({ page }) => {
  await page.goto("/api/reference");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);
  // From the contents to one area's operations, and from an operation to the shape of its response.
  await page
    .getByRole("navigation", { name: "Contents" })
    .getByRole("link", { name: "User", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "User" })).toBeVisible();
  await expect(page.getByText("/user/v1/user").first()).toBeVisible();
  await expectAccessible(page);
  const schemaLink = page.locator('main a[href^="schemas#"]').first();
  const target = ((await schemaLink.getAttribute("href")) ?? "").replace("schemas#", "");
  await schemaLink.click();
  await expect(page).toHaveURL(new RegExp(`/api/reference/schemas#${target}$`));
  await expect(page.locator(`[id="${target}"]`)).toBeVisible();
});
