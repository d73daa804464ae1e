import { sql, type SQL } from "drizzle-orm";
import { IMPACT_ITEMS_PER_KIND, type ImpactKind } from "../../core/sds-change-impact/affected-kinds";
import { dueAfter, EVENT_ACTION_DUE_DAYS } from "../../core/sds-events/rules";
import type { ListHit } from "../../core/sds-change-impact/list-hits";
import type { EventWriter } from "../sds-events/record";

/**
 * The actions a new sheet version makes: one per thing of the company it touches (a risk assessment, a
 * workplace description, a location's read links, an approval, an exposure plan, a legislation list, a
 * location's co-storage), each linking the thing and the two sheets. Runs in the transaction that replaces
 * the sheet: the new sheet, its event and its actions commit or fail together.
 *
 * Set-based: one INSERT … SELECT over one bounded SELECT per kind (an index range on the product), however
 * many things there are; nothing per thing.
 */

export interface ImpactActions {
  companyId: number;
  eventId: number;
  productId: number;
  productName: string;
  fromSdsKey: string;
  toSdsKey: string;
  kinds: readonly ImpactKind[];
  /** The lists the new sheet gained or lost hits on (legislation and custom lists), one per list. */
  changedLists?: readonly ListHit[];
}

/** The stored English title of each kind (%1$s the thing, %2$s the product); the pages translate it. */
const TITLES: Record<ImpactKind, string> = {
  risk_assessment: "Review the risk assessment %1$s: %2$s has a new sheet",
  workplace_description: "Update the workplace description %1$s and its poster: %2$s has a new sheet",
  poster: "Update the workplace description %1$s and its poster: %2$s has a new sheet",
  read_link: "Check what the read links of %1$s show: %2$s has a new sheet",
  approval: "Review the approval %1$s: %2$s has a new sheet",
  exposure_plan: "Review the exposure plan %1$s: %2$s has a new sheet with other CMR hazards",
  legislation: "Review the legislation list %1$s: %2$s has other substances",
  co_storage: "Check co-storage at %1$s: %2$s has another storage class",
};

/** A changed list as an item: a legislation list by its code, the greylist, a custom list by its name. */
function listItem(list: ListHit): { label: string; path: string } {
  if (list.source === "legislation") return { label: list.list, path: "/legislations" };
  if (list.list === "0") return { label: "greylist", path: "/legislations" };
  return { label: list.list_name, path: `/custom-lists/${list.list}` };
}

/**
 * The things of one kind the product touches: (kind, location_id, label, path), each SELECT bounded and
 * served by an index on the product. A poster prints a workplace description, so the description's action
 * covers it.
 */
function itemsOf(
  kind: ImpactKind,
  companyId: number,
  productId: number,
  changedLists: readonly ListHit[],
): SQL | null {
  const c = companyId;
  const p = productId;
  const limit = IMPACT_ITEMS_PER_KIND;
  switch (kind) {
    case "risk_assessment":
      // A document's connections point at the version saved; the action links its newest version.
      return sql`SELECT * FROM (
        SELECT DISTINCT ON (l.id) 'risk_assessment' AS kind, l.location_id, l.title AS label,
          '/smartforms/' || l.document_type || '/documents/' || l.id AS path
        FROM smartform_field_connections fc
        JOIN smartform_documents d ON d.company_id = fc.company_id AND d.id = fc.document_id
        JOIN smartform_documents l ON l.company_id = d.company_id AND l.root_id = d.root_id AND l.is_latest
        WHERE fc.company_id = ${c} AND fc.product_id = ${p}
        ORDER BY l.id LIMIT ${limit}) ra`;
    case "workplace_description":
      return sql`SELECT * FROM (
        SELECT 'workplace_description' AS kind, w.location_id, w.title AS label,
          '/workplacedescription?id=' || w.id AS path
        FROM workplace_descriptions w
        WHERE w.company_id = ${c} AND w.product_id = ${p} AND w.superseded_by_id IS NULL AND w.archived_at IS NULL
        ORDER BY w.id LIMIT ${limit}) wd`;
    case "poster":
      return null;
    case "read_link":
      return sql`SELECT * FROM (
        SELECT 'read_link' AS kind, l.id AS location_id, l.name AS label, '/qr-readlink' AS path
        FROM locations l
        WHERE l.company_id = ${c}
          AND l.id IN (SELECT lp.location_id FROM location_products lp
            WHERE lp.company_id = ${c} AND lp.product_id = ${p} AND NOT lp.archived)
          AND EXISTS (SELECT 1 FROM read_links r WHERE r.company_id = ${c} AND r.location_id = l.id
            AND r.revoked_at IS NULL AND r.expires_at > now())
        ORDER BY l.id LIMIT ${limit}) rl`;
    case "approval":
      return sql`SELECT * FROM (
        SELECT 'approval' AS kind, NULL::int AS location_id, r.name AS label,
          '/chemical-approvals/requests/' || r.id || '/approve' AS path
        FROM product_requests r
        WHERE r.company_id = ${c} AND r.product_id = ${p} AND NOT r.archived
        ORDER BY r.id LIMIT ${limit}) ap`;
    case "exposure_plan":
      return sql`SELECT * FROM (
        SELECT 'exposure_plan' AS kind, e.location_id, e.title AS label, '/exposures/plans/' || e.uid AS path
        FROM exposure_plans e
        WHERE e.company_id = ${c} AND e.product_id = ${p} AND e.closed_at IS NULL
        ORDER BY e.id LIMIT ${limit}) ep`;
    case "legislation": {
      // The legislation lists the product is on now, and every list (a custom one too) it gained or lost
      // hits on: a list it left needs a look as much as one it joined.
      const changed = changedLists.map((list) => {
        const { label, path } = listItem(list);
        return sql`(${label}::text, ${path}::text)`;
      });
      return sql`SELECT * FROM (
        SELECT 'legislation' AS kind, NULL::int AS location_id, label, min(path) AS path
        FROM (
          SELECT h.list_code AS label, '/legislations' AS path
          FROM legislation_hits h
          WHERE h.company_id = ${c} AND h.product_id = ${p}
          ${changed.length > 0 ? sql`UNION ALL VALUES ${sql.join(changed, sql`, `)}` : sql``}
        ) lists
        GROUP BY label ORDER BY label LIMIT ${limit}) lh`;
    }
    case "co_storage":
      return sql`SELECT * FROM (
        SELECT 'co_storage' AS kind, l.id AS location_id, l.name AS label,
          '/locations/' || l.id || '/products' AS path
        FROM locations l
        WHERE l.company_id = ${c}
          AND l.id IN (SELECT lp.location_id FROM location_products lp
            WHERE lp.company_id = ${c} AND lp.product_id = ${p} AND NOT lp.archived)
        ORDER BY l.id LIMIT ${limit}) cs`;
  }
}

/** Makes the actions; answers how many. Nothing when no kind is touched or the company has none of them. */
export async function createImpactActions(tx: EventWriter, entry: ImpactActions): Promise<number> {
  const selects = entry.kinds
    .map((kind) => itemsOf(kind, entry.companyId, entry.productId, entry.changedLists ?? []))
    .filter((select): select is SQL => select !== null);
  if (selects.length === 0) return 0;
  const titles = sql.join(
    (Object.keys(TITLES) as ImpactKind[]).map((kind) => sql`(${kind}, ${TITLES[kind]})`),
    sql`, `,
  );
  const due = dueAfter(new Date(), EVENT_ACTION_DUE_DAYS);
  const { rows } = await tx.execute<{ n: number }>(sql`
    WITH items AS (${sql.join(selects, sql` UNION ALL `)}),
    titles (kind, template) AS (VALUES ${titles}),
    made AS (
      INSERT INTO sds_actions (company_id, title, description, due_date, location_id, product_id, to_sds_key,
        from_sds_key, event_id, origin, impact_kind, impact_path)
      SELECT ${entry.companyId}, left(format(t.template, i.label, ${entry.productName}::text), 200),
        left(i.label, 200), ${due}, i.location_id, ${entry.productId}, ${entry.toSdsKey}, ${entry.fromSdsKey},
        ${entry.eventId}, 'change_impact', i.kind, i.path
      FROM items i JOIN titles t ON t.kind = i.kind
      RETURNING 1)
    SELECT count(*)::int AS n FROM made`);
  return rows[0]?.n ?? 0;
}
