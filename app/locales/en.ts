import { approvals } from "./en/approvals";
import { evaluation } from "./en/evaluation";
import { boardGroups } from "./en/boardGroups";
import { companySettings } from "./en/companySettings";
import { outbox } from "./en/outbox";
import { auth } from "./en/auth";
import { common } from "./en/common";
import { empty } from "./en/empty";
import { hierarchy } from "./en/hierarchy";
import { layout } from "./en/layout";
import { locations } from "./en/locations";
import { main } from "./en/main";
import { myPage } from "./en/myPage";
import { nav } from "./en/nav";
import { onboarding } from "./en/onboarding";
import { permissions } from "./en/permissions";
import { search } from "./en/search";
import { product } from "./en/product";
import { products } from "./en/products";
import { storageClasses } from "./en/storageClasses";
import { toast } from "./en/toast";
import { ops } from "./en/ops";

/**
 * Built-in British English wording (language id 4): the fallback for every
 * text. One file per area under ./en; keys are flat, and their first segment
 * names the text page they belong to (./pages.ts). `{{name}}` marks a value.
 * Every area also has its nine translations in db/texts/<area>.ts.
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
