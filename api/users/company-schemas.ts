import { z } from "@hono/zod-openapi";
import { FEATURE_FLAGS, type FeatureFlag } from "../../core/permissions";

const featureShape = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  FeatureFlag,
  z.ZodBoolean
>;

/** Feature flags: the four named flags are always present; other switches may follow. */
export const FeaturesSchema = z.object(featureShape).catchall(z.boolean()).openapi("Features", {
  description: "Feature flags. emptyState, replaceSds, sps and guidance are always present.",
});
export type Features = z.infer<typeof FeaturesSchema>;

export const CompanySettingsSchema = z
  .object({
    company_id: z.number().int().openapi({ example: 1000001 }),
    name: z.string().openapi({ example: "Demo Chemicals AS" }),
    settings: z
      .record(z.string(), z.unknown())
      .openapi({ description: "Company settings, e.g. document_rnu." }),
    features: FeaturesSchema,
    secure_company: z.boolean(),
  })
  .openapi("CompanySettings");
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;
