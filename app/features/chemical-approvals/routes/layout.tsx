import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireApprovals } from "~/features/chemical-approvals/access.server";

export const handle = { breadcrumb: { key: "evaluation.breadcrumb", to: "/chemical-approvals/requests" } };

/**
 * The chemical approvals module (/chemical-approvals/…): every page needs the
 * permission chemical_approval_request; without it the user gets the
 * permission warning ('This feature is disabled. …', 5 s) and goes to /main.
 * Each child's loader and action checks it again (an action runs without
 * this loader), and so does the API.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApprovals(request);
  return null;
}

export default function ChemicalApprovals() {
  return <Outlet />;
}
