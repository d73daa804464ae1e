import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The poster layout of workplace descriptions without JavaScript: refused input comes back with its message,
 * a layout is saved with a toast, a PNG logo is uploaded (a file that is no image is refused), and the
 * preview opens as a PDF. Plain forms and links, so the JavaScript project has nothing more to prove.
 */

const PAGE = "/workplacedescriptions/poster/edit";
const PIXEL =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

test("an editor lays out the poster, uploads a logo and opens the preview @no-js-only", async ({ page }) => {
  await signIn(page, "admin@demo.test", PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Poster layout" })).toBeVisible();
  await expectAccessible(page);

  // Two equal languages: a clear message, nothing saved.
  await page.getByLabel("First language").selectOption({ label: "Deutsch" });
  await page.getByLabel("Second language").selectOption({ label: "Deutsch" });
  await page.getByRole("button", { name: "Save layout" }).click();
  await expect(page.getByRole("alert").getByText("Choose two different languages.")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Second language").selectOption({ label: "English (UK)" });
  await page.getByLabel("Emergency numbers").fill("Fire and ambulance: 112");
  await page.getByRole("button", { name: "Save layout" }).click();
  await expect(page.getByText("The poster layout is saved.")).toBeVisible();
  await expect(page.getByLabel("Emergency numbers")).toHaveValue("Fire and ambulance: 112");

  // A file that is no image, whatever its name, is refused; a PNG is kept.
  await page
    .getByLabel("Logo file")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("not a png") });
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByText("The logo must be a PNG or JPEG image.")).toBeVisible();
  await page
    .getByLabel("Logo file")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from(PIXEL, "base64") });
  await page.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByText("The logo is saved.")).toBeVisible();
  await expect(page.getByRole("img", { name: "The current logo" })).toBeVisible();
  await expectAccessible(page);

  // The preview form opens a PDF.
  const id = await page.getByLabel("Workplace description").inputValue();
  const response = await page.request.get(`/workplacedescriptions/poster/preview?id=${id}&size=A4`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");

  await page.getByRole("button", { name: "Remove logo" }).click();
  await expect(page.getByText("The logo is removed.")).toBeVisible();
});
