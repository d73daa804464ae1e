import type { ActivityActorList, ActivityPage } from "../../../api/activities/schemas";
import type { ApiClient } from "../../lib/api-client.server";
import type { TrailFilterState } from "./filters";

/** The audit trail's API calls: a page of the trail and the people of its person filter. */

type Reader = Pick<ApiClient, "get">;

/** One page of the company's trail (newest first), continued from `cursor`. */
export function getTrailPage(
  api: Reader,
  state: TrailFilterState,
  cursor: string | null,
): Promise<ActivityPage> {
  return api.get<ActivityPage>("/activity/v1/activities", {
    ...(state.actor !== null ? { actor: String(state.actor) } : {}),
    ...(state.module ? { module: state.module } : {}),
    ...(state.objectType ? { object_type: state.objectType } : {}),
    ...(state.objectId ? { object_id: state.objectId } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
    ...(cursor ? { cursor } : {}),
  });
}

/** The people who appear in the trail, by name. */
export async function getTrailActors(api: Reader): Promise<ActivityActorList["data"]> {
  return (await api.get<ActivityActorList>("/activity/v1/actors")).data;
}
