/** The route id of the signed-in layout (app/routes.ts), for useRouteLoaderData. */
export const APP_LAYOUT_ID = "routes/_app";
