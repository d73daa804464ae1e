import { route } from "@remix-run/route-config";

/** QR read links: the library (signed in) and old links; placed under the app layout. */
export const readLinkRoutes = [
  route("qr-readlink", "features/read-links/routes/qr-readlink.tsx"),
  route("legacy-links", "features/read-links/routes/legacy-links.tsx"),
];

/**
 * The pages a read link opens without signing in, and permalinks (which may carry a read link): outside
 * the app layout, so they show no navigation and nothing else of the company.
 */
export const readLinkPublicRoutes = [
  route("read/:token", "features/read-links/routes/read.tsx"),
  route("read/:token/sds/:key", "features/read-links/routes/read-sds.ts"),
  route("read/:token/wpd/:id", "features/read-links/routes/read-wpd.ts"),
  route("permalinks/:type", "features/read-links/routes/permalinks.tsx"),
];
