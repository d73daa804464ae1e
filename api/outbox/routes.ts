import { createRoute, z } from "@hono/zod-openapi";
import { sql, type SQL } from "drizzle-orm";
import {
  OUTBOX_PAGE_MAX,
  OUTBOX_PAGE_SIZE,
  OUTBOX_WINDOW,
  type OutboxMessage,
  type OutboxPage,
} from "../../core/outbox";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses } from "../http/errors";
import { MAIL_STATUSES } from "./worker";
import { requirePermissions } from "../http/permissions";

/** The mail outbox (decision 019): what the product mailed, or stored, for the company. Admins only. */

const wholeNumber = (name: string, min: number, max: number) => {
  const message = { error: `${name} must be a whole number from ${min} to ${max}.` };
  return z.coerce.number(message).int(message).min(min, message).max(max, message);
};

const OutboxQuery = z
  .object({
    page: wholeNumber("page", 1, OUTBOX_WINDOW)
      .optional()
      .openapi({
        param: { name: "page", in: "query", description: "The page, from 1 (default 1)." },
        example: 1,
      }),
    limit: wholeNumber("limit", 1, OUTBOX_PAGE_MAX)
      .optional()
      .openapi({
        param: {
          name: "limit",
          in: "query",
          description: `Messages per page, 1–${OUTBOX_PAGE_MAX} (default ${OUTBOX_PAGE_SIZE}).`,
        },
        example: OUTBOX_PAGE_SIZE,
      }),
  })
  .superRefine((query, ctx) => {
    if ((query.page ?? 1) * (query.limit ?? OUTBOX_PAGE_SIZE) > OUTBOX_WINDOW) {
      ctx.addIssue({
        code: "custom",
        path: ["page"],
        message: `page × limit must be at most ${OUTBOX_WINDOW}.`,
      });
    }
  });

const OutboxMessageSchema = z
  .object({
    id: z.number().int(),
    to_address: z.string().openapi({ example: "evaluator@demo.test" }),
    to_name: z.string().nullable().openapi({ example: "Erik Evaluator" }),
    subject: z.string().openapi({ example: "Please evaluate: Acetone for the lab" }),
    body: z
      .string()
      .openapi({ description: "Plain text in the recipient's language, with the link to the request." }),
    kind: z.string().openapi({ example: "approval.evaluation_requested" }),
    request_id: z.number().int().nullable(),
    status: z.enum(MAIL_STATUSES).openapi({
      description:
        "queued: waiting (after a failed try `error` says why and it is retried); sent: accepted by the SMTP " +
        "server; stored: kept here because no SMTP_URL is set; failed: the last try failed.",
    }),
    attempts: z.number().int(),
    error: z.string().nullable(),
    created_at: z.string().openapi({ example: "2026-03-07T14:05:00.000Z" }),
    sent_at: z.string().nullable(),
  })
  .openapi("OutboxMessage");

const OutboxPageSchema = z
  .object({
    data: z.array(OutboxMessageSchema),
    meta: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  })
  .openapi("OutboxPage");

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
  request: { query: OutboxQuery },
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
    return c.json(body as z.infer<typeof OutboxPageSchema>, 200);
  });
}
