import type { exposureRegister } from "./en";
import type { AreaTranslations } from "../types";

/** The texts of ./en.ts in the nine translated languages. */
const translations: AreaTranslations<typeof exposureRegister> = {
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
