import { z } from "@hono/zod-openapi";
import { ApiErrorSchema } from "../http/envelope";
import type { ConflictCode } from "../../core/chemical-approvals/states";
import { notFound } from "../http/errors";
import { requirePermissions } from "../http/permissions";
import { parseId } from "../users/routes";

/**
 * What the chemical approval request routes share (api/routes/product-requests.ts
 * and api/routes/product-request-flow.ts): the base path and tag, the
 * permission every operation needs, the path parameters and the documented
 * JSON bodies, answers and 409 conflicts.
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

/** A numeric id in the path (as text: a malformed one answers 404, see pathId). */
export const idParam = (name: string, description: string) =>
  z.string().openapi({ param: { name, in: "path", description }, example: "12" });
export const requestParams = z.object({ id: idParam("id", "The request id.") });

/** A required JSON body of the schema. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

/** The id of a path parameter; 404 when it is not one. */
export function pathId(value: string): number {
  const id = parseId(value);
  if (id === undefined) throw notFound();
  return id;
}
