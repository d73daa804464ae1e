import { route } from "@remix-run/route-config";
import type { RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/smartforms/routes";

/** /smartforms, /smartforms/{type} and /smartforms/{type}/template/{id}: the template builder. */
export const templateRoutes: RouteConfigEntry[] = [
  route("smartforms", `${dir}/templates-menu.tsx`),
  route("smartforms/:type", `${dir}/templates.tsx`),
  route("smartforms/:type/template/:id", `${dir}/template.tsx`),
];
