import type { User } from "../../../api/users/schemas";
import { DEACTIVATED_MESSAGE } from "../../../core/users/user-rules";
import { ApiError, type ApiClient } from "../../lib/api-client.server";

/** Sign-in's API call. */

/** The ChemSafe user the new access token belongs to. */
export async function getSignedInUser(api: Pick<ApiClient, "get">): Promise<User> {
  return (await api.get<{ data: User }>("/user/v1/user")).data;
}

/**
 * Whether the API refused a fresh sign-in because the person has no access: no ChemSafe user for the token
 * (403 NoAccount) or a deactivated one (401 with the deactivation message). Such a sign-in lands on the
 * "no access" page, never on an error page; any other refusal is a configuration problem.
 */
export function isNoAccess(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 403 && error.body.error === "NoAccount") return true;
  return error.status === 401 && error.body.message === DEACTIVATED_MESSAGE;
}
