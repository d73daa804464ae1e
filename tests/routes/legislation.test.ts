import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { multipart } from "./product-support";
import { get, toastOf, type AppTest } from "./locations-support";

/** The legislation pages' loaders and actions: the lists and hits, a location's page, the exports, the import. */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

const versions = async () =>
  (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM legislation_list_versions`)).rows[0]!
    .n;

const csvFile = (text: string) => ({
  name: "list.csv",
  type: "text/csv",
  bytes: new TextEncoder().encode(text),
});

interface PageData {
  heading: string;
  lists: { code: string }[];
  rows: { product: string; list: string; ref: string }[];
  meta: { total: number };
  canImport: boolean;
  downloads: { csv: string };
}

describe("/legislations", () => {
  it("shows every user the lists and the hits, filtered by list", async () => {
    const { loader } = await import("~/features/legislation/routes/legislations");
    const { cookie } = await t.signedIn("worker@demo.test");
    const page = (await settle(() => loader(get("/legislations?list=annex-xvii", cookie)))) as PageData;
    expect(page.lists.map((list) => list.code)).toEqual(["svhc", "annex-xiv", "annex-xvii", "clp-cmr"]);
    expect(page.rows.some((row) => row.product === "Benzene" && row.ref === "5")).toBe(true);
    expect(page.rows.every((row) => row.list === "annex-xvii")).toBe(true);
    expect(page.canImport).toBe(false);
    expect(page.downloads.csv).toBe("/legislations/export.csv?list=annex-xvii");
  });

  it("ignores a bad list and page, and sends a page past the end to the last", async () => {
    const { loader } = await import("~/features/legislation/routes/legislations");
    const { cookie } = await t.signedIn("worker@demo.test");
    const page = (await settle(() => loader(get("/legislations?list=nope&page=abc", cookie)))) as PageData;
    expect(page.meta.total).toBeGreaterThan(0);
    const past = (await settle(() => loader(get("/legislations?page=999", cookie)))) as Response;
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toMatch(/^\/legislations(\?page=\d+)?$/);
  });

  it("shows a location's page for its subtree, and not-found for another company's location", async () => {
    const { loader } = await import("~/features/legislation/routes/legislations");
    const { cookie } = await t.signedIn("worker@demo.test");
    const { rows } = await t.db.execute<{ id: number; company_id: number }>(sql`
      SELECT id, company_id FROM locations WHERE name IN ('Warehouse') OR company_id <> 1000001 ORDER BY company_id, id`);
    const own = rows.find((row) => row.company_id === 1000001)!;
    const other = rows.find((row) => row.company_id !== 1000001)!;
    const page = (await settle(() =>
      loader(get(`/locations/${own.id}/legislations`, cookie, { locationId: String(own.id) })),
    )) as PageData;
    expect(page.heading).toBe("Legislation lists: Warehouse");
    const foreign = (await settle(() =>
      loader(get(`/locations/${other.id}/legislations`, cookie, { locationId: String(other.id) })),
    )) as Response;
    expect(foreign.status).toBe(404);
  });

  it("downloads the hits as CSV", async () => {
    const { loader } = await import("~/features/legislation/routes/export");
    const { cookie } = await t.signedIn("worker@demo.test");
    const response = (await settle(() =>
      loader(get("/legislations/export.csv?list=clp-cmr", cookie)),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    expect(await response.text()).toContain("Benzene");
  });
});

describe("/legislations/import", () => {
  const svhc =
    "entry_id,row_role,entry_name,substance_name,description,ec_number,cas_number,cas_check_digit_ok,reasons_for_inclusion,reason_articles,reason_tags,date_of_inclusion\n" +
    "1,single_entry,Toluene,Toluene,,203-625-9,108-88-3,yes,Test,57c,Repr,2026-07-01\n";

  it("sends a user without user_admin to /main, and the API refuses them too; nothing saved", async () => {
    const { loader, action } = await import("~/features/legislation/routes/import");
    const { cookie } = await t.signedIn("worker@demo.test");
    const before = await versions();
    const shown = (await settle(() => loader(get("/legislations/import", cookie)))) as Response;
    expect(shown.headers.get("Location")).toBe("/main");
    const posted = (await settle(() =>
      action(multipart("/legislations/import", cookie, [["list", "svhc"]], csvFile(svhc))),
    )) as Response;
    expect(posted.headers.get("Location")).toBe("/main");
    expect(await versions()).toBe(before);
  });

  it("shows bad input in the user's language and saves nothing", async () => {
    const { action } = await import("~/features/legislation/routes/import");
    const { cookie } = await t.signedIn("admin@demo.test");
    const before = await versions();
    const noList = (await settle(() =>
      action(multipart("/legislations/import", cookie, [["list", "x"]], csvFile(svhc))),
    )) as { errors: { list?: string } };
    expect(noList.errors.list).toBe("Choose a list.");
    const noFile = (await settle(() =>
      action(multipart("/legislations/import", cookie, [["list", "svhc"]])),
    )) as { errors: { file?: string } };
    expect(noFile.errors.file).toBe("Choose a CSV file.");
    const columns = (await settle(() =>
      action(multipart("/legislations/import", cookie, [["list", "svhc"]], csvFile("a,b\n1,2\n"))),
    )) as { errors: { file?: string } };
    expect(columns.errors.file).toContain("The file lacks these columns: entry_name");
    expect(await versions()).toBe(before);
  });

  it("imports a file for an administrator and says what it found", async () => {
    const { action } = await import("~/features/legislation/routes/import");
    const { cookie } = await t.signedIn("admin@demo.test");
    const response = (await settle(() =>
      action(multipart("/legislations/import", cookie, [["list", "svhc"]], csvFile(svhc))),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/legislations");
    expect((await toastOf(response))?.text).toMatch(
      /^REACH Candidate List \(SVHC\) imported: 1 entries, version 2026-07-01/,
    );
  });
});
