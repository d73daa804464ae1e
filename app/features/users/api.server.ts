import type {
  UserAdmin,
  UserAdminInput,
  UserAdminListQuery,
  UserAdminPage,
} from "../../../api/users/schemas";
import type { ApiClient } from "../../lib/api-client.server";

/** Users administration's API calls (user_admin). */

export function listUsers(api: Pick<ApiClient, "get">, query: UserAdminListQuery): Promise<UserAdminPage> {
  return api.get<UserAdminPage>("/user/v1/users", { ...query });
}

export async function getUser(api: Pick<ApiClient, "get">, id: number): Promise<UserAdmin> {
  return (await api.get<{ data: UserAdmin }>(`/user/v1/users/${id}`)).data;
}

/** Creates the user (and queues the invitation), or replaces the fields of user `id`. */
export async function saveUser(
  api: Pick<ApiClient, "post" | "put">,
  input: UserAdminInput,
  id?: number,
): Promise<UserAdmin> {
  const response =
    id === undefined
      ? await api.post<{ data: UserAdmin }>("/user/v1/users", input)
      : await api.put<{ data: UserAdmin }>(`/user/v1/users/${id}`, input);
  return response.data;
}

export async function setUserActive(
  api: Pick<ApiClient, "post">,
  id: number,
  active: boolean,
): Promise<UserAdmin> {
  const path = `/user/v1/users/${id}/${active ? "reactivate" : "deactivate"}`;
  return (await api.post<{ data: UserAdmin }>(path)).data;
}

export async function resendInvitation(api: Pick<ApiClient, "post">, id: number): Promise<UserAdmin> {
  return (await api.post<{ data: UserAdmin }>(`/user/v1/users/${id}/invitation`)).data;
}
