import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, companies, greylistEntries } from "../../db/schema";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { settle, setupAppTest } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";

/**
 * The company's own settings tabs (system, risk-assessment, products, storage, documents) and the greylist
 * pages: loaders, saving through the actions, refused input with nothing saved, and the user_admin guard.
 */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

const SETTINGS_ADMIN = "settings@demo.test";
const WORKER = "worker@demo.test";
const DEMO = DEMO_COMPANY_IDS.demoChemicals;
const DISABLED =
  "This feature is disabled. If you believe this is a mistake, please contact one of your admins.";
const cookieOf = async (email: string) => (await t.signedIn(email)).cookie;

async function company() {
  const [row] = await t.db.select().from(companies).where(eq(companies.id, DEMO));
  return row!;
}

async function expectSaved(result: unknown, tab: string) {
  const response = result as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(`/company-settings/${tab}`);
  expect(await toastOf(response)).toMatchObject({ type: "success", text: "Settings saved" });
}

type Reply = { status: string; error: Record<string, string[]> };

const TABS = {
  system: () => import("~/features/company-settings/routes/system"),
  "risk-assessment": () => import("~/features/company-settings/routes/risk-assessment"),
  products: () => import("~/features/company-settings/routes/products"),
  storage: () => import("~/features/company-settings/routes/storage"),
  documents: () => import("~/features/company-settings/routes/documents"),
} as const;

describe("the tabs' guard", () => {
  for (const [tab, load] of Object.entries(TABS)) {
    it(`${tab}: a user without user_admin is sent to /main, and cannot post`, async () => {
      const { loader, action } = await load();
      const cookie = await cookieOf(WORKER);
      for (const result of [
        await settle(async () => loader(get(`/company-settings/${tab}`, cookie))),
        await settle(async () => action(post(`/company-settings/${tab}`, cookie, [["name", "x"]]))),
      ]) {
        const response = result as Response;
        expect(response.headers.get("Location")).toBe("/main");
        expect(await toastOf(response)).toMatchObject({ type: "warning", text: DISABLED });
      }
    });
  }
});

describe("/company-settings/system", () => {
  it("shows the company's values and the choices", async () => {
    const { loader } = await TABS.system();
    const data = await loader(get("/company-settings/system", await cookieOf(SETTINGS_ADMIN)));
    expect(data.title).toBe("System – Company settings – ChemSafe");
    expect(data.defaults).toMatchObject({
      name: "Demo Chemicals AS",
      default_language: "4",
      primary_markets: [],
      features: { replaceSds: "on", sps: "on", guidance: "on" },
    });
    expect(data.markets.find((market) => market.value === "1")?.label).toBe("Norway");
  });

  it("saves, with the toast and an activity row", async () => {
    const { action } = await TABS.system();
    const result = await settle(async () =>
      action(
        post("/company-settings/system", await cookieOf(SETTINGS_ADMIN), [
          ["name", "Demo Chemicals AS"],
          ["company_number", "912 345 678"],
          ["default_language", "1"],
          ["primary_markets", "1"],
          ["primary_markets", "2"],
          ["features.replaceSds", "on"],
          ["features.guidance", "on"],
        ]),
      ),
    );
    await expectSaved(result, "system");
    const row = await company();
    expect(row.settings).toMatchObject({
      company_number: "912 345 678",
      default_language: 1,
      primary_markets: [1, 2],
    });
    expect(row.features).toMatchObject({ emptyState: false, replaceSds: true, sps: false, guidance: true });
    const [activity] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.companyId, DEMO), eq(activities.objectType, "company-settings")))
      .orderBy(desc(activities.id))
      .limit(1);
    expect(activity).toMatchObject({ module: "settings", objectLabel: "system" });
  });

  it("refuses bad input in the user's words and saves nothing", async () => {
    const { action } = await TABS.system();
    const before = await company();
    const reply = (await action(
      post("/company-settings/system", await cookieOf(SETTINGS_ADMIN), [
        ["name", " "],
        ["company_number", "<b>"],
        ["default_language", "99"],
        ["primary_markets", "999"],
      ]),
    )) as unknown as Reply;
    expect(reply.status).toBe("error");
    expect(reply.error).toMatchObject({
      name: ["This field is required."],
      company_number: ["Use only letters, digits, spaces, dots, dashes and slashes."],
      default_language: ["Choose one of the options."],
      "primary_markets[0]": ["Choose one of the options."],
    });
    expect(await company()).toEqual(before);
  });
});

describe("/company-settings/risk-assessment", () => {
  it("saves approval, interval, labels and how long exposure records are kept", async () => {
    const { action, loader } = await TABS["risk-assessment"]();
    const cookie = await cookieOf(SETTINGS_ADMIN);
    const result = await settle(async () =>
      action(
        post("/company-settings/risk-assessment", cookie, [
          ["ra_approval_required", "on"],
          ["ra_review_months", "24"],
          ["exposure_retention_years", "60"],
          ...[0, 1, 2, 3, 4].map((i): [string, string] => [
            `ra_probability_labels[${i}]`,
            i === 4 ? "Certain" : "",
          ]),
          ...[0, 1, 2, 3, 4].map((i): [string, string] => [`ra_consequence_labels[${i}]`, ""]),
        ]),
      ),
    );
    await expectSaved(result, "risk-assessment");
    expect((await company()).settings).toMatchObject({
      ra_approval_required: true,
      ra_review_months: 24,
      ra_probability_labels: ["", "", "", "", "Certain"],
      exposure_retention_years: 60,
    });
    const data = await loader(get("/company-settings/risk-assessment", cookie));
    expect(data.defaults.exposure_retention_years).toBe("60");
  });

  it("refuses a retention shorter than the directive's 40 years and a review interval out of range", async () => {
    const { action } = await TABS["risk-assessment"]();
    const before = await company();
    const reply = (await action(
      post("/company-settings/risk-assessment", await cookieOf(SETTINGS_ADMIN), [
        ["ra_review_months", "61"],
        ["exposure_retention_years", "25"],
      ]),
    )) as unknown as Reply;
    expect(reply.error).toMatchObject({
      exposure_retention_years: ["Enter a whole number from 40 to 100."],
      ra_review_months: ["Enter a whole number from 1 to 60."],
    });
    expect(await company()).toEqual(before);
  });
});

describe("/company-settings/products, storage and documents", () => {
  it("products: saves the default columns and the SDS age", async () => {
    const { action, loader } = await TABS.products();
    const cookie = await cookieOf(SETTINGS_ADMIN);
    expect((await loader(get("/company-settings/products", cookie))).defaults.sds_outdated_months).toBe("36");
    const result = await settle(async () =>
      action(
        post("/company-settings/products", cookie, [
          ["default_columns", "name"],
          ["default_columns", "supplier"],
          ["sds_outdated_months", "24"],
        ]),
      ),
    );
    await expectSaved(result, "products");
    expect((await company()).settings).toMatchObject({
      default_columns: ["name", "supplier"],
      sds_outdated_months: 24,
    });
  });

  it("storage: saves the classes in use and shows the co-storage table", async () => {
    const { action, loader } = await TABS.storage();
    const cookie = await cookieOf(SETTINGS_ADMIN);
    const data = await loader(get("/company-settings/storage", cookie));
    expect(data.matrix).toHaveLength(24);
    expect(data.matrix.find((row) => row.id === "3")?.cells[0]).toBe("-");
    const result = await settle(async () =>
      action(
        post("/company-settings/storage", cookie, [
          ["storage_classes", "8A"],
          ["storage_classes", "3"],
        ]),
      ),
    );
    await expectSaved(result, "storage");
    expect((await company()).settings).toMatchObject({ storage_classes: ["3", "8A"] });
  });

  it("documents: saves, and an unticked box turns a switch off", async () => {
    const { action } = await TABS.documents();
    const result = await settle(async () =>
      action(
        post("/company-settings/documents", await cookieOf(SETTINGS_ADMIN), [
          ["wpd_default_language", "6"],
          ["read_link_sign_in", "on"],
          ["read_link_valid_days", "30"],
        ]),
      ),
    );
    await expectSaved(result, "documents");
    expect((await company()).settings).toMatchObject({
      document_rnu: false,
      wpd_default_language: 6,
      read_link_sign_in: true,
      read_link_valid_days: 30,
    });
  });
});

describe("the greylist pages", () => {
  const LIST = "/company-settings/products/greylist";

  it("lists the company's substances and adds one", async () => {
    const { loader, action } = await import("~/features/company-settings/routes/greylist");
    const cookie = await cookieOf(SETTINGS_ADMIN);
    const data = await loader(get(LIST, cookie));
    expect(data.entries.map((entry) => entry.name)).toEqual(["Benzene", "Dichloromethane"]);
    const result = (await settle(async () =>
      action(
        post(LIST, cookie, [
          ["intent", "save"],
          ["cas", "67-64-1"],
          ["name", "Acetone"],
          ["reason", "Flammable"],
          ["level", "restricted"],
        ]),
      ),
    )) as Response;
    expect(result.status).toBe(302);
    expect(await toastOf(result)).toMatchObject({ text: "Acetone was added to the greylist" });
  });

  it("refuses a taken CAS number (in the user's words) and an invalid one, saving nothing", async () => {
    const { action } = await import("~/features/company-settings/routes/greylist");
    const cookie = await cookieOf(SETTINGS_ADMIN);
    const count = await t.db.$count(greylistEntries);
    for (const [cas, message] of [
      ["71-43-2", "This CAS number is already on the greylist."],
      ["71-43-3", "Enter a valid CAS number, e.g. 67-64-1."],
    ]) {
      const reply = (await action(
        post(LIST, cookie, [
          ["intent", "save"],
          ["cas", cas!],
          ["name", "Probe"],
          ["level", "banned"],
        ]),
      )) as unknown as Reply;
      expect(reply.error.cas).toEqual([message]);
    }
    expect(await t.db.$count(greylistEntries)).toBe(count);
  });

  it("edits and removes an entry; another company's entry is not found", async () => {
    const { loader, action } = await import("~/features/company-settings/routes/greylist-entry");
    const cookie = await cookieOf(SETTINGS_ADMIN);
    const [row] = await t.db
      .select()
      .from(greylistEntries)
      .where(and(eq(greylistEntries.companyId, DEMO), eq(greylistEntries.cas, "75-09-2")));
    const url = `${LIST}/${row!.id}`;
    const params = { id: String(row!.id) };
    expect((await loader(get(url, cookie, params))).entry.name).toBe("Dichloromethane");

    const saved = (await settle(async () =>
      action(
        post(
          url,
          cookie,
          [
            ["intent", "save"],
            ["cas", "75-09-2"],
            ["name", "Methylene chloride"],
            ["reason", ""],
            ["level", "banned"],
          ],
          params,
        ),
      ),
    )) as Response;
    expect(saved.headers.get("Location")).toBe(`${LIST}#entry-${row!.id}`);

    const asks = (await settle(async () =>
      action(post(url, cookie, [["intent", "delete"]], params)),
    )) as Response;
    expect(asks.headers.get("Location")).toBe(`${url}?delete=1`);
    const removed = (await settle(async () =>
      action(
        post(
          url,
          cookie,
          [
            ["intent", "delete"],
            ["confirm", "yes"],
            ["name", "Methylene chloride"],
          ],
          params,
        ),
      ),
    )) as Response;
    expect(await toastOf(removed)).toMatchObject({
      text: "Methylene chloride was removed from the greylist",
    });
    expect(await t.db.$count(greylistEntries, eq(greylistEntries.id, row!.id))).toBe(0);

    const [other] = await t.db
      .select()
      .from(greylistEntries)
      .where(eq(greylistEntries.companyId, DEMO_COMPANY_IDS.otherIndustries));
    const missing = (await settle(async () =>
      loader(get(`${LIST}/${other!.id}`, cookie, { id: String(other!.id) })),
    )) as Response;
    expect(missing.status).toBe(404);
  });
});
