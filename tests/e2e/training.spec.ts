import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Training without JavaScript, as trainer@ (edit_location; no other spec changes training or signs in as
 * them): the courses and who is due, a new course refused then made, recording a completion, and the
 * certificate; then trainee@ sees their own training. Every page gets an axe scan. The forms are plain POST
 * forms; with JavaScript the same rules only run earlier, so the flow is proved once (@no-js-only).
 */

const TRAINER = "trainer@demo.test";
const TRAINEE = "trainee@demo.test";

test("a manager sees who is due and makes a course, refused first @no-js-only", async ({ page }) => {
  // Three axe scans and two form posts: more than the default 30 seconds on a shared machine.
  test.setTimeout(120_000);
  const title = `Solvent pump handling ${Date.now()}`;
  await signIn(page, TRAINER, "/training");
  await expect(page.getByRole("heading", { level: 1, name: "Training" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Courses" })).toBeVisible();
  const due = page.getByRole("table", { name: "Training due" });
  await expect(due.getByRole("row", { name: /Tiril Trainee/ })).toContainText("Expired");
  await expectAccessible(page);

  // Without a title and with a validity out of range, the form comes back with both errors.
  await page.getByRole("link", { name: "New course" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New course" })).toBeVisible();
  await page.getByLabel("Valid for (months)").fill("999");
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page.getByRole("link", { name: "Enter the course title." })).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Enter a whole number of months from 1 to 240, or leave it empty." }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Valid for (months)").fill("12");
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`The course “${title}” was created.`)).toBeVisible();
  await expectAccessible(page);
});

test("a manager records a completion and opens its certificate @no-js-only", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, TRAINER, "/training");
  await page
    .getByRole("table", { name: "Courses" })
    .getByRole("link", { name: "Reading safety data sheets" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Reading safety data sheets" })).toBeVisible();
  await expectAccessible(page);

  // Record a completion: the person is found by search, the day is today by default.
  await page.getByRole("link", { name: "Record completion" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Record completion" })).toBeVisible();
  await page.getByLabel("Find person").fill("Tiril");
  await page.getByLabel("Find person").press("Enter");
  await page.getByRole("radio", { name: "Tiril Trainee" }).check();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Record completion" }).click();
  await expect(page.getByText("The completion of Tiril Trainee was recorded.")).toBeVisible();
  const completions = page.getByRole("table", { name: "Completions of the course" });
  await expect(completions.getByRole("row", { name: /Tiril Trainee/ }).first()).toBeVisible();

  // The certificate is a PDF.
  const link = completions.getByRole("link", { name: /Certificate of Tiril Trainee/ }).first();
  const response = await page.request.get((await link.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
});

test("a worker sees their own training and not the manager's lists @no-js-only", async ({ page }) => {
  await signIn(page, TRAINEE, "/training");
  await expect(page.getByRole("heading", { level: 1, name: "Training" })).toBeVisible();
  const mine = page.getByRole("table", { name: "Your courses" });
  await expect(mine.getByRole("row", { name: /Handling flammable liquids/ })).toContainText("Expired");
  await expect(page.getByRole("table", { name: "Training due" })).toHaveCount(0);
  await expectAccessible(page);
});
