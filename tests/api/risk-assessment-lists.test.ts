import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentList } from "../../api/smartforms/schemas";
import {
  ADMIN,
  DEMO,
  NOT_FOUND,
  OTHER,
  OTHER_ADMIN,
  createHarness,
  locationIdOf,
  type ApiHarness,
} from "./helpers";

/**
 * GET /smartforms/v1/documents: the newest version of each document of a kind, the filters, the version in
 * force while a newer one is filled in, the caller's top nodes, and the pages. Reads the demo company's
 * seeded assessments (seed/risk-assessments.ts) and adds its own rows where a case needs more.
 */

const DEPOT = "depot@demo.test";
const VIEWER = "riskviewer@demo.test";

let h: ApiHarness;

async function list(email: string, query: string): Promise<{ status: number; body: DocumentList }> {
  const { status, body } = await h.call(email, `/api/smartforms/v1/documents?${query}`);
  return { status, body: body as DocumentList };
}

const titles = (body: DocumentList) => body.data.map((row) => row.title);

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

describe("GET /smartforms/v1/documents", () => {
  it("lists each risk assessment once, at its newest version, newest change first", async () => {
    const { status, body } = await list(VIEWER, "type=1");
    expect(status).toBe(200);
    // The seed's 13 of the lists and the lifecycle's document of the older form (company-wide).
    expect(body.meta).toEqual({ total: 14, page: 1, limit: 50 });
    expect(new Set(body.data.map((row) => row.root_id)).size).toBe(14);
    const times = body.data.map((row) => row.updated_at);
    expect([...times].sort().reverse()).toEqual(times);
    const naoh = body.data.find((row) => row.title.startsWith("Preparing 1 M sodium hydroxide"))!;
    expect(naoh.version_no).toBe(2);
    expect(naoh.is_published).toBe(true);
    expect(naoh.published_version).toEqual({ id: naoh.id, version_no: 2 });
    expect(naoh.author?.name).toBe("Astrid Assessor");
    expect(naoh.template?.name).toBe("Risk assessment of a work task");
    expect(naoh.location?.name).toBe("Laboratory 2");
    const wide = body.data.find((row) => row.title.startsWith("Receiving and unloading"))!;
    expect(wide.location).toBeNull();
  });

  it("lists SPS documents apart", async () => {
    const { body } = await list(VIEWER, "type=2");
    expect(titles(body).sort()).toEqual([
      "Acetone: safe handling in the laboratories",
      "Sodium hydroxide solution: safe handling at the tank",
    ]);
  });

  it("filters by status, template, title and review date", async () => {
    const inProgress = await list(VIEWER, "type=1&status=1");
    expect(inProgress.body.data.every((row) => row.status.id === 1)).toBe(true);
    expect(inProgress.body.meta.total).toBe(3);
    expect((await list(VIEWER, "type=1&status=2")).body.meta.total).toBe(2);
    expect((await list(VIEWER, "type=1&status=3")).body.meta.total).toBe(9);

    const [lab] = (
      await h.db.execute(sql`
      SELECT id FROM smartform_templates WHERE company_id = ${DEMO} AND name = 'Laboratory risk assessment'`)
    ).rows as { id: number }[];
    expect(titles((await list(VIEWER, `type=1&template_id=${lab!.id}`)).body)).toEqual([
      "Sample preparation in the quality control lab",
    ]);

    expect(titles((await list(VIEWER, "type=1&q=SULFURIC")).body)).toEqual([
      "Diluting sulfuric acid for the titration bench",
    ]);
    // LIKE's own wildcards are matched as text.
    expect((await list(VIEWER, "type=1&q=%25")).body.meta.total).toBe(0);

    const due = await list(VIEWER, "type=1&review=due");
    expect(titles(due.body).sort()).toEqual([
      "Degreasing the workshop floor (old form)",
      "Diluting sulfuric acid for the titration bench",
    ]);
    expect(due.body.data.every((row) => row.review_overdue)).toBe(true);
  });

  it("lists a location's subtree: the location and everything below it, not company-wide documents", async () => {
    const buildingA = await locationIdOf(h.db, DEMO, "Building A");
    const { body } = await list(VIEWER, `type=1&location_id=${buildingA}`);
    expect(titles(body).sort()).toEqual([
      "Cleaning glassware with isopropanol and ethanol",
      "Decanting acetone from 5 L cans into wash bottles",
      "Diluting sulfuric acid for the titration bench",
      "Etching test pieces with hydrogen peroxide",
      "Preparing 1 M sodium hydroxide solution from pellets",
      "Sample preparation in the quality control lab",
      "Toluene extraction of samples in the fume cupboard",
    ]);
  });

  it("says which version is in force while a newer one is filled in", async () => {
    const [row] = (
      await h.db.execute(sql`
      SELECT id, root_id FROM smartform_documents
      WHERE company_id = ${DEMO} AND title = 'Decanting acetone from 5 L cans into wash bottles'`)
    ).rows as {
      id: number;
      root_id: number;
    }[];
    await h.db.execute(sql`UPDATE smartform_documents SET is_latest = false WHERE id = ${row!.id}`);
    const [next] = (
      await h.db.execute(sql`
      INSERT INTO smartform_documents (company_id, root_id, version_no, document_type, template_id, kind, structure,
        title, location_id, status, values, is_latest, created_by)
      SELECT company_id, root_id, 2, document_type, template_id, kind, structure, title, location_id, 1, values, true,
        created_by
      FROM smartform_documents WHERE id = ${row!.id}
      RETURNING id`)
    ).rows as { id: number }[];
    try {
      const { body } = await list(VIEWER, "type=1&q=decanting");
      expect(body.data).toHaveLength(1);
      expect(body.data[0]).toMatchObject({
        id: next!.id,
        version_no: 2,
        status: { id: 1, name: "inProgress" },
        is_published: true,
        published_version: { id: row!.id, version_no: 1 },
      });
      expect(body.data[0]!.review_due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    } finally {
      await h.db.execute(sql`DELETE FROM smartform_documents WHERE id = ${next!.id}`);
      await h.db.execute(sql`UPDATE smartform_documents SET is_latest = true WHERE id = ${row!.id}`);
    }
  });

  it("shows a user with top nodes only the documents there (and company-wide ones)", async () => {
    const { body } = await list(DEPOT, "type=1");
    expect(titles(body).sort()).toEqual([
      "Degreasing the workshop floor (old form)",
      "Floor cleaning in the canteen kitchen",
      "Receiving and unloading hazardous goods deliveries",
      "Refilling spray bottles with cleaning agents",
    ]);
    const lab1 = await locationIdOf(h.db, DEMO, "Laboratory 1");
    expect(await list(DEPOT, `type=1&location_id=${lab1}`)).toMatchObject({ status: 404, body: NOT_FOUND });
  });

  it("answers 404 for another company's location and shows nothing of another company", async () => {
    const theirs = (
      (await h.db.execute(sql`SELECT id FROM locations WHERE company_id = ${OTHER} LIMIT 1`)).rows as {
        id: number;
      }[]
    )[0]!.id;
    expect(await list(ADMIN, `type=1&location_id=${theirs}`)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await list(OTHER_ADMIN, "type=1")).body.meta.total).toBe(0);
  });

  it("refuses a missing or unknown kind and bad filters", async () => {
    expect((await list(VIEWER, "")).status).toBe(422);
    expect((await list(VIEWER, "type=4")).status).toBe(422);
    expect((await list(VIEWER, "type=1&status=9")).status).toBe(422);
    expect((await list(VIEWER, "type=1&page=0")).status).toBe(422);
    expect((await list(VIEWER, "type=1&page=2001")).status).toBe(422);
    expect((await list(VIEWER, `type=1&q=${"x".repeat(201)}`)).status).toBe(422);
    expect((await h.call(null, "/api/smartforms/v1/documents?type=1")).status).toBe(401);
  });

  it("pages 50 at a time", async () => {
    const [template] = (
      await h.db.execute(sql`
      SELECT id, structure FROM smartform_templates WHERE company_id = ${DEMO} AND document_type = 1 AND is_default`)
    ).rows as { id: number }[];
    const [author] = (await h.db.execute(sql`SELECT id FROM users WHERE email = 'assessor@demo.test'`))
      .rows as {
      id: number;
    }[];
    await h.db.execute(sql`
      WITH ids AS (SELECT nextval(pg_get_serial_sequence('smartform_documents', 'id'))::int AS id FROM generate_series(1, 60))
      INSERT INTO smartform_documents (id, company_id, root_id, document_type, template_id, structure, title, status,
        created_by, updated_at)
      SELECT id, ${DEMO}, id, 1, ${template!.id}, '{"tabs":[]}'::jsonb, 'Paging probe ' || id, 1, ${author!.id},
        now() - interval '1 year'
      FROM ids`);
    const first = await list(VIEWER, "type=1&q=paging%20probe");
    const second = await list(VIEWER, "type=1&q=paging%20probe&page=2");
    expect(first.body.meta.total).toBe(60);
    expect(first.body.data).toHaveLength(50);
    expect(second.body.data).toHaveLength(10);
    const ids = [...first.body.data, ...second.body.data].map((row) => row.id);
    expect(new Set(ids).size).toBe(60);
  });
});

describe("GET /onboarding-api/v1/has-risk-assessments", () => {
  it("answers whether the company has any risk assessment", async () => {
    expect((await h.call(ADMIN, "/api/onboarding-api/v1/has-risk-assessments")).body).toMatchObject({
      data: { has_data: true },
    });
    expect((await h.call(OTHER_ADMIN, "/api/onboarding-api/v1/has-risk-assessments")).body).toMatchObject({
      data: { has_data: false },
    });
  });
});

describe("SPS documents and the company's sps feature", () => {
  it("refuses the SPS list, a new SPS and reading one to a company without the feature (403)", async () => {
    const { rows: templates } = await h.db.execute<{ id: number }>(sql`
      SELECT id FROM smartform_templates WHERE company_id = ${DEMO} AND document_type = 2 AND kind = 1
        AND archived_at IS NULL ORDER BY id LIMIT 1`);
    const { rows: docs } = await h.db.execute<{ id: number }>(sql`
      SELECT id FROM smartform_documents WHERE company_id = ${DEMO} AND document_type = 2 ORDER BY id LIMIT 1`);
    const spsBody = { document_type: 2, template_id: templates[0]!.id, title: "Handling acetone safely" };
    const count = async () =>
      (
        await h.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM smartform_documents WHERE company_id = ${DEMO}`,
        )
      ).rows[0]!.n;
    expect((await list(ADMIN, "type=2")).status).toBe(200);
    await h.db.execute(sql`UPDATE companies SET features = features || '{"sps": false}' WHERE id = ${DEMO}`);
    try {
      const before = await count();
      expect(await list(ADMIN, "type=2")).toMatchObject({ status: 403 });
      expect((await list(ADMIN, "type=1")).status).toBe(200);
      const created = await h.call(ADMIN, "/api/smartforms/v1/document", { method: "POST", body: spsBody });
      expect(created.status).toBe(403);
      expect(await count()).toBe(before);
      expect((await h.call(ADMIN, `/api/smartforms/v1/document/${docs[0]!.id}`)).status).toBe(403);
    } finally {
      await h.db.execute(sql`UPDATE companies SET features = features || '{"sps": true}' WHERE id = ${DEMO}`);
    }
    expect((await h.call(ADMIN, `/api/smartforms/v1/document/${docs[0]!.id}`)).status).toBe(200);
  });
  it("refuses every call on an SPS document by id to a company without the feature, and saves nothing", async () => {
    const { rows: docs } = await h.db.execute<{ id: number; revision: number; updated_at: string }>(sql`
      SELECT id, revision, updated_at::text FROM smartform_documents
      WHERE company_id = ${DEMO} AND document_type = 2 AND is_latest ORDER BY id LIMIT 1`);
    const { rows: assessments } = await h.db.execute<{ id: number }>(sql`
      SELECT id FROM smartform_documents WHERE company_id = ${DEMO} AND document_type = 1 ORDER BY id LIMIT 1`);
    const sps = docs[0]!;
    const base = `/api/smartforms/v1/document/${sps.id}`;
    const calls: [string, { method: string; body?: unknown }][] = [
      [base, { method: "PUT", body: { title: "Renamed", values: {}, revision: sps.revision } }],
      [`/api/smartforms/v1/field_data/${sps.id}`, { method: "POST", body: { data: { connections: [] } } }],
      [`${base}/choices`, { method: "GET" }],
      [`${base}/html`, { method: "GET" }],
      [`${base}/pdf`, { method: "GET" }],
      [`${base}/submit`, { method: "POST" }],
      [`${base}/approve`, { method: "POST" }],
      [`${base}/sendback`, { method: "POST", body: { comment: "No" } }],
      [`${base}/versions`, { method: "GET" }],
      [`${base}/newversion`, { method: "POST", body: {} }],
      [`${base}/newversionfromlegacy/4`, { method: "POST", body: {} }],
      [`${base}/translatechecklanguage`, { method: "GET" }],
      [`${base}/translate`, { method: "POST", body: { language_id: 1 } }],
      [`${base}/legacy`, { method: "GET" }],
      [`${base}/rnu/acknowledge`, { method: "POST" }],
      [`${base}/rnu/isVersionRnuAllowed`, { method: "GET" }],
      [`${base}/publishedlastonly`, { method: "DELETE" }],
      [`${base}/published`, { method: "DELETE" }],
      [base, { method: "DELETE" }],
    ];
    const snapshot = async () =>
      (
        await h.db.execute<{ n: number; changed: string }>(sql`
          SELECT count(*)::int AS n, max(updated_at)::text AS changed FROM smartform_documents
          WHERE company_id = ${DEMO}`)
      ).rows[0];
    await h.db.execute(sql`UPDATE companies SET features = features || '{"sps": false}' WHERE id = ${DEMO}`);
    try {
      const before = await snapshot();
      for (const [path, init] of calls) {
        const { status } = await h.call(ADMIN, path, init);
        expect({ path, method: init.method, status }).toEqual({ path, method: init.method, status: 403 });
      }
      expect(await snapshot()).toEqual(before);
      // A risk assessment of the same company is not touched by the rule; another company's SPS stays 404.
      expect((await h.call(ADMIN, `/api/smartforms/v1/document/${assessments[0]!.id}/versions`)).status).toBe(
        200,
      );
      expect((await h.call(OTHER_ADMIN, `${base}/versions`)).status).toBe(404);
    } finally {
      await h.db.execute(sql`UPDATE companies SET features = features || '{"sps": true}' WHERE id = ${DEMO}`);
    }
    expect((await h.call(ADMIN, `${base}/versions`)).status).toBe(200);
  });
});
