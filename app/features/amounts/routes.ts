import { route } from "@remix-run/route-config";

const dir = "features/amounts/routes";

/** The amount report and its downloads. */
export const amountRoutes = [
  route("amountreport", `${dir}/amount-report.tsx`, { id: "amounts/report" }),
  route("amountreport/export.csv", `${dir}/export.ts`, { id: "amounts/export-csv" }),
  route("amountreport/export.xlsx", `${dir}/export.ts`, { id: "amounts/export-xlsx" }),
];
