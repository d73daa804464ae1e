import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadActionsPage } from "../actions-list.server";
import { ActionsList } from "../components/ActionsList";
import { idFromParams } from "~/lib/route-params.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "actions.all.title", to: "/actions/list" } };
export const meta = pageTitle;

/** /actions/list/{locationId} (every user): the actions at the location and below it (404 outside my top nodes). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadActionsPage(request, "location", idFromParams(params.locationId));
}

export default function LocationActionsPage() {
  const loaded = useLoaderData<typeof loader>();
  return <ActionsList {...loaded} />;
}
