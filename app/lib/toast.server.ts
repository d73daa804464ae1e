import { createCookieSessionStorage, data, type SessionStorage } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { createToastUtilsWithCustomSession, type ToastMessage } from "remix-toast";
import { defaultTimeout, isToastType, type Toast, type ToastInput } from "../../core/toast";
import { config } from "./env.server";

/** The signed cookie that carries one toast to the next page the browser loads. */
export const FLASH_COOKIE = "__flash";

let storage: SessionStorage | undefined;
let utils: ReturnType<typeof createToastUtilsWithCustomSession> | undefined;

function flashStorage(): SessionStorage {
  if (!storage) {
    const { secureCookies, sessionSecrets } = config();
    storage = createCookieSessionStorage({
      cookie: {
        name: FLASH_COOKIE,
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookies,
        path: "/",
        secrets: sessionSecrets,
      },
    });
  }
  return storage;
}

function toastUtils() {
  utils ??= createToastUtilsWithCustomSession(flashStorage());
  return utils;
}

/** Our fields onto remix-toast's: message = text, description = title, duration = timeout. */
function toMessage(toast: ToastInput): ToastMessage {
  return {
    type: toast.type,
    message: toast.text,
    ...(toast.title ? { description: toast.title } : {}),
    duration: toast.timeout && toast.timeout > 0 ? Math.round(toast.timeout) : defaultTimeout(toast.type),
  };
}

function fromMessage(message: ToastMessage): Toast {
  const type = isToastType(message.type) ? message.type : "info";
  return {
    ident: `toast-${randomUUID()}`,
    type,
    text: message.message,
    ...(message.description ? { title: message.description } : {}),
    timeout: message.duration ?? defaultTimeout(type),
  };
}

/**
 * A redirect that shows `toast` on the page it leads to, with or without
 * JavaScript. Throw it (`throw await redirectWithToast(…)`) or return it.
 * Texts must already be translated (getTranslator).
 */
export function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit): Promise<Response> {
  // X-Remix-Revalidate makes a client-side navigation re-run the root loader, which reads the toast.
  const headers = new Headers(init?.headers);
  headers.set("X-Remix-Revalidate", "1");
  return toastUtils().redirectWithToast(url, toMessage(toast), { ...init, headers });
}

/** The Set-Cookie value that flashes `toast`. */
async function flashCookies(toast: ToastInput): Promise<string[]> {
  // remix-toast writes the flash session; only its Set-Cookie header is kept.
  const response = await toastUtils().jsonWithToast(null, toMessage(toast));
  return response.headers.getSetCookie();
}

/**
 * Data plus a flashed toast, for an action that stays on its page. With
 * JavaScript the toast shows right away (the loaders revalidate after the
 * action and the root loader reads it). Without JavaScript the action and the
 * loaders share one request, so the toast would show one page late: actions
 * that must work without JavaScript end successful changes with
 * redirectWithToast (post/redirect/get) instead.
 */
export async function dataWithToast<T>(value: T, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const cookie of await flashCookies(toast)) headers.append("Set-Cookie", cookie);
  return data(value, { ...init, headers });
}

/**
 * The toast flashed to this request, if any, with the header that removes it
 * from the browser (so it shows once). Requests without the cookie get no
 * header at all. Used by the root loader.
 */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader || !cookieHeader.split(/;\s*/).some((c) => c.startsWith(`${FLASH_COOKIE}=`))) {
    return { toast: null, headers: new Headers() };
  }
  const { toast } = await toastUtils().getToast(request);
  const session = await flashStorage().getSession(cookieHeader);
  const headers = new Headers({ "Set-Cookie": await flashStorage().destroySession(session) });
  return { toast: toast ? fromMessage(toast) : null, headers };
}
