import type { User } from "../../../api/users/schemas";
import type { ApiClient } from "../../lib/api-client.server";

/** Sign-in's API call. */

/** The ChemSafe user the new access token belongs to. */
export async function getSignedInUser(api: Pick<ApiClient, "get">): Promise<User> {
  return (await api.get<{ data: User }>("/user/v1/user")).data;
}
