import { z } from "@hono/zod-openapi";
import { HistoryRecordSchema } from "../exposure/schemas";
import { idParam, searchText } from "../http/params";
import {
  FEATURE_FLAGS,
  PERMISSION_FLAGS,
  type FeatureFlag,
  type PermissionFlag,
} from "../../core/permissions";
import { MAX_ID } from "../../core/ids";
import { PRODUCT_COLUMNS } from "../../core/profile";
import { cleanName } from "../../core/text";
import {
  EMAIL_PATTERN,
  USER_EMAIL_MAX,
  USER_GUEST_FILTERS,
  USER_KINDS,
  USER_NAME_MAX,
  USER_SEARCH_MAX,
  USER_STATUSES,
  USER_TOPNODES_MAX,
  USERS_PAGE_MAX,
  cleanEmail,
} from "../../core/users/user-rules";
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
    exposure_records: z.array(HistoryRecordSchema).openapi({
      description: "The exposure records that name the user (the newest 20,000), voided ones marked.",
    }),
  })
  .openapi("PersonalData");
export type PersonalData = z.infer<typeof PersonalDataSchema>;

/** GET /user/v1/users/{id} and the other operations on one user: the id as written in the path (checked by the handler). */
export const UserIdParamSchema = z.object({
  id: idParam("id", "The user id."),
});

/* ------------------------------------------------------------ users administration (user_admin) */

const wholeNumber = (name: string, min: number, max: number) => {
  const message = { error: `${name} must be a whole number from ${min} to ${max}.` };
  return z.coerce.number(message).int(message).min(min, message).max(max, message);
};

const choice = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of ${values.join(", ")}.` });

/** GET /user/v1/users: search, filters and the page. */
export const UserAdminListQuerySchema = z.object({
  q: searchText("q", USER_SEARCH_MAX)
    .optional()
    .openapi({
      param: {
        name: "q",
        in: "query",
        description: "Part of the name or e-mail address (case-insensitive).",
      },
      example: "anna",
    }),
  permission: choice("permission", PERMISSION_FLAGS)
    .optional()
    .openapi({ param: { name: "permission", in: "query", description: "Only users with this flag." } }),
  guest: choice("guest", USER_GUEST_FILTERS)
    .optional()
    .openapi({
      param: { name: "guest", in: "query", description: "guest: guest users only; regular: others." },
    }),
  kind: choice("kind", USER_KINDS)
    .optional()
    .openapi({ param: { name: "kind", in: "query", description: "personal or shared accounts only." } }),
  status: choice("status", USER_STATUSES)
    .optional()
    .openapi({
      param: { name: "status", in: "query", description: "active (default), deactivated or all." },
    }),
  page: wholeNumber("page", 1, USERS_PAGE_MAX)
    .optional()
    .openapi({
      param: { name: "page", in: "query", description: "The page, from 1 (default 1)." },
      example: 1,
    }),
});
export type UserAdminListQuery = z.infer<typeof UserAdminListQuerySchema>;

/** A user of the company as its user administrators see and edit it. Never a token or a session. */
export const UserAdminSchema = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ example: "Anna Admin" }),
    email: z.string().openapi({ example: "admin@demo.test" }),
    language: z.number().int().openapi({ example: 4 }),
    permissions: PermissionsSchema,
    is_guest_user: z.boolean(),
    is_personal: z.boolean(),
    is_validated: z.boolean(),
    default_columns: z.array(z.string()),
    topnodes: z
      .array(z.number().int())
      .openapi({ description: "Top locations the user is limited to; empty means the whole company." }),
    deactivated_at: z
      .string()
      .nullable()
      .openapi({ description: "When the user was deactivated (can't sign in); null: active." }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("UserAdmin");
export type UserAdmin = z.infer<typeof UserAdminSchema>;

/** A page of the company's users, ordered by name. */
export const UserAdminPageSchema = z
  .object({
    data: z.array(UserAdminSchema),
    meta: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  })
  .openapi("UserAdminPage");
export type UserAdminPage = z.infer<typeof UserAdminPageSchema>;

const permissionInputShape = Object.fromEntries(
  PERMISSION_FLAGS.map((flag) => [flag, z.boolean({ error: `${flag} must be true or false.` }).optional()]),
) as Record<PermissionFlag, z.ZodOptional<z.ZodBoolean>>;

/**
 * A new user, or every editable field of one (PUT). Permission flags left out are false; topnodes are
 * location ids of the caller's company (empty: the whole company). Unknown fields are rejected.
 */
export const UserAdminInputSchema = z
  .strictObject({
    name: z
      .string({ error: "The name is required." })
      .overwrite(cleanName)
      .min(1, { error: "The name is required." })
      .max(USER_NAME_MAX, { error: `The name must be at most ${USER_NAME_MAX} characters.` })
      .openapi({ example: "Nora Newcomer" }),
    email: z
      .string({ error: "The e-mail address is required." })
      .overwrite(cleanEmail)
      .min(1, { error: "The e-mail address is required." })
      .max(USER_EMAIL_MAX, { error: `The e-mail address must be at most ${USER_EMAIL_MAX} characters.` })
      .regex(EMAIL_PATTERN, { error: "The e-mail address is not valid." })
      .openapi({ example: "nora@demo.test", description: "The sign-in identity; unique across ChemSafe." }),
    language: z
      .number({ error: "The language must be a whole number." })
      .int({ error: "The language must be a whole number." })
      .min(MIN_LANGUAGE_ID, {
        error: `The language must be between ${MIN_LANGUAGE_ID} and ${MAX_LANGUAGE_ID}.`,
      })
      .max(MAX_LANGUAGE_ID, {
        error: `The language must be between ${MIN_LANGUAGE_ID} and ${MAX_LANGUAGE_ID}.`,
      })
      .default(4)
      .openapi({ example: 4 }),
    permissions: z.strictObject(permissionInputShape).default({}),
    is_guest_user: z.boolean({ error: "is_guest_user must be true or false." }).default(false),
    is_personal: z.boolean({ error: "is_personal must be true or false." }).default(false),
    is_validated: z.boolean({ error: "is_validated must be true or false." }).default(true),
    default_columns: z
      .array(z.enum(PRODUCT_COLUMNS, { error: `A column must be one of ${PRODUCT_COLUMNS.join(", ")}.` }), {
        error: "The default columns must be a list.",
      })
      .max(PRODUCT_COLUMNS.length)
      .default([]),
    topnodes: z
      .array(z.number({ error: "A top node must be a location id." }).int().min(1).max(MAX_ID), {
        error: "The top nodes must be a list of location ids.",
      })
      .max(USER_TOPNODES_MAX, { error: `At most ${USER_TOPNODES_MAX} top nodes.` })
      .default([]),
  })
  .openapi("UserAdminInput");
export type UserAdminInput = z.input<typeof UserAdminInputSchema>;
