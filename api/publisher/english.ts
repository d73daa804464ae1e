import { publisher } from "../../core/texts/publisher/en";
import { publisherDocuments } from "../../core/texts/publisher-documents/en";
import { translateFrom } from "../../core/translate";

/** The publisher's rules' messages in the API's English. */
export const publisherEnglish = translateFrom(publisher);

/** The messages of the company's own sheets (their editor and checks) in the API's English. */
export const sheetEnglish = translateFrom(publisherDocuments);
