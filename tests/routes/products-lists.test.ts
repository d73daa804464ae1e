import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_PAGE_SIZE } from "../../core/products";
import { settle, setupAppTest } from "../support/app";
import { apiAs, get, post, toastOf, type AppTest, type Reply } from "./locations-support";
import { ADMIN, HSE, locationId, OTHER, productId, WORKER } from "./products-support";

/**
 * The product lists: /products, /locations/{id}/products (with the TRGS 510
 * storage warning), /unique-products and a location's unique products, and
 * the "Columns" form.
 */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

async function products(url: string, email = ADMIN) {
  const { loader } = await import("~/features/products/routes/products");
  const { cookie } = await t.signedIn(email);
  return loader(get(url, cookie));
}

async function locationProducts(id: number, query = "", email = ADMIN) {
  const { loader } = await import("~/features/products/routes/location-products");
  const { cookie } = await t.signedIn(email);
  return loader(get(`/locations/${id}/products${query}`, cookie, { locationId: String(id) }));
}

describe("/products", () => {
  it("lists every product at every location, 20 a page, with page links", async () => {
    const first = await products("/products");
    expect(first.title).toBe("Products – ChemSafe");
    expect(first.rows).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(first.meta.limit).toBe(PRODUCT_PAGE_SIZE);
    expect(first.meta.total).toBeGreaterThan(5 * PRODUCT_PAGE_SIZE);
    expect(first.state).toMatchObject({
      page: 1,
      q: "",
      sort: "name",
      view: "table",
      includeArchived: false,
    });
    // Sorted by name (the database's collation); each row names its location and SDS.
    expect(first.rows[0]!.name.toLowerCase() <= first.rows[19]!.name.toLowerCase()).toBe(true);
    expect(first.rows.every((row) => !row.archived)).toBe(true);
    expect(first.rows[0]!.sds?.sds_url_pdf).toMatch(/^\/sds\/.+\/pdf$/);

    const second = await products("/products?page=2");
    expect(second.rows).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(second.meta.page).toBe(2);
    const firstIds = new Set(first.rows.map((row) => row.id));
    expect(second.rows.some((row) => firstIds.has(row.id))).toBe(false);

    // A page past the end goes to the last page.
    const past = (await settle(() => products("/products?page=900"))) as Response;
    expect(past.status).toBe(302);
    const last = Math.ceil(first.meta.total / PRODUCT_PAGE_SIZE);
    expect(past.headers.get("Location")).toBe(`/products?page=${last}`);
    // Nonsense falls back to the defaults.
    const odd = await products("/products?page=x&sort=evil&view=grid");
    expect(odd.state).toMatchObject({ page: 1, sort: "name", view: "table" });
  });

  it("searches by name and by CAS number, and sorts", async () => {
    const acetone = await products("/products?q=acetone");
    expect(acetone.state.q).toBe("acetone");
    const places = acetone.rows.filter((row) => row.name === "Acetone").map((row) => row.location_name);
    expect(places).toEqual(expect.arrayContaining(["Flammables cabinet", "Reagent shelf"]));
    const byCas = await products("/products?q=67-64-1");
    expect(byCas.rows.map((row) => row.name)).toContain("Acetone");
    const nothing = await products("/products?q=zzzz-no-such-product");
    expect(nothing.rows).toEqual([]);
    expect(nothing.meta.total).toBe(0);

    // Control characters (a NUL byte) become spaces and the text is cut to the API's limit; never an error page.
    const nul = await products("/products?q=acet%00one");
    expect(nul.state.q).toBe("acet one");
    const long = await products(`/products?q=${"a".repeat(500)}`);
    expect(long.state.q).toBe("a".repeat(100));
    expect(long.rows).toEqual([]);

    const reversed = await products("/products?sort=-name");
    expect(reversed.state.sort).toBe("-name");
    const plain = await products("/products");
    expect(reversed.rows[0]!.name.toLowerCase() > plain.rows[0]!.name.toLowerCase()).toBe(true);
    expect(reversed.rows[0]!.name.toLowerCase() >= reversed.rows[19]!.name.toLowerCase()).toBe(true);
    const byAmount = await products("/products?sort=amount");
    const amounts = byAmount.rows.map((row) => row.amount ?? -1);
    expect(amounts[0]).toBeGreaterThanOrEqual(amounts[amounts.length - 1]!);
  });

  it("shows archived rows only with include archived", async () => {
    const plain = await products("/products?q=&include_archived=0");
    const total = plain.meta.total;
    const all = await products("/products?include_archived=1");
    expect(all.state.includeArchived).toBe(true);
    expect(all.meta.total).toBeGreaterThan(total);
  });

  it("offers the quick-text view and the bulk actions only to users with add_product", async () => {
    const quick = await products("/products?view=quicktext");
    expect(quick.state.view).toBe("quicktext");
    expect(quick.rows).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(quick.canAct).toBe(true);
    expect(quick.returnTo).toBe("/products?view=quicktext");
    const worker = await products("/products", WORKER);
    expect(worker.canAct).toBe(false);
    expect(worker.rows).toHaveLength(PRODUCT_PAGE_SIZE);
  });

  it("only shows the company's own products", async () => {
    const other = await products("/products?q=acetone", "admin@other.test");
    const demoIds = new Set((await products("/products?q=acetone")).rows.map((row) => row.product_id));
    expect(other.rows.length).toBeGreaterThan(0);
    expect(other.rows.some((row) => demoIds.has(row.product_id))).toBe(false);
  });

  it("needs a session", async () => {
    const { loader } = await import("~/features/products/routes/products");
    const anonymous = (await settle(() => loader(get("/products")))) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
  });
});

describe("default columns", () => {
  it("shows the defaults until the user chooses, then saves and applies the choice", async () => {
    const { action } = await import("~/features/products/routes/products");
    const api = await apiAs(t, HSE);
    await api.post("/user/v1/user", { default_columns: [] });
    expect((await products("/products", HSE)).columns).toEqual([
      "name",
      "supplier",
      "location",
      "amount",
      "pictograms",
      "signal_word",
    ]);

    const { cookie } = await t.signedIn(HSE);
    const saved = (await settle(() =>
      action(
        post("/products?index&page=2", cookie, [
          ["intent", "columns"],
          ["columns", "name"],
          ["columns", "cas_no"],
          ["columns", "hazard_statements"],
          ["columns", "storage_class"],
        ]),
      ),
    )) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/products?page=2");
    expect(await toastOf(saved)).toMatchObject({ type: "success", text: "Your columns are saved." });
    const { data: user } = await api.get<{ data: { default_columns: string[] } }>("/user/v1/user");
    expect(user.default_columns).toEqual(["name", "hazard_statements", "cas_no", "storage_class"]);
    expect((await products("/products", HSE)).columns).toEqual([
      "name",
      "hazard_statements",
      "cas_no",
      "storage_class",
    ]);
    // The location lists use them too.
    const flammables = await locationId(t, "Flammables cabinet");
    expect((await locationProducts(flammables, "", HSE)).data.columns).toEqual([
      "name",
      "hazard_statements",
      "cas_no",
      "storage_class",
    ]);
  });

  it("refuses an unknown column and saves nothing", async () => {
    const { action } = await import("~/features/products/routes/products");
    const api = await apiAs(t, ADMIN);
    await api.post("/user/v1/user", { default_columns: ["name", "supplier"] });
    const { cookie } = await t.signedIn(ADMIN);
    const reply = (await action(
      post("/products?index", cookie, [
        ["intent", "columns"],
        ["columns", "name"],
        ["columns", "password"],
      ]),
    )) as Reply;
    expect(reply.intent).toBe("columns");
    expect(reply.result.status).toBe("error");
    expect(JSON.stringify(reply.result.error)).toContain("Choose columns from the list.");
    const { data: user } = await api.get<{ data: { default_columns: string[] } }>("/user/v1/user");
    expect(user.default_columns).toEqual(["name", "supplier"]);
  });

  it("ignores columns the lists do not know (chosen elsewhere)", async () => {
    const api = await apiAs(t, ADMIN);
    await api.post("/user/v1/user", { default_columns: ["un_no", "market"] });
    expect((await products("/products")).columns).toEqual([
      "name",
      "supplier",
      "location",
      "amount",
      "pictograms",
      "signal_word",
    ]);
    await api.post("/user/v1/user", { default_columns: ["amount", "un_no", "supplier"] });
    expect((await products("/products")).columns).toEqual(["name", "supplier", "amount"]);
    await api.post("/user/v1/user", { default_columns: [] });
  });
});

describe("/locations/{id}/products", () => {
  it("lists a location's products with its path, and remembers the location", async () => {
    const flammables = await locationId(t, "Flammables cabinet");
    const { data, init } = await locationProducts(flammables);
    expect(data.title).toBe("Products at Flammables cabinet – ChemSafe");
    expect(data.location.path.slice(-2).map((step) => step.name)).toEqual([
      "Laboratory 1",
      "Flammables cabinet",
    ]);
    const acetone = data.rows.find((row) => row.name === "Acetone");
    expect(acetone).toMatchObject({ location_id: flammables, amount: 5, unit: "L" });
    expect(data.rows.every((row) => row.location_id === flammables)).toBe(true);
    expect(new Headers(init?.headers).get("Set-Cookie")).toMatch(/^chemsafe_recent_locations=/);
  });

  it("carries the TRGS 510 warning at the Fume cupboard", async () => {
    const fume = await locationId(t, "Fume cupboard");
    const { data } = await locationProducts(fume);
    expect(data.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(["Ethanol", "Hydrogen peroxide 35 %"]),
    );
    expect(data.warning).not.toBeNull();
    const pair = data.warning!.incompatible.find(
      (item) => [item.a.name, item.b.name].sort().join(" + ") === "Ethanol + Hydrogen peroxide 35 %",
    );
    expect(pair).toBeDefined();
    const classes = Object.fromEntries([pair!.a, pair!.b].map((side) => [side.name, side.storage_class]));
    expect(classes).toEqual({ Ethanol: "3", "Hydrogen peroxide 35 %": "5.1B" });
  });

  it("includes the locations inside it unless 'only this location'", async () => {
    const lab2 = await locationId(t, "Laboratory 2");
    const subtree = await locationProducts(lab2);
    expect(subtree.data.meta.total).toBeGreaterThan(0);
    expect(subtree.data.rows.map((row) => row.location_name)).toEqual(
      expect.arrayContaining(["Acids cabinet"]),
    );
    const only = await locationProducts(lab2, "?only=1");
    expect(only.data.state.onlyHere).toBe(true);
    expect(only.data.rows.every((row) => row.location_id === lab2)).toBe(true);
    expect(only.data.meta.total).toBeLessThan(subtree.data.meta.total);
  });

  it("shows archived rows of an archived location with include archived", async () => {
    const old = await locationId(t, "Old solvent cabinet");
    const plain = await locationProducts(old);
    expect(plain.data.rows).toEqual([]);
    const archived = await locationProducts(old, "?include_archived=1");
    expect(archived.data.rows).toHaveLength(2);
    expect(archived.data.rows.every((row) => row.archived)).toBe(true);
  });

  it("refuses the columns form on another company's location with the 404 page, saving nothing", async () => {
    const { action } = await import("~/features/products/routes/location-products");
    const api = await apiAs(t, ADMIN);
    await api.post("/user/v1/user", { default_columns: ["name", "supplier"] });
    const foreign = await locationId(t, "Paint shop", OTHER);
    const { cookie } = await t.signedIn(ADMIN);
    const result = (await settle(() =>
      action(
        post(
          `/locations/${foreign}/products`,
          cookie,
          [
            ["intent", "columns"],
            ["columns", "cas_no"],
          ],
          {
            locationId: String(foreign),
          },
        ),
      ),
    )) as Response;
    expect(result.status).toBe(404);
    const { data: user } = await api.get<{ data: { default_columns: string[] } }>("/user/v1/user");
    expect(user.default_columns).toEqual(["name", "supplier"]);
  });

  it("is a 404 page for another company's location or a malformed id", async () => {
    const foreign = await locationId(t, "Paint shop", OTHER);
    for (const id of [String(foreign), "0", "abc", "99999999999"]) {
      const { loader } = await import("~/features/products/routes/location-products");
      const { cookie } = await t.signedIn(ADMIN);
      const result = (await settle(() =>
        loader(get(`/locations/${id}/products`, cookie, { locationId: id })),
      )) as Response;
      expect(result.status, id).toBe(404);
    }
  });
});

describe("unique products", () => {
  it("/unique-products: one row per product with its locations and totals per unit", async () => {
    const { loader } = await import("~/features/products/routes/unique-products");
    const { cookie } = await t.signedIn(ADMIN);
    const page = await loader(get("/unique-products?q=acetone", cookie));
    expect(page.title).toBe("Unique products – ChemSafe");
    const acetone = page.rows.find((row) => row.name === "Acetone");
    expect(acetone).toBeDefined();
    expect(acetone!.location_count).toBeGreaterThanOrEqual(2);
    const litres = acetone!.amounts.find((total) => total.unit === "L");
    expect(litres?.amount).toBeGreaterThanOrEqual(7.5);
    expect(new Set(page.rows.map((row) => row.product_id)).size).toBe(page.rows.length);

    const all = await loader(get("/unique-products", cookie));
    expect(all.rows).toHaveLength(PRODUCT_PAGE_SIZE);
    const perLocation = await products("/products");
    expect(all.meta.total).toBeLessThan(perLocation.meta.total);
  });

  it("/locations/{id}/unique-products: the products kept at the location and inside it", async () => {
    const { loader } = await import("~/features/products/routes/location-unique-products");
    const { cookie } = await t.signedIn(ADMIN);
    const lab1 = await locationId(t, "Laboratory 1");
    const { data } = await loader(
      get(`/locations/${lab1}/unique-products`, cookie, { locationId: String(lab1) }),
    );
    expect(data.title).toBe("Unique products at Laboratory 1 – ChemSafe");
    const acetone = await productId(t, "Acetone");
    const row = data.rows.find((item) => item.product_id === acetone);
    expect(row).toMatchObject({ name: "Acetone", location_count: 1 });
    expect(row!.amounts).toEqual([{ unit: "L", amount: 5 }]);
  });
});
