import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { ZodError } from "zod";
import { ApiErrorSchema } from "../http/envelope";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { fieldErrors, VALIDATION_MESSAGE } from "../http/errors";
import { changeFavorites } from "./favorites";
import {
  FavoriteLocationIdsResponse,
  FavoriteLocationsChangeSchema,
  FavoriteLocationsResponse,
  FavoritesErrorSchema,
} from "./schemas";
import { favoriteLocations, viewerOf } from "./tree";

/**
 * Favourite locations: personal users only.
 * These calls answer `{ status: "success", data }`, and their errors carry
 * `status: "error"` besides the message, because the app treats any answer
 * whose status is not "success" as a failure.
 */

const failure = (description: string) => ({
  description,
  content: { "application/json": { schema: FavoritesErrorSchema } },
});

const favoritesErrors = (options: { body?: boolean } = {}) =>
  ({
    401: {
      description: "Missing, invalid or expired bearer token.",
      content: { "application/json": { schema: ApiErrorSchema } },
    },
    403: failure("Not a personal user: only personal users have favourites."),
    ...(options.body
      ? {
          404: failure("A location is not one of the caller's company's: nothing was changed."),
          422: failure("The request did not pass validation."),
        }
      : {}),
    500: {
      description: "Internal server error.",
      content: { "application/json": { schema: ApiErrorSchema } },
    },
  }) as const;

/** 403 `{ status: "error", message: "Permission denied" }` unless the caller is a personal user. */
const requirePersonal: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.get("user").isPersonal) return c.json({ status: "error", message: "Permission denied" }, 403);
  await next();
};

/** Validation failures of the favourites calls: the usual 422 body, with status "error". */
function validationFailure(error: ZodError, target: string) {
  return { status: "error" as const, message: VALIDATION_MESSAGE, errors: fieldErrors(error, target) };
}

const listRoute = createRoute({
  method: "get",
  path: "/user/v1/user/favorites",
  tags: ["User"],
  operationId: "listFavoriteLocations",
  summary: "The caller's favourite locations",
  description:
    "Personal users only (else 403). Ordered by name, each with its path; archived ones are included and " +
    "flagged.",
  middleware: [requirePersonal] as const,
  responses: {
    200: {
      description: "The favourites.",
      content: { "application/json": { schema: FavoriteLocationsResponse } },
    },
    ...favoritesErrors(),
  },
});

const changeRoute = (change: "create" | "delete") =>
  createRoute({
    method: "post",
    path: `/user/v1/user/favorites/${change}`,
    tags: ["User"],
    operationId: change === "create" ? "addFavoriteLocations" : "removeFavoriteLocations",
    summary: change === "create" ? "Add favourite locations" : "Remove favourite locations",
    description:
      "Personal users only (else 403). All or nothing: when an id is not a location of the caller's " +
      "company, nothing changes and the answer is 404. " +
      (change === "create"
        ? "Adding a favourite that is already there is no error."
        : "Removing one that is not there is no error.") +
      " Answers the caller's favourite ids afterwards.",
    middleware: [requirePersonal] as const,
    request: {
      body: { required: true, content: { "application/json": { schema: FavoriteLocationsChangeSchema } } },
    },
    responses: {
      200: {
        description: "The caller's favourite ids.",
        content: { "application/json": { schema: FavoriteLocationIdsResponse } },
      },
      ...favoritesErrors({ body: true }),
    },
  });

export function registerFavoriteRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(listRoute, async (c) => {
    const data = await favoriteLocations(db, viewerOf(c.get("user"), c.get("company")));
    return c.json({ status: "success" as const, data }, 200);
  });

  for (const change of ["create", "delete"] as const) {
    api.openapi(
      changeRoute(change),
      async (c) => {
        const ids = c.req.valid("json").data.locations;
        const viewer = viewerOf(c.get("user"), c.get("company"));
        const result = await changeFavorites(db, viewer, change === "create" ? "add" : "remove", ids);
        if (!result.ok) return c.json({ status: "error" as const, message: "Not found" }, 404);
        return c.json({ status: "success" as const, data: { locations: result.locations } }, 200);
      },
      (result, c) =>
        result.success ? undefined : c.json(validationFailure(result.error, result.target), 422),
    );
  }
}
