import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { COUNTRIES } from "../../core/countries";
import { parseId } from "../../core/ids";
import { isLanguageId, LANGUAGES } from "../../core/languages";
import { hasAll, type PermissionFlag } from "../../core/permissions";
import { ANNEX_II_SUBSECTIONS, SDS_TEMPLATES, SDS_TYPES } from "../../core/publisher/annex-ii";
import {
  isMarketId,
  PUBLISHER_LIST_LIMIT,
  SHEET_COUNT_LIMIT,
  SHEET_PAGE_SIZE,
} from "../../core/publisher/rules";
import { isSheetKey } from "../../core/publisher/sheet-key";
import type { UserRow } from "../../db/schema";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, forbidden, notFound } from "../http/errors";
import { idParam, pathId } from "../http/params";
import type { Executor } from "../locations/tree";
import { getSheet, listSheetPage, listVersions, listVersionsOfKey } from "./documents";
import {
  IdNameListSchema,
  MaterialSchema,
  SheetListQuerySchema,
  SheetListSchema,
  SheetPageSchema,
  SheetSubstanceListSchema,
  TemplateListSchema,
} from "./schemas";
import { getManufacturer } from "./store";

/**
 * The Publisher API's reads about the company's own sheets: the list, every version of a sheet, its
 * composition, the languages and markets a new version can take, the kinds and templates of sheets, and the
 * material a new sheet is written from. Every one takes local_publisher (else 403); another company's ids
 * answer 404.
 */

const TAGS = ["Publisher"];
const BASE = "/publisherapi/v1";
const READ: readonly PermissionFlag[] = ["local_publisher"];
const READS = "Takes local_publisher (else 403).";
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });
const idParams = (what: string) => z.object({ id: idParam("id", `The ${what}'s id.`) });

const require = (user: UserRow, flags: readonly PermissionFlag[]) => {
  if (!hasAll(user.permissions, flags)) throw forbidden();
};

const languageList = (ids: Iterable<number>) =>
  [...new Set(ids)]
    .filter(isLanguageId)
    .sort((a, b) => a - b)
    .map((id) => ({ id, name: LANGUAGES[id].name }));
const countryList = (ids: Iterable<number>) =>
  [...new Set(ids)]
    .filter((id) => isMarketId(id))
    .sort((a, b) => a - b)
    .map((id) => ({ id, name: COUNTRIES[id]! }));

const get = (
  path: string,
  operationId: string,
  summary: string,
  description: string,
  schema: z.ZodType,
  params?: z.ZodObject,
) =>
  createRoute({
    method: "get",
    path: `${BASE}/${path}`,
    tags: TAGS,
    operationId,
    summary,
    description: `${description} ${READS}`,
    ...(params ? { request: { params } } : {}),
    responses: {
      200: { description: summary, content: json(schema) },
      ...errorResponses({ notFound: params !== undefined }),
    },
  });

const sheetListRoute = createRoute({
  method: "get",
  path: `${BASE}/sdslist`,
  tags: TAGS,
  operationId: "listPublisherSheets",
  summary: "The company's own sheets",
  description:
    `Every version, language and market of every sheet, by product name (then key, language, market and ` +
    `newest version first), ${SHEET_PAGE_SIZE} a page; \`q\` keeps the versions whose product name, article ` +
    `number or sheet key holds each of its words. \`meta.total\` counts the matches up to ` +
    `${SHEET_COUNT_LIMIT.toLocaleString("en")}. ${READS}`,
  request: { query: SheetListQuerySchema },
  responses: {
    200: { description: "A page of the company's sheets.", content: json(SheetPageSchema) },
    ...errorResponses({ validation: true }),
  },
});
const versionsRoute = get(
  "sds/listallversions/{id}",
  "listPublisherSheetVersions",
  "Every version of a sheet",
  "Every version, language and market of the sheet the document belongs to. `{id}` may also be the sheet's " +
    "key (DOC-…), which names the sheet across its versions (the versions page's address carries it).",
  SheetListSchema,
  z.object({ id: idParam("id", "A document's id, or a sheet's key (DOC-…).") }),
);
const substancesUsedRoute = get(
  "sds/{id}/substanceused",
  "listPublisherSheetSubstances",
  "A sheet's composition",
  "The substances of the document's section 3 with their concentration ranges.",
  SheetSubstanceListSchema,
  idParams("document"),
);
const availableMarketsRoute = get(
  "sds/availableMarkets/{id}",
  "listPublisherSheetAvailableMarkets",
  "Markets for a new version",
  "The supplier's markets where the sheet has no version in the document's language yet.",
  IdNameListSchema,
  idParams("document"),
);
const availableLanguagesRoute = get(
  "sds/availablelanguages/{id}/{market}",
  "listPublisherSheetAvailableLanguages",
  "Languages for a new version in a market",
  "The languages the sheet has no version in for the market (a country id).",
  IdNameListSchema,
  z.object({
    id: idParam("id", "The document's id."),
    market: idParam("market", "The market's country id."),
  }),
);
const sheetLanguagesRoute = get(
  "sds/availableSDSLanguages/{id}",
  "listPublisherSheetLanguages",
  "Languages of a sheet",
  "The languages the sheet exists in (any market, any version).",
  IdNameListSchema,
  idParams("document"),
);
const typesRoute = get(
  "sdstypes/{language}/{market}",
  "listPublisherSheetTypes",
  "Kinds of sheet",
  "The kinds of sheet that can be written for the language and market: safety data sheet, product " +
    "information sheet, safety information sheet.",
  IdNameListSchema,
  z.object({
    language: idParam("language", "A language id."),
    market: idParam("market", "A market's country id."),
  }),
);
const templatesRoute = get(
  "sdstemplates",
  "listPublisherSheetTemplates",
  "Templates",
  "The templates a new sheet starts from, with their subsections (REACH Annex II as amended by " +
    "Regulation (EU) 2020/878).",
  TemplateListSchema,
);
const manufacturerMarketsRoute = get(
  "manufacturer/availableMarkets",
  "listPublisherSupplierMarkets",
  "Markets of the company's suppliers",
  "Every market one of the company's suppliers sells in.",
  IdNameListSchema,
);
const languagesRoute = get(
  "availableLanguages",
  "listPublisherLanguages",
  "Languages",
  "The languages a sheet can be written in.",
  IdNameListSchema,
);
const manufacturerLanguagesRoute = get(
  "manufacturer/language/{id}",
  "listPublisherSupplierLanguages",
  "Languages for a supplier's sheets",
  "The languages of the supplier's markets, and English.",
  IdNameListSchema,
  idParams("supplier"),
);
const materialRoute = get(
  "manufacturer/substance",
  "getPublisherMaterial",
  "Suppliers and substances",
  "What a new sheet is written from: the company's suppliers with their markets and its substances (at " +
    "most 1,000 each).",
  MaterialSchema,
);

const rowsOf = async <T>(db: Executor, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as T[];

/** The language and market pairs a document's sheet exists in, or null when it is not the company's. */
async function sheetVariants(db: Executor, companyId: number, id: number) {
  const rows = await rowsOf<{
    language_id: number;
    market_id: number;
    manufacturer_id: number;
    own: boolean;
  }>(
    db,
    sql`
    SELECT DISTINCT d.language_id, d.market_id, me.manufacturer_id, me.language_id = d.language_id AS own
    FROM publisher_documents me
    JOIN publisher_documents d ON d.company_id = me.company_id AND d.sds_key = me.sds_key
    WHERE me.company_id = ${companyId} AND me.id = ${id}`,
  );
  return rows.length === 0 ? null : rows;
}

export function registerDocumentRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(sheetListRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    return c.json(await listSheetPage(db, user.companyId, c.req.valid("query")), 200);
  });

  api.openapi(versionsRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const param = (c.req.param() as Record<"id" | "market" | "language", string>).id;
    const found = isSheetKey(param)
      ? await listVersionsOfKey(db, user.companyId, param)
      : await listVersions(db, user.companyId, pathId(param));
    if (!found) throw notFound();
    return c.json({ data: found }, 200);
  });

  api.openapi(substancesUsedRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const sheet = await getSheet(
      db,
      user.companyId,
      pathId((c.req.param() as Record<"id" | "market" | "language", string>).id),
    );
    if (!sheet) throw notFound();
    return c.json({ data: sheet.substances }, 200);
  });

  api.openapi(availableMarketsRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const id = pathId((c.req.param() as Record<"id" | "market" | "language", string>).id);
    const variants = await sheetVariants(db, user.companyId, id);
    if (!variants) throw notFound();
    const supplier = await getManufacturer(db, user.companyId, variants[0]!.manufacturer_id);
    const taken = new Set(variants.filter((v) => v.own).map((v) => v.market_id));
    return c.json({ data: countryList((supplier?.market_ids ?? []).filter((m) => !taken.has(m))) }, 200);
  });

  api.openapi(availableLanguagesRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const params = c.req.param() as Record<"id" | "market" | "language", string>;
    const market = parseId(params.market);
    if (market === null || !isMarketId(market)) throw notFound();
    const variants = await sheetVariants(db, user.companyId, pathId(params.id));
    if (!variants) throw notFound();
    const taken = new Set(variants.filter((v) => v.market_id === market).map((v) => v.language_id));
    return c.json(
      {
        data: languageList(
          Object.keys(LANGUAGES)
            .map(Number)
            .filter((l) => !taken.has(l)),
        ),
      },
      200,
    );
  });

  api.openapi(sheetLanguagesRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const variants = await sheetVariants(
      db,
      user.companyId,
      pathId((c.req.param() as Record<"id" | "market" | "language", string>).id),
    );
    if (!variants) throw notFound();
    return c.json({ data: languageList(variants.map((v) => v.language_id)) }, 200);
  });

  api.openapi(typesRoute, (c) => {
    require(c.get("user"), READ);
    const params = c.req.param() as Record<"id" | "market" | "language", string>;
    const language = parseId(params.language);
    const market = parseId(params.market);
    if (!isLanguageId(language) || market === null || !isMarketId(market)) throw notFound();
    return c.json({ data: Object.entries(SDS_TYPES).map(([id, name]) => ({ id: Number(id), name })) }, 200);
  });

  api.openapi(templatesRoute, (c) => {
    require(c.get("user"), READ);
    const subsections = ANNEX_II_SUBSECTIONS.map((s) => ({ ...s }));
    return c.json(
      { data: Object.entries(SDS_TEMPLATES).map(([id, name]) => ({ id: Number(id), name, subsections })) },
      200,
    );
  });

  api.openapi(manufacturerMarketsRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const rows = await rowsOf<{ market_id: number }>(
      db,
      sql`SELECT DISTINCT market_id FROM publisher_manufacturer_markets WHERE company_id = ${user.companyId}`,
    );
    return c.json({ data: countryList(rows.map((row) => row.market_id)) }, 200);
  });

  api.openapi(languagesRoute, (c) => {
    require(c.get("user"), READ);
    return c.json({ data: languageList(Object.keys(LANGUAGES).map(Number)) }, 200);
  });

  api.openapi(manufacturerLanguagesRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const supplier = await getManufacturer(
      db,
      user.companyId,
      pathId((c.req.param() as Record<"id" | "market" | "language", string>).id),
    );
    if (!supplier) throw notFound();
    // Country ids 1–10 name the countries of the language ids 1–10 (docs/decisions/011-country-ids.md).
    return c.json({ data: languageList([4, ...supplier.market_ids]) }, 200);
  });

  api.openapi(materialRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const [manufacturers, substances] = await Promise.all([
      rowsOf<{ id: number; name: string; market_ids: number[] | null }>(
        db,
        sql`SELECT m.id, m.name,
            (SELECT array_agg(k.market_id ORDER BY k.market_id) FROM publisher_manufacturer_markets k
              WHERE k.company_id = m.company_id AND k.manufacturer_id = m.id) AS market_ids
          FROM publisher_manufacturers m WHERE m.company_id = ${user.companyId}
          ORDER BY m.name, m.id LIMIT ${PUBLISHER_LIST_LIMIT}`,
      ),
      rowsOf<{ id: number; name: string; cas: string | null; ec: string | null }>(
        db,
        sql`SELECT id, name, cas, ec FROM publisher_substances WHERE company_id = ${user.companyId}
          ORDER BY name, id LIMIT ${PUBLISHER_LIST_LIMIT}`,
      ),
    ]);
    return c.json(
      { manufacturers: manufacturers.map((m) => ({ ...m, market_ids: m.market_ids ?? [] })), substances },
      200,
    );
  });
}
