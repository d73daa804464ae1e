import type { Database } from "../../db/client";
import type { ResolvedLink } from "./store";

/**
 * The published workplace descriptions a read link's page lists: the one place where that module joins
 * this one. Workplace descriptions are built alongside read links and do not exist in this build yet, so
 * there is nothing to list; when they land, this function asks their module for the published descriptions
 * of `link.locationId` (and, by the same subtree rule as the products, the locations below it) in one
 * query, and `api/read-links/public-routes.ts` serves their PDFs through the token the way it serves sheets.
 */
export async function publishedWorkplaceDescriptions(
  _db: Pick<Database, "execute">,
  _link: Pick<ResolvedLink, "companyId" | "locationId">,
): Promise<{ id: number; title: string }[]> {
  return [];
}
