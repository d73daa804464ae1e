import { createRoute, z } from "@hono/zod-openapi";
import { ApiErrorSchema } from "../http/envelope";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, notFound } from "../http/errors";
import { requirePermissions } from "../http/permissions";
import { jsonBody, pathId } from "../http/params";
import { asciiFileName, encodedFileName } from "../http/content-disposition";
import { PEOPLE_SEARCH_LIMIT } from "../../core/support/limits";
import {
  ERASE_DONE_MESSAGE,
  ERASE_LAST_ADMIN_MESSAGE,
  ERASE_SELF_MESSAGE,
  anonymisePerson,
  exportPersonalData,
  findPerson,
  searchPeople,
} from "./people";
import { renderPersonalDataPdf } from "./pdf";
import {
  AnonymiseInputSchema,
  AnonymisedResponse,
  PeopleQuerySchema,
  PersonListResponse,
  PersonResponse,
  PersonalDataExportResponse,
  personParams,
} from "./schemas";

/**
 * Personal data of the company's people, for administrators (/gdpr): search, export as JSON or PDF, and
 * erasure by anonymisation. Everything needs user_admin (else 403) and only reaches the caller's company.
 */

const TAGS = ["Personal data"];
const admin = requirePermissions({ all: ["user_admin"] });
const BASE = "/site/v1/personal-data/people";

const ok = (description: string, schema: z.ZodType) => ({
  description,
  content: { "application/json": { schema } },
});

const searchRoute = createRoute({
  method: "get",
  path: BASE,
  tags: TAGS,
  operationId: "searchPersonalDataPeople",
  summary: "Find people of the company by name or e-mail",
  description: `By name, at most ${PEOPLE_SEARCH_LIMIT}; \`q\` filters by part of the name or address. Needs user_admin (else 403).`,
  middleware: [admin] as const,
  request: { query: PeopleQuerySchema },
  responses: { 200: ok("The people.", PersonListResponse), ...errorResponses({ validation: true }) },
});

const personRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}`,
  tags: TAGS,
  operationId: "getPersonalDataPerson",
  summary: "One person of the company",
  description: "Needs user_admin (else 403). 404 when not a user of the caller's company.",
  middleware: [admin] as const,
  request: { params: personParams },
  responses: { 200: ok("The person.", PersonResponse), ...errorResponses({ notFound: true }) },
});

const exportRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}/export`,
  tags: TAGS,
  operationId: "exportPersonalData",
  summary: "Everything ChemSafe holds about a person (JSON)",
  description:
    "The person's profile, sessions (never their tokens), questionnaire answers, favourite locations, " +
    "boards, requests, evaluations, mail and activity. Recorded on the audit trail. Needs user_admin " +
    "(else 403). 404 when not a user of the caller's company.",
  middleware: [admin] as const,
  request: { params: personParams },
  responses: {
    200: ok("The personal data.", PersonalDataExportResponse),
    ...errorResponses({ notFound: true }),
  },
});

const pdfRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}/export.pdf`,
  tags: TAGS,
  operationId: "exportPersonalDataPdf",
  summary: "Everything ChemSafe holds about a person (PDF)",
  description: "The JSON export as a readable PDF. Recorded on the audit trail. Needs user_admin (else 403).",
  middleware: [admin] as const,
  request: { params: personParams },
  responses: {
    200: {
      description: "The PDF.",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses({ notFound: true }),
  },
});

const anonymiseRoute = createRoute({
  method: "post",
  path: `${BASE}/{id}/anonymise`,
  tags: TAGS,
  operationId: "anonymisePerson",
  summary: "Erase a person by anonymisation",
  description:
    "Needs `{ confirm: true }` (else 422). The name and e-mail become a pseudonym, the person can no " +
    "longer sign in, sessions, favourites, preferences and questionnaire answers go, and mentions in the " +
    "audit trail are rewritten; requests and evaluations stay. Needs user_admin (else 403); 404 when not " +
    `a user of the caller's company; 409 \`erase_self\` ("${ERASE_SELF_MESSAGE}"), \`last_user_admin\` ` +
    `("${ERASE_LAST_ADMIN_MESSAGE}") or \`already_erased\` ("${ERASE_DONE_MESSAGE}").`,
  middleware: [admin] as const,
  request: { params: personParams, body: jsonBody(AnonymiseInputSchema) },
  responses: {
    200: ok("The pseudonym.", AnonymisedResponse),
    ...errorResponses({ validation: true, notFound: true }),
    409: {
      description: "Refused (see the codes).",
      content: { "application/json": { schema: ApiErrorSchema } },
    },
  },
});

export function registerPersonalDataAdminRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(searchRoute, async (c) =>
    c.json({ data: await searchPeople(db, c.get("company").id, c.req.valid("query").q ?? "") }, 200),
  );

  api.openapi(personRoute, async (c) => {
    const person = await findPerson(db, c.get("company").id, pathId(c.req.valid("param").id));
    if (!person) throw notFound();
    return c.json({ data: person }, 200);
  });

  api.openapi(exportRoute, async (c) => {
    const actor = { id: c.get("user").id, company: c.get("company") };
    const data = await exportPersonalData(db, actor, pathId(c.req.valid("param").id));
    if (!data) throw notFound();
    return c.json({ data }, 200);
  });

  api.openapi(pdfRoute, async (c) => {
    const actor = { id: c.get("user").id, company: c.get("company") };
    const id = pathId(c.req.valid("param").id);
    const data = await exportPersonalData(db, actor, id);
    if (!data) throw notFound();
    const bytes = await renderPersonalDataPdf(data);
    const name = `personal-data-${id}.pdf`;
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${asciiFileName(name)}"; ${encodedFileName(name)}`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    });
  });

  api.openapi(anonymiseRoute, async (c) => {
    const user = c.get("user");
    const done = await anonymisePerson(
      db,
      { id: user.id, companyId: c.get("company").id },
      pathId(c.req.valid("param").id),
    );
    if (!done) throw notFound();
    return c.json({ data: done }, 200);
  });
}
