import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupAppTest, settle } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";
import type { TemplateStructure } from "../../core/smartforms/template";

/**
 * Version 2 chemical approval pages: /chemical-approvals/requests/new?templateId= (the request form on a
 * template), /{id}/edit of a request made on one, the links to the request forms on /new, and the evaluation
 * on the evaluation template on /{id}/approve. Bad input comes back on its inputs with nothing saved.
 */

const LIST = "/chemical-approvals/requests";
const NEW = `${LIST}/new`;
const REQUESTER = "cav2@demo.test";
const EVALUATOR = "evaluator5@demo.test";
const DEMO = 1000001;

let t: AppTest;
let templateId: number;
let structure: TemplateStructure;
let hall: number;
const key: Record<string, string> = {};

beforeAll(async () => {
  t = await setupAppTest();
  const rows = await t.db.execute<{ id: number; structure: TemplateStructure }>(sql`
    SELECT id, structure FROM smartform_templates WHERE company_id = ${DEMO} AND name = 'New chemical request'`);
  templateId = rows.rows[0]!.id;
  structure = rows.rows[0]!.structure;
  for (const field of structure.tabs.flatMap((tab) => tab.fields)) key[field.label["4"]!] = field.key;
  const place = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM locations WHERE company_id = ${DEMO} AND name = 'Production hall'`,
  );
  hall = place.rows[0]!.id;
});
afterAll(() => t.close());

async function requestNamed(name: string) {
  const rows = await t.db.execute<{ id: number; status: string; smartform_document_id: number | null }>(sql`
    SELECT id, status, smartform_document_id FROM product_requests WHERE company_id = ${DEMO} AND name = ${name}`);
  return rows.rows;
}

type Loaded = Record<string, unknown> & { v2: Record<string, unknown> | null };

describe("/chemical-approvals/requests/new", () => {
  it("without templateId: the standard form and links to the company's request forms", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const { loader } = await import("~/features/chemical-approvals/routes/request-new");
    const data = (await loader(get(NEW, cookie))) as unknown as Loaded & {
      requestTemplates: { id: number; name: string; href: string }[];
    };
    expect(data.v2).toBeNull();
    expect(data.requestTemplates).toContainEqual({
      id: templateId,
      name: "New chemical request",
      href: `${NEW}?templateId=${templateId}&templateName=New+chemical+request`,
    });
  });

  it("with templateId: the template's tabs; an unknown templateId keeps the standard form", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const { loader } = await import("~/features/chemical-approvals/routes/request-new");
    const data = (await loader(get(`${NEW}?templateId=${templateId}`, cookie))) as unknown as Loaded;
    expect(data.v2).toMatchObject({
      kind: "v2",
      mode: "new",
      template: { id: templateId, name: "New chemical request" },
      title: "New product request on a form – ChemSafe",
    });
    const candidates = (data.v2 as { candidates: { locations: { id: number; name: string }[] } }).candidates;
    expect(candidates.locations).toContainEqual({
      id: hall,
      name: "Oslo plant › Building B › Production hall",
    });
    const unknown = (await loader(get(`${NEW}?templateId=999999`, cookie))) as unknown as Loaded;
    expect(unknown.v2).toBeNull();
  });

  it("refuses a submission with missing answers (translated, nothing saved), then submits", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 1 });
    const { action } = await import("~/features/chemical-approvals/routes/request-new");
    const url = `${NEW}?templateId=${templateId}`;
    const refused = (await settle(() =>
      action(
        post(url, cookie, [
          ["name", "Route v2 xylene"],
          [key["Supplier"]!, "Chem AS"],
          ["intent", "submit"],
        ]),
      ),
    )) as { v2: { errors: Record<string, string[]>; posted: { name: string } } };
    expect(refused.v2.errors[key["What the product will be used for"]!]).toEqual(["Feltet er påkrevd"]);
    expect(refused.v2.posted.name).toBe("Route v2 xylene");
    expect(await requestNamed("Route v2 xylene")).toEqual([]);

    const { cookie: english } = await t.signedIn(REQUESTER, { language: 4 });
    const saved = await settle(() =>
      action(
        post(url, english, [
          ["name", "Route v2 xylene"],
          ["title", "Xylene for the paint line"],
          [key["Supplier"]!, "Chem AS"],
          [key["Where it will be used"]!, String(hall)],
          [key["What the product will be used for"]!, "Thinning paint"],
          ["intent", "submit"],
        ]),
      ),
    );
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).headers.get("Location")).toBe(LIST);
    expect((await toastOf(saved as Response))?.text).toBe(
      "Your product request for Route v2 xylene is saved.",
    );
    const [row] = await requestNamed("Route v2 xylene");
    expect(row).toMatchObject({ status: "NEW" });
    expect(row!.smartform_document_id).not.toBeNull();
  });

  it("refuses an empty name; a draft may leave answers out and is edited on its form", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const { action } = await import("~/features/chemical-approvals/routes/request-new");
    const url = `${NEW}?templateId=${templateId}`;
    const noName = (await settle(() =>
      action(
        post(url, cookie, [
          ["name", " "],
          ["intent", "draft"],
        ]),
      ),
    )) as {
      v2: { errors: Record<string, string[]> };
    };
    expect(noName.v2.errors).toEqual({ name: ["Field is required"] });
    await settle(() =>
      action(
        post(url, cookie, [
          ["name", "Route v2 draft"],
          ["intent", "draft"],
        ]),
      ),
    );
    const [draft] = await requestNamed("Route v2 draft");
    expect(draft).toMatchObject({ status: "DRAFT" });

    const edit = await import("~/features/chemical-approvals/routes/request-edit");
    const data = (await edit.loader(
      get(`${LIST}/${draft!.id}/edit`, cookie, { id: String(draft!.id) }),
    )) as unknown as Loaded;
    expect(data.v2).toMatchObject({ mode: "edit", defaults: { name: "Route v2 draft", values: {} } });
    const saved = await settle(() =>
      edit.action(
        post(
          `${LIST}/${draft!.id}/edit`,
          cookie,
          [
            ["name", "Route v2 draft"],
            [key["Supplier"]!, "Kept AS"],
            ["intent", "draft"],
          ],
          { id: String(draft!.id) },
        ),
      ),
    );
    expect((saved as Response).headers.get("Location")).toBe(LIST);
    const values = await t.db.execute<{ values: Record<string, unknown> }>(sql`
      SELECT values FROM smartform_documents WHERE company_id = ${DEMO} AND id = ${draft!.smartform_document_id}`);
    expect(values.rows[0]!.values).toEqual({ [key["Supplier"]!]: "Kept AS" });
  });

  it("refuses a user without chemical_approval_request", async () => {
    const { cookie } = await t.signedIn("worker@demo.test", { language: 4 });
    const { loader } = await import("~/features/chemical-approvals/routes/request-new");
    const response = await settle(() => loader(get(`${NEW}?templateId=${templateId}`, cookie)));
    expect(response).toBeInstanceOf(Response);
    expect([302, 403]).toContain((response as Response).status);
  });
});

describe("/chemical-approvals/requests/{id}/approve on the evaluation template", () => {
  it("shows the request's form read-only, refuses missing answers, then records the evaluation", async () => {
    const [row] = await requestNamed("Route v2 xylene");
    const id = row!.id;
    const page = await import("~/features/chemical-approvals/routes/request");
    const { cookie } = await t.signedIn(EVALUATOR, { language: 4 });
    const here = `${LIST}/${id}/approve`;
    await settle(() => page.action(post(here, cookie, [["intent", "start_evaluation"]], { id: String(id) })));
    const data = (await page.loader(get(here, cookie, { id: String(id) }))) as unknown as {
      forms: { evaluate: unknown };
      v2: {
        requestForm: { heading: string; values: Record<string, unknown> }[];
        templateEvaluation: {
          evaluationId: number;
          templateName: string;
          structure: TemplateStructure;
        } | null;
      };
    };
    expect(data.v2.requestForm[0]).toMatchObject({ heading: "Xylene for the paint line" });
    expect(data.forms.evaluate).toBeNull();
    const evaluation = data.v2.templateEvaluation!;
    expect(evaluation.templateName).toBe("Approval evaluation");
    const evalKey: Record<string, string> = {};
    for (const field of evaluation.structure.tabs.flatMap((tab) => tab.fields)) {
      evalKey[field.label["4"]!] = field.key;
    }
    const base: [string, string][] = [
      ["intent", "evaluate"],
      ["on_template", "yes"],
      ["evaluation_id", String(evaluation.evaluationId)],
    ];
    const refused = (await settle(() =>
      page.action(post(here, cookie, [...base, ["comment", ""]], { id: String(id) })),
    )) as { intent: string; errors: Record<string, string[]> };
    expect(refused.intent).toBe("evaluate_template");
    expect(Object.keys(refused.errors).sort()).toEqual(
      [
        evalKey["Are the product's hazards acceptable for the intended use?"]!,
        "comment",
        "is_approved",
      ].sort(),
    );
    const done = await settle(() =>
      page.action(
        post(
          here,
          cookie,
          [
            ...base,
            [evalKey["Are the product's hazards acceptable for the intended use?"]!, "yes"],
            ["is_approved", "true"],
            ["comment", "Fine in the booth"],
          ],
          { id: String(id) },
        ),
      ),
    );
    expect((await toastOf(done as Response))?.type).toBe("success");
    const evaluations = await t.db.execute<{
      is_basic_form: boolean;
      status: string;
      doc: number | null;
    }>(sql`
      SELECT is_basic_form, status, smartform_document_id AS doc FROM product_request_evaluations
      WHERE company_id = ${DEMO} AND request_id = ${id}`);
    expect(evaluations.rows).toEqual([{ is_basic_form: false, status: "APPROVED", doc: expect.any(Number) }]);
    const after = (await page.loader(get(here, cookie, { id: String(id) }))) as unknown as {
      v2: { answered: { heading: string }[] };
    };
    expect(after.v2.answered).toEqual([expect.objectContaining({ heading: "Evaluation by Eva Evaluator" })]);
  });
});
