import { describe, expect, it } from "vitest";
import {
  DOCUMENT_CONFLICTS,
  DOCUMENT_OPERATIONS,
  allowedOperations,
  decideDocument,
  statusAfterSubmit,
  type DocumentActor,
  type DocumentConflict,
  type DocumentContext,
  type DocumentOperation,
  type DocumentState,
} from "../../core/smartforms/states";
import { RISK_STATUS, TEMPLATE_KINDS } from "../../core/smartforms/kinds";
import { smartforms } from "../../core/texts/smartforms/en";

/**
 * The life of a smart-form document (core/smartforms/states.ts), written out as a table: every operation
 * for every kind of version (in progress, waiting, published, superseded, legacy) and every role (author,
 * another user, approver, the approver who submitted, administrator, guest). "ok" is allowed, "403" the role
 * never may, anything else the 409 conflict code.
 */

type Cell = "ok" | "403" | DocumentConflict;

const AUTHOR = 10;
const OTHER = 11;
const APPROVER = 12;
const ADMIN = 13;
const GUEST = 14;

const ROLES = {
  author: { userId: AUTHOR, isAdmin: false, isApprover: false, isGuest: false },
  other: { userId: OTHER, isAdmin: false, isApprover: false, isGuest: false },
  approver: { userId: APPROVER, isAdmin: false, isApprover: true, isGuest: false },
  /** An approver who submitted the version (here the author is also an approver). */
  selfApprover: { userId: AUTHOR, isAdmin: false, isApprover: true, isGuest: false },
  admin: { userId: ADMIN, isAdmin: true, isApprover: false, isGuest: false },
  guest: { userId: GUEST, isAdmin: false, isApprover: true, isGuest: true },
} satisfies Record<string, DocumentActor>;
type Role = keyof typeof ROLES;

const base: DocumentState = {
  status: RISK_STATUS.inProgress,
  kind: TEMPLATE_KINDS.smartforms,
  isLatest: true,
  isPublished: false,
  hasOpenVersion: false,
  hasEarlierPublished: false,
  createdBy: AUTHOR,
  submittedBy: null,
};

/** The kinds of version a document has in its life. */
const STATES = {
  /** Version 1 being filled in. */
  inProgress: base,
  /** Waiting for approval, submitted by the author. */
  pending: { ...base, status: RISK_STATUS.approvalPending, submittedBy: AUTHOR },
  /** The only version, approved: in force. */
  published: { ...base, status: RISK_STATUS.approved, isPublished: true, submittedBy: AUTHOR },
  /** Approved, in force, with an earlier approved version behind it. */
  publishedSecond: {
    ...base,
    status: RISK_STATUS.approved,
    isPublished: true,
    hasEarlierPublished: true,
    submittedBy: AUTHOR,
  },
  /** Approved and in force while a newer version is being filled in. */
  publishedWithDraft: {
    ...base,
    status: RISK_STATUS.approved,
    isLatest: false,
    isPublished: true,
    hasOpenVersion: true,
    submittedBy: AUTHOR,
  },
  /** An older approved version, replaced by a newer approved one. */
  superseded: { ...base, status: RISK_STATUS.approved, isLatest: false, submittedBy: AUTHOR },
  /** A document of the older fixed form, as imported (approved, in force). */
  legacy: { ...base, kind: TEMPLATE_KINDS.legacy, status: RISK_STATUS.approved, isPublished: true },
  /** A legacy document after its first smart-form version was made. */
  legacyOld: {
    ...base,
    kind: TEMPLATE_KINDS.legacy,
    status: RISK_STATUS.approved,
    isLatest: false,
    isPublished: true,
    hasOpenVersion: true,
  },
} satisfies Record<string, DocumentState>;
type StateName = keyof typeof STATES;

const RNU_ON: DocumentContext = { approvalRequired: true, rnuEnabled: true };
const RNU_OFF: DocumentContext = { approvalRequired: true, rnuEnabled: false };

/**
 * The table: for each operation and version, the answer per role in the order
 * author, other, approver, selfApprover, admin, guest (with read and understood on).
 */
const ROLE_ORDER: Role[] = ["author", "other", "approver", "selfApprover", "admin", "guest"];
type Row = [Cell, Cell, Cell, Cell, Cell, Cell];
const writers = (cell: Cell): Row => [cell, cell, cell, cell, cell, "403"];

const TABLE: Record<Exclude<DocumentOperation, "view">, Record<StateName, Row>> = {
  save: {
    inProgress: writers("ok"),
    pending: writers("not_in_progress"),
    published: writers("not_in_progress"),
    publishedSecond: writers("not_in_progress"),
    publishedWithDraft: writers("not_latest"),
    superseded: writers("not_latest"),
    legacy: writers("legacy"),
    legacyOld: writers("legacy"),
  },
  submit: {
    inProgress: writers("ok"),
    pending: writers("not_in_progress"),
    published: writers("not_in_progress"),
    publishedSecond: writers("not_in_progress"),
    publishedWithDraft: writers("not_latest"),
    superseded: writers("not_latest"),
    legacy: writers("legacy"),
    legacyOld: writers("legacy"),
  },
  approve: {
    inProgress: ["403", "403", "not_pending", "not_pending", "403", "403"],
    pending: ["403", "403", "ok", "own_submission", "403", "403"],
    published: ["403", "403", "not_pending", "not_pending", "403", "403"],
    publishedSecond: ["403", "403", "not_pending", "not_pending", "403", "403"],
    publishedWithDraft: ["403", "403", "not_pending", "not_pending", "403", "403"],
    superseded: ["403", "403", "not_pending", "not_pending", "403", "403"],
    legacy: ["403", "403", "not_pending", "not_pending", "403", "403"],
    legacyOld: ["403", "403", "not_pending", "not_pending", "403", "403"],
  },
  sendBack: {
    inProgress: ["403", "403", "not_pending", "not_pending", "403", "403"],
    // Sending one's own submission back is allowed: it only reopens it.
    pending: ["403", "403", "ok", "ok", "403", "403"],
    published: ["403", "403", "not_pending", "not_pending", "403", "403"],
    publishedSecond: ["403", "403", "not_pending", "not_pending", "403", "403"],
    publishedWithDraft: ["403", "403", "not_pending", "not_pending", "403", "403"],
    superseded: ["403", "403", "not_pending", "not_pending", "403", "403"],
    legacy: ["403", "403", "not_pending", "not_pending", "403", "403"],
    legacyOld: ["403", "403", "not_pending", "not_pending", "403", "403"],
  },
  newVersion: {
    inProgress: writers("open_version"),
    pending: writers("open_version"),
    published: writers("ok"),
    publishedSecond: writers("ok"),
    publishedWithDraft: writers("open_version"),
    superseded: writers("not_latest"),
    legacy: writers("legacy"),
    legacyOld: writers("legacy"),
  },
  newVersionFromLegacy: {
    inProgress: writers("not_legacy"),
    pending: writers("not_legacy"),
    published: writers("not_legacy"),
    publishedSecond: writers("not_legacy"),
    publishedWithDraft: writers("not_legacy"),
    superseded: writers("not_legacy"),
    legacy: writers("ok"),
    legacyOld: writers("not_latest"),
  },
  delete: {
    // The author or an administrator, never a guest; an approver who is not the author may not.
    inProgress: ["ok", "403", "403", "ok", "ok", "403"],
    pending: ["ok", "403", "403", "ok", "ok", "403"],
    published: ["published", "403", "403", "published", "published", "403"],
    publishedSecond: ["published", "403", "403", "published", "published", "403"],
    publishedWithDraft: ["published", "403", "403", "published", "published", "403"],
    superseded: ["published", "403", "403", "published", "published", "403"],
    legacy: ["published", "403", "403", "published", "published", "403"],
    legacyOld: ["published", "403", "403", "published", "published", "403"],
  },
  deletePublished: {
    inProgress: ["403", "403", "403", "403", "ok", "403"],
    pending: ["403", "403", "403", "403", "ok", "403"],
    published: ["403", "403", "403", "403", "ok", "403"],
    publishedSecond: ["403", "403", "403", "403", "ok", "403"],
    publishedWithDraft: ["403", "403", "403", "403", "ok", "403"],
    superseded: ["403", "403", "403", "403", "ok", "403"],
    legacy: ["403", "403", "403", "403", "ok", "403"],
    legacyOld: ["403", "403", "403", "403", "ok", "403"],
  },
  deletePublishedLastOnly: {
    inProgress: ["403", "403", "403", "403", "not_published", "403"],
    pending: ["403", "403", "403", "403", "not_published", "403"],
    published: ["403", "403", "403", "403", "only_version", "403"],
    publishedSecond: ["403", "403", "403", "403", "ok", "403"],
    publishedWithDraft: ["403", "403", "403", "403", "open_version", "403"],
    superseded: ["403", "403", "403", "403", "not_published", "403"],
    legacy: ["403", "403", "403", "403", "only_version", "403"],
    legacyOld: ["403", "403", "403", "403", "open_version", "403"],
  },
  translate: {
    inProgress: writers("ok"),
    pending: writers("ok"),
    published: writers("ok"),
    publishedSecond: writers("ok"),
    publishedWithDraft: writers("ok"),
    superseded: writers("ok"),
    legacy: writers("legacy"),
    legacyOld: writers("legacy"),
  },
  acknowledge: {
    inProgress: [...writers("not_published").slice(0, 5), "guest"] as Row,
    pending: [...writers("not_published").slice(0, 5), "guest"] as Row,
    published: [...writers("ok").slice(0, 5), "guest"] as Row,
    publishedSecond: [...writers("ok").slice(0, 5), "guest"] as Row,
    publishedWithDraft: [...writers("ok").slice(0, 5), "guest"] as Row,
    superseded: [...writers("not_published").slice(0, 5), "guest"] as Row,
    legacy: [...writers("ok").slice(0, 5), "guest"] as Row,
    legacyOld: [...writers("ok").slice(0, 5), "guest"] as Row,
  },
};

const cellOf = (operation: DocumentOperation, state: DocumentState, role: Role, context = RNU_ON): Cell => {
  const decision = decideDocument(operation, state, ROLES[role], context);
  return decision.ok ? "ok" : decision.reason === "forbidden" ? "403" : decision.reason;
};

describe("decideDocument: the whole table", () => {
  for (const [operation, rows] of Object.entries(TABLE) as [
    Exclude<DocumentOperation, "view">,
    Record<StateName, Row>,
  ][]) {
    for (const [stateName, row] of Object.entries(rows) as [StateName, Row][]) {
      it(`${operation} on ${stateName}`, () => {
        const actual = ROLE_ORDER.map((role) => cellOf(operation, STATES[stateName], role));
        expect(actual).toEqual(row);
      });
    }
  }

  it("covers every operation and every version", () => {
    expect(Object.keys(TABLE).sort()).toEqual(DOCUMENT_OPERATIONS.filter((o) => o !== "view").sort());
    for (const rows of Object.values(TABLE))
      expect(Object.keys(rows).sort()).toEqual(Object.keys(STATES).sort());
  });

  it("lets everyone view every version", () => {
    for (const state of Object.values(STATES))
      for (const role of ROLE_ORDER) expect(cellOf("view", state, role)).toBe("ok");
  });
});

describe("read and understood", () => {
  it("is refused to everyone but guests with rnu_off when the company has it off; guests first", () => {
    expect(cellOf("acknowledge", STATES.published, "author", RNU_OFF)).toBe("rnu_off");
    expect(cellOf("acknowledge", STATES.published, "admin", RNU_OFF)).toBe("rnu_off");
    expect(cellOf("acknowledge", STATES.published, "guest", RNU_OFF)).toBe("guest");
  });
});

describe("approval setting", () => {
  it("sends a submitted version to the approvers, or publishes it at once", () => {
    expect(statusAfterSubmit({ approvalRequired: true, rnuEnabled: false })).toBe(
      RISK_STATUS.approvalPending,
    );
    expect(statusAfterSubmit({ approvalRequired: false, rnuEnabled: false })).toBe(RISK_STATUS.approved);
  });

  it("does not change who may do what", () => {
    for (const state of Object.values(STATES))
      for (const role of ROLE_ORDER)
        expect(allowedOperations(state, ROLES[role], { approvalRequired: false, rnuEnabled: true })).toEqual(
          allowedOperations(state, ROLES[role], RNU_ON),
        );
  });
});

describe("allowedOperations", () => {
  it("lists exactly the operations decideDocument allows, in order", () => {
    for (const state of Object.values(STATES))
      for (const role of ROLE_ORDER) {
        const expected = DOCUMENT_OPERATIONS.filter((operation) => cellOf(operation, state, role) === "ok");
        expect(allowedOperations(state, ROLES[role], RNU_ON)).toEqual(expected);
      }
  });

  it("offers the approver of a waiting version approve and send back", () => {
    expect(allowedOperations(STATES.pending, ROLES.approver, RNU_ON)).toEqual([
      "view",
      "approve",
      "sendBack",
      "translate",
    ]);
  });
});

describe("conflict messages", () => {
  it("has a page text for every conflict code", () => {
    for (const code of Object.keys(DOCUMENT_CONFLICTS))
      expect(smartforms[`smartforms.conflict.${code}` as keyof typeof smartforms]).toBeTruthy();
  });
});
