import type { z } from "@hono/zod-openapi";
import type { ConflictCode } from "../../core/chemical-approvals/states";
import { parseId } from "../../core/ids";
import { ApiErrorSchema } from "../http/envelope";
import { notFound } from "../http/errors";
import { requirePermissions } from "../http/permissions";

/**
 * What the chemical approval route files share: the requests' base path and
 * tag, the permission every request operation needs, reading an id from the
 * path, JSON bodies, and the documented 409 conflicts.
 */

export const REQUESTS_BASE = "/chemical-approval/v1/product-requests";
export const APPROVAL_TAGS = ["Chemical approval"];

/** Every operation needs chemical_approval_request (else 403). */
export const requireApprovalFlag = requirePermissions({ all: ["chemical_approval_request"] });

export const errorContent = { "application/json": { schema: ApiErrorSchema } };

/** The documented 409 of an operation the request's state may refuse, naming its codes. */
export const conflicts = (...codes: ConflictCode[]) =>
  ({
    409: {
      description: `The request's state does not allow it: \`{ error, message }\` with error ${codes
        .map((code) => `\`${code}\``)
        .join(", ")}.`,
      content: errorContent,
    },
  }) as const;

/** A required JSON body of the schema. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

/** The id of a path parameter; 404 when it is not one. */
export function pathId(value: string): number {
  const id = parseId(value);
  if (id === null) throw notFound();
  return id;
}
