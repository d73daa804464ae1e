import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentPrint } from "~/features/smartforms/api.server";
import { typeFromParams } from "~/features/smartforms/document-page.server";
import { streamPrint } from "~/features/smartforms/document-print.server";
import { requireUser } from "~/lib/auth.server";
import { idFromParams } from "~/lib/route-params.server";

/** /smartforms/{type}/documents/{documentId}/pdf: the version as a PDF, from the API, shown inline. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  typeFromParams(params.type);
  const id = idFromParams(params.documentId);
  const { api } = await requireUser(request);
  return streamPrint(() => documentPrint(api, id, "pdf"), "pdf");
}
