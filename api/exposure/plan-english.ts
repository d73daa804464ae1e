import { exposure } from "../../core/texts/exposure/en";
import { exposurePlans } from "../../core/texts/exposure-plans/en";
import { translateFrom } from "../../core/translate";

/** The plan rules' messages in British English for the API's 422 answers: the texts the plan form shows. */
export const planEnglish = translateFrom({ ...exposure, ...exposurePlans });
