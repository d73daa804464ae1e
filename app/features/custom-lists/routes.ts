import { route } from "@remix-run/route-config";

const dir = "features/custom-lists/routes";

/** Custom lists: the downloads of their hits (the hits show on the legislation pages). */
export const customListRoutes = [
  route("legislations/custom-export.csv", `${dir}/export.ts`, { id: "custom-lists/export-csv" }),
  route("legislations/custom-export.xlsx", `${dir}/export.ts`, { id: "custom-lists/export-xlsx" }),
];
