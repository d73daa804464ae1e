import { parseId } from "../../../core/ids";
import { TRAINING_LIMITS } from "../../../core/training/rules";
import type { ApiClient } from "../../lib/api-client.server";
import { textParam } from "../../lib/list-params";
import { pickedIds } from "../../lib/picked-ids";
import { loadLocationPicker } from "../locations/picker.server";
import { getTrainingChoices } from "./api.server";
import type { CourseFormChoices, CourseFormValues } from "./components/CourseForm";
import { TRAINING_SEARCH } from "./fields";

/**
 * The course form as it was entered, when a search's Find sent it to the page as a GET (the URL then holds
 * every field, `intent` among them); null for a plain visit.
 */
export function courseValuesFromUrl(url: URL): CourseFormValues | null {
  if (url.searchParams.get("intent") !== "save") return null;
  const text = (name: string, max: number) => (url.searchParams.get(name) ?? "").slice(0, max);
  return {
    title: text("title", TRAINING_LIMITS.title * 2),
    description: text("description", TRAINING_LIMITS.description * 2),
    validity_months: text("validity_months", 10),
    location_ids: url.searchParams.getAll("location_ids").slice(0, 100),
    product_ids: url.searchParams.getAll("product_ids").slice(0, 100),
  };
}

/** What the course form offers for these values and the URL's searches, bounded whatever the company holds. */
export async function loadCourseChoices(
  api: Pick<ApiClient, "get">,
  url: URL,
  values: Pick<CourseFormValues, "location_ids" | "product_ids">,
): Promise<CourseFormChoices> {
  const productQ = textParam(url, TRAINING_SEARCH.product, TRAINING_LIMITS.search);
  const productIds = pickedIds(values.product_ids, 50);
  const [choices, locations] = await Promise.all([
    productIds.length > 0 || productQ !== ""
      ? getTrainingChoices(api, { productIds, productQ, personQ: "" })
      : null,
    loadLocationPicker(api, { ids: values.location_ids, q: url.searchParams.get(TRAINING_SEARCH.location) }),
  ]);
  return {
    locations,
    products: { q: productQ, chosen: choices?.products ?? [], matches: choices?.product_matches ?? null },
  };
}

/** The person the completion form names and the matches of its search. */
export async function loadPersonChoice(api: Pick<ApiClient, "get">, url: URL, personId: string) {
  const personQ = textParam(url, TRAINING_SEARCH.person, TRAINING_LIMITS.search);
  const id = parseId(personId) ?? undefined;
  const choices =
    id !== undefined || personQ !== ""
      ? await getTrainingChoices(api, { productIds: [], productQ: "", personId: id, personQ })
      : null;
  return {
    q: personQ,
    chosen: choices?.person ? [choices.person] : [],
    matches: choices?.person_matches ?? null,
  };
}
