import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The company's own lists beside the legislation lists, without JavaScript: from the legislation page a user
 * goes to the products on the company's own lists (the list filter's last choice), reads those on the
 * greylist with the list, kind and entry, and downloads them. Plain links (@no-js-only).
 */

test("a user reads the products on the company's own lists and downloads them @no-js-only", async ({
  page,
}) => {
  await signIn(page, "worker@demo.test", "/legislations");
  const section = page.getByRole("region", { name: "Your company's own lists" });
  await section.getByRole("link", { name: "Show the products on your company's own lists" }).click();
  await expect(page.getByRole("combobox", { name: "List", exact: true })).toHaveValue("own");
  const hits = page.getByRole("table", { name: "Products on your own lists" });
  await expect(hits.getByRole("row").filter({ hasText: "Benzene" }).first()).toContainText("Greylist");
  await expect(page.getByRole("table", { name: "Products on the lists", exact: true })).toHaveCount(0);
  await expectAccessible(page);
  const csv = await page.request.get(
    (await page.getByRole("link", { name: "Download your own lists' hits as CSV" }).getAttribute("href"))!,
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain("Benzene");
});
