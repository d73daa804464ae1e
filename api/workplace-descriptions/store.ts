import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  sectionTexts,
  type WpdSectionTexts,
  type WpdStatus,
} from "../../core/workplace-descriptions/sections";
import { recordActivity } from "../activities/record";
import { locationInScope, type ScopedActor } from "../locations/scope";

/**
 * Writing workplace descriptions: a new description (its first version), a new version of one (publishing
 * it supersedes the version it replaces, which stays readable), archive and restore. One transaction per
 * change, scoped to the caller's company and top nodes, each recorded in the audit trail (under "documents":
 * a workplace description is one of the company's documents).
 */

export interface WorkplaceDescriptionInput {
  title: string;
  location_id: number;
  product_id: number | null;
  sds_id: number | null;
  language_id: number;
  status: WpdStatus;
  sections: Partial<WpdSectionTexts>;
  pictograms: string[];
  hazard_statements: string[];
  signal_word: string | null;
}

/**
 * 404: not the caller's (another company's, outside their top nodes, unknown). 409: the version given is
 * no longer the current one (someone saved a newer version meanwhile), or the change does not apply to the
 * description as it stands (publishing what is not a draft, saving an archived one).
 */
export type Outcome =
  | { ok: true; id: number }
  | { ok: false; status: 404 }
  | { ok: false; status: 409; code: "not-current" | "archived" | "not-draft" };

async function locationVisible(db: Pick<Database, "execute">, actor: ScopedActor, locationId: number) {
  const result = await db.execute(sql`
    SELECT 1 FROM locations l
    WHERE l.company_id = ${actor.companyId} AND l.id = ${locationId}
      AND ${locationInScope(actor, sql`l.id`)}`);
  return result.rows.length > 0;
}

export async function insertVersion(
  tx: Pick<Database, "execute">,
  actor: ScopedActor,
  input: WorkplaceDescriptionInput,
  series: { id: number | null; version: number },
): Promise<number> {
  const next = await tx.execute(
    sql`SELECT nextval(pg_get_serial_sequence('workplace_descriptions', 'id'))::int AS id`,
  );
  const id = Number((next.rows[0] as { id: number }).id);
  const published = input.status === "published";
  await tx.execute(sql`
    INSERT INTO workplace_descriptions (id, company_id, series_id, version, status, title, location_id,
      product_id, sds_id, language_id, sections, pictograms, hazard_statements, signal_word, published_at,
      created_by)
    VALUES (${id}, ${actor.companyId}, ${series.id ?? id}, ${series.version}, ${input.status}, ${input.title},
      ${input.location_id}, ${input.product_id}, ${input.sds_id}, ${input.language_id},
      ${JSON.stringify(sectionTexts(input.sections))}::jsonb, ${sql.param(input.pictograms)}::text[],
      ${sql.param(input.hazard_statements)}::text[], ${input.signal_word}, ${published ? sql`now()` : null},
      ${actor.userId})`);
  return id;
}

/** A new description at a location the caller sees (404 otherwise). */
export async function createWorkplaceDescription(
  db: Database,
  actor: ScopedActor,
  input: WorkplaceDescriptionInput,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    if (!(await locationVisible(tx, actor, input.location_id))) return { ok: false, status: 404 };
    const id = await insertVersion(tx, actor, input, { id: null, version: 1 });
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "documents",
      action: "created",
      object: { type: "workplace-description", id, label: input.title },
      after: { title: input.title, status: input.status, location_id: input.location_id },
    });
    return { ok: true, id };
  });
}

/**
 * Saves the description `id` belongs to. Its current version still a draft (nobody reads a draft, and
 * nobody has confirmed it) is edited in place: same id, same number, published now when `input.status` says
 * so. A published current version is kept as it is (it stays readable by its id) and superseded by a new
 * version, numbered one higher, which becomes current.
 */
export async function saveDescription(
  db: Database,
  actor: ScopedActor,
  id: number,
  input: WorkplaceDescriptionInput,
  options: { expectCurrent?: boolean } = {},
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const current = await tx.execute(sql`
      SELECT c.id, c.series_id, c.version, c.status, c.archived_at FROM workplace_descriptions w
      JOIN workplace_descriptions c ON c.company_id = w.company_id AND c.series_id = w.series_id
        AND c.superseded_by_id IS NULL
      WHERE w.company_id = ${actor.companyId} AND w.id = ${id}
        AND ${locationInScope(actor, sql`c.location_id`)}
      FOR UPDATE OF c`);
    const row = current.rows[0] as
      { id: number; series_id: number; version: number; status: string; archived_at: unknown } | undefined;
    if (!row || !(await locationVisible(tx, actor, input.location_id))) return { ok: false, status: 404 };
    // The form edits one version: saving over a newer one someone else saved would lose their change.
    if (options.expectCurrent && Number(row.id) !== id) {
      return { ok: false, status: 409, code: "not-current" };
    }
    if (row.archived_at !== null) return { ok: false, status: 409, code: "archived" };
    const version = Number(row.version);
    if (row.status === "draft") {
      await updateDraft(tx, actor, Number(row.id), input);
      await recordActivity(tx, {
        companyId: actor.companyId,
        actorId: actor.userId,
        module: "documents",
        action: "updated",
        object: { type: "workplace-description", id: Number(row.id), label: input.title },
        before: { version, status: "draft" },
        after: { version, status: input.status },
      });
      return { ok: true, id: Number(row.id) };
    }
    const newId = await insertVersion(tx, actor, input, { id: Number(row.series_id), version: version + 1 });
    await tx.execute(sql`
      UPDATE workplace_descriptions SET superseded_by_id = ${newId}, updated_at = now()
      WHERE company_id = ${actor.companyId} AND id = ${row.id}`);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "documents",
      action: "updated",
      object: { type: "workplace-description", id: newId, label: input.title },
      before: { version },
      after: { version: version + 1, status: input.status },
    });
    return { ok: true, id: newId };
  });
}

/** A draft's every field from the form (the row already locked by the caller). */
async function updateDraft(
  tx: Pick<Database, "execute">,
  actor: ScopedActor,
  id: number,
  input: WorkplaceDescriptionInput,
): Promise<void> {
  const published = input.status === "published";
  await tx.execute(sql`
    UPDATE workplace_descriptions SET status = ${input.status}, title = ${input.title},
      location_id = ${input.location_id}, product_id = ${input.product_id}, sds_id = ${input.sds_id},
      language_id = ${input.language_id}, sections = ${JSON.stringify(sectionTexts(input.sections))}::jsonb,
      pictograms = ${sql.param(input.pictograms)}::text[],
      hazard_statements = ${sql.param(input.hazard_statements)}::text[], signal_word = ${input.signal_word},
      published_at = ${published ? sql`now()` : null}, updated_at = now()
    WHERE company_id = ${actor.companyId} AND id = ${id} AND status = 'draft'`);
}

/** Archives or restores a description (its current version), at the caller's locations only. */
export async function setWorkplaceDescriptionArchived(
  db: Database,
  actor: ScopedActor,
  id: number,
  archived: boolean,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      UPDATE workplace_descriptions c SET archived_at = ${archived ? sql`now()` : null}, updated_at = now()
      FROM workplace_descriptions w
      WHERE w.company_id = ${actor.companyId} AND w.id = ${id} AND c.company_id = w.company_id
        AND c.series_id = w.series_id AND c.superseded_by_id IS NULL
        AND ${locationInScope(actor, sql`c.location_id`)}
      RETURNING c.id, c.title`);
    const row = result.rows[0] as { id: number; title: string } | undefined;
    if (!row) return { ok: false, status: 404 };
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "documents",
      action: archived ? "archived" : "restored",
      object: { type: "workplace-description", id: Number(row.id), label: row.title },
    });
    return { ok: true, id: Number(row.id) };
  });
}

/**
 * Publishes the current version of a description where it is a draft (the same version: a draft is read by
 * nobody yet, so publishing it changes no one's text). `id` must be that current version (409 otherwise).
 */
export async function publishWorkplaceDescription(
  db: Database,
  actor: ScopedActor,
  id: number,
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const found = await tx.execute(sql`
      SELECT w.id, w.title, w.status, w.archived_at, w.superseded_by_id FROM workplace_descriptions w
      WHERE w.company_id = ${actor.companyId} AND w.id = ${id}
        AND ${locationInScope(actor, sql`w.location_id`)}
      FOR UPDATE`);
    const row = found.rows[0] as
      | { id: number; title: string; status: string; archived_at: unknown; superseded_by_id: unknown }
      | undefined;
    if (!row) return { ok: false, status: 404 };
    if (row.superseded_by_id !== null) return { ok: false, status: 409, code: "not-current" };
    if (row.archived_at !== null) return { ok: false, status: 409, code: "archived" };
    if (row.status !== "draft") return { ok: false, status: 409, code: "not-draft" };
    await tx.execute(sql`
      UPDATE workplace_descriptions SET status = 'published', published_at = now(), updated_at = now()
      WHERE company_id = ${actor.companyId} AND id = ${id}`);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "documents",
      action: "updated",
      object: { type: "workplace-description", id, label: row.title },
      before: { status: "draft" },
      after: { status: "published" },
    });
    return { ok: true, id };
  });
}
