import { beforeEach, describe, expect, it, vi } from "vitest";
import type { EmptyStateModule } from "~/features/shell/components/EmptyState";
import type { Features } from "../../api/users/schemas";
import { PERMISSION_FLAGS, type PermissionFlag } from "../../core/permissions";
import type { User } from "../../api/users/schemas";
import { ApiError } from "~/lib/api-client.server";
import {
  clearEmptyStateCache,
  emptyStateGuard,
  mayUseQrReadlinks,
  qrReadlinkGuard,
  readUnderstoodGuard,
  requireFeature,
  requirePermissions,
} from "~/lib/guards.server";
import { getToast } from "~/lib/toast.server";

const DISABLED =
  "This feature is disabled. If you believe this is a mistake, please contact one of your admins.";

function userWith(
  flags: PermissionFlag[] = [],
  features: Partial<Features> = {},
  extra: Partial<User> = {},
): User {
  return {
    id: 1,
    company_id: 1000001,
    company_name: "Demo Chemicals AS",
    name: "Test User",
    email: "test@demo.test",
    permissions: Object.fromEntries(
      PERMISSION_FLAGS.map((flag) => [flag, flags.includes(flag)]),
    ) as User["permissions"],
    features: { emptyState: false, replaceSds: false, sps: false, guidance: false, ...features },
    topnodes: [],
    exposure: false,
    is_personal: true,
    is_guest_user: false,
    anonymous: false,
    secure_company: false,
    is_validated: true,
    default_columns: [],
    language: 4,
    ...extra,
  };
}

const request = () => new Request("http://app.test/somewhere");

/** Runs a guard: "passed", or the response it threw. */
async function run(guard: () => Promise<void>): Promise<"passed" | Response> {
  try {
    await guard();
    return "passed";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The toast a blocked guard flashed, read back as the next page would. */
async function flashedToast(response: Response) {
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  return (await getToast(new Request("http://app.test/main", { headers: { Cookie: cookie } }))).toast;
}

async function expectBlocked(result: "passed" | Response, text = DISABLED) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/main");
  expect(response.headers.get("Set-Cookie")).toMatch(/^__flash=/);
  expect(await flashedToast(response)).toMatchObject({ type: "warning", text, timeout: 5000 });
}

describe("requirePermissions", () => {
  it("all-of: every flag", async () => {
    const user = userWith(["wpd", "add_product"]);
    expect(await run(() => requirePermissions(request(), user, { all: ["wpd", "add_product"] }))).toBe(
      "passed",
    );
    await expectBlocked(
      await run(() => requirePermissions(request(), userWith(["wpd"]), { all: ["wpd", "add_product"] })),
    );
  });

  it("any-of: at least one flag", async () => {
    expect(
      await run(() =>
        requirePermissions(request(), userWith(["local_publisher"]), { any: ["local_publisher", "qr"] }),
      ),
    ).toBe("passed");
    await expectBlocked(
      await run(() => requirePermissions(request(), userWith(["wpd"]), { any: ["local_publisher", "qr"] })),
    );
  });

  it("both parts apply when both are given; an empty requirement passes", async () => {
    const requirement = {
      all: ["local_publisher"],
      any: ["local_publisher_delete", "smartforms_admin"],
    } as const;
    expect(
      await run(() =>
        requirePermissions(request(), userWith(["local_publisher", "smartforms_admin"]), requirement),
      ),
    ).toBe("passed");
    await expectBlocked(
      await run(() => requirePermissions(request(), userWith(["local_publisher"]), requirement)),
    );
    await expectBlocked(
      await run(() => requirePermissions(request(), userWith(["smartforms_admin"]), requirement)),
    );
    expect(await run(() => requirePermissions(request(), userWith(), {}))).toBe("passed");
  });

  it("a flag that is missing from the map counts as not set", async () => {
    const user = { permissions: { chemical_approval_request: true } };
    await expectBlocked(await run(() => requirePermissions(request(), user, { all: ["qr"] })));
  });
});

describe("requireFeature", () => {
  it.each(["emptyState", "replaceSds", "sps", "guidance"] as const)("%s", async (flag) => {
    expect(await run(() => requireFeature(request(), userWith([], { [flag]: true }), flag))).toBe("passed");
    await expectBlocked(await run(() => requireFeature(request(), userWith(), flag)));
  });
});

describe("readUnderstoodGuard", () => {
  const on = { settings: { document_rnu: true } };
  const off = { settings: { document_rnu: false } };

  it("lets a user in when document_rnu is on", async () => {
    expect(await run(() => readUnderstoodGuard(request(), userWith(), on))).toBe("passed");
  });

  it("blocks guests with their own warning", async () => {
    await expectBlocked(
      await run(() => readUnderstoodGuard(request(), userWith([], {}, { is_guest_user: true }), on)),
      "Read and understood is not available to guest users. Sign in with your own account to acknowledge documents.",
    );
  });

  it("blocks everyone when document_rnu is off, with another warning", async () => {
    const text =
      "Read and understood is turned off for your company. One of your admins can turn it on in the company settings.";
    await expectBlocked(await run(() => readUnderstoodGuard(request(), userWith(), off)), text);
  });
});

describe("qrReadlinkGuard", () => {
  it.each<[PermissionFlag[], boolean]>([
    [["add_product", "qr"], true],
    [["edit_location", "read_link_admin"], true],
    [["add_product", "qr", "edit_location", "read_link_admin"], true],
    [["add_product"], false],
    [["qr"], false],
    [["add_product", "read_link_admin"], false],
    [["edit_location", "qr"], false],
    [["edit_location"], false],
    [[], false],
  ])("%j → %s", async (flags, allowed) => {
    const user = userWith(flags);
    expect(mayUseQrReadlinks(user)).toBe(allowed);
    const result = await run(() => qrReadlinkGuard(request(), user));
    if (allowed) expect(result).toBe("passed");
    else await expectBlocked(result);
  });
});

describe("emptyStateGuard", () => {
  beforeEach(() => clearEmptyStateCache());

  /** A fake API: has-{module} answers from `hasData`; the calls are recorded. */
  function fakeApi(hasData: Partial<Record<EmptyStateModule, boolean>>) {
    const get = vi.fn(async (path: string) => {
      const module = path.replace("/onboarding-api/v1/has-", "") as EmptyStateModule;
      return { data: { module, has_data: hasData[module] ?? false } };
    });
    return { get: get as unknown as <T>(path: string) => Promise<T>, calls: get };
  }

  const withFeature = (companyId = 1000002) => userWith([], { emptyState: true }, { company_id: companyId });

  it("does nothing when the emptyState feature is off", async () => {
    const api = fakeApi({});
    expect(await run(() => emptyStateGuard(request(), { user: userWith(), api }, "products"))).toBe("passed");
    expect(api.calls).not.toHaveBeenCalled();
  });

  it.each<[EmptyStateModule, string]>([
    ["locations", "/locations/empty?state=no-data"],
    ["risk-assessments", "/risk-assessments/emptyRa?state=no-data"],
    ["custom-lists", "/custom-lists/empty?state=no-data"],
    ["amounts", "/amounts/empty?state=no-data"],
    ["substitutions", "/substitutions/empty?state=no-data"],
    ["sds-requests", "/sds-requests/empty?state=no-data"],
  ])("%s without data → %s", async (module, location) => {
    const api = fakeApi({});
    const result = (await run(() =>
      emptyStateGuard(request(), { user: withFeature(), api }, module),
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(location);
    expect(result.headers.get("Set-Cookie")).toBeNull(); // no toast
    expect(api.calls).toHaveBeenCalledWith(`/onboarding-api/v1/has-${module}`);
  });

  it.each<EmptyStateModule>(["products", "legislation-lists"])(
    "%s: the locations empty state while there are no locations, then its own",
    async (module) => {
      const noLocations = (await run(() =>
        emptyStateGuard(request(), { user: withFeature(), api: fakeApi({}) }, module),
      )) as Response;
      expect(noLocations.headers.get("Location")).toBe("/locations/empty?state=no-locations");

      const withLocations = (await run(() =>
        emptyStateGuard(request(), { user: withFeature(), api: fakeApi({ locations: true }) }, module),
      )) as Response;
      expect(withLocations.headers.get("Location")).toBe(`/${module}/empty?state=no-data`);

      const api = fakeApi({ locations: true, [module]: true });
      expect(await run(() => emptyStateGuard(request(), { user: withFeature(), api }, module))).toBe(
        "passed",
      );
    },
  );

  it("lets the user through when the module has data", async () => {
    const api = fakeApi({ amounts: true });
    expect(await run(() => emptyStateGuard(request(), { user: withFeature(), api }, "amounts"))).toBe(
      "passed",
    );
  });

  it("caches has_data once true, per company; false is asked again every time", async () => {
    const data: Partial<Record<EmptyStateModule, boolean>> = {};
    const api = fakeApi(data);
    const user = withFeature(1000002);

    expect(await run(() => emptyStateGuard(request(), { user, api }, "amounts"))).toBeInstanceOf(Response);
    expect(await run(() => emptyStateGuard(request(), { user, api }, "amounts"))).toBeInstanceOf(Response);
    expect(api.calls).toHaveBeenCalledTimes(2);

    data.amounts = true;
    expect(await run(() => emptyStateGuard(request(), { user, api }, "amounts"))).toBe("passed");
    expect(api.calls).toHaveBeenCalledTimes(3);
    // Once true, it stays true without asking, even if the API would now say otherwise.
    data.amounts = false;
    expect(await run(() => emptyStateGuard(request(), { user, api }, "amounts"))).toBe("passed");
    expect(api.calls).toHaveBeenCalledTimes(3);

    // Another company is asked for itself.
    const other = withFeature(1000003);
    expect(await run(() => emptyStateGuard(request(), { user: other, api }, "amounts"))).toBeInstanceOf(
      Response,
    );
    expect(api.calls).toHaveBeenCalledTimes(4);
  });

  it("caches the locations flag that products depend on", async () => {
    const api = fakeApi({ locations: true, products: true });
    const user = withFeature();
    await run(() => emptyStateGuard(request(), { user, api }, "products"));
    await run(() => emptyStateGuard(request(), { user, api }, "legislation-lists"));
    await run(() => emptyStateGuard(request(), { user, api }, "locations"));
    const paths = api.calls.mock.calls.map(([path]) => path);
    expect(paths.filter((path) => path.endsWith("has-locations"))).toHaveLength(1);
    expect(paths.filter((path) => path.endsWith("has-products"))).toHaveLength(1);
  });

  it("shows the page when the check itself fails, but passes the sign-in redirect on", async () => {
    const failing = {
      get: async () => Promise.reject(new ApiError(500, { message: "Internal server error" })),
    };
    expect(
      await run(() => emptyStateGuard(request(), { user: withFeature(), api: failing }, "amounts")),
    ).toBe("passed");
    const signIn = new Response(null, { status: 302, headers: { Location: "/auth?expired=1" } });
    const expired = { get: async () => Promise.reject(signIn) };
    expect(
      await run(() => emptyStateGuard(request(), { user: withFeature(), api: expired }, "amounts")),
    ).toBe(signIn);
  });
});
