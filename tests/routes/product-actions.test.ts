import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";
import {
  ADMIN,
  HSE,
  locationId,
  OTHER,
  PERMISSION_WARNING,
  placementOf,
  placements,
  productId,
  productsAt,
  token,
  WORKER,
} from "./products-support";

/**
 * The product actions (/product/{actionType}: add, copy, move, delete,
 * archive, unarchive, categorise) and /amounts/edit: what they show, what
 * they save (checked in the database), bad input (form errors, nothing
 * saved), API failures, and users without add_product (refused on the
 * server, nothing changed).
 */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

interface ActionReply {
  result: { status?: string; error?: Record<string, string[] | null> };
}

async function actionPage(type: string, query: string, email = ADMIN) {
  const { loader } = await import("~/features/products/routes/product-action");
  const { cookie } = await t.signedIn(email);
  return loader(get(`/product/${type}${query}`, cookie, { actionType: type }));
}

async function submit(type: string, fields: [string, string][], email = ADMIN, query = "") {
  const { action } = await import("~/features/products/routes/product-action");
  const { cookie } = await t.signedIn(email);
  return settle(() =>
    action(post(`/product/${type}${query}`, cookie, [["intent", type], ...fields], { actionType: type })),
  );
}

function errorsOf(reply: unknown): Record<string, string[]> {
  const result = (reply as ActionReply).result;
  expect(result.status).toBe("error");
  return Object.fromEntries(
    Object.entries(result.error ?? {}).filter((entry): entry is [string, string[]] =>
      Array.isArray(entry[1]),
    ),
  );
}

describe("/product/{actionType}: the page", () => {
  it("shows the chosen products re-read from the API and finds locations by name", async () => {
    const flammables = await locationId(t, "Flammables cabinet");
    const acetone = await productId(t, "Acetone");
    const page = await actionPage(
      "move",
      `?products=${token(acetone, flammables)}&from=${flammables}&locq=Bay&returnTo=/locations/${flammables}/products`,
    );
    expect(page.title).toBe("Move products to a location – ChemSafe");
    expect(page.chosen).toHaveLength(1);
    expect(page.chosen[0]).toMatchObject({
      name: "Acetone",
      productId: acetone,
      locationId: flammables,
      locationName: "Flammables cabinet",
      amount: 5,
      unit: "L",
    });
    const found = page.picker?.matches?.map((match) => match.path.split(" › ").at(-1));
    expect(found).toEqual(expect.arrayContaining(["Bay 1", "Bay 2"]));
    expect(page.picker?.chosen).toEqual([]);
    // The choice so far travels in the URL with the search (location_id), with its path.
    const bay1 = await locationId(t, "Bay 1");
    const again = await actionPage(
      "move",
      `?products=${token(acetone, flammables)}&from=${flammables}&locq=Bay&location_id=${bay1}`,
    );
    expect(again.picker?.chosen.map((location) => location.id)).toEqual([bay1]);
    expect(again.picker?.matches?.some((match) => match.id === bay1)).toBe(false);
    expect(page.returnTo).toBe(`/locations/${flammables}/products`);
    expect(page.keep).toEqual([
      ["products", token(acetone, flammables)],
      ["from", String(flammables)],
      ["returnTo", `/locations/${flammables}/products`],
    ]);
  });

  it("drops products that are not the company's, and unsafe return addresses", async () => {
    const foreignProduct = await productId(t, "Acetone", OTHER);
    const foreignLocation = await locationId(t, "Paint shop", OTHER);
    const page = await actionPage(
      "archive",
      `?products=${token(foreignProduct, foreignLocation)},junk,${foreignProduct}&returnTo=//evil.example/x`,
    );
    expect(page.chosen).toEqual([]);
    expect(page.returnTo).toBe("/products");
    for (const unsafe of ["https://evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const other = await actionPage("archive", `?returnTo=${encodeURIComponent(unsafe)}`);
      expect(other.returnTo, unsafe).toBe("/products");
    }
  });

  it("offers the categories with 'Use the class from the SDS', and the units for add", async () => {
    const fume = await locationId(t, "Fume cupboard");
    const ethanol = await productId(t, "Ethanol");
    const categorise = await actionPage("categorise", `?products=${token(ethanol, fume)}`);
    expect(categorise.categories).toEqual(expect.arrayContaining(["3", "5.1B", "8A"]));
    expect(categorise.currentCategory).toBe("sds");
    const add = await actionPage("add", `?products=${ethanol}`);
    expect(add.units).toEqual(["g", "kg", "t", "mL", "L", "m3", "pcs"]);
    expect(add.chosen[0]).toMatchObject({ name: "Ethanol", locationId: null });
  });

  it("is a 404 page for an unknown action", async () => {
    for (const type of ["explode", "ADD", "", "add%20"]) {
      const result = (await settle(() => actionPage(type, ""))) as Response;
      expect(result.status, type).toBe(404);
      const posted = (await submit(type, [])) as Response;
      expect(posted.status, type).toBe(404);
    }
  });
});

describe("/product/{actionType}: the actions", () => {
  it("add: places a product the company has at another location, with an amount typed with a comma", async () => {
    const bay1 = await locationId(t, "Bay 1");
    const chloride = await productId(t, "Sodium chloride");
    const before = await placementOf(t, "Sodium chloride", "Bay 1");
    if (before) throw new Error("the test expects Sodium chloride not to be at Bay 1");
    const result = (await submit("add", [
      ["returnTo", `/locations/${bay1}/products`],
      ["location_id", String(bay1)],
      ["items[0].product", String(chloride)],
      ["items[0].amount", "2,5"],
      ["items[0].unit", "kg"],
    ])) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/locations/${bay1}/products`);
    expect(await toastOf(result)).toMatchObject({ type: "success", text: "1 product added to Bay 1" });
    expect(await placementOf(t, "Sodium chloride", "Bay 1")).toMatchObject({
      amount: 2.5,
      unit: "kg",
      archived: false,
    });
  });

  it("add: bad input shows form errors and saves nothing", async () => {
    const bay2 = await locationId(t, "Bay 2");
    const chloride = await productId(t, "Sodium chloride");
    const before = await placements(t);

    const noUnit = await submit("add", [
      ["location_id", String(bay2)],
      ["items[0].product", String(chloride)],
      ["items[0].amount", "3"],
    ]);
    expect(errorsOf(noUnit)).toEqual({ "items[0].unit": ["Field is required"] });

    const noLocation = await submit("add", [
      ["items[0].product", String(chloride)],
      ["items[0].amount", ""],
    ]);
    expect(errorsOf(noLocation)).toEqual({
      location_id: ["Choose a location: search for it by name, then pick it from the list."],
    });

    const negative = await submit("add", [
      ["location_id", String(bay2)],
      ["items[0].product", String(chloride)],
      ["items[0].amount", "-1"],
      ["items[0].unit", "kg"],
    ]);
    expect(errorsOf(negative)).toEqual({ "items[0].amount": ["The amount can't be negative."] });

    const words = await submit("add", [
      ["location_id", String(bay2)],
      ["items[0].product", String(chloride)],
      ["items[0].amount", "lots"],
      ["items[0].unit", "kg"],
    ]);
    expect(errorsOf(words)).toEqual({
      "items[0].amount": ["Enter the amount as a number, for example 2,5 or 2.5."],
    });

    // Zero needs no unit; an unknown unit is refused.
    const badUnit = await submit("add", [
      ["location_id", String(bay2)],
      ["items[0].product", String(chloride)],
      ["items[0].amount", "0"],
      ["items[0].unit", "barrels"],
    ]);
    expect(errorsOf(badUnit)).toEqual({ "items[0].unit": ["Choose a unit from the list."] });

    expect(await placements(t)).toEqual(before);
  });

  it("add: a failure at the API shows its message as a 5 s warning and saves nothing", async () => {
    const bay2 = await locationId(t, "Bay 2");
    const foreign = await productId(t, "Toluene", OTHER);
    const before = await placements(t);
    const result = (await submit(
      "add",
      [
        ["location_id", String(bay2)],
        ["items[0].product", String(foreign)],
      ],
      ADMIN,
      `?products=${foreign}`,
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/product/add?products=${foreign}`);
    expect(await toastOf(result)).toMatchObject({ type: "warning", text: "Not found", timeout: 5000 });
    expect(await placements(t)).toEqual(before);

    // An archived location is refused before the API is asked.
    const old = await locationId(t, "Old solvent cabinet");
    const chloride = await productId(t, "Sodium chloride");
    const archived = await submit("add", [
      ["location_id", String(old)],
      ["items[0].product", String(chloride)],
    ]);
    expect(errorsOf(archived)).toEqual({ location_id: ["This location is archived. Choose another one."] });
    expect(await placements(t)).toEqual(before);
  });

  it("copy: the product stays and is also placed at the target with its amount", async () => {
    const flammables = await locationId(t, "Flammables cabinet");
    const mixing = await locationId(t, "Mixing line 1");
    const acetone = await productId(t, "Acetone");
    const result = (await submit("copy", [
      ["products", token(acetone, flammables)],
      ["from", String(flammables)],
      ["location_id", String(mixing)],
    ])) as Response;
    expect(result.headers.get("Location")).toBe(`/locations/${flammables}/products`);
    expect(await toastOf(result)).toMatchObject({ text: "1 product copied to Mixing line 1" });
    expect(await placementOf(t, "Acetone", "Flammables cabinet")).toMatchObject({ amount: 5, unit: "L" });
    expect(await placementOf(t, "Acetone", "Mixing line 1")).toMatchObject({ amount: 5, unit: "L" });
  });

  it("move: the products leave their location for the target; no target is a form error", async () => {
    const fume = await locationId(t, "Fume cupboard");
    const mixing2 = await locationId(t, "Mixing line 2");
    const ethanol = await productId(t, "Ethanol");
    const peroxide = await productId(t, "Hydrogen peroxide 35 %");
    const selection: [string, string][] = [
      ["products", token(ethanol, fume)],
      ["products", token(peroxide, fume)],
    ];
    const before = await placements(t);
    const missing = await submit("move", selection);
    expect(errorsOf(missing)).toEqual({
      location_id: ["Choose a location: search for it by name, then pick it from the list."],
    });
    const unknown = await submit("move", [...selection, ["location_id", "999999999"]]);
    expect(errorsOf(unknown)).toEqual({
      location_id: ["Choose a location: search for it by name, then pick it from the list."],
    });
    expect(await placements(t)).toEqual(before);

    const result = (await submit("move", [
      ...selection,
      ["location_id", String(mixing2)],
      ["returnTo", "/products?q=e"],
    ])) as Response;
    expect(result.headers.get("Location")).toBe("/products?q=e");
    expect(await toastOf(result)).toMatchObject({
      type: "success",
      text: "2 products moved to Mixing line 2",
    });
    expect(await placementOf(t, "Ethanol", "Fume cupboard")).toBeUndefined();
    expect(await placementOf(t, "Hydrogen peroxide 35 %", "Fume cupboard")).toBeUndefined();
    expect(await placementOf(t, "Ethanol", "Mixing line 2")).toBeDefined();
    expect(await placementOf(t, "Hydrogen peroxide 35 %", "Mixing line 2")).toBeDefined();
  });

  it("archive, unarchive and delete work per source location", async () => {
    const acids = await locationId(t, "Acids cabinet");
    const bases = await locationId(t, "Bases cabinet");
    const sulfuric = await productId(t, "Sulfuric acid 96 %");
    const hydroxide = await productId(t, "Sodium hydroxide");
    const both: [string, string][] = [
      ["products", token(sulfuric, acids)],
      ["products", token(hydroxide, bases)],
    ];
    const archived = (await submit("archive", both)) as Response;
    expect(archived.headers.get("Location")).toBe("/products");
    expect(await toastOf(archived)).toMatchObject({ text: "2 products archived" });
    expect((await placementOf(t, "Sulfuric acid 96 %", "Acids cabinet"))?.archived).toBe(true);
    expect((await placementOf(t, "Sodium hydroxide", "Bases cabinet"))?.archived).toBe(true);

    const restored = (await submit("unarchive", [["products", token(sulfuric, acids)]])) as Response;
    expect(await toastOf(restored)).toMatchObject({ text: "1 product unarchived" });
    expect((await placementOf(t, "Sulfuric acid 96 %", "Acids cabinet"))?.archived).toBe(false);

    const removed = (await submit("delete", [
      ["products", String(hydroxide)],
      ["from", String(bases)],
    ])) as Response;
    expect(removed.headers.get("Location")).toBe(`/locations/${bases}/products`);
    expect(await toastOf(removed)).toMatchObject({ text: "1 product removed from its location" });
    expect(await placementOf(t, "Sodium hydroxide", "Bases cabinet")).toBeUndefined();
  });

  it("categorise: sets the location's category, and 'Use the class from the SDS' clears it", async () => {
    const flammables = await locationId(t, "Flammables cabinet");
    const acetone = await productId(t, "Acetone");
    const selection: [string, string][] = [["products", token(acetone, flammables)]];
    const bad = await submit("categorise", [...selection, ["category", "99Z"]]);
    expect(errorsOf(bad)).toEqual({ category: ["Choose a category from the list."] });
    expect((await placementOf(t, "Acetone", "Flammables cabinet"))?.incompatibility_category_id).toBeNull();

    const set = (await submit("categorise", [...selection, ["category", "4.1B"]])) as Response;
    expect(await toastOf(set)).toMatchObject({ text: "The category of 1 product is saved" });
    expect((await placementOf(t, "Acetone", "Flammables cabinet"))?.incompatibility_category_id).toBe("4.1B");
    const page = await actionPage("categorise", `?products=${token(acetone, flammables)}`);
    expect(page.currentCategory).toBe("4.1B");

    await submit("categorise", [...selection, ["category", "sds"]]);
    expect((await placementOf(t, "Acetone", "Flammables cabinet"))?.incompatibility_category_id).toBeNull();
  });

  it("an API refusal (a product not at the location) is a form error and changes nothing", async () => {
    const bay1 = await locationId(t, "Bay 1");
    const toluene = await productId(t, "Toluene");
    const notThere = await placementOf(t, "Toluene", "Bay 1");
    if (notThere) throw new Error("the test expects Toluene not to be at Bay 1");
    const before = await placements(t);
    const result = (await submit("archive", [["products", token(toluene, bay1)]])) as Response;
    expect(result.status).toBe(302);
    expect(await toastOf(result)).toMatchObject({ type: "error", text: "Not found" });
    expect(await placements(t)).toEqual(before);
    // No products at all.
    expect(errorsOf(await submit("archive", []))).toEqual({ products: ["No products are chosen."] });
  });
});

describe("users without add_product", () => {
  it("are refused on the server for every action and for amounts, and nothing changes", async () => {
    const { loader: amountsLoader, action: amountsAction } =
      await import("~/features/products/routes/amounts-edit");
    const flammables = await locationId(t, "Flammables cabinet");
    const bay1 = await locationId(t, "Bay 1");
    const acetone = await productId(t, "Acetone");
    const before = await placements(t);
    const { cookie } = await t.signedIn(WORKER);
    const fields: [string, string][] = [
      ["products", token(acetone, flammables)],
      ["location_id", String(bay1)],
      ["items[0].product", String(acetone)],
      ["category", "3"],
    ];
    for (const type of ["add", "copy", "move", "delete", "archive", "unarchive", "categorise"]) {
      const page = (await settle(() =>
        actionPage(type, `?products=${token(acetone, flammables)}`, WORKER),
      )) as Response;
      expect(page.status, type).toBe(302);
      expect(page.headers.get("Location"), type).toBe("/main");
      expect(await toastOf(page), type).toMatchObject({
        type: "warning",
        text: PERMISSION_WARNING,
        timeout: 5000,
      });
      const posted = (await submit(type, fields, WORKER)) as Response;
      expect(posted.status, type).toBe(302);
      expect(posted.headers.get("Location"), type).toBe("/main");
      expect(await toastOf(posted), type).toMatchObject({ type: "warning", text: PERMISSION_WARNING });
    }
    const row = await placementOf(t, "Acetone", "Flammables cabinet");
    const page = (await settle(() =>
      amountsLoader(get(`/amounts/edit?products=${token(acetone, flammables)}`, cookie)),
    )) as Response;
    expect(page.headers.get("Location")).toBe("/main");
    const posted = (await settle(() =>
      amountsAction(
        post("/amounts/edit", cookie, [
          ["rows[0].id", String(row!.id)],
          ["rows[0].amount", "1"],
          ["rows[0].unit", "L"],
        ]),
      ),
    )) as Response;
    expect(posted.headers.get("Location")).toBe("/main");
    expect(await toastOf(posted)).toMatchObject({ type: "warning", text: PERMISSION_WARNING });
    expect(await placements(t)).toEqual(before);
  });
});

describe("/amounts/edit", () => {
  it("shows the chosen rows and saves amounts typed either way", async () => {
    const { loader, action } = await import("~/features/products/routes/amounts-edit");
    const reagent = await locationId(t, "Reagent shelf");
    const acetone = await productId(t, "Acetone");
    const toluene = await placementOf(t, "Toluene", "Reagent shelf");
    const tokens = [token(acetone, reagent)];
    const { cookie } = await t.signedIn(HSE);
    const page = await loader(get(`/amounts/edit?products=${tokens.join(",")}&from=${reagent}`, cookie));
    expect(page.title).toBe("Edit amounts – ChemSafe");
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ name: "Acetone", amount: 2.5, unit: "L" });
    expect(page.rows[0]!.location).toContain("Reagent shelf");
    expect(page.returnTo).toBe(`/locations/${reagent}/products`);
    expect(page.units).toContain("mL");

    const rowId = page.rows[0]!.id;
    const saved = (await settle(() =>
      action(
        post("/amounts/edit", cookie, [
          ["returnTo", `/locations/${reagent}/products`],
          ["rows[0].id", String(rowId)],
          ["rows[0].amount", "1 250,5"],
          ["rows[0].unit", "mL"],
        ]),
      ),
    )) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/locations/${reagent}/products`);
    expect(await toastOf(saved)).toMatchObject({ type: "success", text: "The amount is saved." });
    expect(await placementOf(t, "Acetone", "Reagent shelf")).toMatchObject({ amount: 1250.5, unit: "mL" });

    // An empty amount clears it; zero needs no unit.
    await action(
      post("/amounts/edit", cookie, [
        ["rows[0].id", String(rowId)],
        ["rows[0].amount", ""],
        ["rows[0].unit", ""],
      ]),
    ).catch((thrown: unknown) => thrown);
    expect(await placementOf(t, "Acetone", "Reagent shelf")).toMatchObject({ amount: null, unit: null });
    if (toluene) expect(await placementOf(t, "Toluene", "Reagent shelf")).toEqual(toluene);
  });

  it("checks every row, keeps the input and saves nothing", async () => {
    const { action } = await import("~/features/products/routes/amounts-edit");
    const a = await placementOf(t, "Acetone", "Flammables cabinet");
    const others = (await productsAt(t, "Flammables cabinet")).filter((row) => row.product !== "Acetone");
    const b = others[0]!;
    const c = others[1]!;
    const before = await placements(t);
    const { cookie } = await t.signedIn(ADMIN);
    const reply = (await action(
      post("/amounts/edit", cookie, [
        ["rows[0].id", String(a!.id)],
        ["rows[0].amount", "4"],
        ["rows[0].unit", ""],
        ["rows[1].id", String(b.id)],
        ["rows[1].amount", "-2"],
        ["rows[1].unit", "L"],
        ["rows[2].id", String(c.id)],
        ["rows[2].amount", "two"],
        ["rows[2].unit", "L"],
      ]),
    )) as ActionReply & { result: { initialValue?: unknown } };
    expect(errorsOf(reply)).toEqual({
      "rows[0].unit": ["Field is required"],
      "rows[1].amount": ["The amount can't be negative."],
      "rows[2].amount": ["Enter the amount as a number, for example 2,5 or 2.5."],
    });
    expect(JSON.stringify(reply.result.initialValue)).toContain('"two"');
    expect(await placements(t)).toEqual(before);
  });

  it("a row of another company is not found, and nothing changes", async () => {
    const { action } = await import("~/features/products/routes/amounts-edit");
    const foreign = (await placements(t, OTHER))[0]!;
    const own = await placementOf(t, "Acetone", "Flammables cabinet");
    const before = await placements(t);
    const { cookie } = await t.signedIn(ADMIN);
    const result = (await settle(() =>
      action(
        post("/amounts/edit", cookie, [
          ["rows[0].id", String(own!.id)],
          ["rows[0].amount", "9"],
          ["rows[0].unit", "L"],
          ["rows[1].id", String(foreign.id)],
          ["rows[1].amount", "9"],
          ["rows[1].unit", "L"],
        ]),
      ),
    )) as Response;
    expect(result.status).toBe(302);
    expect(await toastOf(result)).toMatchObject({ type: "error", text: "Not found" });
    expect(await placements(t)).toEqual(before);
    expect(await placements(t, OTHER)).toContainEqual(foreign);
  });
});

describe("the form helpers", () => {
  it("read amounts typed in any of the app's languages", async () => {
    const { parseAmount } = await import("~/features/products/forms");
    const cases: [string | undefined, unknown][] = [
      [undefined, { ok: true, value: null }],
      ["", { ok: true, value: null }],
      ["  ", { ok: true, value: null }],
      ["2", { ok: true, value: 2 }],
      ["2.5", { ok: true, value: 2.5 }],
      ["2,5", { ok: true, value: 2.5 }],
      ["1 250,5", { ok: true, value: 1250.5 }],
      ["1.250,5", { ok: true, value: 1250.5 }],
      ["1,250.5", { ok: true, value: 1250.5 }],
      ["1,000,000", { ok: true, value: 1_000_000 }],
      [",5", { ok: true, value: 0.5 }],
      ["0", { ok: true, value: 0 }],
      ["-0", { ok: true, value: 0 }],
      ["0.0004", { ok: true, value: 0 }],
      ["-1", { ok: false, reason: "negative" }],
      ["abc", { ok: false, reason: "notANumber" }],
      ["2,5,x", { ok: false, reason: "notANumber" }],
      ["1e3", { ok: false, reason: "notANumber" }],
      ["Infinity", { ok: false, reason: "notANumber" }],
      ["999999999999", { ok: false, reason: "tooLarge" }],
    ];
    for (const [input, expected] of cases) expect(parseAmount(input), String(input)).toEqual(expected);
  });

  it("read the chosen products and keep return addresses inside the app", async () => {
    const { returnToOf, selectionOf } = await import("~/features/products/forms");
    expect(selectionOf(["1@2,3", "1@2", "x", "4@", "0@1", "5@6"], 9)).toEqual([
      { productId: 1, locationId: 2 },
      { productId: 3, locationId: 9 },
      { productId: 5, locationId: 6 },
    ]);
    expect(selectionOf(["7"], null)).toEqual([{ productId: 7, locationId: null }]);
    expect(returnToOf("/locations/3/products?q=a&page=2", null)).toBe("/locations/3/products?q=a&page=2");
    for (const unsafe of [
      "//evil.example",
      "https://evil.example/",
      "/\\evil",
      "javascript:alert(1)",
      "/.//evil.example",
      "/..//evil.example",
      "products",
      5,
    ])
      expect(returnToOf(unsafe, 3), String(unsafe)).toBe("/locations/3/products");
  });
});
