import { redirect } from "@remix-run/node";

/** Unknown paths go to /main (spec section 2). */
export const loader = () => redirect("/main");
export const action = () => redirect("/main");
