import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { Location } from "../../../core/locations";
import {
  BOARD_FORM_FIELDS,
  boardGroupFormSchema,
  boardGroupInputOf,
  type BoardFormOptions,
  type BoardGroup,
  type BoardGroupMember,
  type BoardGroupOption,
  type LocationChoice,
  type MemberChoice,
  type SiteChoices,
} from "../../../core/chemical-approvals/board-rules";
import type { Translate } from "../../../core/onboarding";
import type { ToastInput } from "../../../core/toast";
import { ApiError, type ApiClient } from "../../lib/api-client.server";
import { errorMessage, errorToast, fieldErrors } from "../../lib/errors";

/**
 * The approval boards of /company-settings/chemical-approval: what the board
 * form offers (the company's locations as a tree grouped by site, the users
 * who may be members) and saving it through the API.
 */

const BOARD_GROUPS_API = "/chemical-approval/v1/board-groups";

/** The most the whole-tree list answers (GET /hierarchy/v1/locations). */
const TREE_LIMIT = 500;

export async function loadBoards(api: Pick<ApiClient, "get">): Promise<BoardGroup[]> {
  return (await api.get<{ data: BoardGroup[] }>(BOARD_GROUPS_API)).data;
}

/** The company's boards, id and name only. */
export async function loadBoardNames(api: Pick<ApiClient, "get">): Promise<BoardGroupOption[]> {
  return (await api.get<{ data: BoardGroupOption[] }>("/hierarchy/v1/board-groups")).data;
}

/** One board, or a 404 page when it is not one of the company's (or the id is malformed). */
export async function loadBoard(api: Pick<ApiClient, "get">, param: string | undefined): Promise<BoardGroup> {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) throw new Response("Not found", { status: 404 });
  try {
    return (await api.get<{ data: BoardGroup }>(`${BOARD_GROUPS_API}/${param}`)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response("Not found", { status: 404 });
    throw error;
  }
}

/**
 * The choices of the board form: the company's locations (not archived, in
 * tree order) grouped by site, each marked with the other board it names;
 * the edited board's locations the list does not hold (archived ones, or
 * beyond the first 500) in a group of their own; the users
 * with chemical_approval_request, plus current members who lost it.
 */
export async function loadBoardFormOptions(
  api: Pick<ApiClient, "get">,
  boardList: Promise<BoardGroupOption[]> | BoardGroupOption[],
  current?: BoardGroup,
): Promise<BoardFormOptions> {
  const [boards, { data: tree }, { data: candidates }] = await Promise.all([
    boardList,
    api.get<{ data: Location[] }>("/hierarchy/v1/locations", { limit: TREE_LIMIT }),
    api.get<{ data: BoardGroupMember[] }>("/chemical-approval/v1/board-members"),
  ]);
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
  const eligible = new Set(candidates.map((member) => member.id));
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
 * Validates the board form (the same schema as the browser) and saves it:
 * POST for a new board, PUT for `id`. A 422 from the API lands on the form:
 * each message on its field (name, locations, members), anything else, or a
 * 422 without field errors, as its message at the top. 403 and 404 become
 * an error toast.
 */
export async function saveBoardForm(
  formData: FormData,
  api: Pick<ApiClient, "post" | "put">,
  t: Translate,
  id?: number,
): Promise<BoardSaveOutcome> {
  const submission = parseWithZod(formData, { schema: boardGroupFormSchema(t) });
  if (submission.status !== "success") return { ok: false, reply: submission.reply() };
  const body = boardGroupInputOf(submission.value);
  try {
    const { data } =
      id === undefined
        ? await api.post<{ data: BoardGroup }>(BOARD_GROUPS_API, body)
        : await api.put<{ data: BoardGroup }>(`${BOARD_GROUPS_API}/${id}`, body);
    return { ok: true, board: data };
  } catch (error) {
    const errors = fieldErrors(error);
    if (errors) {
      const onFields: Record<string, string[]> = {};
      const rest: string[] = [];
      for (const [path, messages] of Object.entries(errors)) {
        const field = path.split(".")[0] ?? "";
        if ((BOARD_FORM_FIELDS as readonly string[]).includes(field)) {
          onFields[field] = [...(onFields[field] ?? []), ...messages];
        } else rest.push(...messages);
      }
      // A 422 without field errors shows its message (spec section 8: the joined texts, or the message).
      if (Object.keys(onFields).length === 0 && rest.length === 0) rest.push(errorMessage(error, t));
      return { ok: false, reply: submission.reply({ fieldErrors: onFields, formErrors: rest }) };
    }
    if (error instanceof ApiError && error.status === 422) {
      return { ok: false, reply: submission.reply({ formErrors: [errorMessage(error, t)] }) };
    }
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      return { ok: false, toast: errorToast(error, t) };
    }
    throw error;
  }
}
