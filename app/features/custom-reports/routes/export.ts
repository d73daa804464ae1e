import type { LoaderFunctionArgs } from "@remix-run/node";
import { streamReportExport } from "../api.server";
import { requireUser } from "~/lib/auth.server";
import { idFromParams } from "~/lib/route-params.server";

/**
 * /custom-reports/:id/export.csv|.xlsx: the report's rows as a file. The API decides what the caller sees
 * (their company and top nodes), streams the file and records the export on the audit trail.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireUser(request);
  const id = idFromParams(params.id);
  return streamReportExport(api, id, new URL(request.url).pathname.endsWith(".xlsx") ? "xlsx" : "csv");
}
