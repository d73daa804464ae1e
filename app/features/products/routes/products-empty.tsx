import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyStateErrorBoundary, EmptyStatePanel } from "~/features/shell/components/EmptyState";
import { loadEmptyPage } from "~/lib/guards.server";
import { pageTitle } from "~/ui/meta";

/**
 * /products/empty: the products module's empty state. It needs its own route
 * because /products/{prodId} would otherwise take "empty" for a product id;
 * it is the same page as /{module}/empty.
 */
export const meta = pageTitle;

export const loader = ({ request }: LoaderFunctionArgs) => loadEmptyPage(request, "products", "empty");

export default function ProductsEmptyPage() {
  const { module, state, canAct, available } = useLoaderData<typeof loader>();
  return <EmptyStatePanel module={module} state={state} canAct={canAct} available={available} />;
}

export const ErrorBoundary = EmptyStateErrorBoundary;
