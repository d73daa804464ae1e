import { sql } from "drizzle-orm";
import { sectionTexts } from "../../core/workplace-descriptions/sections";
import { isLocationInScope, locationInScope, productInScope, type LocationScope } from "../locations/scope";
import type { Executor } from "../locations/tree";
import { prefillFromProduct } from "./prefill";
import { getWorkplaceDescription, type WorkplaceDescriptionDetail } from "./read";
import type { WorkplaceDescriptionInput } from "./store";

/**
 * What the form starts from: a new description at a location, one prefilled from a product's sheet, one
 * copied from an existing description (a template), and one version as its page shows it. Each also names
 * the location and the products the form offers (those held at the location), so the page needs one call.
 * All within the caller's company and top nodes: anything else is undefined (the route answers 404).
 */

/** At most this many products a draft offers: those held at its location, by name. */
export const DRAFT_PRODUCT_CHOICES = 500;

export interface Choice {
  id: number;
  name: string;
}

export interface Draft {
  input: WorkplaceDescriptionInput;
  location: Choice;
  product: Choice | null;
  product_choices: Choice[];
}

async function locationOf(db: Executor, scope: LocationScope, id: number): Promise<Choice | undefined> {
  const result = await db.execute(sql`
    SELECT l.id, l.name FROM locations l
    WHERE l.company_id = ${scope.companyId} AND l.id = ${id} AND ${locationInScope(scope, sql`l.id`)}`);
  const row = result.rows[0] as { id: number; name: string } | undefined;
  return row ? { id: Number(row.id), name: String(row.name) } : undefined;
}

/** The product, when it is the caller's to see. */
export async function productOf(db: Executor, scope: LocationScope, id: number): Promise<Choice | undefined> {
  const result = await db.execute(sql`
    SELECT p.id, p.name FROM products p
    WHERE p.company_id = ${scope.companyId} AND p.id = ${id} AND ${productInScope(scope, sql`p.id`)}`);
  const row = result.rows[0] as { id: number; name: string } | undefined;
  return row ? { id: Number(row.id), name: String(row.name) } : undefined;
}

/** The products held at the location (not archived there), by name, bounded. */
async function productChoices(db: Executor, companyId: number, locationId: number): Promise<Choice[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT p.id, p.name, lower(p.name) AS sort FROM location_products lp
    JOIN products p ON p.company_id = lp.company_id AND p.id = lp.product_id
    WHERE lp.company_id = ${companyId} AND lp.location_id = ${locationId} AND NOT lp.archived
    ORDER BY sort, p.id
    LIMIT ${DRAFT_PRODUCT_CHOICES}`);
  return (result.rows as { id: number; name: string }[]).map((row) => ({
    id: Number(row.id),
    name: String(row.name),
  }));
}

async function draftOf(
  db: Executor,
  scope: LocationScope,
  input: WorkplaceDescriptionInput,
): Promise<Draft | undefined> {
  const location = await locationOf(db, scope, input.location_id);
  if (!location) return undefined;
  const product = input.product_id === null ? null : ((await productOf(db, scope, input.product_id)) ?? null);
  const choices = await productChoices(db, scope.companyId, location.id);
  // The prefilled product stays offered even when it is not (or no longer) held at the location.
  if (product && !choices.some((choice) => choice.id === product.id)) choices.unshift(product);
  return {
    input: { ...input, product_id: product?.id ?? null, sds_id: product ? input.sds_id : null },
    location,
    product,
    product_choices: choices,
  };
}

/** An empty description at a location, in a language. */
export async function draftForLocation(
  db: Executor,
  scope: LocationScope,
  locationId: number,
  languageId: number,
): Promise<Draft | undefined> {
  return draftOf(db, scope, {
    title: "",
    location_id: locationId,
    product_id: null,
    sds_id: null,
    language_id: languageId,
    status: "draft",
    sections: sectionTexts({}),
    pictograms: [],
    hazard_statements: [],
    signal_word: null,
  });
}

/** A description prefilled from the product's sheet (api/workplace-descriptions/prefill.ts), at a location. */
export async function draftFromSheet(
  db: Executor,
  scope: LocationScope,
  productId: number,
  locationId: number,
  languageId: number,
): Promise<Draft | undefined> {
  if (!(await isLocationInScope(db, scope, locationId))) return undefined;
  const input = await prefillFromProduct(db, scope, productId, locationId, languageId);
  return input ? draftOf(db, scope, input) : undefined;
}

/** A new description with everything of the version `id` but its history: a draft, version 1 when saved. */
export async function draftFromTemplate(
  db: Executor,
  scope: LocationScope,
  id: number,
): Promise<Draft | undefined> {
  const version = await visibleVersion(db, scope, id);
  if (!version) return undefined;
  return draftOf(db, scope, {
    title: version.title,
    location_id: version.location.id,
    product_id: version.product?.id ?? null,
    sds_id: version.sds_id,
    language_id: version.language_id,
    status: "draft",
    sections: version.sections,
    pictograms: version.pictograms,
    hazard_statements: version.hazard_statements,
    signal_word: version.signal_word,
  });
}

/** A version of a description, when its location is in the caller's scope. */
export async function visibleVersion(
  db: Executor,
  scope: LocationScope,
  id: number,
): Promise<WorkplaceDescriptionDetail | undefined> {
  const version = await getWorkplaceDescription(db, scope.companyId, id);
  if (!version || !(await isLocationInScope(db, scope, version.location.id))) return undefined;
  return version;
}

/** The current version of the series `seriesId` (its id and number). */
export async function currentOfSeries(
  db: Executor,
  companyId: number,
  seriesId: number,
): Promise<{ id: number; version: number }> {
  const result = await db.execute(sql`
    SELECT id, version FROM workplace_descriptions
    WHERE company_id = ${companyId} AND series_id = ${seriesId} AND superseded_by_id IS NULL
    LIMIT 1`);
  const row = result.rows[0] as { id: number; version: number };
  return { id: Number(row.id), version: Number(row.version) };
}

/**
 * Whether the product and sheet a body names are the caller's: the product visible to them, the sheet one of
 * that product's. A body naming something else is refused like an unknown id.
 */
export async function referencesVisible(
  db: Executor,
  scope: LocationScope,
  input: Pick<WorkplaceDescriptionInput, "product_id" | "sds_id">,
): Promise<boolean> {
  if (input.product_id === null) return input.sds_id === null;
  if (!(await productOf(db, scope, input.product_id))) return false;
  if (input.sds_id === null) return true;
  const sheet = await db.execute(sql`
    SELECT 1 FROM sds_documents s
    WHERE s.company_id = ${scope.companyId} AND s.id = ${input.sds_id} AND s.product_id = ${input.product_id}`);
  return sheet.rows.length > 0;
}
