import { z } from "zod";
import { MAX_ID, parseId } from "../../../core/ids";
import { LOCATION_NAME_MAX } from "../../../core/locations";
import type { Translate } from "../../../core/translate";
import { cleanName } from "../../../core/text";
import { TOP_LEVEL } from "./top-level";

/**
 * The forms of the location pages (conform + zod, the same schema in the
 * browser and in the route action), with translated messages. Every form
 * carries a hidden `intent` naming what it does.
 */

function nameField(t: Translate) {
  return z
    .string({ error: t("hierarchy.error.nameRequired") })
    .overwrite(cleanName)
    .min(1, { error: t("hierarchy.error.nameRequired") })
    .max(LOCATION_NAME_MAX, { error: t("hierarchy.error.nameTooLong", { max: LOCATION_NAME_MAX }) });
}

/** "Add a location" (a top location, or one inside the selected location). */
export function createLocationSchema(t: Translate) {
  return z.object({ intent: z.literal("create"), name: nameField(t) });
}

/** "Rename" on the hierarchy page and on the information page. */
export function renameLocationSchema(t: Translate) {
  return z.object({ intent: z.literal("rename"), name: nameField(t) });
}

export { TOP_LEVEL };

/** "Move": the new parent, a location id or TOP_LEVEL. */
export function moveLocationSchema(t: Translate) {
  return z.object({
    intent: z.literal("move"),
    parent_id: z
      .string({ error: t("hierarchy.error.parentRequired") })
      .refine((value) => value === TOP_LEVEL || parseId(value) !== null, {
        error: t("hierarchy.error.parentInvalid"),
      }),
  });
}

/** The parent id the API expects for a move: null for the top level. */
export function parentIdOf(value: string): number | null {
  return value === TOP_LEVEL ? null : Number(value);
}

/** "Archive" and "Unarchive": buttons only. */
export const archiveLocationSchema = z.object({ intent: z.enum(["archive", "unarchive"]) });

/** The approval board on the information page: a board's id (from the list), or empty for none. */
export function boardGroupSchema(t: Translate) {
  const message = t("locations.error.boardGroup");
  return z.object({
    intent: z.literal("boardGroup"),
    chemical_board_group_id: z
      .string()
      .trim()
      .refine((value) => parseId(value) !== null, { error: message })
      .optional(),
  });
}

/** The star of a location: add it to or remove it from the user's favourites, then go back. */
export const favoriteFormSchema = z.object({
  location_id: z.coerce.number().int().min(1).max(MAX_ID),
  favorite: z.enum(["add", "remove"]),
  redirectTo: z.string().optional(),
});
