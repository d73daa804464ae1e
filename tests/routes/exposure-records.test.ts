import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";

/**
 * The exposure record pages: /exposures/create (opened with a place and a sheet's key, or with nothing)
 * and /exposures/instances/{uid} (the record, its history, the correction and "made in error" forms):
 * who may open them, what the loaders read, and what the actions save or refuse.
 */

const RECORDER = "recorder@demo.test";
const PAINTER = "painter@demo.test";
const PHYSICIAN = "physician@demo.test";
const WORKER = "worker@demo.test";
const DEMO = 1000001;

let t: AppTest;
let location: number;
let product: number;
let sheet: { id: number; key: string };
let welder: number;

const create = () => import("~/features/exposure/routes/records-create");
const page = () => import("~/features/exposure/routes/records-record");

async function createLoader(email: string, url: string) {
  const { loader } = await create();
  const { cookie } = await t.signedIn(email);
  return settle(() => loader(get(url, cookie)));
}

async function createAction(email: string, url: string, fields: [string, string][]) {
  const { action } = await create();
  const { cookie } = await t.signedIn(email);
  return settle(() => action(post(url, cookie, fields)));
}

async function recordLoader(email: string, uid: string) {
  const { loader } = await page();
  const { cookie } = await t.signedIn(email);
  return settle(() => loader(get(`/exposures/instances/${uid}`, cookie, { uid })));
}

async function recordAction(email: string, uid: string, fields: [string, string][]) {
  const { action } = await page();
  const { cookie } = await t.signedIn(email);
  return settle(() => action(post(`/exposures/instances/${uid}`, cookie, fields, { uid })));
}

type CreateData = Exclude<Awaited<ReturnType<typeof createLoader>>, Response>;
type RecordData = Exclude<Awaited<ReturnType<typeof recordLoader>>, Response>;

const recordCount = async () =>
  Number(
    (
      (await t.db.execute(sql`SELECT count(*) AS n FROM exposure_instances WHERE company_id = ${DEMO}`))
        .rows[0] as {
        n: string;
      }
    ).n,
  );

const occasion = (overrides: Record<string, string> = {}): [string, string][] =>
  Object.entries({
    intent: "create",
    location_id: String(location),
    product_id: String(product),
    sds_id: String(sheet.id),
    person_id: String(welder),
    started_at: new Date(Date.now() - 7200_000).toISOString().slice(0, 16),
    duration: "00:40",
    "measurements[0].agent": "Benzene",
    "measurements[0].value": "0,3",
    "measurements[0].unit": "ppm",
    "measurements[0].method": "",
    "measurements[1].agent": "",
    "measurements[1].value": "",
    "measurements[1].unit": "",
    "measurements[1].method": "",
    incident: "",
    notes: "Sampling",
    ...overrides,
  }).concat([
    ["routes", "inhalation"],
    ["ppe", "chemical_gloves"],
    ["ppe", "goggles"],
  ]) as [string, string][];

beforeAll(async () => {
  t = await setupAppTest();
  const [row] = (
    await t.db.execute(sql`
      SELECT p.id, sd.id AS sds_id, sd.key FROM products p
      JOIN sds_documents sd ON sd.company_id = p.company_id AND sd.product_id = p.id
        AND sd.superseded_by_id IS NULL AND NOT sd.pending
      WHERE p.company_id = ${DEMO} AND p.name = 'Benzene'`)
  ).rows as { id: number; sds_id: number; key: string }[];
  product = row!.id;
  sheet = { id: row!.sds_id, key: row!.key };
  location = (
    (await t.db.execute(sql`SELECT id FROM locations WHERE company_id = ${DEMO} AND name = 'Fume cupboard'`))
      .rows[0] as { id: number }
  ).id;
  welder = (
    (await t.db.execute(sql`SELECT id FROM users WHERE email = 'welder@demo.test'`)).rows[0] as { id: number }
  ).id;
});

afterAll(async () => {
  await t.close();
});

describe("/exposures/create", () => {
  it("resolves the sheet's key to the product and offers the people in the register to a keeper", async () => {
    const data = (await createLoader(
      RECORDER,
      `/exposures/create?location_id=${location}&sds=${encodeURIComponent(sheet.key)}`,
    )) as CreateData;
    expect(data.form.product?.name).toBe("Benzene");
    expect(data.form.sds?.id).toBe(sheet.id);
    expect(data.form.location?.path).toMatch(/Fume cupboard$/);
    expect(data.form.registrable).toBe(true);
    expect(data.choosePerson).toBe(true);
    expect(data.form.people.map((p) => p.name)).toEqual(
      expect.arrayContaining(["Vidar Welder", "Pia Painter"]),
    );
    const bare = (await createLoader(RECORDER, "/exposures/create")) as CreateData;
    expect(bare.form.product).toBeNull();
  });

  it("a person in the register records for themself, without a choice of person", async () => {
    const data = (await createLoader(PAINTER, `/exposures/create?location_id=${location}`)) as CreateData;
    expect(data.choosePerson).toBe(false);
    expect(data.self).toBe(true);
  });

  it("sends a user without the register to /main with a warning", async () => {
    for (const email of [WORKER, PHYSICIAN]) {
      const response = (await createLoader(email, "/exposures/create")) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/main");
      expect((await toastOf(response))?.type).toBe("warning");
    }
  });

  it("saves a valid occasion and goes to the record with a toast", async () => {
    const response = (await createAction(RECORDER, "/exposures/create", occasion())) as Response;
    expect(response.status).toBe(302);
    const target = response.headers.get("Location")!;
    expect(target).toMatch(/^\/exposures\/instances\/[0-9a-f-]{36}$/);
    expect((await toastOf(response))?.type).toBe("success");
    const uid = target.split("/").pop()!;
    const data = (await recordLoader(RECORDER, uid)) as RecordData;
    expect(data.record.measurements).toEqual([{ agent: "Benzene", value: 0.3, unit: "ppm", method: "" }]);
    expect(data.record.ppe.sort()).toEqual(["chemical_gloves", "goggles"]);
    expect(data.record.duration).toBe("00:40");
  });

  it("gives bad input back with the messages and the values, saving nothing", async () => {
    const before = await recordCount();
    const reply = (await createAction(
      RECORDER,
      "/exposures/create",
      occasion({ duration: "90", "measurements[1].agent": "Toluene", started_at: "" }),
    )) as {
      intent: string;
      result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    };
    expect(reply.intent).toBe("create");
    expect(reply.result.error.duration).toEqual(["Enter the duration as hh:mm, for example 01:30."]);
    expect(reply.result.error.started_at).toBeDefined();
    expect(reply.result.error["measurements[1].value"]).toBeDefined();
    expect(reply.result.error["measurements[1].unit"]).toBeDefined();
    expect(reply.result.initialValue.notes).toBe("Sampling");
    expect(await recordCount()).toBe(before);
  });
});

describe("/exposures/instances/{uid}", () => {
  async function newRecord() {
    const response = (await createAction(RECORDER, "/exposures/create", occasion())) as Response;
    return response.headers.get("Location")!.split("/").pop()!;
  }

  it("shows the record, its retention and no forms to the person it names", async () => {
    const uid = await newRecord();
    const data = (await recordLoader("welder@demo.test", uid)) as RecordData;
    expect(data.record.uid).toBe(uid);
    expect(data.keeper).toBe(false);
    expect(data.retentionYears).toBe(40);
    expect(data.history).toEqual([]);
    const hidden = await recordLoader(PAINTER, uid);
    expect((hidden as Response).status).toBe(404);
  });

  it("a keeper corrects it with a reason, and the history shows the earlier value", async () => {
    const uid = await newRecord();
    const data = (await recordLoader(RECORDER, uid)) as RecordData;
    expect(data.keeper).toBe(true);
    const fields = occasion({
      intent: "correct",
      revision: "1",
      duration: "01:10",
      reason: "The log says 70 minutes",
    }).filter(([name]) => !["location_id", "product_id", "sds_id"].includes(name));
    const noReason = (await recordAction(
      RECORDER,
      uid,
      fields.map(([name, value]) => [name, name === "reason" ? "" : value]),
    )) as { intent: string; result: { error: Record<string, string[]> } };
    expect(noReason.intent).toBe("correct");
    expect(noReason.result.error.reason).toBeDefined();
    const response = (await recordAction(RECORDER, uid, fields)) as Response;
    expect(response.status).toBe(302);
    expect((await toastOf(response))?.type).toBe("success");
    const after = (await recordLoader(RECORDER, uid)) as RecordData;
    expect(after.record.duration).toBe("01:10");
    expect(after.history).toHaveLength(1);
    expect(after.history[0]).toMatchObject({
      change: "corrected",
      reason: "The log says 70 minutes",
      who: "Roar Recorder",
    });
    expect(after.history[0]!.earlier).toEqual([{ label: "Duration", value: "00:40" }]);
    // The same revision again is stale: a toast, nothing changed.
    const stale = (await recordAction(RECORDER, uid, fields)) as Response;
    expect(stale.status).toBe(302);
    expect((await toastOf(stale))?.type).toBe("error");
  });

  it("a keeper marks it as made in error; only keepers may post", async () => {
    const uid = await newRecord();
    const refused = (await recordAction(PHYSICIAN, uid, [
      ["intent", "void"],
      ["revision", "1"],
      ["reason", "x"],
    ])) as Response;
    expect(refused.headers.get("Location")).toBe("/main");
    const response = (await recordAction(RECORDER, uid, [
      ["intent", "void"],
      ["revision", "1"],
      ["reason", "Wrong person"],
    ])) as Response;
    expect(response.status).toBe(302);
    const data = (await recordLoader(PHYSICIAN, uid)) as RecordData;
    expect(data.record.voided?.reason).toBe("Wrong person");
    expect(data.history[0]!.change).toBe("voided");
  });
});
