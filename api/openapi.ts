import type { ApiApp } from "./env";
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE_HEADER, LANGUAGE_HEADER } from "./http/language";

export type OpenApiDocument = ReturnType<ApiApp["getOpenAPI31Document"]>;

export const BEARER_SCHEME = "bearerAuth";

/** Tags in the order the reference shows them. */
export const API_TAGS = [
  {
    name: "User",
    description: "The signed-in user, the users of the company, and the user's favourite locations.",
  },
  { name: "Site", description: "Company-wide settings and the interface texts." },
  {
    name: "Onboarding",
    description: "The first-time questionnaire, the location prompt, and whether each module has data yet.",
  },
  {
    name: "Hierarchy",
    description:
      "The company's location tree: children, top locations, the name filter, one location with its path, " +
      "creating, renaming, moving, archiving and unarchiving.",
  },
  {
    name: "Locations",
    description:
      "Every location of the company as one flat list, the products kept at a location, and changing them " +
      "(add, copy, move, archive, categorise, delete, replace a safety data sheet).",
  },
  {
    name: "Search",
    description: "Searching the company's safety data sheets with facets, and the global search.",
  },
  {
    name: "Product",
    description: "Products and their safety data sheets: details, files, uploads, amounts and units.",
  },
  {
    name: "Chemical approval",
    description:
      "Chemical approval requests, their evaluation and conclusion, the approval boards, uploads, and the " +
      "locations and options of the request form.",
  },
  { name: "Mail", description: "The company's mail outbox: every message the product sent or stored." },
  {
    name: "Activity",
    description: "The company's audit trail: who changed what and when, read-only (company administrators).",
  },
];

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

export function registerSecurityScheme(api: ApiApp): void {
  api.openAPIRegistry.registerComponent("securitySchemes", BEARER_SCHEME, {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "An OpenID Connect access token whose email claim belongs to a ChemSafe user.",
  });
}

const languageParameter = (name: string, description: string) => ({
  name,
  in: "header" as const,
  required: false,
  description,
  schema: { type: "integer" as const, minimum: 1, maximum: 99, default: DEFAULT_LANGUAGE },
});

const LANGUAGE_PARAMETERS = [
  languageParameter(LANGUAGE_HEADER, "Language id of the request; echoed in the X-LANGUAGE response header."),
  languageParameter(FALLBACK_LANGUAGE_HEADER, "Language id, used when X-LANGUAGE is absent."),
];

/**
 * The OpenAPI 3.1 document of every operation registered on the api. Every
 * operation requires the bearer token and takes the language headers.
 */
export function buildOpenApiDocument(api: ApiApp): OpenApiDocument {
  const document = api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "ChemSafe API",
      version: "1.0.0",
      description:
        "Chemicals, safety data sheets and locations of the caller's company. Every operation needs " +
        "`Authorization: Bearer <access token>`. Errors are JSON: `{ message }`, `{ error }` or " +
        "`{ message, errors }`.",
    },
    tags: API_TAGS,
    security: [{ [BEARER_SCHEME]: [] }],
  });
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      operation.security ??= [{ [BEARER_SCHEME]: [] }];
      const names = new Set((operation.parameters ?? []).map((p) => ("name" in p ? p.name : undefined)));
      operation.parameters = [
        ...(operation.parameters ?? []),
        ...LANGUAGE_PARAMETERS.filter((p) => !names.has(p.name)),
      ];
    }
  }
  return document;
}
