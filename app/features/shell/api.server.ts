import type { User } from "../../../api/users/schemas";
import type { ApiClient } from "../../lib/api-client.server";

/** The shell's API calls (the layout's language switch). */

/** Saves the caller's interface language; answers the updated user. */
export async function saveLanguage(api: Pick<ApiClient, "post">, language: number): Promise<User> {
  return (await api.post<{ data: User }>("/user/v1/user", { language })).data;
}
