import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { BoardGroup } from "../../../../api/chemical-approvals/schemas";
import { BOARDS_PATH, boardPath } from "../../../../core/chemical-approvals/boards";
import { requireBoards } from "~/features/chemical-approvals/access.server";
import { listBoards } from "~/features/chemical-approvals/api.server";
import { loadBoardFormOptions, submitBoardForm } from "~/features/chemical-approvals/board-form.server";
import { LOCATION_SEARCH_INTENT } from "~/features/chemical-approvals/form-inputs";
import { getTranslator } from "~/lib/i18n.server";
import { badRequest } from "~/lib/responses.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/ui/meta";
import { readForm } from "~/lib/forms.server";
import { hydrateLater } from "~/ui/hydrateLater";

// Forms that hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const BoardGroupForm = hydrateLater(() =>
  import("~/features/chemical-approvals/components/BoardGroupForm").then((module) => module.BoardGroupForm),
);

export const handle = {
  breadcrumb: { key: "companySettings.tab.chemicalApproval", to: BOARDS_PATH },
};

export const meta = pageTitle;

/**
 * /company-settings/chemical-approval: the approval boards with their
 * locations and members (chemical_approval_request), and for approval admins
 * (chemical_approval_admin) the form for a new board and a link to edit each.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ user, api }, { t }] = await Promise.all([
    requireBoards(request, { admin: false }),
    getTranslator(request),
  ]);
  const isAdmin = user.permissions.chemical_approval_admin === true;
  const boardList = listBoards(api);
  const [boards, options] = await Promise.all([boardList, isAdmin ? loadBoardFormOptions(api) : null]);
  return {
    title: `${t("boardGroups.title")} – ${t("companySettings.title")} – ${t("app.name")}`,
    boards,
    isAdmin,
    options,
  };
}

/** Creates a board (chemical_approval_request and chemical_approval_admin). */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await requireBoards(request, { admin: true });
  const [formData, { t }] = await Promise.all([readForm(request), getTranslator(request)]);
  const intents = formData.getAll("intent");
  if (!intents.includes("save") && !intents.includes(LOCATION_SEARCH_INTENT)) throw badRequest();
  const outcome = await submitBoardForm(formData, api, t);
  if (outcome.ok) {
    throw await redirectWithToast(`${BOARDS_PATH}#board-${outcome.board.id}`, {
      type: "success",
      text: t("boardGroups.toast.created", { name: outcome.board.name }),
    });
  }
  if ("toast" in outcome) throw await redirectWithToast(BOARDS_PATH, outcome.toast);
  return outcome.reply;
}

export default function ChemicalApprovalSettings() {
  const { boards, isAdmin, options } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="boards-heading" className="board-groups">
        <h2 id="boards-heading">{t("boardGroups.title")}</h2>
        <p>{t("boardGroups.intro")}</p>
        {boards.length === 0 ? (
          <p>{t("boardGroups.list.empty")}</p>
        ) : (
          <ul className="board-list">
            {boards.map((board) => (
              <BoardCard key={board.id} board={board} editable={isAdmin} />
            ))}
          </ul>
        )}
        {isAdmin ? null : <p className="help">{t("boardGroups.list.readOnly")}</p>}
      </section>
      {isAdmin && options ? (
        <section aria-labelledby="new-board-heading" className="board-new">
          <h2 id="new-board-heading">{t("boardGroups.new.title")}</h2>
          <BoardGroupForm
            // A new board starts a fresh form.
            key={boards.map((board) => board.id).join(",")}
            id="new-board"
            options={options}
            submitLabel={t("boardGroups.new.submit")}
            reply={lastResult}
          />
        </section>
      ) : null}
    </>
  );
}

function BoardCard({ board, editable }: { board: BoardGroup; editable: boolean }) {
  const { t } = useTranslation();
  const headingId = `board-${board.id}-name`;
  return (
    <li id={`board-${board.id}`} className="panel board-card">
      <article aria-labelledby={headingId}>
        <h3 id={headingId}>{board.name}</h3>
        <dl className="facts">
          <dt>{t("boardGroups.list.locations")}</dt>
          <dd>
            {board.locations.length === 0 ? (
              t("boardGroups.list.none")
            ) : (
              <ul className="board-values">
                {board.locations.map((location) => (
                  <li key={location.id}>
                    <Link to={`/locations/${location.id}/information`}>{location.path}</Link>
                    {location.archived ? <span className="tag">{t("boardGroups.archived")}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>{t("boardGroups.list.members")}</dt>
          <dd>
            {board.members.length === 0 ? (
              t("boardGroups.list.none")
            ) : (
              <ul className="board-values">
                {board.members.map((member) => (
                  <li key={member.id}>
                    {member.name} <span className="board-email">({member.email})</span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        {editable ? (
          <p>
            <Link to={boardPath(board.id)}>{t("boardGroups.list.edit", { name: board.name })}</Link>
          </p>
        ) : null}
      </article>
    </li>
  );
}
