import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { settle, setupAppTest } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";

/** The pages that keep the company's own lists: /custom-lists, /custom-lists/new and a list's page. */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

const ADMIN = "admin@demo.test";
const WORKER = "worker@demo.test";
const countLists = async () =>
  Number((await t.db.execute(sql`SELECT count(*)::int AS n FROM custom_lists`)).rows[0]!.n);

describe("custom-list pages", () => {
  it("shows every user the lists; only user administrators are offered the forms", async () => {
    const { loader } = await import("~/features/custom-lists/routes/lists");
    const asAdmin = (await loader(get("/custom-lists", (await t.signedIn(ADMIN)).cookie))) as {
      canKeep: boolean;
    };
    expect(asAdmin.canKeep).toBe(true);
    const asWorker = (await loader(get("/custom-lists", (await t.signedIn(WORKER)).cookie))) as {
      canKeep: boolean;
    };
    expect(asWorker.canKeep).toBe(false);
  });

  it("refuses a list without a name in the user's words and saves nothing", async () => {
    const { action } = await import("~/features/custom-lists/routes/list-new");
    const before = await countLists();
    const reply = (await action(
      post("/custom-lists/new", (await t.signedIn(ADMIN)).cookie, [
        ["intent", "save-list"],
        ["name", " "],
        ["kind", "banned"],
      ]),
    )) as unknown as { status: string; error: Record<string, string[]> };
    expect(reply.status).toBe("error");
    expect(reply.error).toMatchObject({ name: ["This field is required."] });
    expect(await countLists()).toBe(before);
  });

  it("sends a user without user_admin to /main with the warning, and saves nothing", async () => {
    const { action } = await import("~/features/custom-lists/routes/list-new");
    const before = await countLists();
    const worker = (await t.signedIn(WORKER)).cookie;
    const response = (await settle(() =>
      action(
        post("/custom-lists/new", worker, [
          ["intent", "save-list"],
          ["name", "Not mine to keep"],
          ["kind", "banned"],
        ]),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/main");
    expect((await toastOf(response))?.type).toBe("warning");
    expect(await countLists()).toBe(before);
  });

  it("creates a list and opens its page with its substances", async () => {
    const { action } = await import("~/features/custom-lists/routes/list-new");
    const cookie = (await t.signedIn(ADMIN)).cookie;
    const response = (await settle(() =>
      action(
        post("/custom-lists/new", cookie, [
          ["intent", "save-list"],
          ["name", "Route-test solvents"],
          ["kind", "banned"],
        ]),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    const path = response.headers.get("Location")!;
    expect(path).toMatch(/^\/custom-lists\/\d+$/);
    const { loader } = await import("~/features/custom-lists/routes/list");
    const listId = path.split("/").pop()!;
    const page = (await loader(get(path, cookie, { listId }))) as unknown as {
      list: { name: string; entries: unknown[] };
    };
    expect(page.list.name).toBe("Route-test solvents");
    expect(page.list.entries).toEqual([]);
    // Another company's list (or none) is not found.
    const missing = (await settle(() =>
      loader(get("/custom-lists/999999", cookie, { listId: "999999" })),
    )) as Response;
    expect(missing.status).toBe(404);
  });
});
