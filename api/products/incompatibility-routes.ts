import { createRoute } from "@hono/zod-openapi";
import type { ApiApp } from "../env";
import { errorResponses } from "../http/errors";
import { incompatibilityCategories } from "./products";
import { IncompatibilityCategoriesResponse } from "./schemas";

/**
 * GET /site/v1/incompatibility-categories: the categories a product at a
 * location can be given (POST /location/v2/{id}/products/categorise), which
 * are the TRGS 510 storage classes (decision 015), with their English names.
 */

const listRoute = createRoute({
  method: "get",
  path: "/site/v1/incompatibility-categories",
  tags: ["Site"],
  operationId: "listIncompatibilityCategories",
  summary: "The incompatibility categories (TRGS 510 storage classes)",
  description:
    "Every TRGS 510 storage class in the order of the regulation, with its English name (the app shows the " +
    "text `storageClass.<id>`). These are the values of incompatibility_category_id and storage_class.",
  responses: {
    200: {
      description: "The categories.",
      content: { "application/json": { schema: IncompatibilityCategoriesResponse } },
    },
    ...errorResponses(),
  },
});

export function registerIncompatibilityRoutes(api: ApiApp): void {
  api.openapi(listRoute, (c) => c.json({ data: incompatibilityCategories() }, 200));
}
