import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { documentChoices } from "../../api/smartforms/documents";
import { users } from "../../db/schema";
import { DEMO, NOT_FOUND, OTHER, OTHER_ADMIN, createHarness, locationIdOf, type ApiHarness } from "./helpers";

/**
 * Documents under /smartforms/v1 (decision 041): create on a template, read, save with the revision, field
 * connections, the people list, what the form offers, and the HTML and PDF views, with every refusal: another
 * company's or an out-of-scope id 404, a guest 403, a stale revision 409, bad answers or foreign ids 422 with
 * nothing saved.
 */

const ASSESSOR = "assessor@demo.test";
const DEPOT = "depot@demo.test";
const GUEST = "guest@demo.test";

let h: ApiHarness;
let template: number;
let legacyTemplate: number;
let otherTemplate: number;
let oslo: number;
let bergen: number;
let otherLocation: number;
let product: number;
let otherProduct: number;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await h.db.execute(query)).rows[0] as T;
}

type Doc = { id: number; revision: number; values: Record<string, unknown>; title: string };

async function create(body: Record<string, unknown>, as = ASSESSOR) {
  return h.call(as, "/api/smartforms/v1/document", { method: "POST", body });
}

async function newDocument(locationId: number | null = oslo, as = ASSESSOR): Promise<Doc> {
  const res = await create(
    { document_type: 1, template_id: template, title: "Decanting solvents", location_id: locationId },
    as,
  );
  expect(res.status).toBe(201);
  return (res.body as { data: Doc }).data;
}

async function stored(id: number) {
  return one<{
    title: string;
    values: Record<string, unknown>;
    revision: number;
    location_id: number | null;
  }>(sql`SELECT title, values, revision, location_id FROM smartform_documents WHERE id = ${id}`);
}

async function connections(id: number) {
  return (
    await h.db.execute(
      sql`SELECT field_key, product_id, location_id FROM smartform_field_connections WHERE document_id = ${id} ORDER BY field_key, product_id, location_id`,
    )
  ).rows;
}

beforeAll(async () => {
  h = await createHarness();
  const templateOf = async (company: number, name: string) =>
    (
      await one<{ id: number }>(
        sql`SELECT id FROM smartform_templates WHERE company_id = ${company} AND name = ${name}`,
      )
    ).id;
  template = await templateOf(DEMO, "Risk assessment of a work task");
  legacyTemplate = await templateOf(DEMO, "Risk assessment (old form)");
  otherTemplate = await templateOf(OTHER, "Risk assessment of a work task");
  oslo = await locationIdOf(h.db, DEMO, "Oslo plant");
  bergen = await locationIdOf(h.db, DEMO, "Bergen depot");
  otherLocation = (
    await one<{ id: number }>(sql`SELECT id FROM locations WHERE company_id = ${OTHER} LIMIT 1`)
  ).id;
  product = (
    await one<{ id: number }>(sql`
      SELECT lp.product_id AS id FROM location_products lp
      WHERE lp.company_id = ${DEMO} AND NOT lp.archived
        AND lp.location_id IN (SELECT id FROM location_subtree(${DEMO}, ${sql.param([oslo])}::int[]))
      ORDER BY lp.product_id LIMIT 1`)
  ).id;
  otherProduct = (await one<{ id: number }>(sql`SELECT id FROM products WHERE company_id = ${OTHER} LIMIT 1`))
    .id;
});

afterAll(async () => {
  await h.close();
});

describe("POST /smartforms/v1/document", () => {
  it("creates a document on the template, copying its structure, and records it", async () => {
    const res = await create({
      document_type: 1,
      template_id: template,
      title: "  Mixing paint  ",
      location_id: oslo,
      values: { f1: "Mixing two-component paint", f3: [product] },
    });
    expect(res.status).toBe(201);
    const doc = (res.body as { data: Doc & { structure: { tabs: unknown[] }; status: { name: string } } })
      .data;
    expect(doc.title).toBe("Mixing paint");
    expect(doc.status.name).toBe("inProgress");
    expect(doc.structure.tabs).toHaveLength(4);
    expect(doc.values).toEqual({ f1: "Mixing two-component paint", f3: [product] });
    expect(await connections(doc.id)).toEqual([{ field_key: "f3", product_id: product, location_id: null }]);
    const audit = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM activities WHERE module = 'documents' AND action = 'created' AND object_id = ${String(doc.id)}`,
    );
    expect(audit.n).toBe(1);
  });

  it("refuses a missing title, a legacy, foreign or wrong-kind template and an out-of-scope location (422)", async () => {
    const before = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM smartform_documents`);
    const cases: [Record<string, unknown>, string][] = [
      [{ document_type: 1, template_id: template, title: "   " }, "title"],
      [{ document_type: 1, template_id: legacyTemplate, title: "x" }, "template_id"],
      [{ document_type: 1, template_id: otherTemplate, title: "x" }, "template_id"],
      [{ document_type: 2, template_id: template, title: "x" }, "template_id"],
      [{ document_type: 5, template_id: template, title: "x" }, "document_type"],
      [{ document_type: 1, template_id: template, title: "x", location_id: otherLocation }, "location_id"],
      [{ document_type: 1, template_id: template, title: "x", values: { f14: "2026-02-30" } }, "values.f14"],
      [{ document_type: 1, template_id: template, title: "x", values: { f3: [otherProduct] } }, "values.f3"],
    ];
    for (const [body, key] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((res.body as { errors: object }).errors)).toContain(key);
    }
    const depot = await create(
      { document_type: 1, template_id: template, title: "x", location_id: oslo },
      DEPOT,
    );
    expect(depot.status).toBe(422);
    const after = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM smartform_documents`);
    expect(after.n).toBe(before.n);
  });

  it("refuses a guest (403)", async () => {
    const res = await create({ document_type: 1, template_id: template, title: "Guest's" }, GUEST);
    expect(res.status).toBe(403);
  });
});

describe("GET /smartforms/v1/document/{id}", () => {
  it("answers the version to the company, 404 to another company and outside the top nodes", async () => {
    const doc = await newDocument(oslo);
    expect((await h.call(ASSESSOR, `/api/smartforms/v1/document/${doc.id}`)).status).toBe(200);
    const guest = await h.call(GUEST, `/api/smartforms/v1/document/${doc.id}`);
    expect(guest.status).toBe(200);
    expect((guest.body as { data: { operations: string[] } }).data.operations).not.toContain("save");
    for (const as of [OTHER_ADMIN, DEPOT]) {
      const res = await h.call(as, `/api/smartforms/v1/document/${doc.id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    const atBergen = await newDocument(bergen);
    expect((await h.call(DEPOT, `/api/smartforms/v1/document/${atBergen.id}`)).status).toBe(200);
  });
});

describe("PUT /smartforms/v1/document/{id}", () => {
  it("saves title, location and answers with the revision, rewrites connections, records the changed keys", async () => {
    const doc = await newDocument(oslo);
    const res = await h.call(ASSESSOR, `/api/smartforms/v1/document/${doc.id}`, {
      method: "PUT",
      body: {
        revision: doc.revision,
        title: "Decanting acetone",
        values: { f1: "Decanting", f2: [oslo], f3: [product], f12: { likelihood: 2, severity: 3 } },
      },
    });
    expect(res.status).toBe(200);
    const saved = (res.body as { data: Doc }).data;
    expect(saved.revision).toBe(doc.revision + 1);
    expect(saved.title).toBe("Decanting acetone");
    expect(await connections(doc.id)).toEqual([
      { field_key: "f2", product_id: null, location_id: oslo },
      { field_key: "f3", product_id: product, location_id: null },
    ]);
    const audit = await one<{ after: Record<string, unknown> }>(sql`
      SELECT after FROM activities WHERE module = 'documents' AND action = 'updated'
        AND object_id = ${String(doc.id)} ORDER BY id DESC LIMIT 1`);
    expect(Object.keys(audit.after).sort()).toEqual(["f1", "f12", "f2", "f3", "title"]);
  });

  it("refuses a stale revision (409) and bad answers or foreign ids (422), saving nothing", async () => {
    const doc = await newDocument(oslo);
    const stale = await h.call(ASSESSOR, `/api/smartforms/v1/document/${doc.id}`, {
      method: "PUT",
      body: { revision: doc.revision + 5, title: "Changed" },
    });
    expect(stale.status).toBe(409);
    expect((stale.body as { error: string }).error).toBe("stale");
    for (const values of [
      { f14: "31.02.2026" },
      { f3: [otherProduct] },
      { f2: [otherLocation] },
      { f12: { likelihood: 9, severity: 1 } },
    ]) {
      const res = await h.call(ASSESSOR, `/api/smartforms/v1/document/${doc.id}`, {
        method: "PUT",
        body: { revision: doc.revision, title: "Changed", values },
      });
      expect(res.status, JSON.stringify(values)).toBe(422);
    }
    const row = await stored(doc.id);
    expect(row.title).toBe("Decanting solvents");
    expect(row.revision).toBe(doc.revision);
  });

  it("refuses a guest (403), another company and an out-of-scope caller (404)", async () => {
    const doc = await newDocument(oslo);
    const body = { revision: doc.revision, title: "Changed" };
    expect(
      (await h.call(GUEST, `/api/smartforms/v1/document/${doc.id}`, { method: "PUT", body })).status,
    ).toBe(403);
    expect(
      (await h.call(OTHER_ADMIN, `/api/smartforms/v1/document/${doc.id}`, { method: "PUT", body })).status,
    ).toBe(404);
    expect(
      (await h.call(DEPOT, `/api/smartforms/v1/document/${doc.id}`, { method: "PUT", body })).status,
    ).toBe(404);
    expect((await stored(doc.id)).title).toBe("Decanting solvents");
  });

  it("refuses a version that is not in progress (409 not_in_progress)", async () => {
    const doc = await newDocument(oslo);
    await h.db.execute(sql`UPDATE smartform_documents SET status = 3 WHERE id = ${doc.id}`);
    const res = await h.call(ASSESSOR, `/api/smartforms/v1/document/${doc.id}`, {
      method: "PUT",
      body: { revision: doc.revision, title: "Changed" },
    });
    expect(res.status).toBe(409);
    expect((res.body as { error: string }).error).toBe("not_in_progress");
  });
});

describe("POST /smartforms/v1/field_data/{id}", () => {
  it("replaces the connections, refusing unknown fields and foreign ids", async () => {
    const doc = await newDocument(oslo);
    const path = `/api/smartforms/v1/field_data/${doc.id}`;
    const ok = await h.call(ASSESSOR, path, {
      method: "POST",
      body: {
        data: {
          connections: [
            { field_key: "f3", product_id: product },
            { field_key: "f2", location_id: oslo },
          ],
        },
      },
    });
    expect(ok.status).toBe(200);
    expect(await connections(doc.id)).toHaveLength(2);
    for (const connection of [
      { field_key: "f1", product_id: product },
      { field_key: "f99", product_id: product },
      { field_key: "f3", product_id: otherProduct },
      { field_key: "f2", product_id: product },
    ]) {
      const res = await h.call(ASSESSOR, path, {
        method: "POST",
        body: { data: { connections: [connection] } },
      });
      expect(res.status, JSON.stringify(connection)).toBe(422);
    }
    expect(await connections(doc.id)).toHaveLength(2);
    const body = { data: { connections: [] } };
    expect((await h.call(GUEST, path, { method: "POST", body })).status).toBe(403);
    expect((await h.call(OTHER_ADMIN, path, { method: "POST", body })).status).toBe(404);
  });
});

describe("the form's choices and the people", () => {
  it("offers the same first products by name whether the site holds few placements or thousands", async () => {
    const doc = await newDocument(oslo);
    const [user] = await h.db.select().from(users).where(eq(users.email, ASSESSOR));
    // Every product held (not archived) in the subtree, by name: what both ways must give the first of.
    const expected = (db: Pick<typeof h.db, "execute">) =>
      db
        .execute(
          sql`
          SELECT p.id FROM products p
          WHERE p.company_id = ${DEMO} AND EXISTS (
            SELECT 1 FROM location_products lp WHERE lp.company_id = p.company_id AND lp.product_id = p.id
              AND NOT lp.archived AND lp.location_id IN (SELECT id FROM location_subtree(${DEMO}, ARRAY[${oslo}]::int[])))
          ORDER BY p.name_lower, p.id LIMIT 200`,
        )
        .then((result) => result.rows.map((row) => Number((row as { id: number }).id)));
    const offered = async (db: Parameters<typeof documentChoices>[0]) =>
      (await documentChoices(db, user!, doc.id, ["products"]))!.products.map((p) => p.id);
    expect(await offered(h.db)).toEqual(await expected(h.db));
    // Thousands of placements at the site (inside a transaction undone at the end): walked in name order.
    const undo = new Error("undo");
    await expect(
      h.db.transaction(async (tx) => {
        await tx.execute(sql`
          WITH made AS (
            INSERT INTO products (company_id, name)
            SELECT ${DEMO}, (ARRAY['Dense ', 'aceto ', 'Zinc '])[1 + g % 3] || g FROM generate_series(1, 2600) g
            RETURNING id)
          INSERT INTO location_products (company_id, location_id, product_id, archived)
          SELECT ${DEMO}, ${oslo}, made.id, made.id % 10 = 0 FROM made`);
        const held = await tx.execute(sql`
          SELECT count(*)::int AS n FROM location_products
          WHERE company_id = ${DEMO} AND location_id = ${oslo} AND NOT archived`);
        expect((held.rows[0] as { n: number }).n).toBeGreaterThan(2000);
        // documentChoices only reads; the transaction stands in for the pool.
        const walked = await offered(tx as unknown as typeof h.db);
        expect(walked).toHaveLength(200);
        expect(walked).toEqual(await expected(tx));
        throw undo;
      }),
    ).rejects.toBe(undo);
  });

  it("offers products and locations of the document's location and the company's people", async () => {
    const doc = await newDocument(oslo);
    const res = await h.call(ASSESSOR, `/api/smartforms/v1/document/${doc.id}/choices`);
    expect(res.status).toBe(200);
    const data = (
      res.body as {
        data: {
          products: { id: number }[];
          locations: { id: number }[];
          people: unknown[];
          risk_labels: { probability: string[] };
        };
      }
    ).data;
    expect(data.products.map((p) => p.id)).toContain(product);
    expect(data.locations.map((l) => l.id)).toContain(oslo);
    expect(data.locations.map((l) => l.id)).not.toContain(bergen);
    expect(data.risk_labels.probability).toHaveLength(5);
    expect((await h.call(OTHER_ADMIN, `/api/smartforms/v1/document/${doc.id}/choices`)).status).toBe(404);
    // A tab asks only for the lists its fields offer; the others come back empty, the labels always.
    const some = await h.call(ASSESSOR, `/api/smartforms/v1/document/${doc.id}/choices?lists=people`);
    const only = (some.body as { data: typeof data }).data;
    expect(only.products).toEqual([]);
    expect(only.locations).toEqual([]);
    expect(only.people.length).toBeGreaterThan(0);
    expect(only.risk_labels.probability).toHaveLength(5);
    const none = await h.call(ASSESSOR, `/api/smartforms/v1/document/${doc.id}/choices?lists=`);
    expect((none.body as { data: typeof data }).data.people).toEqual([]);
    const bad = await h.call(ASSESSOR, `/api/smartforms/v1/document/${doc.id}/choices?lists=secrets`);
    expect(bad.status).toBe(422);
    const people = await h.call(ASSESSOR, "/api/smartforms/v1/people?q=assessor");
    expect(people.status).toBe(200);
    const names = (people.body as { data: { name: string }[] }).data.map((p) => p.name);
    expect(names).toEqual(["Asle Assessor", "Astrid Assessor"]);
  });
});

describe("the HTML and PDF views", () => {
  it("prints every tab's labels and answers, escaped, in the caller's language", async () => {
    const doc = await newDocument(oslo);
    await h.call(ASSESSOR, `/api/smartforms/v1/document/${doc.id}`, {
      method: "PUT",
      body: { revision: doc.revision, title: "<b>Bold</b> & co", values: { f1: "Pour <script>", f8: true } },
    });
    const res = await h.call(ASSESSOR, `/api/smartforms/v1/document/${doc.id}/html`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expect(res.text).toContain("<!DOCTYPE html>");
    expect(res.text).toContain("&lt;b&gt;Bold&lt;/b&gt; &amp; co");
    expect(res.text).toContain("Pour &lt;script&gt;");
    expect(res.text).not.toContain("<script>");
    expect(res.text).toContain("<h2>Residual risk</h2>");
    expect(res.text).toContain("Not answered");
    const legacy = await h.call(ASSESSOR, `/api/smartforms/v1/document/${doc.id}/html?template_type=2`);
    expect(legacy.text).not.toContain("<h2>");
    expect(
      (await h.call(ASSESSOR, `/api/smartforms/v1/document/${doc.id}/html?template_type=3`)).status,
    ).toBe(422);
    const norwegian = await h.call(ASSESSOR, `/api/smartforms/v1/document/${doc.id}/html`, {
      headers: { "X-LANGUAGE": "1" },
    });
    expect(norwegian.text).toContain('lang="nb"');
    expect(norwegian.text).toContain("Ikke besvart");
    expect((await h.call(OTHER_ADMIN, `/api/smartforms/v1/document/${doc.id}/html`)).status).toBe(404);
    expect((await h.call(DEPOT, `/api/smartforms/v1/document/${doc.id}/pdf`)).status).toBe(404);
  });

  it("renders the PDF", async () => {
    const doc = await newDocument(oslo);
    const res = await h.call(GUEST, `/api/smartforms/v1/document/${doc.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(res.text.startsWith("%PDF-")).toBe(true);
  });
});
