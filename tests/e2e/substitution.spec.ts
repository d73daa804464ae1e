import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Substitution without JavaScript: the safety engineer (safety@) finds Acetone, searches candidates, compares
 * Isopropanol side by side with the hazard ranking explained, tries to approve without a reason (a clear
 * message), then records the approval; the history shows what replaced what. Plain links and forms, so the
 * JavaScript project has nothing more to prove (@no-js-only).
 */

const ENGINEER = "admin@demo.test";

test("find a product, compare a candidate, record the decision, see the history @no-js-only", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ENGINEER, "/substitute");
  await expect(page.getByRole("heading", { level: 1, name: "Substitute a product" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Product name or supplier contains").fill("Acetone");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: "Replace Acetone" }).first().click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Replacing Acetone: find candidates" }),
  ).toBeVisible();

  await page.getByLabel("Candidate's name or supplier contains").fill("Isopropanol");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: "Compare Isopropanol" }).first().click();
  const table = page.getByRole("table", { name: "The product and the candidate compared" });
  await expect(table.getByRole("columnheader", { name: "Isopropanol (candidate)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How the hazard score is made" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("radio", { name: "Approved" }).check();
  await page.getByRole("button", { name: "Save the decision" }).click();
  await expect(page.getByText("Give the reason for the decision.").first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("radio", { name: "Approved" }).check();
  await page.getByLabel("Reason").fill("Isopropanol cleans the lenses as well and is less volatile.");
  await page.getByRole("button", { name: "Save the decision" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Substitution history" })).toBeVisible();
  await expect(page.getByText("Substitution of Acetone saved: Approved.")).toBeVisible();
  const history = page.getByRole("table", { name: "Substitutions, newest change first" });
  await expect(history.getByRole("row").filter({ hasText: "Acetone" }).first()).toContainText("Isopropanol");
  await expectAccessible(page);
});
