import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema";
import { createHarness, type ApiHarness } from "./helpers";

let h: ApiHarness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

interface PersonalData {
  user: { email: string; company_name: string; created_at: string };
  sessions: { created_at: string; expires_at: string }[];
  onboarding_submissions: unknown[];
}

describe("GET /api/user/v1/user/personal-data", () => {
  it("needs a signed-in user", async () => {
    const { status, body } = await h.call(null, "/api/user/v1/user/personal-data");
    expect(status).toBe(401);
    expect(body).toEqual({ error: "Unauthenticated" });
  });

  it("returns the caller's own data and sessions, never tokens or other people's", async () => {
    const [admin] = await h.db.select().from(users).where(eq(users.email, "admin@demo.test"));
    const [other] = await h.db.select().from(users).where(eq(users.email, "admin@other.test"));
    const future = new Date(Date.now() + 3_600_000);
    await h.db.insert(sessions).values([
      {
        id: "s-admin",
        companyId: admin!.companyId,
        userId: admin!.id,
        data: { accessToken: "SECRET-A" },
        expiresAt: future,
      },
      {
        id: "s-other",
        companyId: other!.companyId,
        userId: other!.id,
        data: { accessToken: "SECRET-B" },
        expiresAt: future,
      },
    ]);
    const { status, body, text } = await h.call("admin@demo.test", "/api/user/v1/user/personal-data");
    expect(status).toBe(200);
    const data = (body as { data: PersonalData }).data;
    expect(data.user.email).toBe("admin@demo.test");
    expect(data.user.company_name).toBe("Demo Chemicals AS");
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]!.expires_at).toBe(future.toISOString());
    expect(text).not.toContain("SECRET");
    expect(text).not.toContain("admin@other.test");
  });
});
