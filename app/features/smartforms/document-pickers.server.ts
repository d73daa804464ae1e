import type { DocumentPickItem, SmartformDocument } from "../../../api/smartforms/schemas";
import { CANDIDATE_MATCHES_MAX, CANDIDATE_QUERY_MAX } from "../../../core/smartforms/kinds";
import type { TemplateTab } from "../../../core/smartforms/template";
import type { ApiClient } from "../../lib/api-client.server";
import { cleanText } from "../../lib/list-params";
import { pickedIds } from "../../lib/picked-ids";
import type { SearchPickerState } from "../../ui/SearchPicker";
import { searchDocumentCandidates } from "./api.server";
import { PICKER_INTENT_PREFIX, pickerQueryName } from "./document-paths";

/**
 * The state of every searched picker of a document tab (docs/decisions/082-searched-reference-pickers.md): for
 * each product, location and person field, the items its answer names (with their names) and, for the field
 * searched, the matches. The names come from the document's references when they name every chosen item (a
 * plain page load: no call at all); items chosen since (a search's round trip, a refused save) are looked up
 * by id, one call per kind, with the search of that kind in the same call.
 */

const LIST_OF = { product: "products", location: "locations", person: "people" } as const;
type ReferenceType = keyof typeof LIST_OF;
type ReferenceList = (typeof LIST_OF)[ReferenceType];

const isReference = (type: string): type is ReferenceType => type in LIST_OF;

/** The ids an answer names, as saved or posted: at most as many as the API names in one call. */
const idsOf = (value: unknown) => pickedIds(value, 200);

/** The field a Find button asks to search (`search:<key>`), if it is a reference field of the tab. */
export function searchedField(
  tab: TemplateTab,
  intents: readonly string[],
  form: FormData,
): { key: string; q: string } | null {
  const intent = intents.find((value) => value.startsWith(PICKER_INTENT_PREFIX));
  if (!intent) return null;
  const key = intent.slice(PICKER_INTENT_PREFIX.length);
  const field = tab.fields.find((candidate) => candidate.key === key);
  if (!field || !isReference(field.type)) return null;
  const q = form.get(pickerQueryName(key));
  return { key, q: typeof q === "string" ? cleanText(q, CANDIDATE_QUERY_MAX) : "" };
}

export type FieldPickers = Record<string, SearchPickerState>;

export async function loadFieldPickers(
  api: Pick<ApiClient, "get">,
  documentId: number,
  tab: TemplateTab,
  values: Record<string, unknown>,
  references: Pick<SmartformDocument["references"], "products" | "locations" | "people">,
  search: { key: string; q: string } | null = null,
): Promise<FieldPickers> {
  const fields = tab.fields.flatMap((field) =>
    isReference(field.type) ? [{ key: field.key, list: LIST_OF[field.type] }] : [],
  );
  if (fields.length === 0) return {};
  const known = new Map<string, DocumentPickItem>();
  const remember = (list: ReferenceList, item: DocumentPickItem) => known.set(`${list}:${item.id}`, item);
  for (const item of references.products)
    remember("products", { id: item.id, name: item.name, detail: null });
  for (const item of references.locations)
    remember("locations", { id: item.id, name: item.name, detail: null });
  for (const item of references.people) remember("people", { id: item.id, name: item.name, detail: null });

  const searchedList = fields.find((field) => field.key === search?.key)?.list;
  const lists = [...new Set(fields.map((field) => field.list))];
  const found = new Map<ReferenceList, DocumentPickItem[]>();
  await Promise.all(
    lists.map(async (list) => {
      const unknown = new Set<number>();
      for (const field of fields) {
        if (field.list !== list) continue;
        for (const id of idsOf(values[field.key])) if (!known.has(`${list}:${id}`)) unknown.add(id);
      }
      const q = list === searchedList ? (search?.q ?? "") : "";
      if (unknown.size === 0 && !q) return;
      const answer = await searchDocumentCandidates(api, documentId, { list, q, ids: [...unknown] });
      for (const item of answer.chosen) remember(list, item);
      found.set(list, answer.matches);
    }),
  );

  const pickers: FieldPickers = {};
  for (const field of fields) {
    const chosen = idsOf(values[field.key]).flatMap((id) => known.get(`${field.list}:${id}`) ?? []);
    const searched = field.key === search?.key;
    const matches = searched && search.q ? (found.get(field.list) ?? []) : null;
    pickers[field.key] = {
      q: searched ? search.q : "",
      chosen,
      matches: matches?.filter((item) => !chosen.some((c) => c.id === item.id)) ?? null,
      full: (matches?.length ?? 0) >= CANDIDATE_MATCHES_MAX,
    };
  }
  return pickers;
}
