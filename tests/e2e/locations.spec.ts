import type { Page } from "@playwright/test";
import { pickLocation } from "./location-picker";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * Locations, with and without JavaScript. The two projects run at
 * the same time on one database, so each signs in as its own user (the
 * JavaScript project as hse@demo.test, the no-JavaScript one as
 * admin@demo.test; both have edit_location and are personal users) and works
 * in its own top-level location, named after the project.
 */
const userFor = (project: string) => (project === "no-js" ? "admin@demo.test" : "hse@demo.test");

/** The toast with this text (success and info toasts are in a status region). */
const toast = (page: Page, text: string) => page.getByRole("status").getByText(text, { exact: true });

async function openInTree(page: Page, name: string) {
  await page
    .getByRole("navigation", { name: "Location tree" })
    .getByRole("link", { name, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
}

/**
 * Chooses the new parent with the move form's location picker (without JavaScript Find and a radio button,
 * with it the combobox): `query` is typed, the choice is the one labelled `path`; then moves.
 */
async function moveTo(page: Page, query: string, path: string) {
  const move = page.getByRole("region", { name: "Move", exact: true });
  await pickLocation(move, query, false);
  await expect(move.getByRole("radio", { name: path, exact: true })).toBeChecked();
  await move.getByRole("button", { name: "Move", exact: true }).click();
}

test("locations: create, rename, add, move, archive, favourites, recent, filter and information", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const project = test.info().project.name;
  const label = `E2E ${project} ${Date.now().toString(36)}`;
  const site = `${label} plant`;
  const works = `${label} works`;
  const hallA = `${label} hall A`;
  const hallB = `${label} hall B`;

  // The tree's page, with the form for a top-level location.
  await signIn(page, userFor(project), "/location-hierarchy");
  await expect(page).toHaveURL(/\/location-hierarchy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Location hierarchy" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Location hierarchy" }),
  ).toBeVisible();
  await expectAccessible(page);

  // Create a location: it opens at once.
  await page.getByLabel("Name of the new location").fill(site);
  await page.getByRole("button", { name: "Add location" }).click();
  await expect(page).toHaveURL(/\/location-hierarchy\/\d+$/);
  await expect(toast(page, `“${site}” was added.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: site })).toBeVisible();
  const siteUrl = page.url();
  await expectAccessible(page);

  // Rename it.
  await page.getByLabel("New name").fill(works);
  await page.getByRole("button", { name: "Rename", exact: true }).click();
  await expect(toast(page, `The location is now called “${works}”.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: works })).toBeVisible();

  // Two children, listed in the tree under it.
  for (const name of [hallA, hallB]) {
    await page.getByLabel("Name of the new location").fill(name);
    await page.getByRole("button", { name: "Add location" }).click();
    await expect(toast(page, `“${name}” was added.`)).toBeVisible();
  }
  const tree = page.getByRole("navigation", { name: "Location tree" });
  await expect(tree.getByRole("link", { name: hallA, exact: true })).toBeVisible();
  await expect(tree.getByRole("link", { name: works, exact: true })).toHaveAttribute("aria-current", "page");
  await expect(tree.getByRole("listitem").filter({ hasText: works }).first()).toContainText(
    "Sub-locations: 2",
  );

  // Move hall B under hall A.
  await openInTree(page, hallB);
  await moveTo(page, hallA, `${works} › ${hallA}`);
  await expect(toast(page, `“${hallB}” was moved.`)).toBeVisible();
  const path = page.getByRole("navigation", { name: "Path" });
  await expect(path.getByRole("listitem")).toHaveText([works, hallA, hallB]);

  // Moving hall A under hall B (inside it) is refused, with the reason on the choice.
  await path.getByRole("link", { name: hallA, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: hallA })).toBeVisible();
  // The location being moved is never offered, with or without JavaScript; what is inside it is.
  const move = page.getByRole("region", { name: "Move", exact: true });
  if (project === "no-js") {
    await move.getByRole("searchbox", { name: "Find a location" }).fill(hallA);
    await move.getByRole("button", { name: "Find", exact: true }).click();
    await expect(
      move.getByRole("radio", { name: `${works} › ${hallA} › ${hallB}`, exact: true }),
    ).toBeVisible();
    await expect(move.getByRole("radio", { name: `${works} › ${hallA}`, exact: true })).toHaveCount(0);
  } else {
    await move.getByRole("combobox", { name: "Find a location" }).fill(hallA);
    await expect(
      move.getByRole("option", { name: `${works} › ${hallA} › ${hallB}`, exact: true }),
    ).toBeVisible();
    await expect(move.getByRole("option", { name: `${works} › ${hallA}`, exact: true })).toHaveCount(0);
    await move.getByRole("combobox", { name: "Find a location" }).press("Escape");
  }
  await moveTo(page, hallB, `${works} › ${hallA} › ${hallB}`);
  const refusal = "A location can't be moved under itself or one of the locations inside it.";
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page.getByRole("group", { name: `Move ${hallA} to` })).toHaveAccessibleDescription(
    new RegExp(refusal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
  // The refused choice is still chosen.
  await expect(
    page.getByRole("radio", { name: `${works} › ${hallA} › ${hallB}`, exact: true }),
  ).toBeChecked();
  await expect(page.getByRole("heading", { level: 1, name: hallA })).toBeVisible();
  await expectAccessible(page);

  // Archive hall A: hall B inside it is archived too, and both stay in view, marked.
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(toast(page, `“${hallA}” and everything inside it were archived.`)).toBeVisible();
  await expect(page).toHaveURL(/include_archived=1/);
  await expect(page.getByText("This location is archived, and so is everything inside it.")).toBeVisible();
  await expect(tree.getByRole("listitem").filter({ hasText: hallB }).last()).toContainText("Archived");
  await expect(page.getByRole("button", { name: "Show archived locations" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Without "Show archived locations" the site no longer lists it.
  await page.goto(siteUrl);
  await expect(page.getByRole("heading", { level: 1, name: works })).toBeVisible();
  await expect(tree.getByRole("link", { name: hallA, exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Show archived locations" }).click();
  await expect(page).toHaveURL(/include_archived=1/);
  await openInTree(page, hallA);
  await page.getByRole("button", { name: "Unarchive", exact: true }).click();
  await expect(toast(page, `“${hallA}” and everything inside it were restored.`)).toBeVisible();
  await page.goto(siteUrl);
  await expect(tree.getByRole("link", { name: hallA, exact: true })).toBeVisible();
  await openInTree(page, hallA);
  await expect(tree.getByRole("listitem").filter({ hasText: hallB }).last()).not.toContainText("Archived");

  // Favourite and unfavourite, each with the toast.
  await page.goto(siteUrl);
  const add = page.getByRole("button", { name: `Add ${works} to favourites` }).first();
  await expect(add).toHaveAttribute("aria-pressed", "false");
  await add.click();
  await expect(toast(page, "Your favourites have been synchronized")).toBeVisible();
  await expect(page.getByRole("button", { name: `Remove ${works} from favourites` }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.goto("/locations");
  const favourites = page.getByRole("region", { name: "Favourite locations" });
  await expect(favourites.getByRole("link", { name: works, exact: true })).toBeVisible();
  await expectAccessible(page);
  await favourites.getByRole("button", { name: `Remove ${works} from favourites` }).click();
  await expect(toast(page, "Your favourites have been synchronized")).toBeVisible();
  await expect(favourites.getByRole("link", { name: works, exact: true })).toHaveCount(0);

  // Recent locations after visiting three: newest first.
  await page.goto(siteUrl);
  await openInTree(page, hallA);
  await openInTree(page, hallB);
  await page.getByRole("link", { name: `Information about ${hallB}` }).click();
  await expect(page).toHaveURL(/\/locations\/\d+\/information$/);
  await page
    .getByRole("navigation", { name: "Path" })
    .getByRole("link", { name: works, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: works })).toBeVisible();
  await page.goto("/locations");
  const recent = page.getByRole("region", { name: "Recently visited" }).locator("ol.location-matches > li");
  await expect(recent.nth(0).getByRole("link").last()).toHaveText(works);
  await expect(recent.nth(1).getByRole("link").last()).toHaveText(hallB);
  await expect(recent.nth(2).getByRole("link").last()).toHaveText(hallA);
  await expect(recent.nth(1).getByRole("link")).toHaveText([works, hallA, hallB]);

  // The filter finds a location anywhere, with its path.
  await page.goto("/location-hierarchy");
  const search = page.getByRole("search");
  await search.getByLabel("Find a location by name").fill(hallB);
  await search.getByRole("button", { name: "Find" }).click();
  const results = page.getByRole("region", { name: `Locations matching “${hallB}”` });
  // Its own name first (the others follow: every word of the text is in their paths too).
  await expect(results.locator(".location-matches > li").first().getByRole("link")).toHaveText([
    works,
    hallA,
    hallB,
  ]);
  await results.getByRole("link", { name: hallB, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: hallB })).toBeVisible();

  // The information page, edited in place.
  await page.getByRole("link", { name: `Information about ${hallB}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: hallB })).toBeVisible();
  const details = page.getByRole("region", { name: "Details" });
  await expect(details).toContainText(`${works} › ${hallA} › ${hallB}`);
  await expect(details.getByRole("link", { name: hallA, exact: true })).toBeVisible();
  await expect(details).toContainText("None");
  await expectAccessible(page);
  // The approval board: one of the company's boards or none. A seeded board names the location only for a
  // moment (it is in a tree of its own, so no request's board changes), then it is set back to none.
  const board = page.getByLabel("Approval board", { exact: true });
  await expect(board.locator("option").first()).toHaveText("None");
  await expect(board.locator("option", { hasText: "Laboratory board" })).toHaveCount(1);
  await board.selectOption({ label: "Depot board" });
  await page.getByRole("button", { name: "Save approval board" }).click();
  await expect(toast(page, `The approval board of “${hallB}” is saved.`)).toBeVisible();
  await expect(details.getByText("Depot board", { exact: true })).toBeVisible();
  await page.getByLabel("Approval board", { exact: true }).selectOption({ label: "None" });
  await page.getByRole("button", { name: "Save approval board" }).click();
  await expect(toast(page, `The approval board of “${hallB}” is saved.`)).toBeVisible();
  await expect(details.getByText("Depot board", { exact: true })).toHaveCount(0);
});

test(
  "locations: one of many same-named locations is found by its parent's name and its own",
  { tag: "@no-js-only" },
  async ({ page }) => {
    const token = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
    const site = `${token} twin site`;
    const north = `${token} north`;
    const south = `${token} south`;
    const add = async (name: string) => {
      await page.getByLabel("Name of the new location").fill(name);
      await page.getByRole("button", { name: "Add location" }).click();
      await expect(toast(page, `“${name}” was added.`)).toBeVisible();
    };
    await signIn(page, "admin@demo.test", "/location-hierarchy");
    await add(site);
    await add(north);
    await add(south);
    // The same name in both halls.
    await openInTree(page, north);
    await add("Twin store");
    await openInTree(page, south);
    await add("Twin store");

    // Move the north hall into the south hall's store: its parent's name and its own find exactly that one.
    await openInTree(page, north);
    const move = page.getByRole("region", { name: "Move", exact: true });
    await move.getByRole("searchbox", { name: "Find a location" }).fill(`${south} Twin store`);
    await move.getByRole("button", { name: "Find", exact: true }).click();
    await expect(page).toHaveURL(/moveq=/);
    const found = move.locator(".location-picker-found").getByRole("radio");
    await expect(found).toHaveCount(1);
    const southStore = move.getByRole("radio", { name: `${site} › ${south} › Twin store`, exact: true });
    // The only match of a one-choice picker is ticked already.
    await expect(southStore).toBeChecked();
    await expectAccessible(page);
    await move.getByRole("button", { name: "Move", exact: true }).click();
    await expect(toast(page, `“${north}” was moved.`)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Path" }).getByRole("listitem")).toHaveText([
      site,
      south,
      "Twin store",
      north,
    ]);
  },
);
