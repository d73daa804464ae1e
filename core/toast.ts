/**
 * A toast: a short message shown once, set by a loader or an action through
 * the signed flash cookie (app/lib/toast.server.ts) and rendered by
 * app/ui/Toasts.tsx, each type for its own duration.
 */
export const TOAST_TYPES = ["success", "info", "warning", "error"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface Toast {
  /** Unique per shown toast; generated when the toast is read from the cookie. */
  ident: string;
  type: ToastType;
  /** The message, already translated. */
  text: string;
  /** An optional heading, already translated. */
  title?: string;
  /** Milliseconds until it is dismissed by itself (only when JavaScript runs). */
  timeout: number;
}

/** What loaders and actions hand over: no ident yet, and the timeout defaults by type. */
export type ToastInput = Omit<Toast, "ident" | "timeout"> & { timeout?: number };

/** Default durations by type; `default` for anything without a type. */
export const TOAST_TIMEOUTS = {
  success: 4000,
  info: 4000,
  warning: 6000,
  error: 6000,
  default: 4000,
} as const satisfies Record<ToastType | "default", number>;

/** 'Your favourites have been synchronized'. */
export const FAVOURITES_SYNCHRONISED_TIMEOUT = 2500;
/** 'This feature is disabled. …' and the other guard warnings. */
export const PERMISSION_WARNING_TIMEOUT = 5000;
/** 'Your product request for … is saved.'. */
export const PRODUCT_REQUEST_SAVED_TIMEOUT = 5000;
/** A response with success false and a non-empty error. */
export const SUCCESS_FALSE_WARNING_TIMEOUT = 4000;
/** Failing to add products to a location. */
export const ADD_PRODUCTS_FAILURE_TIMEOUT = 5000;

export function isToastType(value: unknown): value is ToastType {
  return typeof value === "string" && (TOAST_TYPES as readonly string[]).includes(value);
}

/** The default duration for a type (4000 ms for anything unknown). */
export function defaultTimeout(type: unknown): number {
  return isToastType(type) ? TOAST_TIMEOUTS[type] : TOAST_TIMEOUTS.default;
}
