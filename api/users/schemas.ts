import { z } from "@hono/zod-openapi";
import { idParam } from "../http/params";
import {
  FEATURE_FLAGS,
  PERMISSION_FLAGS,
  type FeatureFlag,
  type PermissionFlag,
} from "../../core/permissions";
import { cleanName } from "../../core/text";
import { CompanySettingsValuesSchema } from "../company-settings/schemas";

/**
 * The wire shapes of the user operations (the signed-in user, colleagues,
 * personal data) and of the company settings, each declared once; the
 * TypeScript types are inferred from them.
 */

const permissionShape = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  PermissionFlag,
  z.ZodBoolean
>;

const featureShape = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  FeatureFlag,
  z.ZodBoolean
>;

/** Feature flags: the four named flags are always present; other switches may follow. */
export const FeaturesSchema = z.object(featureShape).catchall(z.boolean()).openapi("Features", {
  description: "Feature flags. emptyState, replaceSds, sps and guidance are always present.",
});
export type Features = z.infer<typeof FeaturesSchema>;

export const CompanySettingsSchema = z
  .object({
    company_id: z.number().int().openapi({ example: 1000001 }),
    name: z.string().openapi({ example: "Demo Chemicals AS" }),
    settings: CompanySettingsValuesSchema,
    features: FeaturesSchema,
    secure_company: z.boolean(),
  })
  .openapi("CompanySettings");
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

/** Every permission flag, present as a boolean. */
export const PermissionsSchema = z.object(permissionShape).openapi("Permissions");
export type PermissionMap = z.infer<typeof PermissionsSchema>;

/** The signed-in user. */
export const UserSchema = z
  .object({
    id: z.number().int().openapi({ example: 1 }),
    company_id: z.number().int().openapi({ example: 1000001 }),
    company_name: z.string().openapi({ example: "Demo Chemicals AS" }),
    name: z.string().openapi({ example: "Anna Admin" }),
    email: z.string().openapi({ example: "admin@demo.test" }),
    permissions: PermissionsSchema,
    features: FeaturesSchema,
    topnodes: z
      .array(z.number().int())
      .openapi({ description: "Top locations the user is limited to; empty means all." }),
    exposure: z.boolean(),
    is_personal: z.boolean(),
    is_guest_user: z.boolean(),
    anonymous: z.boolean(),
    secure_company: z.boolean(),
    is_validated: z.boolean(),
    default_columns: z.array(z.string()),
    language: z
      .number()
      .int()
      .openapi({ description: "The user's language id; 4 is British English.", example: 4 }),
  })
  .openapi("User");
export type User = z.infer<typeof UserSchema>;

/** A colleague in the caller's company. */
export const UserSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    language: z.number().int(),
  })
  .openapi("UserSummary");
export type UserSummary = z.infer<typeof UserSummarySchema>;

/** Language ids a user may choose. */
export const MIN_LANGUAGE_ID = 1;
export const MAX_LANGUAGE_ID = 10;

/** The caller's own profile changes. At least one field; unknown fields are rejected. */
export const UserUpdateSchema = z
  .strictObject({
    name: z
      .string({ error: "The name must be text." })
      .overwrite(cleanName)
      .min(1, { error: "The name is required." })
      .max(200, { error: "The name must be at most 200 characters." })
      .optional()
      .openapi({ example: "Anna Admin" }),
    language: z
      .number({ error: "The language must be a whole number." })
      .int({ error: "The language must be a whole number." })
      .min(MIN_LANGUAGE_ID, {
        error: `The language must be between ${MIN_LANGUAGE_ID} and ${MAX_LANGUAGE_ID}.`,
      })
      .max(MAX_LANGUAGE_ID, {
        error: `The language must be between ${MIN_LANGUAGE_ID} and ${MAX_LANGUAGE_ID}.`,
      })
      .optional()
      .openapi({ example: 4 }),
    default_columns: z
      .array(
        z
          .string({ error: "A column must be text." })
          .min(1, { error: "A column name is required." })
          .max(64, { error: "A column name must be at most 64 characters." })
          .regex(/^[a-z0-9_]+$/, { error: "A column name may hold only a-z, 0-9 and _." }),
        { error: "The default columns must be a list." },
      )
      .max(50, { error: "At most 50 default columns." })
      .optional()
      .openapi({ example: ["name", "supplier"] }),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: "Nothing to update",
  })
  .openapi("UserUpdate");
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

/** Everything ChemSafe holds about the signed-in user (GET /user/v1/user/personal-data). */
export const PersonalDataSchema = z
  .object({
    exported_at: z.string(),
    user: UserSchema.extend({
      created_at: z.string(),
      updated_at: z.string(),
      questionnaire_dismissed_at: z.string().nullable(),
      location_prompt_dismissed_at: z.string().nullable(),
      onboarding_prompted_at: z.string().nullable(),
    }),
    sessions: z.array(z.object({ created_at: z.string(), expires_at: z.string() })),
    onboarding_submissions: z.array(
      z.object({
        form_id: z.number().int(),
        answers: z.record(z.string(), z.unknown()),
        created_at: z.string(),
      }),
    ),
  })
  .openapi("PersonalData");
export type PersonalData = z.infer<typeof PersonalDataSchema>;

export const USERS_DEFAULT_LIMIT = 100;
export const USERS_MAX_LIMIT = 500;

/** GET /user/v1/users: how many users to list. */
export const UserListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(USERS_MAX_LIMIT)
    .default(USERS_DEFAULT_LIMIT)
    .openapi({
      param: { name: "limit", in: "query", description: "How many users to return." },
      example: USERS_DEFAULT_LIMIT,
    }),
});

/** GET /user/v1/users/{id}: the id as written in the path (checked by the handler). */
export const UserIdParamSchema = z.object({
  id: idParam("id", "The user id."),
});
