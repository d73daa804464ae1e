import { createRoute, z } from "@hono/zod-openapi";
import { COUNTRIES } from "../../core/countries";
import { CLP_STATEMENT_CODES } from "../../core/ghs/clp-statement-codes";
import { hasAll, type PermissionFlag } from "../../core/permissions";
import {
  MANUFACTURER_TYPES,
  PHRASE_FIELD_IDS,
  SUBSTANCE_NAMED_USES,
  SUBSTANCE_PAGE_SIZE,
} from "../../core/publisher/rules";
import type { UserRow } from "../../db/schema";
import type { ApiApp, ApiDeps } from "../env";
import { ApiError, errorResponses, forbidden, notFound, validationFailed } from "../http/errors";
import { ApiErrorSchema } from "../http/envelope";
import { idParam, jsonBody, pathId } from "../http/params";
import { STATEMENTS_NOTICE, statementText } from "../products/statements";
import { phraseUse, useCount } from "./documents";
import { publisherEnglish, sheetEnglish } from "./english";
import {
  DeletedSchema,
  IdNameListSchema,
  ManufacturerInputSchema,
  ManufacturerListSchema,
  ManufacturerSchema,
  PhraseInputSchema,
  PhraseListSchema,
  PhraseSchema,
  PhraseWithUseSchema,
  SubstanceInputSchema,
  SubstanceListSchema,
  SubstanceSearchQuerySchema,
  SubstanceSchema,
  type Phrase,
} from "./schemas";
import {
  createManufacturer,
  createPhrase,
  createSubstance,
  deleteManufacturer,
  deletePhrase,
  getManufacturer,
  getPhrase,
  listManufacturers,
  listPhrases,
  substanceById,
  substancePage,
  updateManufacturer,
  updatePhrase,
  type CompanyPhrase,
} from "./store";

/**
 * The publisher's material for the company's own safety data sheets: suppliers (manufacturers), substances
 * and standard phrases. Everything takes local_publisher; changing or deleting what exists also takes
 * local_publisher_delete (else 403).
 */

const TAGS = ["Publisher"];
const BASE = "/publisherapi/v1";
const READ: readonly PermissionFlag[] = ["local_publisher"];
const EDIT: readonly PermissionFlag[] = ["local_publisher", "local_publisher_delete"];
const READS = "Takes local_publisher (else 403).";
const EDITS = "Takes local_publisher and local_publisher_delete (else 403). Recorded on the audit trail.";
const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });
const idParams = (what: string) => z.object({ id: idParam("id", `The ${what}'s id.`) });

const require = (user: UserRow, flags: readonly PermissionFlag[]) => {
  if (!hasAll(user.permissions, flags)) throw forbidden();
};

const typesRoute = createRoute({
  method: "get",
  path: `${BASE}/manufacturertypes`,
  tags: TAGS,
  operationId: "listPublisherManufacturerTypes",
  summary: "Supplier types",
  description: `The roles a supplier plays on a sheet. ${READS}`,
  responses: { 200: { description: "The types.", content: json(IdNameListSchema) }, ...errorResponses() },
});

const countriesRoute = createRoute({
  method: "get",
  path: `${BASE}/manufacturercountries`,
  tags: TAGS,
  operationId: "listPublisherManufacturerCountries",
  summary: "Countries and markets",
  description: `The countries a supplier can sit in and sell in (its markets), by id and ISO code. ${READS}`,
  responses: { 200: { description: "The countries.", content: json(IdNameListSchema) }, ...errorResponses() },
});

const listManufacturersRoute = createRoute({
  method: "get",
  path: `${BASE}/manufacturer/all/{id}`,
  tags: TAGS,
  operationId: "listPublisherManufacturers",
  summary: "The company's suppliers",
  description:
    "Every supplier of the caller's company by name (at most 1,000). The id is the company's id: another " +
    `company's answers 404. ${READS}`,
  request: { params: idParams("company") },
  responses: {
    200: { description: "The suppliers.", content: json(ManufacturerListSchema) },
    ...errorResponses({ notFound: true }),
  },
});

const getManufacturerRoute = createRoute({
  method: "get",
  path: `${BASE}/manufacturer/{id}`,
  tags: TAGS,
  operationId: "getPublisherManufacturer",
  summary: "A supplier",
  description: `A supplier with its contact data and markets. ${READS}`,
  request: { params: idParams("supplier") },
  responses: {
    200: { description: "The supplier.", content: json(ManufacturerSchema) },
    ...errorResponses({ notFound: true }),
  },
});

const createManufacturerRoute = createRoute({
  method: "post",
  path: `${BASE}/manufacturer`,
  tags: TAGS,
  operationId: "createPublisherManufacturer",
  summary: "Add a supplier",
  description: `422 with field errors, nothing saved. ${READS} Recorded on the audit trail.`,
  request: { body: jsonBody(ManufacturerInputSchema) },
  responses: {
    201: { description: "The new supplier.", content: json(ManufacturerSchema) },
    ...errorResponses({ validation: true }),
  },
});

const updateManufacturerRoute = createRoute({
  method: "post",
  path: `${BASE}/manufacturer/{id}`,
  tags: TAGS,
  operationId: "updatePublisherManufacturer",
  summary: "Change a supplier",
  description: `Every field, the markets included (replaced). 422 with field errors, nothing saved. ${EDITS}`,
  request: { params: idParams("supplier"), body: jsonBody(ManufacturerInputSchema) },
  responses: {
    200: { description: "The supplier.", content: json(ManufacturerSchema) },
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const deleteManufacturerRoute = createRoute({
  method: "post",
  path: `${BASE}/manufacturer/{id}/delete`,
  tags: TAGS,
  operationId: "deletePublisherManufacturer",
  summary: "Delete a supplier",
  description: `409 while a sheet of the company names it. ${EDITS}`,
  request: { params: idParams("supplier") },
  responses: {
    200: { description: "Deleted.", content: json(DeletedSchema) },
    409: { description: "A sheet names the supplier.", content: json(ApiErrorSchema) },
    ...errorResponses({ notFound: true }),
  },
});

const listSubstancesRoute = createRoute({
  method: "get",
  path: `${BASE}/substancelist`,
  tags: TAGS,
  operationId: "listPublisherSubstances",
  summary: "The company's substances",
  description:
    `A page of the company's substances by name (${SUBSTANCE_PAGE_SIZE} a page; \`q\`: a part of the name, or the ` +
    "start of the CAS or EC number), each with where it is used: the current sheets of the company's " +
    `library that list its CAS number (at most ${SUBSTANCE_NAMED_USES} named, and how many). ${READS}`,
  request: { query: SubstanceSearchQuerySchema },
  responses: {
    200: { description: "A page of the substances.", content: json(SubstanceListSchema) },
    ...errorResponses({ validation: true }),
  },
});

const createSubstanceRoute = createRoute({
  method: "post",
  path: `${BASE}/substance`,
  tags: TAGS,
  operationId: "createPublisherSubstance",
  summary: "Add a substance",
  description: `The CAS and EC numbers are checked (check digits). 422 with field errors, nothing saved. ${READS}`,
  request: { body: jsonBody(SubstanceInputSchema) },
  responses: {
    201: { description: "The new substance.", content: json(SubstanceSchema) },
    ...errorResponses({ validation: true }),
  },
});

const fieldsRoute = createRoute({
  method: "get",
  path: `${BASE}/sentences/fields`,
  tags: TAGS,
  operationId: "listPublisherSentenceFields",
  summary: "The SDS sections a phrase is for",
  description: `The sixteen sections of a safety data sheet, by number. ${READS}`,
  responses: { 200: { description: "The sections.", content: json(IdNameListSchema) }, ...errorResponses() },
});

const listPhrasesRoute = createRoute({
  method: "get",
  path: `${BASE}/sentences`,
  tags: TAGS,
  operationId: "listPublisherSentences",
  summary: "Standard phrases",
  description:
    "The company's own phrases (by code) and then the official CLP H, EUH and P statements in their " +
    `official wording, in the caller's language (English where it has none); the statements are read-only. ${READS}`,
  responses: { 200: { description: "The phrases.", content: json(PhraseListSchema) }, ...errorResponses() },
});

const getPhraseRoute = createRoute({
  method: "get",
  path: `${BASE}/sentences/{id}`,
  tags: TAGS,
  operationId: "getPublisherSentence",
  summary: "A company phrase",
  description: `A company phrase with its translations and the company's sheets that use it. ${READS}`,
  request: { params: idParams("phrase") },
  responses: {
    200: { description: "The phrase.", content: json(PhraseWithUseSchema) },
    ...errorResponses({ notFound: true }),
  },
});

const createPhraseRoute = createRoute({
  method: "post",
  path: `${BASE}/sentences`,
  tags: TAGS,
  operationId: "createPublisherSentence",
  summary: "Add a company phrase",
  description:
    "A code of the company's own (never an H, EUH or P code), the SDS section and the text in up to ten " +
    `languages (English required). 422 with field errors, nothing saved. ${READS} Recorded on the audit trail.`,
  request: { body: jsonBody(PhraseInputSchema) },
  responses: {
    201: { description: "The new phrase.", content: json(PhraseSchema) },
    ...errorResponses({ validation: true }),
  },
});

const updatePhraseRoute = createRoute({
  method: "post",
  path: `${BASE}/sentences/{id}`,
  tags: TAGS,
  operationId: "updatePublisherSentence",
  summary: "Change a company phrase",
  description: `Code, section and translations (replaced). 422 with field errors, nothing saved. ${EDITS}`,
  request: { params: idParams("phrase"), body: jsonBody(PhraseInputSchema) },
  responses: {
    200: { description: "The phrase.", content: json(PhraseSchema) },
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const deletePhraseRoute = createRoute({
  method: "delete",
  path: `${BASE}/sentences/{id}`,
  tags: TAGS,
  operationId: "deletePublisherSentence",
  summary: "Delete a company phrase",
  description: `409 while a sheet of the company uses it. ${EDITS}`,
  request: { params: idParams("phrase") },
  responses: {
    200: { description: "Deleted.", content: json(DeletedSchema) },
    409: { description: "A sheet uses the phrase.", content: json(ApiErrorSchema) },
    ...errorResponses({ notFound: true }),
  },
});

function companyPhrase(phrase: CompanyPhrase, languageId: number): Phrase {
  return {
    id: phrase.id,
    code: phrase.code,
    official: false,
    field_id: phrase.field_id,
    text: phrase.translations[String(languageId)] ?? phrase.translations["4"] ?? "",
    translations: phrase.translations,
  };
}

const SECTION_NAMES = [
  "Identification",
  "Hazards identification",
  "Composition/information on ingredients",
  "First-aid measures",
  "Fire-fighting measures",
  "Accidental release measures",
  "Handling and storage",
  "Exposure controls/personal protection",
  "Physical and chemical properties",
  "Stability and reactivity",
  "Toxicological information",
  "Ecological information",
  "Disposal considerations",
  "Transport information",
  "Regulatory information",
  "Other information",
];

export function registerPublisherRoutes(api: ApiApp, { db }: ApiDeps): void {
  const actorOf = (user: UserRow) => ({ companyId: user.companyId, userId: user.id });
  const codeTaken = () => validationFailed({ code: [publisherEnglish("publisher.error.codeTaken")] });
  const inUse = (what: "manufacturer" | "sentence", count: number) =>
    new ApiError(409, {
      message: sheetEnglish(
        what === "manufacturer"
          ? "publisher.sheet.conflict.supplierInUse"
          : "publisher.sheet.conflict.phraseInUse",
        { count },
      ),
    });
  // A supplier or phrase on a sheet is refused with the count; a sheet written in the meantime is refused by
  // the foreign key (23503), answered the same way.
  const refuseInUse = async (companyId: number, what: "manufacturer" | "sentence", id: number) => {
    const count = await useCount(db, companyId, what, id);
    if (count > 0) throw inUse(what, count);
  };
  const inUseGuard = async (remove: () => Promise<boolean>, what: "manufacturer" | "sentence") => {
    try {
      return await remove();
    } catch (error) {
      const code =
        (error as { code?: unknown; cause?: { code?: unknown } }).code ??
        (error as { cause?: { code?: unknown } }).cause?.code;
      if (code === "23503") throw inUse(what, 1);
      throw error;
    }
  };

  api.openapi(typesRoute, (c) => {
    require(c.get("user"), READ);
    return c.json(
      { data: Object.entries(MANUFACTURER_TYPES).map(([id, name]) => ({ id: Number(id), name })) },
      200,
    );
  });

  api.openapi(countriesRoute, (c) => {
    require(c.get("user"), READ);
    return c.json({ data: Object.entries(COUNTRIES).map(([id, name]) => ({ id: Number(id), name })) }, 200);
  });

  api.openapi(listManufacturersRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    if (pathId(c.req.valid("param").id) !== user.companyId) throw notFound();
    return c.json({ data: await listManufacturers(db, user.companyId) }, 200);
  });

  api.openapi(getManufacturerRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const found = await getManufacturer(db, user.companyId, pathId(c.req.valid("param").id));
    if (!found) throw notFound();
    return c.json(found, 200);
  });

  api.openapi(createManufacturerRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const id = await createManufacturer(db, actorOf(user), c.req.valid("json"));
    return c.json((await getManufacturer(db, user.companyId, id))!, 201);
  });

  api.openapi(updateManufacturerRoute, async (c) => {
    const user = c.get("user");
    require(user, EDIT);
    const id = pathId(c.req.valid("param").id);
    if (!(await updateManufacturer(db, actorOf(user), id, c.req.valid("json")))) throw notFound();
    return c.json((await getManufacturer(db, user.companyId, id))!, 200);
  });

  api.openapi(deleteManufacturerRoute, async (c) => {
    const user = c.get("user");
    require(user, EDIT);
    const id = pathId(c.req.valid("param").id);
    await refuseInUse(user.companyId, "manufacturer", id);
    if (!(await inUseGuard(() => deleteManufacturer(db, actorOf(user), id), "manufacturer")))
      throw notFound();
    return c.json({ success: true as const }, 200);
  });

  api.openapi(listSubstancesRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    return c.json(await substancePage(db, user.companyId, c.req.valid("query")), 200);
  });

  api.openapi(createSubstanceRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const id = await createSubstance(db, actorOf(user), c.req.valid("json"));
    const created = await substanceById(db, user.companyId, id);
    return c.json(created!, 201);
  });

  api.openapi(fieldsRoute, (c) => {
    require(c.get("user"), READ);
    return c.json({ data: PHRASE_FIELD_IDS.map((id) => ({ id, name: SECTION_NAMES[id - 1]! })) }, 200);
  });

  api.openapi(listPhrasesRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const own = (await listPhrases(db, user.companyId)).map((p) => companyPhrase(p, user.language));
    const official: Phrase[] = CLP_STATEMENT_CODES.map((code) => ({
      id: null,
      code,
      official: true,
      field_id: null,
      text: statementText(code, user.language)?.text ?? "",
      translations: {},
    }));
    return c.json({ data: [...own, ...official], notice: STATEMENTS_NOTICE }, 200);
  });

  api.openapi(getPhraseRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const found = await getPhrase(db, user.companyId, pathId(c.req.valid("param").id));
    if (!found) throw notFound();
    const used = await phraseUse(db, user.companyId, found.id);
    return c.json({ ...companyPhrase(found, user.language), used_in: used }, 200);
  });

  api.openapi(createPhraseRoute, async (c) => {
    const user = c.get("user");
    require(user, READ);
    const outcome = await createPhrase(db, actorOf(user), c.req.valid("json"));
    if (!outcome.ok) throw codeTaken();
    return c.json(companyPhrase((await getPhrase(db, user.companyId, outcome.id))!, user.language), 201);
  });

  api.openapi(updatePhraseRoute, async (c) => {
    const user = c.get("user");
    require(user, EDIT);
    const outcome = await updatePhrase(
      db,
      actorOf(user),
      pathId(c.req.valid("param").id),
      c.req.valid("json"),
    );
    if (!outcome.ok) throw outcome.reason === "notFound" ? notFound() : codeTaken();
    return c.json(companyPhrase((await getPhrase(db, user.companyId, outcome.id))!, user.language), 200);
  });

  api.openapi(deletePhraseRoute, async (c) => {
    const user = c.get("user");
    require(user, EDIT);
    const id = pathId(c.req.valid("param").id);
    await refuseInUse(user.companyId, "sentence", id);
    if (!(await inUseGuard(() => deletePhrase(db, actorOf(user), id), "sentence"))) throw notFound();
    return c.json({ success: true as const }, 200);
  });
}
