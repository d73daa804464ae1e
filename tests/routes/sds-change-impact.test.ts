import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyReplacement } from "../../api/products/replace-sds";
import type { SdsImpact } from "../../api/sds-change-impact/schemas";
import { settle, setupAppTest } from "../support/app";
import { get, type AppTest } from "./locations-support";

/**
 * The change-impact page (/sdsevents/{eventId}/impact) and the change shown on a change-impact action
 * (/actions/{id}): read within the user's company, not found for another company or a bad id.
 */

let t: AppTest;
let eventId: number;
let actionId: number;

const ADMIN = "admin@demo.test";
const WORKER = "worker@demo.test";
const OTHER_ADMIN = "admin@other.test";

beforeAll(async () => {
  t = await setupAppTest();
  // Toluene's pending newer sheet applied, as /replace-sds does: its event and actions.
  const { rows } = await t.db.execute<{
    company_id: number;
    product_id: number;
    key: string;
    user_id: number;
  }>(sql`
    SELECT s.company_id, s.product_id, s.key, u.id AS user_id
    FROM sds_documents s JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
    JOIN users u ON u.company_id = s.company_id AND u.email = ${ADMIN}
    WHERE p.name = 'Toluene' AND s.pending LIMIT 1`);
  const pending = rows[0]!;
  const result = await applyReplacement(
    t.db,
    { companyId: pending.company_id, roots: null, userId: pending.user_id },
    pending.product_id,
    pending.key,
    4,
  );
  expect(result.ok).toBe(true);
  const { rows: actions } = await t.db.execute<{ id: number; event_id: number }>(sql`
    SELECT id, event_id FROM sds_actions WHERE origin = 'change_impact' ORDER BY id LIMIT 1`);
  actionId = actions[0]!.id;
  eventId = actions[0]!.event_id;
});
afterAll(() => t.close());

describe("/sdsevents/{eventId}/impact", () => {
  it("shows every user of the company the difference and the actions", async () => {
    const { loader } = await import("~/features/sds-change-impact/routes/impact");
    const { cookie } = await t.signedIn(WORKER);
    const data = (await settle(() =>
      loader({ ...get(`/sdsevents/${eventId}/impact`, cookie), params: { eventId: String(eventId) } }),
    )) as { impact: SdsImpact; title: string };
    expect(data.impact.parts).toEqual(["hazard_statements", "precautionary_statements", "substances"]);
    expect(data.impact.items.length).toBeGreaterThan(0);
    expect(data.title).toContain("Toluene");
  });

  it("answers not found to another company and to an id that is not one", async () => {
    const { loader } = await import("~/features/sds-change-impact/routes/impact");
    const { cookie } = await t.signedIn(OTHER_ADMIN);
    const foreign = await settle(() =>
      loader({ ...get(`/sdsevents/${eventId}/impact`, cookie), params: { eventId: String(eventId) } }),
    );
    expect((foreign as Response).status).toBe(404);
    const bad = await settle(() =>
      loader({ ...get("/sdsevents/x/impact", cookie), params: { eventId: "x" } }),
    );
    expect((bad as Response).status).toBe(404);
  });
});

describe("/actions/{id} of a change-impact action", () => {
  it("shows the change it follows up", async () => {
    const { loader } = await import("~/features/sds-events/routes/action");
    const { cookie } = await t.signedIn(ADMIN);
    const data = (await settle(() =>
      loader({ ...get(`/actions/${actionId}`, cookie), params: { id: String(actionId) } }),
    )) as { impact: SdsImpact | null; item: { impact_path: string | null }; title: string };
    expect(data.impact?.event_id).toBe(eventId);
    expect(data.item.impact_path).toMatch(/^\//);
    expect(data.title).toContain("Toluene");
  });
});
