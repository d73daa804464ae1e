import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CreatedReadLink, ReadLinkPage } from "../../api/read-links/schemas";
import { runWithRequestContext } from "../../server/request-context";
import {
  DEMO,
  OTHER,
  OTHER_ADMIN,
  NOT_FOUND,
  WORKER,
  createHarness,
  locationIdOf,
  type ApiHarness,
} from "./helpers";

/**
 * Who may use a read link beyond holding its token (api/read-links/public-access.ts): the API's own rate
 * limit per client address, the company's read_link_sign_in (only an active user of the link's own company
 * is served), and a location permalink opened through a link (checkreadlink with location_id).
 */

const KEEPER = "safety@demo.test";
const CHECK = "/api/document/v1/checkreadlink";
const SDS = "/api/document/v1/readlink/sds";
const WPD = "/api/document/v1/readlink/wpd";

let h: ApiHarness;
let plant: number;
let mixing: number;
let warehouse: number;
/** A link at the Oslo plant, its token, a sheet and a workplace description it serves. */
let token: string;
let linkId: number;
let sdsKey: string;
let wpdId: number;

async function post(path: string, body: unknown, email: string | null = null) {
  return h.call(email, path, { method: "POST", body });
}
const pageOf = (res: { body: unknown }) => res.body as ReadLinkPage;

async function setSignIn(on: boolean) {
  await h.db.execute(sql`
    UPDATE companies SET settings = settings || ${JSON.stringify({ read_link_sign_in: on })}::jsonb
    WHERE id = ${DEMO}`);
}

beforeAll(async () => {
  h = await createHarness();
  plant = await locationIdOf(h.db, DEMO, "Oslo plant");
  mixing = await locationIdOf(h.db, DEMO, "Mixing line 1");
  warehouse = await locationIdOf(h.db, DEMO, "Warehouse");
  const created = await h.call(KEEPER, "/api/document/v1/createreadlink", {
    method: "POST",
    body: { location_ids: [plant] },
  });
  expect(created.status, created.text).toBe(200);
  const [link] = (created.body as { data: CreatedReadLink[] }).data;
  token = link!.token;
  linkId = link!.id;
  const shown = pageOf(await post(CHECK, { token }));
  sdsKey = shown.products.find((p) => p.sds_key)!.sds_key!;
  // The seed's descriptions at the plant are of products held there: on their rows.
  wpdId = shown.products.find((p) => p.workplace_description_id)!.workplace_description_id!;
});
afterAll(() => h.close());

describe("the company asks read-link readers to sign in (read_link_sign_in)", () => {
  afterEach(() => setSignIn(false));

  it("without a bearer token: sign_in_required and nothing of the company; the PDFs are not found", async () => {
    await setSignIn(true);
    const res = await post(CHECK, { token });
    expect(res.status).toBe(200);
    expect(pageOf(res)).toEqual({
      state: "active",
      location: null,
      expires_at: null,
      products: [],
      products_total: 0,
      page: 1,
      per_page: 50,
      workplace_descriptions: [],
      workplace_descriptions_total: 0,
      product_sds_key: null,
      sign_in_required: true,
    });
    expect(res.text).not.toContain("Oslo plant");
    for (const [path, body] of [
      [SDS, { token, sds_key: sdsKey }],
      [WPD, { token, id: wpdId }],
    ] as const) {
      const pdf = await post(path, body);
      expect([path, pdf.status, pdf.body]).toEqual([path, 404, NOT_FOUND]);
    }
  });

  it("serves an active user of the link's own company, flags or not", async () => {
    await setSignIn(true);
    for (const email of [KEEPER, WORKER]) {
      const shown = pageOf(await post(CHECK, { token }, email));
      expect([email, shown.sign_in_required, shown.location?.name]).toEqual([email, false, "Oslo plant"]);
      const pdf = await h.api.request(SDS, {
        method: "POST",
        headers: await h.headersFor(email, { "Content-Type": "application/json" }),
        body: JSON.stringify({ token, sds_key: sdsKey }),
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
    }
  });

  it("another company's user, a deactivated user and a bad bearer token are treated as not signed in", async () => {
    await setSignIn(true);
    const bad = { Authorization: "Bearer not-a-jwt" };
    const other = await post(CHECK, { token }, OTHER_ADMIN);
    expect([pageOf(other).sign_in_required, pageOf(other).location]).toEqual([true, null]);
    expect((await post(WPD, { token, id: wpdId }, OTHER_ADMIN)).body).toEqual(NOT_FOUND);
    const malformed = await h.call(null, CHECK, { method: "POST", body: { token }, headers: bad });
    expect([malformed.status, pageOf(malformed).sign_in_required]).toEqual([200, true]);

    await h.db.execute(sql`UPDATE users SET deactivated_at = now() WHERE email = ${WORKER}`);
    try {
      expect(pageOf(await post(CHECK, { token }, WORKER)).sign_in_required).toBe(true);
      expect((await post(SDS, { token, sds_key: sdsKey }, WORKER)).status).toBe(404);
    } finally {
      await h.db.execute(sql`UPDATE users SET deactivated_at = NULL WHERE email = ${WORKER}`);
    }
  });

  it("a company with the setting off serves anyone holding the token; other companies' setting does not matter", async () => {
    await h.db.execute(sql`
      UPDATE companies SET settings = settings || '{"read_link_sign_in": true}'::jsonb WHERE id = ${OTHER}`);
    try {
      const shown = pageOf(await post(CHECK, { token }));
      expect([shown.sign_in_required, shown.location?.name]).toEqual([false, "Oslo plant"]);
      expect((await post(WPD, { token, id: wpdId })).status).toBe(200);
    } finally {
      await h.db.execute(sql`
        UPDATE companies SET settings = settings || '{"read_link_sign_in": false}'::jsonb WHERE id = ${OTHER}`);
    }
  });

  it("an expired or revoked link says its state, not sign_in_required", async () => {
    await setSignIn(true);
    const [second] = (
      (
        await h.call(KEEPER, "/api/document/v1/createreadlink", {
          method: "POST",
          body: { location_ids: [plant] },
        })
      ).body as { data: CreatedReadLink[] }
    ).data;
    await h.call(KEEPER, `/api/document/v1/readlinks/${second!.id}/revoke`, { method: "POST" });
    const revoked = pageOf(await post(CHECK, { token: second!.token }));
    expect([revoked.state, revoked.sign_in_required]).toEqual(["revoked", false]);
  });
});

describe("a location permalink through a read link (location_id)", () => {
  it("shows that location and below when the link covers it", async () => {
    const whole = pageOf(await post(CHECK, { token }));
    const narrowed = pageOf(await post(CHECK, { token, location_id: mixing }));
    expect(narrowed.state).toBe("active");
    expect(narrowed.location?.name).toBe("Mixing line 1");
    expect(narrowed.products.length).toBeLessThanOrEqual(whole.products.length);
    const { rows } = await h.db.execute<{ id: number }>(sql`
      SELECT DISTINCT lp.product_id AS id FROM location_products lp
      WHERE lp.company_id = ${DEMO} AND NOT lp.archived
        AND lp.location_id IN (SELECT id FROM location_subtree(${DEMO}, ARRAY[${mixing}]::int[]))`);
    expect(new Set(narrowed.products.map((p) => p.product_id))).toEqual(new Set(rows.map((r) => r.id)));
    // The published description of NMP at Mixing line 1 on its row (English, the reader's language, of the
    // two), not the quality control lab's.
    const { rows: mixingWpd } = await h.db.execute<{ id: number }>(sql`
      SELECT id FROM workplace_descriptions
      WHERE company_id = ${DEMO} AND location_id = ${mixing} AND status = 'published'
        AND superseded_by_id IS NULL AND archived_at IS NULL AND language_id = 4`);
    expect(narrowed.products.map((p) => p.workplace_description_id).filter(Boolean)).toEqual([
      mixingWpd[0]!.id,
    ]);
    expect(narrowed.workplace_descriptions).toEqual([]);
    // The link's own location is the whole page.
    expect(pageOf(await post(CHECK, { token, location_id: plant }))).toEqual(whole);
  });

  it("answers 404 for a location the link does not cover, another company's, or an archived one", async () => {
    const { rows } = await h.db.execute<{ id: number }>(
      sql`SELECT id FROM locations WHERE company_id = ${OTHER} ORDER BY id LIMIT 1`,
    );
    const [atWarehouse] = (
      (
        await h.call(KEEPER, "/api/document/v1/createreadlink", {
          method: "POST",
          body: { location_ids: [warehouse] },
        })
      ).body as { data: CreatedReadLink[] }
    ).data;
    for (const [link, location] of [
      [atWarehouse!.token, plant],
      [atWarehouse!.token, mixing],
      [token, rows[0]!.id],
      [token, 2147483647],
    ] as const) {
      const res = await post(CHECK, { token: link, location_id: location });
      expect([location, res.status, res.body]).toEqual([location, 404, NOT_FOUND]);
    }
    await h.db.execute(sql`UPDATE locations SET archived = true WHERE id = ${mixing}`);
    try {
      expect((await post(CHECK, { token, location_id: mixing })).status).toBe(404);
    } finally {
      await h.db.execute(sql`UPDATE locations SET archived = false WHERE id = ${mixing}`);
    }
  });

  it("refuses bad input with 422", async () => {
    for (const location_id of ["abc", 0, -1, 1.5, 99999999999]) {
      const res = await post(CHECK, { token, location_id });
      expect([location_id, res.status]).toEqual([location_id, 422]);
    }
  });
});

describe("the API's own rate limit on the public operations", () => {
  const setting = process.env.RATE_LIMIT_READ_LINK;
  afterEach(() => {
    if (setting === undefined) delete process.env.RATE_LIMIT_READ_LINK;
    else process.env.RATE_LIMIT_READ_LINK = setting;
  });
  /** A call as if from `address` (the request context gives the API its client's address). */
  const from = (address: string, path: string, body: unknown) =>
    runWithRequestContext({ clientIp: address }, () =>
      h.api.request(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
    );

  it("counts the three operations together per address and answers 429 with Retry-After past the budget", async () => {
    process.env.RATE_LIMIT_READ_LINK = "3/60";
    expect((await from("203.0.113.7", CHECK, { token })).status).toBe(200);
    expect((await from("203.0.113.7", SDS, { token, sds_key: sdsKey })).status).toBe(200);
    expect((await from("203.0.113.7", WPD, { token, id: wpdId })).status).toBe(200);
    for (const [path, body] of [
      [CHECK, { token }],
      [SDS, { token, sds_key: sdsKey }],
      [WPD, { token, id: wpdId }],
    ] as const) {
      const refused = await from("203.0.113.7", path, body);
      expect([path, refused.status]).toEqual([path, 429]);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(await refused.json()).toEqual({
        error: "rate_limited",
        message: "Too many requests. Try again later.",
      });
    }
    // Another address has its own budget; bad tokens and bad input spend it too.
    expect((await from("203.0.113.8", CHECK, { token })).status).toBe(200);
    expect((await from("203.0.113.8", CHECK, { token: "x" })).status).toBe(200);
    expect((await from("203.0.113.8", CHECK, { token, location_id: "x" })).status).toBe(422);
    expect((await from("203.0.113.8", CHECK, { token })).status).toBe(429);
  });

  it("does not limit the signed-in operations, and `off` switches the limit off", async () => {
    process.env.RATE_LIMIT_READ_LINK = "1/60";
    expect((await from("203.0.113.9", CHECK, { token })).status).toBe(200);
    expect((await from("203.0.113.9", CHECK, { token })).status).toBe(429);
    const list = await runWithRequestContext({ clientIp: "203.0.113.9" }, () =>
      h.call(KEEPER, "/api/document/v1/readlinks"),
    );
    expect(list.status).toBe(200);
    process.env.RATE_LIMIT_READ_LINK = "off";
    expect((await from("203.0.113.9", CHECK, { token })).status).toBe(200);
  });

  it("a token only ever shows its own company's products and descriptions; revoked, nothing", async () => {
    const shown = pageOf(await post(CHECK, { token }));
    const productIds = shown.products.map((p) => p.product_id);
    const wpdIds = [
      ...shown.workplace_descriptions.map((w) => w.id),
      ...shown.products.flatMap((p) => (p.workplace_description_id ? [p.workplace_description_id] : [])),
    ];
    expect(wpdIds.length).toBeGreaterThan(0);
    const { rows } = await h.db.execute<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM products WHERE id = ANY(${sql.param(productIds)}::int[]) AND company_id <> ${DEMO})
        + (SELECT count(*) FROM workplace_descriptions WHERE id = ANY(${sql.param(wpdIds)}::int[]) AND company_id <> ${DEMO})
        AS n`);
    expect(Number(rows[0]!.n)).toBe(0);
    await h.call(KEEPER, `/api/document/v1/readlinks/${linkId}/revoke`, { method: "POST" });
    expect(pageOf(await post(CHECK, { token }))).toMatchObject({
      state: "revoked",
      location: null,
      products: [],
    });
  });
});
