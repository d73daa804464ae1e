import { redirect } from "@remix-run/node";

/** Unknown paths go to /main. */
export const loader = () => redirect("/main");
export const action = () => redirect("/main");
