import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmptyStateErrorBoundary, EmptyStatePanel } from "~/features/shell/components/EmptyState";
import { loadEmptyPage } from "~/lib/guards.server";
import { pageTitle } from "~/ui/meta";

/**
 * /risk-assessments/emptyRa?state=…: the empty state of risk assessments.
 * Other modules' emptyRa redirects to their /empty page.
 */
export const meta = pageTitle;

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadEmptyPage(request, params.module, "emptyRa");

export default function EmptyRaPage() {
  const { module, state, canAct, available } = useLoaderData<typeof loader>();
  return <EmptyStatePanel module={module} state={state} canAct={canAct} available={available} />;
}

export const ErrorBoundary = EmptyStateErrorBoundary;
