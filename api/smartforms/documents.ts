import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { cleanLine } from "../../core/text";
import {
  CONNECTING_FIELD_TYPES,
  DOCUMENT_TITLE_MAX,
  DOCUMENT_TYPES,
  type DocumentType,
} from "../../core/smartforms/kinds";
import { decideDocument, DOCUMENT_CONFLICTS, type DocumentConflict } from "../../core/smartforms/states";
import { allFields, type TemplateStructure } from "../../core/smartforms/template";
import { templateStructureSchema } from "../../core/smartforms/template-schema";
import { documentValuesSchema } from "../../core/smartforms/values";
import { connectionsOf, type DocumentValues } from "../../core/smartforms/answers";
import { parseStoredSettings } from "../../core/company-settings/stored";
import { withProposal } from "../../core/control-banding/method";
import type { ControlBandingValue } from "../../core/control-banding/value";
import { smartforms as SMARTFORM_TEXTS } from "../../core/texts/smartforms/en";
import type { Translate } from "../../core/translate";
import { recordActivity } from "../activities/record";
import type { ActivityFields, ActivityValue } from "../../core/activities/activity-kinds";
import { isLocationInScope, locationInScope, scopeOf, type LocationScope } from "../locations/scope";
import {
  documentActor,
  documentRules,
  documentState,
  insertVersion,
  loadDocument,
  loadFormTemplate,
  makesSmartForms,
  loadReferences,
  presentDocument,
  referenceErrors,
  unknownReferences,
  writeConnections,
} from "./store";
import type { SmartformDocument } from "./schemas";

/**
 * Creating a document, reading it, saving its answers and setting its field connections: the queries behind
 * the document routes. Every change is one transaction with its audit entry; the answers are checked by the
 * same rules as the pages (core/smartforms/values.ts, drafts may leave anything out), and every product,
 * location and person they name must be the caller's to see.
 */

type Db = Database;

/** The answers' messages in the API's English (the same texts the forms show in English). */
export const englishSmartforms: Translate = (key, values = {}) => {
  const text = (SMARTFORM_TEXTS as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
};

export const DOCUMENT_MESSAGES = {
  required: "Field is required",
  titleTooLong: `At most ${DOCUMENT_TITLE_MAX} characters`,
  template: "Choose an active template of this kind",
  location: "Choose one of your locations",
  reference: "Choose one of the listed items",
  notConnecting: "This field does not name products or locations",
  stale: "Someone else saved this document in the meantime. Reload it and save again.",
} as const;

/** The kinds a document is created on its own (approval forms are made inside a chemical approval request). */
export const CREATABLE_DOCUMENT_TYPES: readonly DocumentType[] = [
  DOCUMENT_TYPES.risk_assessment,
  DOCUMENT_TYPES.sps,
  DOCUMENT_TYPES.exposure,
];

export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: 404 | 403 }
  | { ok: false; status: 409; error: string; message: string }
  | { ok: false; status: 422; errors: Record<string, string[]> };

const invalid = (errors: Record<string, string[]>): Outcome<never> => ({ ok: false, status: 422, errors });

/** A title as saved: one clean line, required, at most DOCUMENT_TITLE_MAX. */
function titleErrors(title: string): string[] | null {
  if (!title) return [DOCUMENT_MESSAGES.required];
  if (title.length > DOCUMENT_TITLE_MAX) return [DOCUMENT_MESSAGES.titleTooLong];
  return null;
}

/** Answers by the draft rules, keyed `values.<field>` on failure. */
function draftValues(
  structure: TemplateStructure,
  raw: unknown,
): { ok: true; values: DocumentValues } | { ok: false; errors: Record<string, string[]> } {
  const parsed = documentValuesSchema(structure, englishSmartforms, "draft").safeParse(raw ?? {});
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const name = ["values", ...issue.path.map(String)].join(".");
    (errors[name] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}

async function referenceProblems(
  db: Db,
  scope: LocationScope,
  structure: TemplateStructure,
  values: DocumentValues,
): Promise<Record<string, string[]>> {
  const errors = await referenceErrors(db, scope, structure, values, DOCUMENT_MESSAGES.reference);
  return Object.fromEntries(Object.entries(errors).map(([key, messages]) => [`values.${key}`, messages]));
}

/**
 * Answers by the draft rules whose products and people the caller may name, with each control-banding
 * answer's proposed approach worked out here from the product's current sheet (what the browser posted as the
 * proposal is not trusted), then checked again so a chosen approach below the proposal needs its reason.
 */
async function checkedValues(
  db: Db,
  scope: LocationScope,
  structure: TemplateStructure,
  raw: unknown,
): Promise<{ ok: true; values: DocumentValues } | { ok: false; errors: Record<string, string[]> }> {
  const checked = draftValues(structure, raw);
  if (!checked.ok) return checked;
  const problems = await referenceProblems(db, scope, structure, checked.values);
  if (Object.keys(problems).length > 0) return { ok: false, errors: problems };
  const banding = allFields(structure).filter(
    (field) => field.type === "control_banding" && checked.values[field.key],
  );
  if (banding.length === 0) return checked;
  const { products } = await loadReferences(db, scope, {
    structure: { tabs: [{ key: "t1", label: {}, fields: banding }] },
    values: checked.values,
    created_by: 0,
    submitted_by: null,
    approved_by: null,
    location_id: null,
  });
  const values: DocumentValues = { ...checked.values };
  for (const field of banding) {
    const answer = values[field.key] as ControlBandingValue;
    values[field.key] = withProposal(answer, products.find((p) => p.id === answer.product_id) ?? null);
  }
  return draftValues(structure, values);
}

async function present(db: Db, user: UserRow, id: number): Promise<SmartformDocument | undefined> {
  const scope = scopeOf(user);
  const [row, rules] = await Promise.all([loadDocument(db, scope, id), documentRules(db, user.companyId)]);
  if (!row) return undefined;
  return presentDocument(db, scope, row, documentActor(user, rules), rules);
}

/* ------------------------------------------------------------------ create */

export interface CreateInput {
  document_type: number;
  /** Absent: the company's active default template of the kind. */
  template_id?: number | null;
  title: string;
  location_id?: number | null;
  values?: Record<string, unknown>;
}

export async function createDocument(
  db: Db,
  user: UserRow,
  input: CreateInput,
): Promise<Outcome<SmartformDocument>> {
  if (user.isGuestUser) return { ok: false, status: 403 };
  const scope = scopeOf(user);
  const errors: Record<string, string[]> = {};
  if (!(CREATABLE_DOCUMENT_TYPES as number[]).includes(input.document_type)) {
    errors.document_type = ["Choose a risk assessment, an SPS or an exposure record"];
  }
  const title = cleanLine(input.title ?? "");
  const titleProblem = titleErrors(title);
  if (titleProblem) errors.title = titleProblem;
  const locationId = input.location_id ?? null;
  if (locationId !== null && !(await isLocationInScope(db, scope, locationId))) {
    errors.location_id = [DOCUMENT_MESSAGES.location];
  }
  const found = await loadFormTemplate(
    db,
    user.companyId,
    input.template_id ? { id: input.template_id } : { defaultOf: input.document_type },
  );
  // An archived template, one of another kind or the older fixed form is not one to fill in (422).
  const template =
    found && makesSmartForms(found, input.document_type) && !found.archived ? found : undefined;
  let structure: TemplateStructure | null = null;
  if (!template) errors.template_id = [DOCUMENT_MESSAGES.template];
  else {
    // The stored structure was checked when the template was saved; checking it again keeps a damaged row
    // from becoming a document nobody can open.
    const parsed = templateStructureSchema().safeParse(template.structure);
    if (parsed.success) structure = parsed.data as TemplateStructure;
    else errors.template_id = [DOCUMENT_MESSAGES.template];
  }
  let values: DocumentValues = {};
  if (structure && input.values !== undefined) {
    const checked = await checkedValues(db, scope, structure, input.values);
    if (!checked.ok) Object.assign(errors, checked.errors);
    else values = checked.values;
  }
  if (Object.keys(errors).length > 0 || !structure || !template) return invalid(errors);
  const id = await db.transaction(async (tx) => {
    const newId = await insertVersion(tx, {
      companyId: user.companyId,
      documentType: input.document_type,
      templateId: template.id,
      kind: template.kind,
      structure: structure,
      title,
      languageId: template.language_id,
      locationId,
      values,
      createdBy: user.id,
    });
    await recordActivity(tx, {
      companyId: user.companyId,
      actorId: user.id,
      module: "documents",
      action: "created",
      object: { type: "document", id: newId, label: title },
      after: { title, location_id: locationId, template_id: template.id, document_type: input.document_type },
    });
    return newId;
  });
  const document = await present(db, user, id);
  return document ? { ok: true, value: document } : { ok: false, status: 404 };
}

/* ------------------------------------------------------------------ read */

export async function getDocument(db: Db, user: UserRow, id: number): Promise<SmartformDocument | undefined> {
  return present(db, user, id);
}

/* ------------------------------------------------------------------ save */

export interface SaveInput {
  revision: number;
  title?: string;
  location_id?: number | null;
  values?: Record<string, unknown>;
}

const conflict = (code: DocumentConflict): Outcome<never> => ({
  ok: false,
  status: 409,
  error: code,
  message: DOCUMENT_CONFLICTS[code],
});

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export async function saveDocument(
  db: Db,
  user: UserRow,
  id: number,
  input: SaveInput,
): Promise<Outcome<SmartformDocument>> {
  const scope = scopeOf(user);
  const [row, rules] = await Promise.all([loadDocument(db, scope, id), documentRules(db, user.companyId)]);
  if (!row) return { ok: false, status: 404 };
  const decision = decideDocument("save", documentState(row), documentActor(user, rules), rules);
  if (!decision.ok)
    return decision.reason === "forbidden" ? { ok: false, status: 403 } : conflict(decision.reason);

  const errors: Record<string, string[]> = {};
  const title = input.title === undefined ? row.title : cleanLine(input.title);
  const titleProblem = titleErrors(title);
  if (titleProblem) errors.title = titleProblem;
  const locationId = input.location_id === undefined ? row.location_id : input.location_id;
  if (
    locationId !== null &&
    locationId !== row.location_id &&
    !(await isLocationInScope(db, scope, locationId))
  ) {
    errors.location_id = [DOCUMENT_MESSAGES.location];
  }
  let values = row.values;
  if (input.values !== undefined) {
    const checked = await checkedValues(db, scope, row.structure, input.values);
    if (!checked.ok) Object.assign(errors, checked.errors);
    else values = checked.values;
  }
  if (Object.keys(errors).length > 0) return invalid(errors);

  const before: ActivityFields = {};
  const after: ActivityFields = {};
  if (title !== row.title) [before.title, after.title] = [row.title, title];
  if (locationId !== row.location_id) [before.location_id, after.location_id] = [row.location_id, locationId];
  for (const field of allFields(row.structure)) {
    if (!sameJson(row.values[field.key], values[field.key])) {
      before[field.key] = (row.values[field.key] ?? null) as ActivityValue;
      after[field.key] = (values[field.key] ?? null) as ActivityValue;
    }
  }

  const saved = await db.transaction(async (tx) => {
    // The revision guards against two people saving the same version: the second save names an older one.
    const updated = await tx.execute(sql`
      UPDATE smartform_documents
      SET title = ${title}, location_id = ${locationId}, values = ${JSON.stringify(values)}::jsonb,
        revision = revision + 1, updated_by = ${user.id}, updated_at = now()
      WHERE company_id = ${user.companyId} AND id = ${id} AND revision = ${input.revision}
        AND is_latest AND status = ${row.status}
      RETURNING id`);
    if (updated.rows.length === 0) return false;
    await writeConnections(tx, user.companyId, id, connectionsOf(row.structure, values));
    await recordActivity(tx, {
      companyId: user.companyId,
      actorId: user.id,
      module: "documents",
      action: "updated",
      object: { type: "document", id, label: title },
      before,
      after,
    });
    return true;
  });
  if (!saved) return { ok: false, status: 409, error: "stale", message: DOCUMENT_MESSAGES.stale };
  const document = await present(db, user, id);
  return document ? { ok: true, value: document } : { ok: false, status: 404 };
}

/* ------------------------------------------------------------------ field connections */

export interface ConnectionInput {
  field_key: string;
  product_id?: number | null;
  location_id?: number | null;
}

/**
 * Replaces a version's field connections: each names a product or location field of the document's
 * structure (control banding names products) and one product or location the caller may see.
 */
export async function setFieldConnections(
  db: Db,
  user: UserRow,
  id: number,
  connections: ConnectionInput[],
): Promise<Outcome<SmartformDocument>> {
  const scope = scopeOf(user);
  const [row, rules] = await Promise.all([loadDocument(db, scope, id), documentRules(db, user.companyId)]);
  if (!row) return { ok: false, status: 404 };
  const decision = decideDocument("save", documentState(row), documentActor(user, rules), rules);
  if (!decision.ok)
    return decision.reason === "forbidden" ? { ok: false, status: 403 } : conflict(decision.reason);
  const fields = new Map(allFields(row.structure).map((field) => [field.key, field.type]));
  const errors: Record<string, string[]> = {};
  const products: number[] = [];
  const places: number[] = [];
  connections.forEach((connection, index) => {
    const type = fields.get(connection.field_key);
    const productId = connection.product_id ?? null;
    const locationId = connection.location_id ?? null;
    const at = `data.connections.${index}`;
    if (!type || !CONNECTING_FIELD_TYPES.includes(type)) {
      errors[`${at}.field_key`] = [DOCUMENT_MESSAGES.notConnecting];
      return;
    }
    const wantsLocation = type === "location";
    if ((productId === null) === (locationId === null) || wantsLocation !== (locationId !== null)) {
      errors[at] = [wantsLocation ? "Name one location" : "Name one product"];
      return;
    }
    if (productId !== null) products.push(productId);
    if (locationId !== null) places.push(locationId);
  });
  const [badProducts, badPlaces] = await Promise.all([
    unknownReferences(db, scope, "product", products),
    unknownReferences(db, scope, "location", places),
  ]);
  connections.forEach((connection, index) => {
    if (
      (connection.product_id && badProducts.includes(connection.product_id)) ||
      (connection.location_id && badPlaces.includes(connection.location_id))
    ) {
      errors[`data.connections.${index}`] = [DOCUMENT_MESSAGES.reference];
    }
  });
  if (Object.keys(errors).length > 0) return invalid(errors);
  const unique = new Map<
    string,
    { field_key: string; product_id: number | null; location_id: number | null }
  >();
  for (const c of connections) {
    const value = {
      field_key: c.field_key,
      product_id: c.product_id ?? null,
      location_id: c.location_id ?? null,
    };
    unique.set(`${value.field_key}:${value.product_id}:${value.location_id}`, value);
  }
  await db.transaction(async (tx) => {
    await writeConnections(tx, user.companyId, id, [...unique.values()]);
    await recordActivity(tx, {
      companyId: user.companyId,
      actorId: user.id,
      module: "documents",
      action: "updated",
      object: { type: "document", id, label: row.title },
      after: { connections: unique.size },
    });
  });
  const document = await present(db, user, id);
  return document ? { ok: true, value: document } : { ok: false, status: 404 };
}

/* ------------------------------------------------------------------ what a form offers */

/** At most this many candidates of each kind (products, locations, people) for a document's form. */
export const CANDIDATES_MAX = 200;

export interface Named {
  id: number;
  name: string;
}

/** Active users of the company, by name, optionally matching `q`, at most CANDIDATES_MAX. */
export async function listPeople(db: Db, companyId: number, q: string): Promise<Named[]> {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db.execute(sql`
    SELECT u.id, u.name FROM users u
    WHERE u.company_id = ${companyId} AND u.deactivated_at IS NULL
      ${q ? sql`AND lower(u.name) LIKE ${pattern}` : sql``}
    ORDER BY lower(u.name), u.id
    LIMIT ${CANDIDATES_MAX}`);
  return (result.rows as { id: number; name: string }[]).map((r) => ({ id: Number(r.id), name: r.name }));
}

/**
 * Placements a subtree holds from which its products are read by walking the placements in product-name
 * order rather than by gathering them all: see heldProductsSql.
 */
const DENSE_PLACEMENTS = 2000;

/**
 * The first CANDIDATES_MAX products held (not archived) at the locations of `sub` (a CTE of the subtree's
 * location ids), by name, bounded whatever the subtree holds. Two ways, chosen by how many placements the
 * subtree holds (counted up to DENSE_PLACEMENTS, reading at most that many):
 *
 * - few: those placements' products, sorted (at most DENSE_PLACEMENTS products to sort);
 * - many (a site holding thousands of products): the company's placements in product-name order from
 *   location_products_name_order_idx, each kept when its location is in the subtree (a hashed set), until
 *   CANDIDATES_MAX products are found; as at least DENSE_PLACEMENTS of the company's placements are the
 *   subtree's, the walk stops early.
 *
 * PostgreSQL would otherwise gather every product the subtree holds (15,000 at the bench's large site) to
 * keep 200. The placements carry their product's name_lower (a trigger keeps it), so both ways give the same
 * order; each branch runs only when its one-time condition holds. Gives the CTEs `held` and `picked`
 * (name_lower, id).
 */
function heldProductsCtes(companyId: number): SQL {
  return sql`
    held AS MATERIALIZED (
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM location_products lp
        WHERE lp.company_id = ${companyId} AND NOT lp.archived AND lp.location_id IN (SELECT id FROM sub)
        LIMIT ${DENSE_PLACEMENTS}) counted),
    picked AS (
      (SELECT lp.product_name_lower AS name_lower, lp.product_id AS id FROM location_products lp
        WHERE (SELECT n FROM held) >= ${DENSE_PLACEMENTS} AND lp.company_id = ${companyId} AND NOT lp.archived
          -- IS TRUE keeps the subtree a hashed filter of the walk (not a join that reads every placement).
          AND (lp.location_id IN (SELECT id FROM sub)) IS TRUE
        GROUP BY lp.product_name_lower, lp.product_id
        ORDER BY lp.product_name_lower, lp.product_id LIMIT ${CANDIDATES_MAX})
      UNION ALL
      (SELECT p.name_lower, p.id FROM products p
        WHERE (SELECT n FROM held) < ${DENSE_PLACEMENTS} AND p.company_id = ${companyId} AND EXISTS (
          SELECT 1 FROM location_products lp WHERE lp.company_id = p.company_id AND lp.product_id = p.id
            AND NOT lp.archived AND lp.location_id IN (SELECT id FROM sub))
        ORDER BY p.name_lower, p.id LIMIT ${CANDIDATES_MAX}))`;
}

/** The candidate lists a document's form may ask for. */
export type ChoiceList = "products" | "locations" | "people";

/**
 * The product and location candidates of a document's form in one statement, so the subtree is walked once
 * for both: `sub` holds each location of the subtree (archived ones too, as location_subtree gives them)
 * with its name_lower, read from the parent index during the walk. The locations list takes the subtree's
 * entries in name order and looks each up by key until CANDIDATES_MAX are not archived and in the caller's
 * scope (`OFFSET 0` keeps that lookup a nested loop in name order that stops at the bound, rather than a join
 * that reads every location of the company to keep 200). Each list is read only when asked for.
 */
function candidatesSql(
  scope: LocationScope,
  roots: readonly number[] | null,
  lists: readonly ChoiceList[],
): SQL {
  const company = scope.companyId;
  const sub =
    roots === null
      ? sql`sub AS MATERIALIZED (
          SELECT id, name_lower FROM locations WHERE company_id = ${company} AND NOT archived)`
      : sql`walk AS (
          SELECT l.id, l.name_lower, 0 AS depth FROM locations l
          WHERE l.company_id = ${company} AND l.id = ANY(${sql.param([...roots])}::int[])
          UNION ALL
          SELECT c.id, c.name_lower, w.depth + 1
          FROM walk w JOIN locations c ON c.company_id = ${company} AND c.parent_id = w.id
          WHERE w.depth < 1000),
        sub AS MATERIALIZED (SELECT DISTINCT id, name_lower FROM walk)`;
  const products = lists.includes("products")
    ? sql`(SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name) ORDER BY k.name_lower, k.id),
          '[]'::json)
        FROM picked k JOIN products p ON p.company_id = ${company} AND p.id = k.id)`
    : sql`'[]'::json`;
  const locations = lists.includes("locations")
    ? sql`(SELECT coalesce(json_agg(json_build_object('id', x.id, 'name', x.name) ORDER BY x.name_lower, x.id),
          '[]'::json)
        FROM (
          SELECT l.id, l.name, s.name_lower
          FROM (SELECT id, name_lower FROM sub ORDER BY name_lower, id) s
          CROSS JOIN LATERAL (
            SELECT l.id, l.name FROM locations l
            WHERE l.company_id = ${company} AND l.id = s.id AND NOT l.archived
              AND ${locationInScope(scope, sql`l.id`)}
            OFFSET 0) l
          ORDER BY s.name_lower, s.id LIMIT ${CANDIDATES_MAX}) x)`
    : sql`'[]'::json`;
  return sql`
    WITH RECURSIVE ${sub},
    ${heldProductsCtes(company)}
    SELECT ${products} AS products, ${locations} AS locations`;
}

/**
 * What a document's reference fields offer: the products held in the document location's subtree and that
 * subtree's locations (the whole scope for a company-wide document), each bounded, and the company's risk
 * matrix labels (empty: the standard ones). `lists`: only these lists are read (the others are empty), so a
 * tab without reference fields costs no candidate query.
 */
export async function documentChoices(
  db: Db,
  user: UserRow,
  id: number,
  lists: readonly ChoiceList[] = ["products", "locations", "people"],
): Promise<
  | {
      products: Named[];
      locations: Named[];
      people: Named[];
      risk_labels: { probability: string[]; consequence: string[] };
    }
  | undefined
> {
  const scope = scopeOf(user);
  const row = await loadDocument(db, scope, id);
  if (!row) return undefined;
  const roots = row.location_id !== null ? [row.location_id] : scope.roots;
  const wanted = lists.includes("products") || lists.includes("locations");
  const [candidates, people, settings] = await Promise.all([
    wanted ? db.execute(candidatesSql(scope, roots, lists)) : Promise.resolve({ rows: [] as unknown[] }),
    lists.includes("people") ? listPeople(db, user.companyId, "") : Promise.resolve([]),
    riskLabels(db, user.companyId),
  ]);
  const found = candidates.rows[0] as { products: unknown[]; locations: unknown[] } | undefined;
  const named = (rows: unknown[] | undefined) =>
    ((rows ?? []) as { id: number; name: string }[]).map((r) => ({ id: Number(r.id), name: r.name }));
  return {
    products: named(found?.products),
    locations: named(found?.locations),
    people,
    risk_labels: settings,
  };
}

/** The company's risk-matrix labels, five per axis; an empty one means the standard label. */
export async function riskLabels(
  db: Db,
  companyId: number,
): Promise<{ probability: string[]; consequence: string[] }> {
  const result = await db.execute(sql`SELECT settings FROM companies WHERE id = ${companyId}`);
  const stored = parseStoredSettings(
    (result.rows[0] as { settings: Record<string, unknown> } | undefined)?.settings ?? {},
  ) as unknown as Record<string, unknown>;
  const labels = (value: unknown) =>
    Array.from({ length: 5 }, (_, index) =>
      Array.isArray(value) && typeof value[index] === "string" ? (value[index] as string) : "",
    );
  return {
    probability: labels(stored.ra_probability_labels),
    consequence: labels(stored.ra_consequence_labels),
  };
}
