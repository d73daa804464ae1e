import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { get, type AppTest } from "./locations-support";
import { locationId } from "./products-support";

/**
 * The document lists (/documents/{type}, /locations/{id}/documents/{type}) and the status page
 * (/riskassessment/status, /locations/{id}/riskassessment/status): what the loaders read for the seeded
 * demo company (seed/risk-assessments.ts), their filters and pages, the location variants, the sps
 * feature, the empty state of a company without risk assessments, and ids that are not the user's.
 */

const VIEWER = "riskviewer@demo.test";
const DEPOT = "depot@demo.test";

let t: AppTest;

async function documents(email: string, url: string, params: Record<string, string>) {
  const { loader } = await import("~/features/risk-assessments/routes/documents");
  const { cookie } = await t.signedIn(email);
  return settle(() => loader(get(url, cookie, params)));
}

async function status(email: string, url: string, params: Record<string, string> = {}) {
  const { loader } = await import("~/features/risk-assessments/routes/status");
  const { cookie } = await t.signedIn(email);
  return settle(() => loader(get(url, cookie, params)));
}

type DocumentsData = Exclude<Awaited<ReturnType<typeof documents>>, Response>;
type StatusData = Exclude<Awaited<ReturnType<typeof status>>, Response>;

beforeAll(async () => {
  t = await setupAppTest();
});

afterAll(async () => {
  await t.close();
});

describe("/documents/{type}", () => {
  it("lists the risk assessments with their state, the version in force and the review date", async () => {
    const page = (await documents(VIEWER, "/documents/1", { type: "1" })) as DocumentsData;
    // The seed's 13 of the lists and the lifecycle's document of the older form.
    expect(page.meta.total).toBe(14);
    expect(page.title).toMatch(/^Risk assessments – /);
    const naoh = page.rows.find((row) => row.title.startsWith("Preparing 1 M sodium hydroxide"))!;
    expect(naoh).toMatchObject({ versionNo: 2, publishedVersion: 2, status: "approved" });
    expect(naoh.href).toBe(`/smartforms/1/documents/${naoh.id}`);
    const overdue = page.rows.find((row) => row.title.startsWith("Diluting sulfuric acid"))!;
    expect(overdue.reviewOverdue).toBe(true);
    const draft = page.rows.find((row) => row.title.startsWith("Etching test pieces"))!;
    expect(draft).toMatchObject({ status: "inProgress", publishedVersion: null, reviewDue: null });
  });

  it("filters by status, title and review date from the query string", async () => {
    const waiting = (await documents(VIEWER, "/documents/1?status=2", { type: "1" })) as DocumentsData;
    expect(waiting.rows.map((row) => row.status)).toEqual(["approvalPending", "approvalPending"]);
    const search = (await documents(VIEWER, "/documents/1?q=toluene", { type: "1" })) as DocumentsData;
    expect(search.rows.map((row) => row.title)).toEqual([
      "Toluene extraction of samples in the fume cupboard",
    ]);
    const due = (await documents(VIEWER, "/documents/1?review=due", { type: "1" })) as DocumentsData;
    expect(due.state.reviewDue).toBe(true);
    expect(due.rows.map((row) => row.title).sort()).toEqual([
      "Degreasing the workshop floor (old form)",
      "Diluting sulfuric acid for the titration bench",
    ]);
    // A status the list does not know is ignored, not an error.
    const odd = (await documents(VIEWER, "/documents/1?status=7", { type: "1" })) as DocumentsData;
    expect(odd.state.status).toBeNull();
  });

  it("sends a page past the last back to the last", async () => {
    const far = (await documents(VIEWER, "/documents/1?page=9", { type: "1" })) as Response;
    expect(far.status).toBe(302);
    expect(far.headers.get("Location")).toBe("/documents/1");
  });

  it("lists a location's subtree with the location's path", async () => {
    const lab2 = await locationId(t, "Laboratory 2");
    const page = (await documents(VIEWER, `/locations/${lab2}/documents/1`, {
      type: "1",
      locationId: String(lab2),
    })) as DocumentsData;
    expect(page.location?.path.map((step) => step.name)).toEqual([
      "Oslo plant",
      "Building A",
      "Laboratory 2",
    ]);
    expect(page.rows.map((row) => row.title).sort()).toEqual([
      "Diluting sulfuric acid for the titration bench",
      "Etching test pieces with hydrogen peroxide",
      "Preparing 1 M sodium hydroxide solution from pellets",
    ]);
  });

  it("answers 404 for a location outside the user's top nodes and for an unknown kind", async () => {
    const lab2 = await locationId(t, "Laboratory 2");
    const hidden = (await documents(DEPOT, `/locations/${lab2}/documents/1`, {
      type: "1",
      locationId: String(lab2),
    })) as Response;
    expect(hidden.status).toBe(404);
    expect(((await documents(VIEWER, "/documents/4", { type: "4" })) as Response).status).toBe(404);
  });

  it("lists SPS documents for a company with the sps feature, and warns others away", async () => {
    const sps = (await documents(VIEWER, "/documents/2", { type: "2" })) as DocumentsData;
    expect(sps.rows).toHaveLength(2);
    const other = (await documents("admin@other.test", "/documents/2", { type: "2" })) as Response;
    expect(other.status).toBe(302);
    expect(other.headers.get("Location")).toBe("/main");
  });

  it("shows the empty state to a company without risk assessments, except on the first action's ?first=1", async () => {
    const empty = (await documents("newcomer@fresh.test", "/documents/1", { type: "1" })) as Response;
    expect(empty.status).toBe(302);
    expect(empty.headers.get("Location")).toBe("/risk-assessments/emptyRa?state=no-data");
    const first = (await documents("newcomer@fresh.test", "/documents/1?first=1", {
      type: "1",
    })) as DocumentsData;
    expect(first.rows).toEqual([]);
  });
});

describe("/riskassessment/status", () => {
  it("counts every state and lists the products held", async () => {
    const page = (await status(VIEWER, "/riskassessment/status")) as StatusData;
    expect(page.state).toBeNull();
    for (const count of Object.values(page.counts)) expect(count).toBeGreaterThan(0);
    expect(page.rows).toHaveLength(50);
    const due = (await status(VIEWER, "/riskassessment/status?state=review_due")) as StatusData;
    expect(due.rows.every((row) => row.state === "review_due")).toBe(true);
    expect(due.rows[0]?.assessment?.href).toMatch(/^\/smartforms\/1\/documents\/\d+$/);
  });

  it("reads a location's subtree, and 404 outside the user's top nodes", async () => {
    const lab1 = await locationId(t, "Laboratory 1");
    const page = (await status(VIEWER, `/locations/${lab1}/riskassessment/status`, {
      locationId: String(lab1),
    })) as StatusData;
    expect(page.location?.name).toBe("Laboratory 1");
    expect(page.rows.find((row) => row.product === "Toluene")?.state).toBe("sds_changed");
    const hidden = (await status(DEPOT, `/locations/${lab1}/riskassessment/status`, {
      locationId: String(lab1),
    })) as Response;
    expect(hidden.status).toBe(404);
  });
});
