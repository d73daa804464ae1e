import { z } from "@hono/zod-openapi";
import { MAIL_STATUSES, OUTBOX_PAGE_MAX, OUTBOX_PAGE_SIZE, OUTBOX_WINDOW } from "../../core/outbox";

/** The wire shapes of the mail outbox operation (GET /mail/v1/outbox). */

const wholeNumber = (name: string, min: number, max: number) => {
  const message = { error: `${name} must be a whole number from ${min} to ${max}.` };
  return z.coerce.number(message).int(message).min(min, message).max(max, message);
};

/** GET /mail/v1/outbox: the page and its size; page × limit stays within OUTBOX_WINDOW. */
export const OutboxQuerySchema = z
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

/** One message of the outbox, as the admins' outbox page shows it. */
export const OutboxMessageSchema = z
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

/** A page of the outbox, newest first. */
export const OutboxPageSchema = z
  .object({
    data: z.array(OutboxMessageSchema),
    meta: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  })
  .openapi("OutboxPage");
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export type OutboxPage = z.infer<typeof OutboxPageSchema>;
