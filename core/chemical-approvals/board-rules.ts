import { z } from "zod";
import { parseId } from "../ids";
import { cleanName } from "../text";
import type { Translate } from "../translate";
import { BOARD_LOCATIONS_MAX, BOARD_MEMBERS_MAX, BOARD_NAME_MAX } from "./boards";

/**
 * Approval boards (a name, locations, members): their limits, the cleaning
 * of a board's name (the API and the form alike), and the board form of
 * /company-settings/chemical-approval (conform + zod, the same schema in the
 * browser and in the route action, with translated messages).
 */

/** A user the board form offers as a member; `eligible` false: a member who lost chemical_approval_request. */
export interface MemberChoice {
  id: number;
  name: string;
  email: string;
  eligible: boolean;
}

/** Lone UTF-16 surrogates: text that is not valid Unicode. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A board name: control characters and invalid Unicode removed (tabs and line breaks become spaces), trimmed. */
export function cleanBoardName(value: string): string {
  return cleanName(value.replace(LONE_SURROGATE, ""));
}

/** The fields of the board form, in the order of the page (the error summary follows it). */
export const BOARD_FORM_FIELDS = ["name", "locations", "members"] as const;
export type BoardFormField = (typeof BOARD_FORM_FIELDS)[number];

/** Checkbox values: ids as text. */
function idList(t: Translate, max: number, tooMany: string) {
  const invalid = t("boardGroups.error.invalidChoice");
  return z
    .array(z.string().refine((value) => parseId(value) !== null, { error: invalid }))
    .max(max, { error: t(tooMany, { max }) })
    .default([]);
}

/** The board form: name, the chosen locations and members (checkboxes). */
export function boardGroupFormSchema(t: Translate) {
  return z.object({
    name: z
      .string({ error: t("boardGroups.error.nameRequired") })
      .overwrite(cleanBoardName)
      .min(1, { error: t("boardGroups.error.nameRequired") })
      .max(BOARD_NAME_MAX, { error: t("boardGroups.error.nameTooLong", { max: BOARD_NAME_MAX }) }),
    locations: idList(t, BOARD_LOCATIONS_MAX, "boardGroups.error.tooManyLocations"),
    members: idList(t, BOARD_MEMBERS_MAX, "boardGroups.error.tooManyMembers"),
  });
}

export type BoardGroupFormValue = z.output<ReturnType<typeof boardGroupFormSchema>>;

/** The API body of a valid form: the name and the chosen ids, each once. */
export function boardGroupInputOf(value: BoardGroupFormValue): {
  name: string;
  locations: number[];
  members: number[];
} {
  return {
    name: value.name,
    locations: [...new Set(value.locations.map(Number))],
    members: [...new Set(value.members.map(Number))],
  };
}
