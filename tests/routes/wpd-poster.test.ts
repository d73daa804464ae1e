import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";

/** /workplacedescriptions/poster/edit: the poster layout's loader and action, and the preview PDF. */

const PAGE = "/workplacedescriptions/poster/edit";
let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

const page = () => import("~/features/wpd-poster/routes/poster-edit");

async function stored() {
  const { rows } = await t.db.execute<{
    sections: string[];
    emergency_numbers: string;
    language_ids: number[];
  }>(sql`SELECT sections, emergency_numbers, language_ids FROM workplace_description_posters`);
  return rows;
}

/** Every section shown in the usual order, with the changes given. */
function layoutForm(changes: [string, string][] = [], hidden: string[] = []): [string, string][] {
  const sections = ["scope", "hazards", "protection", "emergency", "firstAid", "disposal"];
  const fields: [string, string][] = sections.flatMap((section, i): [string, string][] => [
    ...(hidden.includes(section) ? [] : [[`show_${section}`, "on"] as [string, string]]),
    [`position_${section}`, String(i + 1)],
  ]);
  const names = new Set(changes.map(([name]) => name));
  return [...fields.filter(([name]) => !names.has(name)), ...changes];
}

describe(PAGE, () => {
  it("shows the default layout and the descriptions a preview can print", async () => {
    const { loader } = await page();
    const { cookie } = await t.signedIn("admin@demo.test");
    const data = (await settle(() => loader(get(PAGE, cookie)))) as {
      defaults: Record<string, string | undefined>;
      hasLogo: boolean;
      choices: { id: number }[];
    };
    expect(data.defaults.show_scope).toBe("on");
    expect(data.defaults.position_disposal).toBe("6");
    expect(data.hasLogo).toBe(false);
    expect(data.choices.length).toBeGreaterThan(0);
  });

  it("saves sections in the chosen order, the emergency numbers and two languages, with a toast", async () => {
    const { action } = await page();
    const { cookie } = await t.signedIn("admin@demo.test");
    const result = await settle(() =>
      action(
        post(
          PAGE,
          cookie,
          layoutForm(
            [
              ["position_firstAid", "1"],
              ["emergency_numbers", "Fire: 112"],
              ["language_1", "6"],
              ["language_2", "4"],
            ],
            ["disposal"],
          ),
        ),
      ),
    );
    expect(result).toBeInstanceOf(Response);
    expect((await toastOf(result as Response))?.text).toBe("The poster layout is saved.");
    expect(await stored()).toEqual([
      {
        sections: ["scope", "firstAid", "hazards", "protection", "emergency"],
        emergency_numbers: "Fire: 112",
        language_ids: [6, 4],
      },
    ]);
  });

  it("refuses bad input with clear messages and saves nothing", async () => {
    const { action } = await page();
    const { cookie } = await t.signedIn("admin@demo.test");
    const before = await stored();
    const none = await settle(() =>
      action(
        post(
          PAGE,
          cookie,
          layoutForm([], ["scope", "hazards", "protection", "emergency", "firstAid", "disposal"]),
        ),
      ),
    );
    expect(JSON.stringify(none)).toContain("Show at least one section.");
    const twice = await settle(() =>
      action(
        post(
          PAGE,
          cookie,
          layoutForm([
            ["language_1", "4"],
            ["language_2", "4"],
            ["position_scope", "9"],
          ]),
        ),
      ),
    );
    expect(JSON.stringify(twice)).toContain("Choose two different languages.");
    expect(JSON.stringify(twice)).toContain("Choose a position from 1 to 6.");
    const long = await settle(() =>
      action(post(PAGE, cookie, layoutForm([["emergency_numbers", "1\n2\n3\n4\n5\n6\n7"]]))),
    );
    expect(JSON.stringify(long)).toContain("Use at most 6 lines for the emergency numbers.");
    expect(await stored()).toEqual(before);
  });

  it("sends a user without wpd and add_product away, saving nothing", async () => {
    const { loader, action } = await page();
    const { cookie } = await t.signedIn("hse@demo.test");
    const before = await stored();
    const refused = await settle(() => loader(get(PAGE, cookie)));
    expect((refused as Response).headers.get("Location")).toBe("/main");
    const posted = await settle(() => action(post(PAGE, cookie, layoutForm([["emergency_numbers", "x"]]))));
    expect((posted as Response).headers.get("Location")).toBe("/main");
    expect(await stored()).toEqual(before);
  });

  it("opens the preview as a PDF, and a description of nobody's as not found", async () => {
    const { loader } = await import("~/features/wpd-poster/routes/poster-preview");
    const { cookie } = await t.signedIn("admin@demo.test");
    const { rows } = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM workplace_descriptions ORDER BY id LIMIT 1`,
    );
    const pdf = (await settle(() =>
      loader(get(`/workplacedescriptions/poster/preview?id=${rows[0]!.id}&size=A3`, cookie)),
    )) as Response;
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const missing = (await settle(() =>
      loader(get("/workplacedescriptions/poster/preview?id=2147483647", cookie)),
    )) as Response;
    expect(missing.status).toBe(404);
  });
});
