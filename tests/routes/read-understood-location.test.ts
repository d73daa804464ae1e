import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { get, toastOf, type AppTest } from "./locations-support";

/**
 * /read-understood/location (managers: edit_location): the location picker alone, then for a chosen
 * location its documents with counts; a location outside the manager's scope is a 404; a user without
 * edit_location meets the permission warning; the follow-up page of a document narrowed to a location.
 */

const READER = "reader@demo.test";
const MANAGER = "rnumanager@demo.test";

let t: AppTest;
let plant: number;

interface Page {
  documents: {
    location: { id: number; name: string };
    total: number;
    page: number;
    items: { kind: string; document_id: number; total: number; done: number }[];
  } | null;
  picker: unknown;
}

async function load(path: string, email: string) {
  const { cookie } = await t.signedIn(email);
  const { loader } = await import("~/features/read-understood/routes/location");
  return settle(() => loader(get(path, cookie) as never));
}

async function locationId(name: string): Promise<number> {
  const { rows } = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM locations WHERE name = ${name} ORDER BY id LIMIT 1`,
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  t = await setupAppTest();
  plant = await locationId("Oslo plant");
});
afterAll(() => t.close());

describe("/read-understood/location", () => {
  it("without a location shows only the picker", async () => {
    const page = (await load("/read-understood/location", MANAGER)) as Page;
    expect(page.documents).toBeNull();
    expect(page.picker).toBeTruthy();
  });

  it("lists a location's documents with how many are asked and how many confirmed", async () => {
    const page = (await load(`/read-understood/location?location=${plant}`, MANAGER)) as Page & {
      title: string;
    };
    expect(page.documents?.location).toEqual({ id: plant, name: "Oslo plant" });
    expect(page.documents!.items.length).toBeGreaterThan(0);
    expect(page.documents!.items.every((i) => i.total >= i.done)).toBe(true);
    expect(page.title).toContain("Oslo plant");
    const second = (await load(`/read-understood/location?location=${plant}&page=2`, MANAGER)) as Page;
    expect(second.documents).toMatchObject({ page: 2, items: [], total: page.documents!.total });
  });

  it("a location of another company, or an unknown one, is not found", async () => {
    const { rows } = await t.db.execute<{ id: number }>(sql`
      SELECT id FROM locations WHERE company_id <> (SELECT company_id FROM locations WHERE id = ${plant})
      ORDER BY id LIMIT 1`);
    for (const id of [rows[0]!.id, 2147483647]) {
      const result = (await load(`/read-understood/location?location=${id}`, MANAGER)) as Response;
      expect([id, result.status]).toEqual([id, 404]);
    }
  });

  it("a malformed location shows the picker alone", async () => {
    const page = (await load("/read-understood/location?location=abc", MANAGER)) as Page;
    expect(page.documents).toBeNull();
  });

  it("sends a user without edit_location to /main with the permission warning", async () => {
    const refused = (await load(`/read-understood/location?location=${plant}`, READER)) as Response;
    expect(refused.headers.get("Location")).toBe("/main");
    expect(await toastOf(refused)).toMatchObject({ type: "warning" });
  });
});

describe("/read-understood/{kind}/{id}?location=", () => {
  it("narrows who has and who hasn't to the location's people; another company's location is not found", async () => {
    const { cookie } = await t.signedIn(MANAGER);
    const { loader } = await import("~/features/read-understood/routes/status");
    const listed = (await load(`/read-understood/location?location=${plant}`, MANAGER)) as Page;
    const doc = listed.documents!.items[0]!;
    const params = { kind: doc.kind, documentId: String(doc.document_id) };
    const path = `/read-understood/${doc.kind}/${doc.document_id}`;
    const narrowed = (await settle(() =>
      loader(get(`${path}?location=${plant}`, cookie, params) as never),
    )) as {
      status: { total: number; location: { id: number } | null };
    };
    expect(narrowed.status.location?.id).toBe(plant);
    expect(narrowed.status.total).toBe(doc.total);
    const { rows } = await t.db.execute<{ id: number }>(sql`
      SELECT id FROM locations WHERE company_id <> (SELECT company_id FROM locations WHERE id = ${plant})
      ORDER BY id LIMIT 1`);
    const foreign = (await settle(() =>
      loader(get(`${path}?location=${rows[0]!.id}`, cookie, params) as never),
    )) as Response;
    expect(foreign.status).toBe(404);
  });
});
