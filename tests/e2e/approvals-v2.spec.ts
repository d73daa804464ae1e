import type { Page } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Chemical approvals on smart-form templates, without JavaScript: cav2@ picks the seeded "New chemical
 * request" form on the new-request page, is refused for a missing required answer (nothing saved), then
 * submits at Production hall; evaluator5@ (the Production board's only member) starts the evaluation and
 * evaluates on the seeded "Approval evaluation" template, and the answers show read-only on the request
 * page. Every page is scanned with axe. Only these two users change data here.
 */

const LIST = "/chemical-approvals/requests";
const REQUESTER = "cav2@demo.test";
const EVALUATOR = "evaluator5@demo.test";
const EDIT_LINK = "Edit the request";

const toast = (page: Page, text: string) => page.locator(".toasts").getByText(text, { exact: true }).first();

// The forms are plain HTML: the no-js project covers them.
test("a request on a template is submitted and evaluated on the evaluation template @no-js-only", async ({
  page,
}) => {
  // Two users, six pages and five axe scans.
  test.setTimeout(120_000);
  const name = `E2E v2 ${Date.now().toString(36)}`;

  await signIn(page, REQUESTER, `${LIST}/new`);
  const forms = page.getByRole("navigation", { name: "Request forms" });
  await expect(forms).toBeVisible();
  await expectAccessible(page);
  await forms.getByRole("link", { name: "New chemical request", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New product request on a form" })).toBeVisible();
  await expect(page.getByText("Form: New chemical request")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Product name", { exact: true }).fill(name);
  await page.getByLabel("Heading", { exact: true }).fill("Mould release agent");
  await page.getByLabel("Supplier (required)", { exact: true }).fill("E2E Release AS");
  await page
    .getByRole("checkbox", { name: "Oslo plant › Building B › Production hall", exact: true })
    .check();
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  const summary = page.getByRole("alert").filter({ hasText: "The request could not be saved" });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText("Field is required");
  await expectAccessible(page);
  // What was typed is kept.
  await expect(page.getByLabel("Product name", { exact: true })).toHaveValue(name);
  await page.getByLabel(/What the product will be used for/).fill("Releasing moulds on line 2");
  await page.getByRole("button", { name: "Save as draft", exact: true }).click();
  await expect(toast(page, `Your product request for ${name} is saved.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));

  // The draft is edited on its form (the edit page reads the template from the request) and submitted there.
  await page.getByRole("link", { name, exact: true }).click();
  await page.getByRole("link", { name: EDIT_LINK, exact: true }).click();
  await expect(page).toHaveURL(/\/requests\/\d+\/edit$/);
  await expect(page.getByLabel(/What the product will be used for/)).toHaveValue(
    "Releasing moulds on line 2",
  );
  await expectAccessible(page);
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(toast(page, `Your product request for ${name} is saved.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));

  // The evaluator: starts the evaluation and answers the evaluation template.
  await page.context().clearCookies();
  await signIn(page, EVALUATOR, `${LIST}?tab=all&q=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
  const requestForm = page.getByRole("region", { name: "Request form" });
  await expect(requestForm).toContainText("E2E Release AS");
  await expect(requestForm).toContainText("Production hall");
  await page.getByRole("button", { name: "Start the evaluation", exact: true }).click();
  await expect(
    toast(page, "The evaluation has started. The approval board has been asked to evaluate."),
  ).toBeVisible();
  const evaluation = page.getByRole("region", { name: "Your evaluation on the form Approval evaluation" });
  await expect(evaluation).toBeVisible();
  await expectAccessible(page);

  await evaluation.getByRole("button", { name: "Submit evaluation" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "The evaluation could not be saved" }),
  ).toBeVisible();
  const again = page.getByRole("region", { name: "Your evaluation on the form Approval evaluation" });
  await again
    .getByRole("group", { name: /Are the product's hazards acceptable/ })
    .getByRole("radio", { name: "Yes" })
    .check();
  await again.getByRole("radio", { name: "Approve", exact: true }).check();
  await again.getByLabel("Comment for the requester").fill("Only with the extraction running.");
  await again.getByRole("button", { name: "Submit evaluation" }).click();
  await expect(toast(page, "Your evaluation is saved.")).toBeVisible();
  const answered = page.getByRole("region", { name: "Evaluations on the form" });
  await expect(answered).toContainText("Evaluation by Eva Evaluator");
  await expect(answered).toContainText("Yes");
  await expectAccessible(page);
});
