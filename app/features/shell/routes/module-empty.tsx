import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyStateErrorBoundary, EmptyStatePanel } from "~/features/shell/components/EmptyState";
import { loadEmptyPage } from "~/lib/guards.server";
import { pageTitle } from "~/ui/meta";

/**
 * /{module}/empty?state=…: the empty state of one of the eight modules
 * (components/EmptyState.tsx), where the empty-state guard sends users of
 * companies with the emptyState feature while the module has no data. The
 * page belongs to that feature: without it, the user gets the warning toast.
 */
export const meta = pageTitle;

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadEmptyPage(request, params.module, "empty");

export default function EmptyPage() {
  const { module, state, canAct, available } = useLoaderData<typeof loader>();
  return <EmptyStatePanel module={module} state={state} canAct={canAct} available={available} />;
}

export const ErrorBoundary = EmptyStateErrorBoundary;
