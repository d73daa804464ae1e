import { wpdPoster } from "../../core/texts/wpd-poster/en";
import { translateFrom } from "../../core/translate";

/** The poster rules' messages in British English for the API's 422 answers. */
export const english = translateFrom(wpdPoster);
