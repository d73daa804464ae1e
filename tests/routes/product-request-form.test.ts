import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setApiForTests } from "../../api/instance";
import { productRequests } from "../../db/schema";
import type { RequestFormReply } from "../../app/features/chemical-approvals/forms";
import { args, settle } from "../support/app";
import { createRequest, REQUESTER, REQUESTER2 } from "./approvals-support";
import { apiAs, get, toastOf, type AppTest } from "./locations-support";
import { DEMO, makePdf, setupAppTestWithFiles, WORKER } from "./product-support";
import { locationId } from "./products-support";
import { renderSdsPdf } from "../../api/products/sds-pdf";
import { statementsFor } from "../../api/products/statements";

/**
 * The request form: /chemical-approvals/requests/new and /{id}/edit (loader
 * and action). Draft with only a name; each submission rule refused with its
 * field's message and nothing saved, then accepted; files staged on a refused
 * save kept by their token; no permission; a 409 as the conflict toast.
 */

const LIST = "/chemical-approvals/requests";
const NEW = "/chemical-approvals/requests/new";

let t: AppTest;
let lab2: number;
let bay2: number;
beforeAll(async () => {
  t = await setupAppTestWithFiles("request-form-");
  lab2 = await locationId(t, "Laboratory 2");
  bay2 = await locationId(t, "Bay 2");
});
afterEach(() => setApiForTests(t.api));
afterAll(() => t.close());

async function requestsNamed(name: string) {
  return t.db
    .select({ id: productRequests.id, status: productRequests.status, sds: productRequests.attachedSdsName })
    .from(productRequests)
    .where(and(eq(productRequests.companyId, DEMO), eq(productRequests.name, name)));
}

async function requestCount(): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(productRequests)
    .where(eq(productRequests.companyId, DEMO));
  return row?.n ?? 0;
}

type FileField = { field: string; name: string; type: string; bytes: Uint8Array };

/** A multipart post of the form (always with the two empty file inputs a browser sends). */
function form(url: string, cookie: string, fields: [string, string][], files: FileField[] = []) {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  const chosen = new Set(files.map((file) => file.field));
  for (const file of files) {
    body.append(
      file.field,
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }),
    );
  }
  for (const field of ["attached_sds", "attachments"]) {
    if (!chosen.has(field)) body.append(field, new File([], "", { type: "application/octet-stream" }));
  }
  return { ...args(url, { method: "POST", headers: { Cookie: cookie }, body }), params: {} };
}

async function postNew(cookie: string, fields: [string, string][], files: FileField[] = []) {
  const { action } = await import("~/features/chemical-approvals/routes/request-new");
  return settle(() => action(form(NEW, cookie, fields, files)));
}

async function postEdit(id: number, cookie: string, fields: [string, string][], files: FileField[] = []) {
  const { action } = await import("~/features/chemical-approvals/routes/request-edit");
  const request = form(`${LIST}/${id}/edit`, cookie, fields, files);
  return settle(() => action({ ...request, params: { id: String(id) } }));
}

function errorsOf(reply: unknown): Record<string, string[] | null> {
  return ((reply as RequestFormReply).result.error ?? {}) as Record<string, string[] | null>;
}

async function expectSaved(response: unknown, name: string) {
  expect(response).toBeInstanceOf(Response);
  const redirect = response as Response;
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get("Location")).toBe(LIST);
  const toast = await toastOf(redirect);
  expect(toast?.type).toBe("success");
  expect(toast?.text).toBe(`Your product request for ${name} is saved.`);
  expect(toast?.timeout).toBe(5000);
}

const submit: [string, string] = ["is_draft", "false"];
const draft: [string, string] = ["is_draft", "true"];

describe("/chemical-approvals/requests/new: the page", () => {
  it("offers the options and an empty location picker (never the whole tree), and carries the template", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const { loader } = await import("~/features/chemical-approvals/routes/request-new");
    const data = (await loader(get(`${NEW}?templateId=12&templateName=Solvents`, cookie))) as Exclude<
      Awaited<ReturnType<typeof loader>>,
      Response
    >;
    expect(data.mode).toBe("new");
    expect(data.nav).toEqual({ templateId: 12, templateName: "Solvents" });
    expect(data.options.frequencies.map((option) => option.id)).toContain("daily");
    expect(data.options.ppe.length).toBeGreaterThan(5);
    expect(data.options.envExposures.map((option) => option.id)).toContain("air_emission");
    expect(data.locationPicker).toEqual({ q: "", chosen: [], matches: null });
    expect(data.languages.length).toBe(10);
    expect(data.markets.length).toBeGreaterThan(10);
  });

  it("without chemical_approval_request: the permission warning and /main, and the action saves nothing", async () => {
    const { cookie } = await t.signedIn(WORKER, { language: 4 });
    const { loader } = await import("~/features/chemical-approvals/routes/request-new");
    const page = (await settle(() => loader(get(NEW, cookie)))) as Response;
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/main");
    expect((await toastOf(page))?.type).toBe("warning");
    const before = await requestCount();
    const posted = (await postNew(cookie, [["name", "Worker request"], draft])) as Response;
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe("/main");
    expect((await toastOf(posted))?.type).toBe("warning");
    expect(await requestCount()).toBe(before);
  });
});

describe("/chemical-approvals/requests/new: saving", () => {
  it("saves a draft with only a name, with the saved toast for 5 s", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const response = await postNew(cookie, [["name", "Route draft only name"], draft]);
    await expectSaved(response, "Route draft only name");
    expect(await requestsNamed("Route draft only name")).toEqual([
      expect.objectContaining({ status: "DRAFT" }),
    ]);
  });

  it("refuses a draft without a name: 'Field is required', nothing saved", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const before = await requestCount();
    const reply = await postNew(cookie, [["name", "  "], draft]);
    expect(reply).not.toBeInstanceOf(Response);
    expect(errorsOf(reply).name).toEqual(["Field is required"]);
    expect(await requestCount()).toBe(before);
  });

  it("refuses a submission for each rule with the field's message, saves nothing, then accepts it", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const name = "Route rules request";
    const valid: [string, string][] = [
      ["name", name],
      ["location_ids", String(lab2)],
      ["cas_nr", "67-64-1"],
      ["estimated_annual_usage", "12"],
      ["estimated_annual_usage_unit", "L"],
      ["estimated_use_length", "01:30"],
      ["is_user_exposure", "on"],
      ["estimated_daily_exposure", "00:45"],
      ["env_exposures", "air_emission"],
      ["ppes", "goggles"],
      ["ppes", "chemical_gloves"],
      ["estimated_frequency_of_use", "weekly"],
    ];
    const without = (...names: string[]) => valid.filter(([field]) => !names.includes(field));
    const cases: { fields: [string, string][]; field: string; message: string }[] = [
      { fields: [...without("cas_nr"), ["cas_nr", "67-64-2"]], field: "cas_nr", message: "Wrong format" },
      { fields: without("location_ids"), field: "location_ids", message: "Field is required" },
      {
        fields: [...without("estimated_annual_usage_unit")],
        field: "estimated_annual_usage_unit",
        message: "Field is required",
      },
      {
        fields: [...valid, ["max_amount_stored", "5"]],
        field: "max_amount_stored_unit",
        message: "Field is required",
      },
      {
        fields: [...valid, ["max_amount_to_be_ordered", "2.5"]],
        field: "max_amount_to_be_ordered_unit",
        message: "Field is required",
      },
      {
        fields: [...without("estimated_use_length"), ["estimated_use_length", "1:30"]],
        field: "estimated_use_length",
        message: "Wrong format",
      },
      {
        fields: without("estimated_daily_exposure"),
        field: "estimated_daily_exposure",
        message: "Field is required",
      },
      {
        fields: [...without("estimated_daily_exposure"), ["estimated_daily_exposure", "45 min"]],
        field: "estimated_daily_exposure",
        message: "Wrong format",
      },
    ];
    for (const { fields, field, message } of cases) {
      const reply = await postNew(cookie, [...fields, submit]);
      expect(reply, field).not.toBeInstanceOf(Response);
      expect(errorsOf(reply)[field], field).toEqual([message]);
      // Everything typed comes back.
      expect((reply as RequestFormReply).result.initialValue?.name).toBe(name);
      expect(await requestsNamed(name)).toEqual([]);
    }
    // An amount of 0 needs no unit.
    const zero = await postNew(cookie, [...valid, ["max_amount_stored", "0"], submit]);
    await expectSaved(zero, name);
    const [saved] = await requestsNamed(name);
    expect(saved?.status).toBe("NEW");
  });

  it("shows the rules' messages in the user's language", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 6 });
    const reply = await postNew(cookie, [["name", "Route German"], ["cas_nr", "1234-5-6"], submit]);
    expect(errorsOf(reply).cas_nr).toEqual(["Falsches Format"]);
    expect(errorsOf(reply).location_ids).toEqual(["Pflichtfeld"]);
  });

  it("an attached SDS needs supplier, market and language to submit; the staged PDF is kept by its token", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const name = "Route SDS request";
    const pdf = {
      field: "attached_sds",
      name: "route-sds.pdf",
      type: "application/pdf",
      bytes: await makePdf(),
    };
    const first = (await postNew(
      cookie,
      [["name", name], ["location_ids", String(lab2)], submit],
      [pdf],
    )) as RequestFormReply;
    expect(first).not.toBeInstanceOf(Response);
    expect(errorsOf(first).supplier).toEqual(["Field is required"]);
    expect(errorsOf(first).sds_market).toEqual(["Field is required"]);
    expect(errorsOf(first).sds_language).toEqual(["Field is required"]);
    expect(first.uploads.sds).toMatchObject({ file_name: "route-sds.pdf" });
    expect(first.uploads.sds?.token).toMatch(/^[0-9a-f]{32}$/);
    expect(await requestsNamed(name)).toEqual([]);

    // The second try carries only the token (no file chosen): still refused for the market, the token kept.
    const kept = JSON.stringify(first.uploads.sds);
    const second = (await postNew(cookie, [
      ["name", name],
      ["location_ids", String(lab2)],
      ["supplier", "Route Chemicals Ltd"],
      ["sds_language", "4"],
      ["attached_sds_upload", kept],
      submit,
    ])) as RequestFormReply;
    expect(errorsOf(second).sds_market).toEqual(["Field is required"]);
    expect(errorsOf(second).supplier).toBeUndefined();
    expect(second.uploads.sds?.token).toBe(first.uploads.sds?.token);

    const third = await postNew(cookie, [
      ["name", name],
      ["location_ids", String(lab2)],
      ["supplier", "Route Chemicals Ltd"],
      ["sds_language", "4"],
      ["sds_market", "4"],
      ["attached_sds_upload", kept],
      submit,
    ]);
    await expectSaved(third, name);
    const [saved] = await requestsNamed(name);
    expect(saved).toMatchObject({ status: "NEW", sds: "route-sds.pdf" });
  });

  it("a draft with an SDS needs no supplier; a dropped staged SDS is not attached", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const pdf = {
      field: "attached_sds",
      name: "draft-sds.pdf",
      type: "application/pdf",
      bytes: await makePdf(),
    };
    const refused = (await postNew(cookie, [["name", ""], draft], [pdf])) as RequestFormReply;
    expect(errorsOf(refused).name).toEqual(["Field is required"]);
    const token = JSON.stringify(refused.uploads.sds);
    // Dropped: no SDS, so the submit rules for an SDS do not apply either.
    const response = await postNew(cookie, [
      ["name", "Route dropped SDS"],
      ["location_ids", String(lab2)],
      ["attached_sds_upload", token],
      ["discard_sds_upload", "on"],
      submit,
    ]);
    await expectSaved(response, "Route dropped SDS");
    expect((await requestsNamed("Route dropped SDS"))[0]?.sds).toBeNull();
  });

  it("takes a supplier's PDF padded after %%EOF as the SDS and reads its spaced combinations whole", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const name = "Route padded SDS";
    const sheet = await makePdf("H302 + H332 Harmful if swallowed or if inhaled. P301 + P310 + P331");
    const bytes = new Uint8Array([...sheet, ...new TextEncoder().encode(" ".repeat(2000))]);
    const response = await postNew(
      cookie,
      [["name", name], draft],
      [{ field: "attached_sds", name: "padded.pdf", type: "application/pdf", bytes }],
    );
    await expectSaved(response, name);
    expect((await requestsNamed(name))[0]?.sds).toBe("padded.pdf");
    const [row] = await t.db
      .select({ facts: productRequests.attachedSdsFacts })
      .from(productRequests)
      .where(and(eq(productRequests.companyId, DEMO), eq(productRequests.name, name)));
    expect(row?.facts).toMatchObject({
      hazard_statements: ["H302+H332"],
      precautionary_statements: ["P301+P310+P331"],
    });
  });

  it("refuses a file that is not a PDF as the SDS, and an attachment type it does not take, keeping the rest", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const reply = (await postNew(
      cookie,
      [["name", "Route bad files"], draft],
      [
        {
          field: "attached_sds",
          name: "sheet.pdf",
          type: "application/pdf",
          bytes: new TextEncoder().encode("hello"),
        },
        {
          field: "attachments",
          name: "tool.exe",
          type: "application/octet-stream",
          bytes: new Uint8Array([1, 2]),
        },
      ],
    )) as RequestFormReply;
    expect(errorsOf(reply).attached_sds?.[0]).toMatch(/sheet\.pdf is not a PDF file/);
    expect(errorsOf(reply).attachments?.[0]).toMatch(/tool\.exe is not a file type we accept/);
    expect(reply.uploads).toEqual({ sds: null, attachments: [] });
    expect(await requestsNamed("Route bad files")).toEqual([]);
  });

  it("keeps attachments staged on a refused save and attaches them on the next", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const name = "Route attachments";
    const text = {
      field: "attachments",
      name: "notes.txt",
      type: "text/plain",
      bytes: new TextEncoder().encode("notes"),
    };
    const refused = (await postNew(cookie, [["name", name], submit], [text])) as RequestFormReply;
    expect(errorsOf(refused).location_ids).toEqual(["Field is required"]);
    expect(refused.uploads.attachments.map((upload) => upload.file_name)).toEqual(["notes.txt"]);
    const saved = await postNew(cookie, [
      ["name", name],
      ["location_ids", String(lab2)],
      ["attachment_uploads", JSON.stringify(refused.uploads.attachments[0])],
      submit,
    ]);
    await expectSaved(saved, name);
    const [row] = await requestsNamed(name);
    const api = await apiAs(t, REQUESTER);
    const { data } = await api.get<{ data: { attachments: { file_name: string }[] } }>(
      `/chemical-approval/v1/product-requests/${row!.id}`,
    );
    expect(data.attachments.map((attachment) => attachment.file_name)).toEqual(["notes.txt"]);
  });

  it("Read the sheet fills the empty fields from the chosen PDF, keeps what was typed, and saves nothing", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const before = await requestCount();
    const sheet = await renderSdsPdf({
      key: "SDS-ROUTE001",
      productName: "Route read solvent",
      supplier: "Route Chemicals Ltd",
      articleNo: "RR-42",
      areaOfUse: null,
      languageCode: "en",
      marketCode: "GB",
      version: "2.0",
      dateIssue: "2025-02-01",
      casNo: "67-64-1",
      ecNo: null,
      unNo: "1090",
      signalWord: "Danger",
      pictograms: ["GHS02"],
      hazardStatements: statementsFor(["H225"], 4).map(({ code, text }) => ({ code, text })),
      precautionaryStatements: [],
      substances: [],
      storageClass: "3",
      physical: null,
    });
    const reply = (await postNew(
      cookie,
      [
        ["supplier", "Typed supplier AS"],
        ["usage_description", "Kept as typed."],
        ["intent", "read-sds"],
      ],
      [{ field: "attached_sds", name: "read-me.pdf", type: "application/pdf", bytes: sheet }],
    )) as RequestFormReply;
    expect(reply).not.toBeInstanceOf(Response);
    expect(await requestCount()).toBe(before);
    expect(reply.result.error ?? {}).toEqual({});
    expect(reply.result.initialValue).toMatchObject({
      name: "Route read solvent",
      supplier: "Typed supplier AS",
      article_nr: "RR-42",
      cas_nr: "67-64-1",
      sds_language: "4",
      usage_description: "Kept as typed.",
    });
    expect(reply.reading).toEqual({
      kind: "filled",
      fields: expect.arrayContaining(["name", "article_nr", "cas_nr", "sds_language"]),
    });
    expect(reply.reading?.fields).not.toContain("supplier");
    // The PDF is staged and kept for the save.
    expect(reply.uploads.sds).toMatchObject({ file_name: "read-me.pdf" });

    // Without a new PDF there is nothing to read, and the form says what to do.
    const nothing = (await postNew(cookie, [["intent", "read-sds"]])) as RequestFormReply;
    expect(nothing.reading).toEqual({ kind: "no_file", fields: [] });

    // A scan: no text to read, and the form says so.
    const scan = (await postNew(
      cookie,
      [["intent", "read-sds"]],
      [{ field: "attached_sds", name: "scan.pdf", type: "application/pdf", bytes: await makePdf() }],
    )) as RequestFormReply;
    expect(scan.reading).toEqual({ kind: "no_text", fields: [] });
    expect(await requestCount()).toBe(before);
  });

  it("Find shows the form again as entered, with the matches and their boards, checking and saving nothing", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const before = await requestCount();
    const reply = (await postNew(cookie, [
      ["name", "Route search keeps me"],
      ["usage_description", "A long text the search must not lose."],
      ["location_ids", String(lab2)],
      ["location_q", " Bay "],
      ["intent", "find-locations"],
    ])) as RequestFormReply;
    expect(await requestCount()).toBe(before);
    expect(reply.result.error ?? {}).toEqual({});
    expect(reply.result.initialValue).toMatchObject({
      name: "Route search keeps me",
      usage_description: "A long text the search must not lose.",
      location_ids: String(lab2),
    });
    expect(reply.picker.q).toBe("Bay");
    expect(reply.picker.chosen).toEqual([
      {
        id: lab2,
        path: expect.stringMatching(/Building A › Laboratory 2$/),
        archived: false,
        board: "Laboratory board",
      },
    ]);
    const bay = reply.picker.matches?.find((location) => location.id === bay2);
    expect(bay).toMatchObject({ board: "Depot board", archived: false });
    expect(bay?.path).toMatch(/Bay 2$/);
    expect(reply.picker.matches!.length).toBeLessThanOrEqual(25);
  });

  it("Find leaves out chosen ids that are not the company's locations, and lists no chosen one twice", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const reply = (await postNew(cookie, [
      ["name", ""],
      ["location_ids", String(lab2)],
      ["location_ids", String(lab2)],
      ["location_ids", "abc"],
      ["location_ids", "0"],
      ["location_ids", "999999999"],
      ["location_q", "Laboratory 2"],
      ["intent", "find-locations"],
    ])) as RequestFormReply;
    expect(reply.picker.chosen.map((location) => location.id)).toEqual([lab2]);
    expect(reply.picker.matches?.some((location) => location.id === lab2)).toBe(false);
  });

  it("a refused save keeps the chosen locations with their paths", async () => {
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const reply = (await postNew(cookie, [
      ["name", ""],
      ["location_ids", String(lab2)],
      ["location_ids", String(bay2)],
      submit,
    ])) as RequestFormReply;
    expect(errorsOf(reply).name).toBeTruthy();
    expect(reply.picker.chosen.map((location) => location.id).sort()).toEqual([lab2, bay2].sort());
    expect(reply.picker.matches).toBeNull();
  });
});

describe("/chemical-approvals/requests/{id}/edit", () => {
  const createDraft = (email: string, name: string, extra: Record<string, unknown> = {}) =>
    createRequest(t, email, { name, is_draft: true, ...extra });

  it("shows a draft with its values, then submits it", async () => {
    const id = await createDraft(REQUESTER, "Route edit draft", {
      cas_nr: "64-17-5",
      location_ids: [lab2],
      ppes: ["goggles"],
      indoor_usage: true,
    });
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const { loader } = await import("~/features/chemical-approvals/routes/request-edit");
    const data = (await loader({
      ...get(`${LIST}/${id}/edit?templateId=3`, cookie),
      params: { id: String(id) },
    })) as Exclude<Awaited<ReturnType<typeof loader>>, Response>;
    expect(data.mode).toBe("edit");
    expect(data.request).toMatchObject({ id, draft: true, submit: true, status: "DRAFT" });
    expect(data.defaults).toMatchObject({
      name: "Route edit draft",
      cas_nr: "64-17-5",
      location_ids: [String(lab2)],
      ppes: ["goggles"],
      indoor_usage: "on",
    });
    expect(data.locationPicker.chosen).toEqual([
      { id: lab2, path: expect.stringMatching(/Laboratory 2$/), archived: false, board: "Laboratory board" },
    ]);
    expect(data.nav.templateId).toBe(3);

    const refused = await postEdit(id, cookie, [["name", "Route edit draft"], ["cas_nr", "64-17-6"], submit]);
    expect(errorsOf(refused).cas_nr).toEqual(["Wrong format"]);
    expect(errorsOf(refused).location_ids).toEqual(["Field is required"]);
    expect((await requestsNamed("Route edit draft"))[0]?.status).toBe("DRAFT");

    const saved = await postEdit(id, cookie, [
      ["name", "Route edit submitted"],
      ["cas_nr", "64-17-5"],
      ["location_ids", String(lab2)],
      submit,
    ]);
    await expectSaved(saved, "Route edit submitted");
    expect((await requestsNamed("Route edit submitted"))[0]?.status).toBe("NEW");
  });

  it("a submitted request offers only Submit; saving it as a draft is a 409: the conflict toast", async () => {
    const id = await createDraft(REQUESTER, "Route edit conflict", { location_ids: [lab2] });
    const api = await apiAs(t, REQUESTER);
    await api.put(`/chemical-approval/v1/product-requests/${id}`, {
      name: "Route edit conflict",
      location_ids: [lab2],
    });
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const { loader } = await import("~/features/chemical-approvals/routes/request-edit");
    const data = (await loader({
      ...get(`${LIST}/${id}/edit`, cookie),
      params: { id: String(id) },
    })) as Exclude<Awaited<ReturnType<typeof loader>>, Response>;
    expect(data.request).toMatchObject({ draft: false, submit: true, status: "NEW" });

    const response = (await postEdit(id, cookie, [
      ["name", "Route edit conflict"],
      ["location_ids", String(lab2)],
      draft,
    ])) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${LIST}/${id}/edit`);
    const toast = await toastOf(response);
    expect(toast).toMatchObject({
      type: "error",
      text: "Only a draft can be saved as a draft. This request has been submitted.",
    });
  });

  it("a request that may not be changed goes to its page with a warning", async () => {
    const id = await createDraft(REQUESTER, "Route edit archived");
    const api = await apiAs(t, REQUESTER);
    await api.put(`/chemical-approval/v1/product-requests/${id}/archive`);
    const { cookie } = await t.signedIn(REQUESTER, { language: 4 });
    const { loader } = await import("~/features/chemical-approvals/routes/request-edit");
    const response = (await settle(() =>
      loader({ ...get(`${LIST}/${id}/edit?templateId=5`, cookie), params: { id: String(id) } }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${LIST}/${id}/approve?templateId=5`);
    expect(await toastOf(response)).toMatchObject({
      type: "warning",
      text: "This request is archived. Unarchive it first.",
    });
  });

  it("another requester's request is not found; without the permission the warning", async () => {
    const id = await createDraft(REQUESTER2, "Route edit other");
    const { loader } = await import("~/features/chemical-approvals/routes/request-edit");
    const mine = await t.signedIn(REQUESTER, { language: 4 });
    const response = (await settle(() =>
      loader({ ...get(`${LIST}/${id}/edit`, mine.cookie), params: { id: String(id) } }),
    )) as Response;
    expect(response.status).toBe(404);
    const worker = await t.signedIn(WORKER, { language: 4 });
    const blocked = (await postEdit(id, worker.cookie, [["name", "Hijacked"], draft])) as Response;
    expect(blocked.headers.get("Location")).toBe("/main");
    expect((await requestsNamed("Hijacked")).length).toBe(0);
  });
});
