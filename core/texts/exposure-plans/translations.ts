import type { exposurePlans } from "./en";
import type { AreaTranslations } from "../types";

/** The texts of ./en.ts in the nine translated languages. */
const translations: AreaTranslations<typeof exposurePlans> = {
  nb: {},
  sv: {},
  da: {},
  fi: {},
  de: {},
  nl: {},
  fr: {},
  it: {},
  es: {},
};

export default translations;
