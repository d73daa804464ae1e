/**
 * Every page of the production server is a valid HTML document: its bytes as the
 * browser gets them (streamed) and as a crawler gets them (all at once), signed out
 * and signed in, error pages (404, 429) and the API reference included. The checks are tests/support/html-check.ts
 * (its own checks, and html-validate with .htmlvalidate.json once that is installed).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_READ_LINK_TOKEN } from "../../seed/read-links";
import { DEMO_SDS_REQUEST_TOKEN } from "../../seed/sds-requests";
import { validateDocument } from "../support/html-check";
import { browse, CookieJar, serveApp, signIn, type ServedApp } from "./support";

let app: ServedApp;
const jar = new CookieJar();

beforeAll(async () => {
  // A low sign-in limit, so the 429 page can be checked too (one sign-in start is used by signing in).
  app = await serveApp({ RATE_LIMIT_SIGN_IN: "4/60" });
});
afterAll(async () => {
  await app?.stop();
});

/** GET a page as a browser would, following same-site redirects; the body's bytes decoded as UTF-8. */
async function page(path: string, headers: Record<string, string> = {}, cookies = jar) {
  let url = new URL(path, app.url);
  for (let hop = 0; hop < 5; hop++) {
    const response = await browse(cookies, url, { headers });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.arrayBuffer();
      url = new URL(location, url);
      continue;
    }
    const html = new TextDecoder("utf-8", { fatal: true }).decode(await response.arrayBuffer());
    return { status: response.status, url: url.pathname + url.search, html };
  }
  throw new Error(`too many redirects from ${path}`);
}

/** Each page's faults, keyed by its path (an empty object when every page is valid), and where each landed. */
async function check(paths: string[], headers: Record<string, string> = {}, cookies = jar) {
  const faults: Record<string, string[]> = {};
  const landed: string[] = [];
  for (const path of paths) {
    const { status, url, html } = await page(path, headers, cookies);
    landed.push(`${status} ${url}`);
    const found = await validateDocument(html, url);
    if (found.length > 0) faults[`${path} (${status} ${url})`] = found;
  }
  return { faults, landed };
}
const faultsOf = async (...args: Parameters<typeof check>) => (await check(...args)).faults;

/** The first path in the page's links that matches (a real id to visit). */
function firstLink(html: string, pattern: RegExp): string {
  const found = [...html.matchAll(/href="([^"]+)"/g)]
    .map((match) => match[1]!)
    .find((href) => pattern.test(href));
  if (!found) throw new Error(`no link like ${pattern}`);
  return found.replace(/&amp;/g, "&");
}

describe("every page is a valid HTML document", () => {
  it("signed out: the sign-in page, in English and in Norwegian (å, ø), streamed and whole", async () => {
    const anonymous = new CookieJar();
    expect(
      await faultsOf(["/auth", "/auth?redirectTo=%2Fproducts", "/api/reference"], {}, anonymous),
    ).toEqual({});
    expect(await faultsOf(["/auth"], { "Accept-Language": "nb-NO" }, anonymous)).toEqual({});
    expect(await faultsOf(["/auth"], { "User-Agent": "Googlebot/2.1" }, anonymous)).toEqual({});
  });

  it("signed in: the pages of every module, their error pages and the crawler's copy", async () => {
    await signIn(app, jar, "admin@demo.test");
    const products = await page("/products");
    const hierarchy = await page("/location-hierarchy");
    const greylist = await page("/company-settings/products/greylist");
    const product = /^\/products\/\d+/.exec(firstLink(products.html, /^\/products\/\d+(\?|$)/))![0];
    const locationId = /\/location-hierarchy\/(\d+)/.exec(
      firstLink(hierarchy.html, /^\/location-hierarchy\/\d+/),
    )![1];
    const userPage = firstLink((await page("/users")).html, /^\/users\/\d+$/);
    const person = firstLink((await page("/gdpr?q=leaver")).html, /^\/gdpr\/\d+$/);
    // Chemical approvals on a template: the new-request page's first request form.
    const requestOnTemplate = firstLink(
      (await page("/chemical-approvals/requests/new")).html,
      /^\/chemical-approvals\/requests\/new\?templateId=\d+/,
    );
    // The exposure history: a person the register applies to, as a keeper chooses them.
    const historyPerson = /<option value="(\d+)"/.exec((await page("/exposure-history?q=lars")).html)![1];
    // Training: a course's page, from the courses list.
    const course = firstLink((await page("/training")).html, /^\/training\/\d+$/);
    // Workplace descriptions: a version's page, from the company's list.
    const description = firstLink(
      (await page("/workplacedescriptions")).html,
      /^\/workplacedescription\?id=\d+$/,
    );
    const smartformTemplate = firstLink(
      (await page("/smartforms/1")).html,
      /^\/smartforms\/1\/template\/\d+$/,
    );

    const { faults, landed } = await check([
      "/main",
      "/products",
      "/products?view=quicktext",
      "/products/new",
      product,
      `${product}/edit`,
      "/unique-products",
      "/search?q=acetone",
      "/location-hierarchy",
      `/location-hierarchy/${locationId}`,
      "/location-hierarchy?q=lab",
      "/locations",
      `/locations/${locationId}/information`,
      `/locations/${locationId}/products`,
      `/locations/${locationId}/products?view=quicktext`,
      `/locations/${locationId}/unique-products`,
      "/my-page",
      "/my-page/profile",
      "/my-page/exposure",
      "/my-page/licenses",
      "/my-page/privacy",
      "/chemical-approvals",
      "/chemical-approvals/requests/new",
      "/chemical-approval",
      "/company-settings",
      "/outbox",
      "/activities",
      "/activities?module=approvals&from=2020-01-01",
      "/users",
      "/users?q=a&status=all&page=2",
      "/users/new",
      userPage,
      "/company-settings/support",
      "/gdpr",
      "/gdpr?q=leaver",
      person,
      `${person}?confirm=erase`,
      // Company settings: the company's own tabs, the greylist and one of its entries.
      "/company-settings/system",
      "/company-settings/risk-assessment",
      "/company-settings/products",
      "/company-settings/storage",
      "/company-settings/documents",
      // Workplace descriptions: the lists, a version with its forms, the start of a new one, the poster layout.
      "/workplacedescriptions",
      "/workplacedescriptions/archived",
      `/locations/${locationId}/workplacedescriptions`,
      description,
      "/workplacedescription",
      `/workplacedescription?location=${locationId}`,
      "/workplacedescriptions/poster/edit",
      "/company-settings/products/greylist",
      firstLink(greylist.html, /^\/company-settings\/products\/greylist\/\d+$/),
      requestOnTemplate,
      // Risk assessments: the lists (all, a location's, filtered), SPS, and the status pages.
      "/documents/1",
      "/documents/1?status=3&review=due&q=acid",
      `/locations/${locationId}/documents/1`,
      "/documents/2",
      "/riskassessment/status",
      "/riskassessment/status?state=none&page=2",
      `/locations/${locationId}/riskassessment/status`,
      // Smart-form templates: the menu, a kind's list, the builder with a translation and a preview.
      "/smartforms",
      "/smartforms/1",
      smartformTemplate,
      `${smartformTemplate}?language=1`,
      `${smartformTemplate}/preview`,
      // The exposure history: the choice of person, a person's history, filtered.
      "/exposure-history",
      "/exposure-history?q=lars",
      `/exposure-history?person=${historyPerson}`,
      `/exposure-history?person=${historyPerson}&from=2020-01-01&to=2030-12-31`,
      // The exposure register: the register and the records list, plain and filtered.
      "/exposure",
      "/exposure?period=current",
      "/exposures/instances",
      "/exposures/instances?voided=1&recorded=self&from=2020-01-01",
      // Legislation lists: the company's page (plain, filtered), a location's, the import form.
      "/legislations",
      "/legislations?list=clp-cmr&page=2",
      `/locations/${locationId}/legislations`,
      "/legislations/import",
      // The amount report: plain, a location's subtree with a category, the picker's matches.
      "/amountreport",
      `/amountreport?location=${locationId}&category=flam-liq-2`,
      "/amountreport?locq=ware",
      // Training: the page, a new course (with a search's matches), a course, recording a completion.
      "/training",
      "/training/new",
      "/training/new?intent=save&title=Solvents&productq=ace&locq=lab",
      course,
      `${course}/record`,
      `${course}/record?intent=save&user_id=&completed_on=2026-01-01&personq=t`,
      // Error pages: a 404 of a product, a location and a safety data sheet.
      "/products/999999999",
      "/locations/999999999/information",
      "/sds/no-such-sheet",
      "/sds/no-such-sheet/pdf",
    ]);
    expect(faults).toEqual({});
    // Each page was itself (signed in, not sent back to sign-in), the error pages with their 404.
    expect(landed.filter((line) => / \/auth/.test(line))).toEqual([]);
    expect(landed.filter((line) => line.startsWith("404 "))).toHaveLength(4);

    // A crawler gets each page in one piece (no streaming): valid too.
    expect(
      await faultsOf(["/main", "/products/new", "/products/999999999"], { "User-Agent": "Googlebot/2.1" }),
    ).toEqual({});
  });

  it("smart-form documents: the create page, a document's tabs and its print view", async () => {
    const assessor = new CookieJar();
    await signIn(app, assessor, "assessor@demo.test");
    const created = await browse(assessor, `${app.url}/smartforms/1/documents/create`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
      body: new URLSearchParams({ title: "Valid HTML probe" }),
    });
    await created.arrayBuffer();
    const document = created.headers.get("location") ?? "";
    expect(document).toMatch(/^\/smartforms\/1\/documents\/\d+$/);
    const { faults, landed } = await check(
      [
        "/smartforms/1/documents/create",
        "/smartforms/1/documents/create?locq=oslo",
        document,
        `${document}?tab=t2`,
        `${document}?tab=t3`,
        `${document}?tab=t4`,
        `${document}/print`,
      ],
      {},
      assessor,
    );
    expect(faults).toEqual({});
    expect(landed.filter((line) => !line.startsWith("200 "))).toEqual([]);
  });

  it("smart forms, a document's life: the approval page (waiting and decided) and the versions page", async () => {
    // A version waiting for approval beside the seeded document of the older form (the pages need ids).
    const client = new pg.Client({ connectionString: app.databaseUrl() });
    await client.connect();
    let legacy: number;
    let pending: number;
    try {
      const { rows } = await client.query<{ id: number }>(
        `SELECT id FROM smartform_documents WHERE kind = 2 AND title LIKE 'Degreasing%' ORDER BY id LIMIT 1`,
      );
      legacy = rows[0]!.id;
      const inserted = await client.query<{ id: number }>(
        `WITH next AS (SELECT nextval(pg_get_serial_sequence('smartform_documents', 'id'))::int AS id)
         INSERT INTO smartform_documents (id, company_id, root_id, version_no, document_type, kind, structure, title,
           status, values, is_latest, created_by, submitted_by, submitted_at)
         SELECT next.id, d.company_id, next.id, 1, 1, 1, d.structure, 'Waiting for the HTML check', 2, d.values,
           true, d.created_by, d.created_by, now()
         FROM next, smartform_documents d WHERE d.id = $1
         RETURNING id`,
        [legacy],
      );
      pending = inserted.rows[0]!.id;
    } finally {
      await client.end();
    }
    const approver = new CookieJar();
    await signIn(app, approver, "raapprover@demo.test");
    const { faults, landed } = await check(
      [
        `/smartforms/documents/${pending}/approval`,
        `/smartforms/documents/${legacy}/approval`,
        `/smartforms/documents/${legacy}/versions`,
        `/smartforms/documents/${pending}/versions`,
        `/smartforms/documents/${legacy}/legacy`,
      ],
      {},
      approver,
    );
    expect(faults).toEqual({});
    expect(landed.every((line) => line.startsWith("200 /smartforms/documents/"))).toBe(true);
  });

  it("exposure records: the recording form and a corrected record", async () => {
    const client = new pg.Client({ connectionString: app.databaseUrl() });
    await client.connect();
    let record: string;
    let place: { location_id: number; key: string };
    try {
      // A seeded record with a correction in its history, and the place and sheet of one (seed/exposure-records.ts).
      const corrected = await client.query<{ uid: string; location_id: number; key: string }>(`
        SELECT i.uid, i.location_id, i.snapshot->'sds'->>'key' AS key FROM exposure_instances i
        WHERE i.revision > 1 AND i.voided_at IS NULL AND i.snapshot->'sds' IS NOT NULL ORDER BY i.id LIMIT 1`);
      record = corrected.rows[0]!.uid;
      place = corrected.rows[0]!;
    } finally {
      await client.end();
    }
    const create = `/exposures/create?location_id=${place.location_id}&sds=${encodeURIComponent(place.key)}`;
    // As the admin signed in above (every flag, exposure_admin too): one more sign-in would meet the rate limit.
    // A person's own recording form is checked by the browser test of the records (tests/e2e), which validates
    // every page it opens.
    const { faults, landed } = await check(
      [create, "/exposures/create", `/exposures/instances/${record}`],
      {},
      jar,
    );
    expect(faults).toEqual({});
    expect(landed.filter((line) => !line.startsWith("200 /exposures/"))).toEqual([]);
  });

  it("the 429 page of too many sign-in starts", async () => {
    let response: Response | undefined;
    for (let attempt = 0; attempt < 10 && response?.status !== 429; attempt++) {
      if (response) await response.arrayBuffer();
      response = await fetch(`${app.url}/auth`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ redirectTo: "/main" }),
      });
    }
    expect(response?.status).toBe(429);
    expect(await validateDocument(await response!.text(), "POST /auth")).toEqual([]);
  });

  it("the 404 page names itself in <title>", async () => {
    const { status, html } = await page("/products/999999999");
    expect(status).toBe(404);
    expect(html).toMatch(/<head>.*<title>Not found – ChemSafe<\/title>.*<\/head>/s);
  });

  it("exposure plans: the list, a new plan prefilled from a risk assessment, and a plan", async () => {
    // As the admin signed in above (every flag, exposure_admin too): one more sign-in would meet the rate limit.
    const list = await browse(jar, `${app.url}/exposures/plans?status=all`);
    const plan = firstLink(await list.text(), /^\/exposures\/plans\/[0-9a-f-]{36}$/);
    const { faults, landed } = await check(
      [
        "/exposures/plans",
        "/exposures/plans?status=closed&q=lead",
        "/exposures/plans/new",
        "/exposures/plans/new?document=10&product=30&location=20",
        plan,
      ],
      {},
      jar,
    );
    expect(faults).toEqual({});
    expect(landed.filter((line) => !line.startsWith("200 "))).toEqual([]);
  });

  it("read and understood: the person's list, finding a document and a document's status", async () => {
    // As the admin signed in above (every flag, edit_location too).
    const manage = await browse(jar, `${app.url}/read-understood/manage?q=acetone`);
    const status = firstLink(await manage.text(), /^\/read-understood\/sds\/\d+$/);
    const { faults, landed } = await check(
      [
        "/read-understood",
        "/read-understood/manage",
        "/read-understood/manage?q=acetone",
        status,
        `${status}?who=oslo&filter=pending`,
      ],
      {},
      jar,
    );
    expect(faults).toEqual({});
    expect(landed.filter((line) => !line.startsWith("200 "))).toEqual([]);
  });

  it("read links and read and understood per location: the public read pages and the manager's view", async () => {
    const client = new pg.Client({ connectionString: app.databaseUrl() });
    await client.connect();
    let plant: number;
    let cabinet: number;
    try {
      const id = async (name: string) =>
        (
          await client.query<{ id: number }>(
            `SELECT l.id FROM locations l JOIN users u ON u.company_id = l.company_id
             WHERE u.email = 'admin@demo.test' AND l.name = $1 LIMIT 1`,
            [name],
          )
        ).rows[0]!.id;
      plant = await id("Oslo plant");
      cabinet = await id("Flammables cabinet");
    } finally {
      await client.end();
    }
    // The read link's pages need no session: a reader of their own.
    const reader = new CookieJar();
    const token = DEMO_READ_LINK_TOKEN;
    const read = await check(
      [
        `/read/${token}`,
        `/read/${token}?location=${cabinet}`,
        `/read/${"x".repeat(55)}`,
        `/permalinks/location?id=${cabinet}&readlink=${token}`,
      ],
      {},
      reader,
    );
    expect(read.faults).toEqual({});
    expect(read.landed).toContain(`200 /read/${token}?location=${cabinet}`);
    expect(read.landed.filter((line) => !line.startsWith("200 "))).toEqual([]);
    // As the admin signed in above (every flag, edit_location too).
    const manager = await check(
      ["/read-understood/location", `/read-understood/location?location=${plant}`],
      {},
      jar,
    );
    expect(manager.faults).toEqual({});
    expect(manager.landed.filter((line) => !line.startsWith("200 "))).toEqual([]);
  });

  it("supplier SDS requests: the list, asking, a request, and the supplier's public page", async () => {
    // As the admin signed in above (every flag, add_product too); the supplier's page needs no session.
    const list = await browse(jar, `${app.url}/sdsrequests?status=answered`);
    const request = firstLink(await list.text(), /^\/sdsrequests\/\d+$/);
    const { faults, landed } = await check(
      [
        "/sdsrequests",
        "/sdsrequests?status=sent&q=acetone",
        "/sdsrequests/new",
        "/sdsrequests/new?q=tolu",
        request,
        `/sds-update-request/${DEMO_SDS_REQUEST_TOKEN}`,
        `/sds-update-request/${"x".repeat(55)}`,
      ],
      {},
      jar,
    );
    expect(faults).toEqual({});
    expect(landed.filter((line) => !line.startsWith("200 "))).toEqual([]);
  });

  it("substitution: the steps of /substitute, a recorded substitution, and the history", async () => {
    // As the admin signed in above (every flag: the decision form shows every status).
    const history = await browse(jar, `${app.url}/substitution-history`);
    const recorded = firstLink(await history.text(), /^\/substitute\?id=\d+$/);
    const { faults, landed } = await check(
      [
        "/substitute",
        "/substitute?q=acet",
        recorded,
        "/substitution-history",
        "/substitution-history?status=approved",
      ],
      {},
      jar,
    );
    expect(faults).toEqual({});
    expect(landed.filter((line) => !line.startsWith("200 "))).toEqual([]);
  });

  it("SDS events and actions: the timeline, the lists, a new action and an action", async () => {
    // As the admin signed in above (every flag).
    const list = await browse(jar, `${app.url}/actions/list?status=all`);
    const action = firstLink(await list.text(), /^\/actions\/\d+$/);
    const { faults, landed } = await check(
      [
        "/sdsevents",
        "/sdsevents?kind=list_hit&from=2020-01-01&to=2030-12-31&product=tol&locq=lab",
        "/actions",
        "/actions/list?status=all&q=check",
        "/actions/new",
        action,
      ],
      {},
      jar,
    );
    expect(faults).toEqual({});
    expect(landed.filter((line) => !line.startsWith("200 "))).toEqual([]);
  });

  it("custom lists and custom reports: the lists, the new-list form, the report form and the list of reports", async () => {
    // As the admin signed in above (user_admin: the lists' forms show). The demo's lists are its greylist.
    const { faults, landed } = await check(
      [
        "/custom-lists",
        "/custom-lists/new",
        "/custom-reports",
        "/create-report",
        "/create-report?source=sds",
        "/create-report?source=actions",
        "/create-report?source=approvals",
        "/create-report?source=risk_assessments",
        "/create-report?source=exposure",
      ],
      {},
      jar,
    );
    expect(faults).toEqual({});
    expect(landed.filter((line) => !line.startsWith("200 "))).toEqual([]);
  });

  it("standard phrases: the list found and paged, the new-phrase form, a phrase's edit page, its deletion and its translations", async () => {
    // As the admin signed in above (every flag: the edit links show). The demo company's seeded phrases.
    const list = await page("/standard-phrases");
    const edit = firstLink(list.html, /^\/edit-phrase\/\d+$/);
    const translations = firstLink(list.html, /^\/translations\/\d+$/);
    const { faults, landed } = await check(
      [
        "/standard-phrases",
        "/standard-phrases?q=flam&field=2&opage=2",
        "/standard-phrases?field=7",
        "/new-phrase",
        edit,
        `${edit}?delete=1`,
        translations,
      ],
      {},
      jar,
    );
    expect(faults).toEqual({});
    expect(landed.filter((line) => !line.startsWith("200 "))).toEqual([]);
  });

  it("internal documents: the landing page, the suppliers (list, in the list, card, forms) and the substances", async () => {
    // As the admin signed in above (every flag: local_publisher and local_publisher_delete).
    const list = await browse(jar, `${app.url}/suppliers`);
    const supplier = firstLink(await list.text(), /^\/suppliers\/\d+$/);
    const id = supplier.split("/").pop()!;
    const { faults, landed } = await check(
      [
        "/internal-documents",
        "/suppliers",
        "/suppliers?q=nordic",
        supplier,
        `/show-supplier/${id}`,
        "/new-supplier",
        `/edit-supplier/${id}`,
        `/edit-supplier/${id}?delete=1`,
        `/add-new-countries/${id}/5`,
        "/substances",
        "/substances?q=67-64",
        "/new-substance",
      ],
      {},
      jar,
    );
    expect(faults).toEqual({});
    expect(landed.filter((line) => !line.startsWith("200 "))).toEqual([]);
  });

  it("the company's own sheets: the list of every version", async () => {
    // As the admin signed in above (local_publisher).
    const { faults, landed } = await check(["/documents"], {}, jar);
    expect(faults).toEqual({});
    expect(landed.filter((line) => !line.startsWith("200 "))).toEqual([]);
  });

  it("a sheet's versions: the page, its forms started from another version, the delete confirmation", async () => {
    // As the admin signed in above (local_publisher and local_publisher_delete).
    const versions = await page("/documents/all-versions/DOC-DEMOGLASS200");
    const other = firstLink(versions.html, /^\/documents\/all-versions\/DOC-DEMOGLASS200\?from=\d+/);
    const draft = firstLink(versions.html, /^\/documents\/all-versions\/DOC-DEMOGLASS200\?delete=\d+$/);
    const { faults, landed } = await check(
      [
        "/documents/all-versions/DOC-DEMOGLASS200",
        other.replace(/&amp;/g, "&"),
        draft,
        "/documents/all-versions",
      ],
      {},
      jar,
    );
    expect(faults).toEqual({});
    expect(landed.filter((line) => !line.startsWith("200 "))).toEqual([]);
    expect(landed.at(-1)).toBe("200 /documents");
  });

  it("the editor of the company's own sheets: the start, a draft's sections, a search, the deletion's confirmation", async () => {
    // As the admin signed in above (local_publisher and local_publisher_delete).
    const start = await (await browse(jar, `${app.url}/new-document`)).text();
    const supplier = /<option value="(\d+)">Demo Chemicals Production AS</.exec(start)![1]!;
    const sheet = /<option value="(\d+)">Demo Degreaser 500 /.exec(start)![1]!;
    const { faults, landed } = await check(
      [
        "/new-document",
        `/new-document?supplier=${supplier}`,
        `/new-document?id=${sheet}&section=1`,
        `/new-document?id=${sheet}&section=2&to=2.2&q=flammable`,
        `/new-document?id=${sheet}&section=3`,
        `/new-document?id=${sheet}&section=16`,
        `/new-document?id=${sheet}&delete=1`,
      ],
      {},
      jar,
    );
    expect(faults).toEqual({});
    expect(landed.filter((line) => !line.startsWith("200 "))).toEqual([]);
  });
});
