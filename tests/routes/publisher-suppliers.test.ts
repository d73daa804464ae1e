import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { apiAs, get, post, toastOf, type AppTest } from "./locations-support";

/**
 * The internal-documents publisher's landing, supplier and substance pages: who may open them (local_publisher;
 * changing a supplier also local_publisher_delete), what they show, bad input answered with the message and
 * nothing saved, and a user without the permission sent to /main with the warning and refused by the API too.
 */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

/** Every flag (local_publisher and local_publisher_delete). */
const ADMIN = "admin@demo.test";
/** local_publisher without local_publisher_delete. */
const SAFETY = "safety@demo.test";
const WORKER = "worker@demo.test";
const WARNING =
  "This feature is disabled. If you believe this is a mistake, please contact one of your admins.";

const count = async (
  table: "publisher_manufacturers" | "publisher_substances" | "publisher_manufacturer_markets",
) => Number((await t.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)).rows[0]!.n);

const cookieOf = async (email: string) => (await t.signedIn(email)).cookie;

const supplierFields = (name: string, extra: [string, string][] = []): [string, string][] => [
  ["intent", "save"],
  ["name", name],
  ["type_id", "2"],
  ["address", "Fabrikkgata 3"],
  ["postcode", "5003"],
  ["city", "Bergen"],
  ["country_id", "1"],
  ["email", "post@route-test.test"],
  ["market_ids", "1"],
  ["market_ids", "5"],
  ...extra,
];

async function expectBlocked(response: unknown) {
  expect(response).toBeInstanceOf(Response);
  const res = response as Response;
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/main");
  const toast = await toastOf(res);
  expect(toast).toMatchObject({ type: "warning", text: WARNING });
}

async function firstSupplierId(): Promise<number> {
  const row = (
    await t.db.execute(sql`SELECT id FROM publisher_manufacturers WHERE name LIKE 'Nordic Solvents%' LIMIT 1`)
  ).rows[0] as { id: number };
  return row.id;
}

describe("/internal-documents", () => {
  it("shows the publisher's parts with the counts of suppliers and substances", async () => {
    const { loader } = await import("~/features/publisher/routes/landing");
    const page = (await loader(get("/internal-documents", await cookieOf(SAFETY)))) as {
      counts: { suppliers: number; substances: number };
    };
    expect(page.counts.suppliers).toBeGreaterThanOrEqual(2);
    expect(page.counts.substances).toBeGreaterThanOrEqual(3);
  });

  it("sends a user without local_publisher to /main with the warning", async () => {
    const { loader } = await import("~/features/publisher/routes/landing");
    const worker = await cookieOf(WORKER);
    await expectBlocked(await settle(() => loader(get("/internal-documents", worker))));
  });
});

describe("supplier pages", () => {
  it("lists the suppliers, searches them and shows one within the list; a foreign id is not found", async () => {
    const { loader } = await import("~/features/publisher/routes/suppliers");
    const cookie = await cookieOf(SAFETY);
    const all = (await loader(get("/suppliers", cookie))) as {
      rows: { name: string; type: string; markets: number }[];
      selected: null;
      canEdit: boolean;
    };
    expect(all.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(["Demo Chemicals Production AS", "Nordic Solvents AB"]),
    );
    expect(all.canEdit).toBe(false);
    const found = (await loader(get("/suppliers?q=nordic", cookie))) as { rows: { name: string }[] };
    expect(found.rows.map((row) => row.name)).toEqual(["Nordic Solvents AB"]);
    const id = await firstSupplierId();
    const selected = (await loader(get(`/suppliers/${id}`, cookie, { manufacturerId: String(id) }))) as {
      selected: { name: string; type: string; markets: string[] };
    };
    expect(selected.selected).toMatchObject({ name: "Nordic Solvents AB", type: "Supplier" });
    expect(selected.selected.markets).toHaveLength(3);
    const foreign = (await settle(() =>
      loader(get("/suppliers/999999", cookie, { manufacturerId: "999999" })),
    )) as Response;
    expect(foreign.status).toBe(404);
  });

  it("shows the supplier's read-only card", async () => {
    const { loader } = await import("~/features/publisher/routes/supplier-card");
    const id = await firstSupplierId();
    const page = (await loader(
      get(`/show-supplier/${id}`, await cookieOf(SAFETY), { manufacturerId: String(id) }),
    )) as { supplier: { name: string; city: string; country: string } };
    expect(page.supplier).toMatchObject({ name: "Nordic Solvents AB", city: "Göteborg", country: "Sweden" });
    const missing = (await settle(() =>
      loader(get("/show-supplier/999999", "", { manufacturerId: "999999" })),
    )) as Response;
    expect(missing.status).toBe(302);
  });

  it("refuses a supplier without a name or with a wrong e-mail and saves nothing", async () => {
    const { action } = await import("~/features/publisher/routes/supplier-new");
    const before = await count("publisher_manufacturers");
    const reply = (await action(
      post("/new-supplier", await cookieOf(SAFETY), [
        ...supplierFields(" ").filter(([name]) => name !== "email"),
        ["email", "not-an-address"],
      ]),
    )) as unknown as { status: string; error: Record<string, string[]> };
    expect(reply.status).toBe("error");
    expect(reply.error).toMatchObject({
      name: ["Name is required."],
      email: ["Enter an e-mail address like name@example.com."],
    });
    expect(await count("publisher_manufacturers")).toBe(before);
  });

  it("adds a supplier with its markets as a user with local_publisher", async () => {
    const { action } = await import("~/features/publisher/routes/supplier-new");
    const safety = await cookieOf(SAFETY);
    const response = (await settle(() =>
      action(post("/new-supplier", safety, supplierFields("Route-test Supply AS"))),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/suppliers\/\d+$/);
    expect((await toastOf(response))?.text).toBe("The supplier Route-test Supply AS was added.");
    const row = (
      await t.db.execute(sql`
        SELECT m.name, m.city, array_agg(k.market_id ORDER BY k.market_id) AS markets
        FROM publisher_manufacturers m JOIN publisher_manufacturer_markets k
          ON k.company_id = m.company_id AND k.manufacturer_id = m.id
        WHERE m.name = 'Route-test Supply AS' GROUP BY m.id`)
    ).rows[0];
    expect(row).toMatchObject({ name: "Route-test Supply AS", city: "Bergen", markets: [1, 5] });
  });

  it("sends a user without local_publisher to /main from every supplier page and saves nothing", async () => {
    const worker = await cookieOf(WORKER);
    const id = String(await firstSupplierId());
    const before = await count("publisher_manufacturers");
    const pages = [
      ["suppliers", "/suppliers", {}],
      ["suppliers", `/suppliers/${id}`, { manufacturerId: id }],
      ["supplier-card", `/show-supplier/${id}`, { manufacturerId: id }],
      ["supplier-new", "/new-supplier", {}],
      ["supplier-edit", `/edit-supplier/${id}`, { manufacturerId: id }],
      ["supplier-markets", `/add-new-countries/${id}/0`, { manufacturerId: id, addMarket: "0" }],
    ] as const;
    for (const [file, url, params] of pages) {
      const route = (await import(`../../app/features/publisher/routes/${file}.tsx`)) as {
        loader: (args: unknown) => Promise<unknown>;
      };
      await expectBlocked(await settle(() => route.loader(get(url, worker, params))));
    }
    const { action } = await import("~/features/publisher/routes/supplier-new");
    await expectBlocked(
      await settle(() => action(post("/new-supplier", worker, supplierFields("Not the worker's")))),
    );
    expect(await count("publisher_manufacturers")).toBe(before);
  });

  it("changes a supplier as an editor; without local_publisher_delete the page and the API refuse", async () => {
    const { loader, action } = await import("~/features/publisher/routes/supplier-edit");
    const id = await firstSupplierId();
    const params = { manufacturerId: String(id) };
    const safety = await cookieOf(SAFETY);
    await expectBlocked(await settle(() => loader(get(`/edit-supplier/${id}`, safety, params))));
    await expectBlocked(
      await settle(() =>
        action(post(`/edit-supplier/${id}`, safety, supplierFields("Renamed by safety"), params)),
      ),
    );
    // The API refuses the same change, not only the page.
    const api = await apiAs(t, SAFETY);
    const refused = await api
      .post(`/publisherapi/v1/manufacturer/${id}`, { name: "Renamed by safety", type_id: 2 })
      .catch((error: { status: number }) => error.status);
    expect(refused).toBe(403);

    const admin = await cookieOf(ADMIN);
    const page = (await loader(get(`/edit-supplier/${id}`, admin, params))) as {
      defaults: { name: string; market_ids: string[] };
    };
    expect(page.defaults).toMatchObject({ name: "Nordic Solvents AB", market_ids: ["1", "2", "3"] });
    const bad = (await action(
      post(
        `/edit-supplier/${id}`,
        admin,
        [...supplierFields("Nordic Solvents AB"), ["market_ids", "999"]],
        params,
      ),
    )) as unknown as { status: string; error: Record<string, string[]> };
    expect(bad.status).toBe("error");
    const saved = (await settle(() =>
      action(post(`/edit-supplier/${id}`, admin, supplierFields("Nordic Solvents Group AB"), params)),
    )) as Response;
    expect(saved.headers.get("Location")).toBe(`/suppliers/${id}`);
    expect((await toastOf(saved))?.text).toBe("The supplier Nordic Solvents Group AB was saved.");
    const row = (await t.db.execute(sql`SELECT name FROM publisher_manufacturers WHERE id = ${id}`)).rows[0];
    expect(row).toEqual({ name: "Nordic Solvents Group AB" });
  });

  it("adds markets to a supplier and keeps those it has; none ticked is refused", async () => {
    const { loader, action } = await import("~/features/publisher/routes/supplier-markets");
    const id = await firstSupplierId();
    const admin = await cookieOf(ADMIN);
    const params = { manufacturerId: String(id), addMarket: "6" };
    const page = (await loader(get(`/add-new-countries/${id}/6`, admin, params))) as {
      offered: { id: number }[];
      ticked: number | null;
    };
    expect(page.ticked).toBe(6);
    expect(page.offered.map((c) => c.id)).not.toContain(1);
    const before = await count("publisher_manufacturer_markets");
    const none = (await action(post(`/add-new-countries/${id}/6`, admin, [], params))) as unknown as {
      error: Record<string, string[]>;
    };
    expect(none.error).toMatchObject({ market_ids: ["Tick at least one country to add."] });
    expect(await count("publisher_manufacturer_markets")).toBe(before);
    const added = (await settle(() =>
      action(
        post(
          `/add-new-countries/${id}/6`,
          admin,
          [
            ["market_ids", "6"],
            ["market_ids", "8"],
          ],
          params,
        ),
      ),
    )) as Response;
    expect(added.headers.get("Location")).toBe(`/suppliers/${id}`);
    const markets = (
      await t.db.execute(
        sql`SELECT array_agg(market_id ORDER BY market_id) AS m FROM publisher_manufacturer_markets WHERE manufacturer_id = ${id}`,
      )
    ).rows[0];
    expect(markets).toEqual({ m: [1, 5, 6, 8] });
  });

  it("deletes a supplier only from the confirmation", async () => {
    const { action } = await import("~/features/publisher/routes/supplier-edit");
    const admin = await cookieOf(ADMIN);
    const { action: create } = await import("~/features/publisher/routes/supplier-new");
    const made = (await settle(() =>
      create(post("/new-supplier", admin, supplierFields("Route-test Doomed AS"))),
    )) as Response;
    const id = made.headers.get("Location")!.split("/").pop()!;
    const params = { manufacturerId: id };
    const asked = (await settle(() =>
      action(post(`/edit-supplier/${id}`, admin, [["intent", "delete"]], params)),
    )) as Response;
    expect(asked.headers.get("Location")).toBe(`/edit-supplier/${id}?delete=1#delete-supplier`);
    expect(await count("publisher_manufacturers")).toBeGreaterThan(0);
    const deleted = (await settle(() =>
      action(
        post(
          `/edit-supplier/${id}`,
          admin,
          [
            ["intent", "delete"],
            ["confirm", "yes"],
          ],
          params,
        ),
      ),
    )) as Response;
    expect(deleted.headers.get("Location")).toBe("/suppliers");
    expect((await toastOf(deleted))?.text).toBe("The supplier Route-test Doomed AS was deleted.");
    const left = await t.db.execute(sql`SELECT 1 FROM publisher_manufacturers WHERE id = ${Number(id)}`);
    expect(left.rows).toEqual([]);
  });
});

describe("substance pages", () => {
  it("lists the substances with CAS, EC and where used, and searches them", async () => {
    const { loader } = await import("~/features/publisher/routes/substances");
    const cookie = await cookieOf(SAFETY);
    const page = (await loader(get("/substances", cookie))) as {
      rows: { name: string; cas: string | null; ec: string | null; used_in_count: number }[];
    };
    const acetone = page.rows.find((row) => row.name === "Acetone");
    expect(acetone).toMatchObject({ cas: "67-64-1", ec: "200-662-2" });
    expect(acetone!.used_in_count).toBeGreaterThan(0);
    const found = (await loader(get("/substances?q=1310-73", cookie))) as { rows: { name: string }[] };
    expect(found.rows.map((row) => row.name)).toEqual(["Sodium hydroxide"]);
  });

  it("pages the substances, 50 a page, and sends a page past the last to the last one", async () => {
    const { loader } = await import("~/features/publisher/routes/substances");
    const cookie = await cookieOf(SAFETY);
    const page = (await loader(get("/substances", cookie))) as {
      page: number;
      pages: number;
      rows: unknown[];
    };
    const total = Number(
      (
        await t.db.execute(sql`SELECT count(*)::int AS n FROM publisher_substances
          WHERE company_id = (SELECT company_id FROM users WHERE email = ${SAFETY})`)
      ).rows[0]!.n,
    );
    expect(total).toBeGreaterThan(0);
    expect(page).toMatchObject({ page: 1, pages: Math.max(1, Math.ceil(total / 50)) });
    expect(page.rows.length).toBe(Math.min(total, 50));
    const past = (await settle(() => loader(get("/substances?q=acet&page=40", cookie)))) as Response;
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe("/substances?q=acet");
  });

  it("refuses wrong CAS and EC check digits with their messages and saves nothing", async () => {
    const { action } = await import("~/features/publisher/routes/substance-new");
    const before = await count("publisher_substances");
    const reply = (await action(
      post("/new-substance", await cookieOf(SAFETY), [
        ["name", "Acetone again"],
        ["cas", "67-64-2"],
        ["ec", "200-662-3"],
      ]),
    )) as unknown as { status: string; error: Record<string, string[]> };
    expect(reply.status).toBe("error");
    expect(reply.error).toMatchObject({
      cas: ["Wrong format"],
      ec: ["Enter an EC number like 200-662-2 with a correct check digit."],
    });
    expect(await count("publisher_substances")).toBe(before);
  });

  it("adds a substance; a user without local_publisher is sent to /main and refused by the API", async () => {
    const { action, loader } = await import("~/features/publisher/routes/substance-new");
    const safety = await cookieOf(SAFETY);
    const response = (await settle(() =>
      action(
        post("/new-substance", safety, [
          ["name", "Toluene"],
          ["cas", "108-88-3"],
          ["ec", "203-625-9"],
          ["classification", "Flam. Liq. 2 H225"],
        ]),
      ),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/substances");
    expect((await toastOf(response))?.text).toBe("The substance Toluene was added.");
    const before = await count("publisher_substances");
    const worker = await cookieOf(WORKER);
    await expectBlocked(await settle(() => loader(get("/new-substance", worker))));
    await expectBlocked(
      await settle(() => action(post("/new-substance", worker, [["name", "Not the worker's"]]))),
    );
    const { loader: list } = await import("~/features/publisher/routes/substances");
    await expectBlocked(await settle(() => list(get("/substances", worker))));
    const api = await apiAs(t, WORKER);
    const refused = await api
      .post("/publisherapi/v1/substance", { name: "Not the worker's" })
      .catch((error: { status: number }) => error.status);
    expect(refused).toBe(403);
    expect(await count("publisher_substances")).toBe(before);
  });
});
