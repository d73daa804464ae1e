import { formatDate } from "../../../core/format";
import type { ApiClient } from "../../lib/api-client.server";
import { customExportHref, getCustomHits } from "./api.server";

/**
 * The custom-list hits as the legislation pages show them (their list filter's "own lists"): a page of 50
 * hits with the total, each with its list, kind, entry, reason and date; the downloads hold them all.
 */
export async function customHitsPage(
  api: Pick<ApiClient, "get">,
  location: number | null,
  pageNumber: number,
  locale: string,
) {
  const page = await getCustomHits(api, location, pageNumber);
  return {
    total: page.meta.total,
    limit: page.meta.limit,
    rows: page.data.map((hit) => ({
      key: `${hit.product.id}-${hit.list.id}-${hit.entry.id}`,
      productId: hit.product.id,
      product: hit.product.name,
      list: hit.list.greylist ? null : hit.list.name,
      kind: hit.list.kind,
      phaseOut: hit.list.phase_out_date ? formatDate(hit.list.phase_out_date, locale) : null,
      entry: [hit.entry.name, hit.entry.cas, hit.entry.ec].filter(Boolean).join(" "),
      reason: hit.entry.reason,
      date: hit.entry.date ? formatDate(hit.entry.date, locale) : null,
      dateIso: hit.entry.date,
      substance: hit.substance,
      matchedBy: hit.matched_by,
    })),
    downloads: { csv: customExportHref(location, "csv"), xlsx: customExportHref(location, "xlsx") },
  };
}

export type CustomHitsPage = Awaited<ReturnType<typeof customHitsPage>>;
