import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderSdsPdf } from "../../api/products/sds-pdf";
import { statementsFor } from "../../api/products/statements";
import { createLocalStorage, setStorageForTests } from "../../api/storage";
import type { RequestOperation } from "../../core/chemical-approvals/states";
import { SEED_REQUESTS } from "../../seed/requests";
import {
  ADMIN,
  DEMO,
  NOT_FOUND,
  OTHER,
  OTHER_ADMIN,
  WORKER,
  createHarness,
  locationIdOf,
  type ApiHarness,
} from "./helpers";
import { APPROVER, BASE, EVALUATOR, EVALUATOR2, EVALUATOR3, REQUESTER, REQUESTER2 } from "./approval-support";

/**
 * The chemical approval request API: create, save as draft, submit,
 * GET, the lists, downloads, archive, unarchive, delete, the locations and
 * option lists. Other companies' requests answer 404, users without
 * chemical_approval_request 403, bad input 422 `{ message, errors }`, illegal
 * steps 409 `{ error, message }`.
 */

let h: ApiHarness;
let storageDir: string;
const ids: Record<string, number> = {};
const users: Record<string, number> = {};
const seeded: Record<string, number> = {};

beforeAll(async () => {
  h = await createHarness();
  storageDir = mkdtempSync(join(tmpdir(), "chemsafe-requests-"));
  setStorageForTests(createLocalStorage(storageDir));
  for (const name of [
    "Laboratory 1",
    "Laboratory 2",
    "Building A",
    "Bay 1",
    "Bergen depot",
    "Old laboratory",
    "Flammables cabinet",
    "Quality control lab",
  ]) {
    ids[name] = await locationIdOf(h.db, DEMO, name);
  }
  ids.otherCompany = await locationIdOf(h.db, OTHER, "Paint shop");
  const userRows = await h.db.execute<{ email: string; id: number }>(sql`SELECT email, id FROM users`);
  for (const row of userRows.rows) users[row.email] = row.id;
  const requestRows = await h.db.execute<{ name: string; id: number }>(
    sql`SELECT name, id FROM product_requests WHERE company_id = ${DEMO}`,
  );
  for (const row of requestRows.rows) seeded[row.name] = row.id;
});

afterAll(async () => {
  setStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await h.close();
});

type Json = Record<string, unknown>;
interface RequestView extends Json {
  id: number;
  name: string;
  status: { id: number; code: string; content: string };
  allowed_operations: RequestOperation[];
  attachments: { id: number; file_name: string; size: number; content_type: string }[];
  attached_sds: { filename: string; original: string; size: number | null } | null;
  locations: { id: number; name: string; path: string }[];
  submitted_at: string | null;
  archived: boolean;
}

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`;

async function create(email: string, body: Json) {
  return h.call(email, `${BASE}/draft`, { method: "POST", body });
}

async function createOk(email: string, body: Json): Promise<RequestView> {
  const res = await create(email, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { data: RequestView }).data;
}

const draft = (extra: Json = {}) => ({ name: unique("Draft"), is_draft: true, ...extra });
const submission = (extra: Json = {}) => ({
  name: unique("Submission"),
  is_draft: false,
  location_ids: [ids["Laboratory 1"]],
  ...extra,
});

async function get(email: string, id: number) {
  return h.call(email, `${BASE}/${id}`);
}

async function view(email: string, id: number): Promise<RequestView> {
  const res = await get(email, id);
  expect(res.status).toBe(200);
  return (res.body as { data: RequestView }).data;
}

async function requestCount(): Promise<number> {
  const result = await h.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_requests`);
  return result.rows[0]!.n;
}

async function mails(requestId: number) {
  const result = await h.db.execute<{ to_address: string; kind: string }>(
    sql`SELECT to_address, kind FROM mail_outbox WHERE request_id = ${requestId} ORDER BY to_address`,
  );
  return result.rows;
}

async function upload(
  email: string,
  kind: string,
  bytes: Uint8Array,
  name: string,
  type = "application/pdf",
) {
  const form = new FormData();
  form.append("kind", kind);
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  const response = await h.api.request("/api/chemical-approval/v1/uploads", {
    method: "POST",
    headers: await h.headersFor(email),
    body: form,
  });
  const body = (await response.json()) as { data: { token: string; file_name: string; size: number } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data;
}

async function acetonePdf(): Promise<Uint8Array> {
  return renderSdsPdf({
    key: "SDS-UPLOAD01",
    productName: "Acetone",
    supplier: "Test Chemicals AS",
    articleNo: null,
    areaOfUse: null,
    languageCode: "en",
    marketCode: "GB",
    version: "1.0",
    dateIssue: "2025-03-14",
    casNo: "67-64-1",
    ecNo: null,
    unNo: "1090",
    signalWord: "Danger",
    pictograms: ["GHS02", "GHS07"],
    hazardStatements: statementsFor(["H225", "H319", "H336"], 4),
    precautionaryStatements: statementsFor(["P210", "P305+P351+P338"], 4),
    substances: [],
    storageClass: "3",
    physical: null,
  });
}

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
  8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

async function fileKeys(requestId: number): Promise<string[]> {
  const result = await h.db.execute<{ key: string }>(sql`
    SELECT attached_sds_key AS key FROM product_requests WHERE id = ${requestId} AND attached_sds_key IS NOT NULL
    UNION ALL SELECT file_key FROM product_request_attachments WHERE request_id = ${requestId}`);
  return result.rows.map((row) => row.key);
}

const stored = (key: string) => existsSync(join(storageDir, key));

describe("permissions and isolation", () => {
  it("answers 403 to a user without chemical_approval_request on every operation", async () => {
    const id = seeded["Citric acid monohydrate"]!;
    const calls: [string, string, Json?][] = [
      ["POST", `${BASE}/draft`, draft()],
      ["POST", BASE, { scope: "mine" }],
      ["GET", `${BASE}/${id}`],
      ["PUT", `${BASE}/${id}/draft`, draft()],
      ["PUT", `${BASE}/${id}`, submission()],
      ["PUT", `${BASE}/${id}/archive`],
      ["PUT", `${BASE}/${id}/unarchive`],
      ["DELETE", `${BASE}/${id}`],
      ["GET", `${BASE}/${id}/download-attachment`],
      ["GET", `${BASE}/${id}/download-attachment/1`],
      ["GET", "/api/chemical-approval/v1/locations"],
      ["GET", "/api/chemical-approval/v1/options/frequencies"],
      ["GET", "/api/chemical-approval/v1/options/ppe"],
      ["GET", "/api/chemical-approval/v1/options/env-exposures"],
      ["POST", "/api/chemical-approval/v1/uploads", {}],
    ];
    const before = await requestCount();
    for (const [method, path, body] of calls) {
      const res = await h.call(WORKER, path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ message: "Permission denied" });
    }
    expect(await requestCount()).toBe(before);
    expect((await view(REQUESTER, id)).archived).toBe(false);
  });

  it("answers 404 to another company for every operation on a request, and changes nothing", async () => {
    const id = seeded["Citric acid monohydrate"]!;
    const calls: [string, string, Json?][] = [
      ["GET", `${BASE}/${id}`],
      ["PUT", `${BASE}/${id}/draft`, draft()],
      ["PUT", `${BASE}/${id}`, submission({ location_ids: [ids.otherCompany] })],
      ["PUT", `${BASE}/${id}/archive`],
      ["PUT", `${BASE}/${id}/unarchive`],
      ["DELETE", `${BASE}/${id}`],
      ["GET", `${BASE}/${id}/download-attachment`],
      ["GET", `${BASE}/${id}/download-attachment/1`],
    ];
    for (const [method, path, body] of calls) {
      const res = await h.call(OTHER_ADMIN, path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    const after = await view(REQUESTER, id);
    expect(after).toMatchObject({
      name: "Citric acid monohydrate",
      archived: false,
      status: { code: "DRAFT" },
    });
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const path of [`${BASE}/999999`, `${BASE}/abc`, `${BASE}/0`, `${BASE}/99999999999`]) {
      expect((await h.call(REQUESTER, path)).status, path).toBe(404);
    }
  });

  it("hides a request from users who are neither requester, admin, board member nor evaluator", async () => {
    const mine = await createOk(REQUESTER, draft({ location_ids: [ids["Laboratory 1"]] }));
    // requester2@ has the flag but no role on it.
    expect((await get(REQUESTER2, mine.id)).status).toBe(404);
    expect((await h.call(REQUESTER2, `${BASE}/${mine.id}/archive`, { method: "PUT" })).status).toBe(404);
    expect((await h.call(REQUESTER2, `${BASE}/${mine.id}`, { method: "DELETE" })).status).toBe(404);
    // Board members of any board, approval admins and the requester see it.
    for (const email of [REQUESTER, EVALUATOR, EVALUATOR3, APPROVER, ADMIN]) {
      expect((await get(email, mine.id)).status, email).toBe(200);
    }
  });

  it("answers 403 to board members who change someone else's request", async () => {
    const mine = await createOk(REQUESTER, draft({ location_ids: [ids["Laboratory 1"]] }));
    for (const [method, path, body] of [
      ["PUT", `${BASE}/${mine.id}/draft`, draft()],
      ["PUT", `${BASE}/${mine.id}`, submission()],
      ["PUT", `${BASE}/${mine.id}/archive`, undefined],
      ["DELETE", `${BASE}/${mine.id}`, undefined],
    ] as const) {
      const res = await h.call(EVALUATOR, path, { method, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ message: "Permission denied" });
    }
    expect((await view(REQUESTER, mine.id)).status.code).toBe("DRAFT");
  });
});

describe("POST /draft", () => {
  it("creates a draft with only a name; the caller is the requester", async () => {
    const name = unique("Ethyl acetate");
    const created = await createOk(REQUESTER, { name, is_draft: true });
    expect(created).toMatchObject({
      name,
      company_id: DEMO,
      requester: { id: users[REQUESTER], name: "Rita Requester" },
      status: { id: 1, code: "DRAFT", content: "Draft" },
      board_group: null,
      conclusion: null,
      locations: [],
      location: null,
      evaluations: [],
      attachments: [],
      attached_sds: null,
      submitted_at: null,
      archived: false,
      ppes: [],
      env_exposures: [],
      indoor_usage: false,
      product_id: null,
      msds_key: null,
    });
    expect(new Set(created.allowed_operations)).toEqual(
      new Set(["view", "save_draft", "submit", "archive", "delete"]),
    );
    expect(await mails(created.id)).toEqual([]);
  });

  it("stores every field, cleaned, and shows it back", async () => {
    const created = await createOk(REQUESTER, {
      name: "  Acetone\u0000 HPLC\u0007 grade ",
      synonym: "Propan-2-one",
      supplier: "Merck",
      article_nr: "1.00014",
      cas_nr: "67-64-1",
      location_ids: [ids["Laboratory 2"], ids["Flammables cabinet"]],
      sds_market: 4,
      sds_language: "6",
      is_draft: true,
      usage_description: "Rinsing glassware.\r\nSecond line\u0000.",
      indoor_usage: true,
      outdoor_usage: "false",
      desired_start_date_usage: "2026-05-01",
      estimated_annual_usage: "12.5",
      estimated_annual_usage_unit: "L",
      estimated_frequency_of_use: "weekly",
      estimated_use_length: "01:30",
      env_exposures: ["air_emission", "air_emission", "hazardous_waste"],
      handling_description: "Fume cupboard.",
      storage_location: "Flammables cabinet",
      max_amount_stored: 5,
      max_amount_stored_unit: "L",
      max_amount_to_be_ordered: 0,
      waste_location: "Solvent waste",
      waste_handling_description: "Non-halogenated waste.",
      ppes: ["goggles", "chemical_gloves"],
      ppe_type_details: "Butyl gloves.",
      internal_code: "LAB-42",
      is_user_exposure: true,
      estimated_daily_exposure: "00:20",
      additional_comment: "Replaces the old supplier.",
      unknown_field: "ignored",
    });
    expect(created).toMatchObject({
      name: "Acetone HPLC grade",
      synonym: "Propan-2-one",
      supplier: "Merck",
      article_nr: "1.00014",
      cas_nr: "67-64-1",
      sds_market: 4,
      sds_language: 6,
      usage_description: "Rinsing glassware.\nSecond line.",
      indoor_usage: true,
      outdoor_usage: false,
      desired_start_date_usage: "2026-05-01",
      estimated_annual_usage: 12.5,
      estimated_annual_usage_unit: "L",
      estimated_frequency_of_use: "weekly",
      estimated_use_length: "01:30",
      env_exposures: ["air_emission", "hazardous_waste"],
      max_amount_stored: 5,
      max_amount_to_be_ordered: 0,
      max_amount_to_be_ordered_unit: null,
      ppes: ["goggles", "chemical_gloves"],
      internal_code: "LAB-42",
      is_user_exposure: true,
      estimated_daily_exposure: "00:20",
    });
    expect(created.locations.map((l) => l.name).sort()).toEqual(["Flammables cabinet", "Laboratory 2"]);
    const lab2 = created.locations.find((l) => l.name === "Laboratory 2")!;
    expect(lab2).toEqual({
      id: ids["Laboratory 2"],
      name: "Laboratory 2",
      path: "Oslo plant › Building A › Laboratory 2",
    });
    expect(created.location).toEqual(created.locations[0]);
    expect(created).not.toHaveProperty("unknown_field");
  });

  it("submits with is_draft false: NEW, submitted_at, a mail to each member of the locations' board", async () => {
    const created = await createOk(
      REQUESTER,
      submission({ location_ids: [ids["Laboratory 1"], ids["Flammables cabinet"]] }),
    );
    expect(created.status).toEqual({ id: 2, code: "NEW", content: "Submitted" });
    expect(created.submitted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await mails(created.id)).toEqual([
      { to_address: EVALUATOR2, kind: "approval.submitted" },
      { to_address: EVALUATOR, kind: "approval.submitted" },
    ]);
    // The board members may start the evaluation; the requester may still change or delete it.
    expect((await view(EVALUATOR, created.id)).allowed_operations).toEqual(["view", "start_evaluation"]);
    expect(new Set((await view(REQUESTER, created.id)).allowed_operations)).toEqual(
      new Set(["view", "submit", "delete"]),
    );
  });

  it("mails nobody when the locations have no board or several boards", async () => {
    const tankFarm = await locationIdOf(h.db, DEMO, "Tank farm");
    const none = await createOk(REQUESTER, submission({ location_ids: [tankFarm] }));
    expect(none.status.code).toBe("NEW");
    expect(await mails(none.id)).toEqual([]);
    const two = await createOk(REQUESTER, submission({ location_ids: [ids["Laboratory 1"], ids["Bay 1"]] }));
    expect(await mails(two.id)).toEqual([]);
  });

  describe("answers 422 with the field's message and saves nothing", () => {
    const cases: [string, Json, Record<string, string[]>][] = [
      ["no name", { is_draft: true }, { name: ["Field is required"] }],
      ["an empty name", { name: " \u0000 ", is_draft: true }, { name: ["Field is required"] }],
      [
        "no locations when submitting",
        { name: "X", is_draft: false },
        { location_ids: ["Field is required"] },
      ],
      [
        "a wrong CAS check digit",
        { name: "X", is_draft: true, cas_nr: "67-64-2" },
        { cas_nr: ["Wrong format"] },
      ],
      [
        "a CAS number of a wrong shape",
        { name: "X", is_draft: true, cas_nr: "1234-5-6" },
        { cas_nr: ["Wrong format"] },
      ],
      [
        "an amount without unit",
        { name: "X", is_draft: true, estimated_annual_usage: 3 },
        { estimated_annual_usage_unit: ["Field is required"] },
      ],
      [
        "a stored amount without unit",
        { name: "X", is_draft: true, max_amount_stored: "1" },
        { max_amount_stored_unit: ["Field is required"] },
      ],
      [
        "an ordered amount without unit",
        { name: "X", is_draft: true, max_amount_to_be_ordered: 7 },
        { max_amount_to_be_ordered_unit: ["Field is required"] },
      ],
      [
        "a use length not hh:mm",
        { name: "X", is_draft: true, estimated_use_length: "1:30" },
        { estimated_use_length: ["Wrong format"] },
      ],
      [
        "user exposure without daily exposure",
        { name: "X", is_draft: true, is_user_exposure: true },
        { estimated_daily_exposure: ["Field is required"] },
      ],
      [
        "a daily exposure not hh:mm",
        { name: "X", is_draft: true, estimated_daily_exposure: "15 min" },
        { estimated_daily_exposure: ["Wrong format"] },
      ],
      ["an unknown market", { name: "X", is_draft: true, sds_market: 999 }, { sds_market: ["Wrong format"] }],
      [
        "an unknown language",
        { name: "X", is_draft: true, sds_language: 42 },
        { sds_language: ["Wrong format"] },
      ],
      ["an unknown PPE code", { name: "X", is_draft: true, ppes: ["helmet"] }, { ppes: ["Wrong format"] }],
      [
        "an unknown attached SDS token",
        { name: "X", is_draft: true, attached_sds_token: "0123456789abcdef0123456789abcdef" },
        { attached_sds: ["The uploaded file is unknown or has expired. Choose the file again."] },
      ],
      [
        "a malformed attachment token",
        { name: "X", is_draft: true, attachment_tokens: ["../../etc/passwd"] },
        { attachments: ["The uploaded file is unknown or has expired. Choose the file again."] },
      ],
      [
        "removing attachments of a new request",
        { name: "X", is_draft: true, remove_attachment_ids: [1] },
        { attachments: ["This request has no such attachment."] },
      ],
    ];
    it.each(cases)("%s", async (_label, body, errors) => {
      const before = await requestCount();
      const res = await create(REQUESTER, body);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message: "The given data was invalid.", errors });
      expect(await requestCount()).toBe(before);
    });

    it("an SDS token: supplier, market and language become required when submitting", async () => {
      const token = (await upload(REQUESTER, "sds", await acetonePdf(), "acetone.pdf")).token;
      const res = await create(REQUESTER, submission({ attached_sds_token: token }));
      expect(res.status).toBe(422);
      expect((res.body as { errors: Json }).errors).toEqual({
        supplier: ["Field is required"],
        sds_market: ["Field is required"],
        sds_language: ["Field is required"],
      });
      // The token was not consumed: the corrected form uses it.
      const fixed = await createOk(
        REQUESTER,
        submission({ attached_sds_token: token, supplier: "Merck", sds_market: 4, sds_language: 4 }),
      );
      expect(fixed.attached_sds).toMatchObject({ filename: "acetone.pdf", original: "acetone.pdf" });
    });

    it("locations of another company and archived ones", async () => {
      const res = await create(
        REQUESTER,
        submission({ location_ids: [ids.otherCompany, ids["Old laboratory"]] }),
      );
      expect(res.status).toBe(422);
      expect((res.body as { errors: Json }).errors).toEqual({
        location_ids: [`Unknown location: ${ids.otherCompany}.`, "Old laboratory is archived."],
      });
    });

    it("every problem at once", async () => {
      const res = await create(REQUESTER, {
        name: "",
        is_draft: false,
        cas_nr: "67-64-2",
        estimated_use_length: "x",
      });
      expect(Object.keys((res.body as { errors: Json }).errors).sort()).toEqual([
        "cas_nr",
        "estimated_use_length",
        "location_ids",
        "name",
      ]);
    });

    it("unknown files together with the other problems", async () => {
      const res = await create(REQUESTER, {
        name: "",
        is_draft: true,
        attached_sds_token: "0123456789abcdef0123456789abcdef",
        attachment_tokens: ["fedcba9876543210fedcba9876543210"],
      });
      expect(Object.keys((res.body as { errors: Json }).errors).sort()).toEqual([
        "attached_sds",
        "attachments",
        "name",
      ]);
    });

    it("a body that is not an object", async () => {
      const res = await h.call(REQUESTER, `${BASE}/draft`, { method: "POST", body: ["x"] });
      expect(res.status).toBe(422);
    });
  });

  it("does not accept another user's upload token", async () => {
    const token = (await upload(REQUESTER2, "attachment", PNG, "photo.png", "image/png")).token;
    const res = await create(REQUESTER, draft({ attachment_tokens: [token] }));
    expect(res.status).toBe(422);
    expect((res.body as { errors: Json }).errors).toEqual({
      attachments: ["The uploaded file is unknown or has expired. Choose the file again."],
    });
    // Still requester2's to use.
    const own = await createOk(REQUESTER2, draft({ attachment_tokens: [token] }));
    expect(own.attachments).toHaveLength(1);
  });
});

describe("GET /{id}", () => {
  it("shows a seeded request under evaluation with its evaluations and board", async () => {
    const data = await view(EVALUATOR2, seeded.Dichloromethane!);
    expect(data).toMatchObject({
      name: "Dichloromethane",
      status: { id: 3, code: "UNDER_EVALUATION", content: "Under evaluation" },
      board_group: { name: "Laboratory board" },
      requester: { name: "Rita Requester" },
      cas_nr: "75-09-2",
      locations: [{ name: "Laboratory 1", path: "Oslo plant › Building A › Laboratory 1" }],
    });
    expect(data.evaluations).toEqual([
      expect.objectContaining({
        member: { id: users[EVALUATOR], name: "Erik Evaluator" },
        status: "APPROVED",
        is_approved: true,
      }),
      expect.objectContaining({
        member: { id: users[EVALUATOR2], name: "Elin Evaluator" },
        status: "PENDING",
        is_approved: null,
        comment: null,
        reminded_at: null,
      }),
    ]);
    // Elin's evaluation is pending: she may evaluate (and, as a board member, remind and complete).
    expect(data.allowed_operations).toEqual(["view", "evaluate", "remind", "complete_evaluation"]);
  });

  it("tells each caller what they may do", async () => {
    const dcm = seeded.Dichloromethane!;
    expect((await view(EVALUATOR, dcm)).allowed_operations).toEqual([
      "view",
      "remind",
      "complete_evaluation",
    ]);
    expect((await view(REQUESTER, dcm)).allowed_operations).toEqual(["view", "remind"]);
    expect((await view(APPROVER, dcm)).allowed_operations).toEqual([
      "view",
      "remind",
      "complete_evaluation",
      "reset",
    ]);
    expect((await view(EVALUATOR3, dcm)).allowed_operations).toEqual(["view"]);
    const ready = seeded["Sodium hypochlorite solution 15 %"]!;
    expect((await view(APPROVER, ready)).allowed_operations).toEqual(["view", "conclude", "reset"]);
    const rejected = seeded.Benzene!;
    expect((await view(REQUESTER2, rejected)).allowed_operations).toEqual(["view", "reset", "archive"]);
    expect((await view(REQUESTER2, rejected)).conclusion).toBe("REJECTED");
    const approved = await view(REQUESTER, seeded.Isopropanol!);
    expect(approved.allowed_operations).toEqual(["view", "archive"]);
    expect(approved).toMatchObject({
      conclusion: "APPROVED",
      product_id: expect.any(Number),
      msds_key: expect.stringMatching(/^SDS-/),
    });
  });

  it("hides the remind operation for a while after a reminder", async () => {
    const dcm = seeded.Dichloromethane!;
    await h.db.execute(
      sql`UPDATE product_request_evaluations SET reminded_at = now() WHERE request_id = ${dcm} AND status = 'PENDING'`,
    );
    expect((await view(REQUESTER, dcm)).allowed_operations).toEqual(["view"]);
    await h.db.execute(
      sql`UPDATE product_request_evaluations SET reminded_at = NULL WHERE request_id = ${dcm}`,
    );
  });
});

describe("PUT /{id}/draft", () => {
  it("saves a draft; the body replaces every field and the locations", async () => {
    const created = await createOk(
      REQUESTER,
      draft({ supplier: "Old", location_ids: [ids["Laboratory 1"]], ppes: ["goggles"] }),
    );
    const name = unique("Renamed");
    const res = await h.call(REQUESTER, `${BASE}/${created.id}/draft`, {
      method: "PUT",
      body: { name, location_ids: [ids["Laboratory 2"]], is_draft: false },
    });
    expect(res.status).toBe(200);
    const data = (res.body as { data: RequestView }).data;
    expect(data).toMatchObject({
      name,
      supplier: null,
      ppes: [],
      status: { code: "DRAFT" },
      submitted_at: null,
    });
    expect(data.locations.map((l) => l.id)).toEqual([ids["Laboratory 2"]]);
    expect(Date.parse(data.updated_at as string)).toBeGreaterThanOrEqual(
      Date.parse(created.updated_at as unknown as string),
    );
    expect(await mails(created.id)).toEqual([]);
  });

  it("lets an approval admin save someone's draft", async () => {
    const created = await createOk(REQUESTER, draft());
    const res = await h.call(APPROVER, `${BASE}/${created.id}/draft`, {
      method: "PUT",
      body: draft({ name: "By admin" }),
    });
    expect(res.status).toBe(200);
    expect((res.body as { data: RequestView }).data).toMatchObject({
      name: "By admin",
      requester: { id: users[REQUESTER] },
    });
  });

  it("answers 409 for a submitted, an evaluated and an archived request", async () => {
    const submitted = await createOk(REQUESTER, submission());
    let res = await h.call(REQUESTER, `${BASE}/${submitted.id}/draft`, { method: "PUT", body: draft() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: "not_draft",
      message: "Only a draft can be saved as a draft. This request has been submitted.",
    });
    res = await h.call(REQUESTER, `${BASE}/${seeded.Dichloromethane}/draft`, {
      method: "PUT",
      body: draft(),
    });
    expect(res.status).toBe(409);
    expect((res.body as Json).error).toBe("locked");
    const archived = await createOk(REQUESTER, draft());
    await h.call(REQUESTER, `${BASE}/${archived.id}/archive`, { method: "PUT" });
    res = await h.call(REQUESTER, `${BASE}/${archived.id}/draft`, { method: "PUT", body: draft() });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: "archived", message: "This request is archived. Unarchive it first." });
  });

  it("checks the state before the input: 409 wins over 422", async () => {
    const res = await h.call(REQUESTER, `${BASE}/${seeded.Dichloromethane}/draft`, {
      method: "PUT",
      body: { name: "" },
    });
    expect(res.status).toBe(409);
  });

  it("answers 422 and changes nothing on bad input", async () => {
    const created = await createOk(REQUESTER, draft({ supplier: "Kept" }));
    const res = await h.call(REQUESTER, `${BASE}/${created.id}/draft`, {
      method: "PUT",
      body: { name: "New name", cas_nr: "50-00-1", supplier: "Changed" },
    });
    expect(res.status).toBe(422);
    expect((res.body as { errors: Json }).errors).toEqual({ cas_nr: ["Wrong format"] });
    expect(await view(REQUESTER, created.id)).toMatchObject({ name: created.name, supplier: "Kept" });
  });
});

describe("PUT /{id} (submit)", () => {
  it("submits a draft: NEW, submitted_at, one mail per board member", async () => {
    const created = await createOk(REQUESTER, draft({ location_ids: [ids["Bay 1"]] }));
    const res = await h.call(REQUESTER, `${BASE}/${created.id}`, {
      method: "PUT",
      body: { name: created.name, location_ids: [ids["Bay 1"]], is_draft: true },
    });
    expect(res.status).toBe(200);
    const data = (res.body as { data: RequestView }).data;
    expect(data.status.code).toBe("NEW");
    expect(data.submitted_at).not.toBeNull();
    expect(await mails(created.id)).toEqual([
      { to_address: "evaluator3@demo.test", kind: "approval.submitted" },
      { to_address: "evaluator4@demo.test", kind: "approval.submitted" },
    ]);
    // Updating the submitted request keeps it NEW, keeps submitted_at and mails nobody again.
    const again = await h.call(REQUESTER, `${BASE}/${created.id}`, {
      method: "PUT",
      body: { name: "Changed after submitting", location_ids: [ids["Bay 1"]] },
    });
    expect(again.status).toBe(200);
    const updated = (again.body as { data: RequestView }).data;
    expect(updated).toMatchObject({
      name: "Changed after submitting",
      status: { code: "NEW" },
      submitted_at: data.submitted_at,
    });
    expect(await mails(created.id)).toHaveLength(2);
  });

  it("applies the submit rules to a draft that passed the draft rules", async () => {
    const created = await createOk(REQUESTER, draft());
    const res = await h.call(REQUESTER, `${BASE}/${created.id}`, {
      method: "PUT",
      body: { name: created.name },
    });
    expect(res.status).toBe(422);
    expect((res.body as { errors: Json }).errors).toEqual({ location_ids: ["Field is required"] });
    expect((await view(REQUESTER, created.id)).status.code).toBe("DRAFT");
    expect(await mails(created.id)).toEqual([]);
  });

  it("answers 409 locked for requests under evaluation or concluded, archived for archived ones", async () => {
    for (const name of ["Dichloromethane", "Sodium hypochlorite solution 15 %", "Isopropanol"]) {
      const requester = SEED_REQUESTS.find((r) => r.name === name)!.requester;
      const res = await h.call(requester, `${BASE}/${seeded[name]}`, { method: "PUT", body: submission() });
      expect(res.status, name).toBe(409);
      expect(res.body).toEqual({
        error: "locked",
        message: "This request is being evaluated or has been concluded, so it can no longer be changed.",
      });
    }
  });
});

describe("files of a request", () => {
  it("attaches an SDS (with its facts) and attachments, downloads them, replaces and removes them", async () => {
    const sds = await upload(REQUESTER, "sds", await acetonePdf(), "Acetone SDS (EN).pdf");
    const png = await upload(REQUESTER, "attachment", PNG, "label photo.png", "image/png");
    const text = await upload(
      REQUESTER,
      "attachment",
      new TextEncoder().encode("Æ,Ø,Å\n1,2,3\n"),
      "stock.csv",
      "text/csv",
    );
    const created = await createOk(
      REQUESTER,
      draft({ attached_sds_token: sds.token, attachment_tokens: [png.token, text.token] }),
    );
    expect(created.attached_sds).toEqual({
      filename: "Acetone SDS (EN).pdf",
      original: "Acetone SDS (EN).pdf",
      size: sds.size,
    });
    expect(created.attachments).toEqual([
      {
        id: expect.any(Number),
        file_name: "label photo.png",
        size: PNG.byteLength,
        content_type: "image/png",
      },
      { id: expect.any(Number), file_name: "stock.csv", size: text.size, content_type: "text/csv" },
    ]);
    const facts = await h.db.execute<{ facts: Json }>(
      sql`SELECT attached_sds_facts AS facts FROM product_requests WHERE id = ${created.id}`,
    );
    expect(facts.rows[0]!.facts).toMatchObject({
      hazard_statements: ["H225", "H319", "H336"],
      precautionary_statements: ["P210", "P305+P351+P338"],
      pictograms: ["GHS02", "GHS07"],
      signal_word: "Danger",
      storage_class: "3",
      cas_numbers: ["67-64-1"],
      outcome: "read",
      classification: "classified",
    });
    // The tokens are consumed.
    const pending = await h.db.execute(
      sql`SELECT 1 FROM pending_uploads WHERE token IN (${sds.token}, ${png.token}, ${text.token})`,
    );
    expect(pending.rows).toHaveLength(0);
    expect((await create(REQUESTER, draft({ attachment_tokens: [png.token] }))).status).toBe(422);

    // Downloads: the caller may see it (a board member of any board may too); others get 404.
    const sdsRes = await h.api.request(`${BASE}/${created.id}/download-attachment`, {
      headers: await h.headersFor(EVALUATOR3),
    });
    expect(sdsRes.status).toBe(200);
    expect(sdsRes.headers.get("content-type")).toBe("application/pdf");
    expect(sdsRes.headers.get("content-disposition")).toBe(
      `attachment; filename="Acetone SDS (EN).pdf"; filename*=UTF-8''Acetone%20SDS%20%28EN%29.pdf`,
    );
    expect(sdsRes.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await sdsRes.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(bytes.byteLength).toBe(sds.size);
    const csv = await h.api.request(
      `${BASE}/${created.id}/download-attachment/${created.attachments[1]!.id}`,
      {
        headers: await h.headersFor(REQUESTER),
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toBe("Æ,Ø,Å\n1,2,3\n");
    for (const email of [REQUESTER2, OTHER_ADMIN]) {
      expect((await h.call(email, `${BASE}/${created.id}/download-attachment`)).status, email).toBe(404);
      expect(
        (await h.call(email, `${BASE}/${created.id}/download-attachment/${created.attachments[0]!.id}`))
          .status,
      ).toBe(404);
    }
    // Another request's attachment id under this request: 404.
    const other = await createOk(
      REQUESTER,
      draft({
        attachment_tokens: [(await upload(REQUESTER, "attachment", PNG, "x.png", "image/png")).token],
      }),
    );
    expect(
      (await h.call(REQUESTER, `${BASE}/${created.id}/download-attachment/${other.attachments[0]!.id}`))
        .status,
    ).toBe(404);

    // Replace the SDS and remove the PNG: their files are removed after the commit.
    const [oldSdsKey, pngKey, csvKey] = await fileKeys(created.id);
    expect([oldSdsKey, pngKey, csvKey].every((key) => stored(key!))).toBe(true);
    const newSds = await upload(REQUESTER, "sds", await acetonePdf(), "new.pdf");
    const saved = await h.call(REQUESTER, `${BASE}/${created.id}/draft`, {
      method: "PUT",
      body: draft({
        name: created.name,
        attached_sds_token: newSds.token,
        remove_attachment_ids: [created.attachments[0]!.id],
      }),
    });
    expect(saved.status).toBe(200);
    const after = (saved.body as { data: RequestView }).data;
    expect(after.attached_sds?.filename).toBe("new.pdf");
    expect(after.attachments.map((a) => a.file_name)).toEqual(["stock.csv"]);
    expect(stored(oldSdsKey!)).toBe(false);
    expect(stored(pngKey!)).toBe(false);
    expect(stored(csvKey!)).toBe(true);

    // Removing the SDS clears it and its facts; a save without file fields keeps the files.
    const kept = await h.call(REQUESTER, `${BASE}/${created.id}/draft`, {
      method: "PUT",
      body: draft({ name: created.name }),
    });
    expect((kept.body as { data: RequestView }).data.attached_sds?.filename).toBe("new.pdf");
    const removed = await h.call(REQUESTER, `${BASE}/${created.id}/draft`, {
      method: "PUT",
      body: draft({ name: created.name, remove_attached_sds: true }),
    });
    expect((removed.body as { data: RequestView }).data.attached_sds).toBeNull();
    expect((await h.call(REQUESTER, `${BASE}/${created.id}/download-attachment`)).status).toBe(404);
    const cleared = await h.db.execute<{ facts: unknown }>(
      sql`SELECT attached_sds_facts AS facts FROM product_requests WHERE id = ${created.id}`,
    );
    expect(cleared.rows[0]!.facts).toBeNull();
  });

  it("keeps an attached SDS when submitting, so supplier, market and language are required", async () => {
    const sds = await upload(REQUESTER, "sds", await acetonePdf(), "a.pdf");
    const created = await createOk(REQUESTER, draft({ attached_sds_token: sds.token }));
    const res = await h.call(REQUESTER, `${BASE}/${created.id}`, {
      method: "PUT",
      body: submission({ name: created.name }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as { errors: Json }).errors).sort()).toEqual([
      "sds_language",
      "sds_market",
      "supplier",
    ]);
    // Without the SDS the same submission passes.
    const ok = await h.call(REQUESTER, `${BASE}/${created.id}`, {
      method: "PUT",
      body: submission({ name: created.name, remove_attached_sds: true }),
    });
    expect(ok.status).toBe(200);
  });

  it("does not take an attachment upload as the SDS unless it is a PDF", async () => {
    const png = await upload(REQUESTER, "attachment", PNG, "a.png", "image/png");
    const res = await create(REQUESTER, draft({ attached_sds_token: png.token }));
    expect(res.status).toBe(422);
    expect((res.body as { errors: Json }).errors).toEqual({
      attached_sds: ["The safety data sheet must be a PDF file."],
    });
  });

  it("limits a request to 10 attachments and refuses the same token twice", async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 11; i++)
      tokens.push((await upload(REQUESTER, "attachment", PNG, `p${i}.png`, "image/png")).token);
    let res = await create(REQUESTER, draft({ attachment_tokens: tokens }));
    expect(res.status).toBe(422);
    expect((res.body as { errors: Json }).errors).toEqual({ attachments: ["At most 10 items."] });
    const created = await createOk(REQUESTER, draft({ attachment_tokens: tokens.slice(0, 10) }));
    res = await h.call(REQUESTER, `${BASE}/${created.id}/draft`, {
      method: "PUT",
      body: draft({ name: created.name, attachment_tokens: [tokens[10]] }),
    });
    expect(res.status).toBe(422);
    res = await h.call(REQUESTER, `${BASE}/${created.id}/draft`, {
      method: "PUT",
      body: draft({
        name: created.name,
        attachment_tokens: [tokens[10]],
        remove_attachment_ids: [created.attachments[0]!.id],
      }),
    });
    expect(res.status).toBe(200);
    const twice = (await upload(REQUESTER, "attachment", PNG, "t.png", "image/png")).token;
    res = await create(REQUESTER, draft({ attachment_tokens: [twice, twice] }));
    expect(res.status).toBe(422);
    expect((res.body as { errors: Json }).errors).toEqual({
      attachments: ["The same uploaded file was given twice."],
    });
  });

  it("answers 422 for removing another request's attachment", async () => {
    const a = await createOk(
      REQUESTER,
      draft({
        attachment_tokens: [(await upload(REQUESTER, "attachment", PNG, "a.png", "image/png")).token],
      }),
    );
    const b = await createOk(REQUESTER, draft());
    const res = await h.call(REQUESTER, `${BASE}/${b.id}/draft`, {
      method: "PUT",
      body: draft({ name: b.name, remove_attachment_ids: [a.attachments[0]!.id] }),
    });
    expect(res.status).toBe(422);
    expect((await view(REQUESTER, a.id)).attachments).toHaveLength(1);
  });
});

describe("archive, unarchive and delete", () => {
  it("archives and unarchives a draft; 409 when it is already so", async () => {
    const created = await createOk(REQUESTER, draft());
    let res = await h.call(REQUESTER, `${BASE}/${created.id}/archive`, { method: "PUT" });
    expect(res.status).toBe(200);
    expect((res.body as { data: RequestView }).data).toMatchObject({ archived: true });
    expect((res.body as { data: RequestView }).data.allowed_operations).toEqual([
      "view",
      "unarchive",
      "delete",
    ]);
    res = await h.call(REQUESTER, `${BASE}/${created.id}/archive`, { method: "PUT" });
    expect(res.status).toBe(409);
    expect((res.body as Json).error).toBe("archived");
    res = await h.call(REQUESTER, `${BASE}/${created.id}/unarchive`, { method: "PUT" });
    expect(res.status).toBe(200);
    expect((res.body as { data: RequestView }).data.archived).toBe(false);
    res = await h.call(REQUESTER, `${BASE}/${created.id}/unarchive`, { method: "PUT" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: "not_archived", message: "This request is not archived." });
  });

  it("archives concluded requests but not submitted or evaluated ones", async () => {
    const submitted = await createOk(REQUESTER, submission());
    let res = await h.call(REQUESTER, `${BASE}/${submitted.id}/archive`, { method: "PUT" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: "not_archivable",
      message: "Only drafts and concluded requests can be archived.",
    });
    res = await h.call(APPROVER, `${BASE}/${seeded.Dichloromethane}/archive`, { method: "PUT" });
    expect((res.body as Json).error).toBe("not_archivable");
    res = await h.call(REQUESTER2, `${BASE}/${seeded.Benzene}/archive`, { method: "PUT" });
    expect(res.status).toBe(200);
    res = await h.call(REQUESTER2, `${BASE}/${seeded.Benzene}/unarchive`, { method: "PUT" });
    expect(res.status).toBe(200);
  });

  it("deletes a draft with its rows and files; the id is gone", async () => {
    const sds = await upload(REQUESTER, "sds", await acetonePdf(), "d.pdf");
    const att = await upload(REQUESTER, "attachment", PNG, "d.png", "image/png");
    const created = await createOk(
      REQUESTER,
      draft({
        attached_sds_token: sds.token,
        attachment_tokens: [att.token],
        location_ids: [ids["Laboratory 1"]],
      }),
    );
    const keys = await fileKeys(created.id);
    expect(keys).toHaveLength(2);
    const res = await h.call(REQUESTER, `${BASE}/${created.id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id: created.id } });
    expect((await get(REQUESTER, created.id)).status).toBe(404);
    for (const key of keys) expect(stored(key)).toBe(false);
    const rows = await h.db.execute(sql`
      SELECT 1 FROM product_request_locations WHERE request_id = ${created.id}
      UNION ALL SELECT 1 FROM product_request_attachments WHERE request_id = ${created.id}`);
    expect(rows.rows).toHaveLength(0);
    expect((await h.call(REQUESTER, `${BASE}/${created.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("deletes a submitted request, not one under evaluation or concluded", async () => {
    const submitted = await createOk(REQUESTER, submission());
    expect((await h.call(APPROVER, `${BASE}/${submitted.id}`, { method: "DELETE" })).status).toBe(200);
    for (const name of ["Dichloromethane", "Isopropanol"]) {
      const res = await h.call(APPROVER, `${BASE}/${seeded[name]}`, { method: "DELETE" });
      expect(res.status, name).toBe(409);
      expect(res.body).toEqual({
        error: "not_deletable",
        message: "Only drafts and requests not yet under evaluation can be deleted.",
      });
    }
  });
});

describe("POST / (the lists)", () => {
  type ListBody = {
    data: { id: number; name: string; status: { code: string }; updated_at: string }[];
    meta: { total: number; page: number; limit: number };
  };
  const list = async (email: string, body: Json) => h.call(email, BASE, { method: "POST", body });
  const listOk = async (email: string, body: Json) => {
    const res = await list(email, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as ListBody;
  };

  it("mine: only the caller's requests, newest change first, with the row's details", async () => {
    const first = await createOk(REQUESTER2, draft({ location_ids: [ids["Bay 1"]], cas_nr: "64-17-5" }));
    const second = await createOk(REQUESTER2, submission({ location_ids: [ids["Bay 1"]] }));
    const body = await listOk(REQUESTER2, { scope: "mine" });
    expect(
      body.data.every(
        (row) => (row as unknown as { requester: { id: number } }).requester.id === users[REQUESTER2],
      ),
    ).toBe(true);
    const positions = body.data.map((row) => row.id);
    expect(positions.indexOf(second.id)).toBeLessThan(positions.indexOf(first.id));
    const row = body.data.find((r) => r.id === first.id)!;
    expect(row).toEqual({
      id: first.id,
      name: first.name,
      cas_nr: "64-17-5",
      status: { id: 1, code: "DRAFT", content: "Draft" },
      requester: { id: users[REQUESTER2], name: "Rune Requester" },
      locations: [{ id: ids["Bay 1"], name: "Bay 1" }],
      board_group: null,
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      submitted_at: null,
      archived: false,
      my_evaluation: null,
      pending_evaluations: 0,
    });
    for (let i = 1; i < body.data.length; i++) {
      expect(Date.parse(body.data[i - 1]!.updated_at)).toBeGreaterThanOrEqual(
        Date.parse(body.data[i]!.updated_at),
      );
    }
    expect(body.meta).toEqual({ total: body.data.length, page: 1, limit: 20 });
  });

  it("to_evaluate: the requests with the caller's pending evaluation", async () => {
    const body = await listOk(EVALUATOR2, { scope: "to_evaluate" });
    const row = body.data.find((r) => r.id === seeded.Dichloromethane)!;
    expect(row).toMatchObject({
      board_group: { name: "Laboratory board" },
      my_evaluation: { status: "PENDING" },
      pending_evaluations: 1,
    });
    expect(body.data.map((r) => r.name)).not.toContain("Sodium hypochlorite solution 15 %");
    expect((await listOk(EVALUATOR, { scope: "to_evaluate" })).data.map((r) => r.id)).not.toContain(
      seeded.Dichloromethane,
    );
    expect((await listOk(REQUESTER, { scope: "to_evaluate" })).meta.total).toBe(0);
  });

  it("all: approval admins and board members; others 403", async () => {
    const admin = await listOk(APPROVER, { scope: "all", limit: 100 });
    expect(admin.meta.total).toBeGreaterThanOrEqual(SEED_REQUESTS.length);
    const names = admin.data.map((r) => r.name);
    for (const seed of SEED_REQUESTS) expect(names).toContain(seed.name);
    expect((await listOk(EVALUATOR3, { scope: "all" })).meta.total).toBe(admin.meta.total);
    const res = await list(REQUESTER, { scope: "all" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Permission denied" });
    // Another company sees none of Demo Chemicals' requests.
    expect((await listOk(OTHER_ADMIN, { scope: "all" })).meta.total).toBe(0);
  });

  it("filters by status, location subtree, name or CAS, and archived", async () => {
    const statuses = await listOk(APPROVER, { scope: "all", status: ["APPROVED", "REJECTED"], limit: 100 });
    expect(new Set(statuses.data.map((r) => r.status.code))).toEqual(new Set(["APPROVED", "REJECTED"]));
    const building = await listOk(APPROVER, { scope: "all", location_id: ids["Building A"], limit: 100 });
    const names = building.data.map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining(["Dichloromethane", "Isopropanol", "Sodium hypochlorite solution 15 %"]),
    );
    expect(names).not.toContain("Brake cleaner spray");
    const depot = await listOk(APPROVER, { scope: "all", location_id: ids["Bergen depot"], limit: 100 });
    expect(depot.data.map((r) => r.name)).toContain("Brake cleaner spray");
    expect(depot.data.map((r) => r.name)).not.toContain("Dichloromethane");
    expect((await listOk(APPROVER, { scope: "all", location_id: 2_000_000_000 })).meta.total).toBe(0);

    expect((await listOk(APPROVER, { scope: "all", search: "CHLORO" })).data.map((r) => r.name)).toEqual(
      expect.arrayContaining(["Dichloromethane"]),
    );
    expect((await listOk(APPROVER, { scope: "all", search: "75-09-2" })).data.map((r) => r.name)).toEqual([
      "Dichloromethane",
    ]);
    // LIKE's own characters are matched literally.
    expect((await listOk(APPROVER, { scope: "all", search: "%" })).data.map((r) => r.name)).toEqual([
      "Sodium hypochlorite solution 15 %",
    ]);
    expect((await listOk(APPROVER, { scope: "all", search: "_" })).meta.total).toBe(0);
    expect((await listOk(APPROVER, { scope: "all", search: "  " })).meta.total).toBe(
      (await listOk(APPROVER, { scope: "all" })).meta.total,
    );

    const archived = await createOk(APPROVER, draft({ name: unique("Archived one") }));
    await h.call(APPROVER, `${BASE}/${archived.id}/archive`, { method: "PUT" });
    const archivedList = await listOk(APPROVER, { scope: "mine", archived: true });
    expect(archivedList.data.map((r) => r.id)).toEqual([archived.id]);
    expect((await listOk(APPROVER, { scope: "mine" })).data.map((r) => r.id)).not.toContain(archived.id);
  });

  it("pages with a total", async () => {
    const all = await listOk(APPROVER, { scope: "all", limit: 100 });
    const page1 = await listOk(APPROVER, { scope: "all", limit: 2, page: 1 });
    const page2 = await listOk(APPROVER, { scope: "all", limit: 2, page: 2 });
    expect(page1.meta).toEqual({ total: all.meta.total, page: 1, limit: 2 });
    expect([...page1.data, ...page2.data].map((r) => r.id)).toEqual(all.data.slice(0, 4).map((r) => r.id));
    const beyond = await listOk(APPROVER, { scope: "all", limit: 100, page: 1000 });
    expect(beyond).toEqual({ data: [], meta: { total: all.meta.total, page: 1000, limit: 100 } });
  });

  it("answers 422 for a bad filter", async () => {
    for (const body of [
      {},
      { scope: "everything" },
      { scope: "mine", limit: 101 },
      { scope: "mine", limit: 0 },
      { scope: "mine", page: 0 },
      { scope: "mine", status: ["DONE"] },
      { scope: "mine", location_id: "x" },
      { scope: "mine", search: "x".repeat(201) },
      { scope: "mine", extra: 1 },
    ]) {
      const res = await list(REQUESTER, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toMatchObject({ message: "The given data was invalid.", errors: expect.any(Object) });
    }
  });
});

describe("GET /chemical-approval/v1/locations", () => {
  type Location = {
    id: number;
    name: string;
    path: string;
    board_group: { id: number; name: string } | null;
  };
  const locations = async (query = "") => {
    const res = await h.call(REQUESTER, `/api/chemical-approval/v1/locations${query}`);
    expect(res.status).toBe(200);
    return (res.body as { data: Location[] }).data;
  };

  it("lists the company's locations that are not archived, in path order, with the board of each", async () => {
    const data = await locations();
    const paths = data.map((l) => l.path);
    expect(paths).not.toContain("Oslo plant › Building A › Old laboratory");
    expect(data.some((l) => l.name === "Paint shop")).toBe(false);
    expect(paths.slice(0, 3)).toEqual([
      "Bergen depot",
      "Bergen depot › Loading dock",
      "Bergen depot › Loading dock › Returns area",
    ]);
    expect(paths.indexOf("Oslo plant")).toBeLessThan(paths.indexOf("Oslo plant › Building A"));
    expect(paths.indexOf("Oslo plant › Building A › Quality control lab › Sample fridge")).toBeLessThan(
      paths.indexOf("Oslo plant › Building B"),
    );
    expect(new Set(paths).size).toBe(paths.length);
    const lab1 = data.find((l) => l.name === "Laboratory 1")!;
    expect(lab1).toEqual({
      id: ids["Laboratory 1"],
      name: "Laboratory 1",
      path: "Oslo plant › Building A › Laboratory 1",
      board_group: { id: expect.any(Number), name: "Laboratory board" },
    });
    expect(data.find((l) => l.name === "Bay 1")!.board_group?.name).toBe("Depot board");
    expect(data.find((l) => l.name === "Tank farm")!.board_group).toBeNull();
  });

  it("searches by part of the name, with paths and boards", async () => {
    const data = await locations("?search=LABORATORY");
    expect(data.map((l) => l.name)).toEqual(["Laboratory 1", "Laboratory 2"]);
    expect(data[0]).toMatchObject({
      path: "Oslo plant › Building A › Laboratory 1",
      board_group: { name: "Laboratory board" },
    });
    expect(await locations("?search=%25")).toEqual([]);
  });

  it("is the other company's own list for the other company", async () => {
    const res = await h.call(OTHER_ADMIN, "/api/chemical-approval/v1/locations");
    expect((res.body as { data: Location[] }).data.map((l) => l.path)).toEqual([
      "Leeds works",
      "Leeds works › Paint shop",
      "Leeds works › Store room",
    ]);
  });
});

describe("GET /chemical-approval/v1/options/*", () => {
  it.each([
    ["frequencies", { id: "daily", name: "Daily" }, 7],
    ["ppe", { id: "goggles", name: "Chemical splash goggles (EN 166)" }, 13],
    ["env-exposures", { id: "none", name: "No environmental exposure" }, 8],
  ])("%s: codes with English names", async (kind, example, count) => {
    const res = await h.call(REQUESTER, `/api/chemical-approval/v1/options/${kind}`);
    expect(res.status).toBe(200);
    const data = (res.body as { data: { id: string; name: string }[] }).data;
    expect(data).toHaveLength(count);
    expect(data).toContainEqual(example);
    for (const option of data) expect(option.name).not.toBe(option.id);
  });
});
