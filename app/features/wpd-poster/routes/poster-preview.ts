import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseId } from "../../../../core/ids";
import { orNotFound } from "~/lib/api-failure.server";
import { notFound } from "~/lib/responses.server";
import { requirePosterEditor } from "../access.server";
import { posterPreview } from "../api.server";

/** /workplacedescriptions/poster/preview?id=…&size=A4|A3: a description as a poster PDF, shown inline. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requirePosterEditor(request);
  const url = new URL(request.url);
  const id = parseId(url.searchParams.get("id"));
  if (id === null) throw notFound();
  const size = url.searchParams.get("size") === "A3" ? "A3" : "A4";
  const pdf = await orNotFound(posterPreview(api, { id, size }));
  return new Response(pdf.body, {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": pdf.headers.get("Content-Disposition") ?? "inline",
      "Cache-Control": "private, no-store",
    },
  });
}
