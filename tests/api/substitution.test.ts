import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Comparison, SearchHit, Substitution, SubstitutionList } from "../../api/substitution/schemas";
import {
  ADMIN,
  DEMO,
  HSE,
  NOT_FOUND,
  OTHER_ADMIN,
  WORKER,
  createHarness,
  productIdOf,
  type ApiHarness,
} from "./helpers";

/**
 * Substitutions: the search for candidates, the side-by-side comparison with its ranking, recording,
 * deciding and deleting (who may, what a decided one refuses), the history and a product's substitutions,
 * bad input saving nothing, and the onboarding check.
 */

let h: ApiHarness;
let toluene: number;
let ethanol: number;
let acetone: number;
let isopropanol: number;

beforeAll(async () => {
  h = await createHarness();
  toluene = await productIdOf(h.db, DEMO, "Toluene");
  ethanol = await productIdOf(h.db, DEMO, "Ethanol");
  acetone = await productIdOf(h.db, DEMO, "Acetone");
  isopropanol = await productIdOf(h.db, DEMO, "Isopropanol");
});
afterAll(async () => {
  await h.close();
});

const BASE = "/api/substitution/v1";
const count = async () =>
  (
    await h.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM substitutions WHERE company_id = ${DEMO}`,
    )
  ).rows[0]!.n;

describe("search and compare", () => {
  it("finds the company's products by name, in name order, with a score, leaving out the product replaced", async () => {
    const res = await h.call(ADMIN, `${BASE}/search/${encodeURIComponent("eth")}?exclude=${toluene}`);
    expect(res.status, res.text).toBe(200);
    const hits = (res.body as { data: SearchHit[] }).data;
    expect(hits.map((hit) => hit.name)).toContain("Ethanol");
    expect(hits.length).toBeLessThanOrEqual(20);
    const names = hits.map((hit) => hit.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(hits.every((hit) => Number.isInteger(hit.score))).toBe(true);
    const other = await h.call(OTHER_ADMIN, `${BASE}/search/ethanol`);
    expect(
      (other.body as { data: SearchHit[] }).data.every((hit) => !hits.some((mine) => mine.id === hit.id)),
    ).toBe(true);
  });

  it("refuses a term too short or too long, and finds nothing in a term of wildcards", async () => {
    expect((await h.call(ADMIN, `${BASE}/search/et`)).status).toBe(422);
    expect((await h.call(ADMIN, `${BASE}/search/${"x".repeat(101)}`)).status).toBe(422);
    const wild = await h.call(ADMIN, `${BASE}/search/${encodeURIComponent("%%%")}`);
    expect(wild.status).toBe(200);
    expect((wild.body as { data: SearchHit[] }).data).toEqual([]);
  });

  it("compares a product with its candidates: sheet facts, lists, ranking and verdict", async () => {
    const res = await h.call(ADMIN, `${BASE}/compare/${toluene}?with=${ethanol},${acetone}`);
    expect(res.status, res.text).toBe(200);
    const { product, candidates } = (res.body as { data: Comparison }).data;
    expect(product.name).toBe("Toluene");
    expect(product.hazard_statement.length).toBeGreaterThan(0);
    expect(product.sds_url_html).toMatch(/^\/sds\//);
    expect(product.ranking.score).toBe(product.ranking.lines.reduce((sum, line) => sum + line.points, 0));
    expect(candidates.map((c) => c.name)).toEqual(["Ethanol", "Acetone"]);
    for (const candidate of candidates) {
      const expected =
        candidate.ranking.score < product.ranking.score
          ? "safer"
          : candidate.ranking.score > product.ranking.score
            ? "worse"
            : "same";
      expect(candidate.verdict).toBe(expected);
    }
  });

  it("shows the company's own list entries of a product's substances", async () => {
    await h.db.execute(sql`
      INSERT INTO greylist_entries (company_id, cas, name, reason, level)
      VALUES (${DEMO}, '108-88-3', 'Toluene', 'Phase out by 2027', 'banned') ON CONFLICT DO NOTHING`);
    try {
      const res = await h.call(ADMIN, `${BASE}/compare/${toluene}`);
      const { product } = (res.body as { data: Comparison }).data;
      expect(product.custom_list).toContainEqual(
        expect.objectContaining({ cas: "108-88-3", level: "banned" }),
      );
      expect(product.ranking.lines).toContainEqual(expect.objectContaining({ part: "banned", points: 100 }));
    } finally {
      await h.db.execute(sql`DELETE FROM greylist_entries WHERE company_id = ${DEMO} AND cas = '108-88-3'`);
    }
  });

  it("answers 404 for another company's product and leaves out its candidates", async () => {
    expect((await h.call(OTHER_ADMIN, `${BASE}/compare/${toluene}`)).body).toEqual(NOT_FOUND);
    const other = await productIdOf(h.db, 1000003, "Acetone").catch(() => null);
    if (other) {
      const res = await h.call(ADMIN, `${BASE}/compare/${toluene}?with=${other}`);
      expect((res.body as { data: Comparison }).data.candidates).toEqual([]);
    }
    expect((await h.call(ADMIN, `${BASE}/compare/${toluene}?with=a,b`)).status).toBe(422);
  });
});

describe("recording and deciding", () => {
  it("records a draft without a candidate, proposes it, and a decider approves it", async () => {
    const before = await count();
    const created = await h.call(HSE, BASE, {
      method: "POST",
      body: { product_id: acetone, status: "draft" },
    });
    expect(created.status, created.text).toBe(201);
    const draft = (created.body as { data: Substitution }).data;
    expect(draft).toMatchObject({ status: "draft", status_id: 1, substitute: null, reason: "" });
    expect(await count()).toBe(before + 1);

    const proposed = await h.call(HSE, `${BASE}/${draft.id}`, {
      method: "POST",
      body: { status: "new", substitute_product_id: isopropanol, reason: "Less volatile" },
    });
    expect(proposed.status, proposed.text).toBe(200);
    expect((proposed.body as { data: Substitution }).data).toMatchObject({
      status: "new",
      status_id: 2,
      substitute: { id: isopropanol, name: "Isopropanol" },
    });

    // A recorder may not decide.
    const refused = await h.call(HSE, `${BASE}/${draft.id}`, {
      method: "POST",
      body: { status: "approved", reason: "Fine" },
    });
    expect(refused.status).toBe(403);

    const approved = await h.call(ADMIN, `${BASE}/${draft.id}`, {
      method: "POST",
      body: { status: "approved", reason: "Less volatile, same cleaning result" },
    });
    expect(approved.status, approved.text).toBe(200);
    const decided = (approved.body as { data: Substitution }).data;
    expect(decided).toMatchObject({ status: "approved", status_id: 4, substitute: { id: isopropanol } });
    expect(decided.decided_by).not.toBeNull();
    expect(decided.decided_at).not.toBeNull();

    // History: neither changed nor deleted.
    const change = await h.call(ADMIN, `${BASE}/${draft.id}`, {
      method: "POST",
      body: { status: "rejected", reason: "Changed my mind" },
    });
    expect(change.status).toBe(409);
    expect((await h.call(ADMIN, `${BASE}/${draft.id}`, { method: "DELETE" })).status).toBe(409);

    const trail = await h.db.execute<{ action: string }>(sql`
      SELECT action FROM activities WHERE company_id = ${DEMO} AND object_type = 'substitution'
        AND object_id = ${String(draft.id)} ORDER BY id`);
    expect(trail.rows.map((row) => row.action)).toEqual(["created", "updated", "decided"]);
  });

  it("refuses bad input with a message and saves nothing", async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ product_id: acetone, status: "new" }, "substitute_product_id"],
      [{ product_id: acetone, status: "new", substitute_product_id: acetone }, "substitute_product_id"],
      [{ product_id: acetone, status: "approved", substitute_product_id: ethanol, reason: " " }, "reason"],
      [{ product_id: acetone, status: "draft", reason: "x".repeat(2001) }, "reason"],
      [{ product_id: acetone, status: "maybe" }, "status"],
    ];
    for (const [body, field] of cases) {
      const res = await h.call(ADMIN, BASE, { method: "POST", body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((res.body as { errors: Record<string, string[]> }).errors)).toContain(field);
    }
    expect(
      (await h.call(ADMIN, BASE, { method: "POST", body: { product_id: 999999, status: "draft" } })).status,
    ).toBe(404);
    expect(await count()).toBe(before);
  });

  it("refuses a user without permission and changes nothing", async () => {
    const before = await count();
    const res = await h.call(WORKER, BASE, {
      method: "POST",
      body: { product_id: acetone, status: "draft" },
    });
    expect(res.status).toBe(403);
    expect(await count()).toBe(before);
    // Reading is every user's.
    expect((await h.call(WORKER, BASE)).status).toBe(200);
  });

  it("deletes an undecided substitution, in one transaction with its trail", async () => {
    const created = await h.call(HSE, BASE, {
      method: "POST",
      body: { product_id: acetone, status: "draft" },
    });
    const id = (created.body as { data: Substitution }).data.id;
    const before = await count();
    expect((await h.call(WORKER, `${BASE}/${id}`, { method: "DELETE" })).status).toBe(403);
    expect((await h.call(OTHER_ADMIN, `${BASE}/${id}`, { method: "DELETE" })).status).toBe(404);
    const deleted = await h.call(HSE, `${BASE}/${id}`, { method: "DELETE" });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await count()).toBe(before - 1);
    expect((await h.call(HSE, `${BASE}/${id}`)).status).toBe(404);
  });
});

describe("history", () => {
  it("lists what replaced what, newest change first, paged and filtered by status", async () => {
    const res = await h.call(ADMIN, `${BASE}?status=approved`);
    expect(res.status).toBe(200);
    const list = res.body as SubstitutionList;
    expect(list.meta.per_page).toBe(50);
    expect(list.data.every((row) => row.status === "approved")).toBe(true);
    expect(
      list.data.some((row) => row.product.name === "Toluene" && row.substitute?.name === "Ethanol"),
    ).toBe(true);
    const other = await h.call(OTHER_ADMIN, BASE);
    expect((other.body as SubstitutionList).data.some((row) => row.product.name === "Toluene")).toBe(false);
    expect((await h.call(ADMIN, `${BASE}?page=0`)).status).toBe(422);
  });

  it("answers a product's substitutions both ways", async () => {
    const replaced = await h.call(ADMIN, `${BASE}/substituted/${toluene}`);
    expect(replaced.status).toBe(200);
    expect((replaced.body as { data: Substitution[] }).data[0]).toMatchObject({
      product: { id: toluene },
      substitute: { id: ethanol },
    });
    const replacing = await h.call(ADMIN, `${BASE}/substituted/${ethanol}`);
    expect((replacing.body as { data: Substitution[] }).data.some((row) => row.product.id === toluene)).toBe(
      true,
    );
    expect((await h.call(OTHER_ADMIN, `${BASE}/substituted/${toluene}`)).body).toEqual(NOT_FOUND);
  });

  it("answers has-substitutions from the company's rows", async () => {
    const demo = await h.call(ADMIN, "/api/onboarding-api/v1/has-substitutions");
    expect(demo.body).toEqual({ data: { module: "substitutions", has_data: true } });
    const fresh = await h.call("newcomer@fresh.test", "/api/onboarding-api/v1/has-substitutions");
    expect(fresh.body).toEqual({ data: { module: "substitutions", has_data: false } });
  });
});
