import { route, type RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/read-understood/routes";

/**
 * /read-understood (the person's list), /read-understood/wpd/:versionId/pdf (a workplace description to
 * read), /read-understood/manage (find a document to assign), /read-understood/location (a location's
 * documents and counts) and /read-understood/:kind/:documentId (who has and who hasn't, and its
 * assignments).
 */
export const readUnderstoodRoutes: RouteConfigEntry[] = [
  route("read-understood", `${dir}/mine.tsx`, { id: "read-understood/mine" }),
  route("read-understood/wpd/:versionId/pdf", `${dir}/wpd-pdf.ts`, { id: "read-understood/wpd-pdf" }),
  route("read-understood/manage", `${dir}/manage.tsx`, { id: "read-understood/manage" }),
  route("read-understood/location", `${dir}/location.tsx`, { id: "read-understood/location" }),
  route("read-understood/:kind/:documentId", `${dir}/status.tsx`, { id: "read-understood/status" }),
];
