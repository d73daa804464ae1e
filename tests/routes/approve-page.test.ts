import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productRequests } from "../../db/schema";
import { args, settle } from "../support/app";
import {
  APPROVER,
  createRequest,
  EVALUATOR,
  EVALUATOR2,
  EVALUATOR3,
  REQUESTER,
  REQUESTER2,
  REQUESTS_API as API,
} from "./approvals-support";
import { apiAs, get, post, toastOf, type AppTest } from "./locations-support";
import { makePdf, setupAppTestWithFiles } from "./product-support";
import { locationId, OTHER_ADMIN, PERMISSION_WARNING, WORKER } from "./products-support";

/**
 * The evaluator's and concluder's page (/chemical-approvals/requests/{id}/approve)
 * and the downloads of a request's files: what the loader shows to each
 * role (the forms follow allowed_operations), every intent of the action
 * (start, evaluate, remind, complete, conclude, reset, archive, unarchive,
 * delete) checked in the database, bad input (the form's errors, nothing
 * saved), an illegal step (409: the translated conflict as an error toast),
 * and users without the permission or without a role on the request.
 */

let t: AppTest;
let lab1: number;
let cage: number;

beforeAll(async () => {
  t = await setupAppTestWithFiles("chemsafe-approve-");
  lab1 = await locationId(t, "Laboratory 1");
  cage = await locationId(t, "Hazardous goods cage");
});
afterAll(() => t.close());

/** A submitted request of requester@ at Laboratory 1 (the Laboratory board). */
function submitted(name: string, extra: Record<string, unknown> = {}) {
  return createRequest(t, REQUESTER, {
    name,
    cas_nr: "67-64-1",
    supplier: "Route Chemicals Ltd",
    location_ids: [lab1],
    is_draft: false,
    ...extra,
  });
}

const pagePath = (id: number, query = "") => `/chemical-approvals/requests/${id}/approve${query}`;

async function page(id: number, email: string, query = "") {
  const { loader } = await import("~/features/chemical-approvals/routes/request");
  const { cookie } = await t.signedIn(email);
  return loader(get(pagePath(id, query), cookie, { id: String(id) }));
}

async function act(id: number, email: string, fields: [string, string][], query = "") {
  const { action } = await import("~/features/chemical-approvals/routes/request");
  const { cookie } = await t.signedIn(email);
  return settle(() => action(post(pagePath(id, query), cookie, fields, { id: String(id) })));
}

async function stored(id: number) {
  const [row] = await t.db
    .select({
      status: productRequests.status,
      archived: productRequests.archived,
      productId: productRequests.productId,
      comment: productRequests.comment,
    })
    .from(productRequests)
    .where(eq(productRequests.id, id));
  return row;
}

async function evaluationsOf(id: number) {
  const rows = await t.db.execute<{
    id: number;
    email: string;
    status: string;
    comment: string | null;
    reminded: boolean;
  }>(sql`
    SELECT e.id, u.email, e.status, e.comment, e.reminded_at IS NOT NULL AS reminded
    FROM product_request_evaluations e JOIN users u ON u.company_id = e.company_id AND u.id = e.member_id
    WHERE e.request_id = ${id} ORDER BY u.email`);
  return rows.rows;
}

async function evaluationId(id: number, email: string): Promise<number> {
  const row = (await evaluationsOf(id)).find((evaluation) => evaluation.email === email);
  if (!row) throw new Error(`no evaluation of ${email}`);
  return row.id;
}

/** The success/error toast of a redirect, and where it leads. */
async function outcome(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  return { location: response.headers.get("Location"), toast: await toastOf(response) };
}

interface Reply {
  intent: string;
  result: { status?: string; error?: Record<string, string[] | null> };
}

describe("the request page: what each role sees", () => {
  let id: number;
  beforeAll(async () => {
    id = await submitted("Page acetone", { usage_description: "Cleaning\nglassware", ppes: ["goggles"] });
  });

  it("shows the requester the request read-only, the edit link and delete, but no evaluation forms", async () => {
    const data = await page(id, REQUESTER, "?o=mine&templateId=7");
    expect(data.title).toBe("Page acetone – Approval request – ChemSafe");
    expect(data.status).toBe("NEW");
    expect(data.summary.request.name).toBe("Page acetone");
    expect(data.summary.locationPaths.map((location) => location.text)).toEqual([
      expect.stringMatching(/Building A › Laboratory 1$/),
    ]);
    expect(data.facts.requester).toBe("Rita Requester");
    expect(data.forms).toMatchObject({
      edit: `/chemical-approvals/requests/${id}/edit?templateId=7`,
      startEvaluation: false,
      evaluate: null,
      conclude: false,
      delete: true,
    });
    expect(data.nav).toEqual({ o: "mine", templateId: 7 });
    expect(data.backHref).toBe("/chemical-approvals/requests");
    expect(data.deleteHref).toBe(pagePath(id, "?templateId=7&o=mine&confirm=delete"));
    expect(data.confirmDelete).toBe(false);
    expect((await page(id, REQUESTER, "?confirm=delete")).confirmDelete).toBe(true);
  });

  it("gives the evaluators the storage check at the requested location and similar products", async () => {
    const data = await page(id, EVALUATOR);
    expect(data.insights?.storage.map((entry) => entry.pathText)).toEqual([
      expect.stringMatching(/Building A › Laboratory 1$/),
    ]);
    // The request names Acetone's CAS number: the library's Acetone is similar.
    expect(data.insights?.similar.map((item) => [item.product.name, item.reason])).toEqual(
      expect.arrayContaining([["Acetone", "same_cas"]]),
    );
  });

  it("offers a board member the start of the evaluation, and keeps o for the back link", async () => {
    const data = await page(id, EVALUATOR, "?o=to_evaluate");
    expect(data.forms.startEvaluation).toBe(true);
    expect(data.forms.edit).toBeNull();
    expect(data.forms.delete).toBe(false);
    expect(data.backHref).toBe("/chemical-approvals/requests?tab=to_evaluate");
    // An unknown o is ignored.
    expect((await page(id, EVALUATOR, "?o=elsewhere")).backHref).toBe("/chemical-approvals/requests");
  });

  it("is a 404 for another company, for someone with no role on it, and for a bad id", async () => {
    for (const [email, target] of [
      [OTHER_ADMIN, id],
      [REQUESTER2, id],
    ] as const) {
      const result = (await settle(() => page(target, email))) as Response;
      expect(result.status, email).toBe(404);
    }
    const { loader } = await import("~/features/chemical-approvals/routes/request");
    const { cookie } = await t.signedIn(APPROVER);
    for (const bad of ["0", "abc", "99999999999", "999999"]) {
      const result = (await settle(() =>
        loader(get(`/chemical-approvals/requests/${bad}/approve`, cookie, { id: bad })),
      )) as Response;
      expect(result.status, bad).toBe(404);
    }
  });

  it("sends users without chemical_approval_request to /main, and refuses their posts", async () => {
    const result = (await settle(() => page(id, WORKER))) as Response;
    expect(result.headers.get("Location")).toBe("/main");
    expect(await toastOf(result)).toMatchObject({ type: "warning", text: PERMISSION_WARNING });
    const posted = await outcome(await act(id, WORKER, [["intent", "start_evaluation"]]));
    expect(posted.location).toBe("/main");
    expect(posted.toast?.text).toBe(PERMISSION_WARNING);
    expect((await stored(id))?.status).toBe("NEW");
  });
});

describe("the request page: the whole decision flow", () => {
  let id: number;
  beforeAll(async () => {
    id = await submitted("Flow acetone");
  });

  it("refuses an unknown intent", async () => {
    const result = (await act(id, APPROVER, [["intent", "explode"]])) as Response;
    expect(result.status).toBe(400);
  });

  it("refuses a requester who tries to start the evaluation (403), nothing changes", async () => {
    const { location, toast } = await outcome(
      await act(id, REQUESTER, [["intent", "start_evaluation"]], "?o=mine"),
    );
    expect(location).toBe(pagePath(id, "?o=mine"));
    expect(toast).toMatchObject({ type: "error", text: "Permission denied" });
    expect((await stored(id))?.status).toBe("NEW");
  });

  it("starts the evaluation: one pending evaluation per board member", async () => {
    const { location, toast } = await outcome(
      await act(id, EVALUATOR, [["intent", "start_evaluation"]], "?o=to_evaluate&templateId=3"),
    );
    expect(location).toBe(pagePath(id, "?templateId=3&o=to_evaluate"));
    expect(toast).toMatchObject({ type: "success" });
    expect((await stored(id))?.status).toBe("UNDER_EVALUATION");
    expect((await evaluationsOf(id)).map((row) => [row.email, row.status])).toEqual([
      [EVALUATOR2, "PENDING"],
      [EVALUATOR, "PENDING"],
    ]);
  });

  it("answers a second start with the translated conflict as an error toast", async () => {
    const { toast } = await outcome(await act(id, APPROVER, [["intent", "start_evaluation"]]));
    expect(toast).toMatchObject({
      type: "error",
      text: "The evaluation can start only for a submitted request that is not yet under evaluation.",
    });
  });

  it("shows each evaluator the own form, and the remind buttons to the approver", async () => {
    const evaluator = await page(id, EVALUATOR);
    expect(evaluator.forms.evaluate).toEqual({
      evaluationId: await evaluationId(id, EVALUATOR),
      isApproved: null,
      comment: "",
    });
    expect(evaluator.evaluations.find((row) => row.own)?.memberName).toBe("Erik Evaluator");
    const approver = await page(id, APPROVER);
    expect(approver.forms.evaluate).toBeNull();
    expect(approver.forms.complete).toBe(false);
    expect(approver.evaluations.map((row) => [row.memberName, row.status, row.remindable])).toEqual(
      expect.arrayContaining([
        ["Erik Evaluator", "PENDING", true],
        ["Elin Evaluator", "PENDING", true],
      ]),
    );
  });

  it("refuses an evaluation without decision or comment: 'Field is required', nothing saved", async () => {
    const own = await evaluationId(id, EVALUATOR);
    const reply = (await act(id, EVALUATOR, [
      ["intent", "evaluate"],
      ["evaluation_id", String(own)],
      ["comment", "   "],
    ])) as Reply;
    expect(reply.intent).toBe("evaluate");
    expect(reply.result.status).toBe("error");
    expect(reply.result.error).toMatchObject({
      is_approved: ["Field is required"],
      comment: ["Field is required"],
    });
    const bogus = (await act(id, EVALUATOR, [
      ["intent", "evaluate"],
      ["evaluation_id", String(own)],
      ["is_approved", "maybe"],
      ["comment", "Fine"],
    ])) as Reply;
    expect(bogus.result.error?.is_approved).toEqual(["Field is required"]);
    expect((await evaluationsOf(id)).find((row) => row.id === own)?.status).toBe("PENDING");
    // Without the evaluation's id the form is not this page's.
    const noId = (await act(id, EVALUATOR, [
      ["intent", "evaluate"],
      ["is_approved", "true"],
      ["comment", "x"],
    ])) as Response;
    expect(noId.status).toBe(400);
  });

  it("refuses someone else's evaluation (403), nothing saved", async () => {
    const other = await evaluationId(id, EVALUATOR2);
    const { toast } = await outcome(
      await act(id, EVALUATOR, [
        ["intent", "evaluate"],
        ["evaluation_id", String(other)],
        ["is_approved", "true"],
        ["comment", "Not mine to give"],
      ]),
    );
    expect(toast?.type).toBe("error");
    expect((await evaluationsOf(id)).find((row) => row.id === other)?.status).toBe("PENDING");
  });

  it("saves an evaluation with its comment", async () => {
    const own = await evaluationId(id, EVALUATOR);
    const { toast } = await outcome(
      await act(id, EVALUATOR, [
        ["intent", "evaluate"],
        ["evaluation_id", String(own)],
        ["is_approved", "true"],
        ["comment", "Safe with goggles"],
      ]),
    );
    expect(toast).toMatchObject({ type: "success", text: "Your evaluation is saved." });
    expect((await evaluationsOf(id)).find((row) => row.id === own)).toMatchObject({
      status: "APPROVED",
      comment: "Safe with goggles",
    });
  });

  it("reminds a pending evaluator once, then answers the 10-minute rule with a conflict toast", async () => {
    const pending = await evaluationId(id, EVALUATOR2);
    const first = await outcome(
      await act(id, APPROVER, [
        ["intent", "remind"],
        ["evaluation_id", String(pending)],
      ]),
    );
    expect(first.toast).toMatchObject({ type: "success", text: "The reminder has been sent." });
    expect((await evaluationsOf(id)).find((row) => row.id === pending)?.reminded).toBe(true);
    // The page no longer offers the button …
    const after = await page(id, APPROVER);
    expect(after.evaluations.find((row) => row.id === pending)).toMatchObject({ remindable: false });
    expect(after.evaluations.find((row) => row.id === pending)?.remindedAt).not.toBe("");
    // … and the API refuses a second reminder.
    const second = await outcome(
      await act(id, APPROVER, [
        ["intent", "remind"],
        ["evaluation_id", String(pending)],
      ]),
    );
    expect(second.toast).toMatchObject({
      type: "error",
      text: "This evaluator was reminded less than 10 minutes ago.",
    });
  });

  it("answers a reminder without a valid evaluation with an error on the page, not an error page", async () => {
    const missing = "Choose whom to remind: use the Remind button in the evaluation's row.";
    for (const fields of [
      [["intent", "remind"]],
      [
        ["intent", "remind"],
        ["evaluation_id", "x"],
      ],
    ] as [string, string][][]) {
      const answer = await outcome(await act(id, APPROVER, fields));
      expect(answer.location).toBe(`/chemical-approvals/requests/${id}/approve`);
      expect(answer.toast).toMatchObject({ type: "error", text: missing });
    }
  });

  it("becomes ready for approval when the last evaluation is in", async () => {
    const own = await evaluationId(id, EVALUATOR2);
    await outcome(
      await act(id, EVALUATOR2, [
        ["intent", "evaluate"],
        ["evaluation_id", String(own)],
        ["is_approved", "true"],
        ["comment", "Agreed"],
      ]),
    );
    expect((await stored(id))?.status).toBe("READY_FOR_APPROVAL");
    const approver = await page(id, APPROVER);
    expect(approver.forms.conclude).toBe(true);
    expect(approver.forms.reset).toBe(true);
  });

  it("refuses a conclusion by a requester (403) and a conclusion without comment", async () => {
    const refused = await outcome(
      await act(id, REQUESTER, [
        ["intent", "conclude"],
        ["is_approved", "true"],
        ["comment", "Me"],
      ]),
    );
    expect(refused.toast).toMatchObject({ type: "error", text: "Permission denied" });
    const reply = (await act(id, APPROVER, [
      ["intent", "conclude"],
      ["is_approved", "true"],
    ])) as Reply;
    expect(reply.intent).toBe("conclude");
    expect(reply.result.error?.comment).toEqual(["Field is required"]);
    expect((await stored(id))?.status).toBe("READY_FOR_APPROVAL");
  });

  it("approves: the product goes into the library and the page links to it", async () => {
    const { toast, location } = await outcome(
      await act(
        id,
        APPROVER,
        [
          ["intent", "conclude"],
          ["is_approved", "true"],
          ["comment", "Approved for the lab"],
        ],
        "?o=all",
      ),
    );
    expect(location).toBe(pagePath(id, "?o=all"));
    expect(toast).toMatchObject({
      type: "success",
      text: "The request is approved: the product is now in the product library.",
    });
    const row = await stored(id);
    expect(row).toMatchObject({ status: "APPROVED", comment: "Approved for the lab" });
    expect(row?.productId).toEqual(expect.any(Number));
    const data = await page(id, REQUESTER);
    expect(data.facts).toMatchObject({ conclusion: "APPROVED", productId: row?.productId });
    expect(data.forms).toMatchObject({ archive: true, reset: false, conclude: false, edit: null });
    // An approved request is final.
    const reset = await outcome(await act(id, APPROVER, [["intent", "reset"]]));
    expect(reset.toast).toMatchObject({
      type: "error",
      text: "An approved request is final: its product is in the library.",
    });
  });

  it("archives a concluded request and brings it back", async () => {
    const archived = await outcome(await act(id, APPROVER, [["intent", "archive"]]));
    expect(archived.toast).toMatchObject({ type: "success", text: "The request is archived." });
    expect((await stored(id))?.archived).toBe(true);
    expect((await page(id, APPROVER)).forms).toMatchObject({ archive: false, unarchive: true });
    const again = await outcome(await act(id, APPROVER, [["intent", "archive"]]));
    expect(again.toast?.text).toBe("This request is archived. Unarchive it first.");
    await outcome(await act(id, APPROVER, [["intent", "unarchive"]]));
    expect((await stored(id))?.archived).toBe(false);
  });
});

describe("the request page: rejection, reset, completing early, deleting", () => {
  it("rejects, lets the requester reset it to a draft, and edit it again", async () => {
    const id = await submitted("Rejected acetone");
    await (await apiAs(t, EVALUATOR)).post(`${API}/${id}/evaluation`);
    // The approver completes the evaluation once one evaluation is in.
    const early = await outcome(await act(id, APPROVER, [["intent", "complete_evaluation"]]));
    expect(early.toast?.text).toBe(
      "No evaluation has been submitted yet, so the evaluation cannot be completed.",
    );
    const own = await evaluationId(id, EVALUATOR);
    await (
      await apiAs(t, EVALUATOR)
    ).put(`${API}/${id}/evaluation/${own}`, {
      is_approved: false,
      comment: "Too hazardous",
    });
    expect((await page(id, APPROVER)).forms.complete).toBe(true);
    const completed = await outcome(await act(id, APPROVER, [["intent", "complete_evaluation"]]));
    expect(completed.toast?.type).toBe("success");
    expect((await stored(id))?.status).toBe("READY_FOR_APPROVAL");
    expect((await evaluationsOf(id)).find((row) => row.email === EVALUATOR2)?.status).toBe("CANCELED");
    const rejected = await outcome(
      await act(id, APPROVER, [
        ["intent", "conclude"],
        ["is_approved", "false"],
        ["comment", "Use a substitute"],
      ]),
    );
    expect(rejected.toast?.text).toBe("The request is rejected.");
    expect(await stored(id)).toMatchObject({ status: "REJECTED", productId: null });
    // The requester may reset a rejected request.
    expect((await page(id, REQUESTER)).forms.reset).toBe(true);
    const reset = await outcome(await act(id, REQUESTER, [["intent", "reset"]], "?o=mine"));
    expect(reset.toast).toMatchObject({ type: "success", text: "The request is a draft again." });
    expect((await stored(id))?.status).toBe("DRAFT");
    expect((await page(id, REQUESTER)).forms.edit).toBe(`/chemical-approvals/requests/${id}/edit`);
  });

  it("deletes only after the confirmation step, and goes back to the list", async () => {
    const id = await createRequest(t, REQUESTER, { name: "Doomed draft", is_draft: true });
    const unconfirmed = (await act(id, REQUESTER, [["intent", "delete"]])) as Response;
    expect(unconfirmed.status).toBe(400);
    expect(await stored(id)).toBeDefined();
    const refused = await outcome(
      await act(
        id,
        EVALUATOR3,
        [
          ["intent", "delete"],
          ["confirmed", "yes"],
        ],
        "?o=all",
      ),
    );
    // A member of another board may see it, but only its requester or an admin may delete it.
    expect(refused.toast).toMatchObject({ type: "error", text: "Permission denied" });
    expect(await stored(id)).toBeDefined();
    const { location, toast } = await outcome(
      await act(
        id,
        REQUESTER,
        [
          ["intent", "delete"],
          ["confirmed", "yes"],
        ],
        "?o=mine",
      ),
    );
    expect(location).toBe("/chemical-approvals/requests");
    expect(toast).toMatchObject({ type: "success", text: "The request is deleted." });
    expect(await stored(id)).toBeUndefined();
  });
});

describe("a request's files", () => {
  let id: number;
  let attachmentId: number;
  beforeAll(async () => {
    const api = await apiAs(t, REQUESTER2);
    const upload = async (kind: string, name: string, type: string, bytes: Uint8Array) => {
      const form = new FormData();
      form.append("kind", kind);
      form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
      return (await api.postForm<{ data: { token: string } }>("/chemical-approval/v1/uploads", form)).data
        .token;
    };
    const sds = await upload("sds", "water-sds.pdf", "application/pdf", await makePdf("Water SDS"));
    const note = await upload("attachment", "notes.txt", "text/plain", new TextEncoder().encode("Keep dry"));
    id = await createRequest(t, REQUESTER2, {
      name: "Files water",
      supplier: "Aqua AS",
      sds_market: 1,
      sds_language: 1,
      location_ids: [cage],
      is_draft: false,
      attached_sds_token: sds,
      attachment_tokens: [note],
    });
    const [row] = await t.db
      .execute<{ id: number }>(sql`SELECT id FROM product_request_attachments WHERE request_id = ${id}`)
      .then((result) => result.rows);
    attachmentId = row!.id;
  });

  async function download(path: string, email?: string, params: Record<string, string> = {}) {
    const cookie = email ? (await t.signedIn(email)).cookie : undefined;
    const route = path.includes("/attachments/")
      ? await import("~/features/chemical-approvals/routes/attachment")
      : await import("~/features/chemical-approvals/routes/request-sds");
    return (await settle(() =>
      route.loader({ ...args(path, cookie ? { headers: { Cookie: cookie } } : {}), params }),
    )) as Response;
  }

  it("streams the attached SDS inline to users who may see the request", async () => {
    const response = await download(`/chemical-approvals/requests/${id}/sds`, REQUESTER2, { id: String(id) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/pdf/);
    expect(response.headers.get("Content-Disposition")).toMatch(/^inline/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    // Shown inline, so never framed by another site.
    expect(response.headers.get("Content-Security-Policy")).toBe("frame-ancestors 'none'");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const member = await download(`/chemical-approvals/requests/${id}/sds`, EVALUATOR3, { id: String(id) });
    expect(member.status).toBe(200);
    expect(member.headers.get("Content-Type")).toMatch(/^application\/pdf/);
  });

  it("streams an attachment as a download", async () => {
    const response = await download(
      `/chemical-approvals/requests/${id}/attachments/${attachmentId}`,
      APPROVER,
      {
        id: String(id),
        attId: String(attachmentId),
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment.*notes\.txt/);
    expect(response.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; sandbox; frame-ancestors 'none'",
    );
    expect(await response.text()).toBe("Keep dry");
  });

  it("is a 404 for other companies, unknown files, and a request without an SDS", async () => {
    const foreign = await download(`/chemical-approvals/requests/${id}/sds`, OTHER_ADMIN, { id: String(id) });
    expect(foreign.status).toBe(404);
    const unknown = await download(`/chemical-approvals/requests/${id}/attachments/999999`, REQUESTER2, {
      id: String(id),
      attId: "999999",
    });
    expect(unknown.status).toBe(404);
    const bare = await submitted("No SDS acetone");
    expect(
      (await download(`/chemical-approvals/requests/${bare}/sds`, REQUESTER, { id: String(bare) })).status,
    ).toBe(404);
  });

  it("sends users without the permission to /main and visitors to sign in", async () => {
    const worker = await download(`/chemical-approvals/requests/${id}/sds`, WORKER, { id: String(id) });
    expect(worker.headers.get("Location")).toBe("/main");
    const visitor = await download(`/chemical-approvals/requests/${id}/sds`, undefined, { id: String(id) });
    expect(visitor.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
  });
});
