import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONBOARDING_MODULES } from "../../api/onboarding/has-data";
import type { CompanySettings } from "../../api/users/schemas";
import { ALWAYS_SECURE_COMPANY_ID } from "../../core/permissions";
import { companies, users } from "../../db/schema";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { createHarness, type ApiHarness } from "./helpers";

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const settingsOf = async (email: string) => {
  const res = await h.call(email, "/api/site/v1/company/settings");
  expect(res.status).toBe(200);
  return (res.body as { data: CompanySettings }).data;
};

describe("GET /site/v1/company/settings", () => {
  it("answers each caller's own company", async () => {
    expect(await settingsOf("worker@demo.test")).toEqual({
      company_id: DEMO_COMPANY_IDS.demoChemicals,
      name: "Demo Chemicals AS",
      // Every setting, defaulted where the company never saved one (decision 040).
      settings: expect.objectContaining({ document_rnu: true, default_language: 4, licenses: null }),
      features: { emptyState: false, replaceSds: true, sps: true, guidance: true },
      secure_company: false,
    });
    expect(await settingsOf("newcomer@fresh.test")).toEqual({
      company_id: DEMO_COMPANY_IDS.freshStart,
      name: "Fresh Start AS",
      settings: expect.objectContaining({ document_rnu: false }),
      features: { emptyState: true, replaceSds: false, sps: false, guidance: true },
      secure_company: false,
    });
    expect(await settingsOf("admin@other.test")).toMatchObject({
      company_id: DEMO_COMPANY_IDS.otherIndustries,
      name: "Other Industries Ltd",
    });
  });

  it("reports secure companies, and company 1000081 as always secure", async () => {
    await h.db.update(companies).set({ isSecure: true }).where(eq(companies.id, DEMO_COMPANY_IDS.freshStart));
    expect((await settingsOf("newcomer@fresh.test")).secure_company).toBe(true);

    await h.db.insert(companies).values({ id: ALWAYS_SECURE_COMPANY_ID, name: "Always Secure AS" });
    await h.db
      .insert(users)
      .values({ companyId: ALWAYS_SECURE_COMPANY_ID, email: "s@secure.test", name: "S" });
    expect((await settingsOf("s@secure.test")).secure_company).toBe(true);
    const user = (await h.call("s@secure.test", "/api/user/v1/user")).body as {
      data: { secure_company: boolean };
    };
    expect(user.data.secure_company).toBe(true);
    // Missing feature flags default to false.
    expect((await settingsOf("s@secure.test")).features).toEqual({
      emptyState: false,
      replaceSds: false,
      sps: false,
      guidance: false,
    });
  });
});

describe("GET /onboarding-api/v1/has-{module}", () => {
  // Modules without tables yet answer false; locations, products, risk assessments, SDS requests and legislation
  // lists answer from real rows (tests/api/risk-assessment-lists.test.ts, sds-requests.test.ts, legislation.test.ts).
  it.each(
    ONBOARDING_MODULES.filter(
      (m) =>
        m !== "locations" &&
        m !== "products" &&
        m !== "risk-assessments" &&
        m !== "sds-requests" &&
        m !== "legislation-lists" &&
        // Custom lists answer from the company's lists and greylist (custom-lists.test.ts).
        m !== "custom-lists" &&
        m !== "substitutions" &&
        // The demo company holds products with amounts (the amount report's has-data check).
        m !== "amounts",
    ),
  )("answers false for %s", async (module) => {
    const res = await h.call("admin@demo.test", `/api/onboarding-api/v1/has-${module}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { module, has_data: false } });
  });

  it("answers has-locations from the company's own locations", async () => {
    const demo = await h.call("admin@demo.test", "/api/onboarding-api/v1/has-locations");
    expect(demo.body).toEqual({ data: { module: "locations", has_data: true } });
    const fresh = await h.call("newcomer@fresh.test", "/api/onboarding-api/v1/has-locations");
    expect(fresh.body).toEqual({ data: { module: "locations", has_data: false } });
  });

  it("covers the eight modules of the spec", () => {
    expect([...ONBOARDING_MODULES].sort()).toEqual(
      [
        "products",
        "locations",
        "risk-assessments",
        "custom-lists",
        "amounts",
        "legislation-lists",
        "sds-requests",
        "substitutions",
      ].sort(),
    );
  });

  it("answers 404 for an unknown module", async () => {
    const res = await h.call("admin@demo.test", "/api/onboarding-api/v1/has-spaceships");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found" });
  });

  it("requires a token", async () => {
    expect((await h.call(null, "/api/onboarding-api/v1/has-products")).status).toBe(401);
  });
});
