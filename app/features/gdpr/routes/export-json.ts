import type { LoaderFunctionArgs } from "@remix-run/node";
import { personalDataDownload } from "../download.server";

/** /gdpr/{id}/personal-data.json: everything ChemSafe holds about the person, as JSON. */
export const loader = (args: LoaderFunctionArgs) => personalDataDownload(args, "json");
