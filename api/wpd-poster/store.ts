import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { WPD_SECTIONS } from "../../core/workplace-descriptions/sections";
import { LANGUAGES, isLanguageId } from "../../core/languages";
import {
  DEFAULT_POSTER_LAYOUT,
  logoTypeOf,
  storedSections,
  type PosterLayout,
  type PosterLogoType,
} from "../../core/wpd-poster/values";
import type { PosterLayoutInput } from "../../core/wpd-poster/rules";
import { recordActivity } from "../activities/record";
import type { Executor } from "../locations/tree";
import { getStorage } from "../storage";

/**
 * The company's poster layout (one row of workplace_description_posters per company; a company without a
 * row has the default layout) and its logo, kept in the file storage like uploaded sheets under
 * `wpd-poster/<company>/<uuid>.png|jpg`. Every change is one transaction, recorded in the audit trail under
 * "documents" (the poster belongs to the workplace descriptions, which are documents).
 */

export interface StoredPosterLayout extends PosterLayout {
  /** The storage key of the logo (never leaves the API). */
  logo_key: string | null;
  /** ISO time of the last save; null while the company has the default layout. */
  updated_at: string | null;
}

interface Actor {
  companyId: number;
  userId: number;
}

const OBJECT = (companyId: number) => ({
  type: "workplace-description-poster",
  id: companyId,
  label: "poster",
});

function fromRow(row: Record<string, unknown> | undefined): StoredPosterLayout {
  if (!row)
    return { ...DEFAULT_POSTER_LAYOUT, sections: [...WPD_SECTIONS], logo_key: null, updated_at: null };
  const languages = ((row.language_ids as number[] | null) ?? []).map(Number).filter(isLanguageId);
  const logoKey = (row.logo_key as string | null) ?? null;
  return {
    sections: storedSections(row.sections as unknown[]),
    emergency_numbers: String(row.emergency_numbers ?? ""),
    language_ids: [...new Set(languages)].slice(0, 2),
    has_logo: logoKey !== null,
    logo_key: logoKey,
    updated_at: new Date(row.updated_at as string).toISOString(),
  };
}

/** The company's layout (the default when it never saved one). */
export async function readPosterLayout(db: Executor, companyId: number): Promise<StoredPosterLayout> {
  const result = await db.execute(sql`
    SELECT sections, logo_key, emergency_numbers, language_ids, updated_at
    FROM workplace_description_posters WHERE company_id = ${companyId}`);
  return fromRow(result.rows[0] as Record<string, unknown> | undefined);
}

/** The company's row, locked for the change (made with the default layout first when there is none). */
async function lockLayout(tx: Executor, companyId: number): Promise<StoredPosterLayout> {
  await tx.execute(sql`
    INSERT INTO workplace_description_posters (company_id, sections)
    VALUES (${companyId}, ${sql.param([...WPD_SECTIONS])}::text[])
    ON CONFLICT (company_id) DO NOTHING`);
  const result = await tx.execute(sql`
    SELECT sections, logo_key, emergency_numbers, language_ids, updated_at
    FROM workplace_description_posters WHERE company_id = ${companyId} FOR UPDATE`);
  return fromRow(result.rows[0] as Record<string, unknown>);
}

const languageNames = (ids: number[]) =>
  ids.map((id) => (isLanguageId(id) ? LANGUAGES[id].name : String(id))).join(", ");

/** What the audit trail keeps of a layout (never the storage key). */
const trailFields = (layout: PosterLayout) => ({
  sections: layout.sections.join(", "),
  emergency_numbers: layout.emergency_numbers,
  languages: languageNames(layout.language_ids),
  logo: layout.has_logo,
});

/** Saves the sections, emergency numbers and languages (the logo stays as it is). */
export async function savePosterLayout(
  db: Database,
  actor: Actor,
  input: PosterLayoutInput,
): Promise<StoredPosterLayout> {
  return db.transaction(async (tx) => {
    const before = await lockLayout(tx, actor.companyId);
    const result = await tx.execute(sql`
      UPDATE workplace_description_posters
      SET sections = ${sql.param(input.sections)}::text[], emergency_numbers = ${input.emergency_numbers},
        language_ids = ${sql.param(input.language_ids)}::int[], updated_at = now()
      WHERE company_id = ${actor.companyId}
      RETURNING sections, logo_key, emergency_numbers, language_ids, updated_at`);
    const after = fromRow(result.rows[0] as Record<string, unknown>);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "documents",
      action: "updated",
      object: OBJECT(actor.companyId),
      before: trailFields(before),
      after: trailFields(after),
    });
    return after;
  });
}

const EXTENSIONS: Record<PosterLogoType, string> = { "image/png": "png", "image/jpeg": "jpg" };

/**
 * Stores a new logo (its type already checked by content) and points the layout at it; the previous file is
 * removed once the change is committed, the new one again when the change fails.
 */
export async function savePosterLogo(
  db: Database,
  actor: Actor,
  bytes: Uint8Array,
  type: PosterLogoType,
): Promise<StoredPosterLayout> {
  const storage = getStorage();
  const key = `wpd-poster/${actor.companyId}/${randomUUID()}.${EXTENSIONS[type]}`;
  await storage.put(key, bytes, { contentType: type });
  let previous: string | null = null;
  try {
    const saved = await db.transaction(async (tx) => {
      const before = await lockLayout(tx, actor.companyId);
      previous = before.logo_key;
      const result = await tx.execute(sql`
        UPDATE workplace_description_posters SET logo_key = ${key}, updated_at = now()
        WHERE company_id = ${actor.companyId}
        RETURNING sections, logo_key, emergency_numbers, language_ids, updated_at`);
      await recordActivity(tx, {
        companyId: actor.companyId,
        actorId: actor.userId,
        module: "documents",
        action: "updated",
        object: OBJECT(actor.companyId),
        // A new logo in place of another is a change too, though both are "a logo".
        before: { logo: before.has_logo ? "previous logo" : "none" },
        after: { logo: `${EXTENSIONS[type].toUpperCase()}, ${Math.ceil(bytes.byteLength / 1024)} KB` },
      });
      return fromRow(result.rows[0] as Record<string, unknown>);
    });
    if (previous) await storage.delete(previous);
    return saved;
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** Removes the logo (nothing to remove: no change, nothing recorded). */
export async function removePosterLogo(db: Database, actor: Actor): Promise<StoredPosterLayout> {
  let previous: string | null = null;
  const saved = await db.transaction(async (tx) => {
    const before = await lockLayout(tx, actor.companyId);
    previous = before.logo_key;
    if (!previous) return before;
    const result = await tx.execute(sql`
      UPDATE workplace_description_posters SET logo_key = NULL, updated_at = now()
      WHERE company_id = ${actor.companyId}
      RETURNING sections, logo_key, emergency_numbers, language_ids, updated_at`);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "documents",
      action: "updated",
      object: OBJECT(actor.companyId),
      before: { logo: "previous logo" },
      after: { logo: "none" },
    });
    return fromRow(result.rows[0] as Record<string, unknown>);
  });
  if (previous) await getStorage().delete(previous);
  return saved;
}

/** The company's logo file with its type (by content), or undefined when it has none. */
export async function readPosterLogo(
  db: Executor,
  companyId: number,
): Promise<{ body: Uint8Array; type: PosterLogoType } | undefined> {
  const { logo_key: key } = await readPosterLayout(db, companyId);
  if (!key) return undefined;
  const file = await getStorage().get(key);
  if (!file) return undefined;
  const type = logoTypeOf(file.body);
  return type ? { body: file.body, type } : undefined;
}
