import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";

/** /gdpr and /gdpr/{id}: the person search, the personal-data downloads and the two-step erasure. */

const PRIVACY = "privacy@demo.test";
let t: AppTest;
let leaver: number;
let privacy: number;

beforeAll(async () => {
  t = await setupAppTest();
  const { rows } = await t.db.execute<{ id: number; email: string }>(
    sql`SELECT id, email FROM users WHERE email IN ('leaver@demo.test', ${PRIVACY})`,
  );
  leaver = rows.find((r) => r.email === "leaver@demo.test")!.id;
  privacy = rows.find((r) => r.email === PRIVACY)!.id;
});
afterAll(() => t.close());

async function loadSearch(url: string, email = PRIVACY) {
  const { loader } = await import("~/features/gdpr/routes/people");
  const { cookie } = await t.signedIn(email);
  return settle(() => loader(get(url, cookie)));
}

async function loadPerson(id: number, query = "", email = PRIVACY) {
  const { loader } = await import("~/features/gdpr/routes/person");
  const { cookie } = await t.signedIn(email);
  return settle(() => loader(get(`/gdpr/${id}${query}`, cookie, { id: String(id) })));
}

async function erase(id: number, fields: [string, string][], email = PRIVACY) {
  const { action } = await import("~/features/gdpr/routes/person");
  const { cookie } = await t.signedIn(email);
  return settle(() => action(post(`/gdpr/${id}`, cookie, fields, { id: String(id) })));
}

describe("/gdpr", () => {
  it("finds people by name or e-mail, bounded; nobody for another company's name", async () => {
    const data = (await loadSearch("/gdpr?q=leaver")) as {
      title: string;
      people: { id: number }[];
      limited: boolean;
    };
    expect(data.title).toBe("Personal data – ChemSafe");
    expect(data.people.map((p) => p.id)).toEqual([leaver]);
    // Demo Chemicals has more than 20 people: the first 20, with the "first 20 only" note.
    const all = (await loadSearch("/gdpr")) as { people: unknown[]; limited: boolean };
    expect(all.people).toHaveLength(20);
    expect(all.limited).toBe(true);
    expect(((await loadSearch("/gdpr?q=other.test")) as { people: unknown[] }).people).toEqual([]);
  });

  it("is for user administrators only", async () => {
    const res = (await loadSearch("/gdpr", "worker@demo.test")) as Response;
    expect(res.headers.get("Location")).toBe("/main");
    const person = (await loadPerson(leaver, "", "worker@demo.test")) as Response;
    expect(person.headers.get("Location")).toBe("/main");
  });

  it("answers another company's person with the not-found page", async () => {
    const res = (await loadPerson(leaver, "", "admin@other.test")) as Response;
    expect(res.status).toBe(404);
  });

  it("downloads the person's data as JSON and as PDF", async () => {
    const { cookie } = await t.signedIn(PRIVACY);
    const params = { id: String(leaver) };
    const json = await import("~/features/gdpr/routes/export-json");
    const file = (await settle(() =>
      json.loader(get(`/gdpr/${leaver}/personal-data.json`, cookie, params)),
    )) as Response;
    expect(file.headers.get("Content-Disposition")).toBe(
      `attachment; filename="personal-data-${leaver}.json"`,
    );
    const data = JSON.parse(await file.text()) as { user: { email: string } };
    expect(data.user.email).toBe("leaver@demo.test");
    const pdf = await import("~/features/gdpr/routes/export-pdf");
    const pdfFile = (await settle(() =>
      pdf.loader(get(`/gdpr/${leaver}/personal-data.pdf`, cookie, params)),
    )) as Response;
    expect(pdfFile.headers.get("Content-Type")).toBe("application/pdf");
    const { cookie: other } = await t.signedIn("admin@other.test");
    const missing = await settle(() => json.loader(get(`/gdpr/${leaver}/personal-data.json`, other, params)));
    expect((missing as Response).status).toBe(404);
  });

  it("erases only after the confirmation, and never the administrator themself", async () => {
    const page = (await loadPerson(leaver)) as { self: boolean; confirming: boolean };
    expect(page).toMatchObject({ self: false, confirming: false });
    expect(await loadPerson(leaver, "?confirm=erase")).toMatchObject({ confirming: true });
    expect(await loadPerson(privacy)).toMatchObject({ self: true });

    const unconfirmed = await erase(leaver, [["intent", "erase"]]);
    expect(unconfirmed).toEqual({ error: "Tick the box to confirm the erasure." });
    expect(await loadPerson(leaver)).toMatchObject({ person: { name: "Lena Leaver", anonymised: false } });

    const self = (await erase(privacy, [
      ["intent", "erase"],
      ["confirm", "yes"],
    ])) as Response;
    expect(await toastOf(self)).toMatchObject({ type: "warning", text: "You cannot erase yourself." });

    const done = (await erase(leaver, [
      ["intent", "erase"],
      ["confirm", "yes"],
    ])) as Response;
    expect(done.headers.get("Location")).toBe(`/gdpr/${leaver}`);
    expect(await toastOf(done)).toMatchObject({
      type: "success",
      text: `Lena Leaver has been erased and is now Former user ${leaver}.`,
    });
    expect(await loadPerson(leaver)).toMatchObject({
      person: { name: `Former user ${leaver}`, anonymised: true },
    });
  });
});
