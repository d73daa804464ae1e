import { createRoute } from "@hono/zod-openapi";
import { and, eq, sql } from "drizzle-orm";
import { envelope } from "../http/envelope";
import { UserSchema, UserUpdateSchema } from "./schemas";
import { users } from "../../db/schema";
import type { ApiApp, ApiDeps } from "../env";
import { recordActivity } from "../activities/record";
import { errorResponses, notFound } from "../http/errors";
import { toUser } from "./present";

const UserResponse = envelope(UserSchema, "UserResponse");

const getCurrentUser = createRoute({
  method: "get",
  path: "/user/v1/user",
  tags: ["User"],
  operationId: "getCurrentUser",
  summary: "The signed-in user",
  description:
    "The caller with permissions, features (company flags merged with the user's own) and settings.",
  responses: {
    200: { description: "The caller.", content: { "application/json": { schema: UserResponse } } },
    ...errorResponses(),
  },
});

const updateCurrentUser = createRoute({
  method: "post",
  path: "/user/v1/user",
  tags: ["User"],
  operationId: "updateCurrentUser",
  summary: "Update the signed-in user's profile",
  description: "Changes name, language and/or default columns of the caller. Unknown fields are rejected.",
  request: {
    body: { required: true, content: { "application/json": { schema: UserUpdateSchema } } },
  },
  responses: {
    200: { description: "The updated caller.", content: { "application/json": { schema: UserResponse } } },
    ...errorResponses({ validation: true }),
  },
});

export function registerUserRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(getCurrentUser, (c) => c.json({ data: toUser(c.get("user"), c.get("company")) }, 200));

  api.openapi(updateCurrentUser, async (c) => {
    const update = c.req.valid("json");
    const company = c.get("company");
    const me = c.get("user");
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          ...(update.name !== undefined ? { name: update.name } : {}),
          ...(update.language !== undefined ? { language: update.language } : {}),
          ...(update.default_columns !== undefined ? { defaultColumns: update.default_columns } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(users.id, me.id), eq(users.companyId, company.id)))
        .returning();
      if (!updated) return undefined;
      // A change of one's own profile is a change of a user like any other.
      await recordActivity(tx, {
        companyId: company.id,
        actorId: me.id,
        module: "users",
        action: "updated",
        object: { type: "user", id: me.id, label: updated.name },
        before: { name: me.name, language: me.language, default_columns: me.defaultColumns },
        after: { name: updated.name, language: updated.language, default_columns: updated.defaultColumns },
      });
      return updated;
    });
    if (!row) throw notFound(); // the user was deleted meanwhile
    return c.json({ data: toUser(row, company) }, 200);
  });
}
