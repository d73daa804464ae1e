import { expect, expectAccessible, signIn, test } from "./support";

/**
 * The company's own sheets without JavaScript: a user with local_publisher finds the demo sheet in the list
 * of every version. The page is a plain table, so the JavaScript project has nothing more to prove
 * (@no-js-only).
 */

test("a publisher sees the company's own sheets @no-js-only", async ({ page }) => {
  await signIn(page, "safety@demo.test", "/documents");
  await expect(page.getByRole("heading", { level: 1, name: "Our safety data sheets" })).toBeVisible();
  const table = page.getByRole("table", { name: "Our safety data sheets" });
  await expect(table.getByRole("rowheader", { name: "Demo Degreaser 500" })).toBeVisible();
  await expect(table).toContainText("Draft");
  await expectAccessible(page);
});
