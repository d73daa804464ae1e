import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  getWorkplaceDescription,
  listPublishedWorkplaceDescriptions,
  renderWorkplaceDescriptionPdf,
} from "../../api/workplace-descriptions";
import {
  createWorkplaceDescription,
  saveDescription,
  setWorkplaceDescriptionArchived,
  type WorkplaceDescriptionInput,
} from "../../api/workplace-descriptions/store";
import { pdfText } from "../../api/products/sds-reader";
import { prefillFromProduct } from "../../api/workplace-descriptions/prefill";
import { createHarness, DEMO, locationIdOf, OTHER, productIdOf, type ApiHarness } from "./helpers";

/**
 * The stable read side of workplace descriptions (what the read-link page and read-and-understood use) and
 * the writes behind it: versions keep earlier ones readable, archived ones leave the location's list, another
 * company reads nothing, and the PDF prints the sections in the description's language.
 */

let h: ApiHarness;
let lab: number;
let acetone: number;
let admin: number;

const input = (over: Partial<WorkplaceDescriptionInput> = {}): WorkplaceDescriptionInput => ({
  title: "Degreasing with acetone",
  location_id: lab,
  product_id: acetone,
  sds_id: null,
  language_id: 6,
  status: "published",
  sections: { scope: "Entfetten von Metallteilen", firstAid: "Augen mit Wasser spülen" },
  pictograms: ["GHS02", "GHS07"],
  hazard_statements: ["H225 Flüssigkeit und Dampf leicht entzündbar."],
  signal_word: "Gefahr",
  ...over,
});

beforeAll(async () => {
  h = await createHarness();
  lab = await locationIdOf(h.db, DEMO, "Laboratory 1");
  acetone = await productIdOf(h.db, DEMO, "Acetone");
  const { rows } = await h.db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE email = 'admin@demo.test'`,
  );
  admin = rows[0]!.id;
});

afterAll(() => h.close());

describe("workplace descriptions", () => {
  it("lists a location's current published descriptions, keeps earlier versions readable, archives", async () => {
    const actor = { companyId: DEMO, roots: null, userId: admin };
    const created = await createWorkplaceDescription(h.db, actor, input());
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const draft = await createWorkplaceDescription(h.db, actor, input({ title: "Draft", status: "draft" }));
    expect(draft.ok).toBe(true);

    let list = await listPublishedWorkplaceDescriptions(h.db, DEMO, lab);
    const mine = list.filter((d) => d.series_id === created.id);
    expect(mine).toEqual([
      expect.objectContaining({
        id: created.id,
        title: "Degreasing with acetone",
        language: "de",
        version: 1,
      }),
    ]);
    expect(mine[0]!.product).toEqual({ id: acetone, name: "Acetone" });
    expect(list.some((d) => d.title === "Draft")).toBe(false);

    const next = await saveDescription(h.db, actor, created.id, input({ title: "Degreasing (v2)" }));
    expect(next.ok).toBe(true);
    if (!next.ok) return;
    list = await listPublishedWorkplaceDescriptions(h.db, DEMO, lab);
    expect(list.filter((d) => d.series_id === created.id).map((d) => [d.id, d.version])).toEqual([
      [next.id, 2],
    ]);
    const earlier = await getWorkplaceDescription(h.db, DEMO, created.id);
    expect(earlier).toMatchObject({
      version: 1,
      superseded_by_id: next.id,
      title: "Degreasing with acetone",
    });

    expect((await setWorkplaceDescriptionArchived(h.db, actor, created.id, true)).ok).toBe(true);
    list = await listPublishedWorkplaceDescriptions(h.db, DEMO, lab);
    expect(list.some((d) => d.series_id === created.id)).toBe(false);
    expect((await setWorkplaceDescriptionArchived(h.db, actor, created.id, false)).ok).toBe(true);
    list = await listPublishedWorkplaceDescriptions(h.db, DEMO, lab);
    expect(list.some((d) => d.id === next.id)).toBe(true);

    // Another company reads and changes nothing.
    expect(await listPublishedWorkplaceDescriptions(h.db, OTHER, lab)).toEqual([]);
    expect(await getWorkplaceDescription(h.db, OTHER, next.id)).toBeUndefined();
    expect(await renderWorkplaceDescriptionPdf(h.db, OTHER, next.id)).toBeUndefined();
    const other = { companyId: OTHER, roots: null, userId: admin };
    expect(await setWorkplaceDescriptionArchived(h.db, other, next.id, true)).toEqual({
      ok: false,
      status: 404,
    });
    expect(await createWorkplaceDescription(h.db, other, input())).toEqual({ ok: false, status: 404 });
  });

  it("renders the PDF with the headings in the description's language, one or two side by side", async () => {
    const actor = { companyId: DEMO, roots: null, userId: admin };
    const german = await createWorkplaceDescription(
      h.db,
      actor,
      input({ title: "Aceton Betriebsanweisung" }),
    );
    const french = await createWorkplaceDescription(
      h.db,
      actor,
      input({ title: "Consigne acétone", language_id: 8, sections: { firstAid: "Rincer les yeux" } }),
    );
    if (!german.ok || !french.ok) throw new Error("not created");
    const a4 = await renderWorkplaceDescriptionPdf(h.db, DEMO, german.id);
    const text = await pdfText(a4!);
    expect(text).toContain("Aceton Betriebsanweisung");
    expect(text).toContain("Erste Hilfe");
    expect(text).toContain("H225");
    const both = await renderWorkplaceDescriptionPdf(h.db, DEMO, german.id, {
      size: "A3",
      secondId: french.id,
    });
    const bothText = await pdfText(both!);
    expect(bothText).toContain("Premiers secours");
    expect(bothText).toContain("Erste Hilfe");
  });

  it("prefills from the product's sheet with the official wording in the language", async () => {
    const scope = { companyId: DEMO, roots: null };
    const benzene = await productIdOf(h.db, DEMO, "Benzene");
    const prefill = await prefillFromProduct(h.db, scope, benzene, lab, 6);
    expect(prefill).toBeDefined();
    expect(prefill!.title).toBe("Benzene");
    expect(prefill!.sds_id).not.toBeNull();
    expect(prefill!.pictograms.length).toBeGreaterThan(0);
    expect(prefill!.hazard_statements.some((s) => s.startsWith("H350 Kann Krebs erzeugen"))).toBe(true);
    expect(prefill!.sections.protection).not.toBe("");
    expect(
      await prefillFromProduct(h.db, { companyId: OTHER, roots: null }, benzene, lab, 6),
    ).toBeUndefined();
  });

  it("the demo company has published descriptions, one in a second version", async () => {
    const { rows } = await h.db.execute<{ n: number; versions: number }>(sql`
      SELECT count(*)::int AS n, max(version)::int AS versions FROM workplace_descriptions
      WHERE company_id = ${DEMO} AND status = 'published'`);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(3);
    expect(rows[0]!.versions).toBe(2);
  });
});
