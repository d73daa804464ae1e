/**
 * The smart-form vocabulary: what kind of document a template makes, how a template is built, where a
 * document stands. Numbers are the wire's; names are the code's.
 */

/** Document kinds (a template makes documents of one kind). */
export const DOCUMENT_TYPES = {
  risk_assessment: 1,
  sps: 2,
  exposure: 4,
  chemical_approval_evaluation: 5,
  chemical_approval_request: 6,
} as const;
export type DocumentTypeName = keyof typeof DOCUMENT_TYPES;
export type DocumentType = (typeof DOCUMENT_TYPES)[DocumentTypeName];
export const DOCUMENT_TYPE_IDS = Object.values(DOCUMENT_TYPES) as DocumentType[];

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === "number" && (DOCUMENT_TYPE_IDS as number[]).includes(value);
}

export function documentTypeName(type: DocumentType): DocumentTypeName {
  return (Object.keys(DOCUMENT_TYPES) as DocumentTypeName[]).find((name) => DOCUMENT_TYPES[name] === type)!;
}

/**
 * The kinds whose documents are listed and filled in on their own under /documents/{type}; the approval
 * kinds (5, 6) are filled in inside a chemical approval request, and exposure (4) belongs to the exposure
 * register.
 */
export const STANDALONE_DOCUMENT_TYPES = [DOCUMENT_TYPES.risk_assessment, DOCUMENT_TYPES.sps] as const;

/** Template kinds: a smart form built field by field, or the fixed form of the older product (legacy). */
export const TEMPLATE_KINDS = { smartforms: 1, legacy: 2 } as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[keyof typeof TEMPLATE_KINDS];

/** Where a document version stands. */
export const RISK_STATUS = { inProgress: 1, approvalPending: 2, approved: 3 } as const;
export type RiskStatusName = keyof typeof RISK_STATUS;
export type RiskStatus = (typeof RISK_STATUS)[RiskStatusName];
export const RISK_STATUS_IDS = Object.values(RISK_STATUS) as RiskStatus[];

export function riskStatusName(status: RiskStatus): RiskStatusName {
  return (Object.keys(RISK_STATUS) as RiskStatusName[]).find((name) => RISK_STATUS[name] === status)!;
}

/** The field types a template can hold. */
export const FIELD_TYPES = [
  "text",
  "long_text",
  "number",
  "date",
  "single_choice",
  "multiple_choice",
  "yes_no",
  "product",
  "location",
  "person",
  "ppe",
  "risk_matrix",
  "measures",
  "control_banding",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Field types that take options the template names. */
export const CHOICE_FIELD_TYPES: readonly FieldType[] = ["single_choice", "multiple_choice"];

/** Field types whose answers tie the document to products or locations (the field connections). */
export const CONNECTING_FIELD_TYPES: readonly FieldType[] = ["product", "location", "control_banding"];

/* Limits: what one template and one document may hold. */
export const TEMPLATE_NAME_MAX = 120;
export const TEMPLATE_TABS_MAX = 12;
export const TEMPLATE_FIELDS_MAX = 120;
export const LABEL_MAX = 200;
export const HELP_MAX = 500;
/** Multiple-choice answers are bit flags in one 32-bit integer, so a field has at most 30 options. */
export const FIELD_OPTIONS_MAX = 30;
export const TEXT_VALUE_MAX = 500;
export const LONG_TEXT_VALUE_MAX = 20_000;
export const NUMBER_VALUE_MAX = 1e12;
export const REFERENCES_MAX = 50;
/** A reference field's searched picker: the longest search text, and at most this many matches of one search. */
export const CANDIDATE_QUERY_MAX = 100;
export const CANDIDATE_MATCHES_MAX = 20;
export const MEASURES_MAX = 50;
export const MEASURE_TEXT_MAX = 1_000;
export const DOCUMENT_TITLE_MAX = 200;
export const DECISION_COMMENT_MAX = 2_000;
/** The company's risk matrix: likelihood and severity each 1–5 (the settings' five labels per axis). */
export const RISK_MATRIX_LEVELS = 5;
