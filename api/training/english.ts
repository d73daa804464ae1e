import { training } from "../../core/texts/training/en";
import { translateFrom } from "../../core/translate";

/** The training rules' messages in the API's English. */
export const trainingEnglish = translateFrom(training);
