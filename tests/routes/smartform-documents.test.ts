import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupAppTest, settle } from "../support/app";
import { apiAs, get, post, toastOf, type AppTest } from "./locations-support";
import { locationId } from "./products-support";

/**
 * The document pages: /smartforms/{type}/documents/create (create at a location, title required, guests
 * refused) and /smartforms/{type}/documents/{id} (tabs, saving one tab's answers without touching the
 * others, bad answers shown with nothing saved, a stale revision refused, read-only for a guest), and the
 * print view streamed from the API.
 */

const ASSESSOR = "assessor@demo.test";
const GUEST = "guest@demo.test";
const OTHER_ADMIN = "admin@other.test";

let t: AppTest;
let oslo: number;

beforeAll(async () => {
  t = await setupAppTest();
  oslo = await locationId(t, "Oslo plant");
});
afterAll(() => t.close());

const createPath = (query = "") => `/smartforms/1/documents/create${query}`;
const docPath = (id: number, query = "") => `/smartforms/1/documents/${id}${query}`;

async function createPage(email: string, query = "") {
  const { loader } = await import("~/features/smartforms/routes/document-create");
  const { cookie } = await t.signedIn(email);
  return settle(() => loader(get(createPath(query), cookie, { type: "1" })));
}

async function create(email: string, fields: [string, string][]) {
  const { action } = await import("~/features/smartforms/routes/document-create");
  const { cookie } = await t.signedIn(email);
  return settle(() => action(post(createPath(), cookie, fields, { type: "1" })));
}

async function page(id: number, email: string, query = "") {
  const { loader } = await import("~/features/smartforms/routes/document");
  const { cookie } = await t.signedIn(email);
  return settle(() => loader(get(docPath(id, query), cookie, { type: "1", documentId: String(id) })));
}

async function act(id: number, email: string, fields: [string, string][]) {
  const { action } = await import("~/features/smartforms/routes/document");
  const { cookie } = await t.signedIn(email);
  return settle(() => action(post(docPath(id), cookie, fields, { type: "1", documentId: String(id) })));
}

interface PickItem {
  id: number;
  name: string;
  detail: string | null;
}
interface Reply {
  intent: string;
  errors: Record<string, string[]>;
  values: Record<string, unknown>;
  pickers: Record<string, { q: string; chosen: PickItem[]; matches: PickItem[] | null }>;
}

async function productIdOf(name: string): Promise<number> {
  const result = await t.db.execute(
    sql`SELECT id FROM products WHERE company_id = (SELECT company_id FROM users WHERE email = ${ASSESSOR})
      AND name = ${name}`,
  );
  return Number((result.rows[0] as { id: number }).id);
}

async function stored(id: number) {
  const result = await t.db.execute(
    sql`SELECT title, values, revision FROM smartform_documents WHERE id = ${id}`,
  );
  return result.rows[0] as { title: string; values: Record<string, unknown>; revision: number };
}

async function newDocument(): Promise<number> {
  const api = await apiAs(t, ASSESSOR);
  const { data } = await api.post<{ data: { id: number } }>("/smartforms/v1/document", {
    document_type: 1,
    title: "Cleaning tanks",
    location_id: oslo,
  });
  return data.id;
}

describe("the create page", () => {
  it("prefills the location from the query and creates the document on the default template", async () => {
    const loaded = (await createPage(ASSESSOR, `?locationId=${oslo}`)) as {
      picker: { chosen: { id: number }[] };
    };
    expect(loaded.picker.chosen.map((l) => l.id)).toEqual([oslo]);
    const response = await create(ASSESSOR, [
      ["title", "Filling drums"],
      ["location_id", String(oslo)],
    ]);
    expect(response).toBeInstanceOf(Response);
    const location = (response as Response).headers.get("Location") ?? "";
    expect(location).toMatch(/^\/smartforms\/1\/documents\/\d+$/);
    expect((await toastOf(response as Response))?.type).toBe("success");
    const id = Number(location.split("/").pop());
    expect((await stored(id)).title).toBe("Filling drums");
  });

  it("refuses a missing title with the form's error and saves nothing", async () => {
    const before = await t.db.execute(sql`SELECT count(*)::int AS n FROM smartform_documents`);
    const reply = (await create(ASSESSOR, [["title", "  "]])) as { errors: Record<string, string[]> };
    expect(reply.errors.title).toEqual(["Field is required"]);
    const after = await t.db.execute(sql`SELECT count(*)::int AS n FROM smartform_documents`);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it("sends a guest away", async () => {
    const response = await createPage(GUEST);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
  });

  it("answers 404 for a kind not made on its own", async () => {
    const { loader } = await import("~/features/smartforms/routes/document-create");
    const { cookie } = await t.signedIn(ASSESSOR);
    const response = await settle(() => loader(get("/smartforms/6/documents/create", cookie, { type: "6" })));
    expect((response as Response).status).toBe(404);
  });
});

describe("the document page", () => {
  it("shows the first tab with a searched picker per reference field, then the tab the link names", async () => {
    const id = await newDocument();
    const first = (await page(id, ASSESSOR)) as {
      tabKey: string;
      editable: boolean;
      pickers: Record<string, { q: string; chosen: unknown[]; matches: unknown[] | null }>;
    };
    expect(first.tabKey).toBe("t1");
    expect(first.editable).toBe(true);
    // Where, products and people: nothing chosen yet, nothing listed before a search.
    expect(Object.keys(first.pickers).sort()).toEqual(["f2", "f3", "f4"]);
    expect(first.pickers.f3).toEqual({ q: "", chosen: [], matches: null, full: false });
    const fourth = (await page(id, ASSESSOR, "?tab=t4")) as {
      tabKey: string;
      riskLabels: { likelihood: string[] };
    };
    expect(fourth.tabKey).toBe("t4");
    expect(fourth.riskLabels.likelihood[0]).toBe("Very unlikely");
  });

  it("offers an exposure plan for the document's CMR products only to a keeper of the register", async () => {
    const id = await newDocument();
    const assessor = (await page(id, ASSESSOR)) as { exposurePlan: unknown };
    expect(assessor.exposurePlan).toEqual({ rootId: id, locationId: oslo, keeper: false });
    const admin = (await page(id, "admin@demo.test")) as { exposurePlan: unknown };
    expect(admin.exposurePlan).toEqual({ rootId: id, locationId: oslo, keeper: true });
  });

  it("saves one tab's answers and leaves the other tabs as saved", async () => {
    const id = await newDocument();
    let revision = (await stored(id)).revision;
    let response = await act(id, ASSESSOR, [
      ["intent", "tab"],
      ["tab", "t1"],
      ["revision", String(revision)],
      ["f1", "Cleaning the tanks with solvent"],
      ["f2", String(oslo)],
    ]);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe(docPath(id, "?tab=t1"));
    revision = (await stored(id)).revision;
    response = await act(id, ASSESSOR, [
      ["intent", "tab"],
      ["tab", "t4"],
      ["revision", String(revision)],
      ["f12.likelihood", "2"],
      ["f12.severity", "4"],
      ["f14", "2027-01-31"],
    ]);
    expect((response as Response).status).toBe(302);
    expect((await stored(id)).values).toEqual({
      f1: "Cleaning the tanks with solvent",
      f2: [oslo],
      f12: { likelihood: 2, severity: 4 },
      f14: "2027-01-31",
    });
  });

  it("refuses a bad date with a clear message, keeps what was posted and saves nothing", async () => {
    const id = await newDocument();
    const before = await stored(id);
    const reply = (await act(id, ASSESSOR, [
      ["intent", "tab"],
      ["tab", "t4"],
      ["revision", String(before.revision)],
      ["f13", "Acceptable with the measures"],
      ["f14", "31.02.2027"],
    ])) as { errors: Record<string, string[]>; values: Record<string, unknown> };
    expect(reply.errors.f14).toEqual(["Enter a date as YYYY-MM-DD"]);
    expect(reply.values.f13).toBe("Acceptable with the measures");
    expect(await stored(id)).toEqual(before);
  });

  it("refuses a stale revision with a warning and saves nothing", async () => {
    const id = await newDocument();
    const before = await stored(id);
    const response = await act(id, ASSESSOR, [
      ["intent", "details"],
      ["revision", String(before.revision - 1)],
      ["title", "Renamed"],
    ]);
    expect((response as Response).status).toBe(302);
    expect((await toastOf(response as Response))?.type).toBe("warning");
    expect((await stored(id)).title).toBe("Cleaning tanks");
  });

  it("saves the title and location", async () => {
    const id = await newDocument();
    const { revision } = await stored(id);
    const response = await act(id, ASSESSOR, [
      ["intent", "details"],
      ["revision", String(revision)],
      ["title", "Cleaning tanks in hall B"],
      ["location_id", ""],
    ]);
    expect((response as Response).status).toBe(302);
    expect((await stored(id)).title).toBe("Cleaning tanks in hall B");
  });

  it("is read-only for a guest and not found for another company", async () => {
    const id = await newDocument();
    const guest = (await page(id, GUEST)) as { editable: boolean };
    expect(guest.editable).toBe(false);
    const other = await page(id, OTHER_ADMIN);
    expect((other as Response).status).toBe(404);
  });

  it("streams the print view with a policy that allows no scripts", async () => {
    const id = await newDocument();
    const { loader } = await import("~/features/smartforms/routes/document-print");
    const { cookie } = await t.signedIn(ASSESSOR);
    const response = (await loader(
      get(`${docPath(id)}/print`, cookie, { type: "1", documentId: String(id) }),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(await response.text()).toContain("<h1>Cleaning tanks</h1>");
    const { loader: pdf } = await import("~/features/smartforms/routes/document-pdf");
    const file = (await pdf(
      get(`${docPath(id)}/pdf`, cookie, { type: "1", documentId: String(id) }),
    )) as Response;
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
  });

  it("finds a product by search, keeps what was typed, and keeps the chosen product once saved", async () => {
    const id = await newDocument();
    const before = await stored(id);
    const acetone = await productIdOf("Acetone");
    const found = (await act(id, ASSESSOR, [
      ["intent", "tab"],
      ["tab", "t1"],
      ["revision", String(before.revision)],
      ["f1", "Decanting solvent"],
      ["f2", String(oslo)],
      ["q.f3", "  ACET "],
      ["intent", "search:f3"],
    ])) as Reply;
    // The search saves nothing and answers the tab as entered, with the matches of the field searched.
    expect(await stored(id)).toEqual(before);
    expect(found.intent).toBe("search");
    expect(found.values).toMatchObject({ f1: "Decanting solvent", f2: [oslo] });
    expect(found.pickers.f2!.chosen).toEqual([{ id: oslo, name: "Oslo plant", detail: "Oslo plant" }]);
    expect(found.pickers.f3!.q).toBe("ACET");
    expect(found.pickers.f3!.matches).toContainEqual(
      expect.objectContaining({ id: acetone, name: "Acetone" }),
    );
    expect(found.pickers.f4!.matches).toBeNull();

    // The match ticked and saved is kept, and the page names it as chosen.
    const saved = await act(id, ASSESSOR, [
      ["intent", "tab"],
      ["tab", "t1"],
      ["revision", String(before.revision)],
      ["f1", "Decanting solvent"],
      ["f2", String(oslo)],
      ["f3", String(acetone)],
      ["q.f3", "acet"],
    ]);
    expect((saved as Response).status).toBe(302);
    expect((await stored(id)).values).toEqual({ f1: "Decanting solvent", f2: [oslo], f3: [acetone] });
    const shown = (await page(id, ASSESSOR)) as { pickers: Reply["pickers"] };
    expect(shown.pickers.f3!.chosen.map((item) => item.name)).toEqual(["Acetone"]);
    expect(shown.pickers.f3!.matches).toBeNull();
  });

  it("searches locations by path inside the document's location, and people by name", async () => {
    const id = await newDocument();
    const { revision } = await stored(id);
    const search = (field: string, q: string) =>
      act(id, ASSESSOR, [
        ["intent", "tab"],
        ["tab", "t1"],
        ["revision", String(revision)],
        [`q.${field}`, q],
        ["intent", `search:${field}`],
      ]) as Promise<Reply>;
    const places = await search("f2", "flammables");
    const cabinet = places.pickers.f2!.matches!.find((item) => item.name === "Flammables cabinet");
    expect(cabinet?.detail).toMatch(/^Oslo plant › .*Flammables cabinet$/);
    // Bergen depot is outside the document's location: not offered.
    expect((await search("f2", "Bergen")).pickers.f2!.matches).toEqual([]);
    const [assessor] = (await t.db.execute(sql`SELECT id, name FROM users WHERE email = ${ASSESSOR}`))
      .rows as { id: number; name: string }[];
    const people = await search("f4", assessor!.name.slice(0, 5));
    expect(people.pickers.f4!.matches!.map((item) => item.id)).toContain(assessor!.id);
  });

  it("keeps an item chosen by search, with its name, when the save is refused", async () => {
    const id = await newDocument();
    const before = await stored(id);
    const acetone = await productIdOf("Acetone");
    const reply = (await act(id, ASSESSOR, [
      ["intent", "tab"],
      ["tab", "t1"],
      ["revision", String(before.revision)],
      ["f3", String(acetone)],
      ["f3", "999999999"],
    ])) as Reply;
    expect(reply.errors.f3).toEqual(["Choose one of the listed items"]);
    expect(reply.pickers.f3!.chosen.map((item) => item.name)).toEqual(["Acetone"]);
    expect(await stored(id)).toEqual(before);
  });
});
