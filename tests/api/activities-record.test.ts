import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordActivity } from "../../api/activities/record";
import { ACTIVITY_TEXT_LIMIT } from "../../core/activities/activity-kinds";
import { activities, companies, users } from "../../db/schema";
import { ADMIN, DEMO, createHarness, type ApiHarness } from "./helpers";

/**
 * The audit trail's foundation against a real PostgreSQL: what recordActivity keeps, and the table's
 * append-only trigger with its two exceptions (erasure's rewrite and the company's own deletion).
 */

let h: ApiHarness;
let adminId: number;

beforeAll(async () => {
  h = await createHarness();
  const [admin] = await h.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
  adminId = admin!.id;
});
afterAll(() => h.close());

/** The newest row of the trail for an object id of this test. */
async function rowsOf(objectId: string) {
  return h.db
    .select()
    .from(activities)
    .where(sql`${activities.companyId} = ${DEMO} AND ${activities.objectId} = ${objectId}`)
    .orderBy(activities.id);
}

/** The PostgreSQL error a statement fails with (drizzle wraps it as the cause). */
async function failureOf(run: () => Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message: string } }).cause;
    return cause ?? { message: (error as Error).message };
  }
  throw new Error("the statement succeeded");
}

describe("recordActivity", () => {
  it("keeps only the fields that changed, on both sides", async () => {
    await recordActivity(h.db, {
      companyId: DEMO,
      actorId: adminId,
      module: "products",
      action: "updated",
      object: { type: "product", id: 9001, label: "Acetone" },
      before: { name: "Acetone", supplier: "Merck", hazards: ["H225", "H319"], archived: false },
      after: { name: "Acetone", supplier: "Sigma", hazards: ["H225", "H319", "H336"], archived: false },
    });
    const [row] = await rowsOf("9001");
    expect(row).toMatchObject({
      actorId: adminId,
      module: "products",
      action: "updated",
      objectType: "product",
      objectLabel: "Acetone",
      before: { supplier: "Merck", hazards: ["H225", "H319"] },
      after: { supplier: "Sigma", hazards: ["H225", "H319", "H336"] },
    });
  });

  it("records nothing for an update that changed nothing", async () => {
    await recordActivity(h.db, {
      companyId: DEMO,
      actorId: adminId,
      module: "locations",
      action: "updated",
      object: { type: "location", id: 9002, label: "Lab" },
      before: { name: "Lab", tags: { a: 1 } },
      after: { name: "Lab", tags: { a: 1 } },
    });
    expect(await rowsOf("9002")).toEqual([]);
  });

  it("keeps a creation's fields whole and a deletion's before, and cuts long texts and labels", async () => {
    const long = "x".repeat(ACTIVITY_TEXT_LIMIT + 300);
    await recordActivity(h.db, {
      companyId: DEMO,
      actorId: null,
      module: "sds",
      action: "created",
      object: { type: "sds", id: "9003", label: "L".repeat(400) },
      after: { description: long, pages: 3 },
    });
    await recordActivity(h.db, {
      companyId: DEMO,
      actorId: adminId,
      module: "sds",
      action: "deleted",
      object: { type: "sds", id: "9003", label: "Sheet" },
      before: { pages: 3 },
    });
    const [created, deleted] = await rowsOf("9003");
    expect(created!.actorId).toBeNull();
    expect(created!.before).toBeNull();
    const description = (created!.after as { description: string }).description;
    expect(description).toHaveLength(ACTIVITY_TEXT_LIMIT);
    expect(description.endsWith("…")).toBe(true);
    expect(created!.after).toMatchObject({ pages: 3 });
    expect(created!.objectLabel).toHaveLength(200);
    expect(deleted).toMatchObject({ action: "deleted", before: { pages: 3 }, after: null });
  });

  it("commits or rolls back with the change's transaction", async () => {
    await h.db
      .transaction(async (tx) => {
        await recordActivity(tx, {
          companyId: DEMO,
          actorId: adminId,
          module: "users",
          action: "invited",
          object: { type: "user", id: 9004, label: "Rolled back" },
        });
        throw new Error("the change failed");
      })
      .catch(() => undefined);
    expect(await rowsOf("9004")).toEqual([]);
  });
});

describe("the append-only trigger", () => {
  let id: number;
  beforeAll(async () => {
    await recordActivity(h.db, {
      companyId: DEMO,
      actorId: adminId,
      module: "settings",
      action: "updated",
      object: { type: "company", id: DEMO, label: "Demo Chemicals AS" },
      before: { name: "Demo Chemicals" },
      after: { name: "Demo Chemicals AS" },
    });
    const [row] = await rowsOf(String(DEMO));
    id = row!.id;
  });

  it("refuses UPDATE and DELETE", async () => {
    const update = await failureOf(() =>
      h.db.execute(sql`UPDATE activities SET object_label = 'forged' WHERE id = ${id}`),
    );
    expect(update).toMatchObject({ code: "42501", message: "activities are append-only" });
    const remove = await failureOf(() => h.db.execute(sql`DELETE FROM activities WHERE id = ${id}`));
    expect(remove).toMatchObject({ code: "42501", message: "activities are append-only" });
    const [row] = await h.db.select().from(activities).where(eq(activities.id, id));
    expect(row?.objectLabel).toBe("Demo Chemicals AS");
  });

  it("allows a rewrite inside a transaction that sets chemsafe.activity_rewrite, and only there", async () => {
    await h.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL chemsafe.activity_rewrite = 'on'`);
      await tx.execute(sql`UPDATE activities SET before = '{}'::jsonb WHERE id = ${id}`);
    });
    const [row] = await h.db.select().from(activities).where(eq(activities.id, id));
    expect(row?.before).toEqual({});
    // SET LOCAL ended with that transaction: the next statement is refused again.
    const after = await failureOf(() =>
      h.db.execute(sql`UPDATE activities SET before = NULL WHERE id = ${id}`),
    );
    expect(after.code).toBe("42501");
  });

  it("lets a deleted company take its trail with it", async () => {
    const companyId = 1_999_001;
    await h.db.insert(companies).values({ id: companyId, name: "Short-lived AS" });
    const [user] = await h.db
      .insert(users)
      .values({ companyId, email: "gone@short-lived.test", name: "Gone Soon" })
      .returning({ id: users.id });
    for (const action of ["created", "updated"] as const) {
      await recordActivity(h.db, {
        companyId,
        actorId: user!.id,
        module: "locations",
        action,
        object: { type: "location", id: 1, label: "Shed" },
        ...(action === "updated" ? { before: { name: "Hut" }, after: { name: "Shed" } } : {}),
      });
    }
    const count = async () =>
      (await h.db.select().from(activities).where(eq(activities.companyId, companyId))).length;
    expect(await count()).toBe(2);
    await h.db.delete(companies).where(eq(companies.id, companyId));
    expect(await count()).toBe(0);
    // Demo Chemicals' own rows are untouched.
    expect((await rowsOf(String(DEMO))).length).toBe(1);
  });
});
