import { expect, expectAccessible, signIn, test } from "./support";

// The two Playwright projects run at the same time on one database: each uses its own user,
// which no other spec file uses, and the tests of this file run one after another.
test.describe.configure({ mode: "serial" });
const userFor = (project: string) =>
  project === "no-js"
    ? { email: "operator@demo.test", name: "Ola Operator" }
    : { email: "safety@demo.test", name: "Siri Safety" };

test("the layout: skip link, grouped navigation, account menu that opens without JavaScript", async ({
  page,
}) => {
  const user = userFor(test.info().project.name);
  await signIn(page, user.email);
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeAttached();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "My page" })).toBeVisible();
  await page.locator("details.user-menu > summary").click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 320, height: 640 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("My page: edit the profile, with a clear error for bad input and a saved toast @no-js-only", async ({
  page,
}) => {
  const user = userFor(test.info().project.name);
  await signIn(page, user.email, "/my-page");
  await expect(page).toHaveURL(/\/my-page\/profile$/);
  await expect(page.getByRole("heading", { level: 1, name: "My page" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Profile");
  await expectAccessible(page);

  await page.getByLabel("Name", { exact: true }).fill("   ");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.locator(".field-error").getByText("Field is required")).toBeVisible();
  await expect(page.getByRole("alert").getByRole("link", { name: "Field is required" })).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please correct the fields marked below." }),
  ).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await page.getByLabel("Name", { exact: true }).fill(`${user.name} Jr`);
  await page.getByLabel("CAS number").check();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile is saved.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`${user.name} Jr`);
  await expect(page.getByLabel("CAS number")).toBeChecked();

  // Put things back for the other tests.
  await page.getByLabel("Name", { exact: true }).fill(user.name);
  await page.getByLabel("CAS number").uncheck();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile is saved.")).toBeVisible();
});

test("My page: licences, privacy with a data download, exposure @no-js-only", async ({ page }) => {
  const user = userFor(test.info().project.name);
  await signIn(page, user.email, "/my-page/licenses");
  await expect(page.getByRole("heading", { name: "Your company's licences" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Chemical approvals" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { name: "Your personal data" })).toBeVisible();
  await expect(page.getByText(/Your account was created on \d{2}\/\d{2}\/\d{2}\./)).toBeVisible();
  await expectAccessible(page);
  const download = await page.request.get("/my-page/privacy/download");
  expect(download.headers()["content-disposition"]).toContain("chemsafe-personal-data.json");
  expect((await download.json()).user.email).toBe(user.email);

  await page.getByRole("link", { name: "Exposure" }).click();
  await expect(page.getByRole("heading", { name: "Your exposure records" })).toBeVisible();
  await expectAccessible(page);
});

test("switching language re-renders the interface in Norwegian", async ({ page }) => {
  await signIn(page, userFor(test.info().project.name).email);
  await expect(page).toHaveURL(/\/main$/);
  await page.locator("details.user-menu > summary").click();
  await page.getByLabel("Language").selectOption({ label: "Norsk bokmål" });
  await page.getByRole("button", { name: "Change language" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "nb");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Min side" })).toBeVisible();
  await expectAccessible(page);
  // And back to English.
  await page.locator("details.user-menu summary").click();
  await page.locator("#menu-language").selectOption({ label: "English (UK)" });
  await page.locator(".language-form button").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
});
