/**
 * Built-in British English wording (language id 4): the fallback for every
 * text. Keys are flat; `{{name}}` marks an interpolated value.
 */
export const en = {
  "app.name": "ChemSafe",
  "app.tagline": "Chemical safety management",

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

  "layout.skip": "Skip to main content",
  "layout.signedInAs": "Signed in as {{name}}",
  "layout.signOut": "Sign out",
  "layout.primaryNav": "Main",
  "layout.home": "Home",

  "main.title": "Home",
  "main.welcome": "Welcome, {{name}}",
  "main.account": "Your account",
  "main.name": "Name",
  "main.email": "Email",
  "main.company": "Company",
  "main.language": "Language",
  "main.permissions": "What you may do",
  "main.noPermissions":
    "You can read what your company shares with you. Ask an administrator if you need more.",
  "main.guest": "You are signed in as a guest.",
  "main.links": "Go to",
  "main.apiReference": "API reference",
  "main.apiReferenceText": "The ChemSafe API, for integrations with your own systems.",

  "permission.chemical_approval_request": "Request and evaluate chemical approvals",
  "permission.smartforms_admin": "Administer smart forms",
  "permission.local_publisher": "Publish internal documents",
  "permission.local_publisher_delete": "Edit and delete internal documents",
  "permission.wpd": "Write workplace descriptions",
  "permission.add_product": "Add products",
  "permission.qr": "Create QR codes",
  "permission.edit_location": "Edit locations",
  "permission.read_link_admin": "Administer read links",

  "error.title": "Something went wrong",
  "error.notFound": "Not found",
  "error.generic": "Sorry, we couldn't handle your request at this moment.",
  "error.home": "Go to the home page",
} as const;

export type TextKey = keyof typeof en;
