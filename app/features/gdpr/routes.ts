import { route } from "@remix-run/route-config";

const dir = "features/gdpr/routes";

/** /gdpr: the company's people's personal data, for user administrators. */
export const gdprRoutes = [route("gdpr", `${dir}/people.tsx`), route("gdpr/:id", `${dir}/person.tsx`)];

/** A person's personal data as a file (JSON or PDF), outside the layout. */
export const gdprResourceRoutes = [
  route("gdpr/:id/personal-data.json", `${dir}/export-json.ts`),
  route("gdpr/:id/personal-data.pdf", `${dir}/export-pdf.ts`),
];
