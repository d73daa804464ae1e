import { expect, expectAccessible, signIn, test } from "./support";

/**
 * A user limited by a top node (docs/decisions/038-top-nodes.md): depot@demo.test sees Bergen depot and what
 * is below it; the Oslo plant does not exist for them, in the tree or the lists. Read-only, so
 * it runs without JavaScript only.
 */
test("top nodes: the depot's user sees their site only", { tag: "@no-js-only" }, async ({ page }) => {
  await signIn(page, "depot@demo.test", "/locations");
  const tree = page.getByRole("region", { name: "Top-level locations" });
  await expect(tree.getByRole("link", { name: "Bergen depot", exact: true })).toBeVisible();
  await expect(tree.getByRole("link", { name: "Oslo plant", exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // The hierarchy starts at the top node too.
  await page.goto("/location-hierarchy");
  const hierarchy = page.getByRole("navigation", { name: "Location tree" });
  await expect(hierarchy.getByRole("link", { name: "Bergen depot", exact: true })).toBeVisible();
  await expect(hierarchy.getByRole("link", { name: "Oslo plant", exact: true })).toHaveCount(0);
  // No new top location for them: a note says why instead of the form.
  await expect(page.getByText("Your top locations limit what you see.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add location" })).toHaveCount(0);

  // The products list covers the site: no row of the plant's locations.
  await page.goto("/products");
  const table = page.getByRole("table").first();
  await expect(table).toBeVisible();
  await expect(table).not.toContainText("Flammables cabinet");
});
