import type { SubmissionResult } from "@conform-to/react";
import type { LocationDetail } from "../../api/locations/schemas";
import type { LocationPickerState } from "../../app/ui/LocationPicker";
import type { Toast } from "../../core/toast";
import { args, type setupAppTest } from "../support/app";

/**
 * Helpers for the location route tests (tests/routes/locations*.test.ts):
 * the API as a demo user (to arrange data and to check what was saved),
 * loader/action arguments with a session cookie, and the toast a redirect
 * flashes.
 */
export type AppTest = Awaited<ReturnType<typeof setupAppTest>>;

export async function apiAs(t: AppTest, email: string) {
  const { createApiClient } = await import("~/lib/api-client.server");
  return createApiClient({ accessToken: await t.issuer.tokenFor(email), language: 4 });
}

/** Creates a location through the API; answers its id. */
export async function createLocation(t: AppTest, email: string, name: string, parentId?: number) {
  const api = await apiAs(t, email);
  const { data } = await api.post<{ data: { id: number } }>("/hierarchy/v1/locations", {
    name,
    ...(parentId ? { parent_id: parentId } : {}),
  });
  return data.id;
}

/** A location as the API has it now (archived ones too). */
export async function detailOf(t: AppTest, email: string, id: number): Promise<LocationDetail> {
  const api = await apiAs(t, email);
  const { data } = await api.get<{ data: LocationDetail }>(`/hierarchy/v1/locations/${id}`, {
    include_archived: "true",
  });
  return data;
}

/** Loader arguments for `url` with route params, as a signed-in user (cookie) or anonymous. */
export function get(url: string, cookie?: string, params: Record<string, string> = {}) {
  return { ...args(url, cookie ? { headers: { Cookie: cookie } } : {}), params };
}

/** Action arguments: a form POST to `url`. */
export function post(
  url: string,
  cookie: string,
  fields: [string, string][],
  params: Record<string, string> = {},
) {
  return {
    ...args(url, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    }),
    params,
  };
}

/** The toast a redirect flashes (read back the way the root loader does). */
export async function toastOf(response: Response): Promise<Toast | null> {
  const { getToast } = await import("~/lib/toast.server");
  const flash = (response.headers.get("Set-Cookie") ?? "")
    .split(/,(?=\s*\w+=)/)
    .map((part) => part.trim().split(";")[0]!)
    .find((part) => part.startsWith("__flash="));
  if (!flash) return null;
  return (await getToast(new Request("http://app.test/", { headers: { Cookie: flash } }))).toast;
}

/** The reply an action returns when a form must be shown again. */
export interface Reply {
  intent: string;
  result: SubmissionResult<string[]>;
  /** A refused move: the move picker with the posted location chosen. */
  picker?: LocationPickerState;
}

/** `name=value` of a Set-Cookie header, for the next request's Cookie header. */
export function cookiePair(setCookie: string | null | undefined): string {
  return (setCookie ?? "").split(";")[0]!;
}
