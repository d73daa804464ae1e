import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATUS_PAGE_SIZE } from "../../core/read-understood/kinds";
import { DEMO, createHarness, locationIdOf, type ApiHarness } from "./helpers";

/**
 * The manager's view by location and the who-has-and-who-hasn't page narrowed to a location, compared with
 * the same answers worked out here the straightforward way (every person, every assignment, every subtree
 * walked in TypeScript from the raw rows), on a tree with nested locations, assignments with and without
 * their sublocations, people with several top nodes (one of them outside the tree), a guest, a deactivated
 * person and people asked by name. The API's statements find the people set-based; these figures must not
 * depend on how.
 */

const BASE = "/api/read-understood/v1";
const MANAGER = "rnumanager@demo.test";
const FILTERS = ["all", "pending", "done"] as const;
/** The tree the test builds, and the seed's plant (some of the tree's people have it as a second top node). */
const TREE_NAMES = ["region", "north", "hall", "bay", "yard", "south", "dock", "annex", "plant"] as const;

let h: ApiHarness;

interface Doc {
  kind: "smartform" | "sds" | "wpd";
  document_id: number;
}
interface Person {
  id: number;
  name: string;
  email: string;
  topnodes: number[];
  askable: boolean;
}
interface World {
  children: Map<number, number[]>;
  people: Person[];
  assignments: {
    kind: string;
    document_id: number;
    user_id: number | null;
    location_id: number | null;
    with_sublocations: boolean;
  }[];
  /** Per document in force: its version, title and who confirmed that version. */
  inForce: Map<string, { version_id: number; title: string; confirmed: Set<number> }>;
}

const data = <T>(res: { body: unknown }) => (res.body as { data: T }).data;
const keyOf = (doc: Doc) => `${doc.kind}:${doc.document_id}`;

let tree: Record<(typeof TREE_NAMES)[number], number>;
let world: World;

function subtree(children: Map<number, number[]>, root: number): Set<number> {
  const seen = new Set<number>([root]);
  const stack = [root];
  while (stack.length > 0) {
    for (const child of children.get(stack.pop()!) ?? []) {
      if (!seen.has(child)) {
        seen.add(child);
        stack.push(child);
      }
    }
  }
  return seen;
}

/** The askable people a document asks: named in one of its assignments, or with a top node it reaches. */
function askedBy(w: World, doc: Doc): Person[] {
  const mine = w.assignments.filter((a) => a.kind === doc.kind && a.document_id === doc.document_id);
  const named = new Set(mine.filter((a) => a.user_id !== null).map((a) => a.user_id!));
  const reached = new Set<number>();
  for (const a of mine) {
    if (a.location_id === null) continue;
    if (a.with_sublocations) for (const id of subtree(w.children, a.location_id)) reached.add(id);
    else reached.add(a.location_id);
  }
  return w.people.filter((p) => p.askable && (named.has(p.id) || p.topnodes.some((top) => reached.has(top))));
}

function ofLocation(w: World, location: number): (p: Person) => boolean {
  const below = subtree(w.children, location);
  return (p) => p.topnodes.some((top) => below.has(top));
}

async function load(): Promise<World> {
  const locs = await h.db.execute<{ id: number; parent_id: number | null }>(sql`
    SELECT id, parent_id FROM locations WHERE company_id = ${DEMO}`);
  const children = new Map<number, number[]>();
  for (const l of locs.rows) {
    if (l.parent_id === null) continue;
    children.set(l.parent_id, [...(children.get(l.parent_id) ?? []), l.id]);
  }
  const people = (
    await h.db.execute<{
      id: number;
      name: string;
      email: string;
      topnodes: number[];
      deactivated_at: unknown;
      is_guest_user: boolean;
    }>(
      sql`SELECT id, name, email, topnodes, deactivated_at, is_guest_user FROM users WHERE company_id = ${DEMO}`,
    )
  ).rows.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    topnodes: u.topnodes,
    askable: u.deactivated_at === null && !u.is_guest_user,
  }));
  const assignments = (
    await h.db.execute<World["assignments"][number]>(sql`
      SELECT document_kind AS kind, document_id, user_id, location_id, with_sublocations FROM rnu_assignments
      WHERE company_id = ${DEMO}`)
  ).rows;
  const acks = (
    await h.db.execute<{ kind: string; version_id: number; user_id: number }>(sql`
      SELECT 'smartform' AS kind, document_id AS version_id, user_id FROM smartform_acknowledgements
      WHERE company_id = ${DEMO}
      UNION ALL SELECT 'sds', sds_id, user_id FROM sds_acknowledgements WHERE company_id = ${DEMO}
      UNION ALL SELECT 'wpd', version_id, user_id FROM wpd_acknowledgements WHERE company_id = ${DEMO}`)
  ).rows;
  // The version in force of every assigned document, as the API names it (a 404: none in force).
  const inForce: World["inForce"] = new Map();
  const docs = new Map(assignments.map((a) => [`${a.kind}:${a.document_id}`, a]));
  for (const [key, a] of docs) {
    const res = await h.call(MANAGER, `${BASE}/status?kind=${a.kind}&document_id=${a.document_id}`);
    if (res.status === 404) continue;
    expect(res.status, res.text).toBe(200);
    const version = data<{ document: { version_id: number; title: string } }>(res).document;
    const confirmed = new Set(
      acks.filter((k) => k.kind === a.kind && k.version_id === version.version_id).map((k) => k.user_id),
    );
    inForce.set(key, { version_id: version.version_id, title: version.title, confirmed });
  }
  return { children, people, assignments, inForce };
}

/** The location view worked out person by person: every page of it. */
function expectedView(w: World, location: number) {
  const here = ofLocation(w, location);
  const rows = [...w.inForce.entries()].flatMap(([key, doc]) => {
    const [kind, id] = key.split(":");
    const asked = askedBy(w, { kind: kind as Doc["kind"], document_id: Number(id) }).filter(here);
    if (asked.length === 0) return [];
    const done = asked.filter((p) => doc.confirmed.has(p.id)).length;
    return [{ kind: kind!, document_id: Number(id), title: doc.title, total: asked.length, done }];
  });
  return rows.sort(
    (a, b) =>
      b.total - b.done - (a.total - a.done) ||
      (a.title.toLowerCase() < b.title.toLowerCase()
        ? -1
        : a.title.toLowerCase() > b.title.toLowerCase()
          ? 1
          : 0) ||
      (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
      a.document_id - b.document_id,
  );
}

/** The status page worked out person by person: counts and the people in the page's order. */
function expectedStatus(w: World, doc: Doc, filter: "all" | "pending" | "done", location?: number) {
  const version = w.inForce.get(keyOf(doc))!;
  const here = location === undefined ? () => true : ofLocation(w, location);
  const asked = askedBy(w, doc).filter(here);
  const rows = asked
    .map((p) => ({ id: p.id, name: p.name, email: p.email, done: version.confirmed.has(p.id) }))
    .filter((p) => filter === "all" || (filter === "done") === p.done)
    .sort(
      (a, b) =>
        Number(a.done) - Number(b.done) ||
        (a.name.toLowerCase() < b.name.toLowerCase()
          ? -1
          : a.name.toLowerCase() > b.name.toLowerCase()
            ? 1
            : 0) ||
        a.id - b.id,
    );
  return {
    total: asked.length,
    done: asked.filter((p) => version.confirmed.has(p.id)).length,
    people: rows.map((p) => ({ id: p.id, done: p.done })),
  };
}

async function viewOf(location: number) {
  const items: { kind: string; document_id: number; title: string; total: number; done: number }[] = [];
  for (let page = 1; ; page++) {
    const res = await h.call(MANAGER, `${BASE}/location?location_id=${location}&page=${page}`);
    expect(res.status, res.text).toBe(200);
    const body = data<{ total: number; items: typeof items }>(res);
    items.push(
      ...body.items.map(({ kind, document_id, title, total, done }) => ({
        kind,
        document_id,
        title,
        total,
        done,
      })),
    );
    if (body.items.length < STATUS_PAGE_SIZE) {
      expect(body.total).toBe(items.length);
      return items;
    }
  }
}

async function statusOf(doc: Doc, filter: "all" | "pending" | "done", location?: number) {
  const people: { id: number; done: boolean }[] = [];
  const at = location === undefined ? "" : `&location_id=${location}`;
  for (let page = 1; ; page++) {
    const res = await h.call(
      MANAGER,
      `${BASE}/status?kind=${doc.kind}&document_id=${doc.document_id}&filter=${filter}&page=${page}${at}`,
    );
    expect(res.status, res.text).toBe(200);
    const body = data<{
      total: number;
      done: number;
      people: { id: number; acknowledged_at: string | null }[];
    }>(res);
    people.push(...body.people.map((p) => ({ id: p.id, done: p.acknowledged_at !== null })));
    if (body.people.length < STATUS_PAGE_SIZE) return { total: body.total, done: body.done, people };
  }
}

beforeAll(async () => {
  h = await createHarness();
  const plant = await locationIdOf(h.db, DEMO, "Oslo plant");
  const location = async (name: string, parent: number | null) =>
    (
      await h.db.execute<{ id: number }>(sql`
        INSERT INTO locations (company_id, parent_id, name) VALUES (${DEMO}, ${parent}, ${name}) RETURNING id`)
    ).rows[0]!.id;
  // Region › (North › (Hall › Bay, Yard), South › Dock); Region › Annex is archived.
  const region = await location("Rnu region", null);
  const north = await location("Rnu north", region);
  const hall = await location("Rnu hall", north);
  const bay = await location("Rnu bay", hall);
  const yard = await location("Rnu yard", north);
  const south = await location("Rnu south", region);
  const dock = await location("Rnu dock", south);
  const annex = await location("Rnu annex", region);
  await h.db.execute(sql`UPDATE locations SET archived = true WHERE id = ${annex}`);
  tree = { region, north, hall, bay, yard, south, dock, annex, plant };

  const person = async (key: string, topnodes: number[], extra: { guest?: boolean; off?: boolean } = {}) =>
    (
      await h.db.execute<{ id: number }>(sql`
        INSERT INTO users (company_id, email, name, topnodes, is_guest_user, deactivated_at)
        VALUES (${DEMO}, ${`rnuloc.${key}@demo.test`}, ${`Rnu ${key}`}, ${JSON.stringify(topnodes)}::jsonb,
          ${extra.guest ?? false}, ${extra.off ? sql`now()` : sql`NULL`})
        RETURNING id`)
    ).rows[0]!.id;
  const people = {
    bay: await person("Bay", [bay]),
    hallAndDock: await person("HallDock", [hall, dock]),
    yard: await person("yard", [yard]),
    south: await person("South", [south]),
    region: await person("region", [region]),
    bayAndPlant: await person("BayPlant", [bay, plant]),
    annex: await person("Annex", [annex]),
    guest: await person("Guest", [hall], { guest: true }),
    off: await person("Off", [north], { off: true }),
    everywhere: await person("Everywhere", []),
  };

  // Documents in force of every kind, taken from the seed.
  const sds = (
    await h.db.execute<{ product_id: number; sds_id: number }>(sql`
      SELECT p.id AS product_id, max(s.id) AS sds_id FROM products p
      JOIN sds_documents s ON s.company_id = p.company_id AND s.product_id = p.id
        AND s.superseded_by_id IS NULL AND NOT s.pending
      WHERE p.company_id = ${DEMO} GROUP BY p.id ORDER BY p.id LIMIT 3`)
  ).rows;
  const [form] = (
    await h.db.execute<{ root_id: number; id: number }>(sql`
      SELECT root_id, id FROM smartform_documents
      WHERE company_id = ${DEMO} AND status = 3 AND superseded_at IS NULL AND document_type IN (1, 2)
      ORDER BY root_id DESC LIMIT 1`)
  ).rows;
  const [wpd] = (
    await h.db.execute<{ series_id: number; id: number }>(sql`
      SELECT series_id, id FROM workplace_descriptions
      WHERE company_id = ${DEMO} AND status = 'published' AND superseded_by_id IS NULL AND archived_at IS NULL
      ORDER BY id LIMIT 1`)
  ).rows;
  expect(sds.length).toBe(3);
  expect(form && wpd).toBeTruthy();
  const manager = (await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${MANAGER}`))
    .rows[0]!.id;
  const assign = (
    kind: string,
    documentId: number,
    target: { user?: number; location?: number; sub?: boolean },
  ) =>
    h.db.execute(sql`
      INSERT INTO rnu_assignments (company_id, document_kind, document_id, user_id, location_id,
        with_sublocations, created_by)
      VALUES (${DEMO}, ${kind}, ${documentId}, ${target.user ?? null}, ${target.location ?? null},
        ${target.sub ?? true}, ${manager})
      ON CONFLICT DO NOTHING`);
  // North with the locations below it; Hall alone; South below; the region and a person by name twice.
  await assign("sds", sds[0]!.product_id, { location: north });
  await assign("sds", sds[1]!.product_id, { location: hall, sub: false });
  await assign("sds", sds[1]!.product_id, { user: people.south });
  await assign("smartform", form!.root_id, { location: south });
  await assign("smartform", form!.root_id, { user: people.bay });
  await assign("smartform", form!.root_id, { user: people.guest });
  await assign("smartform", form!.root_id, { user: people.everywhere });
  await assign("wpd", wpd!.series_id, { location: region });
  await assign("wpd", wpd!.series_id, { user: people.hallAndDock });
  await assign("wpd", wpd!.series_id, { user: people.off });
  // Asked through the plant (their other top node), and through the archived annex.
  await assign("sds", sds[2]!.product_id, { location: plant });
  await assign("sds", sds[2]!.product_id, { location: annex, sub: false });

  // Confirmations: some of the people asked, a guest and a deactivated person (never counted), and one
  // person who confirmed a document not asked of them.
  const ack = (table: "sds" | "smartform" | "wpd", version: number, user: number) =>
    table === "sds"
      ? h.db.execute(sql`INSERT INTO sds_acknowledgements (company_id, sds_id, user_id)
          VALUES (${DEMO}, ${version}, ${user}) ON CONFLICT DO NOTHING`)
      : table === "smartform"
        ? h.db.execute(sql`INSERT INTO smartform_acknowledgements (company_id, document_id, user_id)
            VALUES (${DEMO}, ${version}, ${user}) ON CONFLICT DO NOTHING`)
        : h.db.execute(sql`INSERT INTO wpd_acknowledgements (company_id, version_id, user_id)
            VALUES (${DEMO}, ${version}, ${user}) ON CONFLICT DO NOTHING`);
  await ack("sds", sds[0]!.sds_id, people.bay);
  await ack("sds", sds[0]!.sds_id, people.hallAndDock);
  await ack("sds", sds[0]!.sds_id, people.guest);
  await ack("sds", sds[0]!.sds_id, people.off);
  await ack("sds", sds[0]!.sds_id, people.south);
  await ack("sds", sds[1]!.sds_id, people.south);
  await ack("sds", sds[2]!.sds_id, people.bayAndPlant);
  await ack("smartform", form!.id, people.bay);
  await ack("smartform", form!.id, people.guest);
  await ack("wpd", wpd!.id, people.region);
  await ack("wpd", wpd!.id, people.hallAndDock);
  await ack("wpd", wpd!.id, people.off);
  world = await load();
});
afterAll(() => h.close());

describe("read and understood by location, against the straightforward count", () => {
  it("lists every document and its counts at each location of the tree", async () => {
    for (const [name, location] of Object.entries(tree)) {
      const expected = expectedView(world, location);
      const actual = await viewOf(location);
      expect(actual, name).toEqual(expected);
    }
    // The tree's people are found: north's view asks Bay, HallDock and BayPlant through North.
    const north = await viewOf(tree.north);
    expect(north.length).toBeGreaterThanOrEqual(3);
  });

  // One test per location (and one for the whole company), each over every document in force.
  for (const at of [undefined, ...TREE_NAMES]) {
    it(`lists who has and who hasn't, ${at === undefined ? "whole" : `narrowed to ${at}`}`, async () => {
      const location = at === undefined ? undefined : tree[at];
      const docs = [...world.inForce.keys()].map((key) => {
        const [kind, id] = key.split(":");
        return { kind: kind as Doc["kind"], document_id: Number(id) };
      });
      expect(docs.length).toBeGreaterThan(4);
      // The filters (a WHERE on the same rows) for the whole company and one branch; "all" everywhere.
      const filters = at === undefined || at === "north" ? FILTERS : (["all"] as const);
      for (const doc of docs) {
        for (const filter of filters) {
          const expected = expectedStatus(world, doc, filter, location);
          expect(await statusOf(doc, filter, location), `${keyOf(doc)} ${filter}`).toEqual(expected);
        }
      }
    });
  }
});
