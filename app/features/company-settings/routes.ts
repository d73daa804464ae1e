import { index, route, type RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/company-settings/routes";

/** /company-settings: its layout and overview, with the sections other features add. */
export function companySettingsRoutes(sections: RouteConfigEntry[]) {
  return [route("company-settings", `${dir}/layout.tsx`, [index(`${dir}/index.tsx`), ...sections])];
}
