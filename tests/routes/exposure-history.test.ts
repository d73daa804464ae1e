import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { settle, setupAppTest } from "../support/app";
import { get, toastOf, type AppTest } from "./locations-support";
import { withoutExposureData } from "../support/exposure";

/** /exposure-history, its PDF, and My page's exposure tab with its PDF (loaders: choice, filters, paging, guard). */

const DEMO = DEMO_COMPANY_IDS.demoChemicals;
let t: AppTest;
const ids: Record<string, number> = {};

async function idOf(email: string): Promise<number> {
  const { rows } = await t.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`);
  return rows[0]!.id;
}

/** `count` records of the person at Laboratory 1 with Benzene, a day apart from `start` (UTC, 07:00). */
async function insertRecords(personId: number, start: string, count: number) {
  await t.db.execute(sql`
    INSERT INTO exposure_instances (company_id, person_id, location_id, product_id, sds_id, snapshot,
      started_at, duration_minutes, routes, ppe, recorded_by)
    SELECT ${DEMO}, ${personId}, l.id, p.id, s.id,
      jsonb_build_object(
        'product', jsonb_build_object('name', p.name, 'supplier', p.supplier),
        'sds', jsonb_build_object('key', s.key, 'version', s.version, 'dateIssue', s.date_issue,
          'languageId', s.language_id, 'hazardStatements', to_jsonb(s.hazard_statements),
          'casNumbers', to_jsonb(s.cas_numbers)),
        'location', jsonb_build_object('path', 'Oslo plant / Laboratory 1')),
      ${start}::timestamptz + (n - 1) * interval '1 day', 45, 1, 1, ${personId}
    FROM generate_series(1, ${count}) n,
      products p
      JOIN LATERAL (SELECT * FROM sds_documents sd WHERE sd.company_id = p.company_id AND sd.product_id = p.id
        ORDER BY sd.id DESC LIMIT 1) s ON true,
      locations l
    WHERE p.company_id = ${DEMO} AND p.name = 'Benzene' AND l.company_id = ${DEMO} AND l.name = 'Laboratory 1'`);
}

beforeAll(async () => {
  t = await setupAppTest();
  await withoutExposureData(t.db, DEMO_COMPANY_IDS.demoChemicals);
  for (const email of ["labtech@demo.test", "welder@demo.test", "cleaner@demo.test"]) {
    ids[email] = await idOf(email);
  }
  await insertRecords(ids["labtech@demo.test"]!, "2026-04-01T07:00:00Z", 3);
  await insertRecords(ids["welder@demo.test"]!, "2025-01-01T07:00:00Z", 55);
});
afterAll(() => t.close());

async function history(url: string, email: string) {
  const { loader } = await import("~/features/exposure/routes/history");
  const { cookie } = await t.signedIn(email);
  return settle(() => loader(get(url, cookie)));
}

type Loaded = Exclude<Awaited<ReturnType<typeof history>>, Response>;

describe("/exposure-history", () => {
  it("shows a person in the register their own history, without a choice", async () => {
    const data = (await history("/exposure-history", "labtech@demo.test")) as Loaded;
    expect(data.choice).toBeNull();
    expect(data.view?.person.name).toBe("Lars Labtech");
    expect(data.view?.totals).toEqual([
      expect.objectContaining({ product: "Benzene", occasions: 3, time: "02:15" }),
    ]);
    expect(data.view?.records).toHaveLength(3);
    expect(data.view?.records[0]).toMatchObject({
      duration: "00:45",
      location: "Oslo plant / Laboratory 1",
      routes: "Inhalation",
      selfReported: true,
      voided: null,
    });
    expect(data.view?.records[0]!.when).toContain("UTC");
    expect(data.pdfHref).toBe("/exposure-history/pdf");
    // A person parameter is not theirs to use: still their own history.
    const other = (await history(
      `/exposure-history?person=${ids["welder@demo.test"]}`,
      "labtech@demo.test",
    )) as Loaded;
    expect(other.view?.person.name).toBe("Lars Labtech");
  });

  it("lets a reader search and choose a person, then pages and filters that person's records", async () => {
    const choice = (await history("/exposure-history?q=weld", "physician@demo.test")) as Loaded;
    expect(choice.view).toBeNull();
    expect(choice.choice?.people).toEqual([{ id: ids["welder@demo.test"], name: "Vidar Welder" }]);

    const welder = ids["welder@demo.test"]!;
    const first = (await history(`/exposure-history?person=${welder}`, "physician@demo.test")) as Loaded;
    expect(first.choice?.chosen).toBe(welder);
    expect(first.view?.person.name).toBe("Vidar Welder");
    expect(first.view?.records).toHaveLength(50);
    expect(first.view?.pager.first).toBeNull();
    expect(first.view?.pager.older).toMatch(new RegExp(`^/exposure-history\\?person=${welder}&cursor=`));
    expect(first.pdfHref).toBe(`/exposure-history/pdf?person=${welder}`);

    const second = (await history(first.view!.pager.older!, "physician@demo.test")) as Loaded;
    expect(second.view?.records).toHaveLength(5);
    expect(second.view?.pager.first).toBe(`/exposure-history?person=${welder}`);

    const filtered = (await history(
      `/exposure-history?person=${welder}&from=2025-01-10&to=2025-01-11`,
      "physician@demo.test",
    )) as Loaded;
    expect(filtered.view?.records).toHaveLength(2);
    expect(filtered.view?.filtered).toBe(true);
    expect(filtered.view?.totals[0]).toMatchObject({ occasions: 2, time: "01:30" });
    expect(filtered.view?.clearHref).toBe(`/exposure-history?person=${welder}`);
    // Days that are not days, and a cursor that is not one, count as absent.
    const odd = (await history(
      `/exposure-history?person=${welder}&from=2025-02-30&cursor=xyz`,
      "physician@demo.test",
    )) as Loaded;
    expect(odd.view?.records).toHaveLength(50);
  });

  it("answers not found for a person of another company", async () => {
    const { rows } = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM users WHERE email = 'admin@other.test'`,
    );
    const result = (await history(`/exposure-history?person=${rows[0]!.id}`, "keeper@demo.test")) as Response;
    expect(result.status).toBe(404);
  });

  it("sends anyone else to /main with the register's warning", async () => {
    const result = (await history("/exposure-history", "worker@demo.test")) as Response;
    expect(result.headers.get("Location")).toBe("/main");
    expect(await toastOf(result)).toMatchObject({
      type: "warning",
      text: "You do not have access to the exposure register.",
    });
  });
});

describe("the PDFs", () => {
  it("/exposure-history/pdf streams the chosen person's PDF; one the caller may not read is not found", async () => {
    const { loader } = await import("~/features/exposure/routes/history-pdf");
    const physician = await t.signedIn("physician@demo.test");
    const response = (await settle(() =>
      loader(get(`/exposure-history/pdf?person=${ids["labtech@demo.test"]}`, physician.cookie)),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    const labtech = await t.signedIn("labtech@demo.test");
    const refused = (await settle(() =>
      loader(get(`/exposure-history/pdf?person=${ids["welder@demo.test"]}`, labtech.cookie)),
    )) as Response;
    expect(refused.status).toBe(404);
  });

  it("/my-page/exposure.pdf is the caller's own history", async () => {
    const { loader } = await import("~/features/my-page/routes/exposure-pdf");
    const { cookie } = await t.signedIn("labtech@demo.test");
    const response = await loader(get("/my-page/exposure.pdf", cookie));
    expect(response.headers.get("Content-Disposition")).toContain(
      `exposure-history-${ids["labtech@demo.test"]}.pdf`,
    );
  });
});

describe("/my-page/exposure", () => {
  it("shows the caller's own history with the PDF link, empty for someone without records", async () => {
    const { loader } = await import("~/features/my-page/routes/exposure");
    const labtech = await t.signedIn("labtech@demo.test");
    const data = await loader(get("/my-page/exposure?from=2026-04-02", labtech.cookie));
    expect(data.view?.records).toHaveLength(2);
    expect(data.view?.clearHref).toBe("/my-page/exposure");
    const cleaner = await t.signedIn("cleaner@demo.test");
    const empty = await loader(get("/my-page/exposure", cleaner.cookie));
    expect(empty.view).toMatchObject({ person: { name: "Cecilie Cleaner" }, totals: [] });
  });
});
