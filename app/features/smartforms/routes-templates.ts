import { route } from "@remix-run/route-config";
import type { RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/smartforms/routes";

/**
 * /smartforms, /smartforms/{type} and /smartforms/{type}/template/{id}: the template builder; its preview is a
 * page of its own, so the builder's page does not carry the document fields' script.
 */
export const templateRoutes: RouteConfigEntry[] = [
  route("smartforms", `${dir}/templates-menu.tsx`),
  route("smartforms/:type", `${dir}/templates.tsx`),
  route("smartforms/:type/template/:id", `${dir}/template.tsx`),
  route("smartforms/:type/template/:id/preview", `${dir}/template-preview.tsx`),
];
