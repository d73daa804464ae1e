import type { OnboardingState } from "../../../api/onboarding/schemas";
import type { Permissions } from "../../../core/permissions";

/**
 * The order of the onboarding steps and which of them applies to a user:
 * pure rules, no API call (api.server.ts reads the state they decide on).
 */

/** The steps in their order. */
export const ONBOARDING_STEPS = ["questionnaire", "location-prompt"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const ONBOARDING_STEP_PATHS: Record<OnboardingStep, string> = {
  questionnaire: "/questionnaire",
  "location-prompt": "/location-prompt",
};

/** Where onboarding ends. */
export const ONBOARDING_DONE_PATH = "/main";

/** Whether a step's check passes for this user. */
export function stepApplies(step: OnboardingStep, state: OnboardingState, permissions: Permissions): boolean {
  switch (step) {
    case "questionnaire":
      return !state.questionnaire.dismissed && state.questionnaire.eligible;
    case "location-prompt":
      return (
        permissions.edit_location === true &&
        !state.location_prompt.dismissed &&
        !state.location_prompt.has_locations
      );
  }
}

/**
 * The first step after `after` (or the first of all) whose check passes, or
 * undefined when none does.
 */
export function nextOnboardingStep(
  state: OnboardingState,
  permissions: Permissions,
  after?: OnboardingStep,
): OnboardingStep | undefined {
  const start = after === undefined ? 0 : ONBOARDING_STEPS.indexOf(after) + 1;
  return ONBOARDING_STEPS.slice(start).find((step) => stepApplies(step, state, permissions));
}

/** The path of the next step after `after`, else /main. */
export function pathAfterStep(
  state: OnboardingState,
  permissions: Permissions,
  after: OnboardingStep,
): string {
  const next = nextOnboardingStep(state, permissions, after);
  return next ? ONBOARDING_STEP_PATHS[next] : ONBOARDING_DONE_PATH;
}
