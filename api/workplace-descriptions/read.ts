import { sql } from "drizzle-orm";
import { localeOf } from "../../core/languages";
import { sectionTexts, type WpdSectionTexts } from "../../core/workplace-descriptions/sections";
import type { Executor } from "../locations/tree";

/**
 * The stable read side of workplace descriptions, for other modules (the public read-link page shows a
 * location's published descriptions; read-and-understood assigns them to people). They call these functions
 * and never read the workplace_descriptions table themselves. Every query is scoped to the company; callers
 * check their own permission or token first (these functions decide nothing about who may read).
 */

/** A current published description as a list shows it. */
export interface PublishedWorkplaceDescription {
  /** The id of this version: it names exactly what was read (read-and-understood keeps it). */
  id: number;
  /** The id of the description's first version: the same for every version. */
  series_id: number;
  title: string;
  product: { id: number; name: string } | null;
  /** The language's locale ("de", "en-GB", …; core/languages.ts). */
  language: string;
  version: number;
  /** ISO time of the last change to this version. */
  updated_at: string;
}

/** At most this many descriptions at one location (a location holds a handful; the bound keeps it so). */
export const LOCATION_LIST_LIMIT = 500;

const iso = (value: unknown): string => new Date(value as string).toISOString();

/**
 * The current published, not archived, descriptions at a location (that location only, or with `below`
 * also those of the locations under it, as a read link's page shows them), by title. An unknown location or
 * one of another company gives an empty list.
 */
export async function listPublishedWorkplaceDescriptions(
  db: Executor,
  companyId: number,
  locationId: number,
  options: { below?: boolean } = {},
): Promise<PublishedWorkplaceDescription[]> {
  const place = options.below
    ? sql`w.location_id IN (SELECT id FROM location_subtree(${companyId}, ARRAY[${locationId}]::int[]))`
    : sql`w.location_id = ${locationId}`;
  const result = await db.execute(sql`
    SELECT w.id, w.series_id, w.title, w.language_id, w.version, w.updated_at, p.id AS product_id,
      p.name AS product_name
    FROM workplace_descriptions w
    LEFT JOIN products p ON p.company_id = w.company_id AND p.id = w.product_id
    WHERE w.company_id = ${companyId} AND ${place} AND w.superseded_by_id IS NULL
      AND w.status = 'published' AND w.archived_at IS NULL
    ORDER BY lower(w.title), w.id
    LIMIT ${LOCATION_LIST_LIMIT}`);
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    id: Number(row.id),
    series_id: Number(row.series_id),
    title: String(row.title),
    product: row.product_id === null ? null : { id: Number(row.product_id), name: String(row.product_name) },
    language: localeOf(Number(row.language_id)),
    version: Number(row.version),
    updated_at: iso(row.updated_at),
  }));
}

/** One version of a description with everything its page and PDF print. */
export interface WorkplaceDescriptionDetail {
  id: number;
  series_id: number;
  version: number;
  status: "draft" | "published";
  title: string;
  location: { id: number; name: string };
  product: { id: number; name: string; supplier: string } | null;
  sds_id: number | null;
  language_id: number;
  sections: WpdSectionTexts;
  pictograms: string[];
  hazard_statements: string[];
  signal_word: string | null;
  /** The version that replaced this one (null: this is the current version). */
  superseded_by_id: number | null;
  published_at: string | null;
  archived_at: string | null;
  updated_at: string;
}

/** One version by id, any status (earlier versions stay readable), or undefined when not the company's. */
export async function getWorkplaceDescription(
  db: Executor,
  companyId: number,
  id: number,
): Promise<WorkplaceDescriptionDetail | undefined> {
  const result = await db.execute(sql`
    SELECT w.*, l.name AS location_name, p.name AS product_name, p.supplier AS product_supplier
    FROM workplace_descriptions w
    JOIN locations l ON l.company_id = w.company_id AND l.id = w.location_id
    LEFT JOIN products p ON p.company_id = w.company_id AND p.id = w.product_id
    WHERE w.company_id = ${companyId} AND w.id = ${id}`);
  const row = result.rows[0] as Record<string, unknown> | undefined;
  if (!row) return undefined;
  return {
    id: Number(row.id),
    series_id: Number(row.series_id),
    version: Number(row.version),
    status: row.status === "published" ? "published" : "draft",
    title: String(row.title),
    location: { id: Number(row.location_id), name: String(row.location_name) },
    product:
      row.product_id === null
        ? null
        : {
            id: Number(row.product_id),
            name: String(row.product_name),
            supplier: String(row.product_supplier ?? ""),
          },
    sds_id: row.sds_id === null ? null : Number(row.sds_id),
    language_id: Number(row.language_id),
    sections: sectionTexts(row.sections as Record<string, unknown>),
    pictograms: (row.pictograms as string[] | null) ?? [],
    hazard_statements: (row.hazard_statements as string[] | null) ?? [],
    signal_word: (row.signal_word as string | null) ?? null,
    superseded_by_id: row.superseded_by_id === null ? null : Number(row.superseded_by_id),
    published_at: row.published_at === null ? null : iso(row.published_at),
    archived_at: row.archived_at === null ? null : iso(row.archived_at),
    updated_at: iso(row.updated_at),
  };
}
