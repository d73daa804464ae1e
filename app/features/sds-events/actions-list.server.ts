import { ACTION_STATUSES, mayManageActions } from "../../../core/sds-events/rules";
import { orNotFound } from "../../lib/api-failure.server";
import { requireUser } from "../../lib/auth.server";
import { getTranslator } from "../../lib/i18n.server";
import { pageParam, textParam } from "../../lib/list-params";
import { locationsByIds } from "../locations/api.server";
import { listActions } from "./api.server";

export type ActionsView = "mine" | "all" | "location";

const SEARCH_MAX = 200;

/**
 * The loader behind /actions (mine), /actions/list (everyone's) and /actions/list/{locationId} (at the
 * location and below it): the page of actions with the list's filters (status, title text), open ones by
 * default. A location outside the user's top nodes is not found.
 */
export async function loadActionsPage(request: Request, view: ActionsView, locationId?: number) {
  const [{ user, api }, { t }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const url = new URL(request.url);
  const rawStatus = url.searchParams.get("status");
  // Open by default; "all" shows both.
  const status = rawStatus === "all" ? undefined : (ACTION_STATUSES.find((s) => s === rawStatus) ?? "open");
  const filters = {
    page: pageParam(url),
    status,
    search: textParam(url, "q", SEARCH_MAX),
    mine: view === "mine",
    ...(locationId !== undefined ? { location: locationId } : {}),
  };
  const [list, location] = await Promise.all([
    orNotFound(listActions(api, filters)),
    locationId !== undefined ? locationsByIds(api, [locationId], false) : Promise.resolve([]),
  ]);
  const titleKey = view === "mine" ? "actions.mine.title" : "actions.all.title";
  return {
    view,
    list,
    status: rawStatus === "all" ? "all" : (status ?? "open"),
    search: filters.search,
    location: location[0] ? { id: location[0].id, name: location[0].name } : null,
    mayManage: mayManageActions(user.permissions),
    title: `${t(titleKey)} – ${t("app.name")}`,
  };
}
