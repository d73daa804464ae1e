import { redirect } from "@remix-run/node";

/** Profile is the default tab of My page. */
export const loader = () => redirect("/my-page/profile");
