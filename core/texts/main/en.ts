/** British English texts: main. */
export const main = {
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
} as const;
