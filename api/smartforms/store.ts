import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { hasAll } from "../../core/permissions";
import {
  RISK_STATUS,
  riskStatusName,
  TEMPLATE_KINDS,
  type RiskStatus,
  type TemplateKind,
} from "../../core/smartforms/kinds";
import {
  allowedOperations,
  type DocumentActor,
  type DocumentContext,
  type DocumentState,
} from "../../core/smartforms/states";
import { allFields, type TemplateStructure } from "../../core/smartforms/template";
import { connectionsOf, type DocumentValues } from "../../core/smartforms/answers";
import type { ControlBandingValue } from "../../core/control-banding/value";
import { parseStoredSettings } from "../../core/company-settings/stored";
import { locationInScope, productInScope, type LocationScope } from "../locations/scope";
import type { DocumentProduct, PersonRef, SmartformDocument } from "./schemas";

/**
 * Reading and writing smart-form documents, for every route of the module: one version with what the state
 * machine needs, its references (products, locations, people) in three queries whatever its size, a new
 * version row, and the field connections. Every statement names the company; a version at a location outside
 * the caller's top nodes is not found.
 */

type Executor = Pick<Database, "execute">;

/** A version row with what the state machine needs. */
export interface DocumentRow {
  id: number;
  company_id: number;
  root_id: number;
  version_no: number;
  document_type: number;
  template_id: number | null;
  template_name: string | null;
  template_archived: boolean;
  kind: number;
  structure: TemplateStructure;
  title: string;
  language_id: number;
  location_id: number | null;
  location_name: string | null;
  status: RiskStatus;
  values: DocumentValues;
  is_latest: boolean;
  is_published: boolean;
  has_open_version: boolean;
  has_earlier_published: boolean;
  review_due: string | null;
  translated_from_id: number | null;
  revision: number;
  created_by: number;
  updated_by: number | null;
  submitted_by: number | null;
  approved_by: number | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  approved_at: string | null;
}

/** A condition on a document alias: its location is in the caller's scope, or it has none. */
export function documentInScope(scope: LocationScope, alias: string): SQL {
  const column = sql.raw(`${alias}.location_id`);
  return sql`(${column} IS NULL OR ${locationInScope(scope, column)})`;
}

/** One version, or undefined when it is not the caller's to see (another company, outside the top nodes). */
export async function loadDocument(
  db: Executor,
  scope: LocationScope,
  id: number,
): Promise<DocumentRow | undefined> {
  const result = await db.execute(sql`
    SELECT d.id, d.company_id, d.root_id, d.version_no, d.document_type, d.template_id,
      t.name AS template_name, (t.archived_at IS NOT NULL) AS template_archived, d.kind, d.structure, d.title,
      d.language_id, d.location_id, l.name AS location_name, d.status, d.values, d.is_latest,
      (d.status = ${RISK_STATUS.approved} AND d.superseded_at IS NULL) AS is_published,
      EXISTS (SELECT 1 FROM smartform_documents o WHERE o.company_id = d.company_id AND o.root_id = d.root_id
        AND o.id <> d.id AND o.status <> ${RISK_STATUS.approved}) AS has_open_version,
      EXISTS (SELECT 1 FROM smartform_documents o WHERE o.company_id = d.company_id AND o.root_id = d.root_id
        AND o.status = ${RISK_STATUS.approved} AND o.version_no < d.version_no) AS has_earlier_published,
      d.review_due, d.translated_from_id, d.revision, d.created_by, d.updated_by, d.submitted_by, d.approved_by,
      d.created_at, d.updated_at, d.submitted_at, d.approved_at
    FROM smartform_documents d
    LEFT JOIN smartform_templates t ON t.company_id = d.company_id AND t.id = d.template_id
    LEFT JOIN locations l ON l.company_id = d.company_id AND l.id = d.location_id
    WHERE d.company_id = ${scope.companyId} AND d.id = ${id} AND ${documentInScope(scope, "d")}`);
  const row = result.rows[0] as Record<string, unknown> | undefined;
  if (!row) return undefined;
  return {
    ...(row as unknown as DocumentRow),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    submitted_at: iso(row.submitted_at),
    approved_at: iso(row.approved_at),
  };
}

/** A timestamp from PostgreSQL (a Date, or text from JSON) as ISO 8601; null stays null. */
export function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** The state machine's view of a version. */
export function documentState(row: DocumentRow): DocumentState {
  return {
    status: row.status,
    kind: row.kind as TemplateKind,
    isLatest: row.is_latest,
    isPublished: row.is_published,
    hasOpenVersion: row.has_open_version,
    hasEarlierPublished: row.has_earlier_published,
    createdBy: row.created_by,
    submittedBy: row.submitted_by,
  };
}

/** The company's rules for documents: whether submitting asks for approval, read and understood, who approves. */
export interface DocumentRules extends DocumentContext {
  approverIds: number[];
  reviewMonths: number;
}

export async function documentRules(db: Executor, companyId: number): Promise<DocumentRules> {
  const result = await db.execute(sql`SELECT settings FROM companies WHERE id = ${companyId}`);
  const stored = (result.rows[0] as { settings: Record<string, unknown> } | undefined)?.settings ?? {};
  const settings = parseStoredSettings(stored) as unknown as Record<string, unknown>;
  const approvers = settings.ra_approvers;
  return {
    approvalRequired: settings.ra_approval_required === true,
    rnuEnabled: settings.document_rnu === true,
    approverIds: Array.isArray(approvers) ? approvers.filter((id): id is number => Number.isInteger(id)) : [],
    reviewMonths: typeof settings.ra_review_months === "number" ? settings.ra_review_months : 12,
  };
}

export function documentActor(
  user: Pick<UserRow, "id" | "permissions" | "isGuestUser">,
  rules: DocumentRules,
): DocumentActor {
  return {
    userId: user.id,
    isAdmin: hasAll(user.permissions ?? {}, ["smartforms_admin"]),
    isApprover: rules.approverIds.includes(user.id),
    isGuest: user.isGuestUser === true,
  };
}

/* ------------------------------------------------------------------ references */

interface References {
  products: DocumentProduct[];
  locations: { id: number; name: string }[];
  people: PersonRef[];
}

/** The ids a document's answers name, by kind. */
function referencedIds(row: Pick<DocumentRow, "structure" | "values">) {
  const products = new Set<number>();
  const places = new Set<number>();
  const people = new Set<number>();
  for (const field of allFields(row.structure)) {
    const value = row.values[field.key];
    if (value === undefined) continue;
    if (field.type === "control_banding") {
      const id = (value as ControlBandingValue).product_id;
      if (id) products.add(id);
    }
    if (!Array.isArray(value)) continue;
    const target =
      field.type === "product"
        ? products
        : field.type === "location"
          ? places
          : field.type === "person"
            ? people
            : null;
    if (target) for (const id of value as number[]) if (Number.isInteger(id)) target.add(id);
  }
  return { products: [...products], places: [...places], people: [...people] };
}

/** A number in a text such as "78 °C" or "ca. 100-110 °C" (the first one), or null. */
export function firstNumber(text: unknown): number | null {
  if (typeof text === "number") return Number.isFinite(text) ? text : null;
  if (typeof text !== "string") return null;
  const match = /-?\d+(?:[.,]\d+)?/.exec(text);
  return match ? Number(match[0].replace(",", ".")) : null;
}

/**
 * The products, locations and people a version names (and its own people: author, submitter, approver), in
 * three queries. Products outside the caller's top nodes and people of another company are left out.
 */
export async function loadReferences(
  db: Executor,
  scope: LocationScope,
  row: Pick<
    DocumentRow,
    "structure" | "values" | "created_by" | "submitted_by" | "approved_by" | "location_id"
  >,
): Promise<References> {
  const ids = referencedIds(row);
  for (const id of [row.created_by, row.submitted_by, row.approved_by]) if (id) ids.people.push(id);
  const intArray = (values: number[]) => sql`${sql.param([...new Set(values)])}::int[]`;
  const [products, places, people] = await Promise.all([
    ids.products.length === 0
      ? { rows: [] }
      : db.execute(sql`
          SELECT p.id, p.name, coalesce(s.supplier, '') AS supplier, coalesce(s.hazard_statements, '{}') AS hazard_statements,
            coalesce(s.facts->>'physical_state', s.physical->>'state') AS physical_state,
            coalesce(s.physical->>'boilingPointC', s.facts->>'boiling_point') AS boiling_point
          FROM products p
          LEFT JOIN LATERAL (
            SELECT supplier, hazard_statements, facts, physical FROM sds_documents sd
            WHERE sd.company_id = p.company_id AND sd.product_id = p.id AND sd.superseded_by_id IS NULL AND NOT sd.pending
            ORDER BY sd.date_issue DESC, sd.id DESC LIMIT 1
          ) s ON true
          WHERE p.company_id = ${scope.companyId} AND p.id = ANY(${intArray(ids.products)})
            AND ${productInScope(scope, sql`p.id`)}
          ORDER BY lower(p.name), p.id`),
    ids.places.length === 0
      ? { rows: [] }
      : db.execute(sql`
          SELECT l.id, l.name FROM locations l
          WHERE l.company_id = ${scope.companyId} AND l.id = ANY(${intArray(ids.places)})
            AND ${locationInScope(scope, sql`l.id`)}
          ORDER BY l.name_lower, l.id`),
    ids.people.length === 0
      ? { rows: [] }
      : db.execute(sql`
          SELECT u.id, u.name FROM users u
          WHERE u.company_id = ${scope.companyId} AND u.id = ANY(${intArray(ids.people)})
          ORDER BY lower(u.name), u.id`),
  ]);
  return {
    products: (products.rows as Record<string, unknown>[]).map((p) => ({
      id: Number(p.id),
      name: String(p.name),
      supplier: String(p.supplier),
      hazard_statements: (p.hazard_statements as string[]) ?? [],
      physical_state: typeof p.physical_state === "string" && p.physical_state ? p.physical_state : null,
      boiling_point_c: firstNumber(p.boiling_point),
    })),
    locations: (places.rows as { id: number; name: string }[]).map((l) => ({
      id: Number(l.id),
      name: l.name,
    })),
    people: (people.rows as { id: number; name: string }[]).map((u) => ({ id: Number(u.id), name: u.name })),
  };
}

/** A version as the API answers it. */
export async function presentDocument(
  db: Executor,
  scope: LocationScope,
  row: DocumentRow,
  actor: DocumentActor,
  rules: DocumentContext,
): Promise<SmartformDocument> {
  const references = await loadReferences(db, scope, row);
  const person = (id: number | null) =>
    id === null ? null : (references.people.find((p) => p.id === id) ?? { id, name: "" });
  return {
    id: row.id,
    root_id: row.root_id,
    version_no: row.version_no,
    document_type: row.document_type,
    template_id: row.template_id,
    template_name: row.template_name,
    kind: row.kind,
    title: row.title,
    language_id: row.language_id,
    location: row.location_id === null ? null : { id: row.location_id, name: row.location_name ?? "" },
    status: { id: row.status, name: riskStatusName(row.status) },
    structure: row.structure,
    values: row.values,
    is_latest: row.is_latest,
    is_published: row.is_published,
    review_due: row.review_due,
    revision: row.revision,
    created_by: person(row.created_by),
    submitted_by: person(row.submitted_by),
    approved_by: person(row.approved_by),
    created_at: row.created_at,
    updated_at: row.updated_at,
    submitted_at: row.submitted_at,
    approved_at: row.approved_at,
    operations: allowedOperations(documentState(row), actor, rules),
    references,
  };
}

/* ------------------------------------------------------------------ writing */

export interface NewVersion {
  companyId: number;
  documentType: number;
  templateId: number | null;
  kind: number;
  structure: TemplateStructure;
  title: string;
  languageId: number;
  locationId: number | null;
  values: DocumentValues;
  createdBy: number;
  /** A further version of an existing document; absent for a new document (its own root, version 1). */
  of?: { rootId: number; versionNo: number };
  translatedFromId?: number | null;
}

/**
 * Inserts a version (in the caller's transaction) and its field connections. A further version becomes the
 * latest: the one before it stops being latest.
 */
export async function insertVersion(tx: Executor, version: NewVersion): Promise<number> {
  const idResult = await tx.execute(
    sql`SELECT nextval(pg_get_serial_sequence('smartform_documents', 'id'))::int AS id`,
  );
  const id = Number((idResult.rows[0] as { id: number }).id);
  const rootId = version.of?.rootId ?? id;
  const versionNo = version.of ? version.of.versionNo : 1;
  if (version.of) {
    await tx.execute(sql`
      UPDATE smartform_documents SET is_latest = false
      WHERE company_id = ${version.companyId} AND root_id = ${rootId} AND is_latest`);
  }
  await tx.execute(sql`
    INSERT INTO smartform_documents (id, company_id, root_id, version_no, document_type, template_id, kind,
      structure, title, language_id, location_id, status, values, is_latest, translated_from_id, created_by, updated_by)
    VALUES (${id}, ${version.companyId}, ${rootId}, ${versionNo}, ${version.documentType}, ${version.templateId},
      ${version.kind}, ${JSON.stringify(version.structure)}::jsonb, ${version.title}, ${version.languageId},
      ${version.locationId}, ${RISK_STATUS.inProgress}, ${JSON.stringify(version.values)}::jsonb, true,
      ${version.translatedFromId ?? null}, ${version.createdBy}, ${version.createdBy})`);
  await writeConnections(tx, version.companyId, id, connectionsOf(version.structure, version.values));
  return id;
}

/** Replaces a version's field connections (after its answers changed, or from POST /field_data/{id}). */
export async function writeConnections(
  tx: Executor,
  companyId: number,
  documentId: number,
  connections: { field_key: string; product_id: number | null; location_id: number | null }[],
): Promise<void> {
  await tx.execute(
    sql`DELETE FROM smartform_field_connections WHERE company_id = ${companyId} AND document_id = ${documentId}`,
  );
  if (connections.length === 0) return;
  const rows = sql.join(
    connections.map(
      (c) => sql`(${companyId}, ${documentId}, ${c.field_key}, ${c.product_id}, ${c.location_id})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    INSERT INTO smartform_field_connections (company_id, document_id, field_key, product_id, location_id)
    VALUES ${rows}`);
}

/**
 * Which of `ids` are products (or locations) the caller may name in a document: of the company and in the
 * top nodes. A document must not point at what its author cannot see.
 */
export async function unknownReferences(
  db: Executor,
  scope: LocationScope,
  kind: "product" | "location" | "person",
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const wanted = sql`${sql.param([...new Set(ids)])}::int[]`;
  const query =
    kind === "product"
      ? sql`SELECT p.id FROM products p WHERE p.company_id = ${scope.companyId} AND p.id = ANY(${wanted}) AND ${productInScope(scope, sql`p.id`)}`
      : kind === "location"
        ? sql`SELECT l.id FROM locations l WHERE l.company_id = ${scope.companyId} AND l.id = ANY(${wanted}) AND ${locationInScope(scope, sql`l.id`)}`
        : sql`SELECT u.id FROM users u WHERE u.company_id = ${scope.companyId} AND u.id = ANY(${wanted}) AND u.deactivated_at IS NULL`;
  const found = new Set(((await db.execute(query)).rows as { id: number }[]).map((r) => Number(r.id)));
  return [...new Set(ids)].filter((id) => !found.has(id));
}

/**
 * Every product, location and person the answers name that the caller may not name, as field errors
 * (field key → message), so a save with a stale or foreign id is refused before anything is written.
 */
export async function referenceErrors(
  db: Executor,
  scope: LocationScope,
  structure: TemplateStructure,
  values: DocumentValues,
  message: string,
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  for (const field of allFields(structure)) {
    const value = values[field.key];
    if (value === undefined) continue;
    const kind =
      field.type === "product" || field.type === "control_banding"
        ? "product"
        : field.type === "location"
          ? "location"
          : field.type === "person"
            ? "person"
            : null;
    if (!kind) continue;
    const ids =
      field.type === "control_banding"
        ? [(value as ControlBandingValue).product_id].filter((id): id is number => Boolean(id))
        : (value as number[]);
    if ((await unknownReferences(db, scope, kind, ids)).length > 0) errors[field.key] = [message];
  }
  return errors;
}

/* ------------------------------------------------------------------ the template a version is made on */

/** A template of the company, with what making a document version on it needs. */
export interface FormTemplate {
  id: number;
  name: string;
  document_type: number;
  kind: number;
  language_id: number;
  is_default: boolean;
  archived: boolean;
  structure: TemplateStructure;
}

/**
 * The one read of "the template a new document or version is filled in on": a template of the company by
 * id (whatever its kind and state, so each caller can answer a wrong kind and an archived one its own way),
 * or the company's active smart-form default of a document kind. Another company's id is not found.
 */
export async function loadFormTemplate(
  db: Executor,
  companyId: number,
  which: { id: number } | { defaultOf: number },
): Promise<FormTemplate | undefined> {
  if ("id" in which && !(which.id >= 1 && which.id <= 2_147_483_647)) return undefined;
  const result = await db.execute(sql`
    SELECT id, name, document_type, kind, language_id, is_default, (archived_at IS NOT NULL) AS archived, structure
    FROM smartform_templates
    WHERE company_id = ${companyId} AND ${
      "id" in which
        ? sql`id = ${which.id}`
        : sql`document_type = ${which.defaultOf} AND is_default AND archived_at IS NULL
            AND kind = ${TEMPLATE_KINDS.smartforms}`
    }
    LIMIT 1`);
  return result.rows[0] as FormTemplate | undefined;
}

/** Whether a template makes smart-form documents of this kind (not the older fixed form), archived or not. */
export const makesSmartForms = (template: FormTemplate, documentType: number): boolean =>
  template.document_type === documentType && template.kind === TEMPLATE_KINDS.smartforms;
