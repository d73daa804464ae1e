import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The global search (/search), with and without JavaScript. Read-only, so
 * both projects may sign in as the same user.
 */
test("search: find acetone by name and CAS, narrow with a facet, open its SDS @no-js-only", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "operator@demo.test", "/search");
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  await expectAccessible(page);

  const box = page.getByRole("searchbox", { name: "Search products, safety data sheets and locations" });
  await box.fill("acetone");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=acetone/);

  const sheets = page.getByRole("region", { name: "Safety data sheets" });
  const acetone = sheets.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: "Acetone", exact: true }),
  });
  await expect(acetone.first()).toBeVisible();
  await expect(acetone.first().getByText("67-64-1")).toBeVisible();
  await expect(acetone.first().getByText(/H225/)).toBeVisible();
  await expect(acetone.first().getByRole("img", { name: "Flammable" })).toBeVisible();
  await expectAccessible(page);

  // A facet: only sheets with the signal word Danger.
  await page.getByText("Filter the results").click();
  await page
    .getByRole("group", { name: "Signal word" })
    .getByLabel(/^Danger/)
    .check();
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/facet=signal_word%3ADanger/);
  await expect(acetone.first()).toBeVisible();
  await expectAccessible(page);

  // By CAS number.
  await page.goto("/search?q=67-64-1");
  await expect(acetone.first()).toBeVisible();

  // The SDS opens as a PDF for the signed-in user.
  const href = await acetone
    .first()
    .getByRole("link", { name: /Open the safety data sheet/ })
    .getAttribute("href");
  expect(href).toMatch(/^\/sds\/[^/]+\/pdf$/);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Locations are found too, and lead to their information page.
  await page.goto("/search?q=Fume");
  await page.getByRole("region", { name: "Locations" }).getByRole("link", { name: "Fume cupboard" }).click();
  await expect(page).toHaveURL(/\/locations\/\d+\/information$/);
});
