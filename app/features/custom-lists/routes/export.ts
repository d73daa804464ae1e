import type { LoaderFunctionArgs } from "@remix-run/node";
import { streamCustomExport } from "../api.server";
import { requireUser } from "~/lib/auth.server";
import { idParam } from "~/lib/list-params";

/**
 * /legislations/custom-export.csv|.xlsx: the custom-list hits (optionally of a location's subtree). The API
 * decides what the caller sees (their company and top nodes) and records the export on the audit trail.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireUser(request);
  const url = new URL(request.url);
  const format = url.pathname.endsWith(".xlsx") ? "xlsx" : "csv";
  return streamCustomExport(api, idParam(url, "location") ?? null, format);
}
