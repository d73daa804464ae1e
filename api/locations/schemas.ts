import { z } from "@hono/zod-openapi";
import { idParam, searchText } from "../http/params";
import { MAX_ID } from "../../core/ids";
import {
  FAVORITES_CHANGE_MAX,
  LOCATION_IDS_MAX,
  LOCATION_NAME_MAX,
  LOCATION_SEARCH_DEFAULT_LIMIT,
  LOCATION_SEARCH_MAX_LENGTH,
  LOCATION_SEARCH_MAX_LIMIT,
} from "../../core/locations";
import { cleanName } from "../../core/text";

/**
 * The wire shapes of the location operations (the tree, a location's page,
 * favourites), named in the OpenAPI document; the TypeScript types are
 * inferred from them.
 */

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
  .object({
    ...locationFields,
    path: pathField,
    board_group_id: z
      .number()
      .int()
      .nullable()
      .optional()
      .openapi({
        description:
          "Only with with_board=true: the approval board that covers the location, its own or else its " +
          "nearest ancestor's (null: none).",
      }),
  })
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
  .overwrite(cleanName)
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
    // Must name one of the company's boards (api/locations/update.ts answers 422 otherwise).
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

/** The whole tree is listed at most this many locations at a time (GET /hierarchy/v1/locations without a mode). */
export const LOCATIONS_MAX_LIMIT = 500;

/** A yes/no query flag is yes when "true" or "1" (absent is no). */
export const isTrue = (value: string | undefined) => value === "true" || value === "1";

const flag = (name: string, description: string) =>
  z
    .enum(["true", "false", "1", "0"], { error: `${name} must be true or false.` })
    .optional()
    .openapi({ param: { name, in: "query", description }, example: "true" });

const includeArchivedQuery = flag(
  "include_archived",
  "Also include archived locations (default false: archived locations and their subtrees are hidden).",
);

const idMessage = (name: string) => ({ error: `${name} must be a location id.` });
const locationIdQuery = (name: string, description: string) =>
  z.coerce
    .number(idMessage(name))
    .int(idMessage(name))
    .min(1, idMessage(name))
    .max(MAX_ID, idMessage(name))
    .openapi({ param: { name, in: "query", description }, example: 12 });

const idsMessage2 = {
  error: `ids must be 1 to ${LOCATION_IDS_MAX} location ids separated by commas.`,
};
/** "12,14,15" → [12, 14, 15], each a location id, without repeats, at most LOCATION_IDS_MAX. */
const idsQuery = z
  .string()
  .transform((text, ctx) => {
    const parts = text.split(",").map((part) => part.trim());
    const ids = parts.map(Number);
    if (
      parts.some((part) => !/^[0-9]{1,16}$/.test(part)) ||
      ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > MAX_ID)
    ) {
      ctx.addIssue({ code: "custom", ...idsMessage2, message: idsMessage2.error });
      return z.NEVER;
    }
    return [...new Set(ids)];
  })
  .refine((ids) => ids.length <= LOCATION_IDS_MAX, idsMessage2)
  .openapi({
    param: {
      name: "ids",
      in: "query",
      description:
        `These locations (1–${LOCATION_IDS_MAX} ids separated by commas), each with its path; ids that ` +
        "are not the company's are left out.",
    },
    type: "string",
    example: "12,14",
  });

/** GET /hierarchy/v1/locations: one of four modes (children, top, name filter, ids) or the whole tree. */
export const LocationListQuerySchema = z
  .object({
    ids: idsQuery.optional(),
    parent_id: locationIdQuery(
      "parent_id",
      "List the children of this location (404 when it is not the company's).",
    ).optional(),
    top: flag("top", "List the top locations."),
    q: searchText("q", LOCATION_SEARCH_MAX_LENGTH)
      .trim()
      .min(1, { error: "The search text is required." })
      .optional()
      .openapi({
        param: {
          name: "q",
          in: "query",
          description:
            "Find locations whose path (their ancestors' names and their own) holds every word of this " +
            `text (1–${LOCATION_SEARCH_MAX_LENGTH} characters).`,
        },
        example: "lab",
      }),
    limit: z.coerce
      .number({ error: "The limit must be a whole number." })
      .int({ error: "The limit must be a whole number." })
      .min(1, { error: "The limit must be at least 1." })
      .max(LOCATIONS_MAX_LIMIT, { error: `The limit must be at most ${LOCATIONS_MAX_LIMIT}.` })
      .optional()
      .openapi({
        param: {
          name: "limit",
          in: "query",
          description:
            `With q: how many matches (default ${LOCATION_SEARCH_DEFAULT_LIMIT}, max ` +
            `${LOCATION_SEARCH_MAX_LIMIT}). Without a mode: how many locations of the whole tree ` +
            `(default and max ${LOCATIONS_MAX_LIMIT}).`,
        },
        example: LOCATION_SEARCH_DEFAULT_LIMIT,
      }),
    include_archived: includeArchivedQuery,
    with_board: flag(
      "with_board",
      "With q or ids: give each match board_group_id, the approval board that covers it.",
    ),
  })
  .superRefine((query, ctx) => {
    const modes = [
      query.parent_id !== undefined,
      isTrue(query.top),
      query.q !== undefined,
      query.ids !== undefined,
    ];
    if (modes.filter(Boolean).length > 1) {
      ctx.addIssue({ code: "custom", path: [], message: "Give only one of parent_id, top, q and ids." });
    }
    if (query.q !== undefined && query.limit !== undefined && query.limit > LOCATION_SEARCH_MAX_LIMIT) {
      ctx.addIssue({
        code: "custom",
        path: ["limit"],
        message: `The limit must be at most ${LOCATION_SEARCH_MAX_LIMIT}.`,
      });
    }
  });

/** "Also include archived locations" on the detail and update operations. */
export const IncludeArchivedQuerySchema = z.object({ include_archived: includeArchivedQuery });

/** The location id as written in the path (checked by the handler: anything else answers 404). */
export const LocationIdParamSchema = z.object({ id: idParam("id", "The location id.") });

/** GET /hierarchy/v1/locations/template: the parent of the new location. */
export const LocationTemplateQuerySchema = z.object({
  locationId: locationIdQuery("locationId", "The parent of the new location."),
});

/**
 * The favourites calls answer `{ status: "success", data }`, and their errors
 * carry `status: "error"` besides the message: the app treats any answer whose
 * status is not "success" as a failure.
 */
export const FavoritesErrorSchema = z
  .object({
    status: z.literal("error"),
    message: z.string().openapi({ example: "Not found" }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .openapi({ description: "Messages by field path (422 only)." }),
  })
  .openapi("FavoritesError", { description: "A favourites call that failed." });

export const FavoriteLocationsResponse = z
  .object({ status: z.literal("success"), data: z.array(LocationMatchSchema) })
  .openapi("FavoriteLocationsResponse");

export const FavoriteLocationIdsResponse = z
  .object({
    status: z.literal("success"),
    data: z.object({
      locations: z.array(z.number().int()).openapi({ description: "The caller's favourite ids, ascending." }),
    }),
  })
  .openapi("FavoriteLocationIdsResponse");

/** GET /location/v3: whether archived locations are listed too. */
export const LocationV3QuerySchema = z.object({
  includearchived: z
    .enum(["0", "1", "true", "false"], { error: "includearchived must be 0, 1, true or false." })
    .optional()
    .openapi({
      param: {
        name: "includearchived",
        in: "query",
        description: "Also list archived locations (default 0).",
      },
      example: "0",
    }),
});

export type Location = z.infer<typeof LocationSchema>;
export type LocationNode = z.infer<typeof LocationNodeSchema>;
export type LocationPathItem = z.infer<typeof LocationPathItemSchema>;
export type LocationMatch = z.infer<typeof LocationMatchSchema>;
export type LocationDetail = z.infer<typeof LocationDetailSchema>;
export type LocationTemplate = z.infer<typeof LocationTemplateSchema>;
export type LocationCreate = z.output<typeof LocationCreateSchema>;
export type LocationUpdate = z.output<typeof LocationUpdateSchema>;
export type FavoriteLocationsChange = z.output<typeof FavoriteLocationsChangeSchema>;
export type FavoritesFailure = z.infer<typeof FavoritesErrorSchema>;
export type FavoriteLocationsAnswer = z.infer<typeof FavoriteLocationsResponse>;
export type FavoriteLocationIdsAnswer = z.infer<typeof FavoriteLocationIdsResponse>;
