import type { LoaderFunctionArgs } from "@remix-run/node";
import { streamExport } from "../api.server";
import {
  instancesApiQuery,
  readInstanceFilters,
  readRegisterFilters,
  registerApiQuery,
} from "../forms-register";
import { requireUser } from "~/lib/auth.server";

/**
 * The downloads: /exposure/register.csv|.xlsx (the register's lines) and /exposures/instances.csv|.xlsx
 * (the records), each with its page's filters. The API decides who may (keepers and readers, within their
 * top nodes) and records the export on the audit trail; anyone else gets the not-found page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireUser(request);
  const url = new URL(request.url);
  const format = url.pathname.endsWith(".xlsx") ? "xlsx" : "csv";
  if (url.pathname.startsWith("/exposure/")) {
    return streamExport(api, "register", format, registerApiQuery(readRegisterFilters(url)));
  }
  return streamExport(api, "instances", format, instancesApiQuery(readInstanceFilters(url)));
}
