import { index, route } from "@remix-run/route-config";

const dir = "features/my-page/routes";

/** My page: profile, licences, privacy and exposure. */
export const myPageRoutes = [
  route("my-page", `${dir}/layout.tsx`, [
    index(`${dir}/index.tsx`),
    route("exposure", `${dir}/exposure.tsx`),
    route("licenses", `${dir}/licenses.tsx`),
    route("privacy", `${dir}/privacy.tsx`),
    route("profile", `${dir}/profile.tsx`),
  ]),
];

/** The personal-data download (JSON) and the exposure history's PDF, outside the layout. */
export const myPageResourceRoutes = [
  route("my-page/privacy/download", `${dir}/privacy-download.ts`),
  route("my-page/exposure.pdf", `${dir}/exposure-pdf.ts`),
];
