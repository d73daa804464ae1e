/**
 * The browser's stand-in for react-i18next (vite.config.ts resolves
 * `react-i18next` here in the client build only; the server renders with the
 * real library). The app uses `I18nextProvider` once (app/root.tsx) and
 * `useTranslation()` for `t` and `i18n.language`; the instance is made once
 * per page and never changes language, so there is nothing to subscribe to.
 * See ./i18next.ts for why.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { BrowserI18n } from "./i18next";

const I18nContext = createContext<BrowserI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: BrowserI18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** What `instance.use(initReactI18next)` expects; the provider passes the instance instead. */
export const initReactI18next = { type: "3rdParty", init() {} } as const;

export function useTranslation() {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation needs the I18nextProvider of app/root.tsx above it.");
  return { t: i18n.t, i18n, ready: true };
}
