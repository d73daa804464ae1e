import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { LocationDetail } from "../../../api/locations/schemas";
import { PRODUCT_COLUMNS, PRODUCT_PAGE_SIZE, type AmountUnit } from "../../../core/products";
import type {
  AddProductsAnswer,
  AmountUnitsAnswer,
  CopyMoveAnswer,
  StorageConflictsAnswer,
  GlobalSearchHit,
  ProductBasics,
  ProductDetailAnswer,
  SdsInfo,
  SdsUploadAnswer,
  StagedSds,
  UpdatedSds,
  IncompatibilityCategory,
  LocationProduct,
  PageMeta,
  SdsDiff,
  SdsSummary,
  SearchMeta,
  UniqueProduct,
} from "../../../api/products/schemas";
import { isGhsStatementCode } from "../../../core/ghs/ghs-non-eu-statements";
import { SDS_UPLOAD_FIELDS, sdsUploadSchema } from "../../../core/sds-rules";
import { splitStatementCodes } from "../../../core/ghs/statement-code";
import { columnsFormSchema, type Selection } from "~/features/products/forms";
import { selectionToken } from "~/features/products/selection";
import type { ApiClient, Query } from "../../lib/api-client.server";
import {
  apiStatus,
  failureToast,
  isInputFailure,
  isToastFailure,
  orNothingFound,
  orNotFound,
  replyToFailure,
} from "../../lib/api-failure.server";
import { fieldErrors } from "../../lib/errors";
import type { Translate } from "../../../core/translate";
import { redirectWithToast } from "../../lib/toast.server";
import type { ListQuery } from "./list-query";
import { parseSdsUpload, sdsApiForm } from "./sds-upload.server";
import { storageWarningFrom, type StorageWarning } from "./storage-warning";
import {
  formValuesOf,
  marksFor,
  parseReadValues,
  prefill,
  readingNotice,
  readingTexts,
  valuesFromFacts,
  type KeptSheet,
  type SdsFormState,
} from "./sds-prefill";

/**
 * Every API call of the product pages: the product lists (/products,
 * /locations/{id}/products, /unique-products, a location's unique products),
 * the product actions (/product/{actionType}), /amounts/edit, a product's page
 * and edit page, /products/new, /replace-sds, /sds/{key} with its PDF, and
 * /search. The answers are typed by the API's own schemas
 * (api/products/schemas.ts); failures follow the app's one policy
 * (app/lib/api-failure.server.ts), and the few states a page shows instead
 * (a refused search, a sheet already applied) are named where they are read.
 */

type Api = Pick<ApiClient, "get" | "post">;
type TranslateWith = (key: string, values?: Record<string, unknown>) => string;

/* --------------------------------------------------------------- list query */

function apiListQuery(query: ListQuery, extra: Query = {}): Query {
  return {
    page: query.page,
    limit: PRODUCT_PAGE_SIZE,
    search: query.q || undefined,
    include_archived: query.includeArchived ? "1" : undefined,
    sort: query.sort,
    ...extra,
  };
}

/* ------------------------------------------------------------------ columns */

/** The reply of the columns form when it must be shown again. */
export interface ColumnsReply {
  intent: "columns";
  result: SubmissionResult<string[]>;
}

/**
 * The "Columns" form of the lists: saves the user's default columns with
 * POST /user/v1/user {default_columns} and goes back to the list with a
 * success toast. Any signed-in user may choose their own columns.
 */
export async function saveColumns(
  api: Api,
  formData: FormData,
  t: TranslateWith,
  backTo: string,
): Promise<ColumnsReply | Response> {
  const submission = parseWithZod(formData, { schema: columnsFormSchema(t) });
  if (submission.status !== "success") return { intent: "columns", result: submission.reply() };
  const columns = PRODUCT_COLUMNS.filter((column) => submission.value.columns.includes(column));
  try {
    await api.post("/user/v1/user", { default_columns: columns });
  } catch (error) {
    const errors = fieldErrors(error);
    if (errors) {
      return {
        intent: "columns",
        result: submission.reply({ formErrors: Object.values(errors).flat() }),
      };
    }
    // Any other failure, a server error too, is a toast on the list: the columns are a preference.
    if (apiStatus(error) !== undefined) throw await redirectWithToast(backTo, failureToast(error, t));
    throw error;
  }
  return redirectWithToast(backTo, { type: "success", text: t("products.columns.saved") });
}

/* -------------------------------------------------------------------- lists */

export interface ProductPage<T> {
  rows: T[];
  meta: PageMeta;
}

function pageOf<T>(answer: { data: T[]; meta?: Partial<PageMeta> }, query: ListQuery): ProductPage<T> {
  return {
    rows: answer.data,
    meta: {
      total: answer.meta?.total ?? answer.data.length,
      page: answer.meta?.page ?? query.page,
      limit: answer.meta?.limit ?? PRODUCT_PAGE_SIZE,
    },
  };
}

/** A list whose search the API refused: no rows (the page says nothing matched). */
const NOTHING = { data: [] as never[] };

/** Every product at every location of the company (GET /location/v2/products). */
export async function companyProducts(api: Api, query: ListQuery): Promise<ProductPage<LocationProduct>> {
  const answer = await orNothingFound(
    api.get<{ data: LocationProduct[]; meta?: PageMeta }>("/location/v2/products", apiListQuery(query)),
    NOTHING,
  );
  return pageOf(answer, query);
}

/**
 * One row per product (GET /location/v2/products?unique=1), over the company
 * or over a location and (unless `onlyHere`) the locations inside it.
 */
export async function uniqueProducts(
  api: Api,
  query: ListQuery,
  locationId?: number,
): Promise<ProductPage<UniqueProduct>> {
  const scope: Query =
    locationId === undefined ? {} : { location_id: locationId, subtree: query.onlyHere ? "0" : "1" };
  const answer = await orNothingFound(
    api.get<{ data: UniqueProduct[]; meta?: PageMeta }>(
      "/location/v2/products",
      apiListQuery(query, { unique: "1", ...scope }),
    ),
    NOTHING,
  );
  return pageOf(answer, query);
}

/** The products at a location and (unless `onlyHere`) the locations inside it (GET /location/v3/{id}/products). */
export async function locationProducts(
  api: Api,
  locationId: number,
  query: ListQuery,
): Promise<ProductPage<LocationProduct>> {
  const answer = await orNothingFound(
    api.get<{ data: LocationProduct[]; meta?: PageMeta }>(
      `/location/v3/${locationId}/products`,
      apiListQuery(query, { subtree: query.onlyHere ? "0" : "1" }),
    ),
    NOTHING,
  );
  return pageOf(answer, query);
}

/** A location for a list's heading, or the 404 page. */
export async function locationOf(api: Api, id: number): Promise<LocationDetail> {
  return (await orNotFound(api.get<{ data: LocationDetail }>(`/hierarchy/v1/locations/${id}`))).data;
}

/* ---------------------------------------------------------- storage warning */

/**
 * The TRGS 510 check of the products directly at a location
 * (GET /location/v3/{id}/storage-conflicts): pairs that must not be stored
 * together and products without a storage class. Null when all is well; a
 * failing check shows no warning rather than failing the page.
 */
export async function storageWarningOf(api: Api, locationId: number): Promise<StorageWarning | null> {
  let answer: StorageConflictsAnswer;
  try {
    answer = await api.get<StorageConflictsAnswer>(`/location/v3/${locationId}/storage-conflicts`);
  } catch (error) {
    if (apiStatus(error) !== undefined) return null;
    throw error;
  }
  return storageWarningFrom(answer, locationId);
}

/* ------------------------------------------------------------ action pages */

/** The chosen product at its location, as the action pages show it. */
export interface ChosenProduct {
  token: string;
  productId: number;
  locationId: number | null;
  /** The location_products row id, when the product is at a location. */
  rowId: number | null;
  name: string;
  supplier: string;
  locationName: string | null;
  locationPath: string | null;
  amount: number | null;
  unit: AmountUnit | null;
  archived: boolean;
  storageClass: string | null;
  incompatibilityCategoryId: string | null;
}

function chosenOfRow(row: LocationProduct): ChosenProduct {
  return {
    token: selectionToken(row.product_id, row.location_id),
    productId: row.product_id,
    locationId: row.location_id,
    rowId: row.id,
    name: row.name,
    supplier: row.supplier,
    locationName: row.location_name,
    locationPath: row.location_path,
    amount: row.amount,
    unit: row.unit,
    archived: row.archived,
    storageClass: row.storage_class,
    incompatibilityCategoryId: row.incompatibility_category_id,
  };
}

/**
 * The chosen products re-read from the API (names are never taken from the
 * URL): a product at a location through GET /location/v3/{id}/products/{prodId},
 * a product alone through GET /product/v1/{id}. Products the API does not
 * know (another company's, deleted) are left out.
 */
export async function loadChosen(api: Api, selection: readonly Selection[]): Promise<ChosenProduct[]> {
  const found = await Promise.all(
    selection.map(async ({ productId, locationId }): Promise<ChosenProduct | null> => {
      try {
        if (locationId !== null) {
          const { data } = await api.get<{ data: LocationProduct }>(
            `/location/v3/${locationId}/products/${productId}`,
          );
          return chosenOfRow(data);
        }
        const { data } = await api.get<ProductDetailAnswer>(`/product/v1/${productId}`);
        return {
          token: selectionToken(data.id, null),
          productId: data.id,
          locationId: null,
          rowId: null,
          name: data.name,
          supplier: data.supplier,
          locationName: null,
          locationPath: null,
          amount: null,
          unit: null,
          archived: false,
          storageClass: data.storage_class ?? null,
          incompatibilityCategoryId: null,
        };
      } catch (error) {
        // A product the API does not know is left out of the choice, not an error.
        const status = apiStatus(error);
        if (status === 404 || status === 422) return null;
        throw error;
      }
    }),
  );
  return found.filter((item): item is ChosenProduct => item !== null);
}

/** The incompatibility categories (GET /site/v1/incompatibility-categories). */
export async function incompatibilityCategories(api: Api): Promise<IncompatibilityCategory[]> {
  const { data } = await api.get<{ data: IncompatibilityCategory[] }>("/site/v1/incompatibility-categories");
  return data;
}

/** The amount units (GET /product/v1/getAllScales). */
export async function amountUnits(api: Api): Promise<{ id: string; name: string }[]> {
  const { data } = await api.get<AmountUnitsAnswer>("/product/v1/getAllScales");
  return data.map((unit) => ({ id: unit.id, name: unit.name }));
}

/* ---------------------------------------------------------------- mutations */

export interface AddItem {
  productId: number;
  amount: number | null;
  unit: AmountUnit | null;
}

/** What a change did: how many products it changed, and how many were there already (left as they were). */
export interface ChangeCount {
  done: number;
  skipped: number;
}

/** POST /location/v2/{id}/products: products the company has, placed at another location. */
export async function addProducts(
  api: Api,
  locationId: number,
  items: readonly AddItem[],
): Promise<ChangeCount> {
  const { data } = await api.post<AddProductsAnswer>(`/location/v2/${locationId}/products`, {
    products: items.map((item) => ({
      product_id: item.productId,
      ...(item.amount !== null ? { amount: item.amount } : {}),
      ...(item.unit !== null ? { unit: item.unit } : {}),
    })),
  });
  return { done: data.added.length, skipped: data.skipped.length };
}

/** Groups a selection by the location the products are at. */
export function bySource(selection: readonly Selection[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const { productId, locationId } of selection) {
    if (locationId === null) continue;
    const list = groups.get(locationId) ?? [];
    if (!list.includes(productId)) list.push(productId);
    groups.set(locationId, list);
  }
  return groups;
}

/**
 * POST /location/v2/copymoveproductstolocations, once per source location.
 * A copy skips products the target has already; a move of such a product
 * keeps the target's row and removes the source's (it left the source too).
 */
export async function copyOrMove(
  api: Api,
  mode: "copy" | "move",
  selection: readonly Selection[],
  target: number,
): Promise<ChangeCount> {
  const count: ChangeCount = { done: 0, skipped: 0 };
  for (const [from, products] of bySource(selection)) {
    const { data } = await api.post<CopyMoveAnswer>("/location/v2/copymoveproductstolocations", {
      action: mode,
      from_location_id: from,
      products,
      location_ids: [target],
    });
    if ("copied" in data) {
      count.done += data.copied;
      count.skipped += data.skipped;
    } else {
      count.done += data.moved + data.skipped;
    }
  }
  return count;
}

/** POST /location/v2/{id}/products/{delete|archive|unarchive|categorise}, once per source location. */
export async function changeAtSource(
  api: Api,
  operation: "delete" | "archive" | "unarchive" | "categorise",
  selection: readonly Selection[],
  category?: string | null,
): Promise<void> {
  for (const [from, products] of bySource(selection)) {
    await api.post(`/location/v2/${from}/products/${operation}`, {
      products,
      ...(operation === "categorise" ? { incompatibility_category_id: category ?? null } : {}),
    });
  }
}

/** POST /product/v1/updateProductAmount: amounts of location_products rows. */
export async function updateAmounts(
  api: Api,
  rows: readonly { id: number; amount: number | null; unit: AmountUnit | null }[],
): Promise<void> {
  await api.post("/product/v1/updateProductAmount", {
    items: rows.map((row) => ({ location_product_id: row.id, amount: row.amount, unit: row.unit })),
  });
}

/* ------------------------------------------------------------ product pages */

/** The product with the sheet in the asked language and market; another company's or a missing one is a 404 page. */
export function loadProduct(
  api: Pick<ApiClient, "get">,
  id: number,
  sheet: { language?: number; market?: number } = {},
): Promise<ProductDetailAnswer> {
  return orNotFound(
    api.get<ProductDetailAnswer>(`/product/v1/${id}`, { language: sheet.language, market: sheet.market }),
  );
}

/** PUT /product/v1/{id}: a product's name, supplier and article number. */
export async function updateProductBasics(
  api: Pick<ApiClient, "put">,
  id: number,
  value: { name: string; supplier?: string; article_no?: string },
): Promise<ProductBasics> {
  const { data } = await api.put<{ data: ProductBasics }>(`/product/v1/${id}`, {
    name: value.name,
    supplier: value.supplier ?? "",
    article_no: value.article_no || null,
  });
  return data;
}

/**
 * One sheet (GET /product/v1/sds-info), with its 16 sections and statements
 * as written; a 404 page when the key is not one of the company's sheets.
 */
export async function loadSdsInfo(api: Pick<ApiClient, "get">, key: string): Promise<SdsInfo> {
  return (await orNotFound(api.get<{ data: SdsInfo }>("/product/v1/sds-info", { sds_key: key }))).data;
}

/**
 * The sheet's PDF as the API sends it (GET /product/v1/sds-file), or null
 * when the key is not one of the company's sheets. Null rather than the
 * not-found page: the PDF route is a resource route without the page layout,
 * so it answers with a page of its own.
 */
export async function sdsPdf(api: Pick<ApiClient, "raw">, key: string): Promise<Response | null> {
  try {
    return await api.raw("/product/v1/sds-file", { sds_key: key });
  } catch (error) {
    const status = apiStatus(error);
    if (status === 404 || status === 422) return null;
    throw error;
  }
}

export type SdsUploadOutcome = { ok: true; sds: SdsSummary } | { ok: false; state: SdsFormState };

/** Stages a PDF and reads it (POST /product/v1/sds-uploads). */
async function stageSds(api: Pick<ApiClient, "postForm">, file: File): Promise<StagedSds> {
  const form = new FormData();
  form.set("file", file, file.name);
  return (await api.postForm<{ data: StagedSds }>("/product/v1/sds-uploads", form)).data;
}

/** The caller's staged sheet and its reading (GET /product/v1/sds-uploads/{token}); null when it is gone. */
async function stagedSds(api: Pick<ApiClient, "get">, token: string): Promise<StagedSds | null> {
  if (!/^[0-9a-f]{32}$/.test(token)) return null;
  try {
    return (await api.get<{ data: StagedSds }>(`/product/v1/sds-uploads/${token}`)).data;
  } catch (error) {
    if (apiStatus(error) === 404) return null;
    throw error;
  }
}

/**
 * The upload form's action (/products/new, /replace-sds). A file chosen now
 * is staged and read (it replaces a sheet kept from an earlier try);
 * otherwise the kept sheet's token is used. Then:
 * - "Read the sheet" (intent read), or a save whose newly chosen sheet filled
 *   in fields the user had left empty: the form comes back filled in from the
 *   reading, nothing saved (the user checks the values read and saves);
 * - a save: the fields are checked and the staged sheet saved through
 *   POST /product/v1/sds. A form that comes back keeps every typed value and
 *   the staged sheet; the API's 422 errors are shown on their fields. A
 *   refused upload goes back to `back` with a toast; when the product is gone
 *   (404), to `gone`.
 */
export async function submitSdsUpload(
  request: Request,
  api: Pick<ApiClient, "postForm" | "get">,
  t: TranslateWith,
  options: { productId?: number; back: string; gone?: string },
): Promise<SdsUploadOutcome> {
  const parsed = await parseSdsUpload(request);
  const { formData, file } = parsed;
  let { fileProblem } = parsed;
  const intent = formData.get("intent") === "read" ? "read" : "upload";
  const lastRead = parseReadValues(formData.get("read_values"));
  const submitted = formValuesOf(formData);

  let staged: StagedSds | null = null;
  let fresh = false;
  if (file) {
    staged = await stageSds(api, file);
    fresh = true;
  } else {
    const token = formData.get("sds_token");
    if (typeof token === "string" && token !== "") {
      staged = await stagedSds(api, token);
      // A kept sheet stands for the file; one that is gone (saved meanwhile, or removed) must be chosen again.
      if (staged && fileProblem === "missing") fileProblem = null;
    }
  }
  const kept: KeptSheet | null = staged
    ? { token: staged.token, file_name: staged.file_name, size: staged.size }
    : null;
  const facts = staged?.reading.state === "done" ? staged.reading.facts : null;
  const filled = facts ? prefill(submitted, lastRead, facts) : null;
  const notice = staged ? readingNotice(staged.reading) : null;

  if (intent === "read" || (fresh && filled && filled.changed.length > 0)) {
    const values = filled?.values ?? submitted;
    const marks = filled?.marks ?? null;
    return {
      ok: false,
      state: {
        values,
        generation: `${staged?.token ?? "none"}-${staged?.reading.pages_read ?? 0}-${Date.now()}`,
        readValues: filled?.readValues ?? lastRead,
        staged: kept,
        marks,
        notice,
        texts: readingTexts(marks, notice, values, t),
      },
    };
  }

  const marks = facts ? marksFor(submitted, valuesFromFacts(facts), facts) : null;
  const refused = (reply: SubmissionResult<string[]>): SdsUploadOutcome => ({
    ok: false,
    state: {
      reply,
      readValues: lastRead,
      staged: kept,
      marks,
      notice: facts ? null : notice,
      texts: readingTexts(marks, facts ? null : notice, submitted, t),
    },
  });
  const submission = parseWithZod(formData, { schema: sdsUploadSchema(t, { fileProblem }) });
  if (submission.status !== "success" || !kept) return refused(submission.reply());
  // Codes of the right form that are no GHS statement (CLP or outside it; the API refuses them too, in English).
  const unknown: Record<string, string[]> = {};
  for (const field of ["hazard_statements", "precautionary_statements"] as const) {
    const codes = splitStatementCodes(submission.value[field]).filter((code) => !isGhsStatementCode(code));
    if (codes.length > 0) unknown[field] = [t("product.error.unknownCodes", { codes: codes.join(", ") })];
  }
  if (Object.keys(unknown).length > 0) return refused(submission.reply({ fieldErrors: unknown }));
  // A new version is for the product of the page, whatever the form says.
  const value = {
    ...submission.value,
    product_id: options.productId ? String(options.productId) : undefined,
  };
  try {
    const { data } = await api.postForm<SdsUploadAnswer>("/product/v1/sds", sdsApiForm(value, kept.token));
    return { ok: true, sds: data };
  } catch (error) {
    // A product that is gone has no page to go back to.
    const back = apiStatus(error) === 404 && options.gone ? options.gone : options.back;
    // The staged sheet was used meanwhile (another tab saved it): choose the file again.
    if (fieldErrors(error)?.sds_token) {
      return {
        ok: false,
        state: {
          reply: submission.reply({ fieldErrors: { file: [t("product.error.fileRequired")] } }),
          readValues: lastRead,
          staged: null,
          marks: null,
          notice: null,
        },
      };
    }
    return refused(await replyToFailure(error, { submission, back, t, formFields: SDS_UPLOAD_FIELDS }));
  }
}

/* -------------------------------------------------------------- replace-sds */

/** The newer sheets waiting to be applied, over the company's products. */
export async function waitingSheets(api: Pick<ApiClient, "get">): Promise<UpdatedSds[]> {
  return (await api.get<{ data: UpdatedSds[] }>("/location/v2/updatedsds")).data;
}

/**
 * What applying the sheet would change (GET /location/v2/replace-sds/preview):
 * "none" when there is no current sheet to compare with (404), "current" when
 * the sheet is already the current one (422). Both are states of the page,
 * not failures, so they are read from the status.
 */
export async function replacePreview(
  api: Pick<ApiClient, "get">,
  id: number,
  key: string,
): Promise<SdsDiff | "none" | "current"> {
  try {
    return (
      await api.get<{ data: SdsDiff }>("/location/v2/replace-sds/preview", { prodid: id, sds_key: key })
    ).data;
  } catch (error) {
    const status = apiStatus(error);
    if (status === 404) return "none";
    if (status === 422) return "current";
    throw error;
  }
}

/**
 * POST /location/v2/replace-sds: applies the newer sheet to every location
 * holding the product. Null when it was applied meanwhile (409): the page
 * says so in a toast of its own. Any other refusal (403, 404, 422) goes back
 * to `back` with the API's message.
 */
export async function applySds(
  api: Pick<ApiClient, "post">,
  id: number,
  sdsKey: string,
  { t, back }: { t: Translate; back: string },
): Promise<SdsDiff | null> {
  try {
    return (
      await api.post<{ data: SdsDiff }>("/location/v2/replace-sds", { product_id: id, sds_key: sdsKey })
    ).data;
  } catch (error) {
    if (apiStatus(error) === 409) return null;
    if (isToastFailure(error) || isInputFailure(error))
      throw await redirectWithToast(back, failureToast(error, t));
    throw error;
  }
}

/* ------------------------------------------------------------------- search */

/** What the search page shows: the sheets found, with their facets, and the locations found. */
export interface SearchAnswer {
  sheets: SdsSummary[];
  meta: SearchMeta;
  locations: GlobalSearchHit[];
}

/**
 * GET /search/v1/sqproductsearch (sheets, one page, with facets) and, with a
 * search text, GET /search/v1/global (locations). Null when the API refuses
 * the query (422): the page says so instead of failing.
 */
export async function searchSheets(
  api: Pick<ApiClient, "get">,
  query: { q: string; facets: string[]; page: number },
): Promise<SearchAnswer | null> {
  try {
    const [sheets, global] = await Promise.all([
      api.get<{ data: SdsSummary[]; meta: SearchMeta }>("/search/v1/sqproductsearch", {
        search: query.q || undefined,
        page: query.page,
        limit: PRODUCT_PAGE_SIZE,
        facets: query.facets.length > 0 ? JSON.stringify(query.facets) : undefined,
      }),
      query.q
        ? api.get<{ data: GlobalSearchHit[] }>("/search/v1/global", { q: query.q, limit: 10 })
        : { data: [] },
    ]);
    return {
      sheets: sheets.data,
      meta: sheets.meta,
      locations: global.data.filter((hit) => hit.type === "location"),
    };
  } catch (error) {
    if (apiStatus(error) === 422) return null;
    throw error;
  }
}
