import type { ApiApp, ApiDeps } from "../env";
import { registerOnboardingFormRoutes } from "./form-routes";
import { registerOnboardingRoutes } from "./routes";

/** Onboarding: which modules have data, and the questionnaire. */
export function registerOnboardingApi(api: ApiApp, deps: ApiDeps): void {
  registerOnboardingRoutes(api, deps);
  registerOnboardingFormRoutes(api, deps);
}
