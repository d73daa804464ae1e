import { redirect } from "@remix-run/node";

/** The empty path goes to /main (spec section 2). */
export const loader = () => redirect("/main");
