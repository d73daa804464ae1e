import { sql } from "drizzle-orm";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from "vitest";
import type { ExposureRecordWire } from "../../api/exposure/schemas";
import {
  ADMIN,
  DEMO,
  NOT_FOUND,
  OTHER_ADMIN,
  createHarness,
  locationIdOf,
  productIdOf,
  type ApiHarness,
} from "./helpers";

/**
 * Input that used to get past validation and fail in PostgreSQL (a NUL byte in search text or in a record's
 * public id): each is now refused before a query runs — 422 naming the parameter for search text, 404 for an
 * id that names no record — nothing is saved, and the error handler's "reached the database unvalidated"
 * warning is never logged.
 */

const RECORDER = "recorder@demo.test";
const ASSESSOR = "assessor@demo.test";
const REQUESTER = "requester@demo.test";
const UNVALIDATED = "API input reached the database unvalidated";

let h: ApiHarness;
let warn: MockInstance<typeof console.warn>;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

beforeEach(() => {
  warn = vi.spyOn(console, "warn");
});

afterEach(() => {
  const unvalidated = warn.mock.calls.filter((args) => String(args[0]).startsWith(UNVALIDATED));
  warn.mockRestore();
  expect(unvalidated.map((args) => String(args[0]))).toEqual([]);
});

const q = (text: string) => encodeURIComponent(text);

function expectRefused(res: { status: number; body: unknown }, field: string, message: string) {
  expect(res.status).toBe(422);
  expect(res.body).toEqual({ message: "The given data was invalid.", errors: { [field]: [message] } });
}

describe("GET /chemical-approval/v1/locations: the search text", () => {
  const path = "/api/chemical-approval/v1/locations";

  it("refuses control characters with a message naming search", async () => {
    for (const text of ["a\u0000b", "\u0000", "line\nbreak", "bell\u0007"]) {
      expectRefused(
        await h.call(REQUESTER, `${path}?search=${q(text)}`),
        "search",
        "search must not hold control characters.",
      );
    }
  });

  it("still refuses text that is too long, and finds by ordinary text", async () => {
    expectRefused(
      await h.call(REQUESTER, `${path}?search=${"x".repeat(201)}`),
      "search",
      "search must be at most 200 characters.",
    );
    const found = await h.call(REQUESTER, `${path}?search=laboratory`);
    expect(found.status).toBe(200);
    expect((found.body as { data: { name: string }[] }).data.map((l) => l.name)).toEqual([
      "Laboratory 1",
      "Laboratory 2",
    ]);
  });
});

describe("GET /smartforms/v1/people: the name search", () => {
  const path = "/api/smartforms/v1/people";

  it("refuses control characters with a message naming q", async () => {
    for (const text of ["a\u0000b", "\u0000", "tab\there"]) {
      expectRefused(
        await h.call(ASSESSOR, `${path}?q=${q(text)}`),
        "q",
        "q must not hold control characters.",
      );
    }
  });

  it("still refuses text that is too long, and finds by ordinary text", async () => {
    expectRefused(
      await h.call(ASSESSOR, `${path}?q=${"x".repeat(101)}`),
      "q",
      "q must be at most 100 characters.",
    );
    const found = await h.call(ASSESSOR, `${path}?q=assessor`);
    expect(found.status).toBe(200);
    expect((found.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });
});

describe("GET /read-understood/v1/choices: the search text", () => {
  const path = "/api/read-understood/v1/choices";

  it("refuses control characters with a message naming q", async () => {
    for (const text of ["a\u0000b", "\u0000", "esc\u001b[31m"]) {
      expectRefused(await h.call(ADMIN, `${path}?q=${q(text)}`), "q", "q must not hold control characters.");
    }
  });

  it("still refuses text that is too long, and finds by ordinary text", async () => {
    expectRefused(
      await h.call(ADMIN, `${path}?q=${"x".repeat(101)}`),
      "q",
      "q must be at most 100 characters.",
    );
    const found = await h.call(ADMIN, `${path}?q=reader`);
    expect(found.status).toBe(200);
    const people = (found.body as { data: { people: { email: string }[] } }).data.people;
    expect(people.map((p) => p.email)).toContain("reader@demo.test");
  });
});

describe("/exposure/v1/instances/{uid}: a record's public id", () => {
  const BASE = "/api/exposure/v1/instances";
  let record: ExposureRecordWire;

  const counts = async () =>
    (
      await h.db.execute(sql`
        SELECT (SELECT count(*) FROM exposure_instances WHERE company_id = ${DEMO})::int AS records,
          (SELECT count(*) FROM exposure_instances WHERE company_id = ${DEMO} AND voided_at IS NOT NULL)::int AS voided,
          (SELECT coalesce(sum(revision), 0) FROM exposure_instances WHERE company_id = ${DEMO})::int AS revisions`)
    ).rows[0];

  beforeAll(async () => {
    const welder = Number(
      (await h.db.execute(sql`SELECT id FROM users WHERE email = 'welder@demo.test'`)).rows[0]!.id,
    );
    const location = await locationIdOf(h.db, DEMO, "Fume cupboard");
    const product = await productIdOf(h.db, DEMO, "Benzene");
    await h.db.execute(sql`
      INSERT INTO location_products (company_id, location_id, product_id) VALUES (${DEMO}, ${location}, ${product})
      ON CONFLICT DO NOTHING`);
    const created = await h.call(RECORDER, BASE, {
      method: "POST",
      body: {
        person_id: welder,
        location_id: location,
        product_id: product,
        started_at: new Date(Date.now() - 3600_000).toISOString(),
        duration: "00:30",
        routes: ["inhalation"],
        ppe: [],
        measurements: [],
        incident: "",
        notes: "",
      },
    });
    expect(created.status, created.text).toBe(201);
    record = created.body as ExposureRecordWire;
  });

  it("answers 404 for an id that is no uuid (a NUL byte included) when read, corrected or voided; nothing changes", async () => {
    const before = await counts();
    for (const uid of ["\u0000", "a\u0000b", "not-a-uuid", record.uid.toUpperCase(), `${record.uid}x`]) {
      const path = `${BASE}/${q(uid)}`;
      expect(await h.call(RECORDER, path), uid).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(
        await h.call(RECORDER, `${path}/correct`, {
          method: "POST",
          body: { revision: record.revision, notes: "changed", reason: "Typo" },
        }),
      ).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(
        await h.call(RECORDER, `${path}/void`, {
          method: "POST",
          body: { revision: record.revision, reason: "Wrong person" },
        }),
      ).toMatchObject({ status: 404, body: NOT_FOUND });
    }
    expect(await counts()).toEqual(before);
    expect((await h.call(RECORDER, `${BASE}/${record.uid}`)).status).toBe(200);
  });

  it("answers 404 for another company's record and for a uuid that names no record", async () => {
    const res = await h.call(OTHER_ADMIN, `${BASE}/${record.uid}`);
    expect([res.status, res.body]).toEqual([404, NOT_FOUND]);
    const unknown = await h.call(RECORDER, `${BASE}/00000000-0000-4000-8000-000000000000`);
    expect([unknown.status, unknown.body]).toEqual([404, NOT_FOUND]);
  });

  it("a plan id that is no uuid is no plan: the form answers 404, recording refuses it on plan_uid and saves nothing", async () => {
    const before = await counts();
    const form = await h.call(RECORDER, `${BASE}/form?plan_uid=${q("a\u0000b")}`);
    expect([form.status, form.body]).toEqual([404, NOT_FOUND]);
    const created = await h.call(RECORDER, BASE, {
      method: "POST",
      body: {
        plan_uid: "a\u0000b",
        started_at: new Date(Date.now() - 3600_000).toISOString(),
      },
    });
    expect(created.status).toBe(422);
    expect((created.body as { errors: Record<string, string[]> }).errors.plan_uid).toEqual([
      "The plan is not found.",
    ]);
    expect(await counts()).toEqual(before);
  });
});
