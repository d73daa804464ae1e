import { parseId } from "../../core/ids";
import { notFound } from "./responses.server";

/** The id in a URL segment (`:prodId`, `:locationId`, …), or the not-found page. */
export function idFromParams(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw notFound();
  return id;
}
