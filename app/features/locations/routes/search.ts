import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/lib/auth.server";
import { loadLocationPicker } from "~/features/locations/picker.server";

/**
 * /locations/search?q=…(&boards=1): the best matches of a location search as
 * JSON ({ matches }), each with its path (and its approval board's name with
 * boards=1), for the location picker's combobox (app/ui/LocationPicker).
 * Signed-in users; the API answers only the user's company's locations.
 * Without JavaScript the pages search through their own forms instead.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireUser(request);
  const url = new URL(request.url);
  const { matches } = await loadLocationPicker(api, {
    ids: [],
    q: url.searchParams.get("q") ?? "",
    boards: url.searchParams.get("boards") === "1",
  });
  return Response.json({ matches: matches ?? [] }, { headers: { "Cache-Control": "private, no-store" } });
}
