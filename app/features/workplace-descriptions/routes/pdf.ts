import type { LoaderFunctionArgs } from "@remix-run/node";
import { WPD_PAPER_SIZES } from "../../../../core/workplace-descriptions/sections";
import { requireWpd } from "~/features/workplace-descriptions/access.server";
import { descriptionPdf } from "~/features/workplace-descriptions/api.server";
import { orNotFound } from "~/lib/api-failure.server";
import { choiceParam, idParam } from "~/lib/list-params";
import { notFound } from "~/lib/responses.server";
import { setFileHeaders } from "~/lib/security-headers.server";

/**
 * /workplacedescription/pdf?id=<version>&size=A4|A3&second=<id>: the version's PDF from the API, with a second
 * description beside it when asked. A version the caller may not see is the not-found page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireWpd(request);
  const url = new URL(request.url);
  const id = idParam(url, "id");
  if (id === undefined) throw notFound();
  const size = choiceParam(url, "size", WPD_PAPER_SIZES, "A4");
  const upstream = await orNotFound(descriptionPdf(api, id, size, idParam(url, "second")), {
    forbiddenIsNotFound: true,
  });
  const headers = new Headers();
  for (const name of ["Content-Type", "Content-Length", "Content-Disposition"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  setFileHeaders(headers, { inline: false });
  return new Response(upstream.body, { status: 200, headers });
}
