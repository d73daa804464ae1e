import type { Page } from "@playwright/test";
import { waitForMail } from "./mailbox";
import { pickLocation } from "./location-picker";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Users administration without JavaScript, as useradmin@demo.test (no other spec changes data as that
 * user): create a user (refused first), who gets the invitation and can sign in on the demo provider;
 * change their permissions; deactivate them, which ends their session.
 */

const toast = (page: Page, text: string) => page.locator(".toast-region").getByText(text, { exact: true });

test("users: create, invite, edit permissions and deactivate @no-js-only", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `Edda E2E ${stamp}`;
  const email = `edda.${stamp}@demo.test`;

  await signIn(page, "useradmin@demo.test", "/users");
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Users" }),
  ).toBeVisible();
  await page.getByLabel("Name or e-mail address").fill("wenche");
  await page.getByLabel("State").selectOption("all");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/q=wenche/);
  await expect(
    page.getByRole("table", { name: "Users" }).getByRole("link", { name: "Wenche Worker" }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "New user" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New user" })).toBeVisible();
  const form = page.locator("#new-user");
  // An address without a domain is refused, and nothing is saved.
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("E-mail address").fill("edda");
  await form.getByRole("button", { name: "Create the user and send the invitation" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(
    "Enter an e-mail address like name@example.com.",
  );
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);

  await form.getByLabel("E-mail address").fill(email);
  await form.getByRole("checkbox", { name: "Add products" }).check();
  await pickLocation(form, "Loading dock");
  await expectAccessible(page);
  await form.getByRole("button", { name: "Create the user and send the invitation" }).click();
  await expect(toast(page, `${name} was created and the invitation was sent.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Loading dock$/ })).toBeChecked();
  await expectAccessible(page);
  const mail = await waitForMail({ to: email, subject: "You have been invited to ChemSafe" });
  expect(mail.text).toContain(email);

  // The new user signs in on the demo provider with the demo password.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const newcomer = await other.newPage();
  await signIn(newcomer, email);
  await expect(newcomer).not.toHaveURL(/\/auth/);

  // Edit the permissions.
  const edit = page.locator("#edit-user");
  await edit.getByRole("checkbox", { name: "Edit locations" }).check();
  await edit.getByRole("button", { name: "Save the changes" }).click();
  await expect(toast(page, `The changes to ${name} were saved.`)).toBeVisible();
  await expect(page.locator("#edit-user").getByRole("checkbox", { name: "Edit locations" })).toBeChecked();
  await expect(page.locator("#edit-user").getByRole("checkbox", { name: "Add products" })).toBeChecked();

  // Deactivate: the newcomer's session ends at once.
  await page.getByRole("button", { name: `Deactivate ${name}` }).click();
  await expect(toast(page, `${name} was deactivated and signed out.`)).toBeVisible();
  await expect(page.getByText(/this user can't sign in\./)).toBeVisible();
  await expect(page.getByRole("button", { name: `Reactivate ${name}` })).toBeVisible();
  await expectAccessible(page);
  await newcomer.goto("/main");
  await expect(newcomer).toHaveURL(/\/auth/);
  await other.close();
});
