import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFLICT_MESSAGES, type ConflictCode } from "../../core/chemical-approvals/states";
import type { RequestStatus } from "../../core/chemical-approvals/request-rules";
import { renderSdsPdf } from "../../api/products/sds-pdf";
import { createLocalStorage, getStorage, setStorageForTests } from "../../api/storage";
import {
  createHarness,
  DEMO,
  locationIdOf,
  NOT_FOUND,
  OTHER,
  OTHER_ADMIN,
  WORKER,
  type ApiHarness,
} from "./helpers";
import {
  addRequestLocations,
  APPROVER,
  BASE,
  clearBoardsOfLocations,
  createBoard,
  EVALUATOR,
  EVALUATOR2,
  EVALUATOR3,
  EVALUATOR4,
  PERMISSION_DENIED,
  REQUESTER,
  REQUESTER2,
  userIdsByEmail,
} from "./approval-support";

/**
 * The decision flow of chemical approval requests (decision 018,
 * docs/chemical-approvals.md): start the evaluation, submit an evaluation,
 * complete, remind, conclude (approving puts the product into the library)
 * and reset. Requests and boards are made in SQL in this file's own database
 * (the seeded boards are cleared from the locations first, so the test does
 * not depend on them): "Flow lab board" (evaluator@, evaluator2@) covers
 * Building A, "Flow depot board" (evaluator3@, evaluator4@) covers Bergen
 * depot.
 */

let h: ApiHarness;
let storageDir: string;

let userId: (email: string) => number;
const locationId = (name: string) => locationIdOf(h.db, DEMO, name);

let labBoard: number;
let depotBoard: number;

const createBoardOf = (name: string, locations: string[], members: string[]) =>
  createBoard(h.db, name, locations, members.map(userId));

beforeAll(async () => {
  h = await createHarness();
  storageDir = mkdtempSync(join(tmpdir(), "chemsafe-approval-flow-"));
  setStorageForTests(createLocalStorage(storageDir));
  userId = await userIdsByEmail(h.db);
  // Independent of the seeded boards: no location names one, then this file's own two.
  await clearBoardsOfLocations(h.db);
  labBoard = await createBoardOf("Flow lab board", ["Building A"], [EVALUATOR, EVALUATOR2]);
  depotBoard = await createBoardOf("Flow depot board", ["Bergen depot"], [EVALUATOR3, EVALUATOR4]);
});

afterAll(async () => {
  setStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await h.close();
});

interface RequestSpec {
  name?: string;
  requester?: string;
  status?: RequestStatus;
  archived?: boolean;
  locations?: string[];
  companyId?: number;
  supplier?: string | null;
  articleNr?: string | null;
  casNr?: string | null;
  sdsLanguage?: number | null;
  sdsMarket?: number | null;
  /** Bytes of the attached SDS, stored under a request key; null: no attached SDS. */
  attachedSds?: Uint8Array | null;
  facts?: Record<string, unknown> | null;
}

let requestCounter = 0;

/** A request made directly in SQL (the flow under test starts from there). */
async function createRequest(spec: RequestSpec = {}): Promise<number> {
  const companyId = spec.companyId ?? DEMO;
  const requester = spec.requester ?? (companyId === DEMO ? REQUESTER : OTHER_ADMIN);
  let attachedKey: string | null = null;
  if (spec.attachedSds) {
    attachedKey = `requests/${companyId}/flow-test-${++requestCounter}-${Date.now()}.pdf`;
    await getStorage().put(attachedKey, spec.attachedSds, { contentType: "application/pdf" });
  }
  const created = await h.db.execute<{ id: number }>(sql`
    INSERT INTO product_requests (company_id, requester_id, status, archived, name, supplier, article_nr, cas_nr,
      sds_language, sds_market, attached_sds_key, attached_sds_name, attached_sds_size, attached_sds_facts,
      submitted_at)
    VALUES (${companyId}, ${userId(requester)}, ${spec.status ?? "NEW"}, ${spec.archived ?? false},
      ${spec.name ?? `Flow request ${++requestCounter}`}, ${spec.supplier === undefined ? "Flow Chemicals AS" : spec.supplier},
      ${spec.articleNr ?? null}, ${spec.casNr ?? null}, ${spec.sdsLanguage === undefined ? 4 : spec.sdsLanguage},
      ${spec.sdsMarket === undefined ? 4 : spec.sdsMarket}, ${attachedKey}, ${attachedKey ? "supplier-sds.pdf" : null},
      ${spec.attachedSds ? spec.attachedSds.byteLength : null},
      ${spec.facts ? JSON.stringify(spec.facts) : null}::jsonb, now())
    RETURNING id
  `);
  const id = created.rows[0]!.id;
  await addRequestLocations(
    h.db,
    companyId,
    id,
    spec.locations ?? (companyId === DEMO ? ["Laboratory 1"] : []),
  );
  return id;
}

async function requestRow(id: number) {
  const result = await h.db.execute<{
    status: string;
    board_group_id: number | null;
    comment: string | null;
    product_id: number | null;
    msds_key: string | null;
    concluded_by_id: number | null;
    submitted_at: Date | null;
  }>(sql`SELECT status, board_group_id, comment, product_id, msds_key, concluded_by_id, submitted_at
    FROM product_requests WHERE id = ${id}`);
  return result.rows[0]!;
}

async function evaluationsOf(requestId: number) {
  const result = await h.db.execute<{
    id: number;
    member_id: number;
    status: string;
    is_approved: boolean | null;
    comment: string | null;
    reminded_at: Date | null;
  }>(sql`SELECT id, member_id, status, is_approved, comment, reminded_at
    FROM product_request_evaluations WHERE request_id = ${requestId} ORDER BY id`);
  return result.rows;
}

/** The evaluation of the member that is not CANCELED (the current round's). */
async function evaluationOf(requestId: number, email: string): Promise<number> {
  const found = (await evaluationsOf(requestId)).find(
    (row) => row.member_id === userId(email) && row.status !== "CANCELED",
  );
  if (!found) throw new Error(`no evaluation of ${email}`);
  return found.id;
}

async function mailsOf(requestId: number) {
  const result = await h.db.execute<{ kind: string; to_address: string; company_id: number }>(sql`
    SELECT kind, to_address, company_id FROM mail_outbox WHERE request_id = ${requestId} ORDER BY id`);
  return result.rows;
}

const call = (email: string, method: string, path: string, body?: unknown) =>
  h.call(email, `${BASE}${path}`, { method, body });

const start = (email: string, id: number) => call(email, "POST", `/${id}/evaluation`);
const evaluate = (email: string, id: number, evalId: number, body: unknown) =>
  call(email, "PUT", `/${id}/evaluation/${evalId}`, body);
const complete = (email: string, id: number) => call(email, "POST", `/${id}/evaluation/complete`);
const remind = (email: string, id: number, evalId: number) =>
  call(email, "POST", `/${id}/evaluation/${evalId}/remind`);
const conclude = (email: string, id: number, body: unknown) => call(email, "POST", `/${id}/conclude`, body);
const reset = (email: string, id: number) => call(email, "POST", `/${id}/reset`);

const APPROVE = { is_approved: true, comment: "Fine in the flammables cabinet." };
const REJECT = { is_approved: false, comment: "Use the existing acetone instead." };

function expectStatus(res: { status: number; body: unknown }, id: number, code: RequestStatus) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ data: { id, status: { code } } });
}

function expectConflict(res: { status: number; body: unknown }, code: ConflictCode) {
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(res.body).toEqual({ error: code, message: CONFLICT_MESSAGES[code] });
}

/** A request at Laboratory 1 under evaluation by the lab board. */
async function underEvaluation(spec: RequestSpec = {}): Promise<number> {
  const id = await createRequest(spec);
  expectStatus(await start(APPROVER, id), id, "UNDER_EVALUATION");
  return id;
}

/** A request ready for approval: both lab board members approved. */
async function readyForApproval(spec: RequestSpec = {}): Promise<number> {
  const id = await underEvaluation(spec);
  expectStatus(
    await evaluate(EVALUATOR, id, await evaluationOf(id, EVALUATOR), APPROVE),
    id,
    "UNDER_EVALUATION",
  );
  expectStatus(
    await evaluate(EVALUATOR2, id, await evaluationOf(id, EVALUATOR2), APPROVE),
    id,
    "READY_FOR_APPROVAL",
  );
  return id;
}

describe("every operation", () => {
  const operations = (id: number, evalId: number) =>
    [
      ["POST", `/${id}/evaluation`, undefined],
      ["PUT", `/${id}/evaluation/${evalId}`, APPROVE],
      ["POST", `/${id}/evaluation/complete`, undefined],
      ["POST", `/${id}/evaluation/${evalId}/remind`, undefined],
      ["POST", `/${id}/conclude`, APPROVE],
      ["POST", `/${id}/reset`, undefined],
      ["GET", `/${id}/insights`, undefined],
    ] as const;

  it("needs chemical_approval_request: worker@ gets 403 and nothing changes", async () => {
    const id = await underEvaluation();
    const evalId = await evaluationOf(id, EVALUATOR);
    for (const [method, path, body] of operations(id, evalId)) {
      const res = await call(WORKER, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual(PERMISSION_DENIED);
    }
    expect((await requestRow(id)).status).toBe("UNDER_EVALUATION");
  });

  it("answers 404 for another company's request, a missing one and a malformed id", async () => {
    const other = await createRequest({ companyId: OTHER, locations: ["Paint shop"] });
    const mine = await underEvaluation();
    const evalId = await evaluationOf(mine, EVALUATOR);
    for (const [method, path, body] of [
      ...operations(other, evalId),
      ...operations(999_999, evalId),
      ...operations(0, evalId).slice(0, 1),
    ]) {
      const res = await call(APPROVER, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    // The other company's admin does not see ours either.
    for (const [method, path, body] of operations(mine, evalId)) {
      const res = await call(OTHER_ADMIN, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await requestRow(other)).status).toBe("NEW");
    expect((await requestRow(mine)).status).toBe("UNDER_EVALUATION");
  });

  it("answers 404 to a user who may not see the request (not requester, board member or admin)", async () => {
    const id = await underEvaluation();
    const evalId = await evaluationOf(id, EVALUATOR);
    for (const [method, path, body] of operations(id, evalId)) {
      const res = await call(REQUESTER2, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it("answers 404 for an evaluation id of another request", async () => {
    const a = await underEvaluation();
    const b = await underEvaluation();
    const ofB = await evaluationOf(b, EVALUATOR);
    expect((await evaluate(EVALUATOR, a, ofB, APPROVE)).status).toBe(404);
    expect((await remind(APPROVER, a, ofB)).status).toBe(404);
    expect((await evaluationsOf(b)).every((row) => row.status === "PENDING")).toBe(true);
  });
});

describe("POST /{id}/evaluation (start)", () => {
  it("an approval admin starts it: one PENDING evaluation per board member, board set, each member mailed", async () => {
    const id = await createRequest({ locations: ["Laboratory 1"] });
    const res = await start(APPROVER, id);
    expect(res.body).toEqual({
      data: { id, status: { id: 3, code: "UNDER_EVALUATION", content: "Under evaluation" } },
    });
    expect((await requestRow(id)).board_group_id).toBe(labBoard);
    const evaluations = await evaluationsOf(id);
    expect(evaluations.map((row) => [row.member_id, row.status]).sort()).toEqual(
      [
        [userId(EVALUATOR), "PENDING"],
        [userId(EVALUATOR2), "PENDING"],
      ].sort(),
    );
    const mails = await mailsOf(id);
    expect(mails.map((mail) => mail.kind)).toEqual([
      "approval.evaluation_requested",
      "approval.evaluation_requested",
    ]);
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([EVALUATOR, EVALUATOR2].sort());
    expect(mails.every((mail) => mail.company_id === DEMO)).toBe(true);
  });

  it("a board member may start it; the other members are mailed, not the one who started it", async () => {
    const id = await createRequest({ locations: ["Bay 1"] });
    expectStatus(await start(EVALUATOR3, id), id, "UNDER_EVALUATION");
    expect((await requestRow(id)).board_group_id).toBe(depotBoard);
    expect((await evaluationsOf(id)).length).toBe(2);
    expect((await mailsOf(id)).map((mail) => mail.to_address)).toEqual(["evaluator4@demo.test"]);
  });

  it("finds the board by the nearest ancestor that names one", async () => {
    const nested = await createBoardOf("Flow nested board", ["Laboratory 2"], [EVALUATOR3]);
    try {
      const deep = await createRequest({ locations: ["Acids cabinet"] });
      expectStatus(await start(APPROVER, deep), deep, "UNDER_EVALUATION");
      expect((await requestRow(deep)).board_group_id).toBe(nested);
      expect((await evaluationsOf(deep)).map((row) => row.member_id)).toEqual([userId(EVALUATOR3)]);
      const cabinet = await createRequest({ locations: ["Flammables cabinet"] });
      expectStatus(await start(APPROVER, cabinet), cabinet, "UNDER_EVALUATION");
      expect((await requestRow(cabinet)).board_group_id).toBe(labBoard);
    } finally {
      await h.db.execute(
        sql`UPDATE locations SET chemical_board_group_id = NULL WHERE id = ${await locationId("Laboratory 2")}`,
      );
    }
  });

  it("refuses the requester and members of another board with 403", async () => {
    const id = await createRequest();
    for (const email of [REQUESTER, EVALUATOR3]) {
      const res = await start(email, id);
      expect(res.status, email).toBe(403);
      expect(res.body).toEqual(PERMISSION_DENIED);
    }
    expect((await requestRow(id)).status).toBe("NEW");
    expect(await evaluationsOf(id)).toEqual([]);
    expect(await mailsOf(id)).toEqual([]);
  });

  it("409 not_new for a draft, a request under evaluation, ready, approved or rejected", async () => {
    for (const status of [
      "DRAFT",
      "UNDER_EVALUATION",
      "READY_FOR_APPROVAL",
      "APPROVED",
      "REJECTED",
    ] as const) {
      const id = await createRequest({ status });
      expectConflict(await start(APPROVER, id), "not_new");
      expect((await requestRow(id)).status).toBe(status);
    }
  });

  it("409 archived for an archived request", async () => {
    const id = await createRequest({ archived: true });
    expectConflict(await start(APPROVER, id), "archived");
  });

  it("409 no_locations, no_board, several_boards and empty_board; nothing changes", async () => {
    const empty = await createBoardOf("Flow empty board", ["Tank farm"], []);
    // A member without chemical_approval_request cannot evaluate: the board counts as empty.
    const flagless = await createBoardOf("Flow flagless board", ["Loading dock"], [WORKER]);
    const cases: [string[], ConflictCode][] = [
      [[], "no_locations"],
      [["Warehouse"], "no_board"],
      [["Laboratory 1", "Warehouse"], "no_board"],
      [["Laboratory 1", "Bay 1"], "several_boards"],
      [["Ethanol tank T1"], "empty_board"],
      [["Returns area"], "empty_board"],
    ];
    for (const [locations, code] of cases) {
      const id = await createRequest({ locations });
      expectConflict(await start(APPROVER, id), code);
      const row = await requestRow(id);
      expect(row.status, code).toBe("NEW");
      expect(row.board_group_id).toBeNull();
      expect(await evaluationsOf(id)).toEqual([]);
      expect(await mailsOf(id)).toEqual([]);
    }
    expect([empty, flagless].every((board) => board > 0)).toBe(true);
  });
});

describe("PUT /{id}/evaluation/{evalId} (evaluate)", () => {
  it("records the member's verdict; the last one makes the request READY_FOR_APPROVAL", async () => {
    const id = await underEvaluation();
    const mine = await evaluationOf(id, EVALUATOR);
    const res = await evaluate(EVALUATOR, id, mine, { is_approved: true, comment: "  Fine\u0007 here. " });
    expect(res.body).toEqual({
      data: { id, status: { id: 3, code: "UNDER_EVALUATION", content: "Under evaluation" } },
    });
    const row = (await evaluationsOf(id)).find((e) => e.id === mine)!;
    expect(row).toMatchObject({ status: "APPROVED", is_approved: true, comment: "Fine here." });

    // A submitted evaluation may be changed while the evaluation runs.
    expectStatus(await evaluate(EVALUATOR, id, mine, REJECT), id, "UNDER_EVALUATION");
    expect((await evaluationsOf(id)).find((e) => e.id === mine)).toMatchObject({
      status: "REJECTED",
      is_approved: false,
    });

    const last = await evaluate(EVALUATOR2, id, await evaluationOf(id, EVALUATOR2), APPROVE);
    expect(last.body).toEqual({
      data: { id, status: { id: 6, code: "READY_FOR_APPROVAL", content: "Ready for approval" } },
    });
    expect((await requestRow(id)).status).toBe("READY_FOR_APPROVAL");
  });

  it("refuses another member's evaluation, and the admin and requester, with 403", async () => {
    const id = await underEvaluation();
    const theirs = await evaluationOf(id, EVALUATOR);
    for (const email of [EVALUATOR2, APPROVER, REQUESTER, EVALUATOR3]) {
      const res = await evaluate(email, id, theirs, APPROVE);
      expect(res.status, email).toBe(403);
      expect(res.body).toEqual(PERMISSION_DENIED);
    }
    expect((await evaluationsOf(id)).every((row) => row.status === "PENDING")).toBe(true);
  });

  it("422 'Field is required' for a missing or empty is_approved or comment", async () => {
    const id = await underEvaluation();
    const mine = await evaluationOf(id, EVALUATOR);
    const cases: [unknown, string[]][] = [
      [{}, ["comment", "is_approved"]],
      [{ comment: "ok" }, ["is_approved"]],
      [{ is_approved: true }, ["comment"]],
      [{ is_approved: true, comment: "" }, ["comment"]],
      [{ is_approved: true, comment: " \u0007 \n " }, ["comment"]],
      [{ is_approved: null, comment: "ok" }, ["is_approved"]],
    ];
    for (const [body, fields] of cases) {
      const res = await evaluate(EVALUATOR, id, mine, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const errors = (res.body as { errors: Record<string, string[]> }).errors;
      expect(Object.keys(errors).sort(), JSON.stringify(body)).toEqual(fields);
      for (const field of fields) expect(errors[field]).toEqual(["Field is required"]);
    }
    const bare = await h.call(EVALUATOR, `${BASE}/${id}/evaluation/${mine}`, { method: "PUT" });
    expect(bare.status).toBe(422);
    expect((await evaluationsOf(id)).every((row) => row.status === "PENDING")).toBe(true);
  });

  it("409 not_under_evaluation once the request moved on, evaluation_closed for a closed evaluation, archived", async () => {
    const ready = await readyForApproval();
    expectConflict(
      await evaluate(EVALUATOR, ready, await evaluationOf(ready, EVALUATOR), APPROVE),
      "not_under_evaluation",
    );

    // Completed early: the PENDING evaluation was cancelled, the request is ready.
    const early = await underEvaluation();
    expectStatus(
      await evaluate(EVALUATOR, early, await evaluationOf(early, EVALUATOR), APPROVE),
      early,
      "UNDER_EVALUATION",
    );
    const cancelled = await evaluationOf(early, EVALUATOR2);
    expectStatus(await complete(APPROVER, early), early, "READY_FOR_APPROVAL");
    expectConflict(await evaluate(EVALUATOR2, early, cancelled, APPROVE), "not_under_evaluation");

    // A new round after a reset: the earlier round's evaluations are closed.
    const again = await underEvaluation();
    const first = await evaluationOf(again, EVALUATOR);
    expectStatus(await reset(APPROVER, again), again, "DRAFT");
    await h.db.execute(sql`UPDATE product_requests SET status = 'NEW' WHERE id = ${again}`);
    expectStatus(await start(APPROVER, again), again, "UNDER_EVALUATION");
    expectConflict(await evaluate(EVALUATOR, again, first, APPROVE), "evaluation_closed");

    const archived = await underEvaluation();
    await h.db.execute(sql`UPDATE product_requests SET archived = true WHERE id = ${archived}`);
    expectConflict(
      await evaluate(EVALUATOR, archived, await evaluationOf(archived, EVALUATOR), APPROVE),
      "archived",
    );
  });

  it("two evaluations submitted at once: exactly one moves the request to READY_FOR_APPROVAL", async () => {
    for (let round = 0; round < 4; round++) {
      const id = await underEvaluation();
      const first = await evaluationOf(id, EVALUATOR);
      const second = await evaluationOf(id, EVALUATOR2);
      const [a, b] = await Promise.all([
        evaluate(EVALUATOR, id, first, APPROVE),
        evaluate(EVALUATOR2, id, second, REJECT),
      ]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      const codes = [a, b].map(
        (res) => (res.body as { data: { status: { code: string } } }).data.status.code,
      );
      expect(codes.sort()).toEqual(["READY_FOR_APPROVAL", "UNDER_EVALUATION"]);
      expect((await requestRow(id)).status).toBe("READY_FOR_APPROVAL");
    }
  });
});

describe("POST /{id}/evaluation/complete", () => {
  it("a board member completes it after one evaluation: PENDING → CANCELED, request READY_FOR_APPROVAL", async () => {
    const id = await underEvaluation();
    await evaluate(EVALUATOR, id, await evaluationOf(id, EVALUATOR), APPROVE);
    const res = await complete(EVALUATOR, id);
    expect(res.body).toEqual({
      data: { id, status: { id: 6, code: "READY_FOR_APPROVAL", content: "Ready for approval" } },
    });
    const statuses = (await evaluationsOf(id)).map((row) => [row.member_id, row.status]);
    expect(statuses.sort()).toEqual(
      [
        [userId(EVALUATOR), "APPROVED"],
        [userId(EVALUATOR2), "CANCELED"],
      ].sort(),
    );
  });

  it("409 nothing_evaluated before any evaluation, not_under_evaluation otherwise, archived", async () => {
    const id = await underEvaluation();
    expectConflict(await complete(APPROVER, id), "nothing_evaluated");
    expect((await requestRow(id)).status).toBe("UNDER_EVALUATION");
    for (const status of ["DRAFT", "NEW", "READY_FOR_APPROVAL", "APPROVED", "REJECTED"] as const) {
      expectConflict(await complete(APPROVER, await createRequest({ status })), "not_under_evaluation");
    }
    const archived = await underEvaluation();
    await h.db.execute(sql`UPDATE product_requests SET archived = true WHERE id = ${archived}`);
    expectConflict(await complete(APPROVER, archived), "archived");
  });

  it("refuses the requester and another board's member with 403", async () => {
    const id = await underEvaluation();
    await evaluate(EVALUATOR, id, await evaluationOf(id, EVALUATOR), APPROVE);
    for (const email of [REQUESTER, EVALUATOR3]) {
      const res = await complete(email, id);
      expect(res.status, email).toBe(403);
    }
    expect((await requestRow(id)).status).toBe("UNDER_EVALUATION");
  });
});

describe("POST /{id}/evaluation/{evalId}/remind", () => {
  it("the requester reminds a pending evaluator: reminded_at set, one approval.reminder to that member", async () => {
    const id = await underEvaluation();
    const pending = await evaluationOf(id, EVALUATOR2);
    const before = (await mailsOf(id)).length;
    const res = await remind(REQUESTER, id, pending);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = (
      res.body as {
        data: { id: number; status: { code: string }; evaluation: { id: number; reminded_at: string } };
      }
    ).data;
    expect(data).toMatchObject({ id, status: { code: "UNDER_EVALUATION" }, evaluation: { id: pending } });
    const row = (await evaluationsOf(id)).find((e) => e.id === pending)!;
    expect(row.status).toBe("PENDING");
    expect(row.reminded_at).not.toBeNull();
    expect(new Date(row.reminded_at!).toISOString()).toBe(data.evaluation.reminded_at);
    const mails = (await mailsOf(id)).slice(before);
    expect(mails).toEqual([{ kind: "approval.reminder", to_address: EVALUATOR2, company_id: DEMO }]);

    // Board members and admins may remind too, but not twice within 10 minutes.
    expectConflict(await remind(APPROVER, id, pending), "reminded_recently");
    await h.db.execute(
      sql`UPDATE product_request_evaluations SET reminded_at = now() - interval '11 minutes' WHERE id = ${pending}`,
    );
    expect((await remind(EVALUATOR, id, pending)).status).toBe(200);
    expect((await mailsOf(id)).slice(before).length).toBe(2);
  });

  it("409 not_pending for a submitted evaluation, not_under_evaluation when ready, archived", async () => {
    const id = await underEvaluation();
    const done = await evaluationOf(id, EVALUATOR);
    await evaluate(EVALUATOR, id, done, APPROVE);
    expectConflict(await remind(APPROVER, id, done), "not_pending");
    await complete(APPROVER, id);
    expectConflict(await remind(APPROVER, id, await evaluationOf(id, EVALUATOR)), "not_under_evaluation");

    const archived = await underEvaluation();
    await h.db.execute(sql`UPDATE product_requests SET archived = true WHERE id = ${archived}`);
    expectConflict(await remind(APPROVER, archived, await evaluationOf(archived, EVALUATOR)), "archived");
    expect((await mailsOf(archived)).filter((mail) => mail.kind === "approval.reminder")).toEqual([]);
  });

  it("refuses a member of another board with 403", async () => {
    const id = await underEvaluation();
    const res = await remind(EVALUATOR3, id, await evaluationOf(id, EVALUATOR));
    expect(res.status).toBe(403);
    expect((await evaluationsOf(id)).every((row) => row.reminded_at === null)).toBe(true);
  });
});

describe("POST /{id}/conclude", () => {
  const PDF = new TextEncoder().encode("%PDF-1.4\n% flow test safety data sheet\n%%EOF\n");
  const FACTS = {
    hazard_statements: ["H225", "H319", "H336", "H999"],
    precautionary_statements: ["P210", "P305+P351+P338"],
    pictograms: ["GHS02", "GHS07", "GHS99"],
    signal_word: "Danger",
    storage_class: "3",
    cas_numbers: ["67-64-1", "67-64-2"],
  };

  it("approving puts the product with its attached SDS into the library at the requested locations", async () => {
    const id = await readyForApproval({
      name: "Flow acetone",
      supplier: "Flow Chemicals AS",
      articleNr: "FA-100",
      casNr: "67-64-1",
      sdsLanguage: 6,
      sdsMarket: 6,
      locations: ["Laboratory 1", "Flammables cabinet"],
      attachedSds: PDF,
      facts: FACTS,
    });
    const before = (await mailsOf(id)).length;
    const res = await conclude(APPROVER, id, { is_approved: true, comment: "Approved for the lab." });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = (res.body as { data: { id: number; status: unknown; product_id: number; msds_key: string } })
      .data;
    expect(data).toMatchObject({
      id,
      status: { id: 4, code: "APPROVED", content: "Approved" },
      product_id: expect.any(Number),
      msds_key: expect.stringMatching(/^SDS-[0-9A-Z]{10}$/),
    });
    const row = await requestRow(id);
    expect(row).toMatchObject({
      status: "APPROVED",
      comment: "Approved for the lab.",
      product_id: data.product_id,
      msds_key: data.msds_key,
      concluded_by_id: userId(APPROVER),
    });

    // The product page.
    const product = await h.call(APPROVER, `/api/product/v1/${data.product_id}`);
    expect(product.status).toBe(200);
    const detail = (product.body as { data: Record<string, unknown> }).data;
    expect(detail).toMatchObject({
      id: data.product_id,
      name: "Flow acetone",
      supplier: "Flow Chemicals AS",
      article_no: "FA-100",
      stock_kind: "OrgDatabase",
      signal_word: "Danger",
      pictograms: ["GHS02", "GHS07"],
      storage_class: "3",
      sds: { key: data.msds_key, language: 6, market: 6, cas_no: "67-64-1", stock_kind: "OrgDatabase" },
    });
    expect((detail.hazard_statements as { code: string }[]).map((s) => s.code)).toEqual([
      "H225",
      "H319",
      "H336",
    ]);
    expect((detail.precautionary_statements as { code: string }[]).map((s) => s.code)).toEqual([
      "P210",
      "P305+P351+P338",
    ]);
    const places = (product.body as { location_summary: { location_name: string; amount: unknown }[] })
      .location_summary;
    expect(places.map((p) => p.location_name).sort()).toEqual(["Flammables cabinet", "Laboratory 1"]);
    expect(places.every((p) => p.amount === null)).toBe(true);

    // At the locations.
    for (const name of ["Laboratory 1", "Flammables cabinet"]) {
      const list = await h.call(
        APPROVER,
        `/api/location/v3/${await locationId(name)}/products?subtree=0&search=flow%20acetone`,
      );
      expect(list.status).toBe(200);
      expect((list.body as { data: { product_id: number }[] }).data.map((p) => p.product_id)).toEqual([
        data.product_id,
      ]);
    }

    // The sheet is a copy of the attached PDF under a key of its own.
    const sheet = await h.db.execute<{ file_key: string; file_name: string; file_size: number }>(
      sql`SELECT file_key, file_name, file_size FROM sds_documents WHERE key = ${data.msds_key}`,
    );
    const attached = await h.db.execute<{ attached_sds_key: string }>(
      sql`SELECT attached_sds_key FROM product_requests WHERE id = ${id}`,
    );
    expect(sheet.rows[0]!.file_key).not.toBe(attached.rows[0]!.attached_sds_key);
    expect(sheet.rows[0]).toMatchObject({ file_name: "supplier-sds.pdf", file_size: PDF.byteLength });
    const file = await h.call(APPROVER, `/api/product/v1/sds-file?sds_key=${data.msds_key}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.text).toBe(new TextDecoder().decode(PDF));
    expect(await getStorage().get(attached.rows[0]!.attached_sds_key)).not.toBeNull();

    const mails = (await mailsOf(id)).slice(before);
    expect(mails).toEqual([{ kind: "approval.concluded", to_address: REQUESTER, company_id: DEMO }]);
  });

  it("without an attached SDS the product gets a generated sheet built from the request", async () => {
    const id = await readyForApproval({
      name: "Flow ethanol",
      casNr: "64-17-5",
      supplier: null,
      sdsLanguage: null,
      sdsMarket: null,
    });
    const res = await conclude(APPROVER, id, APPROVE);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { product_id, msds_key } = (res.body as { data: { product_id: number; msds_key: string } }).data;
    const sheet = await h.db.execute<Record<string, unknown>>(
      sql`SELECT label, supplier, cas_no, file_key, language_id, market_id, signal_word, pictograms, pending
        FROM sds_documents WHERE key = ${msds_key} AND product_id = ${product_id}`,
    );
    expect(sheet.rows[0]).toEqual({
      label: "Flow ethanol",
      supplier: "",
      cas_no: "64-17-5",
      file_key: null,
      language_id: 4,
      market_id: 4,
      signal_word: null,
      pictograms: [],
      pending: false,
    });
    const file = await h.call(APPROVER, `/api/product/v1/sds-file?sds_key=${msds_key}`);
    expect(file.status).toBe(200);
    expect(file.text.startsWith("%PDF-")).toBe(true);
  });

  it("rejecting creates nothing and tells the requester", async () => {
    const id = await readyForApproval({ name: "Flow rejected" });
    const products = async () =>
      (
        await h.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM products WHERE company_id = ${DEMO}`,
        )
      ).rows[0]!.n;
    const count = await products();
    const before = (await mailsOf(id)).length;
    const res = await conclude(APPROVER, id, REJECT);
    expect(res.body).toEqual({
      data: {
        id,
        status: { id: 5, code: "REJECTED", content: "Rejected" },
        product_id: null,
        msds_key: null,
      },
    });
    expect(await products()).toBe(count);
    expect(await requestRow(id)).toMatchObject({
      status: "REJECTED",
      comment: REJECT.comment,
      product_id: null,
    });
    expect((await mailsOf(id)).slice(before)).toEqual([
      { kind: "approval.concluded", to_address: REQUESTER, company_id: DEMO },
    ]);
  });

  it("409 no_sds_file when the attached file is gone: nothing created, no file left behind", async () => {
    const id = await readyForApproval({ name: "Flow missing file", attachedSds: PDF, facts: FACTS });
    const key = (
      await h.db.execute<{ k: string }>(
        sql`SELECT attached_sds_key AS k FROM product_requests WHERE id = ${id}`,
      )
    ).rows[0]!.k;
    await getStorage().delete(key);
    const files = () => readdirSync(storageDir, { recursive: true }).length;
    const before = files();
    expectConflict(await conclude(APPROVER, id, APPROVE), "no_sds_file");
    expect(await requestRow(id)).toMatchObject({ status: "READY_FOR_APPROVAL", product_id: null });
    const named = await h.db.execute(sql`SELECT 1 FROM products WHERE name = 'Flow missing file'`);
    expect(named.rows).toEqual([]);
    expect(files()).toBe(before);
    expect((await mailsOf(id)).some((mail) => mail.kind === "approval.concluded")).toBe(false);
  });

  it("only approval admins conclude: board members and the requester get 403", async () => {
    const id = await readyForApproval();
    for (const email of [EVALUATOR, REQUESTER]) {
      const res = await conclude(email, id, APPROVE);
      expect(res.status, email).toBe(403);
      expect(res.body).toEqual(PERMISSION_DENIED);
    }
    expect((await requestRow(id)).status).toBe("READY_FOR_APPROVAL");
  });

  it("409 not_ready before the evaluation is complete or after the conclusion, archived", async () => {
    for (const status of ["DRAFT", "NEW", "UNDER_EVALUATION", "APPROVED", "REJECTED"] as const) {
      const id = await createRequest({ status });
      expectConflict(await conclude(APPROVER, id, APPROVE), "not_ready");
      expect((await requestRow(id)).status).toBe(status);
    }
    const archived = await createRequest({ status: "READY_FOR_APPROVAL", archived: true });
    expectConflict(await conclude(APPROVER, archived, APPROVE), "archived");
  });

  it("422 'Field is required' without is_approved or comment", async () => {
    const id = await readyForApproval();
    for (const body of [{}, { is_approved: true }, { comment: "x" }, { is_approved: false, comment: "  " }]) {
      const res = await conclude(APPROVER, id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const errors = (res.body as { errors: Record<string, string[]> }).errors;
      for (const messages of Object.values(errors)) expect(messages).toEqual(["Field is required"]);
    }
    expect((await requestRow(id)).status).toBe("READY_FOR_APPROVAL");
  });
});

describe("POST /{id}/reset", () => {
  it("an approval admin resets a request under evaluation: DRAFT, PENDING → CANCELED, board cleared", async () => {
    const id = await underEvaluation();
    await evaluate(EVALUATOR, id, await evaluationOf(id, EVALUATOR), APPROVE);
    const res = await reset(APPROVER, id);
    expect(res.body).toEqual({ data: { id, status: { id: 1, code: "DRAFT", content: "Draft" } } });
    expect(await requestRow(id)).toMatchObject({ status: "DRAFT", board_group_id: null, submitted_at: null });
    expect((await evaluationsOf(id)).map((row) => row.status).sort()).toEqual(["APPROVED", "CANCELED"]);
  });

  it("an approval admin resets a ready request; the requester resets a rejected one (comment cleared)", async () => {
    const ready = await readyForApproval();
    expectStatus(await reset(APPROVER, ready), ready, "DRAFT");

    const rejected = await readyForApproval();
    await conclude(APPROVER, rejected, REJECT);
    expectStatus(await reset(REQUESTER, rejected), rejected, "DRAFT");
    expect(await requestRow(rejected)).toMatchObject({
      comment: null,
      concluded_by_id: null,
      board_group_id: null,
    });
  });

  it("refuses the requester before the conclusion, and board members, with 403", async () => {
    const id = await underEvaluation();
    for (const email of [REQUESTER, EVALUATOR]) {
      const res = await reset(email, id);
      expect(res.status, email).toBe(403);
    }
    expect((await requestRow(id)).status).toBe("UNDER_EVALUATION");
  });

  it("409 approved_final, nothing_to_reset for drafts and new requests, archived", async () => {
    expectConflict(await reset(APPROVER, await createRequest({ status: "APPROVED" })), "approved_final");
    expectConflict(await reset(APPROVER, await createRequest({ status: "DRAFT" })), "nothing_to_reset");
    expectConflict(await reset(APPROVER, await createRequest({ status: "NEW" })), "nothing_to_reset");
    expectConflict(
      await reset(APPROVER, await createRequest({ status: "REJECTED", archived: true })),
      "archived",
    );
  });
});

describe("the whole flow", () => {
  it("submitted → evaluated by two members → approved, with every mail on the way", async () => {
    const id = await createRequest({ name: "Flow full", locations: ["Bay 1"], requester: REQUESTER2 });
    expectStatus(await start(APPROVER, id), id, "UNDER_EVALUATION");
    const e3 = await evaluationOf(id, EVALUATOR3);
    const e4 = await evaluationOf(id, "evaluator4@demo.test");
    expectStatus(await remind(REQUESTER2, id, e4), id, "UNDER_EVALUATION");
    expectStatus(await evaluate(EVALUATOR3, id, e3, APPROVE), id, "UNDER_EVALUATION");
    expectStatus(await evaluate("evaluator4@demo.test", id, e4, APPROVE), id, "READY_FOR_APPROVAL");
    expectStatus(await conclude(APPROVER, id, APPROVE), id, "APPROVED");
    expect((await mailsOf(id)).map((mail) => [mail.kind, mail.to_address])).toEqual([
      ["approval.evaluation_requested", EVALUATOR3],
      ["approval.evaluation_requested", "evaluator4@demo.test"],
      ["approval.reminder", "evaluator4@demo.test"],
      ["approval.concluded", REQUESTER2],
    ]);
    // Approved is final.
    expectConflict(await reset(APPROVER, id), "approved_final");
    expectConflict(await start(APPROVER, id), "not_new");
  });
});

describe("with the request API (POST /draft, uploads, GET /{id})", () => {
  it("a request submitted with a real SDS PDF ends as a classified library product", async () => {
    const pdf = await renderSdsPdf({
      key: "SDS-FLOWTEST01",
      productName: "Flow integration solvent",
      supplier: "Flow Chemicals AS",
      articleNo: "FIS-1",
      areaOfUse: null,
      languageCode: "en",
      marketCode: "GB",
      version: "1.0",
      dateIssue: "2025-01-15",
      casNo: "67-64-1",
      ecNo: null,
      unNo: null,
      signalWord: "Danger",
      pictograms: ["GHS02", "GHS07"],
      hazardStatements: [
        { code: "H225", text: "Highly flammable liquid and vapour." },
        { code: "H319", text: "Causes serious eye irritation." },
      ],
      precautionaryStatements: [{ code: "P210", text: "Keep away from heat." }],
      substances: [],
      storageClass: "3",
      physical: null,
    });
    const form = new FormData();
    form.set("kind", "sds");
    form.set(
      "file",
      new File([pdf as Uint8Array<ArrayBuffer>], "flow-solvent.pdf", { type: "application/pdf" }),
    );
    const upload = await h.api.request("/api/chemical-approval/v1/uploads", {
      method: "POST",
      headers: await h.headersFor(REQUESTER),
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { token } = ((await upload.json()) as { data: { token: string } }).data;

    const created = await h.call(REQUESTER, `${BASE}/draft`, {
      method: "POST",
      body: {
        name: "Flow integration solvent",
        supplier: "Flow Chemicals AS",
        cas_nr: "67-64-1",
        location_ids: [await locationId("Laboratory 2")],
        sds_market: 4,
        sds_language: 4,
        is_draft: false,
        attached_sds_token: token,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as { data: { id: number; status: { code: string } } }).data.id;
    expect((created.body as { data: { status: { code: string } } }).data.status.code).toBe("NEW");

    expectStatus(await start(EVALUATOR, id), id, "UNDER_EVALUATION");
    const insights = await h.call(EVALUATOR2, `${BASE}/${id}/insights`);
    expect((insights.body as { data: { hazards: Record<string, unknown> } }).data.hazards).toMatchObject({
      source: "attached_sds",
      signal_word: "Danger",
      storage_class: "3",
    });
    expectStatus(
      await evaluate(EVALUATOR, id, await evaluationOf(id, EVALUATOR), APPROVE),
      id,
      "UNDER_EVALUATION",
    );
    expectStatus(
      await evaluate(EVALUATOR2, id, await evaluationOf(id, EVALUATOR2), APPROVE),
      id,
      "READY_FOR_APPROVAL",
    );
    const concluded = await conclude(APPROVER, id, APPROVE);
    expectStatus(concluded, id, "APPROVED");
    const { product_id, msds_key } = (concluded.body as { data: { product_id: number; msds_key: string } })
      .data;

    const view = await h.call(REQUESTER, `${BASE}/${id}`);
    expect(view.status).toBe(200);
    expect((view.body as { data: Record<string, unknown> }).data).toMatchObject({
      id,
      status: { code: "APPROVED" },
      conclusion: "APPROVED",
      product_id,
      msds_key,
      comment: APPROVE.comment,
    });
    const product = await h.call(REQUESTER, `/api/product/v1/${product_id}`);
    expect((product.body as { data: Record<string, unknown> }).data).toMatchObject({
      name: "Flow integration solvent",
      stock_kind: "OrgDatabase",
      signal_word: "Danger",
      pictograms: ["GHS02", "GHS07"],
      storage_class: "3",
      sds: { key: msds_key, cas_no: "67-64-1" },
    });
    const sheet = await h.call(REQUESTER, `/api/product/v1/sds-file?sds_key=${msds_key}`);
    expect(sheet.status).toBe(200);
    expect(Number(sheet.headers.get("content-length"))).toBe(pdf.byteLength);
  });
});
