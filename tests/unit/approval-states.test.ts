import { describe, expect, it } from "vitest";
import { chemicalApprovals as approvals } from "../../core/texts/chemical-approvals/en";
import {
  CONFLICT_MESSAGES,
  REMIND_INTERVAL_MS,
  REQUEST_OPERATIONS,
  TRANSITIONS,
  decide,
  maySee,
  type Actor,
  type ConflictCode,
  type Decision,
  type EvaluationState,
  type RequestOperation,
} from "../../core/chemical-approvals/states";
import {
  EVALUATION_STATUSES,
  REQUEST_STATUSES,
  type RequestStatus,
} from "../../core/chemical-approvals/request-rules";

/**
 * The state machine of chemical approval requests (core/chemical-approvals/states.ts):
 * every operation × status × archived × role, written out as the table that
 * docs/chemical-approvals.md documents. "ok" is allowed, "403" forbidden (the
 * role never may), anything else the 409 conflict code.
 */

type Cell = "ok" | "403" | ConflictCode;
const ROLES = ["admin", "requester", "member", "otherMember", "evaluator"] as const;
type Role = (typeof ROLES)[number];

/** An actor with only the given flags set. */
const actor = (flags: Partial<Actor> = {}): Actor => ({
  isAdmin: false,
  isRequester: false,
  isBoardMember: false,
  isAnyBoardMember: false,
  isEvaluator: false,
  ...flags,
});

const ACTORS: Record<Role | "stranger", Actor> = {
  /** chemical_approval_admin, not the requester, on no board. */
  admin: actor({ isAdmin: true }),
  requester: actor({ isRequester: true }),
  /** A member of the request's board. */
  member: actor({ isBoardMember: true, isAnyBoardMember: true }),
  /** A member of another board: sees every request, acts on none. */
  otherMember: actor({ isAnyBoardMember: true }),
  /** Has an evaluation but is no longer on the board. */
  evaluator: actor({ isEvaluator: true }),
  stranger: actor(),
};

/** Status order of the rows below. */
const S: readonly RequestStatus[] = [
  "DRAFT",
  "NEW",
  "UNDER_EVALUATION",
  "READY_FOR_APPROVAL",
  "APPROVED",
  "REJECTED",
];

const all = (cell: Cell): Cell[] => S.map(() => cell);
const no = all("403");
/** The rows of one operation: the roles given, and 403 for every other role. */
const only = (rows: Partial<Record<Role, Cell[]>>): Record<Role, Cell[]> => ({
  admin: no,
  requester: no,
  member: no,
  otherMember: no,
  evaluator: no,
  ...rows,
});

/** Operations other than evaluate and remind (tested with their evaluation below); complete_evaluation with a submitted evaluation. */
type TableOperation = Exclude<RequestOperation, "evaluate" | "remind">;

// Rows shared by several roles, in the order of S: DRAFT, NEW, UNDER_EVALUATION, READY_FOR_APPROVAL, APPROVED, REJECTED.
const SAVE_DRAFT: Cell[] = ["ok", "not_draft", "locked", "locked", "locked", "locked"];
const SUBMIT: Cell[] = ["ok", "ok", "locked", "locked", "locked", "locked"];
const START: Cell[] = ["not_new", "ok", "not_new", "not_new", "not_new", "not_new"];
const COMPLETE: Cell[] = [
  "not_under_evaluation",
  "not_under_evaluation",
  "ok",
  "not_under_evaluation",
  "not_under_evaluation",
  "not_under_evaluation",
];
const ARCHIVE: Cell[] = ["ok", "not_archivable", "not_archivable", "not_archivable", "ok", "ok"];
const DELETE: Cell[] = ["ok", "ok", "not_deletable", "not_deletable", "not_deletable", "not_deletable"];

const OPEN: Record<TableOperation, Record<Role, Cell[]>> = {
  view: {
    admin: all("ok"),
    requester: all("ok"),
    member: all("ok"),
    otherMember: all("ok"),
    evaluator: all("ok"),
  },
  save_draft: only({ admin: SAVE_DRAFT, requester: SAVE_DRAFT }),
  submit: only({ admin: SUBMIT, requester: SUBMIT }),
  start_evaluation: only({ admin: START, member: START }),
  complete_evaluation: only({ admin: COMPLETE, member: COMPLETE }),
  conclude: only({ admin: ["not_ready", "not_ready", "not_ready", "ok", "not_ready", "not_ready"] }),
  reset: only({
    admin: ["nothing_to_reset", "nothing_to_reset", "ok", "ok", "approved_final", "ok"],
    requester: ["403", "403", "403", "403", "403", "ok"],
  }),
  archive: only({ admin: ARCHIVE, requester: ARCHIVE }),
  unarchive: only({ admin: all("not_archived"), requester: all("not_archived") }),
  delete: only({ admin: DELETE, requester: DELETE }),
};

/** The same for an archived request: only unarchive (and delete of a draft) goes on. */
const ARCHIVED: Record<TableOperation, Record<Role, Cell[]>> = {
  view: OPEN.view,
  save_draft: only({ admin: all("archived"), requester: all("archived") }),
  submit: only({ admin: all("archived"), requester: all("archived") }),
  start_evaluation: only({ admin: all("archived"), member: all("archived") }),
  complete_evaluation: only({ admin: all("archived"), member: all("archived") }),
  conclude: only({ admin: all("archived") }),
  reset: only({ admin: all("archived"), requester: ["403", "403", "403", "403", "403", "archived"] }),
  archive: only({ admin: all("archived"), requester: all("archived") }),
  unarchive: only({ admin: all("ok"), requester: all("ok") }),
  delete: OPEN.delete,
};

const cellOf = (decision: Decision): Cell =>
  decision.ok ? "ok" : decision.reason === "forbidden" ? "403" : decision.reason;

describe("decide: every operation × status × role", () => {
  const operations = Object.keys(OPEN) as TableOperation[];
  it("the table covers every operation but evaluate and remind", () => {
    expect([...operations, "evaluate", "remind"].sort()).toEqual([...REQUEST_OPERATIONS].sort());
  });

  for (const archived of [false, true]) {
    const table = archived ? ARCHIVED : OPEN;
    for (const operation of operations) {
      it(`${operation}${archived ? " (archived)" : ""}`, () => {
        const actual = Object.fromEntries(
          ROLES.map((role) => [
            role,
            S.map((status) =>
              cellOf(decide(operation, { status, archived }, ACTORS[role], { hasSubmittedEvaluation: true })),
            ),
          ]),
        );
        expect(actual).toEqual(table[operation]);
      });
    }
  }

  it("complete_evaluation needs a submitted evaluation", () => {
    for (const role of ["admin", "member"] as const) {
      expect(
        cellOf(decide("complete_evaluation", { status: "UNDER_EVALUATION", archived: false }, ACTORS[role])),
      ).toBe("nothing_evaluated");
      expect(
        cellOf(
          decide("complete_evaluation", { status: "UNDER_EVALUATION", archived: false }, ACTORS[role], {
            hasSubmittedEvaluation: false,
          }),
        ),
      ).toBe("nothing_evaluated");
    }
  });

  it("someone who may not see the request may do nothing", () => {
    expect(maySee(ACTORS.stranger)).toBe(false);
    for (const role of ROLES) expect(maySee(ACTORS[role]), role).toBe(true);
    for (const operation of REQUEST_OPERATIONS) {
      for (const status of REQUEST_STATUSES) {
        for (const archived of [false, true]) {
          const decision = decide(operation, { status, archived }, ACTORS.stranger, {
            hasSubmittedEvaluation: true,
            evaluation: { status: "PENDING", isOwn: true, remindedAt: null },
          });
          expect(cellOf(decision), `${operation} ${status}`).toBe("403");
        }
      }
    }
  });

  it("an admin who is also the requester and a board member gets the union", () => {
    const everything: Actor = {
      isAdmin: true,
      isRequester: true,
      isBoardMember: true,
      isAnyBoardMember: true,
      isEvaluator: true,
    };
    expect(decide("reset", { status: "UNDER_EVALUATION", archived: false }, everything)).toEqual({
      ok: true,
    });
    expect(decide("start_evaluation", { status: "NEW", archived: false }, everything)).toEqual({ ok: true });
  });
});

describe("decide: evaluate", () => {
  const own = (status: EvaluationState["status"]): EvaluationState => ({
    status,
    isOwn: true,
    remindedAt: null,
  });

  it("only the evaluation's own member may evaluate, whatever else they are", () => {
    for (const role of [...ROLES, "stranger"] as const) {
      const decision = decide("evaluate", { status: "UNDER_EVALUATION", archived: false }, ACTORS[role], {
        evaluation: { status: "PENDING", isOwn: false, remindedAt: null },
      });
      expect(cellOf(decision), role).toBe("403");
      expect(
        cellOf(decide("evaluate", { status: "UNDER_EVALUATION", archived: false }, ACTORS[role])),
        role,
      ).toBe("403");
    }
  });

  it("while under evaluation: pending, approved and rejected evaluations may be (re)submitted", () => {
    const expected: Record<string, Cell> = {
      APPROVED: "ok",
      REJECTED: "ok",
      PENDING: "ok",
      CANCELED: "evaluation_closed",
      EVALUATED: "evaluation_closed",
    };
    for (const evaluationStatus of EVALUATION_STATUSES) {
      for (const role of ["member", "evaluator"] as const) {
        const decision = decide("evaluate", { status: "UNDER_EVALUATION", archived: false }, ACTORS[role], {
          evaluation: own(evaluationStatus),
        });
        expect(cellOf(decision), `${role} ${evaluationStatus}`).toBe(expected[evaluationStatus]);
      }
    }
  });

  it("in any other status: not_under_evaluation; archived: archived", () => {
    for (const status of S.filter((s) => s !== "UNDER_EVALUATION")) {
      expect(
        cellOf(
          decide("evaluate", { status, archived: false }, ACTORS.member, { evaluation: own("PENDING") }),
        ),
      ).toBe("not_under_evaluation");
    }
    for (const status of S) {
      expect(
        cellOf(decide("evaluate", { status, archived: true }, ACTORS.member, { evaluation: own("PENDING") })),
      ).toBe("archived");
    }
  });
});

describe("decide: remind", () => {
  const now = new Date("2026-03-02T10:00:00Z");
  const pending = (remindedAt: Date | null = null): EvaluationState => ({
    status: "PENDING",
    isOwn: false,
    remindedAt,
  });

  it("admins, board members and the requester may remind; others may not", () => {
    const expected: Record<Role, Cell> = {
      admin: "ok",
      requester: "ok",
      member: "ok",
      otherMember: "403",
      evaluator: "403",
    };
    for (const role of ROLES) {
      const decision = decide("remind", { status: "UNDER_EVALUATION", archived: false }, ACTORS[role], {
        evaluation: pending(),
        now,
      });
      expect(cellOf(decision), role).toBe(expected[role]);
    }
  });

  it("only a pending evaluation of a request under evaluation", () => {
    for (const status of EVALUATION_STATUSES.filter((s) => s !== "PENDING")) {
      const decision = decide("remind", { status: "UNDER_EVALUATION", archived: false }, ACTORS.admin, {
        evaluation: { status, isOwn: false, remindedAt: null },
        now,
      });
      expect(cellOf(decision), status).toBe("not_pending");
    }
    expect(
      cellOf(decide("remind", { status: "UNDER_EVALUATION", archived: false }, ACTORS.admin, { now })),
    ).toBe("not_pending");
    for (const status of S.filter((s) => s !== "UNDER_EVALUATION")) {
      expect(
        cellOf(decide("remind", { status, archived: false }, ACTORS.admin, { evaluation: pending(), now })),
        status,
      ).toBe("not_under_evaluation");
    }
    expect(
      cellOf(
        decide("remind", { status: "UNDER_EVALUATION", archived: true }, ACTORS.admin, {
          evaluation: pending(),
          now,
        }),
      ),
    ).toBe("archived");
  });

  it("at most once per interval per evaluation", () => {
    const at = (ms: number) => new Date(now.getTime() - ms);
    const cell = (remindedAt: Date) =>
      cellOf(
        decide("remind", { status: "UNDER_EVALUATION", archived: false }, ACTORS.member, {
          evaluation: pending(remindedAt),
          now,
        }),
      );
    expect(cell(at(0))).toBe("reminded_recently");
    expect(cell(at(REMIND_INTERVAL_MS - 1))).toBe("reminded_recently");
    expect(cell(at(REMIND_INTERVAL_MS))).toBe("ok");
    expect(cell(at(24 * 60 * 60 * 1000))).toBe("ok");
  });
});

describe("the codes and the documentation", () => {
  it("every operation has a transition text", () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...REQUEST_OPERATIONS].sort());
  });

  it("every conflict code has a message, the same English text the pages show", () => {
    const texts = approvals as Readonly<Record<string, string>>;
    for (const [code, message] of Object.entries(CONFLICT_MESSAGES)) {
      expect(message.length, code).toBeGreaterThan(10);
      expect(texts[`approvals.conflict.${code}`], code).toBe(message);
    }
  });

  it("every conflict code of the table is a known code", () => {
    const cells = [OPEN, ARCHIVED].flatMap((table) =>
      Object.values(table).flatMap((byRole) => Object.values(byRole).flat()),
    );
    for (const cell of new Set(cells)) {
      if (cell !== "ok" && cell !== "403") expect(Object.keys(CONFLICT_MESSAGES)).toContain(cell);
    }
  });
});
