import { route } from "@remix-run/route-config";

const dir = "features/locations/routes";

/** The location tree, the location list and a location's information page. */
export const locationRoutes = [
  route("location-hierarchy", `${dir}/hierarchy-top.tsx`, { index: true }),
  route("location-hierarchy/:locationId", `${dir}/hierarchy.tsx`),
  route("locations", `${dir}/locations.tsx`, { index: true }),
  route("locations/:locationId/information", `${dir}/information.tsx`),
];

/** Starring a location (a form post that answers with a redirect); the location picker's search (JSON). */
export const locationResourceRoutes = [
  route("locations/favorites", `${dir}/favorites.ts`),
  route("locations/search", `${dir}/search.ts`),
];
