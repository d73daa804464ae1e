import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenApiDocument } from "../../api/openapi";
import type { Location } from "../../api/locations/schemas";
import { locations } from "../../db/schema";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { createHarness, type ApiHarness } from "./helpers";

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const PATH = "/api/hierarchy/v1/locations";
const DEMO = DEMO_COMPANY_IDS.demoChemicals;
const OTHER = DEMO_COMPANY_IDS.otherIndustries;

const create = (email: string | null, body: unknown) => h.call(email, PATH, { method: "POST", body });
const list = async (email: string, query = "") => {
  const res = await h.call(email, `${PATH}${query}`);
  expect(res.status).toBe(200);
  return (res.body as { data: Location[] }).data;
};

async function locationId(companyId: number, name: string): Promise<number> {
  const [row] = await h.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.companyId, companyId), eq(locations.name, name)));
  if (!row) throw new Error(`no location ${name}`);
  return row.id;
}

async function countOf(companyId: number) {
  const [row] = await h.db.select({ n: count() }).from(locations).where(eq(locations.companyId, companyId));
  return row?.n ?? 0;
}

describe("POST /hierarchy/v1/locations", () => {
  it("creates a top location and answers 201 with it", async () => {
    const res = await create("admin@demo.test", { name: "Trondheim office" });
    expect(res.status).toBe(201);
    const location = (res.body as { data: Location }).data;
    expect(location).toEqual({
      id: expect.any(Number),
      parent: null,
      name: "Trondheim office",
      is_favorite: false,
      archived: false,
      chemical_board_group_id: null,
    });
    const [row] = await h.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row).toMatchObject({ companyId: DEMO, parentId: null, name: "Trondheim office" });
  });

  it("creates a location under a parent of the company", async () => {
    const parent = await locationId(DEMO, "Building B");
    const res = await create("admin@demo.test", { name: "Loading bay", parent_id: parent });
    expect(res.status).toBe(201);
    expect((res.body as { data: Location }).data).toMatchObject({ parent, name: "Loading bay" });
    const nullParent = await create("admin@demo.test", { name: "Drammen site", parent_id: null });
    expect((nullParent.body as { data: Location }).data.parent).toBeNull();
  });

  it("trims the name and strips control characters", async () => {
    const res = await create("newcomer@fresh.test", { name: "  Main\u0000 site\t2\n " });
    expect(res.status).toBe(201);
    expect((res.body as { data: Location }).data.name).toBe("Main site 2");
  });

  it("answers 403 without edit_location, and saves nothing", async () => {
    const before = await countOf(DEMO);
    for (const email of ["worker@demo.test", "evaluator@demo.test", "guest@demo.test"]) {
      const res = await create(email, { name: "Sneaky store" });
      expect(res.status, email).toBe(403);
      expect(res.body).toEqual({ message: "Permission denied" });
    }
    // Permission comes before validation: an invalid body gets 403 too.
    expect((await create("worker@demo.test", { name: "" })).status).toBe(403);
    expect(await countOf(DEMO)).toBe(before);
  });

  it("answers 404 for another company's parent id, exactly like a missing one", async () => {
    const demoParent = await locationId(DEMO, "Laboratory 1");
    const before = await countOf(OTHER);
    const foreign = await create("admin@other.test", { name: "Intruder", parent_id: demoParent });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: "Not found" });
    const missing = await create("admin@other.test", { name: "Ghost", parent_id: 2_000_000_000 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(foreign.body);
    expect(await countOf(OTHER)).toBe(before);
    expect(await h.db.select().from(locations).where(eq(locations.parentId, demoParent))).toHaveLength(1);
  });

  it("answers 404 for an archived parent", async () => {
    const [archived] = await h.db
      .insert(locations)
      .values({ companyId: DEMO, name: "Closed shed", archived: true })
      .returning();
    const res = await create("admin@demo.test", { name: "Corner", parent_id: archived!.id });
    expect(res.status).toBe(404);
    expect(await h.db.select().from(locations).where(eq(locations.parentId, archived!.id))).toEqual([]);
  });

  const invalid: [string, unknown, string][] = [
    ["an empty name", { name: "" }, "name"],
    ["a name of only spaces and control characters", { name: "  \u0007\t " }, "name"],
    ["a name of 201 characters", { name: "x".repeat(201) }, "name"],
    ["no name", {}, "name"],
    ["a name that is not text", { name: 42 }, "name"],
    ["a parent that is not an id", { name: "A", parent_id: "12" }, "parent_id"],
    ["a parent of 0", { name: "A", parent_id: 0 }, "parent_id"],
    ["a fractional parent", { name: "A", parent_id: 1.5 }, "parent_id"],
    ["an unknown field", { name: "A", archived: true }, "archived"],
  ];

  it.each(invalid)("answers 422 for %s, and saves nothing", async (_name, body, field) => {
    const before = await countOf(DEMO);
    const res = await create("admin@demo.test", body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: "The given data was invalid." });
    expect(Object.keys((res.body as { errors: object }).errors)).toContain(field);
    expect(await countOf(DEMO)).toBe(before);
  });

  it("says what is wrong with an empty name", async () => {
    const res = await create("admin@demo.test", { name: "   " });
    expect(res.body).toEqual({
      message: "The given data was invalid.",
      errors: { name: ["The name is required."] },
    });
  });

  it("accepts a name of exactly 200 characters", async () => {
    expect((await create("admin@demo.test", { name: "y".repeat(200) })).status).toBe(201);
  });

  it("needs a bearer token", async () => {
    expect((await create(null, { name: "Nobody's" })).status).toBe(401);
  });
});

describe("GET /hierarchy/v1/locations", () => {
  it("lists only the caller's company's locations", async () => {
    const demo = await list("admin@demo.test");
    const other = await list("admin@other.test");
    const demoIds = new Set(
      (await h.db.select({ id: locations.id }).from(locations).where(eq(locations.companyId, DEMO))).map(
        (r) => r.id,
      ),
    );
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.every((location) => demoIds.has(location.id))).toBe(true);
    expect(other.some((location) => demoIds.has(location.id))).toBe(false);
    expect(other.map((location) => location.name)).toEqual(["Leeds works", "Paint shop", "Store room"]);
    // Any user of the company may read, without edit_location.
    expect((await list("worker@demo.test")).map((location) => location.id)).toEqual(demo.map((l) => l.id));
  });

  it("answers in tree order, children sorted by name, archived ones (and their subtrees) left out", async () => {
    const company = DEMO_COMPANY_IDS.freshStartTwo;
    const add = async (name: string, parentId: number | null = null, archived = false) => {
      const [row] = await h.db
        .insert(locations)
        .values({ companyId: company, name, parentId, archived })
        .returning();
      return row!.id;
    };
    const zulu = await add("Zulu site");
    const alpha = await add("alpha site");
    await add("Room b", alpha);
    const roomA = await add("Room A", alpha);
    await add("Cabinet", roomA);
    await add("Shed", zulu);
    const old = await add("Old wing", zulu, true);
    await add("Forgotten room", old);

    const names = (await list("newcomer2@fresh.test")).map((location) => location.name);
    expect(names).toEqual(["alpha site", "Room A", "Cabinet", "Room b", "Zulu site", "Shed"]);

    const all = await list("newcomer2@fresh.test", "?include_archived=true");
    expect(all.map((location) => location.name)).toEqual([
      "alpha site",
      "Room A",
      "Cabinet",
      "Room b",
      "Zulu site",
      "Old wing",
      "Forgotten room",
      "Shed",
    ]);
    expect(all.find((location) => location.name === "Old wing")).toMatchObject({
      archived: true,
      parent: zulu,
    });
    expect(all.find((location) => location.name === "Cabinet")?.parent).toBe(roomA);
  });

  it("is bounded by limit (at most 500)", async () => {
    expect(await list("admin@demo.test", "?limit=2")).toHaveLength(2);
    for (const limit of ["0", "501", "x"]) {
      expect((await h.call("admin@demo.test", `${PATH}?limit=${limit}`)).status, limit).toBe(422);
    }
  });

  it("needs a bearer token", async () => {
    expect((await h.call(null, PATH)).status).toBe(401);
  });
});

describe("the OpenAPI document", () => {
  it("describes both operations with the named Location schemas", async () => {
    const document = (await h.call(null, "/api/openapi.json")).body as OpenApiDocument;
    const item = document.paths?.["/api/hierarchy/v1/locations"] as Record<
      string,
      { responses: Record<string, unknown>; tags: string[] }
    >;
    expect(Object.keys(item.get!.responses)).toEqual(expect.arrayContaining(["200", "401", "403", "422"]));
    expect(Object.keys(item.post!.responses)).toEqual(
      expect.arrayContaining(["201", "401", "403", "404", "422"]),
    );
    expect(item.post!.tags).toEqual(["Hierarchy"]);
    const schemas = document.components?.schemas ?? {};
    expect(schemas).toHaveProperty("Location");
    expect(schemas).toHaveProperty("LocationCreate");
    expect(schemas.LocationCreate).toMatchObject({ additionalProperties: false });
    expect(JSON.stringify(item.post!.responses["201"])).toContain("#/components/schemas/LocationResponse");
  });
});
