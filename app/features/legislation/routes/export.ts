import type { LoaderFunctionArgs } from "@remix-run/node";
import { streamExport } from "../api.server";
import { readFilters } from "../filters";
import { requireUser } from "~/lib/auth.server";

/**
 * /legislations/export.csv|.xlsx: the hits with the page's filters (list, location). The API decides what
 * the caller sees (their company and top nodes) and records the export on the audit trail.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireUser(request);
  const url = new URL(request.url);
  return streamExport(api, readFilters(url), url.pathname.endsWith(".xlsx") ? "xlsx" : "csv");
}
