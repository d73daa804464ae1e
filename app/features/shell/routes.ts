import { index, route } from "@remix-run/route-config";

export { APP_LAYOUT_ID } from "./layout-id";

/** Under the root: the start page, the language switch, the interface texts and the API mount. */
export const shellResourceRoutes = [
  index("features/shell/routes/home.tsx"),
  route("language", "features/shell/routes/language.tsx"),
  route("texts/:file", "features/shell/routes/texts.ts"),
  route("api/*", "features/shell/routes/api.ts"),
];

/** Inside the signed-in layout: /main and the getting-started pages of empty modules. */
export const shellRoutes = [
  route("main", "features/shell/routes/main.tsx"),
  route(":module/empty", "features/shell/routes/module-empty.tsx"),
  route(":module/emptyRa", "features/shell/routes/module-empty-ra.tsx"),
];

/** Anything else: the not-found page. */
export const notFoundRoute = route("*", "features/shell/routes/not-found.tsx");
