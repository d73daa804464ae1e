import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadActionsPage } from "../actions-list.server";
import { ActionsList } from "../components/ActionsList";
import { pageTitle } from "~/ui/meta";

export const handle = {
  breadcrumb: { key: "actions.all.title", to: "/actions/list" },
};
export const meta = pageTitle;

/** /actions/list (every user): every action within my top nodes, open ones first by due date. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadActionsPage(request, "all");
}

export default function ActionsPage() {
  const loaded = useLoaderData<typeof loader>();
  return <ActionsList {...loaded} />;
}
