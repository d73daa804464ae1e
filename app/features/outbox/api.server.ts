import type { OutboxPage } from "../../../api/outbox/schemas";
import { OUTBOX_PAGE_SIZE } from "../../../core/outbox";
import type { ApiClient } from "../../lib/api-client.server";

/** The mail outbox's API calls. */

/** One page of the company's outbox, newest first (approval admins only). */
export function getOutboxPage(api: Pick<ApiClient, "get">, page: number): Promise<OutboxPage> {
  return api.get<OutboxPage>("/mail/v1/outbox", { page, limit: OUTBOX_PAGE_SIZE });
}
