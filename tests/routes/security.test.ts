import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDatabase } from "../../db/client";
import journal from "../../db/migrations/meta/_journal.json";
import { args, settle, setupAppTest } from "../support/app";

const expectedMigrations = journal.entries.length;

let t: Awaited<ReturnType<typeof setupAppTest>>;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

describe("/healthz", () => {
  it("answers 200 ok when the database answers, never cached", async () => {
    const { loader } = await import("~/features/ops/routes/healthz");
    const response = await loader();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 when the database does not answer", async () => {
    const { loader } = await import("~/features/ops/routes/healthz");
    const spy = vi.spyOn(getDatabase().$client, "query").mockRejectedValueOnce(new Error("down") as never);
    try {
      const response = await loader();
      expect(response.status).toBe(503);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "error", database: "unreachable" });
    } finally {
      spy.mockRestore();
    }
  });
});

describe("/readyz", () => {
  it("answers 200 when every migration is applied", async () => {
    const { loader } = await import("~/features/ops/routes/readyz");
    const response = await loader();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 when a migration is missing from the migrations table", async () => {
    const { loader } = await import("~/features/ops/routes/readyz");
    const client = t.db.$client;
    const { rows } = await client.query(
      "select * from drizzle.__drizzle_migrations order by id desc limit 1",
    );
    await client.query("delete from drizzle.__drizzle_migrations where id = $1", [rows[0].id]);
    try {
      const response = await loader();
      expect(response.status).toBe(503);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toMatchObject({
        status: "error",
        migrations: { expected: expectedMigrations },
      });
    } finally {
      await client.query(
        "insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)",
        [rows[0].id, rows[0].hash, rows[0].created_at],
      );
    }
  });
});

describe("cross-site POST refusal", () => {
  const form = (origin?: string) => ({
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(origin ? { Origin: origin } : {}),
    },
    body: "redirectTo=%2Fmain",
  });

  it("requireAuth refuses a POST with a foreign Origin with 403", async () => {
    const { requireAuth } = await import("~/lib/auth.server");
    const { cookie } = await t.signedIn("admin@demo.test");
    const request = args("/language", {
      ...form("https://evil.example"),
      headers: { ...form("https://evil.example").headers, Cookie: cookie },
    }).request;
    const result = await settle(() => requireAuth(request));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(403);
    expect(await (result as Response).text()).toBe("Permission denied");
  });

  it("requireAuth allows a POST from the app's own origin and one without Origin", async () => {
    const { requireAuth } = await import("~/lib/auth.server");
    const { cookie } = await t.signedIn("admin@demo.test");
    for (const origin of ["http://app.test", undefined]) {
      const init = form(origin);
      const auth = await requireAuth(
        args("/language", { ...init, headers: { ...init.headers, Cookie: cookie } }).request,
      );
      expect(auth.data.email).toBe("admin@demo.test");
    }
  });

  it("requireAuth ignores Origin on GET", async () => {
    const { requireAuth } = await import("~/lib/auth.server");
    const { cookie } = await t.signedIn("admin@demo.test");
    const auth = await requireAuth(
      args("/main", { headers: { Cookie: cookie, Origin: "https://evil.example" } }).request,
    );
    expect(auth.data.email).toBe("admin@demo.test");
  });

  it("refuses a foreign Origin and Origin: null on a signed-in action (language switch)", async () => {
    const { action } = await import("~/features/shell/routes/language");
    const { cookie } = await t.signedIn("admin@demo.test");
    for (const origin of ["http://evil.example", "null", "http://app.test:8080"]) {
      const init = form(origin);
      const result = (await settle(() =>
        action(args("/language", { ...init, headers: { ...init.headers, Cookie: cookie } })),
      )) as Response;
      expect(result.status).toBe(403);
    }
  });

  it("checks the Origin the HTTP layer moved into the request context (kept from Remix's Host check)", async () => {
    const { assertSameOrigin } = await import("~/lib/csrf.server");
    const { runWithRequestContext } = await import("../../server/request-context");
    const request = args("/language", form(undefined)).request;
    expect(request.headers.get("Origin")).toBeNull();
    const foreign = await settle(async () =>
      runWithRequestContext({ origin: "https://evil.example" }, () => assertSameOrigin(request)),
    );
    expect((foreign as Response).status).toBe(403);
    expect(
      runWithRequestContext({ origin: "http://app.test" }, () => assertSameOrigin(request)),
    ).toBeUndefined();
  });

  it("the sign-in action refuses a foreign Origin", async () => {
    const { action } = await import("~/features/auth/routes/sign-in");
    const result = (await settle(() => action(args("/auth", form("https://evil.example"))))) as Response;
    expect(result.status).toBe(403);
    expect(await result.text()).toBe("Permission denied");
  });

  it("the sign-out action refuses a foreign Origin", async () => {
    const { action } = await import("~/features/auth/routes/logout");
    const result = (await settle(() =>
      action(args("/auth/logout", form("https://evil.example"))),
    )) as Response;
    expect(result.status).toBe(403);
  });
});

describe("security headers", () => {
  it("builds a nonce-based policy that allows the provider as a form target", async () => {
    process.env.OIDC_ISSUER = "https://login.example.com/realms/chemsafe";
    try {
      const { contentSecurityPolicy } = await import("~/lib/security-headers.server");
      const policy = contentSecurityPolicy("abc123==", false);
      expect(policy).toContain("script-src 'self' 'nonce-abc123=='");
      expect(policy).toContain("style-src 'self';");
      expect(policy).toContain("form-action 'self' https://login.example.com;");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain("unsafe-inline");
    } finally {
      delete process.env.OIDC_ISSUER;
    }
  });

  it("sets HSTS only when APP_URL is https", async () => {
    const { setSecurityHeaders } = await import("~/lib/security-headers.server");
    const plain = new Headers();
    setSecurityHeaders(plain, "n");
    expect(plain.get("Strict-Transport-Security")).toBeNull();
    expect(plain.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(plain.get("X-Content-Type-Options")).toBe("nosniff");
    expect(plain.get("X-Frame-Options")).toBe("DENY");
    const previous = process.env.APP_URL;
    process.env.APP_URL = "https://chemsafe.example.com";
    try {
      const secure = new Headers();
      setSecurityHeaders(secure, "n");
      expect(secure.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      process.env.APP_URL = previous;
    }
  });
});
