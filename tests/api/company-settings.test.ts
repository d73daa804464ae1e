import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activities, companies, greylistEntries } from "../../db/schema";
import {
  ADMIN,
  createHarness,
  DEMO,
  NOT_FOUND,
  OTHER,
  OTHER_ADMIN,
  WORKER,
  type ApiHarness,
} from "./helpers";

/**
 * Company settings through the API: each tab's save (read back, refused input with nothing saved, 403
 * without user_admin, the audit record), the reads, the greylist operations and the primary markets.
 */

const SETTINGS_ADMIN = "settings@demo.test";
const SETTINGS = "/api/site/v1/company/settings";

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

type Body = { data: Record<string, unknown> & { settings: Record<string, unknown> } };

async function companyRow(id: number = DEMO) {
  const [row] = await h.db.select().from(companies).where(eq(companies.id, id));
  return row!;
}

async function lastActivity(objectType: string) {
  const [row] = await h.db
    .select()
    .from(activities)
    .where(and(eq(activities.companyId, DEMO), eq(activities.objectType, objectType)))
    .orderBy(desc(activities.id))
    .limit(1);
  return row;
}

async function activityCount() {
  return h.db.$count(activities, eq(activities.companyId, DEMO));
}

describe("GET /site/v1/company/settings", () => {
  it("answers every setting, defaulted, and the feature flags", async () => {
    const res = await h.call(WORKER, SETTINGS);
    expect(res.status).toBe(200);
    const { data } = res.body as Body;
    expect(data.name).toBe("Demo Chemicals AS");
    expect(data.settings).toMatchObject({
      document_rnu: true,
      default_language: 4,
      ra_review_months: 12,
      sds_outdated_months: 36,
      read_link_valid_days: 365,
      ra_probability_labels: ["", "", "", "", ""],
      licenses: null,
    });
    expect(data.features).toEqual({ emptyState: false, replaceSds: true, sps: true, guidance: true });
  });

  it("reads old and malformed stored values as their defaults and leaves unknown keys out", async () => {
    await h.db
      .update(companies)
      .set({
        settings: {
          document_rnu: "1",
          ra_review_months: "soon",
          legacy_key: 3,
          primary_markets: [1, 999],
          // Templates were once a list of names here; they are made in the template builder now.
          ra_templates: [{ name: "General", is_default: true }],
          exposure_retention_years: 25,
        },
      })
      .where(eq(companies.id, OTHER));
    const { data } = (await h.call(OTHER_ADMIN, SETTINGS)).body as Body;
    expect(data.settings.document_rnu).toBe(true);
    expect(data.settings.ra_review_months).toBe(12);
    expect(data.settings.primary_markets).toEqual([1]);
    expect(data.settings).not.toHaveProperty("legacy_key");
    expect(data.settings).not.toHaveProperty("ra_templates");
    expect(data.settings.exposure_retention_years).toBe(40);
  });
});

const TAB_BODIES = {
  system: {
    name: "Demo Chemicals ASA",
    company_number: "912 345 678",
    default_language: 1,
    primary_markets: [1, 2, 1],
    features: { emptyState: true, replaceSds: true, sps: false, guidance: true },
  },
  "risk-assessment": {
    ra_approval_required: true,
    ra_review_months: 24,
    ra_probability_labels: ["Rare", "", "Possible"],
    ra_consequence_labels: ["", "", "", "", "Fatal"],
    exposure_retention_years: 60,
  },
  products: { default_columns: ["name", "cas_no"], sds_outdated_months: 24 },
  storage: { storage_classes: ["8A", "3"] },
  documents: {
    document_rnu: false,
    wpd_default_language: 2,
    read_link_sign_in: true,
    read_link_valid_days: 30,
  },
} as const;

describe("PUT /site/v1/company/settings/{tab}", () => {
  it("system: saves name, number, languages, markets and flags, and records the changed keys", async () => {
    const res = await h.call(SETTINGS_ADMIN, `${SETTINGS}/system`, {
      method: "PUT",
      body: TAB_BODIES.system,
    });
    expect(res.status, res.text).toBe(200);
    const read = (await h.call(WORKER, SETTINGS)).body as Body;
    expect(read.data.name).toBe("Demo Chemicals ASA");
    expect(read.data.settings).toMatchObject({
      company_number: "912 345 678",
      default_language: 1,
      primary_markets: [1, 2],
    });
    expect(read.data.features).toMatchObject({ emptyState: true, sps: false });
    // The signed-in user's merged flags read the same company flags.
    const user = (await h.call(WORKER, "/api/user/v1/user")).body as {
      data: { features: Record<string, boolean> };
    };
    expect(user.data.features.emptyState).toBe(true);

    const activity = await lastActivity("company-settings");
    expect(activity).toMatchObject({ module: "settings", action: "updated", objectLabel: "system" });
    expect(activity!.before).toEqual({
      name: "Demo Chemicals AS",
      company_number: "",
      default_language: 4,
      primary_markets: [],
      emptyState: false,
      sps: true,
    });
    expect(activity!.after).toMatchObject({ name: "Demo Chemicals ASA", emptyState: true, sps: false });
  });

  it("risk-assessment, products, storage and documents: save and read back", async () => {
    for (const tab of ["risk-assessment", "products", "storage", "documents"] as const) {
      const res = await h.call(SETTINGS_ADMIN, `${SETTINGS}/${tab}`, {
        method: "PUT",
        body: TAB_BODIES[tab],
      });
      expect(res.status, `${tab}: ${res.text}`).toBe(200);
      expect((await lastActivity("company-settings"))!.objectLabel).toBe(tab);
    }
    const { data } = (await h.call(WORKER, SETTINGS)).body as Body;
    expect(data.settings).toMatchObject({
      ra_approval_required: true,
      exposure_retention_years: 60,
      ra_review_months: 24,
      ra_probability_labels: ["Rare", "", "Possible", "", ""],
      ra_consequence_labels: ["", "", "", "", "Fatal"],
      default_columns: ["name", "cas_no"],
      sds_outdated_months: 24,
      storage_classes: ["3", "8A"],
      document_rnu: false,
      wpd_default_language: 2,
      read_link_sign_in: true,
      read_link_valid_days: 30,
    });
  });

  it("keeps the stored keys it does not own", async () => {
    await h.db.execute(
      sql`UPDATE companies SET settings = settings || '{"licenses": ["products"], "legacy": 1}'::jsonb WHERE id = ${DEMO}`,
    );
    await h.call(SETTINGS_ADMIN, `${SETTINGS}/storage`, { method: "PUT", body: { storage_classes: ["1"] } });
    expect((await companyRow()).settings).toMatchObject({
      licenses: ["products"],
      legacy: 1,
      storage_classes: ["1"],
    });
  });

  it("saving the same values again records nothing", async () => {
    await h.call(SETTINGS_ADMIN, `${SETTINGS}/products`, { method: "PUT", body: TAB_BODIES.products });
    const before = await activityCount();
    const res = await h.call(SETTINGS_ADMIN, `${SETTINGS}/products`, {
      method: "PUT",
      body: TAB_BODIES.products,
    });
    expect(res.status).toBe(200);
    expect(await activityCount()).toBe(before);
  });

  it.each([
    ["system", { ...TAB_BODIES.system, name: "  " }, "name", "This field is required."],
    ["system", { ...TAB_BODIES.system, company_number: "12<script>" }, "company_number", "Use only letters"],
    [
      "system",
      { ...TAB_BODIES.system, default_language: 11 },
      "default_language",
      "Choose one of the options.",
    ],
    [
      "system",
      { ...TAB_BODIES.system, primary_markets: [99] },
      "primary_markets.0",
      "Choose one of the options.",
    ],
    [
      "risk-assessment",
      { ...TAB_BODIES["risk-assessment"], exposure_retention_years: 25 },
      "exposure_retention_years",
      "Enter a whole number from 40 to 100.",
    ],
    [
      "risk-assessment",
      { ...TAB_BODIES["risk-assessment"], ra_review_months: 0 },
      "ra_review_months",
      "Enter a whole number from 1 to 60.",
    ],
    [
      "risk-assessment",
      { ...TAB_BODIES["risk-assessment"], ra_probability_labels: ["x".repeat(61)] },
      "ra_probability_labels.0",
      "At most 60 characters.",
    ],
    ["products", { default_columns: ["secret"], sds_outdated_months: 12 }, "default_columns.0", "Choose one"],
    ["products", { default_columns: [], sds_outdated_months: 1.5 }, "sds_outdated_months", "whole number"],
    ["storage", { storage_classes: ["9Z"] }, "storage_classes.0", "Choose one of the options."],
    [
      "documents",
      { ...TAB_BODIES.documents, read_link_valid_days: 4000 },
      "read_link_valid_days",
      "1 to 3650",
    ],
    ["documents", { ...TAB_BODIES.documents, document_rnu: "yes" }, "document_rnu", "Must be on or off."],
  ])("%s: 422 on %o names %s, nothing saved, nothing recorded", async (tab, body, field, message) => {
    const before = await companyRow();
    const count = await activityCount();
    const res = await h.call(SETTINGS_ADMIN, `${SETTINGS}/${tab}`, { method: "PUT", body });
    expect(res.status, res.text).toBe(422);
    const errors = (res.body as { errors: Record<string, string[]> }).errors;
    expect(errors[field]?.join(" "), JSON.stringify(errors)).toContain(message);
    expect(await companyRow()).toEqual(before);
    expect(await activityCount()).toBe(count);
  });

  it.each(["system", "risk-assessment", "products", "storage", "documents"] as const)(
    "%s: 403 without user_admin, nothing saved",
    async (tab) => {
      const before = await companyRow();
      const res = await h.call(WORKER, `${SETTINGS}/${tab}`, { method: "PUT", body: TAB_BODIES[tab] });
      expect(res.status).toBe(403);
      expect(await companyRow()).toEqual(before);
    },
  );

  it("saves only the caller's company", async () => {
    const other = await companyRow(OTHER);
    await h.call(ADMIN, `${SETTINGS}/documents`, { method: "PUT", body: TAB_BODIES.documents });
    expect(await companyRow(OTHER)).toEqual(other);
  });
});

describe("the greylist", () => {
  const entry = { cas: "67-64-1", name: "Acetone", reason: "Highly flammable", level: "restricted" };

  it("lists the company's own entries by CAS number, to any user", async () => {
    const res = await h.call(WORKER, "/api/site/v1/greylist");
    expect(res.status).toBe(200);
    const rows = (res.body as { data: { cas: string }[] }).data;
    expect(rows.map((row) => row.cas)).toEqual(["71-43-2", "75-09-2"]);
  });

  let id: number;

  it("creates (201), reads for editing, updates (200), each with an activity row", async () => {
    const created = await h.call(SETTINGS_ADMIN, "/api/site/v1/greylist/save", {
      method: "POST",
      body: entry,
    });
    expect(created.status, created.text).toBe(201);
    id = (created.body as { data: { id: number } }).data.id;
    expect(await lastActivity("greylist")).toMatchObject({
      module: "settings",
      action: "created",
      objectId: String(id),
      objectLabel: "67-64-1 Acetone",
      after: { cas: "67-64-1", name: "Acetone", reason: "Highly flammable", level: "restricted" },
    });

    const read = await h.call(SETTINGS_ADMIN, `/api/site/v1/greylist/${id}/edit`);
    expect(read.status).toBe(200);
    expect((read.body as { data: unknown }).data).toMatchObject(entry);

    const updated = await h.call(SETTINGS_ADMIN, "/api/site/v1/greylist/save", {
      method: "POST",
      body: { ...entry, id, level: "banned", cas: " 67-64-1 " },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(await lastActivity("greylist")).toMatchObject({
      action: "updated",
      before: { level: "restricted" },
      after: { level: "banned" },
    });
  });

  it("refuses a CAS number already on the list, an invalid CAS number and a missing name (422, nothing saved)", async () => {
    const count = await h.db.$count(greylistEntries, eq(greylistEntries.companyId, DEMO));
    const activityRows = await activityCount();
    for (const [body, field, message] of [
      [{ ...entry, name: "Acetone again" }, "cas", "This CAS number is already on the greylist."],
      [{ ...entry, cas: "67-64-2" }, "cas", "Enter a valid CAS number"],
      [{ ...entry, cas: "71-43-2", id }, "cas", "already on the greylist"],
      [{ ...entry, cas: "64-17-5", name: "" }, "name", "This field is required."],
      [{ ...entry, cas: "64-17-5", level: "forbidden" }, "level", "Choose one of the options."],
    ] as const) {
      const res = await h.call(SETTINGS_ADMIN, "/api/site/v1/greylist/save", { method: "POST", body });
      expect(res.status, res.text).toBe(422);
      expect((res.body as { errors: Record<string, string[]> }).errors[field]?.join(" ")).toContain(message);
    }
    expect(await h.db.$count(greylistEntries, eq(greylistEntries.companyId, DEMO))).toBe(count);
    expect(await activityCount()).toBe(activityRows);
  });

  it("another company may list the same CAS number", async () => {
    const res = await h.call(OTHER_ADMIN, "/api/site/v1/greylist/save", { method: "POST", body: entry });
    expect(res.status).toBe(201);
  });

  it("403 without user_admin for saving, reading for editing and deleting", async () => {
    const count = await h.db.$count(greylistEntries, eq(greylistEntries.companyId, DEMO));
    expect(
      (
        await h.call(WORKER, "/api/site/v1/greylist/save", {
          method: "POST",
          body: { ...entry, cas: "64-17-5" },
        })
      ).status,
    ).toBe(403);
    expect((await h.call(WORKER, `/api/site/v1/greylist/${id}/edit`)).status).toBe(403);
    expect((await h.call(WORKER, `/api/site/v1/greylist/${id}`, { method: "DELETE" })).status).toBe(403);
    expect(await h.db.$count(greylistEntries, eq(greylistEntries.companyId, DEMO))).toBe(count);
  });

  it("another company's entry is not found", async () => {
    for (const call of [
      { path: `/api/site/v1/greylist/${id}/edit` },
      { path: `/api/site/v1/greylist/${id}`, method: "DELETE" },
      { path: "/api/site/v1/greylist/save", method: "POST", body: { ...entry, id } },
    ]) {
      const res = await h.call(OTHER_ADMIN, call.path, call);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    expect((await h.call(SETTINGS_ADMIN, "/api/site/v1/greylist/abc/edit")).status).toBe(404);
  });

  it("deletes with an activity row; a second delete is 404", async () => {
    const res = await h.call(SETTINGS_ADMIN, `/api/site/v1/greylist/${id}`, { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await lastActivity("greylist")).toMatchObject({
      action: "deleted",
      objectId: String(id),
      before: { cas: "67-64-1" },
      after: null,
    });
    expect((await h.call(SETTINGS_ADMIN, `/api/site/v1/greylist/${id}`, { method: "DELETE" })).status).toBe(
      404,
    );
  });
});

describe("GET /site/v1/primary-markets", () => {
  it("lists every market and marks the company's primary ones", async () => {
    await h.call(SETTINGS_ADMIN, `${SETTINGS}/system`, { method: "PUT", body: TAB_BODIES.system });
    const res = await h.call(WORKER, "/api/site/v1/primary-markets");
    expect(res.status).toBe(200);
    const markets = (res.body as { data: { id: number; code: string; primary: boolean }[] }).data;
    expect(markets.find((m) => m.code === "NO")).toEqual({ id: 1, code: "NO", primary: true });
    expect(markets.find((m) => m.code === "DE")?.primary).toBe(false);
    expect(markets.filter((m) => m.primary).map((m) => m.id)).toEqual([1, 2]);
  });
});
