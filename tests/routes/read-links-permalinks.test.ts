import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_READ_LINK_TOKEN } from "../../seed/read-links";
import { settle, setupAppTest } from "../support/app";
import { get, post, type AppTest } from "./locations-support";

/**
 * A location permalink opened through a read link (/permalinks/location?id=X&readlink=T) goes to the link's
 * page narrowed to that location (/read/T?location=X) when the link covers it; the narrowed page shows that
 * location; a location the link does not cover is a plain not-found page; a company that asks readers to
 * sign in sends the reader to the link's own page, which says so.
 */

let t: AppTest;
let plant: number;
let cabinet: number;
let warehouse: number;
/** A link at the Oslo plant, made through the library page. */
let token: string;

const permalinks = () => import("~/features/read-links/routes/permalinks");
const read = () => import("~/features/read-links/routes/read");

async function locationId(name: string): Promise<number> {
  const { rows } = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM locations WHERE name = ${name} ORDER BY id LIMIT 1`,
  );
  return rows[0]!.id;
}

async function permalink(id: number | string, link: string) {
  const { loader } = await permalinks();
  return settle(() =>
    loader(get(`/permalinks/location?id=${id}&readlink=${link}`, undefined, { type: "location" })),
  );
}

async function setSignIn(on: boolean) {
  await t.db.execute(sql`
    UPDATE companies SET settings = settings || ${JSON.stringify({ read_link_sign_in: on })}::jsonb
    WHERE id = (SELECT company_id FROM locations WHERE id = ${plant})`);
}

beforeAll(async () => {
  t = await setupAppTest();
  plant = await locationId("Oslo plant");
  cabinet = await locationId("Flammables cabinet");
  warehouse = await locationId("Warehouse");
  const { action } = await import("~/features/read-links/routes/qr-readlink");
  const keeper = await t.signedIn("safety@demo.test");
  const made = (await settle(() =>
    action(
      post("/qr-readlink", keeper.cookie, [
        ["intent", "create"],
        ["location", String(plant)],
      ]),
    ),
  )) as { created: { token: string }[] };
  token = made.created[0]!.token;
});
afterAll(() => t.close());

describe("/permalinks/location through a read link", () => {
  it("redirects to the link's page narrowed to the location, which shows that location", async () => {
    const result = (await permalink(cabinet, token)) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe(`/read/${token}?location=${cabinet}`);
    const { loader } = await read();
    const page = (await settle(() =>
      loader(get(`/read/${token}?location=${cabinet}`, undefined, { token })),
    )) as unknown as { data: { page: { state: string; location: { name: string } } } };
    expect(page.data.page.state).toBe("active");
    expect(page.data.page.location.name).toBe("Flammables cabinet");
    // The link's own location is the link's page narrowed to itself.
    const own = (await permalink(plant, token)) as Response;
    expect(own.headers.get("Location")).toBe(`/read/${token}?location=${plant}`);
  });

  it("a location the link does not cover, a malformed id or token is a not-found page, never a redirect", async () => {
    for (const [id, link] of [
      [warehouse, DEMO_READ_LINK_TOKEN],
      [plant, DEMO_READ_LINK_TOKEN],
      [2147483647, token],
      ["abc", token],
      [cabinet, "short"],
    ] as const) {
      const result = await permalink(id, link);
      expect(result instanceof Response ? result.headers.get("Location") : null).toBeNull();
      expect(JSON.stringify(result)).toContain("invalid");
    }
    // The narrowed page itself answers 404 for a location outside the link or a malformed one.
    const { loader } = await read();
    for (const location of [String(warehouse), "abc"]) {
      const page = (await settle(() =>
        loader(
          get(`/read/${DEMO_READ_LINK_TOKEN}?location=${location}`, undefined, {
            token: DEMO_READ_LINK_TOKEN,
          }),
        ),
      )) as Response;
      expect([location, page.status]).toEqual([location, 404]);
    }
  });

  it("an unknown link goes to its own page, which explains it", async () => {
    const unknown = "A".repeat(55);
    const result = (await permalink(cabinet, unknown)) as Response;
    expect(result.headers.get("Location")).toBe(`/read/${unknown}`);
  });

  it("a company that asks readers to sign in: the permalink goes to the link's page, which asks to sign in", async () => {
    await setSignIn(true);
    try {
      const result = (await permalink(cabinet, token)) as Response;
      expect(result.headers.get("Location")).toBe(`/read/${token}`);
      const { loader } = await read();
      const open = async (cookie?: string) =>
        settle(() => loader(get(`/read/${token}`, cookie, { token }))) as unknown as Promise<
          Response & { data: { page: { sign_in_required: boolean; location: { name: string } | null } } }
        >;
      const anonymous = await open();
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("Location")).toBe(
        `/auth?redirectTo=${encodeURIComponent(`/read/${token}`)}`,
      );
      // One of the company's users sees the page; another company's user is told it is not for them.
      const worker = await t.signedIn("worker@demo.test");
      expect((await open(worker.cookie)).data.page.location?.name).toBe("Oslo plant");
      const other = await t.signedIn("admin@other.test");
      expect((await open(other.cookie)).data.page).toMatchObject({ sign_in_required: true, location: null });
    } finally {
      await setSignIn(false);
    }
  });
});
