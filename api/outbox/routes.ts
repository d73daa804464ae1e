import { createRoute } from "@hono/zod-openapi";
import { sql, type SQL } from "drizzle-orm";
import { OUTBOX_PAGE_SIZE, OUTBOX_WINDOW } from "../../core/outbox";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses } from "../http/errors";
import { requirePermissions } from "../http/permissions";
import { OutboxPageSchema, OutboxQuerySchema, type OutboxMessage, type OutboxPage } from "./schemas";

/** The mail outbox (docs/decisions/019-mail-and-jobs.md): what the product mailed, or stored, for the company. Admins only. */

const listRoute = createRoute({
  method: "get",
  path: "/mail/v1/outbox",
  tags: ["Mail"],
  operationId: "listOutbox",
  summary: "The company's mail outbox",
  description:
    "Every message the product queued for the caller's company (approval notifications, reminders and " +
    "conclusions), newest first, with its delivery status. Needs chemical_approval_admin (else 403). " +
    `page × limit must be at most ${OUTBOX_WINDOW} (else 422).`,
  middleware: [requirePermissions({ all: ["chemical_approval_admin"] })] as const,
  request: { query: OutboxQuerySchema },
  responses: {
    200: {
      description: "A page of messages.",
      content: { "application/json": { schema: OutboxPageSchema } },
    },
    ...errorResponses({ validation: true }),
  },
});

type Row = OutboxMessage & Record<string, unknown>;

/** A timestamptz as ISO 8601 in UTC (2026-03-07T14:05:00.000Z); NULL stays NULL. */
const isoText = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export function registerMailRoutes(api: ApiApp, deps: ApiDeps): void {
  api.openapi(listRoute, async (c) => {
    const { page = 1, limit = OUTBOX_PAGE_SIZE } = c.req.valid("query");
    const companyId = c.get("company").id;
    const [list, count] = await Promise.all([
      deps.db.execute<Row>(sql`
        SELECT id, to_address, to_name, subject, body, kind, request_id, status, attempts, error,
               ${isoText(sql`created_at`)} AS created_at, ${isoText(sql`sent_at`)} AS sent_at
        FROM mail_outbox
        WHERE company_id = ${companyId}
        ORDER BY created_at DESC, id DESC
        LIMIT ${limit} OFFSET ${(page - 1) * limit}`),
      deps.db.execute<{ total: number }>(sql`
        SELECT count(*)::int AS total FROM mail_outbox WHERE company_id = ${companyId}`),
    ]);
    const data: OutboxMessage[] = list.rows;
    const body: OutboxPage = { data, meta: { total: count.rows[0]?.total ?? 0, page, limit } };
    return c.json(body, 200);
  });
}
