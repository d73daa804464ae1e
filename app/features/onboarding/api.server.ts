import {
  nextOnboardingStep,
  ONBOARDING_FORM_ID,
  ONBOARDING_STEP_PATHS,
  pathAfterStep,
  type OnboardingState,
  type OnboardingStep,
} from "../../../core/onboarding";
import type { User } from "../../../api/users/schemas";
import type { ApiClient } from "../../lib/api-client.server";

/**
 * The onboarding flow (spec section 4) on the app server: which step comes
 * after sign-in and after each step. The API keeps the state on the user
 * (dismissals and the once-only "has been prompted" flag), so it works
 * without JavaScript and across browsers.
 */

const BASE = "/onboarding-api/v1";

type Api = Pick<ApiClient, "get" | "post">;

export async function getOnboardingState(api: Api): Promise<OnboardingState> {
  return (await api.get<{ data: OnboardingState }>(`${BASE}/state`)).data;
}

/**
 * Where a user goes right after sign-in. A user who has not been prompted yet
 * goes to the first step whose check passes, and is marked as prompted; no
 * later sign-in redirects to onboarding again. Everyone else (and anyone when
 * the API cannot tell) goes to the page they asked for.
 */
export async function pathAfterSignIn(api: Api, user: Pick<User, "permissions">, requested: string) {
  try {
    const state = await getOnboardingState(api);
    if (state.prompted) return requested;
    const step = nextOnboardingStep(state, user.permissions);
    if (!step) return requested;
    await api.post(`${BASE}/prompted`);
    return ONBOARDING_STEP_PATHS[step];
  } catch (error) {
    // Onboarding is an offer: a failing check must never stop a sign-in.
    console.error("sign-in: the onboarding check failed", error instanceof Error ? error.message : error);
    return requested;
  }
}

/** Where a user goes once `step` is done (submitted or dismissed): the next step whose check passes, else /main. */
export async function pathAfterOnboardingStep(
  api: Api,
  user: Pick<User, "permissions">,
  step: OnboardingStep,
  state?: OnboardingState,
): Promise<string> {
  return pathAfterStep(state ?? (await getOnboardingState(api)), user.permissions, step);
}

/** "Not now" on the questionnaire; answers the state afterwards. */
export async function dismissQuestionnaire(api: Api): Promise<OnboardingState> {
  return (await api.post<{ data: OnboardingState }>(`${BASE}/form/${ONBOARDING_FORM_ID}/dismiss`)).data;
}

/** "Skip for now" on the location prompt; answers the state afterwards. */
export async function dismissLocationPrompt(api: Api): Promise<OnboardingState> {
  return (await api.post<{ data: OnboardingState }>(`${BASE}/location-prompt/dismiss`)).data;
}
