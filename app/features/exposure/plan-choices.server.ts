import { HISTORY_LIMITS } from "../../../core/exposure/history";
import type { ApiClient } from "../../lib/api-client.server";
import { textParam } from "../../lib/list-params";
import { pickedIds } from "../../lib/picked-ids";
import { loadLocationPicker } from "../locations/picker.server";
import { getPlanChoices } from "./api.server";
import type { PlanFormChoices, PlanFormValues } from "./components/PlanForm";
import { FILTER_SEARCH } from "./forms-register";

/** The plan form's fields that hold one text each (people, routes and PPE are lists). */
const TEXT_FIELDS = [
  "title",
  "work_description",
  "location_id",
  "product_id",
  "starts_on",
  "ends_on",
  "expected_duration",
  "frequency",
  "measures",
  "source_document_id",
] as const;
const LIST_FIELDS = ["people", "routes", "ppe"] as const;

/**
 * The plan form as it was entered, when a search's Find sent it to the page as a GET (the URL then holds
 * every field, `intent` among them); null for a plain visit. The action validates whatever comes of it.
 */
export function planValuesFromUrl(url: URL): PlanFormValues | null {
  if (url.searchParams.get("intent") !== "save") return null;
  const text = (name: string) => (url.searchParams.get(name) ?? "").slice(0, 20_000);
  const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(name)])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  const lists = Object.fromEntries(
    LIST_FIELDS.map((name) => [name, url.searchParams.getAll(name).slice(0, 500)]),
  ) as Record<(typeof LIST_FIELDS)[number], string[]>;
  return { ...values, ...lists };
}

/**
 * What the plan form offers for these values and the URL's searches: the chosen location (with its path),
 * product and people named by id, and the matches of the location, product and person searches. Bounded
 * whatever the company holds; nothing is asked that the form does not need.
 */
export async function loadPlanChoices(
  api: Pick<ApiClient, "get">,
  url: URL,
  values: Pick<PlanFormValues, "location_id" | "product_id" | "people">,
): Promise<PlanFormChoices> {
  const productQ = textParam(url, FILTER_SEARCH.product, HISTORY_LIMITS.search);
  const personQ = textParam(url, FILTER_SEARCH.person, HISTORY_LIMITS.search);
  const [productId = null] = pickedIds([values.product_id], 1);
  const personIds = pickedIds(values.people, 200);
  const asked = productId !== null || personIds.length > 0 || productQ !== "" || personQ !== "";
  const [choices, location] = await Promise.all([
    asked
      ? getPlanChoices(api, {
          product_id: productId ?? undefined,
          person_ids: personIds.length > 0 ? personIds.join(",") : undefined,
          product_q: productQ || undefined,
          person_q: personQ || undefined,
        })
      : null,
    loadLocationPicker(api, {
      ids: values.location_id ? [values.location_id] : [],
      q: url.searchParams.get(FILTER_SEARCH.location),
    }),
  ]);
  const named = (product: { id: number; name: string; supplier: string }) => ({
    id: product.id,
    name: product.supplier ? `${product.name} (${product.supplier})` : product.name,
  });
  return {
    location,
    product: {
      q: productQ,
      chosen: choices?.product ? [named(choices.product)] : [],
      matches: choices?.product_matches?.map(named) ?? null,
    },
    people: { q: personQ, chosen: choices?.people ?? [], matches: choices?.people_matches ?? null },
  };
}
