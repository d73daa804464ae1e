import { sql, type SQL } from "drizzle-orm";

/** `text` with LIKE's wildcards and escape character taken literally. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The company's substances a search names (alias `s`): a part of the name in any case, or the start of the
 * CAS or EC number; all of them without a search. lower(name) as in the trigram index
 * publisher_substances_search_trgm_idx (which holds CAS and EC too), so each arm of the OR is a scan of it.
 */
export function substancesFound(companyId: number, q: string | undefined): SQL {
  if (!q) return sql`s.company_id = ${companyId}`;
  return sql`s.company_id = ${companyId} AND (lower(s.name) LIKE lower(${`%${likeLiteral(q)}%`})
    OR s.cas LIKE ${`${likeLiteral(q)}%`} OR s.ec LIKE ${`${likeLiteral(q)}%`})`;
}
