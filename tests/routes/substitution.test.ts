import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";

/**
 * The substitution pages' loaders and actions: the history (seeded rows, status filter), the substitute
 * page's steps (product search, candidate search, comparison), recording (bad input saves nothing, a user
 * without permission is refused by the API), changing and deleting.
 */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

const ADMIN = "admin@demo.test";
const HSE = "hse@demo.test";
const WORKER = "worker@demo.test";

async function count(): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM substitutions`);
  return rows[0]!.n;
}

async function productId(name: string): Promise<string> {
  const { rows } = await t.db.execute<{ id: number }>(
    sql`SELECT p.id FROM products p WHERE p.name = ${name}
        AND p.company_id = (SELECT company_id FROM users WHERE email = ${ADMIN})`,
  );
  return String(rows[0]!.id);
}

describe("/substitution-history", () => {
  it("lists the seeded substitutions, filtered by status", async () => {
    const { loader } = await import("~/features/substitution/routes/history");
    const { cookie } = await t.signedIn(WORKER);
    const result = (await settle(() => loader(get("/substitution-history?status=approved", cookie)))) as {
      list: { data: { product: { name: string }; substitute: { name: string } | null; status: string }[] };
    };
    expect(
      result.list.data.some((row) => row.product.name === "Toluene" && row.substitute?.name === "Ethanol"),
    ).toBe(true);
    expect(result.list.data.every((row) => row.status === "approved")).toBe(true);
  });
});

describe("/substitute", () => {
  it("finds the product, then candidates, then compares one", async () => {
    const { loader } = await import("~/features/substitution/routes/substitute");
    const { cookie } = await t.signedIn(HSE);
    const products = (await settle(() => loader(get("/substitute?q=acet", cookie)))) as {
      hits: { name: string }[];
    };
    expect(products.hits.map((hit) => hit.name)).toContain("Acetone");
    const acetone = await productId("Acetone");
    const ethanol = await productId("Ethanol");
    const compared = (await settle(() =>
      loader(get(`/substitute?product=${acetone}&q=eth&candidate=${ethanol}`, cookie)),
    )) as {
      hits: { name: string }[];
      comparison: { product: { name: string }; candidates: { name: string; verdict: string }[] };
      choices: string[];
    };
    expect(compared.hits.map((hit) => hit.name)).toContain("Ethanol");
    expect(compared.comparison.product.name).toBe("Acetone");
    expect(compared.comparison.candidates[0]?.name).toBe("Ethanol");
    expect(compared.choices).toEqual(["draft", "new"]);
    const short = (await settle(() => loader(get("/substitute?q=a", cookie)))) as {
      tooShort: boolean;
      hits: null;
    };
    expect(short).toMatchObject({ tooShort: true, hits: null });
  });

  it("refuses bad input with a message in the user's language and saves nothing", async () => {
    const { action } = await import("~/features/substitution/routes/substitute");
    const { cookie } = await t.signedIn(ADMIN);
    const acetone = await productId("Acetone");
    const ethanol = await productId("Ethanol");
    const before = await count();
    const reply = (await settle(() =>
      action(
        post(`/substitute?product=${acetone}&candidate=${ethanol}`, cookie, [
          ["intent", "save"],
          ["substitute_product_id", ethanol],
          ["status", "approved"],
          ["reason", ""],
        ]),
      ),
    )) as unknown as { data: { error: Record<string, string[]> }; init: { status: number } };
    expect(reply.init.status).toBe(400);
    expect(reply.data.error.reason).toEqual(["Give the reason for the decision."]);
    expect(await count()).toBe(before);
  });

  it("refuses a user without permission through the API and saves nothing", async () => {
    const { action } = await import("~/features/substitution/routes/substitute");
    const { cookie } = await t.signedIn(WORKER);
    const acetone = await productId("Acetone");
    const ethanol = await productId("Ethanol");
    const before = await count();
    // The worker's form offers no status; a forged post of one is refused by the API (403), shown as a toast.
    const refused = (await settle(() =>
      action(
        post(`/substitute?product=${acetone}&candidate=${ethanol}`, cookie, [
          ["intent", "save"],
          ["substitute_product_id", ethanol],
          ["status", "draft"],
          ["reason", ""],
        ]),
      ),
    )) as Response;
    expect(refused.headers.get("Location")).toBe(`/substitute?product=${acetone}&candidate=${ethanol}`);
    expect((await toastOf(refused))?.type).toBe("error");
    expect(await count()).toBe(before);
  });

  it("records a proposal, then changes and deletes it", async () => {
    const { action, loader } = await import("~/features/substitution/routes/substitute");
    const { cookie } = await t.signedIn(HSE);
    const acetone = await productId("Acetone");
    const isopropanol = await productId("Isopropanol");
    const before = await count();
    const saved = (await settle(() =>
      action(
        post(`/substitute?product=${acetone}&candidate=${isopropanol}`, cookie, [
          ["intent", "save"],
          ["substitute_product_id", isopropanol],
          ["status", "new"],
          ["reason", "Less volatile"],
        ]),
      ),
    )) as Response;
    expect(saved.headers.get("Location")).toBe("/substitution-history");
    expect((await toastOf(saved))?.text).toBe("Substitution of Acetone saved: Proposed.");
    expect(await count()).toBe(before + 1);
    const { rows } = await t.db.execute<{ id: number }>(sql`SELECT max(id) AS id FROM substitutions`);
    const id = rows[0]!.id;
    const shown = (await settle(() => loader(get(`/substitute?id=${id}`, cookie)))) as {
      substitution: { status: string };
      mayDelete: boolean;
    };
    expect(shown).toMatchObject({ substitution: { status: "new" }, mayDelete: true });
    const deleted = (await settle(() =>
      action(post(`/substitute?id=${id}`, cookie, [["intent", "delete"]])),
    )) as Response;
    expect((await toastOf(deleted))?.text).toBe("The substitution was deleted.");
    expect(await count()).toBe(before);
  });
});
