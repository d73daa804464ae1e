import { createRoute, z } from "@hono/zod-openapi";
import {
  REPORT_LIMITS,
  REPORT_SOURCES,
  SOURCE_COLUMNS,
  checkDefinition,
  operatorsOf,
  resultColumns,
} from "../../core/custom-reports/definition";
import { cleanLine } from "../../core/text";
import { recordActivity } from "../activities/record";
import type { ApiApp, ApiDeps } from "../env";
import { CSV_TYPE, XLSX_TYPE, csvStream, xlsxStream } from "../exposure/register-export";
import { errorResponses, validationFailed } from "../http/errors";
import { idParam, jsonBody, pathId } from "../http/params";
import { customReportsEnglish, reportTable, reportTranslator } from "./export";
import {
  CustomReportBodySchema,
  CustomReportListSchema,
  CustomReportOneSchema,
  ExportQuerySchema,
  PageQuerySchema,
  ReportRunSchema,
  ReportSourcesSchema,
} from "./schemas";
import { assertMayReport, mayReport, viewerOf } from "./viewer";
import { deleteReport, getReport, listReports, reportRows, runReport, runnable, saveReport } from "./store";

/**
 * Custom reports: a user builds a report over one source (products at locations, safety data sheets,
 * actions, chemical approval requests, risk assessments, exposure records), saves it for themself or shares it
 * in the company, runs it a page at a time and downloads it. Every user may keep reports; a run reads what
 * the caller's own list pages would show (company, top nodes, the source module's own rules), whoever saved
 * the report, and a source whose module the caller may not open is refused (403).
 */

const TAGS = ["Reports"];
const BASE = "/reports/v1/custom";
const READERS =
  "The caller's own reports and those shared in the company; another user's unshared report is 404.";
const OWNER_ONLY = "Only the owner changes a report (a shared report of another user: 403).";
const MODULE_RULE =
  "A source whose module the caller may not open is 403 (approvals: chemical_approval_request; exposure: " +
  "exposure_admin, exposure_reader or the exposure switch).";

const ok = (description: string, schema: z.ZodType) => ({
  description,
  content: { "application/json": { schema } },
});
const params = z.object({ id: idParam("id", "The report's id.") });

const sourcesRoute = createRoute({
  method: "get",
  path: `${BASE}/sources`,
  tags: TAGS,
  operationId: "customReportSources",
  summary: "The sources a report reads, with their columns and filter conditions",
  description: "Only the sources the caller may report on (their module is the caller's to open).",
  responses: { 200: ok("The sources.", ReportSourcesSchema), ...errorResponses() },
});

const listRoute = createRoute({
  method: "get",
  path: BASE,
  tags: TAGS,
  operationId: "customReports",
  summary: "The reports the caller sees",
  description: `Name order, ${REPORT_LIMITS.pageSize} a page. ${READERS}`,
  request: { query: PageQuerySchema },
  responses: {
    200: ok("A page of reports.", CustomReportListSchema),
    ...errorResponses({ validation: true }),
  },
});

const getRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}`,
  tags: TAGS,
  operationId: "customReport",
  summary: "One report with its definition",
  description: READERS,
  request: { params },
  responses: { 200: ok("The report.", CustomReportOneSchema), ...errorResponses({ notFound: true }) },
});

const saveRoute = createRoute({
  method: "post",
  path: `${BASE}/save`,
  tags: TAGS,
  operationId: "saveCustomReport",
  summary: "Create a report, or change one",
  description:
    "Without id a new report of the caller (201), with id that report (200). The name (1–200 characters), " +
    "shared, and the definition: a source, its columns (at least one unless grouped), filters (all must " +
    "hold), group_by and order_by among the source's columns. 422 with field errors; nothing is saved then. " +
    `${OWNER_ONLY} ${MODULE_RULE} Every user may keep reports. Recorded on the audit trail.`,
  request: { body: jsonBody(CustomReportBodySchema) },
  responses: {
    200: ok("The changed report.", CustomReportOneSchema),
    201: ok("The new report.", CustomReportOneSchema),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: `${BASE}/{id}`,
  tags: TAGS,
  operationId: "deleteCustomReport",
  summary: "Delete a report",
  description: `${OWNER_ONLY} ${READERS} Recorded on the audit trail.`,
  request: { params },
  responses: {
    200: ok("Deleted.", z.object({ data: z.object({ id: z.number().int() }) })),
    ...errorResponses({ notFound: true }),
  },
});

const runRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}/run`,
  tags: TAGS,
  operationId: "runCustomReport",
  summary: "A page of a report's rows",
  description:
    `${REPORT_LIMITS.pageSize} rows a page (grouped: one row per value with its count), up to ` +
    `${REPORT_LIMITS.rowsMax} rows; what the caller's own list pages would show (company, top nodes). ${READERS} ` +
    MODULE_RULE,
  request: { params, query: PageQuerySchema },
  responses: {
    200: ok("A page of rows.", ReportRunSchema),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const exportRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}/export`,
  tags: TAGS,
  operationId: "exportCustomReport",
  summary: "A report's rows as CSV or XLSX",
  description:
    `Every row of the run, type csv or xlsx, at most ${REPORT_LIMITS.rowsMax} rows (a last row says when it ` +
    "was cut), streamed as they are read; headers in the caller's language; formula-like cells start with " +
    `an apostrophe. Recorded on the audit trail. ${READERS} ${MODULE_RULE}`,
  request: { params, query: ExportQuerySchema },
  responses: {
    200: {
      description: "The file, as an attachment.",
      content: {
        [CSV_TYPE]: { schema: z.string().openapi({ format: "binary" }) },
        [XLSX_TYPE]: { schema: z.string().openapi({ format: "binary" }) },
      },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const LIMIT_OF: Record<string, number> = {
  tooManyColumns: REPORT_LIMITS.columnsMax,
  tooManyFilters: REPORT_LIMITS.filtersMax,
  valueTooLong: REPORT_LIMITS.valueMax,
};

const today = () => new Date().toISOString().slice(0, 10);

export function registerCustomReportRoutes(api: ApiApp, { db }: ApiDeps): void {
  const t = customReportsEnglish;

  api.openapi(sourcesRoute, (c) =>
    c.json(
      {
        data: REPORT_SOURCES.filter((source) => mayReport(c, source)).map((source) => ({
          source,
          columns: SOURCE_COLUMNS[source].map((column) => ({
            key: column.key,
            kind: column.kind,
            operators: [...operatorsOf(column.kind)],
          })),
        })),
      },
      200,
    ),
  );

  api.openapi(listRoute, async (c) => {
    const user = c.get("user");
    const page = c.req.valid("query").page ?? 1;
    return c.json(await listReports(db, { companyId: user.companyId, userId: user.id }, page), 200);
  });

  api.openapi(getRoute, async (c) => {
    const user = c.get("user");
    const id = pathId(c.req.valid("param").id);
    return c.json({ data: await getReport(db, { companyId: user.companyId, userId: user.id }, id) }, 200);
  });

  api.openapi(saveRoute, async (c) => {
    const user = c.get("user");
    const body = c.req.valid("json");
    const errors: Record<string, string[]> = {};
    const name = cleanLine(body.name);
    if (name === "") errors.name = [t("customReports.error.required")];
    else if (name.length > REPORT_LIMITS.nameMax)
      errors.name = [t("customReports.error.tooLong", { max: REPORT_LIMITS.nameMax })];
    const checked = checkDefinition(body.definition);
    if (!checked.ok) {
      for (const [path, code] of Object.entries(checked.errors)) {
        errors[`definition.${path}`] = [t(`customReports.error.${code}`, { max: LIMIT_OF[code] ?? "" })];
      }
    }
    if (!checked.ok || Object.keys(errors).length > 0) throw validationFailed(errors);
    assertMayReport(c, checked.definition.source);
    const saved = await saveReport(
      db,
      { companyId: user.companyId, userId: user.id },
      { id: body.id, name, shared: body.shared ?? false, definition: checked.definition },
    );
    return c.json({ data: saved }, body.id === undefined ? 201 : 200);
  });

  api.openapi(deleteRoute, async (c) => {
    const user = c.get("user");
    const id = pathId(c.req.valid("param").id);
    await deleteReport(db, { companyId: user.companyId, userId: user.id }, id);
    return c.json({ data: { id } }, 200);
  });

  api.openapi(runRoute, async (c) => {
    const user = c.get("user");
    const id = pathId(c.req.valid("param").id);
    const report = await getReport(db, { companyId: user.companyId, userId: user.id }, id);
    const page = c.req.valid("query").page ?? 1;
    const definition = runnable(report);
    assertMayReport(c, definition.source);
    return c.json(await runReport(db, await viewerOf(c, db, definition.source), definition, page), 200);
  });

  api.openapi(exportRoute, async (c) => {
    const user = c.get("user");
    const id = pathId(c.req.valid("param").id);
    const report = await getReport(db, { companyId: user.companyId, userId: user.id }, id);
    const definition = runnable(report);
    assertMayReport(c, definition.source);
    const format = c.req.valid("query").type;
    const name = `report-${id}-${today()}.${format}`;
    await recordActivity(db, {
      companyId: user.companyId,
      actorId: user.id,
      module: "export",
      action: "exported",
      object: { type: "customReport", id, label: report.name },
      after: { format, source: definition.source },
    });
    const tr = reportTranslator(c.get("language"));
    const max = REPORT_LIMITS.rowsMax;
    const rows = reportRows(db, await viewerOf(c, db, definition.source), definition, max);
    const cut = tr("customReports.export.cut", { max });
    const table = reportTable(tr, resultColumns(definition));
    const body =
      format === "csv"
        ? csvStream(table, rows, max, cut)
        : xlsxStream(table, rows, max, cut, tr("customReports.export.sheet"));
    return c.body(body, 200, {
      "Content-Type": format === "csv" ? CSV_TYPE : XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    });
  });
}
