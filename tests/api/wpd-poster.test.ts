import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../../api/products/sds-reader";
import { createLocalStorage, setStorageForTests } from "../../api/storage";
import { ADMIN, DEMO, HSE, OTHER_ADMIN, WORKER, createHarness, type ApiHarness } from "./helpers";

/**
 * The poster layout of workplace descriptions (/document/v1/wpd-poster): wpd with add_product, one layout
 * per company, its logo checked by content and kept in the file storage, and the preview PDF printing the
 * layout with the real GHS pictograms.
 */

const BASE = "/api/document/v1/wpd-poster";
let h: ApiHarness;
let storageDir: string;
let english: number;
let german: number;

/** A one-pixel PNG (pdf-lib must be able to embed it). */
const PIXEL =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const png = (): Uint8Array => new Uint8Array(Buffer.from(PIXEL, "base64"));

async function upload(email: string, bytes: Uint8Array, name = "logo.png") {
  const form = new FormData();
  form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  const response = await h.api.request(`${BASE}/logo`, {
    method: "POST",
    headers: await h.headersFor(email),
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function trail(): Promise<number> {
  const { rows } = await h.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM activities
    WHERE company_id = ${DEMO} AND object_type = 'workplace-description-poster'`);
  return rows[0]!.n;
}

beforeAll(async () => {
  h = await createHarness();
  storageDir = mkdtempSync(join(tmpdir(), "chemsafe-wpd-poster-"));
  setStorageForTests(createLocalStorage(storageDir));
  const { rows } = await h.db.execute<{ id: number; language_id: number }>(sql`
    SELECT w.id, w.language_id FROM workplace_descriptions w
    JOIN locations l ON l.company_id = w.company_id AND l.id = w.location_id
    WHERE w.company_id = ${DEMO} AND l.name = 'Mixing line 1' AND w.superseded_by_id IS NULL ORDER BY w.id`);
  english = rows.find((row) => row.language_id === 4)!.id;
  german = rows.find((row) => row.language_id === 6)!.id;
});

afterAll(async () => {
  setStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await h.close();
});

describe("the layout", () => {
  it("is the default until saved, then what was saved, recorded in the activity", async () => {
    const first = await h.call(ADMIN, BASE);
    expect(first.status, first.text).toBe(200);
    const data = (first.body as { data: Record<string, unknown> }).data;
    expect(data.sections).toEqual(["scope", "hazards", "protection", "emergency", "firstAid", "disposal"]);
    expect(data.has_logo).toBe(false);
    expect((data.preview_choices as unknown[]).length).toBeGreaterThan(2);

    const before = await trail();
    const saved = await h.call(ADMIN, BASE, {
      method: "PUT",
      body: {
        sections: ["firstAid", "hazards"],
        emergency_numbers: " Fire: 112 \r\nPoison: 113 ",
        language_ids: [6, 4],
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect((saved.body as { data: Record<string, unknown> }).data).toMatchObject({
      sections: ["firstAid", "hazards"],
      emergency_numbers: "Fire: 112 \nPoison: 113",
      language_ids: [6, 4],
    });
    expect(await trail()).toBe(before + 1);
    // Another company still has the default.
    const other = await h.call(OTHER_ADMIN, BASE);
    expect((other.body as { data: { sections: string[] } }).data.sections).toHaveLength(6);
  });

  it("refuses bad input with clear messages and saves nothing", async () => {
    const before = await h.call(ADMIN, BASE);
    for (const [body, field, message] of [
      [{ sections: [], language_ids: [] }, "sections", "Show at least one section."],
      [{ sections: ["scope", "scope"] }, "sections", "Show each section only once."],
      [{ sections: ["scope"], language_ids: [4, 4] }, "language_ids", "Choose two different languages."],
      [{ sections: ["scope"], language_ids: [4, 6, 8] }, "language_ids", "Choose at most 2 languages."],
      [
        { sections: ["scope"], emergency_numbers: "1\n2\n3\n4\n5\n6\n7" },
        "emergency_numbers",
        "Use at most 6 lines",
      ],
    ] as const) {
      const res = await h.call(ADMIN, BASE, { method: "PUT", body });
      expect(res.status, res.text).toBe(422);
      const errors = (res.body as { errors: Record<string, string[]> }).errors;
      expect(JSON.stringify(errors[field])).toContain(message);
    }
    expect((await h.call(ADMIN, BASE)).body).toEqual(before.body);
  });

  it("refuses a user without wpd and add_product", async () => {
    for (const email of [WORKER, HSE]) {
      expect((await h.call(email, BASE)).status).toBe(403);
      expect((await h.call(email, BASE, { method: "PUT", body: { sections: ["scope"] } })).status).toBe(403);
      expect((await h.call(email, `${BASE}/logo`, { method: "DELETE" })).status).toBe(403);
      expect((await upload(email, png())).status).toBe(403);
      expect((await h.call(email, `${BASE}/preview?id=${english}`)).status).toBe(403);
    }
  });
});

describe("the logo", () => {
  it("takes a PNG by its content, serves it, replaces and removes it", async () => {
    const saved = await upload(ADMIN, png(), "logo.txt");
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as { data: { has_logo: boolean } }).data.has_logo).toBe(true);
    const image = await h.api.request(`${BASE}/logo`, { headers: await h.headersFor(ADMIN) });
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect((await h.call(OTHER_ADMIN, `${BASE}/logo`)).status).toBe(404);
    const removed = await h.call(ADMIN, `${BASE}/logo`, { method: "DELETE" });
    expect((removed.body as { data: { has_logo: boolean } }).data.has_logo).toBe(false);
    expect((await h.call(ADMIN, `${BASE}/logo`)).status).toBe(404);
  });

  it("refuses what is no PNG or JPEG, however named, and what is too large", async () => {
    const fake = await upload(ADMIN, new TextEncoder().encode("%PDF-1.4 not an image"), "logo.png");
    expect(fake.status).toBe(422);
    expect(JSON.stringify(fake.body)).toContain("The logo must be a PNG or JPEG image.");
    const broken = await upload(
      ADMIN,
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
    );
    expect(broken.status).toBe(422);
    const large = new Uint8Array(600 * 1024);
    large.set(png());
    expect([413, 422]).toContain((await upload(ADMIN, large)).status);
    expect((await h.call(ADMIN, BASE)).body).toMatchObject({ data: { has_logo: false } });
  });
});

describe("the preview", () => {
  it("prints the layout: sections in order, the emergency band, both languages side by side, real pictograms", async () => {
    await upload(ADMIN, png());
    const res = await h.api.request(`${BASE}/preview?id=${english}&size=A3`, {
      headers: await h.headersFor(ADMIN),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = await pdfText(bytes);
    // The saved layout: first aid before hazards, no scope; German (the first language) beside English.
    expect(text).toContain("First aid");
    expect(text).toContain("Erste Hilfe");
    expect(text.indexOf("First aid")).toBeLessThan(text.indexOf("Hazards to people"));
    expect(text).not.toContain("Scope of application");
    expect(text).toContain("Notrufnummern / Emergency numbers");
    expect(text).toContain("Fire: 112");
    // The pictograms are vector artwork (many curves), no longer a code in a diamond; the logo an image.
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toContain("/Subtype /Image");
    expect(text).not.toMatch(/GHS0\d/);
  });

  it("is not found for another company's description", async () => {
    expect((await h.call(OTHER_ADMIN, `${BASE}/preview?id=${german}`)).status).toBe(404);
    expect((await h.call(ADMIN, `${BASE}/preview?id=2147483647`)).status).toBe(404);
  });
});
