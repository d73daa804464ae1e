import type { Browser, Page } from "@playwright/test";
import { DEMO_READ_LINK_TOKEN } from "../../seed/read-links";
import { pickLocation } from "./location-picker";
import { expect, expectAccessible, signIn, test } from "./support";

/**
 * QR read links without JavaScript: a keeper (safety@, add_product with qr) makes a link for a place, the
 * link opens without signing in on a 320 px phone with the place's products, each with its sheet and its
 * published workplace description (PDFs through the token), and a revoked or unknown link shows a clear page. The pages are
 * plain links and forms, so the JavaScript project has nothing more to prove (@no-js-only).
 */

const KEEPER = "safety@demo.test";
const PHONE = { width: 320, height: 640 };

/** A visitor without a session, on a phone without JavaScript. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  return context.newPage();
}

/** Nothing is wider than the phone's screen. */
async function expectFitsPhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test("a keeper makes a read link; it opens on a phone without signing in, until it is revoked @no-js-only", async ({
  page,
  browser,
}) => {
  await signIn(page, KEEPER, "/qr-readlink");
  await expect(page.getByRole("heading", { level: 1, name: "QR read links" })).toBeVisible();
  await expectAccessible(page);

  // Create links without a location: a clear message, nothing made.
  await page.getByRole("button", { name: "Create links" }).click();
  await expect(page.getByText("Choose at least one location.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Locations" })).toHaveAttribute("aria-invalid", "true");

  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Create links" }) });
  await pickLocation(form, "Mixing line 1");
  await page.getByRole("button", { name: "Create links" }).click();
  const created = page.getByRole("region", { name: "New links" });
  await expect(created).toContainText("Copy these links now: they are shown only once.");
  const url = await created.getByRole("link").first().getAttribute("href");
  expect(url).toMatch(/\/read\/[A-Za-z0-9_-]{55}$/);
  await expectAccessible(page);

  const visitor = await phone(browser);
  await visitor.goto(new URL(url!).pathname);
  await expect(visitor.getByRole("heading", { level: 1, name: "Products at Mixing line 1" })).toBeVisible();
  await expect(visitor.getByRole("navigation")).toHaveCount(0);
  // NMP's workplace description is on NMP's row, its link named after the product for a screen reader.
  const nmp = visitor.getByRole("link", { name: /^Workplace description ?: N-Methyl-2-pyrrolidone$/ });
  await expect(nmp).toBeVisible();
  await expect(
    visitor.getByRole("link", { name: /^Safety data sheet ?: N-Methyl-2-pyrrolidone$/ }),
  ).toBeVisible();
  const pdf = await visitor.request.get((await nmp.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expectFitsPhone(visitor);
  await expectAccessible(visitor);

  // Revoked (the newest link of the place comes first in the list): the link shows a clear page.
  await page.goto("/qr-readlink");
  await page
    .getByRole("button", { name: /^Revoke the link of .*Mixing line 1$/ })
    .first()
    .click();
  await expect(page.getByText("The read link was revoked.")).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
  await expect(visitor.getByText(/The read link was revoked/)).toBeVisible();
  await expectAccessible(visitor);
  await visitor.context().close();
});

test("the demo read link on a phone, with its sheets; an unknown link is a clear page @no-js-only", async ({
  browser,
}) => {
  const visitor = await phone(browser);
  await visitor.goto(`/read/${DEMO_READ_LINK_TOKEN}`);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Products at Flammables cabinet" }),
  ).toBeVisible();
  const sheet = visitor.getByRole("link", { name: /^Safety data sheet/ }).first();
  const pdf = await visitor.request.get((await sheet.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expectFitsPhone(visitor);
  await expectAccessible(visitor);

  // The products are paged by name with a search (a GET form): a name finds its product, a miss says so.
  await expect(visitor.getByText(/^Products 1–\d+ of \d+, by name\.$/)).toBeVisible();
  const first = (await visitor.locator(".read-link-products li strong").first().textContent())!;
  const search = visitor.getByRole("search");
  await search.getByLabel("Search products by name").fill(first);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(visitor).toHaveURL(/[?&]q=/);
  await expect(visitor.locator(".read-link-products li strong").first()).toHaveText(first);
  await search.getByLabel("Search products by name").fill("no such product here");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(visitor.getByText("No product name here contains “no such product here”.")).toBeVisible();
  await expectAccessible(visitor);
  await visitor.getByRole("link", { name: "Show all products" }).click();
  await expect(visitor.getByText(/^Products 1–\d+ of \d+, by name\.$/)).toBeVisible();
  await expectFitsPhone(visitor);

  await visitor.goto(`/read/${"x".repeat(55)}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
  await expect(
    visitor.getByText("This read link is not known. Check that the address is complete."),
  ).toBeVisible();
  await expectAccessible(visitor);
  await visitor.context().close();
});
