import type { LoaderFunctionArgs } from "@remix-run/node";
import { orNotFound } from "~/lib/api-failure.server";
import { requirePosterEditor } from "../access.server";
import { posterLogo } from "../api.server";

/** /workplacedescriptions/poster/logo: the company's poster logo, for the editor to show. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requirePosterEditor(request);
  const image = await orNotFound(posterLogo(api));
  return new Response(image.body, {
    status: 200,
    headers: {
      "Content-Type": image.headers.get("Content-Type") ?? "application/octet-stream",
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
