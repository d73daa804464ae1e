import { route } from "@remix-run/route-config";

/** The poster layout of workplace descriptions: the editor, its preview PDF and the logo image. */
export const wpdPosterRoutes = [
  route("workplacedescriptions/poster/edit", "features/wpd-poster/routes/poster-edit.tsx"),
  route("workplacedescriptions/poster/preview", "features/wpd-poster/routes/poster-preview.ts"),
  route("workplacedescriptions/poster/logo", "features/wpd-poster/routes/poster-logo.ts"),
];
