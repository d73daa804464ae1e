import type { LoaderFunctionArgs } from "@remix-run/node";
import { certificatePdf } from "../api.server";
import { orNotFound } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { idFromParams } from "~/lib/route-params.server";
import { setFileHeaders } from "~/lib/security-headers.server";

const PASSED_HEADERS = ["Content-Type", "Content-Disposition", "Content-Length"] as const;

/**
 * /training/certificates/{completionId}: the completion's certificate from the API, as a PDF the browser
 * shows. One the caller may not see is the not-found page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { api } = await requireUser(request);
  const id = idFromParams(params.completionId);
  const upstream = await orNotFound(certificatePdf(api, id), { forbiddenIsNotFound: true });
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  setFileHeaders(headers, { inline: true });
  return new Response(upstream.body, { status: 200, headers });
}
