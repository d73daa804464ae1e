import { sql, type SQL } from "drizzle-orm";

/**
 * The exposure searches by product name: `name_lower LIKE '%text%'` read through the trigram index
 * (products_name_trgm_idx) instead of walking the company's names in order.
 *
 * Left to itself, PostgreSQL walks products_company_name_idx in name order and tests each name until the
 * LIMIT is filled: cheap for a text near the start of the alphabet, but a text of names late in it (or of
 * none) reads every name of the company first (12,846 buffers, 316 ms at 100,000 products). The matches are
 * therefore found first by trigram and sorted (a materialised CTE, so the planner can't go back to the walk),
 * and only then checked (held, sheet, register) in name order until the LIMIT: the cost follows how many
 * names contain the text, not where they sort.
 */

/** pg_trgm indexes three-character pieces: a shorter text has none to look up. */
export const TRIGRAM_MIN = 3;

/** `%text%` for LIKE, lower case, with LIKE's own characters matched literally. */
export const containing = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A CTE `named` (id, name, supplier, name_lower) of the company's products whose name contains `text`,
 * in name order (then id). A text shorter than a trigram is left to the planner: most names contain it,
 * so the walk in name order stops after a few rows.
 */
export function namedProducts(companyId: number, text: string): SQL {
  const body = sql`
    SELECT p.id, p.name, p.supplier, p.name_lower FROM products p
    WHERE p.company_id = ${companyId} AND p.name_lower LIKE ${containing(text)}`;
  return text.length < TRIGRAM_MIN
    ? sql`named AS (${body})`
    : sql`named AS MATERIALIZED (${body} ORDER BY p.name_lower, p.id)`;
}
