import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TemplateStructure } from "../../core/smartforms/template";
import { DEMO, OTHER, OTHER_ADMIN, WORKER, createHarness, locationIdOf, type ApiHarness } from "./helpers";
import { BASE } from "./approval-support";

/**
 * Version 2 chemical approval requests: a request filled in on a chemical_approval_request template (its
 * answers in a smart-form document), saved and submitted by the version 1 rules, and an evaluation filled in
 * on the evaluation template. The seeded "New chemical request" and "Approval evaluation" templates and the
 * "Production board" (evaluator5@, at Production hall) are used.
 */

const V2 = "/api/chemical-approval/v2/product-requests";
const TEMPLATES = "/api/chemical-approval/v2/templates";
const REQUESTER = "cav2@demo.test";
const EVALUATOR = "evaluator5@demo.test";

let h: ApiHarness;
let requestTemplate: { id: number; structure: TemplateStructure };
let evaluationTemplate: { id: number; structure: TemplateStructure };
let otherTemplateId: number;
let hall: number;
/** Field keys of the request template by English label. */
const key: Record<string, string> = {};
const evalKey: Record<string, string> = {};

type Json = Record<string, unknown>;
interface View extends Json {
  id: number;
  name: string;
  status: { code: string };
  template_id: number | null;
  title: string | null;
  fields: Json | null;
  signed_by_id: number | null;
  smartform_document_id: number | null;
  locations: { id: number }[];
  evaluations: {
    id: number;
    member: { id: number; name: string };
    status: string;
    is_basic_form: boolean;
    smartform_document_id?: number | null;
    form?: { values: Json } | null;
  }[];
}

const userId = async (email: string) =>
  (await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0]!.id;

async function counts() {
  const result = await h.db.execute<{ requests: number; documents: number }>(sql`
    SELECT (SELECT count(*)::int FROM product_requests WHERE company_id = ${DEMO}) AS requests,
      (SELECT count(*)::int FROM smartform_documents WHERE company_id = ${DEMO}) AS documents`);
  return result.rows[0]!;
}

beforeAll(async () => {
  h = await createHarness();
  hall = await locationIdOf(h.db, DEMO, "Production hall");
  const listed = await h.call(REQUESTER, `${TEMPLATES}?kind=request`);
  expect(listed.status).toBe(200);
  const templates = (listed.body as { data: { id: number; name: string; structure: TemplateStructure }[] })
    .data;
  requestTemplate = templates.find((t) => t.name === "New chemical request")!;
  for (const field of requestTemplate.structure.tabs.flatMap((tab) => tab.fields))
    key[field.label["4"]!] = field.key;
  const evaluation = await h.call(EVALUATOR, `${TEMPLATES}?kind=evaluation`);
  evaluationTemplate = (evaluation.body as { data: (typeof requestTemplate)[] }).data[0]!;
  for (const field of evaluationTemplate.structure.tabs.flatMap((tab) => tab.fields)) {
    evalKey[field.label["4"]!] = field.key;
  }
  const other = await h.db.execute<{ id: number }>(sql`
    SELECT id FROM smartform_templates WHERE company_id = ${OTHER} AND document_type = 6 LIMIT 1`);
  otherTemplateId = other.rows[0]!.id;
});

afterAll(async () => {
  await h.close();
});

/** Every required answer of the request template, at Production hall. */
const complete = () => ({
  [key["Supplier"]!]: "Solvents AS",
  [key["Where it will be used"]!]: [hall],
  [key["What the product will be used for"]!]: "Degreasing moulds",
});

async function create(body: Json, email = REQUESTER) {
  return h.call(email, V2, { method: "POST", body });
}

describe("GET /chemical-approval/v2/templates", () => {
  it("lists the company's request templates and its default evaluation template", async () => {
    expect(requestTemplate).toBeDefined();
    expect(evaluationTemplate).toMatchObject({
      name: "Approval evaluation",
      document_type: 5,
      is_default: true,
    });
    const other = await h.call(OTHER_ADMIN, `${TEMPLATES}?kind=request`);
    const ids = (other.body as { data: { id: number }[] }).data.map((t) => t.id);
    expect(ids).not.toContain(requestTemplate.id);
  });

  it("403 without chemical_approval_request", async () => {
    expect((await h.call(WORKER, `${TEMPLATES}?kind=request`)).status).toBe(403);
  });
});

describe("POST /chemical-approval/v2/product-requests", () => {
  it("creates a draft: the answers kept in a request document, read back by GET", async () => {
    const before = await counts();
    const res = await create({
      name: "V2 draft acetone",
      title: "Acetone for the moulds",
      template_id: requestTemplate.id,
      fields: { [key["Supplier"]!]: "Solvents AS" },
      is_draft: true,
    });
    expect(res.status, res.text).toBe(201);
    const data = (res.body as { data: View }).data;
    expect(data).toMatchObject({
      name: "V2 draft acetone",
      title: "Acetone for the moulds",
      template_id: requestTemplate.id,
      fields: { [key["Supplier"]!]: "Solvents AS" },
      signed_by_id: null,
      status: { code: "DRAFT" },
    });
    const after = await counts();
    expect(after).toEqual({ requests: before.requests + 1, documents: before.documents + 1 });
    const doc = await h.db.execute<{ document_type: number; template_id: number; created_by: number }>(sql`
      SELECT document_type, template_id, created_by FROM smartform_documents
      WHERE company_id = ${DEMO} AND id = ${data.smartform_document_id}`);
    expect(doc.rows[0]).toEqual({
      document_type: 6,
      template_id: requestTemplate.id,
      created_by: await userId(REQUESTER),
    });
    const got = await h.call(REQUESTER, `${BASE}/${data.id}`);
    expect((got.body as { data: View }).data.fields).toEqual({ [key["Supplier"]!]: "Solvents AS" });
  });

  it("refuses a submission without the template's required answers: 422 by field, nothing saved", async () => {
    const before = await counts();
    const res = await create({
      name: "V2 incomplete",
      template_id: requestTemplate.id,
      fields: { [key["Supplier"]!]: "Solvents AS" },
    });
    expect(res.status).toBe(422);
    const errors = (res.body as { errors: Record<string, string[]> }).errors;
    expect(errors[`fields.${key["What the product will be used for"]}`]).toEqual(["Field is required"]);
    expect(errors[`fields.${key["Where it will be used"]}`]).toEqual(["Field is required"]);
    expect(errors.location_ids).toEqual(["Field is required"]);
    expect(await counts()).toEqual(before);
  });

  it("refuses a missing name, a wrong answer, another company's template and a missing template", async () => {
    const before = await counts();
    const noName = await create({ template_id: requestTemplate.id, fields: complete() });
    expect((noName.body as { errors: Json }).errors).toMatchObject({ name: ["Field is required"] });
    const wrong = await create({
      name: "V2 wrong",
      template_id: requestTemplate.id,
      fields: { ...complete(), [key["Estimated use per year (litres or kilograms)"]!]: "lots" },
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys((wrong.body as { errors: Json }).errors)).toEqual([
      `fields.${key["Estimated use per year (litres or kilograms)"]}`,
    ]);
    const foreign = await create({ name: "V2 foreign", template_id: otherTemplateId, fields: complete() });
    expect(foreign.status).toBe(422);
    expect((foreign.body as { errors: Json }).errors).toEqual({
      template_id: ["Unknown template: an active chemical approval request template of your company."],
    });
    const none = await create({ name: "V2 none", fields: complete() });
    expect((none.body as { errors: Json }).errors).toEqual({ template_id: ["Field is required"] });
    const evaluationKind = await create({ name: "V2 kind", template_id: evaluationTemplate.id, fields: {} });
    expect(evaluationKind.status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it("refuses a location of another company named in the answers", async () => {
    const paintShop = await locationIdOf(h.db, OTHER, "Paint shop");
    const res = await create({
      name: "V2 foreign place",
      template_id: requestTemplate.id,
      fields: { ...complete(), [key["Where it will be used"]!]: [paintShop] },
    });
    expect(res.status).toBe(422);
    const errors = (res.body as { errors: Json }).errors;
    expect(errors[`fields.${key["Where it will be used"]}`]).toBeDefined();
    expect(res.text).not.toContain("Paint shop");
  });

  it("403 without chemical_approval_request, nothing saved", async () => {
    const before = await counts();
    const res = await create({ name: "V2 worker", template_id: requestTemplate.id, is_draft: true }, WORKER);
    expect(res.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe("PUT /chemical-approval/v2/product-requests/{id} and the flow after it", () => {
  let id: number;

  it("saves a draft, then submits it: NEW, signed by the submitter, located by its location field", async () => {
    const created = await create({
      name: "V2 flow toluene",
      template_id: requestTemplate.id,
      fields: {},
      is_draft: true,
    });
    id = (created.body as { data: View }).data.id;
    const draft = await h.call(REQUESTER, `${V2}/${id}`, {
      method: "PUT",
      body: { name: "V2 flow toluene", fields: { [key["Supplier"]!]: "Chem AB" }, is_draft: true },
    });
    expect(draft.status, draft.text).toBe(200);
    expect((draft.body as { data: View }).data).toMatchObject({
      status: { code: "DRAFT" },
      signed_by_id: null,
    });

    const other = await h.call(REQUESTER, `${V2}/${id}`, {
      method: "PUT",
      body: { name: "V2 flow toluene", template_id: otherTemplateId, fields: complete() },
    });
    expect(other.status).toBe(422);

    const submitted = await h.call(REQUESTER, `${V2}/${id}`, {
      method: "PUT",
      body: { name: "V2 flow toluene", fields: complete() },
    });
    expect(submitted.status, submitted.text).toBe(200);
    const data = (submitted.body as { data: View }).data;
    expect(data).toMatchObject({
      status: { code: "NEW" },
      signed_by_id: await userId(REQUESTER),
      locations: [{ id: hall }],
      fields: complete(),
    });
    const documents = await h.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM smartform_documents WHERE company_id = ${DEMO} AND id = ${data.smartform_document_id}`);
    expect(documents.rows[0]!.n).toBe(1);
  });

  it("keeps the version 1 rules: no draft once submitted (409), other company 404, v1 request 422", async () => {
    const again = await h.call(REQUESTER, `${V2}/${id}`, {
      method: "PUT",
      body: { name: "V2 flow toluene", fields: {}, is_draft: true },
    });
    expect(again.status).toBe(409);
    expect((again.body as { error: string }).error).toBe("not_draft");
    const foreign = await h.call(OTHER_ADMIN, `${V2}/${id}`, {
      method: "PUT",
      body: { name: "x", fields: {}, is_draft: true },
    });
    expect(foreign.status).toBe(404);
    const v1 = await h.db.execute<{ id: number }>(sql`
      SELECT id FROM product_requests WHERE company_id = ${DEMO} AND template_id IS NULL AND status = 'DRAFT'
      ORDER BY id LIMIT 1`);
    const v1Save = await h.call("admin@demo.test", `${V2}/${v1.rows[0]!.id}`, {
      method: "PUT",
      body: { name: "x", fields: {}, is_draft: true },
    });
    expect(v1Save.status).toBe(422);
    expect((v1Save.body as { errors: Json }).errors).toHaveProperty("template_id");
  });

  it("is evaluated on the evaluation template: missing answers 422, then a document and is_basic_form false", async () => {
    const started = await h.call(EVALUATOR, `${BASE}/${id}/evaluation`, { method: "POST" });
    expect(started.status, started.text).toBe(200);
    const view = (await h.call(EVALUATOR, `${BASE}/${id}`)).body as { data: View };
    const evaluation = view.data.evaluations.find((e) => e.status === "PENDING")!;
    const before = await counts();
    const refused = await h.call(EVALUATOR, `${BASE}/${id}/evaluation/${evaluation.id}`, {
      method: "PUT",
      body: { is_approved: true, comment: "Fine", fields: {} },
    });
    expect(refused.status).toBe(422);
    expect((refused.body as { errors: Json }).errors).toEqual({
      [`fields.${evalKey["Are the product's hazards acceptable for the intended use?"]}`]: [
        "Field is required",
      ],
    });
    expect(await counts()).toEqual(before);

    const answers = {
      [evalKey["Are the product's hazards acceptable for the intended use?"]!]: true,
      [evalKey["Comment"]!]: "Only in the ventilated booth.",
    };
    const ok = await h.call(EVALUATOR, `${BASE}/${id}/evaluation/${evaluation.id}`, {
      method: "PUT",
      body: { is_approved: true, comment: "Approved with conditions", fields: answers },
    });
    expect(ok.status, ok.text).toBe(200);
    expect((ok.body as { data: { status: { code: string } } }).data.status.code).toBe("READY_FOR_APPROVAL");
    const after = (await h.call(REQUESTER, `${BASE}/${id}`)).body as { data: View };
    const done = after.data.evaluations.find((e) => e.id === evaluation.id)!;
    expect(done).toMatchObject({ status: "APPROVED", is_basic_form: false, form: { values: answers } });
    const document = await h.db.execute<{ document_type: number; created_by: number }>(sql`
      SELECT document_type, created_by FROM smartform_documents WHERE company_id = ${DEMO} AND id = ${done.smartform_document_id}`);
    expect(document.rows[0]).toEqual({ document_type: 5, created_by: await userId(EVALUATOR) });
  });

  it("accepts only an evaluation document of the company made by the evaluator", async () => {
    const created = await create({ name: "V2 second", template_id: requestTemplate.id, fields: complete() });
    const second = (created.body as { data: View }).data.id;
    await h.call(EVALUATOR, `${BASE}/${second}/evaluation`, { method: "POST" });
    const view = (await h.call(EVALUATOR, `${BASE}/${second}`)).body as { data: View };
    const evaluation = view.data.evaluations.find((e) => e.status === "PENDING")!;
    // The requester's own request document is neither an evaluation document nor the evaluator's.
    const requestDocument = view.data.smartform_document_id!;
    const refused = await h.call(EVALUATOR, `${BASE}/${second}/evaluation/${evaluation.id}`, {
      method: "PUT",
      body: { is_approved: false, comment: "No", smartform_document_id: requestDocument },
    });
    expect(refused.status).toBe(422);
    expect((refused.body as { errors: Json }).errors).toHaveProperty("smartform_document_id");
    const basic = await h.call(EVALUATOR, `${BASE}/${second}/evaluation/${evaluation.id}`, {
      method: "PUT",
      body: { is_approved: false, comment: "No" },
    });
    expect(basic.status).toBe(200);
    const after = (await h.call(EVALUATOR, `${BASE}/${second}`)).body as { data: View };
    expect(after.data.evaluations.find((e) => e.id === evaluation.id)).toMatchObject({
      status: "REJECTED",
      is_basic_form: true,
      smartform_document_id: null,
    });
  });
});
