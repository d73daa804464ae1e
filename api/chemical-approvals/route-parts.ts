import type { ConflictCode } from "../../core/chemical-approvals/states";
import { ApiErrorSchema } from "../http/envelope";
import { requirePermissions } from "../http/permissions";

/**
 * What the chemical approval route files share: the requests' base path and
 * tag, the permission every request operation needs and the documented 409
 * conflicts (ids in the path and JSON bodies: api/http/params.ts).
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
