import { index, route, type RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/company-settings/routes";

/** /company-settings: its layout, the overview, the company's own tabs, and the sections other features add. */
export function companySettingsRoutes(sections: RouteConfigEntry[]) {
  return [
    route("company-settings", `${dir}/layout.tsx`, [
      index(`${dir}/index.tsx`),
      route("system", `${dir}/system.tsx`),
      route("risk-assessment", `${dir}/risk-assessment.tsx`),
      route("products", `${dir}/products.tsx`),
      route("products/greylist", `${dir}/greylist.tsx`),
      route("products/greylist/:id", `${dir}/greylist-entry.tsx`),
      route("storage", `${dir}/storage.tsx`),
      route("documents", `${dir}/documents.tsx`),
      ...sections,
    ]),
  ];
}
