import { z } from "zod";
import type { Translate } from "./onboarding";

/**
 * A location of the company's tree (spec section 3 "Location"). Plain types,
 * safe for the browser bundle; the API's OpenAPI schemas mirror them in
 * api/modules/locations.ts.
 */
export interface Location {
  id: number;
  /** The parent location's id; null for a top location (a site). */
  parent: number | null;
  name: string;
  /** The caller's favourite (personal users); false until favourites exist. */
  is_favorite: boolean;
  archived: boolean;
  /** The approval board group responsible for the location (chemical approvals). */
  chemical_board_group_id: number | null;
}

/** POST /hierarchy/v1/locations. */
export interface LocationCreate {
  name: string;
  parent_id?: number | null;
}

export const LOCATION_NAME_MAX = 200;

/** A location name: control characters removed (tabs and line breaks become spaces), trimmed. */
export function cleanLocationName(value: string): string {
  return value
    .replace(/[\t\n\v\f\r]/g, " ")
    .replace(/\p{Cc}/gu, "")
    .trim();
}

/** The "Create your first location" form (conform + zod), with translated messages. */
export function locationNameSchema(t: Translate) {
  return z.object({
    name: z
      .string({ error: t("onboarding.location.error.nameRequired") })
      .overwrite(cleanLocationName)
      .min(1, { error: t("onboarding.location.error.nameRequired") })
      .max(LOCATION_NAME_MAX, {
        error: t("onboarding.location.error.nameTooLong", { max: LOCATION_NAME_MAX }),
      }),
  });
}
