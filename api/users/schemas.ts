import { z } from "@hono/zod-openapi";
import { FeaturesSchema } from "./company-schemas";
import { PERMISSION_FLAGS, type PermissionFlag } from "../../core/permissions";

const permissionShape = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  PermissionFlag,
  z.ZodBoolean
>;

/** Every permission flag, present as a boolean. */
export const PermissionsSchema = z.object(permissionShape).openapi("Permissions");
export type PermissionMap = z.infer<typeof PermissionsSchema>;

/** The signed-in user (spec: User entity). */
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

/** Language ids a user may choose (spec section 1). */
export const MIN_LANGUAGE_ID = 1;
export const MAX_LANGUAGE_ID = 10;

/** Tab, newline and friends become spaces; every other control character is removed. */
export function stripControlCharacters(value: string): string {
  return value.replace(/[\t\n\v\f\r]/g, " ").replace(/\p{Cc}/gu, "");
}

/** The caller's own profile changes. At least one field; unknown fields are rejected. */
export const UserUpdateSchema = z
  .strictObject({
    name: z
      .string({ error: "The name must be text." })
      .overwrite(stripControlCharacters)
      .trim()
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
