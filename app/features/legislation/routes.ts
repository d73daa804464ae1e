import { route } from "@remix-run/route-config";

const dir = "features/legislation/routes";

/** The legislation lists: the company's page, a location's page (its subtree), the downloads and the import. */
export const legislationRoutes = [
  route("legislations", `${dir}/legislations.tsx`, { id: "legislation/company" }),
  route("locations/:locationId/legislations", `${dir}/legislations.tsx`, { id: "legislation/location" }),
  route("legislations/import", `${dir}/import.tsx`, { id: "legislation/import" }),
  route("legislations/export.csv", `${dir}/export.ts`, { id: "legislation/export-csv" }),
  route("legislations/export.xlsx", `${dir}/export.ts`, { id: "legislation/export-xlsx" }),
];
