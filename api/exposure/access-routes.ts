import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, forbidden, notFound } from "../http/errors";
import { scopeOf } from "../locations/scope";
import { ExposureAccessSchema, RegistrableReasonSchema } from "./schemas";
import {
  companyRetentionYears,
  exposureAccess,
  loadProductSheet,
  registrableOf,
  usesRegister,
} from "./store";

/** Who the caller is to the register, and whether a product belongs in it. */

const TAGS = ["Exposure"];

const accessRoute = createRoute({
  method: "get",
  path: "/exposure/v1/access",
  tags: TAGS,
  operationId: "exposureAccess",
  summary: "What the caller may do in the exposure register",
  description:
    "Every signed-in user: whether they keep the register (exposure_admin), read it (exposure_reader), are " +
    "a person it applies to (the user's exposure switch), and the company's retention period in years.",
  responses: {
    200: {
      description: "The caller's access.",
      content: { "application/json": { schema: ExposureAccessSchema } },
    },
    ...errorResponses(),
  },
});

const RegistrableResponse = z
  .object({
    product_id: z.number().int(),
    sds_id: z.number().int().nullable(),
    registrable: z.boolean(),
    reasons: z.array(RegistrableReasonSchema),
  })
  .openapi("ExposureRegistrable");

const registrableRoute = createRoute({
  method: "get",
  path: "/exposure/v1/products/{productId}/registrable",
  tags: TAGS,
  operationId: "exposureProductRegistrable",
  summary: "Whether a product belongs in the exposure register, and why",
  description:
    "Judged on the given sheet (sds_id, any version of the product's sheets) or the product's current " +
    "sheet: its CMR 1A/1B statements (H340, H350, H360 and their letters) and the substances of its sheet " +
    "with a harmonised CMR 1A/1B classification in CLP Annex VI that applies today. Keepers and readers of " +
    "the register and people it applies to (else 403); 404 for a product or sheet that is not the caller's " +
    "to see.",
  request: {
    params: z.object({ productId: z.coerce.number().int().min(1).max(2147483647) }),
    query: z.object({ sds_id: z.coerce.number().int().min(1).max(2147483647).optional() }),
  },
  responses: {
    200: {
      description: "The product's registrability.",
      content: { "application/json": { schema: RegistrableResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

export function registerAccessRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(accessRoute, async (c) => {
    const access = exposureAccess(c.get("user"));
    return c.json(
      {
        is_admin: access.isAdmin,
        is_reader: access.isReader,
        in_register: access.inRegister,
        retention_years: await companyRetentionYears(db, access.companyId),
      },
      200,
    );
  });

  api.openapi(registrableRoute, async (c) => {
    const user = c.get("user");
    if (!usesRegister(exposureAccess(user))) throw forbidden();
    const { productId } = c.req.valid("param");
    const { sds_id } = c.req.valid("query");
    const sheet = await loadProductSheet(db, scopeOf(user), productId, sds_id);
    if (!sheet) throw notFound();
    const reasons = sheet.sds ? registrableOf(sheet.sds) : [];
    return c.json(
      {
        product_id: sheet.productId,
        sds_id: sheet.sds?.id ?? null,
        registrable: reasons.length > 0,
        reasons,
      },
      200,
    );
  });
}
