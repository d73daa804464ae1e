import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SheetList } from "../../api/publisher/schemas";
import { NOT_FOUND, OTHER_ADMIN, WORKER, createHarness, type ApiHarness } from "./helpers";

/**
 * The Publisher API's version list by a sheet's key (the versions page's address carries the key, not a
 * document id): the sheet's versions in every language and market; another company's key, an unknown key or
 * one of another shape answer 404 like a missing document; without local_publisher 403.
 */

/** local_publisher without local_publisher_delete (seed/seed.ts). */
const SAFETY = "safety@demo.test";
const BASE = "/api/publisherapi/v1/sds/listallversions";

let h: ApiHarness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe("sds/listallversions/{key}", () => {
  it("lists the sheet's versions by its key, the same as by one of its document ids", async () => {
    const byKey = await h.call(SAFETY, `${BASE}/DOC-DEMOGLASS200`);
    expect(byKey.status).toBe(200);
    const data = (byKey.body as SheetList).data;
    expect(data.map((v) => [v.language_id, v.market_id, v.version, v.status])).toEqual([
      [2, 2, 1, "draft"],
      [4, 4, 1, "draft"],
    ]);
    const byId = await h.call(SAFETY, `${BASE}/${data[0]!.id}`);
    expect(byId.body).toEqual(byKey.body);
  });

  it("answers 404 for another company's key, an unknown key and a key of another shape; 403 without the permission", async () => {
    for (const key of ["DOC-DEMOGLASS200", "DOC-NOSUCHSHEET"])
      expect(await h.call(key === "DOC-DEMOGLASS200" ? OTHER_ADMIN : SAFETY, `${BASE}/${key}`)).toMatchObject(
        {
          status: 404,
          body: NOT_FOUND,
        },
      );
    for (const key of ["doc-demoglass200", "DOC-", `DOC-${"A".repeat(61)}`, "DOC-DEMO%20GLASS"])
      expect((await h.call(SAFETY, `${BASE}/${key}`)).status).toBe(404);
    expect((await h.call(WORKER, `${BASE}/DOC-DEMOGLASS200`)).status).toBe(403);
  });
});
