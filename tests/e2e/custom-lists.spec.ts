import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The company's own lists beside the legislation lists, without JavaScript: a user reads the products on
 * the greylist with the list, kind and entry, and downloads them. Plain links (@no-js-only).
 */

test("a user reads the products on the company's own lists and downloads them @no-js-only", async ({
  page,
}) => {
  await signIn(page, "worker@demo.test", "/legislations");
  const section = page.getByRole("region", { name: "Your company's own lists" });
  const hits = section.getByRole("table", { name: "Products on your own lists" });
  await expect(hits.getByRole("row").filter({ hasText: "Benzene" }).first()).toContainText("Greylist");
  await expectAccessible(page);
  const csv = await page.request.get(
    (await section.getByRole("link", { name: "Download your own lists' hits as CSV" }).getAttribute("href"))!,
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain("Benzene");
});
