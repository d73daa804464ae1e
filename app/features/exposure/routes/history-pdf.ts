import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseId } from "../../../../core/ids";
import { historyPdf } from "../api.server";
import { streamHistoryPdf } from "../history-page.server";
import { requireUser } from "~/lib/auth.server";

/**
 * /exposure-history/pdf?person=<id>: the person's whole history as a PDF from the API (without a person: the
 * caller's own). A history the caller may not read is the not-found page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireUser(request);
  const person = parseId(new URL(request.url).searchParams.get("person") ?? "");
  return streamHistoryPdf(() => historyPdf(api, person ?? "me"));
}
