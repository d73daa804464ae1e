import { route, type RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/read-understood/routes";

/**
 * /read-understood (the person's list), /read-understood/manage (find a document to assign) and
 * /read-understood/:kind/:documentId (who has and who hasn't, and its assignments).
 */
export const readUnderstoodRoutes: RouteConfigEntry[] = [
  route("read-understood", `${dir}/mine.tsx`, { id: "read-understood/mine" }),
  route("read-understood/manage", `${dir}/manage.tsx`, { id: "read-understood/manage" }),
  route("read-understood/:kind/:documentId", `${dir}/status.tsx`, { id: "read-understood/status" }),
];
