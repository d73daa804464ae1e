import { sql, type SQL } from "drizzle-orm";
import {
  CHOICES_MAX,
  MINE_DONE_MAX,
  MINE_PENDING_MAX,
  STATUS_PAGE_SIZE,
  type RnuKind,
  type StatusFilter,
} from "../../core/read-understood/kinds";
import type { UserRow } from "../../db/schema";
import type { Executor } from "../locations/tree";
import { locationInScope, scopeOf, type LocationScope } from "../locations/scope";
import { askable, askablePeopleAt, subtreeIds } from "./people-at";
import { acknowledgements, currentVersions, RNU_SOURCES } from "./sources";

/**
 * The reads of read and understood: a person's list, the people of one document (who has, who hasn't) and
 * the form's choices. Who is asked what is worked out here from the assignments: a person named in one, or
 * a person whose top nodes lie at an assigned location (or below it, when the assignment says so). Guests
 * and deactivated users are never asked.
 */

const iso = (value: unknown): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

export function likeText(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A condition on `u` (a users row): the assignment `a` (a rnu_assignments row with a location) reaches them. */
export function reachedByLocation(companyId: number): SQL {
  return sql`EXISTS (
    SELECT 1 FROM jsonb_array_elements_text(u.topnodes) AS tn(v)
    WHERE tn.v::int = a.location_id OR (a.with_sublocations AND tn.v::int IN (
      SELECT id FROM location_subtree(${companyId}, ARRAY[a.location_id]::int[])))
  )`;
}

export interface MineItem {
  kind: RnuKind;
  document_id: number;
  version_id: number;
  version_label: string;
  title: string;
  asked_at: string;
  acknowledged_at: string | null;
}

/** The caller's items: pending first (longest waiting first), then acknowledged (newest first); bounded. */
export async function mine(db: Executor, user: UserRow): Promise<{ pending: MineItem[]; done: MineItem[] }> {
  const companyId = user.companyId;
  const query = (done: boolean) => sql`
    WITH RECURSIVE up AS (
      SELECT l.id, l.parent_id, 0 AS depth FROM locations l
      WHERE l.company_id = ${companyId}
        AND l.id IN (SELECT (jsonb_array_elements_text(u.topnodes))::int FROM users u
                     WHERE u.company_id = ${companyId} AND u.id = ${user.id})
      UNION ALL
      SELECT p.id, p.parent_id, up.depth + 1 FROM locations p
      JOIN up ON p.company_id = ${companyId} AND p.id = up.parent_id
    ),
    assigned AS (
      SELECT a.document_kind AS kind, a.document_id, min(a.created_at) AS assigned_at FROM rnu_assignments a
      WHERE a.company_id = ${companyId} AND (a.user_id = ${user.id}
        OR a.location_id IN (SELECT up.id FROM up WHERE up.depth = 0 OR a.with_sublocations))
      GROUP BY 1, 2
    ),
    cur AS (${currentVersions(scopeOf(user), (kind) => sql`SELECT document_id FROM assigned WHERE kind = ${kind}`)}),
    ack AS (SELECT x.kind, x.version_id, x.at FROM (${acknowledgements(companyId)}) x WHERE x.user_id = ${user.id})
    SELECT c.kind, c.document_id, c.version_id, c.version_label, c.title,
      greatest(a.assigned_at, c.since) AS asked_at, k.at AS acknowledged_at
    FROM assigned a
    JOIN cur c ON c.kind = a.kind AND c.document_id = a.document_id
    LEFT JOIN ack k ON k.kind = c.kind AND k.version_id = c.version_id
    WHERE k.at IS ${done ? sql`NOT NULL` : sql`NULL`}
    ORDER BY ${done ? sql`k.at DESC` : sql`asked_at ASC`}, c.title, c.version_id
    LIMIT ${done ? MINE_DONE_MAX : MINE_PENDING_MAX}`;
  const [pending, done] = await Promise.all([db.execute(query(false)), db.execute(query(true))]);
  const present = (row: Record<string, unknown>): MineItem => ({
    kind: row.kind as RnuKind,
    document_id: Number(row.document_id),
    version_id: Number(row.version_id),
    version_label: String(row.version_label),
    title: String(row.title),
    asked_at: iso(row.asked_at)!,
    acknowledged_at: iso(row.acknowledged_at),
  });
  return { pending: pending.rows.map(present), done: done.rows.map(present) };
}

export interface CurrentDocument {
  kind: RnuKind;
  document_id: number;
  version_id: number;
  version_label: string;
  title: string;
}

/** The document's version in force, when the document is in the scope; else undefined. */
export async function currentDocument(
  db: Executor,
  scope: LocationScope,
  kind: RnuKind,
  documentId: number,
): Promise<CurrentDocument | undefined> {
  const { rows } = await db.execute(RNU_SOURCES[kind].current(scope, sql`${documentId}::int`));
  const row = rows[0];
  if (!row) return undefined;
  return {
    kind,
    document_id: Number(row.document_id),
    version_id: Number(row.version_id),
    version_label: String(row.version_label),
    title: String(row.title),
  };
}

export interface StatusPerson {
  id: number;
  name: string;
  email: string;
  acknowledged_at: string | null;
}

/**
 * Who a document asks and who has acknowledged its version in force: the counts and one page of people
 * (pending first, by name); with `locationId`, only the people of that location (a top node there or below).
 *
 * One statement, every set worked out once: the document's assignments; the locations they reach (each
 * assigned location, and those below it when the assignment says so: one walk down for all of them); the
 * location's subtree; the people, from the GIN index on their top nodes (one probe per location of the set:
 * the reached locations, or with `locationId` the location's subtree, whose people are then tested against
 * the reached set in memory) and by name; their confirmations of the version in force by primary key. The
 * counts and the page read the same materialised rows. Nothing is worked out per person.
 */
export async function documentStatus(
  db: Executor,
  companyId: number,
  document: CurrentDocument,
  filter: StatusFilter,
  page: number,
  locationId?: number,
): Promise<{ total: number; done: number; people: StatusPerson[] }> {
  const { kind, document_id, version_id } = document;
  const where =
    filter === "pending"
      ? sql`WHERE acknowledged_at IS NULL`
      : filter === "done"
        ? sql`WHERE acknowledged_at IS NOT NULL`
        : sql``;
  const { rows } = await db.execute(sql`
    WITH assigned AS MATERIALIZED (
      SELECT a.user_id, a.location_id, a.with_sublocations FROM rnu_assignments a
      WHERE a.company_id = ${companyId} AND a.document_kind = ${kind} AND a.document_id = ${document_id}
    ),
    reached AS MATERIALIZED (
      SELECT location_id AS id FROM assigned WHERE location_id IS NOT NULL AND NOT with_sublocations
      UNION
      ${subtreeIds(companyId, sql`ARRAY(SELECT location_id FROM assigned WHERE location_id IS NOT NULL AND with_sublocations)::int[]`)}
    ),
    ${
      locationId === undefined
        ? sql`
    -- Everyone the assigned locations reach, and the people asked by name.
    people AS MATERIALIZED (
      SELECT f.id, f.name, f.email FROM (${askablePeopleAt(companyId, sql`reached`)}) f
      UNION
      SELECT u.id, u.name, u.email FROM users u
      WHERE u.company_id = ${companyId} AND ${askable}
        AND u.id IN (SELECT user_id FROM assigned WHERE user_id IS NOT NULL)
    ),`
        : sql`
    -- The location's people (usually far fewer than a document assigned high in the tree reaches), kept when
    -- one of their top nodes is reached (their top nodes unnested and joined with the reached locations) or
    -- they are asked by name.
    below AS MATERIALIZED (${subtreeIds(companyId, sql`ARRAY[${locationId}]::int[]`)}),
    found AS MATERIALIZED (${askablePeopleAt(companyId, sql`below`)}),
    people AS MATERIALIZED (
      SELECT f.id, f.name, f.email FROM found f
      WHERE f.id IN (SELECT user_id FROM assigned WHERE user_id IS NOT NULL)
      UNION
      SELECT f.id, f.name, f.email FROM found f
      CROSS JOIN LATERAL jsonb_array_elements_text(f.topnodes) AS tn(v)
      WHERE tn.v::int IN (SELECT id FROM reached)
    ),`
    }
    answers AS MATERIALIZED (
      SELECT p.id, p.name, p.email, k.at AS acknowledged_at FROM people p
      LEFT JOIN (${RNU_SOURCES[kind].acknowledged(companyId)}) k ON k.version_id = ${version_id} AND k.user_id = p.id
    )
    -- The counts stand apart from the page, so a page past the end still says how many there are.
    SELECT n.total, n.done, s.* FROM (
      SELECT count(*)::int AS total, count(acknowledged_at)::int AS done FROM answers
    ) n
    LEFT JOIN LATERAL (
      SELECT * FROM answers ${where}
      ORDER BY (acknowledged_at IS NOT NULL), lower(name), id
      LIMIT ${STATUS_PAGE_SIZE} OFFSET ${(page - 1) * STATUS_PAGE_SIZE}
    ) s ON true`);
  return {
    total: Number(rows[0]?.total ?? 0),
    done: Number(rows[0]?.done ?? 0),
    people: rows
      .filter((row) => row.id != null)
      .map((row) => ({
        id: Number(row.id),
        name: String(row.name),
        email: String(row.email),
        acknowledged_at: iso(row.acknowledged_at),
      })),
  };
}

export interface AssignmentView {
  id: number;
  kind: RnuKind;
  document_id: number;
  user: { id: number; name: string } | null;
  location: { id: number; name: string } | null;
  with_sublocations: boolean;
  created_at: string;
}

/** One page of a document's assignments, the people first (by name), then the locations. */
export async function documentAssignments(
  db: Executor,
  companyId: number,
  kind: RnuKind,
  documentId: number,
  page: number,
): Promise<{ total: number; items: AssignmentView[] }> {
  const { rows } = await db.execute(sql`
    SELECT a.id, a.document_kind, a.document_id, a.user_id, u.name AS user_name, a.location_id,
      l.name AS location_name, a.with_sublocations, a.created_at, count(*) OVER () AS total
    FROM rnu_assignments a
    LEFT JOIN users u ON u.company_id = a.company_id AND u.id = a.user_id
    LEFT JOIN locations l ON l.company_id = a.company_id AND l.id = a.location_id
    WHERE a.company_id = ${companyId} AND a.document_kind = ${kind} AND a.document_id = ${documentId}
    ORDER BY (a.user_id IS NULL), lower(coalesce(u.name, l.name)), a.id
    LIMIT ${STATUS_PAGE_SIZE} OFFSET ${(page - 1) * STATUS_PAGE_SIZE}`);
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({
      id: Number(row.id),
      kind: row.document_kind as RnuKind,
      document_id: Number(row.document_id),
      user: row.user_id == null ? null : { id: Number(row.user_id), name: String(row.user_name) },
      location:
        row.location_id == null ? null : { id: Number(row.location_id), name: String(row.location_name) },
      with_sublocations: row.with_sublocations === true,
      created_at: iso(row.created_at)!,
    })),
  };
}

export interface Choices {
  documents: { kind: RnuKind; document_id: number; title: string; version_label: string }[];
  people: { id: number; name: string; email: string }[];
  locations: { id: number; name: string; path: string }[];
}

/** What the assignment form offers for the search text: documents in force, people, locations (bounded). */
export async function choices(db: Executor, user: UserRow, q: string): Promise<Choices> {
  const scope = scopeOf(user);
  const like = `%${likeText(q)}%`;
  const docs = await Promise.all(
    (Object.keys(RNU_SOURCES) as RnuKind[]).map(async (kind) => {
      const { rows } = await db.execute(RNU_SOURCES[kind].search(scope, likeText(q), CHOICES_MAX));
      return rows.map((row) => ({
        kind,
        document_id: Number(row.document_id),
        title: String(row.title),
        version_label: String(row.version_label),
      }));
    }),
  );
  if (q === "") return { documents: docs.flat(), people: [], locations: [] };
  const [people, places] = await Promise.all([
    db.execute(sql`
      SELECT u.id, u.name, u.email FROM users u
      WHERE u.company_id = ${user.companyId} AND ${askable} AND u.search_lower LIKE ${like}
      ORDER BY lower(u.name), u.id LIMIT ${CHOICES_MAX}`),
    db.execute(sql`
      SELECT l.id, l.name, l.path_lower FROM locations l
      WHERE l.company_id = ${user.companyId} AND NOT l.archived AND l.path_lower LIKE ${like}
        AND ${locationInScope(scope, sql`l.id`)}
      ORDER BY l.path_lower, l.id LIMIT ${CHOICES_MAX}`),
  ]);
  return {
    documents: docs.flat(),
    people: people.rows.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      email: String(row.email),
    })),
    locations: places.rows.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      path: String(row.path_lower).split("\n").join(" › "),
    })),
  };
}

export interface LocationDocument {
  kind: RnuKind;
  document_id: number;
  version_label: string;
  title: string;
  total: number;
  done: number;
}

/**
 * The manager's view of a location: every document in force that asks one of the location's people (its
 * own and those below it), with how many of them it asks and how many confirmed its version in force; the
 * documents with the most people waiting first, one page of STATUS_PAGE_SIZE. The location must already be
 * known to be in the caller's scope.
 *
 * The counts are exact but never worked out person by person and document by document (that grows with
 * people × documents: tens of thousands of pairs at a site). The location's people are grouped by their
 * top nodes (a "profile": people with the same top nodes are asked the same documents by location), so a
 * document's people asked through locations is the sum of the sizes of the profiles it reaches; people
 * asked by name add one each unless a location already asks them. Who confirmed is read from the kept
 * counts of confirmations per (version, top nodes) (rnu_confirmation_counts, kept by triggers), so a profile
 * that confirmed is one row whatever its size; a person asked by name outside the profiles the document
 * reaches is looked up alone. The location's subtree is walked once and its people found in one scan of
 * the GIN index on their top nodes (people-at.ts). Every step is a hash join or an index read, and the CTEs are materialised so PostgreSQL's guess of a set's size
 * (it cannot see inside a jsonb array) does not turn them into nested loops.
 */
export async function locationDocuments(
  db: Executor,
  user: UserRow,
  locationId: number,
  page: number,
): Promise<{ total: number; items: LocationDocument[] }> {
  const companyId = user.companyId;
  const { rows } = await db.execute(sql`
    WITH RECURSIVE below AS MATERIALIZED (${subtreeIds(companyId, sql`ARRAY[${locationId}]::int[]`)}),
    -- The location's people: the askable users with a top node below it, one probe of the GIN index on their
    -- top nodes per location below (people-at.ts).
    locals AS MATERIALIZED (SELECT id, topnodes FROM (${askablePeopleAt(companyId, sql`below`)}) x),
    profiles AS MATERIALIZED (SELECT topnodes, count(*)::int AS people FROM locals GROUP BY topnodes),
    profile_tops AS MATERIALIZED (
      SELECT p.topnodes, tn.v::int AS top FROM profiles p
      CROSS JOIN LATERAL jsonb_array_elements_text(p.topnodes) AS tn(v)
    ),
    -- Each top node and the locations above it (an assignment there with its sublocations reaches it).
    up AS (
      SELECT t.top, l.id, l.parent_id, 0 AS depth FROM (SELECT DISTINCT top FROM profile_tops) t
      JOIN locations l ON l.company_id = ${companyId} AND l.id = t.top
      UNION ALL
      SELECT up.top, p.id, p.parent_id, up.depth + 1 FROM locations p
      JOIN up ON p.company_id = ${companyId} AND p.id = up.parent_id
    ),
    reached AS MATERIALIZED (
      SELECT a.document_kind AS kind, a.document_id, pt.topnodes, max(p.people) AS people
      FROM up
      JOIN rnu_assignments a ON a.company_id = ${companyId} AND a.location_id = up.id
        AND (up.depth = 0 OR a.with_sublocations)
      JOIN profile_tops pt ON pt.top = up.top
      JOIN profiles p ON p.topnodes = pt.topnodes
      GROUP BY 1, 2, 3
    ),
    named AS MATERIALIZED (
      SELECT a.document_kind AS kind, a.document_id, x.id AS user_id, x.topnodes FROM rnu_assignments a
      JOIN locals x ON x.id = a.user_id
      WHERE a.company_id = ${companyId} AND a.user_id IS NOT NULL
    ),
    asked AS MATERIALIZED (SELECT kind, document_id FROM reached UNION SELECT kind, document_id FROM named),
    cur AS MATERIALIZED (${currentVersions(scopeOf(user), (kind) => sql`SELECT document_id FROM asked WHERE kind = ${kind}`)}),
    documents AS MATERIALIZED (
      SELECT kind, document_id, max(version_label) AS version_label, max(title) AS title,
        sum(total)::int AS total, sum(done)::int AS done
      FROM (
        SELECT c.kind, c.document_id, c.version_label, c.title, 0 AS total, 0 AS done, true AS in_force
        FROM cur c
        UNION ALL
        SELECT kind, document_id, NULL, NULL, people, 0, false FROM reached
        UNION ALL
        SELECT n.kind, n.document_id, NULL, NULL, 1, 0, false FROM named n
        WHERE (n.kind, n.document_id, n.topnodes) NOT IN (SELECT kind, document_id, topnodes FROM reached)
        UNION ALL
        -- The confirmations of the version in force by the profiles the document reaches: one kept count per
        -- (version, top nodes), not one row per confirmation. A profile in reached is one of the location's,
        -- so everyone with those top nodes is one of its people.
        SELECT c.kind, c.document_id, NULL, NULL, 0, k.confirmed, false
        FROM cur c
        JOIN rnu_confirmation_counts k ON k.company_id = ${companyId} AND k.kind = c.kind
          AND k.version_id = c.version_id
        WHERE (c.kind, c.document_id, k.topnodes) IN (SELECT kind, document_id, topnodes FROM reached)
        UNION ALL
        -- A person asked by name whose profile the document does not reach: their own confirmation.
        SELECT c.kind, c.document_id, NULL, NULL, 0, 1, false
        FROM named n
        JOIN cur c ON c.kind = n.kind AND c.document_id = n.document_id
        WHERE (n.kind, n.document_id, n.topnodes) NOT IN (SELECT kind, document_id, topnodes FROM reached)
          AND EXISTS (SELECT 1 FROM (${acknowledgements(companyId)}) k
            WHERE k.kind = c.kind AND k.version_id = c.version_id AND k.user_id = n.user_id)
      ) parts
      GROUP BY kind, document_id
      HAVING bool_or(in_force)
    )
    -- The count stands apart from the page, so a page past the end still says how many there are.
    SELECT n.documents, d.* FROM (SELECT count(*)::int AS documents FROM documents) n
    LEFT JOIN LATERAL (
      SELECT * FROM documents
      ORDER BY total - done DESC, lower(title), kind, document_id
      LIMIT ${STATUS_PAGE_SIZE} OFFSET ${(page - 1) * STATUS_PAGE_SIZE}
    ) d ON true`);
  return {
    total: Number(rows[0]?.documents ?? 0),
    items: rows
      .filter((row) => row.kind != null)
      .map((row) => ({
        kind: row.kind as RnuKind,
        document_id: Number(row.document_id),
        version_label: String(row.version_label),
        title: String(row.title),
        total: Number(row.total),
        done: Number(row.done),
      })),
  };
}
