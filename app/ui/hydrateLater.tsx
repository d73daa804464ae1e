import { createElement, memo, Suspense, useSyncExternalStore, type ComponentType } from "react";

/**
 * A form that hydrates after the rest of the page: its code (the form
 * component, conform, the location picker…) is not part of the page's first
 * visit (tests/ops/first-visit-js.test.ts) but loads when the browser is idle
 * after hydration, or at once when someone first presses a key, a pointer or
 * moves focus on the page, whichever comes first.
 *
 * The server renders the component as usual, so the page is complete without
 * JavaScript and, until the code arrives, the form is the server's HTML: a
 * plain form that posts to its route's action, which validates every
 * submission anyway. React keeps that HTML while the component's code loads
 * (a component that suspends inside a Suspense boundary during hydration
 * leaves the server's markup in place) and hydrates it when it arrives, values
 * typed in the meantime included. A page reached by client navigation renders
 * nothing in the form's place until its code has arrived (it is asked for at
 * once).
 *
 *   const UserForm = hydrateLater(() => import("../components/UserForm").then((m) => m.UserForm));
 *
 * `load` must be a dynamic `import()`, and nothing else the page loads may
 * import that module statically, or its code is part of the first visit after
 * all. The component is memoised: a parent that renders again with the same
 * props (shallowly) leaves the waiting server HTML alone (React would otherwise
 * give it up and render the form on the client once its code is there).
 */
export function hydrateLater<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let component: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        // Offline or a stale deployment: the server's form keeps working; the next render tries again.
        loading = undefined;
        throw error;
      },
    ));
  if (import.meta.env.SSR) pendingOnServer.add(start());

  function Loaded(props: Props) {
    // True while React hydrates the server's HTML, false in a render on the client.
    const hydrating = useSyncExternalStore(noSubscription, notHydrating, duringHydration);
    if (component) return createElement(component, props);
    throw hydrating ? whenIdle(start) : start();
  }

  function HydrateLater(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return memo(HydrateLater) as unknown as ComponentType<Props>;
}

const noSubscription = () => () => {};
const notHydrating = () => false;
const duringHydration = () => true;

/** The loads the server has started; entry.server.tsx awaits them before its first render. */
const pendingOnServer = new Set<Promise<void>>();

/** Resolves once every component made with `hydrateLater` can render on the server. */
export function hydrateLaterReady(): Promise<unknown> {
  return Promise.all(pendingOnServer);
}

/** Runs `start` when the browser is idle or on the page's first interaction, and resolves when it has. */
function whenIdle(start: () => Promise<void>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const events = ["pointerdown", "keydown", "focusin"] as const;
    let started = false;
    const go = () => {
      if (started) return;
      started = true;
      for (const type of events) document.removeEventListener(type, go, true);
      start().then(resolve, reject);
    };
    for (const type of events) document.addEventListener(type, go, { capture: true, passive: true });
    if ("requestIdleCallback" in window) window.requestIdleCallback(go, { timeout: 2000 });
    else setTimeout(go, 200);
  });
}
