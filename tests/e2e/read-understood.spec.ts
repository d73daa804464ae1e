import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Read and understood without JavaScript. reader@ (a person of the Oslo plant; no other spec uses them)
 * confirms Acetone's safety data sheet and withdraws it again; rnumanager@ (edit_location; no other spec)
 * finds Acetone, sees who has read it, refuses an empty assignment, assigns it to a person and takes it
 * back; a guest meets the warning. Every page gets an axe scan. The forms are plain POST forms, so the
 * flow is proved once (@no-js-only).
 */

test("a person confirms a document and withdraws the confirmation @no-js-only", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, "reader@demo.test", "/read-understood");
  await expect(page).toHaveURL(/\/read-understood$/);
  await expect(page.getByRole("heading", { level: 1, name: "Read and understood" })).toBeVisible();
  const pending = page.getByRole("table", { name: "To read" });
  await expect(pending.getByRole("rowheader", { name: "Acetone", exact: true })).toBeVisible();
  await expectAccessible(page);

  await pending.getByRole("button", { name: "I have read and understood Acetone", exact: true }).click();
  await expect(page.getByText("Your confirmation of Acetone is saved.")).toBeVisible();
  const done = page.getByRole("table", { name: "Read and understood" });
  await expect(done.getByRole("rowheader", { name: "Acetone", exact: true })).toBeVisible();
  await expectAccessible(page);

  await done.getByRole("button", { name: "Withdraw my confirmation of Acetone", exact: true }).click();
  await expect(page.getByText("Your confirmation of Acetone is withdrawn.")).toBeVisible();
  await expect(
    page.getByRole("table", { name: "To read" }).getByRole("rowheader", { name: "Acetone", exact: true }),
  ).toBeVisible();
});

test("a manager assigns a document and follows it up @no-js-only", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "rnumanager@demo.test", "/read-understood/manage");
  await expect(page).toHaveURL(/\/read-understood\/manage$/);
  await expect(page.getByRole("heading", { level: 1, name: "Assign and follow up" })).toBeVisible();
  await page.getByLabel("Title contains").fill("Acetone");
  await page.getByRole("button", { name: "Search" }).click();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Assign and follow up Acetone", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Acetone: who has read it" })).toBeVisible();
  await expect(page.getByText(/\d+ of \d+ have read and understood version/)).toBeVisible();
  await expect(
    page.getByRole("table", { name: "People asked" }).getByRole("rowheader", { name: "Rita Reader" }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Find people or a location").fill("wenche");
  await page.getByRole("button", { name: "Find", exact: true }).click();
  // Neither a person nor a location: the form comes back with the message, nothing saved.
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText("Choose either people or a location.")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(/Wenche Worker/).check();
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText("1 new assignment(s) of Acetone.")).toBeVisible();
  const assignments = page.getByRole("table", { name: "Assignments" });
  await expect(assignments.getByRole("rowheader", { name: "Wenche Worker" })).toBeVisible();

  await assignments.getByRole("button", { name: "Take back the assignment to Wenche Worker" }).click();
  await expect(page.getByText("The assignment is taken back.")).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Assignments" }).getByRole("rowheader", { name: "Wenche Worker" }),
  ).toHaveCount(0);
});

test("a guest meets the warning and lands on /main @no-js-only", async ({ page }) => {
  await signIn(page, "guest@demo.test", "/read-understood");
  await expect(page).toHaveURL(/\/main$/);
  await expect(
    page.getByRole("alert").filter({ hasText: "Read and understood is not available to guest users." }),
  ).toBeVisible();
});
