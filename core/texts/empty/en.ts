/**
 * British English texts: empty, the empty-state pages /{module}/empty and
 * /risk-assessments/emptyRa. Each module has a heading, two sentences that
 * explain it and its first action.
 */
export const empty = {
  "empty.title": "{{module}}: getting started",
  "empty.state.no-data": "You see this page because your company has nothing here yet.",
  "empty.state.no-locations":
    "You see this page because your company has no locations yet. Products and legislation lists are kept per location, so start with a location.",
  "empty.noPermission":
    "Taking the first step needs the permission “{{permission}}”. Ask one of your admins to do it or to give you that permission.",
  "empty.home": "Back to the home page",
  "empty.notFound.title": "Page not found",
  "empty.notFound.text": "There is no getting-started page for “{{module}}”.",
  "empty.products.name": "Products",
  "empty.products.heading": "No products yet",
  "empty.products.intro":
    "Products are the chemicals your company buys and uses, each with its safety data sheet. Add a product to keep its safety data sheet, hazards and locations in one place.",
  "empty.products.action": "Add your first product",
  "empty.locations.name": "Locations",
  "empty.locations.heading": "No locations yet",
  "empty.locations.intro":
    "Locations describe where your company keeps and uses chemicals, from whole sites down to rooms and cabinets. Create your first location, then place products where they really are.",
  "empty.locations.action": "Create your first location",
  "empty.risk-assessments.name": "Risk assessments",
  "empty.risk-assessments.heading": "No risk assessments yet",
  "empty.risk-assessments.intro":
    "A risk assessment records the hazards of working with a chemical and the measures that keep people safe. Create one for a product at a location to document how the work is done safely.",
  "empty.risk-assessments.action": "Create your first risk assessment",
  "empty.custom-lists.name": "Custom lists",
  "empty.custom-lists.heading": "No custom lists yet",
  "empty.custom-lists.intro":
    "Custom lists are your company's own lists of substances, for example those you want to phase out. Products that contain a listed substance are marked, so you can follow them up.",
  "empty.custom-lists.action": "Create your first custom list",
  "empty.amounts.name": "Amounts",
  "empty.amounts.heading": "No amounts yet",
  "empty.amounts.intro":
    "Amounts record how much of each product your company stores and uses in a year. They make up the amount report that authorities and insurers often ask for.",
  "empty.amounts.action": "Record your first amounts",
  "empty.substitutions.name": "Substitutions",
  "empty.substitutions.heading": "No substitutions yet",
  "empty.substitutions.intro":
    "Substitution helps you replace hazardous products with safer alternatives. Compare a product with candidates and keep a history of every change you make.",
  "empty.substitutions.action": "Start your first substitution",
  "empty.legislation-lists.name": "Legislation lists",
  "empty.legislation-lists.heading": "No legislation lists yet",
  "empty.legislation-lists.intro":
    "Legislation lists show which of your products contain substances that laws such as REACH regulate. Choose the lists that apply to your company to see the products concerned.",
  "empty.legislation-lists.action": "Add your first legislation list",
  "empty.sds-requests.name": "SDS requests",
  "empty.sds-requests.heading": "No SDS requests yet",
  "empty.sds-requests.intro":
    "An SDS request asks a supplier for a new or updated safety data sheet. Send a request and follow it until the new sheet arrives.",
  "empty.sds-requests.action": "Send your first SDS request",
} as const;
