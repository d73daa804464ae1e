import { route } from "@remix-run/route-config";

/** The support tab, a section of company settings. */
export const supportRoutes = [route("support", "features/support/routes/support.tsx")];

/** The finished export's file (a resource route: no layout, just the ZIP). */
export const supportResourceRoutes = [
  route("company-settings/support/exports/:id/download", "features/support/routes/export-download.ts"),
];
