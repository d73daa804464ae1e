import { createContext, useContext, type ReactNode } from "react";

/**
 * The per-request CSP nonce. app/entry.server.tsx wraps <RemixServer> in this
 * provider; app/root.tsx puts the nonce on <Scripts> and <ScrollRestoration>.
 * In the browser it is empty: browsers hide nonce values from the DOM, and the
 * scripts have already run by the time React hydrates.
 */
const NonceContext = createContext("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
