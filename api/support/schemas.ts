import { z } from "@hono/zod-openapi";
import { envelope } from "../http/envelope";
import { idParam } from "../http/params";
import { EMAIL_PATTERN, PHONE_PATTERN, cleanField } from "../../core/support/contact-rules";
import {
  CONTACT_EMAIL_MAX,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_ROLE_MAX,
  EXPORT_STATUSES,
} from "../../core/support/limits";

/** The support tab's wire shapes: contacts, the system status and the full exports. */

const line = (max: number) =>
  z
    .string()
    .max(max * 2)
    .overwrite(cleanField)
    .max(max, { error: `At most ${max} characters.` });

export const ContactInputSchema = z
  .object({
    name: line(CONTACT_NAME_MAX).min(1, { error: "The name is required." }),
    role: line(CONTACT_ROLE_MAX).default(""),
    email: line(CONTACT_EMAIL_MAX)
      .refine((value) => value === "" || EMAIL_PATTERN.test(value), { error: "Not an e-mail address." })
      .default(""),
    phone: line(CONTACT_PHONE_MAX)
      .refine((value) => value === "" || PHONE_PATTERN.test(value), { error: "Not a phone number." })
      .default(""),
  })
  .openapi("CompanyContactInput");
export type ContactInput = z.infer<typeof ContactInputSchema>;

export const ContactSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: z.string(),
    email: z.string(),
    phone: z.string(),
    updated_at: z.string(),
  })
  .openapi("CompanyContact");
export type Contact = z.infer<typeof ContactSchema>;

export const ContactResponse = envelope(ContactSchema, "CompanyContactResponse");
export const ContactListResponse = envelope(z.array(ContactSchema), "CompanyContactListResponse");
export const ContactDeletedResponse = envelope(z.object({ id: z.number().int() }), "CompanyContactDeleted");
export const contactParams = z.object({ id: idParam("id", "The contact's id.") });

const checkState = z.enum(["ok", "warning", "error"]);
export const SystemStatusSchema = z
  .object({
    version: z.string().openapi({ example: "0.1.0" }),
    commit: z.string().nullable().openapi({ description: "The git commit, when known." }),
    schema_version: z.string().openapi({ example: "0010_support_and_export" }),
    checks: z.object({
      database: z.object({
        state: checkState,
        migrations_applied: z.number().int().nullable(),
        migrations_expected: z.number().int(),
      }),
      jobs: z.object({ state: checkState, where: z.enum(["this_process", "elsewhere", "none"]) }),
      mail: z.object({ state: checkState, transport: z.enum(["smtp", "stored"]) }),
      storage: z.object({ state: checkState, kind: z.enum(["local", "s3"]), writable: z.boolean() }),
    }),
  })
  .openapi("SystemStatus");
export type SystemStatusWire = z.infer<typeof SystemStatusSchema>;
export const SystemStatusResponse = envelope(SystemStatusSchema, "SystemStatusResponse");

export const CompanyExportSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(EXPORT_STATUSES),
    progress_done: z.number().int(),
    progress_total: z.number().int(),
    size: z.number().int().nullable(),
    error: z.string().nullable(),
    /** Whether the file can be downloaded (ready and not expired). */
    downloadable: z.boolean(),
    created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
    expires_at: z.string().nullable(),
  })
  .openapi("CompanyExport");
export type CompanyExport = z.infer<typeof CompanyExportSchema>;
export const CompanyExportResponse = envelope(CompanyExportSchema, "CompanyExportResponse");
export const CompanyExportListResponse = envelope(z.array(CompanyExportSchema), "CompanyExportListResponse");
export const exportParams = z.object({ id: idParam("id", "The export's id.") });
