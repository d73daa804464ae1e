import { isId, parseId } from "../../core/ids";

/**
 * The ids a searched picker's choices name (app/ui/SearchPicker.tsx, app/ui/LocationPicker.tsx): the values
 * of its inputs as posted or sent in a URL (texts), or an answer as saved (numbers). Each id once, in the
 * order given, at most `max` of them; anything that is not an id is left out (the form's rules refuse it),
 * so the page asks the API only for real ids and never for an unbounded list.
 */
export function pickedIds(values: unknown, max: number): number[] {
  if (!Array.isArray(values)) return [];
  const ids: number[] = [];
  for (const value of values) {
    if (ids.length >= max) break;
    const id = isId(value) ? value : parseId(value);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
