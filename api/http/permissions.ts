import type { MiddlewareHandler } from "hono";
import { hasAll, hasAny, type PermissionFlag } from "../../core/permissions";
import type { ApiEnv } from "../env";
import { forbidden } from "./errors";

/**
 * Route middleware: 403 `{ message: "Permission denied" }` unless the caller
 * has every flag of `all` and at least one flag of `any` (when given).
 * Runs after authentication, e.g.
 * `createRoute({ ..., middleware: [requirePermissions({ all: ["edit_location"] })] as const })`.
 */
export function requirePermissions(rule: {
  all?: readonly PermissionFlag[];
  any?: readonly PermissionFlag[];
}): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const permissions = c.get("user").permissions;
    if (rule.all && !hasAll(permissions, rule.all)) throw forbidden();
    if (rule.any && rule.any.length > 0 && !hasAny(permissions, rule.any)) throw forbidden();
    await next();
  };
}
