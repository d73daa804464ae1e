import type { SdsImpact } from "../../../api/sds-change-impact/schemas";
import type { ApiClient } from "../../lib/api-client.server";

/** Every API call of change impact. */

export async function loadImpact(api: Pick<ApiClient, "get">, eventId: number): Promise<SdsImpact> {
  return (await api.get<{ data: SdsImpact }>(`/sdsevents/v1/events/${eventId}/impact`)).data;
}
