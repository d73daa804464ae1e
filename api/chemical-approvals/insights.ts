import { sql } from "drizzle-orm";
import { SIGNAL_WORDS, type SignalWord } from "../../core/products";
import {
  compatibilityOf,
  isStorageClassId,
  type Compatibility,
  type StorageClassId,
} from "../../core/storage-classes";
import { emptyFacts, hasClassification, parseFacts, type SdsFacts } from "../products/sds-facts";
import type { FlowRequest } from "./flow";
import { locationPathsCte } from "../products/location-products";
import type { Executor } from "../locations/tree";
import type { RequestInsights } from "./schemas";
import { preferredSdsJoin } from "../products/sds-summary";
import { statementsFor } from "../products/statements";

/**
 * GET …/product-requests/{id}/insights: what an evaluator needs to decide
 * in four statements whatever the number of locations:
 *
 * - hazards: the classification read from the attached SDS; when the request
 *   has no attached SDS, or nothing could be read from it, the current sheet
 *   of a library product with the same CAS number; statement texts in the
 *   caller's language;
 * - storage: for each requested location, the products kept directly there
 *   (not archived; the location's category, else the sheet's storage class)
 *   checked against the requested product's storage class with the TRGS 510
 *   table (core/storage-classes.ts), as the location's storage check
 *   does;
 * - similar: library products with the same CAS number or a similar name
 *   (trigram similarity over the current sheets' labels), at most
 *   SIMILAR_MAX, with where they are kept.
 */

export const SIMILAR_MAX = 10;
/** The most conflicts listed per location (the count of products there is given in full). */
export const CONFLICTS_MAX = 50;

const signalWordOf = (value: string | null): SignalWord | null =>
  (SIGNAL_WORDS as readonly string[]).includes(value ?? "") ? (value as SignalWord) : null;

interface LibrarySheetRow extends Record<string, unknown> {
  signal_word: string | null;
  pictograms: string[];
  hazard_statements: string[];
  precautionary_statements: string[];
  storage_class: string | null;
}

/**
 * The current sheet (caller's language first) of a library product with one of
 * the CAS numbers: the one whose name is most like the request's.
 */
async function librarySheet(
  db: Executor,
  companyId: number,
  name: string,
  casNumbers: string[],
  excludeProductId: number | null,
  languageId: number,
): Promise<LibrarySheetRow | undefined> {
  if (casNumbers.length === 0) return undefined;
  const result = await db.execute<LibrarySheetRow>(sql`
    SELECT s.signal_word, s.pictograms, s.hazard_statements, s.precautionary_statements, s.storage_class
    FROM (
      SELECT DISTINCT d.product_id FROM sds_documents d
      WHERE d.company_id = ${companyId} AND d.cas_numbers && ${sql.param(casNumbers)}::text[]
        AND d.superseded_by_id IS NULL AND NOT d.pending
        AND d.product_id <> ${excludeProductId ?? -1}
    ) m
    JOIN products p ON p.company_id = ${companyId} AND p.id = m.product_id
    ${preferredSdsJoin("p", languageId)}
    WHERE s.id IS NOT NULL
    ORDER BY similarity(p.name_lower, ${name.toLowerCase()}) DESC, p.name_lower, p.id
    LIMIT 1
  `);
  return result.rows[0];
}

/** Text compared without case, spacing and the final full stop. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.\s]+$/, "")
    .trim();

function hazardsOf(
  facts: SdsFacts,
  source: RequestInsights["hazards"]["source"],
  languageId: number,
  reading: RequestInsights["hazards"]["reading"] = null,
): RequestInsights["hazards"] {
  // The supplier's wording is shown beside the official one only for the attached sheet, and only when it
  // says something else (another language, US wording); the same words twice would only be noise.
  const printedOf = (code: string, text: string): string | null => {
    const printed = source === "attached_sds" ? facts.statement_texts[code] : undefined;
    return printed && plain(printed) !== plain(text) ? printed : null;
  };
  const texts = (codes: string[]) =>
    statementsFor(codes, languageId).map(({ code, text }) => ({
      code,
      text,
      printed: printedOf(code, text),
    }));
  return {
    signal_word: facts.signal_word,
    pictograms: facts.pictograms,
    hazard_statements: texts(facts.hazard_statements),
    precautionary_statements: texts(facts.precautionary_statements),
    storage_class: facts.storage_class,
    source,
    reading,
  };
}

/** How the attached sheet was read: the evaluator is told a scan or a slow sheet apart from a harmless one. */
function readingOf(facts: SdsFacts): NonNullable<RequestInsights["hazards"]["reading"]> {
  return {
    outcome: facts.outcome,
    ocr: facts.ocr,
    classification: facts.classification,
    code_sources: facts.code_sources,
  };
}

interface StoredRow extends Record<string, unknown> {
  location_id: number;
  product_id: number;
  name: string;
  storage_class: string | null;
}

const COMPATIBILITY_ORDER: Record<Compatibility, number> = {
  INCOMPATIBLE: 0,
  MISSING_INFORMATION: 1,
  COMPATIBLE: 2,
};

async function storageOf(
  db: Executor,
  companyId: number,
  request: FlowRequest,
  storageClass: StorageClassId | null,
  languageId: number,
): Promise<RequestInsights["storage"]> {
  if (request.location_ids.length === 0) return [];
  const ids = sql.param(request.location_ids);
  const locations = await db.execute<{ id: number; name: string; path: string | null }>(sql`
    WITH RECURSIVE ${locationPathsCte(companyId, sql`SELECT unnest(${ids}::int[]) AS id`)}
    SELECT l.id, l.name, paths.path
    FROM locations l LEFT JOIN paths ON paths.location_id = l.id
    WHERE l.company_id = ${companyId} AND l.id = ANY(${ids}::int[])
    ORDER BY paths.path, l.id
  `);
  const stored = await db.execute<StoredRow>(sql`
    SELECT lp.location_id, p.id AS product_id, p.name,
      coalesce(lp.incompatibility_category_id, s.storage_class) AS storage_class
    FROM location_products lp
    JOIN products p ON p.company_id = lp.company_id AND p.id = lp.product_id
    ${preferredSdsJoin("p", languageId)}
    WHERE lp.company_id = ${companyId} AND lp.location_id = ANY(${ids}::int[]) AND NOT lp.archived
      AND lp.product_id <> ${request.product_id ?? -1}
    ORDER BY lp.location_id, p.name_lower, p.id
  `);
  const byLocation = new Map<number, StoredRow[]>();
  for (const row of stored.rows) {
    const list = byLocation.get(row.location_id) ?? [];
    list.push(row);
    byLocation.set(row.location_id, list);
  }
  return locations.rows.map((location) => {
    const here = byLocation.get(location.id) ?? [];
    const checked = here.map((row) => {
      const theirs = isStorageClassId(row.storage_class) ? row.storage_class : null;
      const { compatibility, note } = compatibilityOf(storageClass, theirs);
      return {
        product: { id: row.product_id, name: row.name },
        storage_class: row.storage_class,
        compatibility,
        note,
      };
    });
    let compatibility: Compatibility = "COMPATIBLE";
    if (storageClass === null) compatibility = "MISSING_INFORMATION";
    else if (checked.some((c) => c.compatibility === "INCOMPATIBLE")) compatibility = "INCOMPATIBLE";
    else if (checked.some((c) => c.compatibility === "MISSING_INFORMATION"))
      compatibility = "MISSING_INFORMATION";
    // Without the requested product's class every pair is unknown: listing them all says nothing.
    const conflicts =
      storageClass === null
        ? []
        : checked
            .filter((c) => c.compatibility !== "COMPATIBLE")
            .sort((a, b) => COMPATIBILITY_ORDER[a.compatibility] - COMPATIBILITY_ORDER[b.compatibility])
            .slice(0, CONFLICTS_MAX);
    return {
      location: { id: location.id, name: location.name, path: location.path ?? location.name },
      compatibility,
      product_count: here.length,
      conflicts,
    };
  });
}

interface SimilarRow extends Record<string, unknown> {
  id: number;
  name: string;
  sds_key: string | null;
  signal_word: string | null;
  pictograms: string[] | null;
  same_cas: boolean;
  locations: number;
}

async function similarOf(
  db: Executor,
  companyId: number,
  request: FlowRequest,
  casNumbers: string[],
  languageId: number,
): Promise<RequestInsights["similar"]> {
  const name = request.name.toLowerCase();
  const cas = sql.param(casNumbers);
  const result = await db.execute<SimilarRow>(sql`
    WITH matches AS (
      SELECT d.product_id,
        bool_or(d.cas_numbers && ${cas}::text[]) AS same_cas,
        max(similarity(d.label_lower, ${name})) AS score
      FROM sds_documents d
      WHERE d.company_id = ${companyId} AND d.superseded_by_id IS NULL AND NOT d.pending
        AND (d.cas_numbers && ${cas}::text[] OR d.label_lower % ${name})
        AND d.product_id <> ${request.product_id ?? -1}
      GROUP BY d.product_id
      ORDER BY same_cas DESC, score DESC, d.product_id
      LIMIT ${SIMILAR_MAX}
    )
    SELECT p.id, p.name, s.key AS sds_key, s.signal_word, s.pictograms, m.same_cas,
      (SELECT count(*)::int FROM location_products lp
        WHERE lp.company_id = ${companyId} AND lp.product_id = p.id AND NOT lp.archived) AS locations
    FROM matches m
    JOIN products p ON p.company_id = ${companyId} AND p.id = m.product_id
    ${preferredSdsJoin("p", languageId)}
    ORDER BY m.same_cas DESC, m.score DESC, p.name_lower, p.id
  `);
  return result.rows.map((row) => ({
    product: { id: row.id, name: row.name },
    sds_key: row.sds_key,
    reason: row.same_cas ? "same_cas" : "similar_name",
    signal_word: signalWordOf(row.signal_word),
    pictograms: row.pictograms ?? [],
    locations: row.locations,
  }));
}

/** The insights of a request the caller may see (the route checks that). */
export async function requestInsights(
  db: Executor,
  companyId: number,
  request: FlowRequest,
  languageId: number,
): Promise<RequestInsights> {
  const attached = request.attached_sds_key !== null;
  const facts = (attached ? parseFacts(request.attached_sds_facts) : null) ?? emptyFacts();
  const casNumbers = [...new Set([...(request.cas_nr ? [request.cas_nr] : []), ...facts.cas_numbers])];

  let hazards: RequestInsights["hazards"];
  const reading = attached ? readingOf(facts) : null;
  if (attached && hasClassification(facts)) {
    hazards = hazardsOf(facts, "attached_sds", languageId, reading);
  } else {
    const sheet = await librarySheet(db, companyId, request.name, casNumbers, request.product_id, languageId);
    if (sheet) {
      const library: SdsFacts = {
        ...emptyFacts(),
        signal_word: signalWordOf(sheet.signal_word),
        pictograms: sheet.pictograms,
        hazard_statements: sheet.hazard_statements,
        precautionary_statements: sheet.precautionary_statements,
        storage_class: isStorageClassId(sheet.storage_class) ? sheet.storage_class : null,
      };
      hazards = hazardsOf(library, "library", languageId, reading);
    } else {
      hazards = hazardsOf(facts, attached ? "attached_sds" : null, languageId, reading);
    }
  }

  const storageClass = isStorageClassId(hazards.storage_class) ? hazards.storage_class : null;
  return {
    hazards,
    storage: await storageOf(db, companyId, request, storageClass, languageId),
    similar: await similarOf(db, companyId, request, casNumbers, languageId),
  };
}
