import type { LoaderFunctionArgs } from "@remix-run/node";
import { streamAmountExport } from "../api.server";
import { readFilters } from "../filters";
import { requireUser } from "~/lib/auth.server";

/**
 * /amountreport/export.csv|.xlsx: the report's rows with the page's filters (location, category). The API
 * decides what the caller sees (their company and top nodes) and records the export on the audit trail.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireUser(request);
  const url = new URL(request.url);
  return streamAmountExport(api, readFilters(url), url.pathname.endsWith(".xlsx") ? "xlsx" : "csv");
}
