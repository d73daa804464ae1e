import { HISTORY_LIMITS } from "../../../core/exposure/history";
import type { ApiClient } from "../../lib/api-client.server";
import { textParam } from "../../lib/list-params";
import type { LocationPickerState } from "../../ui/LocationPicker";
import type { SearchPickerState } from "../../ui/SearchPicker";
import { loadLocationPicker } from "../locations/picker.server";
import { getRegisterChoices } from "./api.server";
import { FILTER_SEARCH } from "./forms-register";

export interface FilterChoices {
  location: LocationPickerState;
  person: SearchPickerState;
  product: SearchPickerState;
}

/**
 * The filter choices of the register and the records list, bounded whatever the register holds: the
 * chosen location, person and product by id (with their path or name) and the matches of what was
 * searched for (the shared location picker's search; the register's person and product searches). An
 * unfiltered page without a search asks the API nothing here.
 */
export async function loadFilterChoices(
  api: Pick<ApiClient, "get">,
  url: URL,
  chosen: { location: number | null; person: number | null; product: number | null },
): Promise<FilterChoices> {
  const personQ = textParam(url, FILTER_SEARCH.person, HISTORY_LIMITS.search);
  const productQ = textParam(url, FILTER_SEARCH.product, HISTORY_LIMITS.search);
  const asked = chosen.person !== null || chosen.product !== null || personQ !== "" || productQ !== "";
  const [choices, location] = await Promise.all([
    asked
      ? getRegisterChoices(api, {
          person_id: chosen.person ?? undefined,
          product_id: chosen.product ?? undefined,
          person_q: personQ || undefined,
          product_q: productQ || undefined,
        })
      : null,
    loadLocationPicker(api, {
      ids: chosen.location !== null ? [String(chosen.location)] : [],
      q: url.searchParams.get(FILTER_SEARCH.location),
    }),
  ]);
  // A choice the URL names that the API does not name (not the company's) still shows, by its id.
  const named = (id: number | null, found: { id: number; name: string } | null | undefined) =>
    id === null ? [] : [found ?? { id, name: `#${id}` }];
  return {
    location,
    person: { q: personQ, chosen: named(chosen.person, choices?.person), matches: choices?.people ?? null },
    product: {
      q: productQ,
      chosen: named(chosen.product, choices?.product),
      matches: choices?.products ?? null,
    },
  };
}
