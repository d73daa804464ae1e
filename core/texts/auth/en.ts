/** British English texts: auth. */
export const auth = {
  "auth.title": "Sign in",
  "auth.heading": "Sign in to ChemSafe",
  "auth.intro":
    "ChemSafe keeps your chemical products, safety data sheets, locations and approvals in one place. Sign in with your company account.",
  "auth.signIn": "Sign in",
  "auth.expired": "Your session has ended. Please sign in again.",
  "auth.signedOut": "You are signed out.",
  "auth.failed": "Sign-in did not complete. Please try again.",
  "auth.noAccess.title": "No access to ChemSafe",
  "auth.noAccess.text": "You signed in as {{email}}, but that account has no access to ChemSafe.",
  "auth.noAccess.textUnknown": "The account you signed in with has no access to ChemSafe.",
  "auth.noAccess.help":
    "Ask your company's ChemSafe administrator to add you, or sign in with another account.",
  "auth.noAccess.otherAccount": "Sign in with another account",
} as const;
