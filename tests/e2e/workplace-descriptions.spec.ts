import { pickLocation } from "./location-picker";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Workplace descriptions without JavaScript: wpdwriter@ (wpd and add_product) opens the company's list,
 * starts a description at a location with the location picker, is told what is missing, saves a draft,
 * publishes it, archives it, finds it among the archived ones and restores it. Every page gets an axe scan.
 * Plain forms and links, so the JavaScript project has nothing more to prove.
 */

test("a writer creates, publishes, archives and restores a workplace description @no-js-only", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Cleaning the mixer ${Date.now()}`;
  await signIn(page, "wpdwriter@demo.test", "/workplacedescriptions");
  await expect(page.getByRole("table", { name: "Workplace descriptions, by title" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "New workplace description" }).click();
  await pickLocation(page.getByRole("main"), "Workshop", false);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New workplace description" })).toBeVisible();
  await expectAccessible(page);

  // No title: a clear message, nothing saved.
  await page.getByLabel("Scope of application").fill("Cleaning the mixer between batches.");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByRole("alert").getByText("Give the description a title.").first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText(`“${title}” is saved.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(`“${title}” is published.`)).toBeVisible();
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(page.getByText(`“${title}” is archived.`)).toBeVisible();

  await page.goto("/workplacedescriptions/archived");
  await expect(
    page.getByRole("heading", { level: 1, name: "Archived workplace descriptions" }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: title }).click();
  await page.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(page.getByText(`“${title}” is restored.`)).toBeVisible();

  await page.goto(`/workplacedescriptions?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});
