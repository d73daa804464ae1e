import { useRouteLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Toast } from "../../core/toast";

/** At most this many toasts at once; older ones make room. */
const MAX_TOASTS = 3;

/** Set once the app has hydrated, so toasts that arrive later start out with their button. */
let appHydrated = false;

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    appHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}

/**
 * The toasts flashed by loaders and actions (the root loader's `toast`).
 * They are part of the server HTML, so they show without JavaScript, in two
 * live regions that are always present: success and info in a polite status
 * region, warnings and errors in an alert region. Without JavaScript,
 * "Dismiss" is a link to #<ident>-dismissed, and a :target rule hides that
 * toast; with JavaScript it is a button, and a toast also goes away by itself
 * after its timeout (paused while the pointer or focus is on it).
 */
export function Toasts() {
  const root = useRouteLoaderData("root") as { toast?: Toast | null } | undefined;
  const incoming = root?.toast ?? null;
  const [toasts, setToasts] = useState<Toast[]>(() => (incoming ? [incoming] : []));
  const [lastIdent, setLastIdent] = useState(incoming?.ident);
  if (incoming && incoming.ident !== lastIdent) {
    // A new toast after a client-side navigation or action. It replaces a shown toast that says the
    // same (saving twice says "saved" once, freshly), so the stack never repeats a message.
    setLastIdent(incoming.ident);
    const same = (t: Toast) =>
      t.ident === incoming.ident ||
      (t.type === incoming.type && t.text === incoming.text && t.title === incoming.title);
    setToasts((current) => [...current.filter((t) => !same(t)), incoming].slice(-MAX_TOASTS));
  }
  const dismiss = useCallback((ident: string) => {
    setToasts((current) => current.filter((t) => t.ident !== ident));
  }, []);
  const polite = toasts.filter((t) => t.type === "success" || t.type === "info");
  const urgent = toasts.filter((t) => t.type === "warning" || t.type === "error");
  return (
    <div className="toasts">
      <div role="status" aria-live="polite" className="toast-region">
        {polite.map((toast) => (
          <ToastItem key={toast.ident} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
      <div role="alert" className="toast-region">
        {urgent.map((toast) => (
          <ToastItem key={toast.ident} toast={toast} onDismiss={dismiss} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (ident: string) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.timeout);
  const box = useRef<HTMLDivElement>(null);

  // The timer pauses while the pointer is over the toast or focus is inside it.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const events = [
      ["mouseenter", pause],
      ["focusin", pause],
      ["mouseleave", resume],
      ["focusout", resume],
    ] as const;
    for (const [name, listener] of events) element.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of events) element.removeEventListener(name, listener);
    };
  }, []);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.ident), Math.max(remaining.current, 0));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.ident, onDismiss]);

  return (
    <div className="toast-slot" id={`${toast.ident}-dismissed`}>
      <div className={`toast toast-${toast.type}`} id={toast.ident} ref={box}>
        <p className="toast-body">
          <strong className="toast-kind">{t(`toast.kind.${toast.type}`)}</strong>{" "}
          {toast.title ? <strong className="toast-title">{toast.title}</strong> : null}{" "}
          <span className="toast-text">{toast.text}</span>
        </p>
        {hydrated ? (
          <button type="button" className="toast-dismiss" onClick={() => onDismiss(toast.ident)}>
            {t("toast.dismiss")}
          </button>
        ) : (
          <a className="toast-dismiss" href={`#${toast.ident}-dismissed`}>
            {t("toast.dismiss")}
          </a>
        )}
      </div>
    </div>
  );
}
