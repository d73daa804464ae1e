import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cleanName } from "../../core/text";
import { isLanguageId, type LanguageId } from "../../core/languages";
import {
  isDocumentType,
  TEMPLATE_KINDS,
  TEMPLATE_NAME_MAX,
  type DocumentType,
} from "../../core/smartforms/kinds";
import {
  allFields,
  completeLanguages,
  translateStructure,
  type TemplateStructure,
} from "../../core/smartforms/template";
import { templateStructureSchema } from "../../core/smartforms/template-schema";
import { standardStructure } from "../../core/smartforms/default-templates";
import type { ActivityFields } from "../../core/activities/activity-kinds";
import { recordActivity } from "../activities/record";
import { ApiError, fieldErrors, notFound, validationFailed } from "../http/errors";
import type {
  SmartformTemplate,
  TemplateCreateInput,
  TemplateTranslateInput,
  TemplateUpdateInput,
} from "./schemas";

/**
 * Templates (smartform_templates): the list of a kind, one template, creating one from the kind's standard
 * tabs or as a copy, saving it (name, structure, default, archived) and translating its labels. Every
 * statement names the company, so another company's template is not found. A change runs in one
 * transaction with its audit-trail entry; a save names the revision it was made on and is refused (409)
 * when the template changed meanwhile, so two editors never overwrite each other silently. The older fixed
 * form (legacy kind) is shown as it is and never changed.
 */

type Executor = Pick<Database, "execute">;

export interface TemplateActor {
  companyId: number;
  userId: number;
  language: number;
}

export const STALE_REVISION_MESSAGE =
  "The template was changed by someone else since you opened it. Open it again to see the changes.";
export const LEGACY_TEMPLATE_MESSAGE = "The older fixed form cannot be changed.";

/** At most this many templates of one kind are listed (a company has a handful). */
export const TEMPLATES_LIST_MAX = 500;

interface TemplateSqlRow extends Record<string, unknown> {
  id: number;
  document_type: number;
  kind: number;
  name: string;
  language_id: number;
  structure: TemplateStructure;
  is_default: boolean;
  archived: boolean;
  revision: number;
  document_count: number | string;
  updated_at: string | Date;
}

function present(row: TemplateSqlRow): SmartformTemplate {
  return {
    id: row.id,
    document_type: row.document_type,
    kind: row.kind,
    name: row.name,
    language_id: row.language_id,
    structure: row.structure,
    is_default: row.is_default,
    archived: row.archived,
    revision: row.revision,
    languages: completeLanguages(row.structure),
    document_count: Number(row.document_count),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/**
 * Templates with their document counts (documents, not versions: the latest version of each, through the
 * template index) in one statement.
 */
async function selectTemplates(db: Executor, companyId: number, filter: SQL): Promise<SmartformTemplate[]> {
  const result = await db.execute<TemplateSqlRow>(sql`
    SELECT t.id, t.document_type, t.kind, t.name, t.language_id, t.structure, t.is_default,
      (t.archived_at IS NOT NULL) AS archived, t.revision, t.updated_at,
      (SELECT count(*) FROM smartform_documents d
        WHERE d.company_id = t.company_id AND d.template_id = t.id AND d.is_latest) AS document_count
    FROM smartform_templates t
    WHERE t.company_id = ${companyId} AND ${filter}
    ORDER BY t.name_lower, t.id
    LIMIT ${TEMPLATES_LIST_MAX}
  `);
  return result.rows.map(present);
}

/** A kind's templates by name: the active ones, or (for the builder) the archived ones too. */
export function listTemplates(
  db: Executor,
  companyId: number,
  type: DocumentType,
  withArchived: boolean,
): Promise<SmartformTemplate[]> {
  const filter = withArchived
    ? sql`t.document_type = ${type}`
    : sql`t.document_type = ${type} AND t.archived_at IS NULL`;
  return selectTemplates(db, companyId, filter);
}

/** One template of the company, or undefined. */
export async function getTemplate(
  db: Executor,
  companyId: number,
  id: number,
): Promise<SmartformTemplate | undefined> {
  return (await selectTemplates(db, companyId, sql`t.id = ${id}`))[0];
}

/* ------------------------------------------------------------------ changes */

function checkedName(name: string, errors: Record<string, string[]>): string {
  const clean = cleanName(name);
  if (!clean) errors.name = ["The name is required."];
  else if (clean.length > TEMPLATE_NAME_MAX)
    errors.name = [`The name may be at most ${TEMPLATE_NAME_MAX} characters.`];
  return clean;
}

/** What the audit trail keeps of a template: its name, state and size, not every label. */
function trailFields(row: {
  name: string;
  is_default: boolean;
  archived: boolean;
  structure: TemplateStructure;
}): ActivityFields {
  return {
    name: row.name,
    is_default: row.is_default,
    archived: row.archived,
    tabs: row.structure.tabs.length,
    fields: allFields(row.structure).length,
  };
}

/** A template's row locked for a change, or 404. */
async function lockTemplate(tx: Executor, companyId: number, id: number) {
  const result = await tx.execute<{
    id: number;
    document_type: number;
    kind: number;
    name: string;
    language_id: number;
    structure: TemplateStructure;
    is_default: boolean;
    archived: boolean;
    revision: number;
  }>(sql`
    SELECT id, document_type, kind, name, language_id, structure, is_default, (archived_at IS NOT NULL) AS archived,
      revision
    FROM smartform_templates WHERE company_id = ${companyId} AND id = ${id} FOR UPDATE
  `);
  const row = result.rows[0];
  if (!row) throw notFound();
  return row;
}

function refuseChange(row: { kind: number; revision: number }, revision: number): void {
  if (row.kind === TEMPLATE_KINDS.legacy) {
    throw new ApiError(409, { error: "legacy_template", message: LEGACY_TEMPLATE_MESSAGE });
  }
  if (row.revision !== revision) {
    throw new ApiError(409, { error: "stale_revision", message: STALE_REVISION_MESSAGE });
  }
}

/** A new smart-form template: the kind's standard tabs, or a copy of another template of the company. */
export async function createTemplate(
  db: Database,
  actor: TemplateActor,
  input: TemplateCreateInput,
): Promise<SmartformTemplate> {
  const errors: Record<string, string[]> = {};
  const name = checkedName(input.name, errors);
  if (!isDocumentType(input.document_type))
    errors.document_type = ["The type must be one of 1, 2, 4, 5 and 6."];
  const language = input.language_id ?? actor.language;
  if (!isLanguageId(language)) errors.language_id = ["The language must be between 1 and 10."];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const type = input.document_type as DocumentType;

  const id = await db.transaction(async (tx) => {
    let structure = standardStructure(type);
    let languageId = language;
    if (input.copy_of !== undefined) {
      const source = await tx.execute<{
        document_type: number;
        kind: number;
        structure: TemplateStructure;
        language_id: number;
      }>(sql`
        SELECT document_type, kind, structure, language_id FROM smartform_templates
        WHERE company_id = ${actor.companyId} AND id = ${input.copy_of}
      `);
      const row = source.rows[0];
      if (!row) throw validationFailed({ copy_of: ["The template to copy is not one of the company's."] });
      if (row.document_type !== type) {
        throw validationFailed({ copy_of: ["The template to copy makes documents of another kind."] });
      }
      if (row.kind === TEMPLATE_KINDS.legacy) {
        throw validationFailed({ copy_of: ["The older fixed form cannot be copied."] });
      }
      structure = row.structure;
      languageId = row.language_id;
    }
    const inserted = await tx.execute<{ id: number }>(sql`
      INSERT INTO smartform_templates (company_id, document_type, kind, name, language_id, structure, created_by)
      VALUES (${actor.companyId}, ${type}, ${TEMPLATE_KINDS.smartforms}, ${name}, ${languageId},
        ${JSON.stringify(structure)}::jsonb, ${actor.userId})
      RETURNING id
    `);
    const newId = inserted.rows[0]!.id;
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "templates",
      action: "created",
      object: { type: "template", id: newId, label: name },
      after: { ...trailFields({ name, is_default: false, archived: false, structure }), document_type: type },
    });
    return newId;
  });
  return (await getTemplate(db, actor.companyId, id))!;
}

/**
 * Saves name, structure, default and archived (whatever is given) on the revision it was made on. Making it
 * the default unsets the kind's other default; archiving unsets its own, so a kind never has two active
 * defaults. Refused: a legacy template or an older revision (409), a bad name or structure (422).
 */
export async function updateTemplate(
  db: Database,
  actor: TemplateActor,
  id: number,
  input: TemplateUpdateInput,
): Promise<SmartformTemplate> {
  await db.transaction(async (tx) => {
    const row = await lockTemplate(tx, actor.companyId, id);
    refuseChange(row, input.revision);
    const errors: Record<string, string[]> = {};
    const name = input.name === undefined ? row.name : checkedName(input.name, errors);
    let structure = row.structure;
    if (input.structure !== undefined) {
      const checked = templateStructureSchema().safeParse(input.structure);
      if (checked.success) structure = checked.data;
      else {
        for (const [path, messages] of Object.entries(fieldErrors(checked.error))) {
          errors[path === "body" ? "structure" : `structure.${path}`] = messages;
        }
      }
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const archived = input.archived ?? row.archived;
    const isDefault = archived ? false : (input.is_default ?? row.is_default);

    if (isDefault && !row.is_default) {
      await tx.execute(sql`
        UPDATE smartform_templates SET is_default = false, revision = revision + 1, updated_at = now()
        WHERE company_id = ${actor.companyId} AND document_type = ${row.document_type} AND id <> ${id}
          AND is_default AND archived_at IS NULL
      `);
    }
    await tx.execute(sql`
      UPDATE smartform_templates SET name = ${name}, structure = ${JSON.stringify(structure)}::jsonb,
        is_default = ${isDefault},
        archived_at = CASE WHEN ${archived}::boolean THEN coalesce(archived_at, now()) ELSE NULL END,
        revision = revision + 1, updated_at = now()
      WHERE company_id = ${actor.companyId} AND id = ${id}
    `);
    const action =
      archived && !row.archived ? "archived" : !archived && row.archived ? "restored" : "updated";
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "templates",
      action,
      object: { type: "template", id, label: name },
      before: trailFields(row),
      after: {
        ...trailFields({ name, is_default: isDefault, archived, structure }),
        // A change of labels or order alone keeps the counts, so the trail still says the structure changed.
        ...(input.structure !== undefined && JSON.stringify(structure) !== JSON.stringify(row.structure)
          ? { structure_revision: row.revision + 1 }
          : {}),
      },
    });
  });
  return (await getTemplate(db, actor.companyId, id))!;
}

/** Writes one language's texts into the template's labels (core translateStructure). */
export async function translateTemplate(
  db: Database,
  actor: TemplateActor,
  id: number,
  input: TemplateTranslateInput,
): Promise<SmartformTemplate> {
  await db.transaction(async (tx) => {
    const row = await lockTemplate(tx, actor.companyId, id);
    refuseChange(row, input.revision);
    if (!isLanguageId(input.language_id)) {
      throw validationFailed({ language_id: ["The language must be between 1 and 10."] });
    }
    const language = input.language_id as LanguageId;
    const translated = translateStructure(row.structure, language, input.texts);
    if (!translated.ok) {
      throw validationFailed(
        Object.fromEntries(
          translated.unknown.map((slot) => [`texts.${slot}`, ["The template has no such label."]]),
        ),
      );
    }
    const checked = templateStructureSchema().safeParse(translated.structure);
    if (!checked.success) {
      throw validationFailed(
        Object.fromEntries(
          Object.entries(fieldErrors(checked.error)).map(([path, messages]) => [
            `structure.${path}`,
            messages,
          ]),
        ),
      );
    }
    await tx.execute(sql`
      UPDATE smartform_templates SET structure = ${JSON.stringify(checked.data)}::jsonb,
        revision = revision + 1, updated_at = now()
      WHERE company_id = ${actor.companyId} AND id = ${id}
    `);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      module: "templates",
      action: "updated",
      object: { type: "template", id, label: row.name },
      before: { languages: completeLanguages(row.structure), translated: null },
      after: { languages: completeLanguages(checked.data), translated: language },
    });
  });
  return (await getTemplate(db, actor.companyId, id))!;
}
