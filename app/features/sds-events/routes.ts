import { route } from "@remix-run/route-config";

const dir = "features/sds-events/routes";

/** The SDS timeline and the follow-up actions; under the app layout. */
export const sdsEventRoutes = [
  route("sdsevents", `${dir}/events.tsx`),
  route("actions", `${dir}/actions-mine.tsx`),
  route("actions/list", `${dir}/actions-all.tsx`),
  route("actions/list/:locationId", `${dir}/actions-location.tsx`),
  route("actions/new", `${dir}/action-new.tsx`),
  route("actions/:id", `${dir}/action.tsx`),
];
