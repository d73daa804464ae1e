import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import {
  APPROVER,
  createRequest,
  EVALUATOR,
  EVALUATOR3,
  REQUESTER,
  REQUESTER2,
  REQUESTS_API as API,
} from "./approvals-support";
import { apiAs, get, toastOf, type AppTest } from "./locations-support";
import { locationId, PERMISSION_WARNING, WORKER } from "./products-support";

/**
 * The chemical approval lists (/chemical-approvals/requests, its layout and
 * /chemical-approvals): the three lists (mine, waiting for my evaluation,
 * all), who sees "All requests", the filters (status, location with the
 * locations inside it, name or CAS, archived), pages of 20, and users
 * without chemical_approval_request (sent to /main with the warning).
 * Requests are made through the API as the demo requesters.
 */

let t: AppTest;
const ids: Record<string, number> = {};

async function list(email: string, query = "") {
  const { loader } = await import("~/features/chemical-approvals/routes/requests");
  const { cookie } = await t.signedIn(email);
  return loader(get(`/chemical-approvals/requests${query}`, cookie));
}

/** The names of this file's requests on a page (the seed has demo requests too), sorted. */
const names = (page: Awaited<ReturnType<typeof list>>) =>
  page.rows
    .map((row) => row.name)
    .filter((name) => name.startsWith("List "))
    .sort();

beforeAll(async () => {
  t = await setupAppTest();
  const lab1 = await locationId(t, "Laboratory 1");
  const lab2 = await locationId(t, "Laboratory 2");
  const cage = await locationId(t, "Hazardous goods cage");
  ids.acetone = await createRequest(t, REQUESTER, {
    name: "List acetone",
    cas_nr: "67-64-1",
    location_ids: [lab1],
    is_draft: false,
  });
  ids.draft = await createRequest(t, REQUESTER, { name: "List draft solvent", is_draft: true });
  ids.ethanol = await createRequest(t, REQUESTER, {
    name: "List ethanol",
    cas_nr: "64-17-5",
    location_ids: [lab2],
    is_draft: false,
  });
  ids.depot = await createRequest(t, REQUESTER2, {
    name: "List depot water",
    cas_nr: "7732-18-5",
    location_ids: [cage],
    is_draft: false,
  });
  // The Laboratory board evaluates the acetone request.
  await (await apiAs(t, EVALUATOR)).post(`${API}/${ids.acetone}/evaluation`);
  // The draft is archived by its requester.
  await (await apiAs(t, REQUESTER)).put(`${API}/${ids.draft}/archive`);
});
afterAll(() => t.close());

describe("/chemical-approvals: the module's guard", () => {
  it("sends users without chemical_approval_request to /main with the warning", async () => {
    const { cookie } = await t.signedIn(WORKER);
    const layout = await import("~/features/chemical-approvals/routes/layout");
    const index = await import("~/features/chemical-approvals/routes/index");
    const lists = await import("~/features/chemical-approvals/routes/requests");
    const loaders: [(a: ReturnType<typeof get>) => Promise<unknown>, string][] = [
      [layout.loader, "/chemical-approvals/requests"],
      [index.loader, "/chemical-approvals"],
      [lists.loader, "/chemical-approvals/requests?tab=all"],
    ];
    for (const [loader, url] of loaders) {
      const result = (await settle(() => loader(get(url, cookie)))) as Response;
      expect(result.status, url).toBe(302);
      expect(result.headers.get("Location"), url).toBe("/main");
      expect(await toastOf(result), url).toMatchObject({
        type: "warning",
        text: PERMISSION_WARNING,
        timeout: 5000,
      });
    }
  });

  it("sends a signed-out visitor to sign in", async () => {
    const { loader } = await import("~/features/chemical-approvals/routes/requests");
    const result = (await settle(() => loader(get("/chemical-approvals/requests")))) as Response;
    expect(result.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
  });

  it("/chemical-approvals leads to the lists", async () => {
    const { loader } = await import("~/features/chemical-approvals/routes/index");
    const { cookie } = await t.signedIn(REQUESTER);
    const result = (await settle(() => loader(get("/chemical-approvals", cookie)))) as Response;
    expect(result.headers.get("Location")).toBe("/chemical-approvals/requests");
  });

  it("shows the module in the navigation of requesters only", async () => {
    const { loader } = await import("~/features/shell/routes/app-layout");
    const requester = await loader(get("/main", (await t.signedIn(REQUESTER)).cookie));
    const keys = (data: typeof requester) =>
      data.navGroups.flatMap((entry) => entry.modules.map((m) => m.key));
    expect(keys(requester)).toContain("chemicalApprovals");
    const worker = await loader(get("/main", (await t.signedIn(WORKER)).cookie));
    expect(keys(worker)).not.toContain("chemicalApprovals");
  });
});

describe("/chemical-approvals/requests: the lists", () => {
  it("lists the user's own requests that are not archived, with their status, locations and requester", async () => {
    const page = await list(REQUESTER);
    expect(page.title).toBe("My requests – Chemical approval requests – ChemSafe");
    expect(page.state.tab).toBe("mine");
    expect(names(page)).toEqual(["List acetone", "List ethanol"]);
    const acetone = page.rows.find((row) => row.id === ids.acetone)!;
    expect(acetone).toMatchObject({
      casNr: "67-64-1",
      status: "UNDER_EVALUATION",
      locations: "Laboratory 1",
      requester: "Rita Requester",
      href: `/chemical-approvals/requests/${ids.acetone}/approve?o=mine`,
    });
    // A requester on no board has no "All requests".
    expect(page.tabs).toEqual(["mine", "to_evaluate"]);
    // Seeded demo requests of other requesters are not "mine".
    expect(page.rows.every((row) => row.requester === "Rita Requester")).toBe(true);
  });

  it("lists the requests waiting for the user's evaluation, and counts them", async () => {
    const page = await list(EVALUATOR, "?tab=to_evaluate");
    expect(names(page)).toEqual(["List acetone"]);
    const acetone = page.rows.find((row) => row.id === ids.acetone);
    expect(acetone?.myEvaluation).toBe("PENDING");
    expect(acetone?.href).toBe(`/chemical-approvals/requests/${ids.acetone}/approve?o=to_evaluate`);
    // The tab's count is the unfiltered list's total.
    expect(page.waiting).toBe(page.meta.total);
    expect(page.waiting).toBeGreaterThanOrEqual(1);
    // A board member may see every request.
    expect(page.tabs).toEqual(["mine", "to_evaluate", "all"]);
    const other = await list(EVALUATOR3, "?tab=to_evaluate");
    expect(names(other)).toEqual([]);
    expect(other.waiting).toBe(other.meta.total);
  });

  it("lists every request for approval admins and board members", async () => {
    const page = await list(APPROVER, "?tab=all");
    expect(page.tabs).toEqual(["mine", "to_evaluate", "all"]);
    expect(names(page)).toEqual(["List acetone", "List depot water", "List ethanol"]);
    const member = await list(EVALUATOR3, "?tab=all");
    expect(names(member)).toEqual(["List acetone", "List depot water", "List ethanol"]);
  });

  it("sends a requester who asks for all requests back to their own, with a warning", async () => {
    const { loader } = await import("~/features/chemical-approvals/routes/requests");
    const { cookie } = await t.signedIn(REQUESTER);
    const result = (await settle(() =>
      loader(get("/chemical-approvals/requests?tab=all&q=acetone", cookie)),
    )) as Response;
    expect(result.headers.get("Location")).toBe("/chemical-approvals/requests?q=acetone");
    expect(await toastOf(result)).toMatchObject({
      type: "warning",
      text: "Only approval administrators and members of an approval board can see all requests.",
    });
  });

  it("filters by status, by location (and the locations inside it), by name or CAS, and shows archived ones", async () => {
    const buildingA = await locationId(t, "Building A");
    const bergen = await locationId(t, "Bergen depot");
    const byStatus = await list(APPROVER, "?tab=all&status=NEW&status=DRAFT");
    expect(names(byStatus)).toEqual(["List depot water", "List ethanol"]);
    expect(byStatus.state.status).toEqual(["NEW", "DRAFT"]);
    expect(byStatus.filtered).toBe(true);
    expect(names(await list(APPROVER, `?tab=all&location=${buildingA}`))).toEqual([
      "List acetone",
      "List ethanol",
    ]);
    expect(names(await list(APPROVER, `?tab=all&location=${bergen}`))).toEqual(["List depot water"]);
    expect(names(await list(APPROVER, "?tab=all&q=ethanol"))).toEqual(["List ethanol"]);
    expect(names(await list(APPROVER, "?tab=all&q=7732-18-5"))).toEqual(["List depot water"]);
    const archived = await list(REQUESTER, "?archived=1");
    expect(names(archived)).toEqual(["List draft solvent"]);
    expect(archived.rows[0]?.archived).toBe(true);
    // The location filter lists no location before a search (never the whole tree) ...
    const page = await list(APPROVER);
    expect(page.locations).toEqual({ q: "", chosen: [], matches: null });
    // ... the chosen one with its path, and a search's matches (locq) with theirs, keeping the filters.
    const searched = await list(APPROVER, `?tab=all&status=NEW&location=${buildingA}&locq=cage`);
    expect(searched.state).toMatchObject({ tab: "all", status: ["NEW"], location: buildingA });
    expect(searched.locations.chosen).toEqual([
      { id: buildingA, path: expect.stringMatching(/Building A$/), archived: false },
    ]);
    expect(searched.locations.matches?.map((location) => location.path)).toEqual(
      expect.arrayContaining(["Bergen depot › Storage hall › Hazardous goods cage"]),
    );
    // A location of another company is not shown as chosen.
    const other = await list(APPROVER, "?tab=all&location=999999999");
    expect(other.locations.chosen).toEqual([]);
  });

  it("ignores filters it does not know, and says when nothing matches", async () => {
    const page = await list(REQUESTER, "?tab=nonsense&status=BOGUS&location=abc&page=0&q=%00");
    expect(page.state).toEqual({ tab: "mine", status: [], location: null, q: "", archived: false, page: 1 });
    expect(page.filtered).toBe(false);
    const none = await list(REQUESTER, "?q=no%20such%20product");
    expect(none.rows).toEqual([]);
    expect(none.filtered).toBe(true);
    expect(none.meta.total).toBe(0);
  });

  it("pages by 20 and sends a page past the end to the last page", async () => {
    const api = await apiAs(t, REQUESTER2);
    for (let index = 1; index <= 21; index += 1) {
      await api.post(`${API}/draft`, {
        name: `Paged request ${String(index).padStart(2, "0")}`,
        is_draft: true,
      });
    }
    const first = await list(REQUESTER2, "?q=Paged");
    expect(first.rows).toHaveLength(20);
    expect(first.meta).toMatchObject({ total: 21, page: 1, last: 2, limit: 20 });
    const second = await list(REQUESTER2, "?q=Paged&page=2");
    expect(second.rows).toHaveLength(1);
    const { loader } = await import("~/features/chemical-approvals/routes/requests");
    const { cookie } = await t.signedIn(REQUESTER2);
    const past = (await settle(() =>
      loader(get("/chemical-approvals/requests?q=Paged&page=9", cookie)),
    )) as Response;
    expect(past.headers.get("Location")).toBe("/chemical-approvals/requests?q=Paged&page=2");
  });
});
