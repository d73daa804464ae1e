import { sql } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SDS_REQUEST_TOKEN } from "../../seed/sds-requests";
import { settle, setupAppTest } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";

/**
 * The SDS request pages' loaders and actions: the list (filters, no permission), asking (bad input, no
 * permission, one product), the review (accept, not answered) and the supplier's public page (open, wrong
 * token, still valid, upload with a non-PDF, replay).
 */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

const KEEPER = "safety@demo.test";
const WORKER = "worker@demo.test";

async function count(): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sds_requests`);
  return rows[0]!.n;
}

async function productId(name: string): Promise<number> {
  const { rows } = await t.db.execute<{ id: number }>(
    sql`SELECT p.id FROM products p JOIN companies c ON c.id = p.company_id
        WHERE p.name = ${name} AND c.id = (SELECT company_id FROM users WHERE email = ${KEEPER})`,
  );
  return rows[0]!.id;
}

async function pdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText("Safety data sheet", { x: 20, y: 100, size: 12, font });
  return doc.save();
}

function multipart(url: string, fields: [string, string | File][], params: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return {
    request: new Request(`http://app.test${url}`, {
      method: "POST",
      body: form,
      headers: { Origin: "http://app.test" },
    }),
    params,
    context: {},
  };
}

describe("/sdsrequests", () => {
  it("lists the company's requests with the seeded ones, filtered by status", async () => {
    const { loader } = await import("~/features/sds-requests/routes/requests");
    const { cookie } = await t.signedIn(KEEPER);
    const result = (await settle(() => loader(get("/sdsrequests?status=answered", cookie)))) as {
      list: { data: { product_name: string; status: string }[] };
    };
    expect(result.list.data.map((row) => row.product_name)).toContain("Ethanol");
    expect(result.list.data.every((row) => row.status === "answered")).toBe(true);
  });

  it("sends a user without add_product to /main", async () => {
    const { loader } = await import("~/features/sds-requests/routes/requests");
    const { cookie } = await t.signedIn(WORKER);
    const refused = (await settle(() => loader(get("/sdsrequests", cookie)))) as Response;
    expect(refused.headers.get("Location")).toBe("/main");
  });
});

describe("/sdsrequests/new", () => {
  it("finds products by name and ticks the languages of a given product", async () => {
    const { loader } = await import("~/features/sds-requests/routes/request-new");
    const { cookie } = await t.signedIn(KEEPER);
    const found = (await settle(() => loader(get("/sdsrequests/new?q=tolu", cookie)))) as {
      products: { name: string }[];
    };
    expect(found.products.map((p) => p.name)).toContain("Toluene");
    const id = await productId("Toluene");
    const given = (await settle(() => loader(get(`/sdsrequests/new?product=${id}`, cookie)))) as {
      defaults: { product: string; languages: string[] };
    };
    expect(given.defaults.product).toBe(String(id));
    expect(given.defaults.languages).toContain("4");
  });

  it("refuses bad input with messages and saves nothing", async () => {
    const { action } = await import("~/features/sds-requests/routes/request-new");
    const { cookie } = await t.signedIn(KEEPER);
    const before = await count();
    const result = (await settle(() =>
      action(
        post("/sdsrequests/new", cookie, [
          ["intent", "one"],
          ["supplier_email", "nope"],
        ]),
      ),
    )) as unknown as { data: { errors: Record<string, string[]> }; init: { status: number } };
    expect(result.init.status).toBe(400);
    expect(result.data.errors.supplier_email).toEqual([
      "Enter the supplier's e-mail address, like name@example.com.",
    ]);
    expect(result.data.errors.product_id).toEqual(["Choose a product."]);
    expect(result.data.errors.languages).toEqual(["Choose 1 to 3 languages."]);
    expect(await count()).toBe(before);
  });

  it("refuses a user without add_product, saving nothing", async () => {
    const { action } = await import("~/features/sds-requests/routes/request-new");
    const { cookie } = await t.signedIn(WORKER);
    const before = await count();
    const refused = (await settle(() =>
      action(post("/sdsrequests/new", cookie, [["intent", "one"]])),
    )) as Response;
    expect(refused.headers.get("Location")).toBe("/main");
    expect(await count()).toBe(before);
  });

  it("sends a request for one product and says so", async () => {
    const { action } = await import("~/features/sds-requests/routes/request-new");
    const { cookie } = await t.signedIn(KEEPER);
    const before = await count();
    const toluene = String(await productId("Toluene"));
    const done = (await settle(() =>
      action(
        post("/sdsrequests/new", cookie, [
          ["intent", "one"],
          ["product_id", toluene],
          ["supplier_email", "route@supplier.example"],
          ["languages", "4"],
          ["markets", "4"],
        ]),
      ),
    )) as Response;
    expect(done.headers.get("Location")).toBe("/sdsrequests");
    expect((await toastOf(done))?.text).toBe("The request was sent to route@supplier.example.");
    expect(await count()).toBe(before + 1);
  });
});

describe("/sdsrequests/{id}", () => {
  it("shows an answered request and accepts it", async () => {
    const { loader, action } = await import("~/features/sds-requests/routes/request");
    const { cookie } = await t.signedIn(KEEPER);
    const { rows } = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM sds_requests WHERE status = 'answered' ORDER BY id LIMIT 1`,
    );
    const id = String(rows[0]!.id);
    const shown = (await settle(() => loader(get(`/sdsrequests/${id}`, cookie, { id })))) as {
      detail: { answer: string; status: string };
    };
    expect(shown.detail).toMatchObject({ answer: "still_valid", status: "answered" });
    const worker = (await t.signedIn(WORKER)).cookie;
    const refused = (await settle(() =>
      action(post(`/sdsrequests/${id}`, worker, [["intent", "accept"]], { id })),
    )) as Response;
    expect(refused.headers.get("Location")).toBe("/main");
    const accepted = (await settle(() =>
      action(post(`/sdsrequests/${id}`, cookie, [["intent", "accept"]], { id })),
    )) as Response;
    expect((await toastOf(accepted))?.text).toBe("The answer was accepted.");
    const again = (await settle(() =>
      action(post(`/sdsrequests/${id}`, cookie, [["intent", "reject"]], { id })),
    )) as Response;
    expect((await toastOf(again))?.text).toBe("This request has no answer to decide on.");
  });

  it("answers 404 for an unknown request", async () => {
    const { loader } = await import("~/features/sds-requests/routes/request");
    const { cookie } = await t.signedIn(KEEPER);
    const missing = (await settle(() =>
      loader(get("/sdsrequests/999999", cookie, { id: "999999" })),
    )) as Response;
    expect(missing.status).toBe(404);
  });
});

describe("/sds-update-request/{token}", () => {
  it("shows the seeded open request without signing in, never cached or indexed", async () => {
    const { loader } = await import("~/features/sds-requests/routes/update-request");
    const token = DEMO_SDS_REQUEST_TOKEN;
    const result = (await settle(() =>
      loader(get(`/sds-update-request/${token}`, undefined, { token })),
    )) as unknown as {
      data: { page: { state: string; product: { name: string } } };
      init: { headers: Record<string, string> };
    };
    expect(result.data.page.state).toBe("open");
    expect(result.data.page.product.name).toBe("Acetone");
    expect(result.init.headers["X-Robots-Tag"]).toContain("noindex");
    expect(result.init.headers["Cache-Control"]).toContain("no-store");
  });

  it("shows a clear page for a wrong or absurdly long token", async () => {
    const { loader } = await import("~/features/sds-requests/routes/update-request");
    for (const token of ["x".repeat(55), "y".repeat(500)]) {
      const result = (await settle(() =>
        loader(get(`/sds-update-request/${token}`, undefined, { token })),
      )) as unknown as {
        data: { page: { state: string } };
      };
      expect(result.data.page.state).toBe("unknown");
    }
  });

  it("refuses a file that is not a PDF, then takes the PDF once; a replay gets the answered page", async () => {
    const { action } = await import("~/features/sds-requests/routes/update-request");
    const token = DEMO_SDS_REQUEST_TOKEN;
    const fake = new File([new TextEncoder().encode("MZ not a pdf")], "sheet.exe", {
      type: "application/pdf",
    });
    const refused = (await settle(() =>
      action(multipart(`/sds-update-request/${token}`, [["file_4_4", fake]], { token })),
    )) as unknown as { data: { done: boolean; errors: Record<string, string> }; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors.file_4_4).toBe("The file is not a PDF.");
    const empty = (await settle(() =>
      action(multipart(`/sds-update-request/${token}`, [], { token })),
    )) as unknown as { data: { formError: string } };
    expect(empty.data.formError).toBe("Choose at least one PDF.");

    const file = new File([(await pdf()) as Uint8Array<ArrayBuffer>], "../acetone.pdf", {
      type: "application/pdf",
    });
    const sent = (await settle(() =>
      action(multipart(`/sds-update-request/${token}`, [["file_4_4", file]], { token })),
    )) as unknown as { data: { done: boolean; state: string } };
    expect(sent.data).toEqual({ done: true, state: "answered" });
    const replay = (await settle(() =>
      action(multipart(`/sds-update-request/${token}`, [["file_4_4", file]], { token })),
    )) as unknown as { data: { done: boolean; state: string } };
    expect(replay.data).toEqual({ done: true, state: "answered" });
  });
});
