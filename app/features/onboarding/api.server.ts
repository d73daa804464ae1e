import type { Location } from "../../../api/locations/schemas";
import type { OnboardingEligibility, OnboardingForm, OnboardingState } from "../../../api/onboarding/schemas";
import type { User } from "../../../api/users/schemas";
import { ONBOARDING_FORM_ID, type OnboardingAnswers } from "../../../core/onboarding";
import type { ApiClient } from "../../lib/api-client.server";
import { nextOnboardingStep, ONBOARDING_STEP_PATHS, pathAfterStep, type OnboardingStep } from "./steps";

/**
 * The onboarding flow's API calls, and which step comes after sign-in and
 * after each step. The API keeps the state on the user (dismissals and the
 * once-only "has been prompted" flag), so it works without JavaScript and
 * across browsers.
 */

const BASE = "/onboarding-api/v1";
const FORM_PATH = `${BASE}/form/${ONBOARDING_FORM_ID}`;

type Api = Pick<ApiClient, "get" | "post">;

export async function getOnboardingState(api: Pick<ApiClient, "get">): Promise<OnboardingState> {
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
  api: Pick<ApiClient, "get">,
  user: Pick<User, "permissions">,
  step: OnboardingStep,
  state?: OnboardingState,
): Promise<string> {
  return pathAfterStep(state ?? (await getOnboardingState(api)), user.permissions, step);
}

/** The questionnaire's definition: its questions in order. */
export async function getQuestionnaire(api: Pick<ApiClient, "get">): Promise<OnboardingForm> {
  return (await api.get<{ data: OnboardingForm }>(FORM_PATH)).data;
}

/** Whether the caller may answer the questionnaire (not a guest, and the company has not answered it). */
export async function getQuestionnaireEligibility(
  api: Pick<ApiClient, "get">,
): Promise<OnboardingEligibility> {
  return (await api.get<{ data: OnboardingEligibility }>(`${FORM_PATH}/is-eligible`)).data;
}

/** Stores the company's answers (once per company: a second submission is refused with 409). */
export async function submitQuestionnaire(
  api: Pick<ApiClient, "post">,
  answers: OnboardingAnswers,
): Promise<void> {
  await api.post(`${FORM_PATH}/submit`, { answers });
}

/** "Not now" on the questionnaire; answers the state afterwards. */
export async function dismissQuestionnaire(api: Pick<ApiClient, "post">): Promise<OnboardingState> {
  return (await api.post<{ data: OnboardingState }>(`${FORM_PATH}/dismiss`)).data;
}

/** "Skip for now" on the location prompt; answers the state afterwards. */
export async function dismissLocationPrompt(api: Pick<ApiClient, "post">): Promise<OnboardingState> {
  return (await api.post<{ data: OnboardingState }>(`${BASE}/location-prompt/dismiss`)).data;
}

/** "Create your first location": a new top location. */
export async function createFirstLocation(api: Pick<ApiClient, "post">, name: string): Promise<Location> {
  return (await api.post<{ data: Location }>("/hierarchy/v1/locations", { name })).data;
}
