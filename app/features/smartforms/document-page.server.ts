import { CREATABLE_TYPES } from "./document-paths";
import { notFound } from "../../lib/responses.server";

/** The document kind in the URL (`/smartforms/1/…`): one a document is filled in on its own, else 404. */
export function typeFromParams(value: string | undefined): number {
  const type = Number(value);
  if (!(CREATABLE_TYPES as readonly number[]).includes(type)) throw notFound();
  return type;
}
