import { route } from "@remix-run/route-config";

const dir = "features/custom-lists/routes";

/** Custom lists: keeping them, and the downloads of their hits (the hits show on the legislation pages). */
export const customListRoutes = [
  route("legislations/custom-export.csv", `${dir}/export.ts`, { id: "custom-lists/export-csv" }),
  route("legislations/custom-export.xlsx", `${dir}/export.ts`, { id: "custom-lists/export-xlsx" }),
  route("custom-lists", `${dir}/lists.tsx`, { id: "custom-lists/lists" }),
  route("custom-lists/new", `${dir}/list-new.tsx`, { id: "custom-lists/new" }),
  route("custom-lists/template.csv", `${dir}/template.ts`, { id: "custom-lists/template" }),
  route("custom-lists/:listId", `${dir}/list.tsx`, { id: "custom-lists/list" }),
];
