/** British English texts: ops, the "too many requests" (429) page of sign-in and public token routes. */
export const ops = {
  "errors.rateLimited.title": "Too many attempts",
  "errors.rateLimited.signIn":
    "There have been too many sign-in attempts from your network in a short time. To protect your account, signing in is paused for a moment.",
  "errors.rateLimited.generic":
    "There have been too many requests from your network in a short time, so this page is paused for a moment.",
  "errors.rateLimited.retry": "Please try again in {{minutes}} min.",
  "errors.rateLimited.back": "Back to sign-in",
} as const;
