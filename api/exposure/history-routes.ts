import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp, ApiDeps } from "../env";
import { recordActivity } from "../activities/record";
import { decodeCursor } from "../../core/activities/trail";
import { HISTORY_LIMITS } from "../../core/exposure/history";
import { parseId } from "../../core/ids";
import { asciiFileName, encodedFileName } from "../http/content-disposition";
import { errorResponses, forbidden } from "../http/errors";
import { allRecords, historyPeople, historyTarget, historyTotals, personHistory } from "./history";
import { renderHistoryPdf } from "./history-pdf";
import { HistoryPeopleQuerySchema, HistoryPeopleSchema, HistoryQuerySchema, HistorySchema } from "./schemas";
import { companyRetentionYears, exposureAccess, readsAll } from "./store";

/** A person's exposure history (the caller's own, or anyone's for the register's keepers and readers) and its PDF. */

const TAGS = ["Exposure"];

const personParam = z.object({
  personId: z.string().openapi({
    param: {
      name: "personId",
      in: "path",
      description: "A user id of the company, or `me` for the caller.",
    },
    example: "me",
  }),
});

const WHO_READS =
  "The person reads their own (`me` or their id) wherever the records were made, while the register " +
  "applies to them or they have records in it; keepers (exposure_admin) and readers (exposure_reader) read " +
  "anyone's, limited to the records at locations in their top nodes. Anyone else 403; a person who is " +
  "not of the company 404.";

const peopleRoute = createRoute({
  method: "get",
  path: "/exposure/v1/people",
  tags: TAGS,
  operationId: "exposureHistoryPeople",
  summary: "The people the exposure register applies to",
  description:
    "The company's people with the exposure switch on (not deactivated), by name, whose name contains q: " +
    "the person a keeper or reader chooses on the history page. Erased people are no longer offered. " +
    "Keepers and readers of the register only (else 403).",
  request: { query: HistoryPeopleQuerySchema },
  responses: {
    200: { description: "The people.", content: { "application/json": { schema: HistoryPeopleSchema } } },
    ...errorResponses({ validation: true }),
  },
});

const historyRoute = createRoute({
  method: "get",
  path: "/exposure/v1/history/{personId}",
  tags: TAGS,
  operationId: "exposureHistory",
  summary: "A person's exposure history",
  description:
    "The person (a pseudonym after erasure), their totals per product (occasions, minutes, first and last, " +
    "the sheet versions and why the product is registrable; voided records not counted) and their records " +
    `newest first, ${HISTORY_LIMITS.page} a page (keyset: meta.older / meta.newer as cursor), voided ones ` +
    `marked. Filters from, to (UTC days) and product apply to both. ${WHO_READS}`,
  request: { params: personParam, query: HistoryQuerySchema },
  responses: {
    200: { description: "The history.", content: { "application/json": { schema: HistorySchema } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const pdfRoute = createRoute({
  method: "get",
  path: "/exposure/v1/history/{personId}/pdf",
  tags: TAGS,
  operationId: "exposureHistoryPdf",
  summary: "A person's exposure history as a PDF",
  description:
    "The whole history as an A4 PDF in the caller's language, to take to a doctor or a new employer: " +
    "company, person, the day printed, the retention period, the totals per product with sheet versions " +
    `and registrable reasons, then every record (at most ${HISTORY_LIMITS.pdfRecords}, the newest; voided ` +
    `ones marked). Recorded on the audit trail (exposure, exported). ${WHO_READS}`,
  request: { params: personParam },
  responses: {
    200: {
      description: "The PDF.",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses({ notFound: true }),
  },
});

export function registerHistoryRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(peopleRoute, async (c) => {
    const user = c.get("user");
    if (!readsAll(exposureAccess(user))) throw forbidden();
    const { q, limit } = c.req.valid("query");
    return c.json(await historyPeople(db, user.companyId, q ?? "", limit ?? HISTORY_LIMITS.people), 200);
  });

  api.openapi(historyRoute, async (c) => {
    const user = c.get("user");
    const target = await historyTarget(db, user, c.req.valid("param").personId);
    const query = c.req.valid("query");
    const filters = {
      from: query.from,
      to: query.to,
      productId: query.product === undefined ? undefined : (parseId(query.product) ?? undefined),
    };
    const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
    const years = await companyRetentionYears(db, user.companyId);
    return c.json(await personHistory(db, target, filters, cursor, years), 200);
  });

  api.openapi(pdfRoute, async (c) => {
    const user = c.get("user");
    const target = await historyTarget(db, user, c.req.valid("param").personId);
    const [years, totals] = await Promise.all([
      companyRetentionYears(db, user.companyId),
      historyTotals(db, target, {}),
    ]);
    const bytes = await renderHistoryPdf({
      company: c.get("company").name,
      person: target.person,
      retentionYears: years,
      totals,
      records: allRecords(db, target),
      recordLimit: HISTORY_LIMITS.pdfRecords,
      languageId: c.get("language"),
      printedAt: new Date(),
    });
    // Who took whose history out of ChemSafe, never what it holds.
    await recordActivity(db, {
      companyId: user.companyId,
      actorId: user.id,
      module: "exposure",
      action: "exported",
      object: { type: "user", id: target.person.id, label: target.person.name },
    });
    const name = `exposure-history-${target.person.id}.pdf`;
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${asciiFileName(name)}"; ${encodedFileName(name)}`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    });
  });
}
