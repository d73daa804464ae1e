import { createRoute, z } from "@hono/zod-openapi";
import { decodeCursor } from "../../core/activities/trail";
import { EXPORT_ROWS_MAX, REGISTER_PAGE_SIZE } from "../../core/exposure/register-lists";
import { recordActivity } from "../activities/record";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, forbidden, notFound } from "../http/errors";
import { scopeOf } from "../locations/scope";
import {
  instancePage,
  instanceRows,
  instanceViewer,
  locationFilterVisible,
  registerChoices,
  registerLines,
  registerPage,
  type InstanceFilters,
  type RegisterFilters,
} from "./register";
import {
  CSV_TYPE,
  XLSX_TYPE,
  csvStream,
  exportTranslator,
  recordsTable,
  registerTable,
  xlsxStream,
} from "./register-export";
import {
  InstanceListQuerySchema,
  InstancePageQuerySchema,
  InstancePageSchema,
  RegisterChoicesQuerySchema,
  RegisterChoicesSchema,
  RegisterPageQuerySchema,
  RegisterPageSchema,
  RegisterQuerySchema,
  type InstanceListQuery,
  type RegisterQuery,
} from "./schemas";
import { exposureAccess, readsAll, usesRegister } from "./store";

/** The register by location, product and person, the list of records, and their CSV and XLSX exports. */

const TAGS = ["Exposure"];

const KEEPERS_AND_READERS =
  "Keepers (exposure_admin) and readers (exposure_reader) of the register, limited to their top nodes; " +
  "everyone else 403.";

const registerRoute = createRoute({
  method: "get",
  path: "/exposure/v1/register",
  tags: TAGS,
  operationId: "exposureRegister",
  summary: "The exposure register: a line per location, product and person",
  description:
    "Per location, product and person the first and last exposure, the occasions and the minutes in all " +
    "(records made in error do not count), last exposure first, " +
    `${REGISTER_PAGE_SIZE} a page. Filters combine with AND: location_id (that location and every ` +
    "location below it; 404 when it is not the caller's to see), product_id, person_id, period (current: " +
    `exposed within the past 12 months). ${KEEPERS_AND_READERS}`,
  request: { query: RegisterPageQuerySchema },
  responses: {
    200: {
      description: "A page of the register.",
      content: { "application/json": { schema: RegisterPageSchema } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const choicesRoute = createRoute({
  method: "get",
  path: "/exposure/v1/register/choices",
  tags: TAGS,
  operationId: "exposureRegisterChoices",
  summary: "The register's filter choices",
  description:
    "Bounded whatever the register holds: the names of the chosen person_id and product_id, and, when " +
    "searched for, the first 25 people the register applies to whose name contains person_q and products " +
    "with lines in the caller's part of the register whose name contains product_q. Locations are chosen " +
    `with GET /hierarchy/v1/locations. ${KEEPERS_AND_READERS}`,
  request: { query: RegisterChoicesQuerySchema },
  responses: {
    200: { description: "The choices.", content: { "application/json": { schema: RegisterChoicesSchema } } },
    ...errorResponses({ validation: true }),
  },
});

const instancesRoute = createRoute({
  method: "get",
  path: "/exposure/v1/instances",
  tags: TAGS,
  operationId: "exposureInstances",
  summary: "Every exposure record, newest first",
  description:
    `${REGISTER_PAGE_SIZE} a page, keyset-paged: page on with meta.older / meta.newer as cursor. Filters ` +
    "combine with AND: person_id, product_id, location_id (that location and every location below it; 404 " +
    "when it is not the caller's to see), from and to (whole days in UTC, both included), include_voided " +
    "(records made in error, left out by default), self_reported. Product, sheet version and location are " +
    "as recorded (the record's snapshot). Keepers and readers read the records at their top nodes; a " +
    "person the register applies to reads only their own records, wherever made (the person filter is " +
    "theirs whatever is asked); everyone else 403.",
  request: { query: InstancePageQuerySchema },
  responses: {
    200: {
      description: "A page of records.",
      content: { "application/json": { schema: InstancePageSchema } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const fileContent = (type: string) => ({
  [type]: { schema: z.string().openapi({ format: "binary" }) },
});

const EXPORT_NOTE =
  `At most ${EXPORT_ROWS_MAX} rows; when there are more, the last row says the export was cut. Text cells ` +
  "that a spreadsheet would run as a formula (starting with =, +, - or @) start with an apostrophe. " +
  "Column headers in the caller's language. Recorded on the audit trail (exposure, exported).";

const exportRoute = (format: "csv" | "xlsx", what: "register" | "instances") =>
  createRoute({
    method: "get",
    path: `/exposure/v1/${what}.${format}`,
    tags: TAGS,
    operationId: `export${what === "register" ? "ExposureRegister" : "ExposureInstances"}${format === "csv" ? "Csv" : "Xlsx"}`,
    summary:
      what === "register"
        ? `The exposure register as ${format.toUpperCase()}`
        : `The exposure records as ${format.toUpperCase()}`,
    description:
      (what === "register"
        ? "Every line of the register with the filters of GET /exposure/v1/register, last exposure first. "
        : "Every record with the filters of GET /exposure/v1/instances, newest first. ") +
      `${EXPORT_NOTE} ${KEEPERS_AND_READERS} 404 for a location filter that is not the caller's to see.`,
    request: { query: what === "register" ? RegisterQuerySchema : InstanceListQuerySchema },
    responses: {
      200: {
        description: "The file, as an attachment.",
        content: fileContent(format === "csv" ? CSV_TYPE : XLSX_TYPE),
      },
      ...errorResponses({ validation: true, notFound: true }),
    },
  });

function registerFilters(query: RegisterQuery): RegisterFilters {
  return {
    locationId: query.location_id,
    productId: query.product_id,
    personId: query.person_id,
    period: query.period ?? "all",
  };
}

function instanceFilters(query: InstanceListQuery): InstanceFilters {
  let { from, to } = query;
  // A period given backwards is still the same period.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    personId: query.person_id,
    productId: query.product_id,
    locationId: query.location_id,
    from,
    to,
    includeVoided: query.include_voided === "true",
    selfReported: query.self_reported === undefined ? undefined : query.self_reported === "true",
  };
}

/** The filters as the audit trail keeps them: only those given. */
function filterFields(filters: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

export function registerRegisterRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(registerRoute, async (c) => {
    const user = c.get("user");
    if (!readsAll(exposureAccess(user))) throw forbidden();
    const query = c.req.valid("query");
    const page = await registerPage(db, scopeOf(user), registerFilters(query), query.page ?? 1);
    if (!page) throw notFound();
    return c.json(page, 200);
  });

  api.openapi(choicesRoute, async (c) => {
    const user = c.get("user");
    if (!readsAll(exposureAccess(user))) throw forbidden();
    const query = c.req.valid("query");
    const choices = await registerChoices(db, scopeOf(user), {
      personId: query.person_id,
      productId: query.product_id,
      personQ: query.person_q,
      productQ: query.product_q,
    });
    return c.json(choices, 200);
  });

  api.openapi(instancesRoute, async (c) => {
    const user = c.get("user");
    const access = exposureAccess(user);
    if (!usesRegister(access)) throw forbidden();
    const query = c.req.valid("query");
    const page = await instancePage(
      db,
      instanceViewer(access, scopeOf(user)),
      instanceFilters(query),
      REGISTER_PAGE_SIZE,
      query.cursor === undefined ? null : decodeCursor(query.cursor),
    );
    if (!page) throw notFound();
    return c.json(page, 200);
  });

  for (const format of ["csv", "xlsx"] as const) {
    api.openapi(exportRoute(format, "register"), async (c) => {
      const user = c.get("user");
      if (!readsAll(exposureAccess(user))) throw forbidden();
      const scope = scopeOf(user);
      const filters = registerFilters(c.req.valid("query"));
      if (!(await locationFilterVisible(db, scope, filters.locationId))) throw notFound();
      const name = `exposure-register-${new Date().toISOString().slice(0, 10)}.${format}`;
      await recordActivity(db, {
        companyId: user.companyId,
        actorId: user.id,
        module: "exposure",
        action: "exported",
        object: { type: "exposureRegister", id: null, label: name },
        after: { format, ...filterFields(filters) },
      });
      const t = exportTranslator(user.language);
      const rows = registerLines(db, scope, filters, EXPORT_ROWS_MAX);
      const cut = t("exposureRegister.export.cut", { max: EXPORT_ROWS_MAX });
      const body =
        format === "csv"
          ? csvStream(registerTable(t), rows, EXPORT_ROWS_MAX, cut)
          : xlsxStream(
              registerTable(t),
              rows,
              EXPORT_ROWS_MAX,
              cut,
              t("exposureRegister.export.registerSheet"),
            );
      return c.body(body, 200, fileHeaders(format, name));
    });

    api.openapi(exportRoute(format, "instances"), async (c) => {
      const user = c.get("user");
      const access = exposureAccess(user);
      if (!readsAll(access)) throw forbidden();
      const scope = scopeOf(user);
      const filters = instanceFilters(c.req.valid("query"));
      if (!(await locationFilterVisible(db, scope, filters.locationId))) throw notFound();
      const name = `exposure-records-${new Date().toISOString().slice(0, 10)}.${format}`;
      await recordActivity(db, {
        companyId: user.companyId,
        actorId: user.id,
        module: "exposure",
        action: "exported",
        object: { type: "exposureRecords", id: null, label: name },
        after: { format, ...filterFields(filters) },
      });
      const t = exportTranslator(user.language);
      const rows = instanceRows(db, instanceViewer(access, scope), filters, EXPORT_ROWS_MAX);
      const cut = t("exposureRegister.export.cut", { max: EXPORT_ROWS_MAX });
      const body =
        format === "csv"
          ? csvStream(recordsTable(t), rows, EXPORT_ROWS_MAX, cut)
          : xlsxStream(
              recordsTable(t),
              rows,
              EXPORT_ROWS_MAX,
              cut,
              t("exposureRegister.export.recordsSheet"),
            );
      return c.body(body, 200, fileHeaders(format, name));
    });
  }
}

function fileHeaders(format: "csv" | "xlsx", name: string): Record<string, string> {
  return {
    "Content-Type": format === "csv" ? CSV_TYPE : XLSX_TYPE,
    "Content-Disposition": `attachment; filename="${name}"`,
    "Cache-Control": "private, no-store",
  };
}
