import { z } from "@hono/zod-openapi";
import { envelope } from "../http/envelope";
import { idParam, searchText } from "../http/params";
import { PersonalDataSchema } from "../users/schemas";
import { PEOPLE_SEARCH_MAX } from "../../core/support/limits";
import { cleanField } from "../../core/support/contact-rules";

/** /gdpr's wire shapes: the person search, one person's personal data, and the erasure. */

export const PersonSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    /** Erased earlier: the name and address are a pseudonym. */
    anonymised: z.boolean(),
    user_admin: z.boolean(),
  })
  .openapi("PersonalDataPerson");
export type Person = z.infer<typeof PersonSchema>;
export const PersonListResponse = envelope(z.array(PersonSchema), "PersonalDataPersonList");
export const PersonResponse = envelope(PersonSchema, "PersonalDataPersonResponse");

export const PeopleQuerySchema = z.object({
  q: searchText("q", PEOPLE_SEARCH_MAX)
    .overwrite(cleanField)
    .optional()
    .openapi({ param: { name: "q", in: "query", description: "Part of a name or e-mail address." } }),
});

export const personParams = z.object({ id: idParam("id", "The person's user id.") });

/** What an administrator exports for a person: their own download plus what other modules keep about them. */
export const PersonalDataExportSchema = PersonalDataSchema.extend({
  location_favorites: z.array(
    z.object({ location_id: z.number().int(), name: z.string(), created_at: z.string() }),
  ),
  board_groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  product_requests: z.array(
    z.object({ id: z.number().int(), name: z.string(), status: z.string(), created_at: z.string() }),
  ),
  evaluations: z.array(
    z.object({
      id: z.number().int(),
      request_id: z.number().int(),
      request_name: z.string(),
      status: z.string(),
      comment: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  mail: z.array(z.object({ subject: z.string(), status: z.string(), created_at: z.string() })),
  activities: z.object({
    total: z.number().int(),
    latest: z.array(
      z.object({
        module: z.string(),
        action: z.string(),
        object_type: z.string(),
        object_label: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
}).openapi("PersonalDataExport");
export type PersonalDataExport = z.infer<typeof PersonalDataExportSchema>;
export const PersonalDataExportResponse = envelope(PersonalDataExportSchema, "PersonalDataExportResponse");

export const AnonymiseInputSchema = z
  .object({
    confirm: z.literal(true, { error: "Confirm the erasure." }),
  })
  .openapi("AnonymiseInput");

export const AnonymisedSchema = z
  .object({ id: z.number().int(), name: z.string(), email: z.string() })
  .openapi("Anonymised");
export const AnonymisedResponse = envelope(AnonymisedSchema, "AnonymisedResponse");
