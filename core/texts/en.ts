import { approvals } from "./approvals/en";
import { evaluation } from "./evaluation/en";
import { boardGroups } from "./boardGroups/en";
import { companySettings } from "./companySettings/en";
import { outbox } from "./outbox/en";
import { auth } from "./auth/en";
import { common } from "./common/en";
import { empty } from "./empty/en";
import { hierarchy } from "./hierarchy/en";
import { layout } from "./layout/en";
import { locations } from "./locations/en";
import { main } from "./main/en";
import { myPage } from "./myPage/en";
import { nav } from "./nav/en";
import { onboarding } from "./onboarding/en";
import { permissions } from "./permissions/en";
import { search } from "./search/en";
import { product } from "./product/en";
import { products } from "./products/en";
import { storageClasses } from "./storageClasses/en";
import { toast } from "./toast/en";
import { ops } from "./ops/en";

/**
 * Built-in British English wording (language id 4): the fallback for every
 * text. One file per area under ./en; keys are flat, and their first segment
 * names the text page they belong to (./pages.ts). `{{name}}` marks a value.
 * Every area also has its nine translations beside it, in core/texts/<area>/translations.ts.
 */
export const EN_AREAS = {
  approvals,
  evaluation,
  boardGroups,
  companySettings,
  outbox,
  auth,
  common,
  empty,
  hierarchy,
  layout,
  locations,
  main,
  myPage,
  nav,
  onboarding,
  permissions,
  product,
  products,
  search,
  storageClasses,
  toast,
  ops,
} as const;

export const en = {
  ...approvals,
  ...evaluation,
  ...boardGroups,
  ...companySettings,
  ...outbox,
  ...auth,
  ...common,
  ...empty,
  ...hierarchy,
  ...layout,
  ...locations,
  ...main,
  ...myPage,
  ...nav,
  ...onboarding,
  ...permissions,
  ...search,
  ...product,
  ...products,
  ...storageClasses,
  ...toast,
  ...ops,
} as const;

export type TextKey = keyof typeof en;
