import { parseWithZod } from "@conform-to/zod/v4";
import type { BoardGroup, BoardGroupMember } from "../../../api/chemical-approvals/schemas";
import {
  BOARD_FORM_FIELDS,
  boardGroupFormSchema,
  boardGroupInputOf,
  type MemberChoice,
} from "../../../core/chemical-approvals/board-rules";
import type { Translate } from "../../../core/translate";
import type { ToastInput } from "../../../core/toast";
import type { ApiClient } from "../../lib/api-client.server";
import { failureErrors, failureToast, isInputFailure, isToastFailure } from "../../lib/api-failure.server";
import { loadLocationPicker } from "../locations/picker.server";
import { boardMemberCandidates, saveBoard } from "./api.server";
import { unvalidatedSchema } from "./form-schemas";
import type { BoardFormChoices, BoardFormReply } from "./forms";
import { BOARD_LOCATION_QUERY, LOCATION_SEARCH_INTENT } from "./form-inputs";

/**
 * The board form of /company-settings/chemical-approval: what it offers (the
 * location picker with the board's locations, the users who may be members)
 * and saving it.
 */

/**
 * The choices of the board form: the location picker holding the edited
 * board's locations (archived ones too, so that saving never drops one
 * unasked; never the company's whole tree), each with the board that covers
 * it; the users with chemical_approval_request, plus current members who lost
 * it.
 */
export async function loadBoardFormOptions(
  api: Pick<ApiClient, "get">,
  current?: BoardGroup,
): Promise<BoardFormChoices> {
  const [candidates, locations] = await Promise.all([
    boardMemberCandidates(api),
    loadLocationPicker(api, {
      ids: (current?.locations ?? []).map((location) => String(location.id)),
      boards: true,
    }),
  ]);
  const eligible = new Set(candidates.map((member: BoardGroupMember) => member.id));
  const members: MemberChoice[] = [
    ...candidates.map((member) => ({ ...member, eligible: true })),
    ...(current?.members ?? [])
      .filter((member) => !eligible.has(member.id))
      .map((member) => ({ ...member, eligible: false })),
  ];
  return { members, locations };
}

export type BoardSaveOutcome =
  { ok: true; board: BoardGroup } | { ok: false; reply: BoardFormReply } | { ok: false; toast: ToastInput };

/**
 * Validates the board form (the same schema as the browser) and saves it: a
 * new board, or board `id`. Find (intent find-locations) saves nothing and
 * checks nothing: the form comes back as entered with the matches. An input failure lands on the form: each message
 * on its field (name, locations, members; `locations.3` belongs to
 * locations), anything else on top. A refused, missing or conflicting save
 * becomes an error toast.
 */
export async function submitBoardForm(
  formData: FormData,
  api: Pick<ApiClient, "get" | "post" | "put">,
  t: Translate,
  id?: number,
): Promise<BoardSaveOutcome> {
  const searching = formData.getAll("intent").includes(LOCATION_SEARCH_INTENT);
  const picker = () =>
    loadLocationPicker(api, {
      ids: formData.getAll("locations"),
      q: searching ? formData.get(BOARD_LOCATION_QUERY) : "",
      boards: true,
    });
  if (searching) {
    const shown = parseWithZod(formData, { schema: unvalidatedSchema() });
    return { ok: false, reply: { result: shown.reply(), picker: await picker() } };
  }
  const submission = parseWithZod(formData, { schema: boardGroupFormSchema(t) });
  if (submission.status !== "success") {
    return { ok: false, reply: { result: submission.reply(), picker: await picker() } };
  }
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
      return {
        ok: false,
        reply: {
          result: submission.reply({ fieldErrors: onFields, formErrors: rest }),
          picker: await picker(),
        },
      };
    }
    if (isToastFailure(error)) return { ok: false, toast: failureToast(error, t) };
    throw error;
  }
}
