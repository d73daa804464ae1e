import type { Database } from "../../db/client";
import { listPublishedWorkplaceDescriptions, renderWorkplaceDescriptionPdf } from "../workplace-descriptions";
import type { ResolvedLink } from "./store";

/**
 * Where read links meet workplace descriptions: the page lists the published descriptions of the link's
 * location and of the locations below it (the same subtree rule as its products), and serves the PDF of
 * one of those only. Both go through the descriptions' own read functions, never their table.
 */

type Executor = Pick<Database, "execute">;

export async function publishedWorkplaceDescriptions(
  db: Executor,
  link: Pick<ResolvedLink, "companyId" | "locationId">,
): Promise<{ id: number; title: string }[]> {
  const list = await listPublishedWorkplaceDescriptions(db, link.companyId, link.locationId, { below: true });
  return list.map((item) => ({ id: item.id, title: item.title }));
}

/**
 * The PDF of a description the link's page lists (a current published version at the link's place);
 * undefined for anything else, another company's or an earlier version included.
 */
export async function workplaceDescriptionPdfForLink(
  db: Executor,
  link: Pick<ResolvedLink, "companyId" | "locationId">,
  id: number,
): Promise<Uint8Array | undefined> {
  const listed = await publishedWorkplaceDescriptions(db, link);
  if (!listed.some((item) => item.id === id)) return undefined;
  return renderWorkplaceDescriptionPdf(db, link.companyId, id, { size: "A4" });
}
