import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseId } from "../../../../core/ids";
import { getWpdPdf } from "~/features/read-understood/api.server";
import { requireReadUnderstood } from "~/features/read-understood/guard.server";
import { orNotFound } from "~/lib/api-failure.server";
import { notFound } from "~/lib/responses.server";

/**
 * /read-understood/wpd/{versionId}/pdf: a workplace description's version in force as a PDF, for the
 * person asked to read it (signed in, read and understood on). The API serves only a version in force at a
 * location the user may see; anything else is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const versionId = parseId(params.versionId);
  if (versionId === null) throw notFound();
  const { api } = await requireReadUnderstood(request);
  const pdf = await orNotFound(getWpdPdf(api, versionId));
  return new Response(pdf.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": pdf.headers.get("Content-Disposition") ?? "inline",
      "Cache-Control": "private, no-store",
    },
  });
}
