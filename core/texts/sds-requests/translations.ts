import type { sdsRequests } from "./en";
import type { AreaTranslations } from "../types";

/** The texts of ./en.ts in the nine translated languages. */
const translations = {} as AreaTranslations<typeof sdsRequests>;

export default translations;
