import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { controlInputOf, proposeControl } from "../../core/control-banding/method";
import { DEMO, createHarness, locationIdOf, type ApiHarness } from "./helpers";

/**
 * A control-banding answer's proposed approach is worked out by the API from the product's current sheet when
 * the document is saved: whatever a browser posts as the proposal is replaced, and a chosen approach below the
 * real proposal needs its written reason.
 */

const ASSESSOR = "assessor@demo.test";
let h: ApiHarness;
let documentId: number;
let product: { id: number; hazard_statements: string[] };

beforeAll(async () => {
  h = await createHarness();
  const [template] = (
    await h.db.execute(sql`SELECT id FROM smartform_templates
      WHERE company_id = ${DEMO} AND name = 'Risk assessment of a work task'`)
  ).rows as { id: number }[];
  const oslo = await locationIdOf(h.db, DEMO, "Oslo plant");
  // A product held at the Oslo plant whose current sheet names hazard statements of a high hazard group.
  const [held] = (
    await h.db.execute(sql`
      SELECT p.id, s.hazard_statements FROM products p
      JOIN sds_documents s ON s.company_id = p.company_id AND s.product_id = p.id AND s.superseded_by_id IS NULL
      WHERE p.company_id = ${DEMO} AND cardinality(s.hazard_statements) > 0
        AND EXISTS (SELECT 1 FROM location_products lp WHERE lp.company_id = p.company_id AND lp.product_id = p.id
          AND lp.location_id IN (SELECT id FROM location_subtree(${DEMO}, ARRAY[${oslo}]::int[])))
      ORDER BY cardinality(s.hazard_statements) DESC, p.id LIMIT 1`)
  ).rows as { id: number; hazard_statements: string[] }[];
  product = held!;
  const created = await h.call(ASSESSOR, "/api/smartforms/v1/document", {
    method: "POST",
    body: { document_type: 1, template_id: template!.id, title: "Decanting into drums", location_id: oslo },
  });
  expect(created.status).toBe(201);
  documentId = (created.body as { data: { id: number } }).data.id;
});
afterAll(async () => {
  await h?.close();
});

async function save(answer: Record<string, unknown>) {
  const [row] = (await h.db.execute(sql`SELECT revision FROM smartform_documents WHERE id = ${documentId}`))
    .rows as { revision: number }[];
  return h.call(ASSESSOR, `/api/smartforms/v1/document/${documentId}`, {
    method: "PUT",
    body: { revision: row!.revision, values: { f6: answer } },
  });
}

it("replaces a posted proposal with the one the product's sheet gives", async () => {
  const answer = {
    task: "Decanting into drums",
    product_id: product.id,
    form: "liquid",
    amount: "large",
    boiling_point_c: 56,
    process_temperature_c: 20,
  };
  const expected = proposeControl(
    controlInputOf(
      answer as never,
      {
        hazard_statements: product.hazard_statements,
        physical_state: null,
        boiling_point_c: null,
      } as never,
    ),
  ).approach;
  const res = await save({ ...answer, dustiness: null, proposed_approach: 1, chosen_approach: expected });
  expect(res.status).toBe(200);
  const [row] = (await h.db.execute(sql`SELECT values FROM smartform_documents WHERE id = ${documentId}`))
    .rows as { values: { f6: { proposed_approach: number | null } } }[];
  // The stored proposal comes from the sheet, never from the post (which claimed approach 1).
  expect(expected).toBeGreaterThan(1);
  expect(row!.values.f6.proposed_approach).toBe(expected);
});

it("refuses a chosen approach below the real proposal without a reason, and saves nothing", async () => {
  const before = (await h.db.execute(sql`SELECT revision FROM smartform_documents WHERE id = ${documentId}`))
    .rows[0] as { revision: number };
  const [row] = (await h.db.execute(sql`SELECT values FROM smartform_documents WHERE id = ${documentId}`))
    .rows as { values: { f6: { proposed_approach: number } } }[];
  const proposed = row!.values.f6.proposed_approach;
  expect(proposed).toBeGreaterThan(1);
  const res = await save({
    task: "Decanting into drums",
    product_id: product.id,
    form: "liquid",
    amount: "large",
    boiling_point_c: 56,
    process_temperature_c: 20,
    proposed_approach: 1,
    chosen_approach: 1,
    justification: "",
  });
  expect(res.status).toBe(422);
  const after = (await h.db.execute(sql`SELECT revision FROM smartform_documents WHERE id = ${documentId}`))
    .rows[0] as { revision: number };
  expect(after.revision).toBe(before.revision);
});
