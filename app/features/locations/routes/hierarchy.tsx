import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LocationHierarchyView } from "~/features/locations/components/LocationHierarchyView";
import { hierarchyAction, loadHierarchy } from "~/features/locations/hierarchy.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "hierarchy.title", to: "/location-hierarchy" } };

export const meta = pageTitle;

/**
 * /location-hierarchy/{locationId}: the tree opened down to a location, its
 * children, and for users with edit_location the forms that add, rename,
 * move and archive. Visiting makes it a recent location.
 */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadHierarchy(request, params.locationId ?? "");

export const action = ({ request, params }: ActionFunctionArgs) =>
  hierarchyAction(request, params.locationId ?? "");

export default function LocationHierarchyLocation() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return <LocationHierarchyView data={data} reply={reply} />;
}
