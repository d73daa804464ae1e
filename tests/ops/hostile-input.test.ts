/**
 * Hostile query strings and redirect targets against the production server:
 * NUL bytes and over-long search text in every list's search field, redirect
 * targets that leave the site after normalising, and targets with characters
 * outside Latin-1 (which a Location header cannot carry raw). None may answer
 * 500; each answers the page (with its own message) or a redirect inside the
 * site.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browse, CookieJar, serveApp, signIn, type ServedApp } from "./support";

let app: ServedApp;
const jar = new CookieJar();
/** A location of the admin's company that holds a product, and that product. */
let locationId = 0;
let productId = 0;

beforeAll(async () => {
  app = await serveApp();
  await signIn(app, jar, "admin@demo.test");
  const client = new pg.Client({ connectionString: app.databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ location_id: number; product_id: number }>(
      `select lp.location_id, lp.product_id from location_products lp
         join users u on u.company_id = lp.company_id
        where u.email = 'admin@demo.test' and not lp.archived
        order by lp.id limit 1`,
    );
    locationId = rows[0]!.location_id;
    productId = rows[0]!.product_id;
  } finally {
    await client.end();
  }
});
afterAll(async () => {
  await app?.stop();
});

const form = { "Content-Type": "application/x-www-form-urlencoded" };

/** The Location header of a redirect, resolved against the app. */
function target(response: Response): URL {
  return new URL(response.headers.get("location") ?? "", app.url);
}

/** Every link and form of a page stays on the site, and the Cancel/Back link goes to the list. */
function expectOnlyLinksHere(html: string): void {
  const targets = [...html.matchAll(/\s(?:href|action)="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&amp;/g, "&"),
  );
  expect(targets.length).toBeGreaterThan(0);
  for (const href of targets) {
    expect(new URL(href, `${app.url}/product/x`).origin, href).toBe(app.url);
  }
  expect(targets).toContain(`/locations/${locationId}/products`);
}

describe("hostile query strings", () => {
  const long = "x".repeat(101);
  const hostile = () => [
    "/products?q=%00",
    "/products?q=a%00b&page=%00&sort=%00",
    "/unique-products?q=%00",
    `/locations/${locationId}/products?q=%00`,
    `/locations/${locationId}/unique-products?q=%00`,
    "/location-hierarchy?q=%00",
    `/location-hierarchy?q=${long}`,
    `/location-hierarchy/${locationId}?q=%00`,
    `/location-hierarchy/${locationId}?moveq=%00`,
    `/location-hierarchy/${locationId}?moveq=${long}`,
    `/product/move?products=${productId}@${locationId}&from=${locationId}&locq=%00`,
    `/product/move?products=${productId}@${locationId}&from=${locationId}&locq=${long}`,
    `/product/add?products=${productId}&locq=%00`,
    "/search?q=%00",
    `/search?q=${"y".repeat(300)}`,
    "/chemical-approvals/requests?q=%00",
    `/chemical-approvals/requests?q=${"z".repeat(300)}`,
  ];

  it("every search field answers its page, never 500, for NUL bytes and over-long text", async () => {
    const answers: Record<string, number> = {};
    for (const path of hostile()) {
      const response = await browse(jar, `${app.url}${path}`);
      await response.text();
      answers[path] = response.status;
    }
    const expected = Object.fromEntries(hostile().map((path) => [path, 200]));
    expect(answers).toEqual(expected);
  });

  it("a location search that is too long is cut, and the page says what it searched for", async () => {
    const response = await browse(jar, `${app.url}/location-hierarchy?q=${long}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`value="${"x".repeat(100)}"`);
    expect(html).not.toContain(`value="${long}"`);
  });
});

describe("redirect targets", () => {
  it("a signed-in /auth with a target outside Latin-1 redirects to it percent-encoded", async () => {
    const snowman = await browse(jar, `${app.url}/auth?redirectTo=%2Fmain%E2%98%83`);
    expect(snowman.status).toBe(302);
    expect(snowman.headers.get("location")).toBe("/main%E2%98%83");
    const invalid = await browse(jar, `${app.url}/auth?redirectTo=/%FF`);
    expect(invalid.status).toBe(302);
    expect(target(invalid).origin).toBe(app.url);
  });

  it("the language switch and the favourite star go back to such a target encoded", async () => {
    const language = await browse(jar, `${app.url}/language`, {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ language: "4", redirectTo: "/main☃" }),
    });
    expect(language.status).toBe(302);
    expect(language.headers.get("location")).toBe("/main%E2%98%83");
    const star = await browse(jar, `${app.url}/locations/favorites`, {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ location_id: String(locationId), favorite: "add", redirectTo: "/main☃" }),
    });
    expect(star.status).toBe(302);
    expect(star.headers.get("location")).toBe("/main%E2%98%83");
  });

  it("signing in from a link with such a target ends there, encoded", async () => {
    const fresh = new CookieJar();
    const landed = await signIn(app, fresh, "admin@demo.test", "/main☃");
    expect(landed.origin).toBe(app.url);
    expect(landed.pathname).toBe("/main%E2%98%83");
  });

  it("signing in from a link that leaves the site after normalising ends on /main", async () => {
    const fresh = new CookieJar();
    const landed = await signIn(app, fresh, "admin@demo.test", "/.//evil.example");
    expect(landed.href).toBe(`${app.url}/main`);
  });

  it.each(["/.//evil.example", "/..//evil.example", "/%2e%2e//evil.example", "/\t/evil.example"])(
    "a product action's return address %j never leads off the site",
    async (returnTo) => {
      const query = new URLSearchParams({
        products: `${productId}@${locationId}`,
        from: String(locationId),
        returnTo,
      });
      const page = await browse(jar, `${app.url}/product/archive?${query}`);
      expect(page.status).toBe(200);
      expectOnlyLinksHere(await page.text());
      const amounts = await browse(jar, `${app.url}/amounts/edit?${query}`);
      expect(amounts.status).toBe(200);
      expectOnlyLinksHere(await amounts.text());

      // The form's POST goes back to the list, not to the other host.
      const posted = await browse(jar, `${app.url}/product/categorise?${query}`, {
        method: "POST",
        headers: form,
        body: new URLSearchParams({
          intent: "categorise",
          products: `${productId}@${locationId}`,
          from: String(locationId),
          category: "sds",
          returnTo,
        }),
      });
      expect(posted.status).toBe(302);
      expect(target(posted).href).toBe(`${app.url}/locations/${locationId}/products`);
    },
  );
});

describe("files shown inline", () => {
  it("a safety data sheet's PDF may not be framed by another site", async () => {
    const list = await browse(jar, `${app.url}/products`);
    const href = /href="(\/sds\/[^"]+\/pdf)"/.exec(await list.text())?.[1];
    expect(href).toBeDefined();
    const pdf = await browse(jar, `${app.url}${href!.replace(/&amp;/g, "&")}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toMatch(/^application\/pdf/);
    expect(pdf.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(pdf.headers.get("x-frame-options")).toBe("DENY");
    await pdf.arrayBuffer();
  });
});
