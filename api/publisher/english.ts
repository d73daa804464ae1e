import { publisher } from "../../core/texts/publisher/en";
import { translateFrom } from "../../core/translate";

/** The publisher's rules' messages in the API's English. */
export const publisherEnglish = translateFrom(publisher);
