/** The company shapes live in ./schemas; this module keeps the old import path working for app/lib. */
export { CompanySettingsSchema, FeaturesSchema, type CompanySettings, type Features } from "./schemas";
