import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiStatus } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { requirePermissions } from "~/lib/guards.server";
import { notFound } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { setFileHeaders } from "~/lib/security-headers.server";
import { exportFile } from "../api.server";

const PASSED_HEADERS = ["Content-Type", "Content-Disposition", "Content-Length"] as const;

/**
 * /company-settings/support/exports/{id}/download: the company's finished full export as a ZIP
 * attachment, streamed through from the API (user administrators of the company only; another
 * company's, an unfinished or an expired export answers 404).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, api } = await requireUser(request);
  await requirePermissions(request, user, { all: ["user_admin"] });
  const id = idFromParams(params.id);
  let upstream: Response;
  try {
    upstream = await exportFile(api, id);
  } catch (error) {
    const status = apiStatus(error);
    if (status === 404 || status === 403) throw notFound();
    throw error;
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  setFileHeaders(headers, { inline: false });
  return new Response(upstream.body, { status: 200, headers });
}
