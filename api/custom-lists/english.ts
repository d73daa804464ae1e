import { customLists } from "../../core/texts/custom-lists/en";
import { translateFrom } from "../../core/translate";

/** The custom lists' rule messages in British English, for the API's 422 answers (core/texts/custom-lists/en.ts). */
export const customListsEnglish = translateFrom(customLists);
