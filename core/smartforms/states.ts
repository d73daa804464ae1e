import { RISK_STATUS, TEMPLATE_KINDS, type RiskStatus, type TemplateKind } from "./kinds";

/**
 * The life of a smart-form document (docs/decisions/041-smart-forms.md). A document is a chain of versions;
 * each version is in progress (being filled in), waiting for approval, or approved (published: the newest
 * approved version is the one in force). One function answers, for the API and the pages alike, whether an
 * actor may take an operation on a version now: "forbidden" (403) when the actor's role never allows it, a
 * conflict code (409) when the role allows it but not in this state. The API enforces it; the pages offer
 * only what it allows.
 *
 *   inProgress --submit--> approvalPending --approve--> approved
 *        ^   (or straight to approved when      |
 *        |    the company asks no approval)     |
 *        +------------- sendBack ---------------+
 *   approved --newVersion--> a new version, inProgress (the approved one stays in force until the new one
 *   is approved)
 */

export const DOCUMENT_OPERATIONS = [
  "view",
  "save",
  "submit",
  "approve",
  "sendBack",
  "newVersion",
  "newVersionFromLegacy",
  "delete",
  "deletePublished",
  "deletePublishedLastOnly",
  "translate",
  "acknowledge",
] as const;
export type DocumentOperation = (typeof DOCUMENT_OPERATIONS)[number];

/** 409 answers: `{ error: code, message }`; pages translate smartforms.conflict.<code>. */
export const DOCUMENT_CONFLICTS = {
  not_latest: "A newer version of this document exists. Open the newest version.",
  not_in_progress: "Only a version in progress can be changed or submitted.",
  not_pending: "This version is not waiting for approval.",
  not_approved: "Only an approved version can be given a new version.",
  open_version: "This document already has a version in progress or waiting for approval.",
  legacy: "This document was made on the older fixed form. Make a new version on a smart form first.",
  not_legacy: "Only a document made on the older fixed form can be moved to a smart form.",
  own_submission: "You submitted this version, so another approver must decide on it.",
  published: "This version is published. Delete it with the published documents.",
  not_published: "This version is not published.",
  only_version: "This is the only published version. Delete the whole document instead.",
  rnu_off: "Read and understood is not switched on for this company.",
  guest: "Guest users cannot confirm that they have read and understood a document.",
  archived_template: "The template of this document is archived.",
} as const;
export type DocumentConflict = keyof typeof DOCUMENT_CONFLICTS;

export type DocumentDecision =
  { ok: true } | { ok: false; reason: "forbidden" } | { ok: false; reason: DocumentConflict };

/** What the state machine needs to know about a version. */
export interface DocumentState {
  status: RiskStatus;
  kind: TemplateKind;
  /** No newer version of the document exists. */
  isLatest: boolean;
  /** The newest approved version (the one in force). */
  isPublished: boolean;
  /** Another version of the document is in progress or waiting (the newest is not approved). */
  hasOpenVersion: boolean;
  /** An earlier approved version exists (deleting this published one brings it back). */
  hasEarlierPublished: boolean;
  createdBy: number;
  submittedBy: number | null;
}

export interface DocumentActor {
  userId: number;
  /** smartforms_admin: manages templates and may delete published documents. */
  isAdmin: boolean;
  /** Named as an approver in the company's risk-assessment settings. */
  isApprover: boolean;
  isGuest: boolean;
}

export interface DocumentContext {
  /** The company's risk-assessment setting: submitting asks for approval. */
  approvalRequired: boolean;
  /** The company's documents setting: read and understood is on. */
  rnuEnabled: boolean;
}

const ok: DocumentDecision = { ok: true };
const no = (reason: DocumentConflict | "forbidden"): DocumentDecision =>
  ({ ok: false, reason }) as DocumentDecision;

export function decideDocument(
  operation: DocumentOperation,
  doc: DocumentState,
  actor: DocumentActor,
  context: DocumentContext,
): DocumentDecision {
  const writer = !actor.isGuest;
  switch (operation) {
    case "view":
      return ok;
    case "save":
    case "submit":
      if (!writer) return no("forbidden");
      if (doc.kind === TEMPLATE_KINDS.legacy) return no("legacy");
      if (!doc.isLatest) return no("not_latest");
      return doc.status === RISK_STATUS.inProgress ? ok : no("not_in_progress");
    case "approve":
    case "sendBack":
      // Guests read only, even when an administrator named one an approver by mistake.
      if (!actor.isApprover || !writer) return no("forbidden");
      if (doc.status !== RISK_STATUS.approvalPending) return no("not_pending");
      // Four eyes: whoever submitted a version does not approve it; sending back one's own is allowed.
      if (operation === "approve" && doc.submittedBy === actor.userId) return no("own_submission");
      return ok;
    case "newVersion":
      if (!writer) return no("forbidden");
      if (doc.kind === TEMPLATE_KINDS.legacy) return no("legacy");
      if (!doc.isLatest) return doc.hasOpenVersion ? no("open_version") : no("not_latest");
      return doc.status === RISK_STATUS.approved ? ok : no("open_version");
    case "newVersionFromLegacy":
      if (!writer) return no("forbidden");
      if (doc.kind !== TEMPLATE_KINDS.legacy) return no("not_legacy");
      return doc.isLatest ? ok : no("not_latest");
    case "delete":
      // An unpublished version: its author or an administrator.
      if (!writer || (doc.createdBy !== actor.userId && !actor.isAdmin)) return no("forbidden");
      if (doc.status === RISK_STATUS.approved) return no("published");
      return doc.isLatest ? ok : no("not_latest");
    case "deletePublished":
      // The whole document, every version: administrators only.
      return actor.isAdmin ? ok : no("forbidden");
    case "deletePublishedLastOnly":
      if (!actor.isAdmin) return no("forbidden");
      if (!doc.isPublished) return no("not_published");
      if (doc.hasOpenVersion) return no("open_version");
      return doc.hasEarlierPublished ? ok : no("only_version");
    case "translate":
      if (!writer) return no("forbidden");
      return doc.kind === TEMPLATE_KINDS.legacy ? no("legacy") : ok;
    case "acknowledge":
      if (actor.isGuest) return no("guest");
      if (!context.rnuEnabled) return no("rnu_off");
      return doc.isPublished ? ok : no("not_published");
  }
}

/** Where submitting takes a version. */
export function statusAfterSubmit(context: DocumentContext): RiskStatus {
  return context.approvalRequired ? RISK_STATUS.approvalPending : RISK_STATUS.approved;
}

/** Every operation the actor may take now (the page's buttons). */
export function allowedOperations(
  doc: DocumentState,
  actor: DocumentActor,
  context: DocumentContext,
): DocumentOperation[] {
  return DOCUMENT_OPERATIONS.filter((operation) => decideDocument(operation, doc, actor, context).ok);
}
