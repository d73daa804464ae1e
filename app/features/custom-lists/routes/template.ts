import type { LoaderFunctionArgs } from "@remix-run/node";
import { CUSTOM_IMPORT_TEMPLATE } from "../import.server";
import { requireUser } from "~/lib/auth.server";

/**
 * /custom-lists/template.csv: the file to fill in for a list's upload, its header row naming the columns the
 * upload reads (name, cas, ec, reason, date).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  return new Response(`\uFEFF${CUSTOM_IMPORT_TEMPLATE}`, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="custom-list-template.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
