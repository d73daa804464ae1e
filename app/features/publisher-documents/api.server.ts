import type { SheetList } from "../../../api/publisher/schemas";
import type { ApiClient } from "../../lib/api-client.server";

/** Every API call of the company's own sheets' pages. */

const BASE = "/publisherapi/v1";

/** Every version, language and market of the company's own sheets (bounded by the API at 1,000). */
export function listSheets(api: Pick<ApiClient, "get">): Promise<SheetList> {
  return api.get<SheetList>(`${BASE}/sdslist`);
}
