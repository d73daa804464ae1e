import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getApi } from "../../../../api/instance";

/** Mounts the Hono API (api/) at /api: one resource route hands every request to it. */
export const loader = ({ request }: LoaderFunctionArgs) => getApi().fetch(request);
export const action = ({ request }: ActionFunctionArgs) => getApi().fetch(request);
