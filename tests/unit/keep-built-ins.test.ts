import { describe, expect, it } from "vitest";
import { importKeepingBuiltIns } from "../../api/keep-built-ins";
import { warmPdfReader } from "../../api/products/sds-reader";

/** api/keep-built-ins.ts: a library's polyfills must not replace the language's functions for the whole app. */
describe("importKeepingBuiltIns", () => {
  it("puts back a built-in function the library replaced and keeps the ones it added", async () => {
    const push = Array.prototype.push;
    const restored: string[][] = [];
    const result = await importKeepingBuiltIns(
      async () => {
        Object.defineProperty(Array.prototype, "push", {
          value: function slowPush(this: unknown[], ...items: unknown[]) {
            for (const item of items) this[this.length] = item;
            return this.length;
          },
          writable: true,
          configurable: true,
        });
        Object.defineProperty(JSON, "addedByTheLibrary", { value: () => "kept", configurable: true });
        return "loaded";
      },
      (names) => restored.push(names),
    );
    expect(result).toBe("loaded");
    expect(Array.prototype.push).toBe(push);
    expect((JSON as unknown as { addedByTheLibrary: () => string }).addedByTheLibrary()).toBe("kept");
    expect(restored).toEqual([["push"]]);
    delete (JSON as unknown as { addedByTheLibrary?: unknown }).addedByTheLibrary;
  });

  it("leaves Array.prototype.push, JSON and Function.prototype.toString native once the PDF reader has loaded", async () => {
    const natives = {
      push: Array.prototype.push,
      parse: JSON.parse,
      stringify: JSON.stringify,
      toString: Function.prototype.toString,
    };
    await warmPdfReader();
    expect(Array.prototype.push).toBe(natives.push);
    expect(JSON.parse).toBe(natives.parse);
    expect(JSON.stringify).toBe(natives.stringify);
    expect(Function.prototype.toString).toBe(natives.toString);
    expect(Function.prototype.toString.call(Array.prototype.push)).toContain("[native code]");
  });
});
