import { readFile } from "node:fs/promises";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The support tab without JavaScript (privacy@demo.test, no other spec changes its data): support
 * contacts, the system status, and a full export that the e2e server's job worker builds while the page
 * is reloaded with "Refresh status" until it is ready, then downloaded.
 */

const PAGE = "/company-settings/support";

test("privacy@ keeps the support contacts and exports the company @no-js-only", async ({ page }) => {
  // Sign-in, an export built by the job queue and two axe scans.
  test.setTimeout(90_000);
  await signIn(page, "privacy@demo.test", PAGE);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole("heading", { level: 2, name: "Support" })).toBeVisible();
  const status = page.getByRole("region", { name: "Version and system status" });
  await expect(status).toContainText(/Version\s*\d+\.\d+\.\d+/);
  await expect(status).toContainText("Reachable, all");
  await expect(status).toContainText("Running in this server");

  // A contact: added, edited, deleted.
  const contacts = page.getByRole("region", { name: "Support contacts" });
  await contacts.getByLabel("Name").fill("Kari Koordinator");
  await contacts.getByLabel("Role").fill("Chemicals coordinator");
  await contacts.getByLabel("E-mail").fill("kari@demo.test");
  await contacts.getByLabel("Phone").fill("+47 22 33 44 55");
  await contacts.getByRole("button", { name: "Save contact" }).click();
  await expect(page.getByText("The contact Kari Koordinator was saved.")).toBeVisible();
  await expect(contacts.getByRole("heading", { level: 4, name: "Kari Koordinator" })).toBeVisible();
  await expect(contacts.getByRole("link", { name: "kari@demo.test" })).toHaveAttribute(
    "href",
    "mailto:kari@demo.test",
  );

  await contacts.getByRole("link", { name: "Edit Kari Koordinator" }).click();
  await expect(contacts.getByRole("heading", { name: "Edit support contact" })).toBeVisible();
  await contacts.getByLabel("Role").fill("IT support");
  await contacts.getByRole("button", { name: "Save contact" }).click();
  await expect(contacts.getByText("IT support")).toBeVisible();

  // Bad input: the messages, nothing saved.
  await contacts.getByLabel("Name").fill("Nils Nummer");
  await contacts.getByLabel("Phone").fill("call me");
  await contacts.getByRole("button", { name: "Save contact" }).click();
  await expect(
    page.getByText("Enter a phone number using digits, spaces and + ( ) - only.").first(),
  ).toBeVisible();
  await expectAccessible(page);
  await page.goto(PAGE);
  await expect(contacts.getByRole("listitem")).toHaveCount(1);

  // The full export: started, followed with "Refresh status" until it is ready, downloaded.
  const exportSection = page.getByRole("region", { name: "Full export" });
  await exportSection.getByRole("button", { name: "Start full export" }).click();
  await expect(page.getByText("The export has started.")).toBeVisible();
  const row = exportSection.getByRole("row").filter({ hasText: "Petra Privacy" }).first();
  await expect(async () => {
    const refresh = exportSection.getByRole("link", { name: "Refresh status" });
    if (await refresh.count()) await refresh.click();
    else await page.reload();
    await expect(row).toContainText("Ready", { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await expect(exportSection.getByRole("link", { name: "Refresh status" })).toHaveCount(0);
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("link", { name: "Download ZIP" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^chemsafe-export-demo-chemicals-as-\d{4}-\d\d-\d\d\.zip$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  expect(bytes.includes(Buffer.from("manifest.json"))).toBe(true);

  await contacts.getByRole("button", { name: "Delete Kari Koordinator" }).click();
  await expect(page.getByText("The contact was deleted.")).toBeVisible();
  await expect(contacts.getByText("No support contacts yet.")).toBeVisible();
});

test("someone without user_admin is sent to /main @no-js-only", async ({ page }) => {
  await signIn(page, "worker@demo.test", PAGE);
  await expect(page).toHaveURL(/\/main$/);
});
