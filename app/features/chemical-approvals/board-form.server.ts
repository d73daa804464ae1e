import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { BoardGroup, BoardGroupMember, BoardGroupOption } from "../../../api/chemical-approvals/schemas";
import {
  BOARD_FORM_FIELDS,
  boardGroupFormSchema,
  boardGroupInputOf,
  type BoardFormOptions,
  type LocationChoice,
  type MemberChoice,
  type SiteChoices,
} from "../../../core/chemical-approvals/board-rules";
import type { Translate } from "../../../core/translate";
import type { ToastInput } from "../../../core/toast";
import type { ApiClient } from "../../lib/api-client.server";
import { failureErrors, failureToast, isInputFailure, isToastFailure } from "../../lib/api-failure.server";
import { boardFormSources, saveBoard, TREE_LIMIT } from "./api.server";

/**
 * The board form of /company-settings/chemical-approval: what it offers (the
 * company's locations as a tree grouped by site, the users who may be
 * members) and saving it.
 */

/**
 * The choices of the board form: the company's locations (not archived, in
 * tree order) grouped by site, each marked with the other board it names;
 * the edited board's locations the list does not hold (archived ones, or
 * beyond the first TREE_LIMIT) in a group of their own; the users with
 * chemical_approval_request, plus current members who lost it.
 */
export async function loadBoardFormOptions(
  api: Pick<ApiClient, "get">,
  boardList: Promise<BoardGroupOption[]> | BoardGroupOption[],
  current?: BoardGroup,
): Promise<BoardFormOptions> {
  const [boards, { tree, candidates }] = await Promise.all([boardList, boardFormSources(api)]);
  const boardNames = new Map(boards.map((board) => [board.id, board.name]));
  const depths = new Map<number, number>();
  const sites: SiteChoices[] = [];
  for (const location of tree) {
    const depth = location.parent === null ? 0 : (depths.get(location.parent) ?? 0) + 1;
    depths.set(location.id, depth);
    const board = location.chemical_board_group_id;
    const choice: LocationChoice = {
      id: location.id,
      name: location.name,
      depth,
      archived: location.archived,
      otherBoard: board !== null && board !== current?.id ? (boardNames.get(board) ?? String(board)) : null,
    };
    if (location.parent === null || sites.length === 0) {
      sites.push({ site: { id: location.id, name: location.name }, locations: [choice] });
    } else {
      sites[sites.length - 1]!.locations.push(choice);
    }
  }
  // The board's own locations the list does not hold (archived, or beyond the first TREE_LIMIT), so that
  // saving never drops one unasked.
  const unlisted = (current?.locations ?? []).filter((location) => !depths.has(location.id));
  if (unlisted.length > 0) {
    sites.push({
      site: null,
      locations: unlisted.map((location) => ({
        id: location.id,
        name: location.path,
        depth: 0,
        archived: location.archived,
        otherBoard: null,
      })),
    });
  }
  const eligible = new Set(candidates.map((member: BoardGroupMember) => member.id));
  const members: MemberChoice[] = [
    ...candidates.map((member) => ({ ...member, eligible: true })),
    ...(current?.members ?? [])
      .filter((member) => !eligible.has(member.id))
      .map((member) => ({ ...member, eligible: false })),
  ];
  return { sites, members, truncated: tree.length >= TREE_LIMIT };
}

export type BoardSaveOutcome =
  | { ok: true; board: BoardGroup }
  | { ok: false; reply: SubmissionResult<string[]> }
  | { ok: false; toast: ToastInput };

/**
 * Validates the board form (the same schema as the browser) and saves it: a
 * new board, or board `id`. An input failure lands on the form: each message
 * on its field (name, locations, members; `locations.3` belongs to
 * locations), anything else on top. A refused, missing or conflicting save
 * becomes an error toast.
 */
export async function submitBoardForm(
  formData: FormData,
  api: Pick<ApiClient, "post" | "put">,
  t: Translate,
  id?: number,
): Promise<BoardSaveOutcome> {
  const submission = parseWithZod(formData, { schema: boardGroupFormSchema(t) });
  if (submission.status !== "success") return { ok: false, reply: submission.reply() };
  try {
    return { ok: true, board: await saveBoard(api, boardGroupInputOf(submission.value), id) };
  } catch (error) {
    if (isInputFailure(error)) {
      const { fieldErrors, formErrors } = failureErrors(error, t);
      const onFields: Record<string, string[]> = {};
      const rest = [...formErrors];
      for (const [path, messages] of Object.entries(fieldErrors)) {
        const field = path.split(".")[0] ?? "";
        if ((BOARD_FORM_FIELDS as readonly string[]).includes(field)) {
          onFields[field] = [...(onFields[field] ?? []), ...messages];
        } else rest.push(...messages);
      }
      return { ok: false, reply: submission.reply({ fieldErrors: onFields, formErrors: rest }) };
    }
    if (isToastFailure(error)) return { ok: false, toast: failureToast(error, t) };
    throw error;
  }
}
