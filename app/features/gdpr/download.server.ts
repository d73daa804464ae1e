import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiStatus } from "~/lib/api-failure.server";
import { requireUser } from "~/lib/auth.server";
import { requirePermissions } from "~/lib/guards.server";
import { notFound } from "~/lib/responses.server";
import { idFromParams } from "~/lib/route-params.server";
import { setFileHeaders } from "~/lib/security-headers.server";
import { personalDataFile } from "./api.server";

/**
 * A person's personal data as an attachment (user administrators of the company only; another company's
 * person answers 404). JSON is written again from the API's envelope, so the file holds the data alone.
 */
export async function personalDataDownload({ request, params }: LoaderFunctionArgs, format: "json" | "pdf") {
  const { user, api } = await requireUser(request);
  await requirePermissions(request, user, { all: ["user_admin"] });
  const id = idFromParams(params.id);
  let upstream: Response;
  try {
    upstream = await personalDataFile(api, id, format);
  } catch (error) {
    const status = apiStatus(error);
    if (status === 404 || status === 403 || status === 422) throw notFound();
    throw error;
  }
  const headers = new Headers();
  setFileHeaders(headers, { inline: false });
  if (format === "json") {
    const { data } = (await upstream.json()) as { data: unknown };
    headers.set("Content-Type", "application/json; charset=utf-8");
    headers.set("Content-Disposition", `attachment; filename="personal-data-${id}.json"`);
    return new Response(JSON.stringify(data, null, 2), { status: 200, headers });
  }
  for (const name of ["Content-Type", "Content-Disposition", "Content-Length"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
