import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadActionsPage } from "../actions-list.server";
import { ActionsList } from "../components/ActionsList";
import { pageTitle } from "~/ui/meta";

export const handle = {
  breadcrumb: { key: "actions.mine.title", to: "/actions" },
};
export const meta = pageTitle;

/** /actions (every user): the actions assigned to me, open ones first by due date. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadActionsPage(request, "mine");
}

export default function ActionsPage() {
  const loaded = useLoaderData<typeof loader>();
  return <ActionsList {...loaded} />;
}
