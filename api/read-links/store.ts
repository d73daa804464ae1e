import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { expiryOf, readLinkState, type ReadLinkState } from "../../core/read-links/rules";
import { recordActivities } from "../activities/record";
import { locationInScope, type LocationScope, type ScopedActor } from "../locations/scope";
import { newReadLinkToken, secretMatches, splitReadLinkToken } from "./tokens";
import { productDescriptionSql } from "./workplace-descriptions";

type Executor = Pick<Database, "execute">;

/** The link a token opens, with its state now; null when the token names no link or its secret is wrong. */
export interface ResolvedLink {
  id: number;
  companyId: number;
  locationId: number;
  state: ReadLinkState;
  expiresAt: Date;
}

export async function resolveToken(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<ResolvedLink | null> {
  const parts = splitReadLinkToken(token);
  if (!parts) return null;
  const result = await db.execute<{
    id: number;
    company_id: number;
    location_id: number;
    secret_hash: string;
    expires_at: Date | string;
    revoked_at: Date | string | null;
    archived: boolean;
  }>(sql`
    SELECT r.id, r.company_id, r.location_id, r.secret_hash, r.expires_at, r.revoked_at, l.archived
    FROM read_links r JOIN locations l ON l.company_id = r.company_id AND l.id = r.location_id
    WHERE r.public_id = ${parts.publicId}`);
  const row = result.rows[0];
  if (!row || !secretMatches(parts.secret, row.secret_hash)) return null;
  const expiresAt = new Date(row.expires_at);
  // An archived location's link ends like a revoked one: its page would show what is no longer there.
  const revokedAt = row.revoked_at ? new Date(row.revoked_at) : row.archived ? expiresAt : null;
  return {
    id: row.id,
    companyId: row.company_id,
    locationId: row.location_id,
    state: readLinkState({ expiresAt, revokedAt }, now),
    expiresAt,
  };
}

/** A location's name and its path from the top ("Site / Building / Lab"). */
export async function locationPaths(
  db: Executor,
  companyId: number,
  ids: readonly number[],
): Promise<Map<number, { name: string; path: string }>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<{ id: number; name: string; path: string }>(sql`
    WITH RECURSIVE up AS (
      SELECT l.id AS start, l.id, l.parent_id, l.name, 0 AS depth
      FROM locations l WHERE l.company_id = ${companyId} AND l.id = ANY(${sql.param([...ids])}::int[])
      UNION ALL
      SELECT up.start, p.id, p.parent_id, p.name, up.depth + 1
      FROM up JOIN locations p ON p.company_id = ${companyId} AND p.id = up.parent_id
      WHERE up.depth < 50
    )
    SELECT start AS id,
      (array_agg(name ORDER BY depth ASC))[1] AS name,
      string_agg(name, ' / ' ORDER BY depth DESC) AS path
    FROM up GROUP BY start`);
  return new Map(result.rows.map((row) => [row.id, { name: row.name, path: row.path }]));
}

/** Creates one link per location (in the caller's scope: else undefined); the tokens exist only in the answer. */
export async function createLinks(
  db: Database,
  actor: ScopedActor,
  locationIds: readonly number[],
  days: number,
  now = new Date(),
): Promise<
  { id: number; locationId: number; token: string; expiresAt: Date; name: string; path: string }[] | undefined
> {
  const unique = [...new Set(locationIds)];
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ id: number }>(sql`
      SELECT l.id FROM locations l
      WHERE l.company_id = ${actor.companyId} AND l.id = ANY(${sql.param(unique)}::int[]) AND NOT l.archived
        AND ${locationInScope(actor, sql`l.id`)}`);
    if (found.rows.length !== unique.length) return undefined;
    const paths = await locationPaths(tx, actor.companyId, unique);
    const expiresAt = expiryOf(now, days);
    const made = unique.map((locationId) => ({ locationId, ...newReadLinkToken() }));
    const inserted = await tx.execute<{ id: number; location_id: number }>(sql`
      INSERT INTO read_links (company_id, location_id, public_id, secret_hash, created_by, expires_at)
      SELECT ${actor.companyId}, x.location_id, x.public_id, x.secret_hash, ${actor.userId}, ${expiresAt.toISOString()}::timestamptz
      FROM unnest(${sql.param(made.map((m) => m.locationId))}::int[], ${sql.param(made.map((m) => m.publicId))}::text[],
        ${sql.param(made.map((m) => m.secretHash))}::text[]) AS x(location_id, public_id, secret_hash)
      RETURNING id, location_id`);
    const ids = new Map(inserted.rows.map((row) => [row.location_id, row.id]));
    const links = made.map((m) => ({
      id: ids.get(m.locationId) as number,
      locationId: m.locationId,
      token: m.token,
      expiresAt,
      name: paths.get(m.locationId)?.name ?? "",
      path: paths.get(m.locationId)?.path ?? "",
    }));
    await recordActivities(
      tx,
      links.map((link) => ({
        companyId: actor.companyId,
        actorId: actor.userId,
        module: "locations" as const,
        action: "created" as const,
        object: { type: "read-link", id: link.id, label: link.path },
        after: { location_id: link.locationId, expires_at: expiresAt.toISOString() },
      })),
    );
    return links;
  });
}

export interface LibraryRow {
  id: number;
  location_id: number;
  location_name: string;
  location_path: string;
  created_at: string;
  expires_at: string;
  state: ReadLinkState;
}

/** The library: the company's links in the caller's scope, newest first, one page and the total. */
export async function listLinks(
  db: Database,
  scope: LocationScope,
  page: number,
  size: number,
  now = new Date(),
): Promise<{ rows: LibraryRow[]; total: number }> {
  const result = await db.execute<{
    id: number;
    location_id: number;
    created_at: Date | string;
    expires_at: Date | string;
    revoked_at: Date | string | null;
    archived: boolean;
    total: number;
  }>(sql`
    SELECT r.id, r.location_id, r.created_at, r.expires_at, r.revoked_at, l.archived, count(*) OVER ()::int AS total
    FROM read_links r JOIN locations l ON l.company_id = r.company_id AND l.id = r.location_id
    WHERE r.company_id = ${scope.companyId} AND ${locationInScope(scope, sql`r.location_id`)}
    -- NULLS LAST as the (company, created_at, id) index is built, so a page is read from it in order.
    ORDER BY r.created_at DESC NULLS LAST, r.id DESC NULLS LAST
    LIMIT ${size} OFFSET ${(page - 1) * size}`);
  const paths = await locationPaths(db, scope.companyId, [...new Set(result.rows.map((r) => r.location_id))]);
  const rows = result.rows.map((row) => {
    const expiresAt = new Date(row.expires_at);
    const revokedAt = row.revoked_at ? new Date(row.revoked_at) : row.archived ? expiresAt : null;
    return {
      id: row.id,
      location_id: row.location_id,
      location_name: paths.get(row.location_id)?.name ?? "",
      location_path: paths.get(row.location_id)?.path ?? "",
      created_at: new Date(row.created_at).toISOString(),
      expires_at: expiresAt.toISOString(),
      state: readLinkState({ expiresAt, revokedAt }, now),
    };
  });
  return { rows, total: result.rows[0]?.total ?? 0 };
}

/** Revokes a link of the caller's scope (again: no change); false when it is not theirs. */
export async function revokeLink(db: Database, actor: ScopedActor, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ id: number; location_id: number; revoked_at: Date | null }>(sql`
      SELECT r.id, r.location_id, r.revoked_at FROM read_links r
      WHERE r.company_id = ${actor.companyId} AND r.id = ${id} AND ${locationInScope(actor, sql`r.location_id`)}
      FOR UPDATE`);
    const row = result.rows[0];
    if (!row) return false;
    if (row.revoked_at) return true;
    await tx.execute(sql`
      UPDATE read_links SET revoked_at = now(), revoked_by = ${actor.userId}
      WHERE company_id = ${actor.companyId} AND id = ${id}`);
    const path =
      (await locationPaths(tx, actor.companyId, [row.location_id])).get(row.location_id)?.path ?? "";
    await recordActivities(tx, [
      {
        companyId: actor.companyId,
        actorId: actor.userId,
        module: "locations",
        action: "deactivated",
        object: { type: "read-link", id, label: path },
        before: { revoked: false },
        after: { revoked: true },
      },
    ]);
    return true;
  });
}

export type LinkProduct = {
  product_id: number;
  name: string;
  supplier: string;
  sds_key: string | null;
  sds_language_id: number | null;
  sds_version: string | null;
  workplace_description_id: number | null;
};

/** `%text%` for LIKE on a lower-cased column, its own % _ and \ matched as themselves. */
export const containsPattern = (text: string) =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a link's products: those placed (not archived) at the link's location or below it whose name
 * contains `q`, by name, each with one current sheet and one current published workplace description for it
 * at those locations (each in the reader's language first, then the newest), and how many match in all.
 * One statement however long the page: the subtree is walked once, the placements read once (the count and
 * the order come from them), and the products, sheets and descriptions are looked up for the page's rows
 * only (after the page is cut, not for every product held), each from its own index.
 */
export async function linkProducts(
  db: Executor,
  link: Pick<ResolvedLink, "companyId" | "locationId">,
  languageId: number,
  options: { q: string; page: number; size: number },
): Promise<{ total: number; rows: LinkProduct[] }> {
  const { companyId, locationId } = link;
  const result = await db.execute<LinkProduct & { total: number }>(sql`
    WITH subtree AS MATERIALIZED (
      SELECT id FROM location_subtree(${companyId}, ARRAY[${locationId}]::int[])
    ),
    -- The placements alone (their copy of the product's name_lower) give the count and the page's order;
    -- the products themselves are read for the page's rows only.
    matching AS MATERIALIZED (
      SELECT DISTINCT lp.product_id AS id, lp.product_name_lower AS name_lower FROM location_products lp
      WHERE lp.company_id = ${companyId} AND NOT lp.archived AND lp.location_id IN (SELECT id FROM subtree)
        ${options.q ? sql`AND lp.product_name_lower LIKE ${containsPattern(options.q)}` : sql``}
    )
    SELECT n.total, p.id AS product_id, p.name, p.supplier, s.key AS sds_key, s.language_id AS sds_language_id,
      s.version AS sds_version, w.id AS workplace_description_id
    FROM (SELECT count(*)::int AS total FROM matching) n
    LEFT JOIN LATERAL (
      SELECT * FROM matching ORDER BY name_lower, id
      LIMIT ${options.size} OFFSET ${(options.page - 1) * options.size}
    ) m ON true
    LEFT JOIN products p ON p.company_id = ${companyId} AND p.id = m.id
    LEFT JOIN LATERAL (
      SELECT d.key, d.language_id, d.version FROM sds_documents d
      WHERE d.company_id = ${companyId} AND d.product_id = m.id
        AND d.superseded_by_id IS NULL AND NOT d.pending
      ORDER BY (d.language_id = ${languageId}) DESC, d.date_issue DESC NULLS LAST, d.id DESC
      LIMIT 1
    ) s ON true
    LEFT JOIN LATERAL (
      ${productDescriptionSql(companyId, sql`m.id`, sql`SELECT id FROM subtree`, languageId)}
    ) w ON true
    ORDER BY m.name_lower, m.id`);
  return {
    total: result.rows[0]?.total ?? 0,
    rows: result.rows.filter((row) => row.product_id !== null).map(({ total: _total, ...row }) => row),
  };
}

/** Whether the product is placed (not archived) at the link's location or below it. */
export async function productCoveredByLink(
  db: Executor,
  link: Pick<ResolvedLink, "companyId" | "locationId">,
  productId: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM location_products lp
    WHERE lp.company_id = ${link.companyId} AND lp.product_id = ${productId} AND NOT lp.archived
      AND lp.location_id IN (SELECT id FROM location_subtree(${link.companyId}, ARRAY[${link.locationId}]::int[]))
    LIMIT 1`);
  return result.rows.length > 0;
}

/** Whether the sheet `key` belongs to a product placed (not archived) at the link's location or below it. */
export async function sheetCoveredByLink(
  db: Executor,
  link: Pick<ResolvedLink, "companyId" | "locationId">,
  key: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM sds_documents d
    WHERE d.company_id = ${link.companyId} AND d.key = ${key} AND NOT d.pending
      AND EXISTS (
        SELECT 1 FROM location_products lp
        WHERE lp.company_id = ${link.companyId} AND lp.product_id = d.product_id AND NOT lp.archived
          AND lp.location_id IN (SELECT id FROM location_subtree(${link.companyId}, ARRAY[${link.locationId}]::int[])))`);
  return result.rows.length > 0;
}

/** The current sheet of a product (reader's language first, then the newest): the product-sds permalink. */
export async function currentSheetKey(
  db: Executor,
  companyId: number,
  productId: number,
  languageId: number,
): Promise<string | null> {
  const result = await db.execute<{ key: string }>(sql`
    SELECT d.key FROM sds_documents d
    WHERE d.company_id = ${companyId} AND d.product_id = ${productId}
      AND d.superseded_by_id IS NULL AND NOT d.pending
    ORDER BY (d.language_id = ${languageId}) DESC, d.date_issue DESC NULLS LAST, d.id DESC
    LIMIT 1`);
  return result.rows[0]?.key ?? null;
}

/** Whether `locationId` is the link's location or one below it, and not archived. */
export async function locationCoveredByLink(
  db: Executor,
  link: Pick<ResolvedLink, "companyId" | "locationId">,
  locationId: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM locations l
    WHERE l.company_id = ${link.companyId} AND l.id = ${locationId} AND NOT l.archived
      AND l.id IN (SELECT id FROM location_subtree(${link.companyId}, ARRAY[${link.locationId}]::int[]))`);
  return result.rows.length > 0;
}
