import { z } from "@hono/zod-openapi";
import {
  cleanLocationName,
  FAVORITES_CHANGE_MAX,
  LOCATION_NAME_MAX,
  type FavoriteLocationsChange,
  type Location,
  type LocationCreate,
  type LocationDetail,
  type LocationMatch,
  type LocationNode,
  type LocationPathItem,
  type LocationTemplate,
  type LocationUpdate,
} from "../../core/locations";

/**
 * The OpenAPI (zod) schemas of the location operations, named in the
 * document. They mirror the plain types of app/models/location.ts; the
 * `agree` checks below fail the typecheck when the two drift apart.
 */

export const MAX_ID = 2_147_483_647;

const locationFields = {
  id: z.number().int().openapi({ example: 12 }),
  parent: z
    .number()
    .int()
    .nullable()
    .openapi({ description: "The parent location's id; null for a top location." }),
  name: z.string().openapi({ example: "Laboratory 1" }),
  is_favorite: z.boolean().openapi({
    description: "In the caller's favourites (only personal users have favourites).",
  }),
  archived: z.boolean(),
  chemical_board_group_id: z
    .number()
    .int()
    .nullable()
    .openapi({ description: "The approval board group responsible for the location." }),
};

export const LocationSchema = z
  .object(locationFields)
  .openapi("Location", { description: "A location of the company's tree." });

export const LocationPathItemSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .openapi("LocationPathItem", { description: "One step of a location's path." });

const pathField = z.array(LocationPathItemSchema).openapi({
  description: "The ancestors from the top down to and including the location itself.",
});

export const LocationNodeSchema = z
  .object({
    ...locationFields,
    child_count: z.number().int().openapi({
      description: "How many children it has, with the same archived filter as the request.",
    }),
  })
  .openapi("LocationNode", { description: "A location in a list of children or top locations." });

export const LocationMatchSchema = z
  .object({ ...locationFields, path: pathField })
  .openapi("LocationMatch", { description: "A location with its path." });

export const LocationDetailSchema = z
  .object({
    ...locationFields,
    path: pathField,
    children: z.array(LocationNodeSchema).openapi({
      description: "The children sorted by name; archived ones only with include_archived.",
    }),
    counts: z.object({
      children: z.number().int().openapi({ description: "The children listed in `children`." }),
      descendants: z.number().int().openapi({
        description: "Every location below it, with the same archived filter as `children`.",
      }),
      products: z
        .number()
        .int()
        .openapi({ description: "Products kept directly at the location (not archived)." }),
    }),
    editors: z.array(z.object({ id: z.number().int(), name: z.string() })).openapi({
      description: "The company's users with edit_location, by name (at most 100).",
    }),
    may_edit: z.boolean().openapi({ description: "Whether the caller has edit_location." }),
    created_at: z.string().openapi({ example: "2026-11-22T08:00:00.000Z" }),
    updated_at: z.string().openapi({ example: "2026-11-22T08:00:00.000Z" }),
  })
  .openapi("LocationDetail", { description: "A location with its path, children, counts and editors." });

export const LocationTemplateSchema = z
  .object({
    name: z.literal(""),
    parent: z.number().int(),
    parent_name: z.string(),
    path: z.array(LocationPathItemSchema).openapi({
      description: "The parent's path, from the top down to and including the parent.",
    }),
    archived: z.literal(false),
    chemical_board_group_id: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The parent's board group, inherited." }),
  })
  .openapi("LocationTemplate", { description: "A blank location pre-filled from its parent." });

const nameField = z
  .string({ error: "The name must be text." })
  .overwrite(cleanLocationName)
  .min(1, { error: "The name is required." })
  .max(LOCATION_NAME_MAX, { error: `The name must be at most ${LOCATION_NAME_MAX} characters.` })
  .openapi({
    description: `Trimmed, control characters removed; 1–${LOCATION_NAME_MAX} characters.`,
    example: "Main site",
  });

const parentMessage = { error: "The parent must be a location id." };
const parentField = z
  .number(parentMessage)
  .int(parentMessage)
  .min(1, parentMessage)
  .max(MAX_ID, parentMessage)
  .nullable();

export const LocationCreateSchema = z
  .strictObject({
    name: nameField,
    parent_id: parentField.optional().openapi({
      description:
        "A location of the caller's company that is not archived; absent or null for a top location.",
      example: 12,
    }),
  })
  .openapi("LocationCreate", { description: "A new location." });

const boardGroupMessage = { error: "The chemical board group must be a positive whole number or null." };

export const LocationUpdateSchema = z
  .strictObject({
    name: nameField.optional(),
    parent_id: parentField.optional().openapi({
      description:
        "The new parent: a location of the caller's company that is not archived (else 404), not the " +
        "location itself nor one inside it (else 422); null makes it a top location.",
      example: 12,
    }),
    archived: z
      .boolean({ error: "Archived must be true or false." })
      .optional()
      .openapi({
        description:
          "true archives the location and its whole subtree; false restores it and exactly the " +
          "descendants archived together with it (the parent must not be archived).",
      }),
    // Must name one of the company's boards (api/modules/location-update.ts: 422 otherwise).
    chemical_board_group_id: z
      .number(boardGroupMessage)
      .int(boardGroupMessage)
      .min(1, boardGroupMessage)
      .max(MAX_ID, boardGroupMessage)
      .nullable()
      .optional()
      .openapi({
        description:
          "One of the company's approval boards (GET /hierarchy/v1/board-groups; another id answers 422), " +
          "or null for none.",
        example: 3,
      }),
  })
  .refine((update) => Object.keys(update).length > 0, { error: "Give at least one field to change." })
  .openapi("LocationUpdate", { description: "Changes to a location: any of the fields, at least one." });

const idsMessage = { error: "Each location must be a location id." };

export const FavoriteLocationsChangeSchema = z
  .strictObject({
    data: z.strictObject({
      locations: z
        .array(z.number(idsMessage).int(idsMessage).min(1, idsMessage).max(MAX_ID, idsMessage), {
          error: "The locations must be a list of location ids.",
        })
        .min(1, { error: "Give at least one location." })
        .max(FAVORITES_CHANGE_MAX, { error: `Give at most ${FAVORITES_CHANGE_MAX} locations.` })
        .openapi({ example: [12, 14] }),
    }),
  })
  .openapi("FavoriteLocationsChange", { description: "Locations to add to or remove from the favourites." });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(): T | undefined => undefined;
agree<Same<z.infer<typeof LocationSchema>, Location>>();
agree<Same<z.infer<typeof LocationNodeSchema>, LocationNode>>();
agree<Same<z.infer<typeof LocationPathItemSchema>, LocationPathItem>>();
agree<Same<z.infer<typeof LocationMatchSchema>, LocationMatch>>();
agree<Same<z.infer<typeof LocationDetailSchema>, LocationDetail>>();
agree<Same<z.infer<typeof LocationTemplateSchema>, LocationTemplate>>();
agree<Same<z.output<typeof LocationCreateSchema>, LocationCreate>>();
agree<Same<z.output<typeof LocationUpdateSchema>, LocationUpdate>>();
agree<Same<z.output<typeof FavoriteLocationsChangeSchema>, FavoriteLocationsChange>>();
