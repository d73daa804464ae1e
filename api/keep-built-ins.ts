/**
 * Loading a library without letting it replace the language's own functions for the whole process.
 *
 * Some builds bundle polyfills that replace built-ins they judge imperfect, whatever the caller needs:
 * pdfjs-dist's legacy build (core-js) swaps `Array.prototype.push`, `JSON.parse`, `JSON.stringify` and
 * `Function.prototype.toString` for JavaScript versions on Node 20. Every request of the app then pays for it:
 * React, the router, the API's JSON and the logger all call them, and the pages' app CPU grew two to three
 * times once the PDF reader loaded at start. Functions the library adds (methods Node 20 lacks) stay; only
 * functions that existed before the import are put back.
 */

const iteratorPrototype: object = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
const typedArrayPrototype: object = Object.getPrototypeOf(Uint8Array.prototype);

/** The built-in objects whose own functions a polyfill bundle may replace. */
const BUILT_INS: readonly object[] = [
  Object,
  Object.prototype,
  Function.prototype,
  Array,
  Array.prototype,
  JSON,
  Math,
  Reflect,
  Number,
  Number.prototype,
  String,
  String.prototype,
  RegExp.prototype,
  Date.prototype,
  Promise,
  Promise.prototype,
  Map,
  Map.prototype,
  Set,
  Set.prototype,
  WeakMap.prototype,
  WeakSet.prototype,
  ArrayBuffer,
  ArrayBuffer.prototype,
  Uint8Array,
  Uint8Array.prototype,
  typedArrayPrototype,
  iteratorPrototype,
  URL,
  URL.prototype,
  URLSearchParams.prototype,
  Symbol,
  Error,
];

type Snapshot = Map<object, Map<PropertyKey, PropertyDescriptor>>;

function snapshot(): Snapshot {
  const taken: Snapshot = new Map();
  for (const target of BUILT_INS) {
    const descriptors = new Map<PropertyKey, PropertyDescriptor>();
    for (const key of Reflect.ownKeys(target)) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (descriptor !== undefined) descriptors.set(key, descriptor);
    }
    taken.set(target, descriptors);
  }
  return taken;
}

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor | undefined): boolean {
  return b !== undefined && Object.is(a.value, b.value) && a.get === b.get && a.set === b.set;
}

/** Puts back every built-in function that changed since `before`; returns the names put back. */
function restore(before: Snapshot): string[] {
  const restored: string[] = [];
  for (const [target, descriptors] of before) {
    for (const [key, descriptor] of descriptors) {
      if (sameDescriptor(descriptor, Object.getOwnPropertyDescriptor(target, key))) continue;
      if (typeof descriptor.value !== "function" && descriptor.get === undefined) continue;
      Object.defineProperty(target, key, descriptor);
      restored.push(String(key));
    }
  }
  return restored;
}

/**
 * Runs `load` (a dynamic import) and puts back the built-in functions it replaced. The names put back are
 * passed to `onRestored` when there are any (for a log line: a new library version may replace others).
 */
export async function importKeepingBuiltIns<T>(
  load: () => Promise<T>,
  onRestored?: (names: string[]) => void,
): Promise<T> {
  const before = snapshot();
  try {
    return await load();
  } finally {
    const restored = restore(before);
    if (restored.length > 0) onRestored?.(restored);
  }
}
