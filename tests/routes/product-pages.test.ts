import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setApiForTests } from "../../api/instance";
import { SDS_MAX_BYTES } from "../../core/products";
import { settle } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";
import {
  ADMIN,
  HSE,
  makePdf,
  multipart,
  OTHER,
  OTHER_ADMIN,
  PNG_BYTES,
  productCount,
  productId,
  productWithSheet,
  setupAppTestWithFiles,
  sheetsOf,
  uploadFields,
  WORKER,
} from "./product-support";

/** /products/{id}, /products/{id}/edit, /products/new, /sds/{key} and /sds/{key}/pdf. */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTestWithFiles("product-pages-");
});
afterEach(() => setApiForTests(t.api));
afterAll(() => t.close());

async function productPage(id: number | string, cookie: string, query = "") {
  const { loader } = await import("~/features/products/routes/product");
  return loader(get(`/products/${id}${query}`, cookie, { prodId: String(id) }));
}

async function editAction(id: number, cookie: string, fields: [string, string][], query = "") {
  const { action } = await import("~/features/products/routes/product-edit");
  return settle(() => action(post(`/products/${id}/edit${query}`, cookie, fields, { prodId: String(id) })));
}

/** The upload action's answer: a redirect, or the refused save's conform reply (else the form state). */
async function upload(cookie: string, fields: [string, string][], file?: Parameters<typeof multipart>[3]) {
  const { action } = await import("~/features/products/routes/product-new");
  const result = await settle(() => action(multipart("/products/new", cookie, fields, file)));
  return result instanceof Response ? result : (result.reply ?? result);
}

type Reply = {
  status?: string;
  error?: Record<string, string[] | null>;
  initialValue?: Record<string, unknown>;
};

describe("/products/{id}", () => {
  it("shows Acetone: identity, sheet, pictograms, statements, substances, storage class, locations, versions", async () => {
    const id = await productId(t, "Acetone");
    const { cookie } = await t.signedIn(ADMIN, { language: 4 });
    const page = await productPage(id, cookie);
    expect(page.title).toBe("Acetone – ChemSafe");
    expect(page.product).toMatchObject({ id, name: "Acetone", cas_no: "67-64-1", signal_word: "Danger" });
    expect(page.product.pictograms).toEqual(expect.arrayContaining(["GHS02", "GHS07"]));
    const h225 = page.product.hazard_statements.find((statement) => statement.code === "H225");
    expect(h225).toEqual({ code: "H225", text: "Highly flammable liquid and vapour.", language: "en" });
    expect(page.product.hazard_statements.map((s) => s.code)).toEqual(
      expect.arrayContaining(["H225", "H319", "H336", "EUH066"]),
    );
    expect(page.product.precautionary_statements.length).toBeGreaterThan(0);
    expect(page.product.storage_class).toBe("3");
    expect(page.product.substances.map((s) => s.cas)).toContain("67-64-1");
    expect(page.product.statements_notice).toMatch(/CC BY 4\.0/);
    expect(page.sheet).toMatchObject({ name: "English (GB)", language_code: "en", market_code: "GB" });
    expect(page.sheet?.pdf).toMatch(/^\/sds\/SDS-[0-9A-Z]+\/pdf$/);
    expect(page.sheet?.html).toBe(page.sheet?.pdf.replace(/\/pdf$/, ""));
    const names = page.locations.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(["Flammables cabinet", "Reagent shelf"]));
    const cabinet = page.locations.find((row) => row.name === "Flammables cabinet")!;
    expect(cabinet).toMatchObject({ amount: "5", unit: "L", archived: false });
    expect(cabinet.href).toBe(`/locations/${cabinet.location_id}/products`);
    expect(cabinet.path).toMatch(/Flammables cabinet$/);
    expect(page.versions.some((version) => version.key === page.sheet?.key && !version.superseded)).toBe(
      true,
    );
    expect(page.actions).toEqual({
      edit: `/products/${id}/edit`,
      replace: `/replace-sds?prodId=${id}`,
      add: `/product/add?products=${id}`,
      // The sheet's read-and-understood follow-up, for those who may manage it (edit_location).
      followUp: `/read-understood/sds/${id}`,
    });
  });

  it("gives a German reader the German statement texts", async () => {
    const id = await productId(t, "Acetone");
    const { cookie } = await t.signedIn(ADMIN, { language: 6 });
    const page = await productPage(id, cookie);
    expect(page.pageLanguage).toBe("de");
    const h225 = page.product.hazard_statements.find((statement) => statement.code === "H225");
    expect(h225).toEqual({ code: "H225", text: "Flüssigkeit und Dampf leicht entzündbar.", language: "de" });
    expect(page.product.statements_notice).toMatch(/CC BY 4\.0/);
  });

  it("shows the sheet that sds_language and sds_market ask for, and links to the others", async () => {
    const product = await productWithSheet(t, 1, 1);
    const { cookie } = await t.signedIn(ADMIN, { language: 4 });
    const page = await productPage(product.id, cookie, "?sds_language=1&sds_market=1");
    expect(page.sheet).toMatchObject({
      key: product.key,
      language_code: "nb",
      market_code: "NO",
      name: "Norsk (NO)",
    });
    expect(page.choices.find((choice) => choice.current)).toMatchObject({ name: "Norsk (NO)" });
    const english = page.choices.find((choice) => choice.language_code === "en");
    expect(english).toMatchObject({
      name: "English (GB)",
      current: false,
      href: `/products/${product.id}?sds_language=4&sds_market=4`,
    });
    // Without the parameters the reader's language (English) is shown.
    const plain = await productPage(product.id, cookie);
    expect(plain.sheet?.language_code).toBe("en");
    // Bad parameters are ignored, not an error.
    const bad = await productPage(product.id, cookie, "?sds_language=x&sds_market=-1");
    expect(bad.sheet?.language_code).toBe("en");
    // The edit link keeps the sheet.
    expect(page.actions.edit).toBe(`/products/${product.id}/edit?sds_language=1&sds_market=1`);
  });

  it("is a 404 for another company's product, an unknown id and a malformed one; sign-in without a session", async () => {
    const { cookie } = await t.signedIn(ADMIN);
    for (const id of [String(await productId(t, "Acetone", OTHER)), "987654321", "x1", "0"]) {
      const result = (await settle(() => productPage(id, cookie))) as Response;
      expect(result, id).toBeInstanceOf(Response);
      expect(result.status, id).toBe(404);
    }
    const { loader } = await import("~/features/products/routes/product");
    const anonymous = (await settle(() =>
      loader(get("/products/1", undefined, { prodId: "1" })),
    )) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
  });

  it("offers no actions to a user without add_product, and no replace without the company feature", async () => {
    const id = await productId(t, "Acetone");
    const worker = await productPage(id, (await t.signedIn(WORKER)).cookie);
    expect(worker.actions).toEqual({ edit: null, replace: null, add: null, followUp: null });
    const other = await productPage(
      await productId(t, "Acetone", OTHER),
      (await t.signedIn(OTHER_ADMIN)).cookie,
    );
    expect(other.actions.replace).not.toBeNull(); // Other Industries has replaceSds on
  });
});

describe("/products/{id}/edit", () => {
  it("saves name, supplier and article number and goes back to the product page with a toast", async () => {
    const id = await productId(t, "Ethanol");
    const { cookie } = await t.signedIn(HSE);
    const { loader } = await import("~/features/products/routes/product-edit");
    const form = await loader(get(`/products/${id}/edit`, cookie, { prodId: String(id) }));
    expect(form.product).toMatchObject({ id, name: "Ethanol" });

    const saved = (await editAction(
      id,
      cookie,
      [
        ["name", "  Ethanol 96 %  "],
        ["supplier", "Route Supplies"],
        ["article_no", "ET-96"],
      ],
      "?sds_language=4&sds_market=4",
    )) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/products/${id}?sds_language=4&sds_market=4`);
    expect(await toastOf(saved)).toMatchObject({ type: "success", text: "“Ethanol 96 %” is saved." });
    const page = await productPage(id, cookie);
    expect(page.product).toMatchObject({
      name: "Ethanol 96 %",
      supplier: "Route Supplies",
      article_no: "ET-96",
    });

    // An empty article number clears it.
    await editAction(id, cookie, [
      ["name", "Ethanol"],
      ["supplier", "Route Supplies"],
      ["article_no", ""],
    ]);
    expect((await productPage(id, cookie)).product).toMatchObject({ name: "Ethanol", article_no: null });
  });

  it("refuses bad input with the message on the field, keeping the input and saving nothing", async () => {
    const id = await productId(t, "Toluene");
    const { cookie } = await t.signedIn(HSE);
    const before = (await productPage(id, cookie)).product;
    const empty = (await editAction(id, cookie, [
      ["name", "   "],
      ["supplier", "Kept supplier"],
      ["article_no", "x".repeat(101)],
    ])) as Reply;
    expect(empty.status).toBe("error");
    expect(empty.error?.name).toEqual(["Enter the product name."]);
    expect(empty.error?.article_no).toEqual(["The article number must be at most 100 characters."]);
    expect(empty.initialValue).toMatchObject({ supplier: "Kept supplier" });
    const long = (await editAction(id, cookie, [["name", "n".repeat(201)]])) as Reply;
    expect(long.error?.name).toEqual(["The product name must be at most 200 characters."]);
    expect((await productPage(id, cookie)).product).toMatchObject({
      name: before.name,
      supplier: before.supplier,
      article_no: before.article_no,
    });
  });

  it("refuses a worker on the server (page and save), changing nothing", async () => {
    const id = await productId(t, "Toluene");
    const { cookie } = await t.signedIn(WORKER);
    const { loader } = await import("~/features/products/routes/product-edit");
    const page = (await settle(() =>
      loader(get(`/products/${id}/edit`, cookie, { prodId: String(id) })),
    )) as Response;
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/main");
    const refused = (await editAction(id, cookie, [["name", "Hacked"]])) as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/main");
    expect(await toastOf(refused)).toMatchObject({ type: "warning" });
    const admin = (await t.signedIn(ADMIN)).cookie;
    expect((await productPage(id, admin)).product.name).toBe("Toluene");
  });

  it("is a 404 for another company's product", async () => {
    const id = await productId(t, "Toluene", OTHER);
    const { cookie } = await t.signedIn(HSE);
    const result = (await editAction(id, cookie, [["name", "Mine now"]])) as Response;
    expect(result.status).toBe(302);
    expect(await toastOf(result)).toMatchObject({ type: "error", text: "Not found" });
    const other = (await t.signedIn(OTHER_ADMIN)).cookie;
    expect((await productPage(id, other)).product.name).toBe("Toluene");
  });
});

describe("/products/new", () => {
  it("creates a product from a small PDF and opens its page with a toast", async () => {
    const { cookie } = await t.signedIn(HSE);
    const { loader } = await import("~/features/products/routes/product-new");
    const form = await loader(get("/products/new", cookie));
    expect(form.languages).toHaveLength(10);
    expect(form.languages.find((language) => language.value === "6")).toMatchObject({
      label: "Deutsch",
      lang: "de",
    });
    expect(form.markets.find((market) => market.value === "1")).toMatchObject({ label: "Norway (NO)" });

    const before = await productCount(t);
    const created = (await upload(cookie, uploadFields(), {
      name: "route-test.pdf",
      type: "application/pdf",
      bytes: await makePdf(),
    })) as Response;
    expect(created.status).toBe(302);
    const location = created.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/products\/\d+\?sds_language=4&sds_market=4$/);
    expect(await toastOf(created)).toMatchObject({
      type: "success",
      text: "“Route test solvent” was added with its safety data sheet.",
    });
    expect(await productCount(t)).toBe(before + 1);
    const id = Number(/\/products\/(\d+)/.exec(location)![1]);
    const page = await productPage(id, cookie);
    expect(page.product).toMatchObject({
      name: "Route test solvent",
      supplier: "Route Chemicals Ltd",
      article_no: "RT-100",
      cas_no: "67-64-1",
      un_no: "1090",
      signal_word: "Danger",
      pictograms: ["GHS02", "GHS07"],
      storage_class: "3",
    });
    expect(page.product.hazard_statements.map((s) => s.code)).toEqual(["H225", "H319", "H336"]);
    expect(page.product.precautionary_statements.map((s) => s.code)).toEqual(["P210", "P305+P351+P338"]);
    const [sheet] = await sheetsOf(t, id);
    expect(sheet?.fileKey).toMatch(/^sds\//);
  });

  it("refuses a PNG: 'The file is not a PDF.', every typed value kept, nothing saved", async () => {
    const { cookie } = await t.signedIn(HSE);
    const before = await productCount(t);
    const reply = (await upload(cookie, uploadFields({ name: "Not a PDF product" }), {
      name: "picture.pdf",
      type: "image/png",
      bytes: PNG_BYTES,
    })) as Reply;
    expect(reply.status).toBe("error");
    expect(reply.error?.file).toEqual(["The file is not a PDF."]);
    expect(reply.initialValue).toMatchObject({
      name: "Not a PDF product",
      supplier: "Route Chemicals Ltd",
      pictograms: ["GHS02", "GHS07"],
      hazard_statements: "H225, H319 H336",
    });
    expect(reply.initialValue?.file).toBeUndefined();
    expect(await productCount(t)).toBe(before);
  });

  it("says when no file was chosen, and when the file is larger than 20 MB (not a server error)", async () => {
    const { cookie } = await t.signedIn(HSE);
    const before = await productCount(t);
    const none = (await upload(cookie, uploadFields())) as Reply;
    expect(none.error?.file).toEqual(["Choose the PDF file of the safety data sheet."]);

    const big = new Uint8Array(SDS_MAX_BYTES + 1024);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    big.set(new TextEncoder().encode("\n%%EOF\n"), big.length - 7);
    const large = (await upload(cookie, uploadFields({ name: "Huge sheet" }), {
      name: "huge.pdf",
      type: "application/pdf",
      bytes: big,
    })) as Reply;
    expect(large.status).toBe("error");
    expect(large.error?.file).toEqual(["The file is larger than 20 MB."]);
    expect(large.initialValue).toMatchObject({ name: "Huge sheet", storage_class: "3" });
    expect(await productCount(t)).toBe(before);
  });

  it("shows every bad field at once, with codes the regulation lacks named; nothing saved", async () => {
    const { cookie } = await t.signedIn(HSE);
    const before = await productCount(t);
    const pdf = { name: "ok.pdf", type: "application/pdf", bytes: await makePdf() };
    const reply = (await upload(
      cookie,
      uploadFields({
        name: "",
        version: "",
        date_issue: "2025-02-30",
        cas_no: "67-64-2",
        un_no: "12",
        hazard_statements: "H225 X999",
        precautionary_statements: "H225",
        signal_word: "Deadly",
        language: "42",
      }),
      pdf,
    )) as Reply;
    expect(reply.status).toBe("error");
    expect(reply.error).toMatchObject({
      name: ["Enter the product name."],
      version: ["Enter the version."],
      date_issue: ["Enter the date of issue as a real date, such as 2025-03-14."],
      cas_no: ["Enter a CAS number such as 67-64-1 (the last digit is a check digit)."],
      un_no: ["Enter the UN number as four digits, such as 1090."],
      hazard_statements: ["These are not hazard statement codes: X999. Write codes such as H225 or EUH066."],
      precautionary_statements: [
        "These are not precautionary statement codes: H225. Write codes such as P210 or P305+P351+P338.",
      ],
      signal_word: ["Choose a signal word, or no signal word."],
      language: ["Choose the language of the safety data sheet."],
    });
    const unknown = (await upload(cookie, uploadFields({ hazard_statements: "H225 H999" }), pdf)) as Reply;
    expect(unknown.error?.hazard_statements).toEqual([
      "These codes are not in the CLP regulation: H999. Check them against the safety data sheet.",
    ]);
    expect(await productCount(t)).toBe(before);
  });

  it("accepts a PDF padded after %%EOF and codes as suppliers print them, storing the normalised codes", async () => {
    const { cookie } = await t.signedIn(HSE, { language: 4 });
    const before = await productCount(t);
    const pdf = await makePdf();
    const padded = new Uint8Array([...pdf, ...new TextEncoder().encode(" ".repeat(2000))]);
    const created = (await upload(
      cookie,
      uploadFields({
        name: "Padded sheet solvent",
        // H227 and P281 are GHS statements outside CLP, as US and Indian sheets print them.
        hazard_statements: "H302 + H332, h319, H227",
        precautionary_statements: "P301 + P310 + P331; p305 + p351 + p338, P281",
      }),
      { name: "padded.pdf", type: "application/pdf", bytes: padded },
    )) as Response;
    expect(created.status).toBe(302);
    expect(await productCount(t)).toBe(before + 1);
    const id = Number(/\/products\/(\d+)/.exec(created.headers.get("Location") ?? "")![1]);
    const page = await productPage(id, cookie);
    expect(page.product.hazard_statements.map((s) => s.code)).toEqual(["H302+H332", "H319", "H227"]);
    expect(page.product.precautionary_statements.map((s) => s.code)).toEqual([
      "P301+P310+P331",
      "P305+P351+P338",
      "P281",
    ]);
    expect(page.product.hazard_statements[2]!.text).toBe("Combustible liquid.");
    // The combination the regulation does not list reads as its parts.
    expect(page.product.precautionary_statements[0]!.text).toMatch(
      /^IF SWALLOWED:.*POISON CENTER.*vomiting/s,
    );
  });

  it("names an unknown part of a combination and saves nothing", async () => {
    const { cookie } = await t.signedIn(HSE);
    const before = await productCount(t);
    const pdf = { name: "ok.pdf", type: "application/pdf", bytes: await makePdf() };
    const reply = (await upload(
      cookie,
      uploadFields({ hazard_statements: "H302 + H999", precautionary_statements: "P301 + P310 + P331" }),
      pdf,
    )) as Reply;
    expect(reply.status).toBe("error");
    expect(reply.error?.hazard_statements).toEqual([
      "These codes are not in the CLP regulation: H302+H999. Check them against the safety data sheet.",
    ]);
    expect(reply.error?.precautionary_statements).toBeUndefined();
    expect(reply.initialValue).toMatchObject({ hazard_statements: "H302 + H999" });
    expect(await productCount(t)).toBe(before);
  });

  it("refuses a worker on the server", async () => {
    const { cookie } = await t.signedIn(WORKER);
    const before = await productCount(t);
    const refused = (await upload(cookie, uploadFields(), {
      name: "w.pdf",
      type: "application/pdf",
      bytes: await makePdf(),
    })) as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/main");
    expect(await productCount(t)).toBe(before);
    const { loader } = await import("~/features/products/routes/product-new");
    const page = (await settle(() => loader(get("/products/new", cookie)))) as Response;
    expect(page.headers.get("Location")).toBe("/main");
  });
});

describe("/sds/{key} and /sds/{key}/pdf", () => {
  async function pdf(key: string, cookie?: string) {
    const { loader } = await import("~/features/products/routes/sds-pdf");
    return (await settle(() => loader(get(`/sds/${key}/pdf`, cookie, { key })))) as Response;
  }

  it("sends the PDF to the company's users, inline and uncached", async () => {
    const id = await productId(t, "Acetone");
    const { cookie } = await t.signedIn(WORKER);
    const key = (await productPage(id, cookie)).sheet!.key;
    const response = await pdf(key, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toMatch(/^inline; filename="Acetone-en-GB-v.+\.pdf"/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    // Shown inline, so never framed by another site.
    expect(response.headers.get("Content-Security-Policy")).toBe("frame-ancestors 'none'");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(response.headers.get("Content-Length")).toBe(String(bytes.byteLength));
  });

  it("is a 404 page for another company's sheet and an unknown key; sign-in without a session", async () => {
    const id = await productId(t, "Acetone");
    const key = (await productPage(id, (await t.signedIn(ADMIN)).cookie)).sheet!.key;
    const other = await pdf(key, (await t.signedIn(OTHER_ADMIN)).cookie);
    expect(other.status).toBe(404);
    expect(other.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await other.text()).toContain("There is no such safety data sheet.");
    expect((await pdf("SDS-NOSUCHKEY0", (await t.signedIn(ADMIN)).cookie)).status).toBe(404);
    const anonymous = await pdf(key);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/auth\?redirectTo=%2Fsds%2F/);
  });

  it("renders the 16 sections in the sheet's language, with its statements", async () => {
    const product = await productWithSheet(t, 6, 6);
    const { cookie } = await t.signedIn(ADMIN, { language: 4 });
    const { loader } = await import("~/features/products/routes/sds");
    const page = await loader(get(`/sds/${product.key}`, cookie, { key: product.key }));
    expect(page.sheet).toMatchObject({ key: product.key, language_code: "de", name: "Deutsch (DE)" });
    expect(page.sections.map((section) => section.number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
    expect(page.sections[1]!.title).toBe("Mögliche Gefahren");
    for (const statement of [...page.hazard, ...page.precautionary]) expect(statement.language).toBe("de");
    expect(page.productHref).toBe(`/products/${product.id}?sds_language=6&sds_market=6`);
    const otherCookie = (await t.signedIn(OTHER_ADMIN)).cookie;
    const other = (await settle(() =>
      loader(get(`/sds/${product.key}`, otherCookie, { key: product.key })),
    )) as Response;
    expect(other.status).toBe(404);
  });
});
