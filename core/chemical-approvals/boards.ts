/**
 * The approval boards' pages, limits and form defaults, without the form schema
 * (core/chemical-approvals/board-rules.ts), so that the boards' pages can use them
 * without loading zod on a first visit.
 */

/** The approval boards' pages (company settings, chemical-approval tab). */
export const BOARDS_PATH = "/company-settings/chemical-approval";
export const boardPath = (id: number) => `${BOARDS_PATH}/${id}`;

export const BOARD_NAME_MAX = 100;
/** At most this many locations and members in one save. */
export const BOARD_LOCATIONS_MAX = 500;
export const BOARD_MEMBERS_MAX = 200;
/** The list answers at most this many boards; board-members at most this many users. */
export const BOARD_GROUPS_MAX = 200;
export const BOARD_MEMBER_CANDIDATES_MAX = 1000;

/** The board form's starting values for a board (ids as the checkboxes' values). */
export function boardDefaults(board: {
  name: string;
  locations: readonly { id: number }[];
  members: readonly { id: number }[];
}) {
  return {
    name: board.name,
    locations: board.locations.map((location) => String(location.id)),
    members: board.members.map((member) => String(member.id)),
  };
}
