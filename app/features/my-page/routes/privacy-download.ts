import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/lib/auth.server";
import { getPersonalData } from "../api.server";

/** The user's personal data as a JSON file (a resource route: no layout, just the file). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireUser(request);
  const data = await getPersonalData(api);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="chemsafe-personal-data.json"',
      "Cache-Control": "no-store",
    },
  });
}
