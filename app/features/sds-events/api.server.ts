import type {
  Action,
  ActionInput,
  ActionList,
  Assignee,
  SdsEventList,
} from "../../../api/sds-events/schemas";
import type { ActionStatus, SdsEventKind } from "../../../core/sds-events/rules";
import type { ApiClient } from "../../lib/api-client.server";

/** Every API call of SDS events and actions. */

export interface EventFilters {
  kind?: SdsEventKind;
  product?: string;
  location?: number;
  from?: string;
  to?: string;
  after?: number;
}

export function listSdsEvents(api: Pick<ApiClient, "get">, filters: EventFilters): Promise<SdsEventList> {
  return api.get<SdsEventList>("/sdsevents/v1/events", {
    kind: filters.kind,
    product: filters.product || undefined,
    location: filters.location,
    from: filters.from || undefined,
    to: filters.to || undefined,
    after: filters.after,
  });
}

export interface ActionFilters {
  page: number;
  status?: ActionStatus;
  mine?: boolean;
  search?: string;
  location?: number;
}

export function listActions(api: Pick<ApiClient, "get">, filters: ActionFilters): Promise<ActionList> {
  return api.get<ActionList>("/actions/v1/actions", {
    page: filters.page,
    status: filters.status,
    mine: filters.mine ? "1" : undefined,
    search: filters.search || undefined,
    location: filters.location,
  });
}

export async function loadAction(api: Pick<ApiClient, "get">, id: number): Promise<Action> {
  return (await api.get<{ data: Action }>(`/actions/v1/actions/${id}`)).data;
}

export async function createAction(api: Pick<ApiClient, "post">, input: ActionInput): Promise<Action> {
  return (await api.post<{ data: Action }>("/actions/v1/actions", input)).data;
}

export async function updateAction(
  api: Pick<ApiClient, "post">,
  id: number,
  input: ActionInput,
): Promise<Action> {
  return (await api.post<{ data: Action }>(`/actions/v1/actions/${id}`, input)).data;
}

export async function setActionStatus(
  api: Pick<ApiClient, "post">,
  id: number,
  status: ActionStatus,
): Promise<Action> {
  return (await api.post<{ data: Action }>(`/actions/v1/actions/${id}/status`, { status })).data;
}

export async function actionAssignees(api: Pick<ApiClient, "get">): Promise<Assignee[]> {
  return (await api.get<{ data: Assignee[] }>("/actions/v1/assignees")).data;
}

export async function digestSetting(api: Pick<ApiClient, "get">): Promise<boolean> {
  return (await api.get<{ data: { subscribed: boolean } }>("/sdsevents/v1/digest")).data.subscribed;
}

export async function setDigestSetting(api: Pick<ApiClient, "put">, subscribed: boolean): Promise<void> {
  await api.put("/sdsevents/v1/digest", { subscribed });
}
