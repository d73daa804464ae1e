import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/schema";
import { args, settle, setupAppTest } from "../support/app";

let t: Awaited<ReturnType<typeof setupAppTest>>;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

/** Loader arguments for /{module}/{page} with the route's `module` param. */
function emptyArgs(module: string, page: "empty" | "emptyRa", query = "", cookie?: string) {
  const base = args(`/${module}/${page}${query}`, cookie ? { headers: { Cookie: cookie } } : {});
  return { ...base, params: { module } };
}

const DISABLED =
  "This feature is disabled. If you believe this is a mistake, please contact one of your admins.";

describe("/{module}/empty", () => {
  it("needs a session", async () => {
    const { loader } = await import("~/features/shell/routes/module-empty");
    const result = (await settle(() =>
      loader(emptyArgs("locations", "empty", "?state=no-data")),
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/auth?redirectTo=%2Flocations%2Fempty%3Fstate%3Dno-data");
  });

  it("explains a module and offers its first action (emptyState company, user with the permission)", async () => {
    const { loader } = await import("~/features/shell/routes/module-empty");
    const { cookie } = await t.signedIn("newcomer@fresh.test");
    const data = await loader(emptyArgs("locations", "empty", "?state=no-locations", cookie));
    expect(data).toEqual({
      module: "locations",
      state: "no-locations",
      canAct: true,
      available: true,
      title: "Locations: getting started – ChemSafe",
    });
  });

  it("without the first action's permission the page says who can act; an unknown state shows no reason", async () => {
    const { loader } = await import("~/features/shell/routes/module-empty");
    const { cookie } = await t.signedIn("newcomer@fresh.test");
    const products = await loader(emptyArgs("products", "empty", "?state=whatever", cookie));
    expect(products).toMatchObject({ module: "products", state: null, canAct: false });
    const amounts = await loader(emptyArgs("amounts", "empty", "", cookie));
    // The amount report needs no permission: everyone may open it.
    expect(amounts).toMatchObject({ module: "amounts", state: null, canAct: true, available: true });
  });

  it("shows a reason only while it holds", async () => {
    const { loader } = await import("~/features/shell/routes/module-empty");
    // Other Industries has locations; give it the emptyState feature in this test database.
    await t.db
      .update(companies)
      .set({ features: sql`${companies.features} || '{"emptyState": true}'::jsonb` })
      .where(eq(companies.id, 1000003));
    const { cookie } = await t.signedIn("admin@other.test");
    const locations = await loader(emptyArgs("locations", "empty", "?state=no-locations", cookie));
    expect(locations).toMatchObject({ module: "locations", state: null, canAct: true });
    // "no-locations" belongs to the locations page only.
    const products = await loader(emptyArgs("products", "empty", "?state=no-locations", cookie));
    expect(products).toMatchObject({ module: "products", state: null, canAct: true });
    // Other Industries has recorded no substitution: the reason holds.
    const substitutions = await loader(emptyArgs("substitutions", "empty", "?state=no-data", cookie));
    expect(substitutions).toMatchObject({ module: "substitutions", state: "no-data" });
  });

  it("an unknown module is a 404", async () => {
    const { loader } = await import("~/features/shell/routes/module-empty");
    const { cookie } = await t.signedIn("newcomer@fresh.test");
    for (const module of ["no-such-module", "Products", "exposure"]) {
      const result = (await settle(() => loader(emptyArgs(module, "empty", "", cookie)))) as Response;
      expect(result).toBeInstanceOf(Response);
      expect(result.status).toBe(404);
    }
  });

  it("risk assessments live at /emptyRa, every other module at /empty", async () => {
    const empty = await import("~/features/shell/routes/module-empty");
    const emptyRa = await import("~/features/shell/routes/module-empty-ra");
    const { cookie } = await t.signedIn("newcomer@fresh.test");

    const toRa = (await settle(() =>
      empty.loader(emptyArgs("risk-assessments", "empty", "?state=no-data", cookie)),
    )) as Response;
    expect(toRa.headers.get("Location")).toBe("/risk-assessments/emptyRa?state=no-data");
    const ra = await emptyRa.loader(emptyArgs("risk-assessments", "emptyRa", "?state=no-data", cookie));
    expect(ra).toMatchObject({ module: "risk-assessments", state: "no-data", canAct: true });

    const toEmpty = (await settle(() =>
      emptyRa.loader(emptyArgs("amounts", "emptyRa", "", cookie)),
    )) as Response;
    expect(toEmpty.headers.get("Location")).toBe("/amounts/empty");
    const unknown = (await settle(() =>
      emptyRa.loader(emptyArgs("nope", "emptyRa", "", cookie)),
    )) as Response;
    expect(unknown.status).toBe(404);
  });

  it("belongs to the emptyState feature: without it, the warning toast and /main", async () => {
    const { loader } = await import("~/features/shell/routes/module-empty");
    const { cookie } = await t.signedIn("worker@demo.test"); // Demo Chemicals: emptyState off
    const result = (await settle(() => loader(emptyArgs("locations", "empty", "", cookie)))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/main");
    const flash = result.headers.get("Set-Cookie") ?? "";
    expect(flash).toMatch(/^__flash=[^;]+;/);
    expect(flash).toMatch(/HttpOnly/i);
    expect(flash).toMatch(/SameSite=Lax/i);
    expect(flash).toMatch(/Path=\//);
  });
});

describe("toasts through the flash cookie (root loader)", () => {
  it("a flashed toast is returned once, then it is gone", async () => {
    const empty = await import("~/features/shell/routes/module-empty");
    const root = await import("~/root");
    const { cookie } = await t.signedIn("worker@demo.test");

    // Nothing flashed: no toast and no cookie header.
    const before = await root.loader(args("/main", { headers: { Cookie: cookie } }));
    expect(before.data.toast).toBeNull();
    expect(new Headers(before.init?.headers).get("Set-Cookie")).toBeNull();

    // A guard flashes the warning and redirects to /main.
    const redirect = (await settle(() =>
      empty.loader(emptyArgs("locations", "empty", "", cookie)),
    )) as Response;
    const flash = redirect.headers.get("Set-Cookie")!.split(";")[0]!;

    // /main shows it...
    const first = await root.loader(args("/main", { headers: { Cookie: `${cookie}; ${flash}` } }));
    expect(first.data.toast).toMatchObject({ type: "warning", text: DISABLED, timeout: 5000 });
    expect(first.data.toast?.ident).toMatch(/^toast-[0-9a-f-]{36}$/);
    // ...and tells the browser to forget it.
    const clearing = new Headers(first.init?.headers).get("Set-Cookie") ?? "";
    expect(clearing).toMatch(/^__flash=;/);
    expect(clearing).toMatch(/Expires=Thu, 01 Jan 1970/);

    // The next page, without the cookie the browser dropped, has no toast.
    const second = await root.loader(args("/main", { headers: { Cookie: cookie } }));
    expect(second.data.toast).toBeNull();
  });

  it("a forged flash cookie shows nothing and is cleared", async () => {
    const root = await import("~/root");
    const forged = `__flash=${Buffer.from(JSON.stringify({ flash: { toast: { message: "x", type: "error" } } })).toString("base64")}.bad`;
    const result = await root.loader(args("/main", { headers: { Cookie: forged } }));
    expect(result.data.toast).toBeNull();
    expect(new Headers(result.init?.headers).get("Set-Cookie")).toMatch(/^__flash=;/);
  });
});

describe("dataWithToast and redirectWithToast", () => {
  it("map our fields onto the cookie and back, with timeouts by type", async () => {
    const { dataWithToast, getToast, redirectWithToast } = await import("~/lib/toast.server");
    const read = async (setCookie: string | null) =>
      (
        await getToast(
          new Request("http://app.test/", { headers: { Cookie: (setCookie ?? "").split(";")[0]! } }),
        )
      ).toast;

    const result = await dataWithToast({ saved: true }, { type: "success", text: "Saved", title: "Profile" });
    expect(result.data).toEqual({ saved: true });
    const toast = await read(new Headers(result.init?.headers).get("Set-Cookie"));
    expect(toast).toMatchObject({ type: "success", text: "Saved", title: "Profile", timeout: 4000 });

    const error = await redirectWithToast(
      "/main",
      { type: "error", text: "Broken" },
      { headers: { "X-Test": "1" } },
    );
    expect(error.headers.get("Location")).toBe("/main");
    expect(error.headers.get("X-Test")).toBe("1");
    expect(await read(error.headers.get("Set-Cookie"))).toMatchObject({
      type: "error",
      text: "Broken",
      timeout: 6000,
    });

    const custom = await redirectWithToast("/main", { type: "success", text: "Synced", timeout: 2500 });
    const synced = await read(custom.headers.get("Set-Cookie"));
    expect(synced).toMatchObject({ timeout: 2500 });
    expect(synced).not.toHaveProperty("title");
  });
});
