import { route, type RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/workplace-descriptions/routes";

/**
 * The workplace descriptions: the company's list and a location's (with the locations under it), each with
 * its archived ones, and /workplacedescription, the form and a version's page (query parameters say which:
 * id, product with location, location, template). The PDF is a resource route beside it.
 */
export const workplaceDescriptionRoutes: RouteConfigEntry[] = [
  route("workplacedescriptions", `${dir}/list.tsx`, { id: "wpd/list" }),
  route("workplacedescriptions/archived", `${dir}/list.tsx`, { id: "wpd/list-archived" }),
  route("locations/:locationId/workplacedescriptions", `${dir}/list.tsx`, { id: "wpd/location-list" }),
  route("locations/:locationId/workplacedescriptions/archived", `${dir}/list.tsx`, {
    id: "wpd/location-list-archived",
  }),
  route("workplacedescription", `${dir}/description.tsx`, { id: "wpd/description" }),
];

/** The PDF of a version (no layout). */
export const workplaceDescriptionResourceRoutes: RouteConfigEntry[] = [
  route("workplacedescription/pdf", `${dir}/pdf.ts`, { id: "wpd/pdf" }),
];
