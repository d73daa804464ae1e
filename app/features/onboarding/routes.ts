import { route } from "@remix-run/route-config";

/** The questionnaire and the first-location prompt of a new company. */
export const onboardingRoutes = [
  route("questionnaire", "features/onboarding/routes/questionnaire.tsx"),
  route("location-prompt", "features/onboarding/routes/location-prompt.tsx"),
];
