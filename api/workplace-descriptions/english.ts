import { workplaceDescriptionPages } from "../../core/texts/workplace-description-pages/en";
import { translateFrom } from "../../core/translate";

/** The description rules' messages in British English for the API's 422 answers. */
export const wpdEnglish = translateFrom(workplaceDescriptionPages);
