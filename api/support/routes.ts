import { createRoute, z } from "@hono/zod-openapi";
import { ApiErrorSchema } from "../http/envelope";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, notFound } from "../http/errors";
import { requirePermissions } from "../http/permissions";
import { jsonBody, pathId } from "../http/params";
import { asciiFileName, encodedFileName } from "../http/content-disposition";
import { getStorage } from "../storage";
import { CONTACTS_MAX, EXPORT_KEEP_DAYS, EXPORTS_LISTED } from "../../core/support/limits";
import { createContact, deleteContact, listContacts, updateContact } from "./contacts";
import { EXPORT_RUNNING_MESSAGE, findExport, listExports, startExport } from "./exports";
import { systemStatus } from "./status";
import {
  CompanyExportListResponse,
  CompanyExportResponse,
  ContactDeletedResponse,
  ContactInputSchema,
  ContactListResponse,
  ContactResponse,
  SystemStatusResponse,
  contactParams,
  exportParams,
} from "./schemas";

/**
 * The support tab of company settings: the company's own support contacts, the version and system
 * status, and the full export. Everything needs user_admin (else 403) and is the caller's company's only.
 */

const TAGS = ["Site"];
const admin = requirePermissions({ all: ["user_admin"] });
const CONTACTS = "/site/v1/company/contacts";
const EXPORTS = "/site/v1/company/exports";

const ok = (description: string, schema: z.ZodType) => ({
  description,
  content: { "application/json": { schema } },
});

const listContactsRoute = createRoute({
  method: "get",
  path: CONTACTS,
  tags: TAGS,
  operationId: "listCompanyContacts",
  summary: "The company's own support contacts",
  description: `By name, at most ${CONTACTS_MAX}. Needs user_admin (else 403).`,
  middleware: [admin] as const,
  responses: { 200: ok("The contacts.", ContactListResponse), ...errorResponses() },
});

const createContactRoute = createRoute({
  method: "post",
  path: CONTACTS,
  tags: TAGS,
  operationId: "createCompanyContact",
  summary: "Add a support contact",
  description:
    "Name (required), role, e-mail and phone, each one line. Needs user_admin (else 403). 422 with " +
    `field errors for a missing or too long name, an address or number that is not one, or more than ${CONTACTS_MAX} contacts.`,
  middleware: [admin] as const,
  request: { body: jsonBody(ContactInputSchema) },
  responses: { 201: ok("The new contact.", ContactResponse), ...errorResponses({ validation: true }) },
});

const updateContactRoute = createRoute({
  method: "put",
  path: `${CONTACTS}/{id}`,
  tags: TAGS,
  operationId: "updateCompanyContact",
  summary: "Change a support contact",
  description:
    "The same fields and checks as adding one. 404 when it is not a contact of the caller's company.",
  middleware: [admin] as const,
  request: { params: contactParams, body: jsonBody(ContactInputSchema) },
  responses: {
    200: ok("The saved contact.", ContactResponse),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const deleteContactRoute = createRoute({
  method: "delete",
  path: `${CONTACTS}/{id}`,
  tags: TAGS,
  operationId: "deleteCompanyContact",
  summary: "Remove a support contact",
  description: "Needs user_admin (else 403). 404 when it is not a contact of the caller's company.",
  middleware: [admin] as const,
  request: { params: contactParams },
  responses: { 200: ok("Removed: the id.", ContactDeletedResponse), ...errorResponses({ notFound: true }) },
});

const statusRoute = createRoute({
  method: "get",
  path: "/site/v1/company/system-status",
  tags: TAGS,
  operationId: "getSystemStatus",
  summary: "Version and system status for support",
  description:
    "The product version and commit, the database schema version, and whether the database answers with " +
    "every migration applied, background jobs run, mail is sent by SMTP or stored, and the file storage " +
    "takes a file. Needs user_admin (else 403).",
  middleware: [admin] as const,
  responses: { 200: ok("The status.", SystemStatusResponse), ...errorResponses() },
});

const listExportsRoute = createRoute({
  method: "get",
  path: EXPORTS,
  tags: TAGS,
  operationId: "listCompanyExports",
  summary: "The company's latest full exports",
  description: `Newest first, at most ${EXPORTS_LISTED}, with their progress. Needs user_admin (else 403).`,
  middleware: [admin] as const,
  responses: { 200: ok("The exports.", CompanyExportListResponse), ...errorResponses() },
});

const startExportRoute = createRoute({
  method: "post",
  path: EXPORTS,
  tags: TAGS,
  operationId: "startCompanyExport",
  summary: "Start a full export of the company",
  description:
    "Queues a background job that writes a ZIP of every table of the company as CSV and JSON, every " +
    "stored file and a manifest (docs/full-export.md). Needs user_admin (else 403). 409 " +
    `\`{ error: "export_running", message: "${EXPORT_RUNNING_MESSAGE}" }\` while one is queued or running. ` +
    `The file can be downloaded for ${EXPORT_KEEP_DAYS} days.`,
  middleware: [admin] as const,
  responses: {
    202: ok("The queued export.", CompanyExportResponse),
    ...errorResponses(),
    409: {
      description: "An export of the company is already queued or running.",
      content: { "application/json": { schema: ApiErrorSchema } },
    },
  },
});

const getExportRoute = createRoute({
  method: "get",
  path: `${EXPORTS}/{id}`,
  tags: TAGS,
  operationId: "getCompanyExport",
  summary: "One full export and its progress",
  description: "Needs user_admin (else 403). 404 when it is not an export of the caller's company.",
  middleware: [admin] as const,
  request: { params: exportParams },
  responses: { 200: ok("The export.", CompanyExportResponse), ...errorResponses({ notFound: true }) },
});

const exportFileRoute = createRoute({
  method: "get",
  path: `${EXPORTS}/{id}/file`,
  tags: TAGS,
  operationId: "downloadCompanyExport",
  summary: "Download a finished full export (ZIP)",
  description:
    "Needs user_admin (else 403). 404 when it is not an export of the caller's company, is not ready, " +
    "or has expired.",
  middleware: [admin] as const,
  request: { params: exportParams },
  responses: {
    200: {
      description: "The ZIP file.",
      content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses({ notFound: true }),
  },
});

/** The file name of an export: chemsafe-export-<company>-<date>.zip. */
export function exportFileName(companyName: string, createdAt: string): string {
  const slug = companyName
    .normalize("NFKD")
    .replace(/[^\w]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 60);
  return `chemsafe-export-${slug || "company"}-${createdAt.slice(0, 10)}.zip`;
}

export function registerSupportRoutes(api: ApiApp, { db }: ApiDeps): void {
  const actorOf = (c: { get(key: "user"): { id: number; companyId: number } }) => {
    const user = c.get("user");
    return { id: user.id, companyId: user.companyId };
  };

  api.openapi(listContactsRoute, async (c) =>
    c.json({ data: await listContacts(db, c.get("company").id) }, 200),
  );

  api.openapi(createContactRoute, async (c) =>
    c.json({ data: await createContact(db, actorOf(c), c.req.valid("json")) }, 201),
  );

  api.openapi(updateContactRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const contact = await updateContact(db, actorOf(c), id, c.req.valid("json"));
    if (!contact) throw notFound();
    return c.json({ data: contact }, 200);
  });

  api.openapi(deleteContactRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    if (!(await deleteContact(db, actorOf(c), id))) throw notFound();
    return c.json({ data: { id } }, 200);
  });

  api.openapi(statusRoute, async (c) => c.json({ data: await systemStatus(db, c.get("company").id) }, 200));

  api.openapi(listExportsRoute, async (c) =>
    c.json({ data: await listExports(db, c.get("company").id) }, 200),
  );

  api.openapi(startExportRoute, async (c) => {
    const company = c.get("company");
    const started = await startExport(db, { ...actorOf(c), companyName: company.name });
    return c.json({ data: started }, 202);
  });

  api.openapi(getExportRoute, async (c) => {
    const found = await findExport(db, c.get("company").id, pathId(c.req.valid("param").id));
    if (!found) throw notFound();
    const { file_key: _key, ...data } = found;
    return c.json({ data }, 200);
  });

  api.openapi(exportFileRoute, async (c) => {
    const company = c.get("company");
    const found = await findExport(db, company.id, pathId(c.req.valid("param").id));
    if (!found?.downloadable || !found.file_key) throw notFound();
    const stored = await getStorage().get(found.file_key);
    if (!stored) throw notFound();
    const name = exportFileName(company.name, found.created_at);
    return c.body(stored.body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${asciiFileName(name)}"; ${encodedFileName(name)}`,
      "Content-Length": String(stored.size),
      "Cache-Control": "private, no-store",
    });
  });
}
