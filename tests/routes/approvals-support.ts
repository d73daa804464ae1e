import { REQUESTS_API } from "../support/approval-users";
import { apiAs, type AppTest } from "./locations-support";

/** Helpers of the chemical approval route tests: the demo users and requests made through the API. */

export * from "../support/approval-users";

/** A request made through the API as the email (a draft, or submitted with is_draft false); its id. */
export async function createRequest(
  t: AppTest,
  email: string,
  body: Record<string, unknown>,
): Promise<number> {
  const api = await apiAs(t, email);
  try {
    const { data } = await api.post<{ data: { id: number } }>(`${REQUESTS_API}/draft`, body);
    return data.id;
  } catch (error) {
    throw new Error(`creating ${String(body.name)}: ${JSON.stringify((error as { body?: unknown }).body)}`);
  }
}
