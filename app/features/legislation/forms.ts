import { z } from "zod";
import { LEGISLATION_LISTS } from "../../../core/legislation/lists";
import type { Translate } from "../../../core/translate";

/** The import form's rules: one of the lists; the file is checked as it is read (import.server.ts). */
export function importSchema(t: Translate) {
  return z.object({
    list: z.enum(LEGISLATION_LISTS, { message: t("legislation.error.list") }),
  });
}
