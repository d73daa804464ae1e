import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { BoardGroup } from "../../../../api/chemical-approvals/schemas";
import { BOARDS_PATH, boardDefaults, boardPath } from "../../../../core/chemical-approvals/boards";
import { requireBoards } from "~/features/chemical-approvals/access.server";
import { deleteBoard, getBoard } from "~/features/chemical-approvals/api.server";
import { loadBoardFormOptions, submitBoardForm } from "~/features/chemical-approvals/board-form.server";
import { LOCATION_SEARCH_INTENT } from "~/features/chemical-approvals/form-inputs";
import { apiErrorCode, apiStatus, failureToast, isToastFailure } from "~/lib/api-failure.server";
import { getTranslator } from "~/lib/i18n.server";
import { badRequest } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { readForm } from "~/lib/forms.server";
import { hydrateLater } from "~/ui/hydrateLater";

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const BoardGroupForm = hydrateLater(() =>
  import("~/features/chemical-approvals/components/BoardGroupForm").then((module) => module.BoardGroupForm),
);

export const handle = {
  breadcrumb: { key: "boardGroups.edit.breadcrumb", to: BOARDS_PATH },
};

export const meta = pageTitle;

/**
 * /company-settings/chemical-approval/{groupId} (approval admins): edit a
 * board, or delete it. Deleting asks first: "Delete the board…" is a link to
 * `?delete=1`, which shows the confirmation with the button that deletes, so
 * it works without JavaScript. Another company's board or an unknown id is a
 * 404 page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api }, { t }] = await Promise.all([
    requireBoards(request, { admin: true }),
    getTranslator(request),
  ]);
  const board = await getBoard(api, idFromParams(params.groupId));
  const options = await loadBoardFormOptions(api, board);
  return {
    title: `${board.name} – ${t("boardGroups.title")} – ${t("app.name")}`,
    board,
    options,
    confirmDelete: new URL(request.url).searchParams.has("delete"),
  };
}

/**
 * Saves the board (intent "save"), finds locations for its picker (intent
 * "find-locations": nothing saved) or deletes it (intent "delete" with
 * confirm=yes).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { api } = await requireBoards(request, { admin: true });
  const [formData, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const id = idFromParams(params.groupId);
  const here = boardPath(id);
  const intent = formData.get("intent");

  if (intent === "save" || formData.getAll("intent").includes(LOCATION_SEARCH_INTENT)) {
    const outcome = await submitBoardForm(formData, api, t, id);
    if (outcome.ok) {
      throw await redirectWithToast(`${BOARDS_PATH}#board-${id}`, {
        type: "success",
        text: t("boardGroups.toast.saved", { name: outcome.board.name }),
      });
    }
    if ("toast" in outcome) throw await redirectWithToast(BOARDS_PATH, outcome.toast);
    return outcome.reply;
  }

  if (intent === "delete") {
    // Only the confirmation's button deletes; anything else asks first.
    if (formData.get("confirm") !== "yes") throw redirect(`${here}?delete=1`);
    let board: BoardGroup;
    try {
      board = await deleteBoard(api, id);
    } catch (error) {
      // A board still in use stays on its page with the reason; other refusals go back to the list.
      if (apiStatus(error) === 409 && apiErrorCode(error) === "board_in_use") {
        throw await redirectWithToast(here, { type: "error", text: t("boardGroups.error.inUse") });
      }
      if (isToastFailure(error)) throw await redirectWithToast(BOARDS_PATH, failureToast(error, t));
      throw error;
    }
    throw await redirectWithToast(BOARDS_PATH, {
      type: "success",
      text: t("boardGroups.toast.deleted", { name: board.name }),
    });
  }
  throw badRequest();
}

export default function EditBoardGroup() {
  const { board, options, confirmDelete } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirmDelete) confirmRef.current?.focus();
  }, [confirmDelete]);

  return (
    <>
      <p>
        <Link to={BOARDS_PATH}>{t("boardGroups.edit.back")}</Link>
      </p>
      <section aria-labelledby="edit-board-heading">
        <h2 id="edit-board-heading">{t("boardGroups.edit.title", { name: board.name })}</h2>
        <BoardGroupForm
          key={board.updated_at}
          id="edit-board"
          options={options}
          defaults={boardDefaults(board)}
          submitLabel={t("boardGroups.edit.submit")}
          reply={lastResult}
        />
      </section>

      <section aria-labelledby="delete-board-heading" className="board-delete" id="delete-board">
        <h2 id="delete-board-heading">{t("boardGroups.delete.title")}</h2>
        {confirmDelete ? (
          <div className="notice warning" ref={confirmRef} tabIndex={-1} role="alert">
            <p>
              <strong>{t("boardGroups.delete.question", { name: board.name })}</strong>
            </p>
            <p>{t("boardGroups.delete.consequence")}</p>
            <Form method="post" className="board-delete-confirm">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="confirm" value="yes" />
              <button type="submit" className="danger">
                {t("boardGroups.delete.confirm", { name: board.name })}
              </button>{" "}
              <Link to={boardPath(board.id)} className="button secondary">
                {t("boardGroups.delete.cancel")}
              </Link>
            </Form>
          </div>
        ) : (
          <>
            <p>{t("boardGroups.delete.intro")}</p>
            <p>
              <Link to={`${boardPath(board.id)}?delete=1#delete-board`} className="button secondary">
                {t("boardGroups.delete.start", { name: board.name })}
              </Link>
            </p>
          </>
        )}
      </section>
    </>
  );
}
