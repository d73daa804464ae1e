import type { LoaderFunctionArgs } from "@remix-run/node";
import { personalDataDownload } from "../download.server";

/** /gdpr/{id}/personal-data.pdf: everything ChemSafe holds about the person, as a PDF. */
export const loader = (args: LoaderFunctionArgs) => personalDataDownload(args, "pdf");
