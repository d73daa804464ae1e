import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LocationHierarchyView } from "~/features/locations/components/LocationHierarchyView";
import { hierarchyAction, loadHierarchy } from "~/features/locations/hierarchy.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "hierarchy.title", to: "/location-hierarchy" } };

export const meta = pageTitle;

/** /location-hierarchy: the top level of the company's location tree, the filter, and "Add a top-level location". */
export const loader = ({ request }: LoaderFunctionArgs) => loadHierarchy(request, null);

export const action = ({ request }: ActionFunctionArgs) => hierarchyAction(request, null);

export default function LocationHierarchyIndex() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <LocationHierarchyView data={data} reply={reply} />;
}
