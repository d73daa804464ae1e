import { redirect } from "@remix-run/node";

/** The empty path goes to /main. */
export const loader = () => redirect("/main");
