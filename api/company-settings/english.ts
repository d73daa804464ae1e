import { companySettings } from "../../core/texts/company-settings/en";
import { translateFrom } from "../../core/translate";

/**
 * The rules' messages in British English, for the API's 422 answers: the same texts the forms show in
 * English (core/texts/company-settings/en.ts).
 */
export const english = translateFrom(companySettings);
