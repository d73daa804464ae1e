import type { LoaderFunctionArgs } from "@remix-run/node";
import { historyPdf } from "~/features/exposure/api.server";
import { streamHistoryPdf } from "~/features/exposure/history-page.server";
import { requireUser } from "~/lib/auth.server";

/** The user's own exposure history as a PDF (a resource route: no layout, just the file). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireUser(request);
  return streamHistoryPdf(() => historyPdf(api, "me"));
}
