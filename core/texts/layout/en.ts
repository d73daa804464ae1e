/** British English texts: layout. */
export const layout = {
  "layout.skip": "Skip to main content",
  "layout.signedInAs": "Signed in as {{name}}",
  "layout.signOut": "Sign out",
  "layout.primaryNav": "Main",
  "layout.home": "Home",
} as const;
