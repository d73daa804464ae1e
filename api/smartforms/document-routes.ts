import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { ApiError, errorResponses, forbidden, notFound, validationFailed } from "../http/errors";
import { ApiErrorSchema, envelope } from "../http/envelope";
import { idParam, jsonBody, pathId, searchText } from "../http/params";
import { asciiFileName, encodedFileName } from "../http/content-disposition";
import { scopeOf } from "../locations/scope";
import { refuseSpsWithoutFeature } from "./sps-access";
import { documentPdf, documentHtml, printTranslator, type PrintContext } from "./document-print";
import {
  CANDIDATES_MAX,
  createDocument,
  documentChoices,
  type ChoiceList,
  getDocument,
  listPeople,
  riskLabels,
  saveDocument,
  setFieldConnections,
  type Outcome,
} from "./documents";
import { CANDIDATE_IDS_MAX, documentCandidates, type CandidateList } from "./candidates";
import { CANDIDATE_MATCHES_MAX, CANDIDATE_QUERY_MAX } from "../../core/smartforms/kinds";
import {
  DocumentCandidatesSchema,
  DocumentChoicesSchema,
  DocumentCreateSchema,
  DocumentSaveSchema,
  DocumentSchema,
  FieldDataSchema,
  NamedSchema,
  type SmartformDocument,
} from "./schemas";

/**
 * Documents under /smartforms/v1: create one on a template, read a version, save its title, location and
 * answers (with the revision read), set its field connections, what its form offers, the people a person
 * field names, and the version as a printable HTML page and a PDF. Every signed-in user of the company may
 * read the documents in their top nodes and, unless a guest, create and fill them in (decision 041).
 * Another company's id, or a document at a location outside the caller's top nodes, answers 404; the state
 * machine (core/smartforms/states.ts) answers 403 for a guest and 409 `{ error, message }` when the
 * version cannot be saved now.
 */

const BASE = "/smartforms/v1";
const TAGS = ["Smart forms"];
/** The longest name search a person field sends. */
const PEOPLE_QUERY_MAX = 100;
const params = z.object({ id: idParam("id", "A document version's id.") });
const DocumentResponse = envelope(DocumentSchema, "SmartformDocumentResponse");
const errorContent = { "application/json": { schema: ApiErrorSchema } };
const conflict409 = {
  409: {
    description:
      "The version cannot be saved now: `{ error, message }` with error `not_latest`, `not_in_progress`, " +
      "`legacy`, or `stale` (someone saved it since the revision was read).",
    content: errorContent,
  },
} as const;

const createDocumentRoute = createRoute({
  method: "post",
  path: `${BASE}/document`,
  tags: TAGS,
  operationId: "createSmartformDocument",
  summary: "Create a document on a template",
  description:
    "Any signed-in user but a guest (403). document_type 1, 2 (only with the company's sps feature, else " +
    "403) or 4; template_id an active smart-form " +
    "template of the company and that kind (not the older fixed form); title required; location_id in the " +
    "caller's top nodes or absent (the whole company); values optional, checked by the draft rules. The " +
    "template's structure is copied into the document. 422 with field errors, nothing saved.",
  request: { body: jsonBody(DocumentCreateSchema) },
  responses: {
    201: { description: "The new document.", content: { "application/json": { schema: DocumentResponse } } },
    ...errorResponses({ validation: true }),
  },
});

const getDocumentRoute = createRoute({
  method: "get",
  path: `${BASE}/document/{id}`,
  tags: TAGS,
  operationId: "getSmartformDocument",
  summary: "One document version",
  description:
    "With the names it refers to and the operations the caller may take now. An SPS document (type 2) " +
    "only with the company's sps feature (403 without).",
  request: { params },
  responses: {
    200: { description: "The version.", content: { "application/json": { schema: DocumentResponse } } },
    ...errorResponses({ notFound: true }),
  },
});

const saveDocumentRoute = createRoute({
  method: "put",
  path: `${BASE}/document/{id}`,
  tags: TAGS,
  operationId: "saveSmartformDocument",
  summary: "Save a document's title, location and answers",
  description:
    "The latest version in progress only. `revision` must be the one read (else 409 `stale`). values " +
    "replace the answers, checked by the draft rules; products, locations and people named must be the " +
    "caller's to see (422 `values.<field>`). The field connections are rewritten from the answers.",
  request: { params, body: jsonBody(DocumentSaveSchema) },
  responses: {
    200: { description: "The saved version.", content: { "application/json": { schema: DocumentResponse } } },
    ...conflict409,
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const fieldDataRoute = createRoute({
  method: "post",
  path: `${BASE}/field_data/{id}`,
  tags: TAGS,
  operationId: "setSmartformFieldData",
  summary: "Replace a document's field connections",
  description:
    "`data.connections`: each names a product, location or control-banding field of the document " +
    "(field_key) and a product (product and control-banding fields) or a location (location fields) in the " +
    "caller's top nodes. Replaces every connection of the version; the same rules as saving.",
  request: { params, body: jsonBody(FieldDataSchema) },
  responses: {
    200: { description: "The version.", content: { "application/json": { schema: DocumentResponse } } },
    ...conflict409,
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const choicesRoute = createRoute({
  method: "get",
  path: `${BASE}/document/{id}/choices`,
  tags: TAGS,
  operationId: "getSmartformDocumentChoices",
  summary: "What a document's form offers",
  description:
    `Products held in the document location's subtree, that subtree's locations (the caller's whole scope ` +
    `for a company-wide document), the company's active users, each by name and at most ${CANDIDATES_MAX}, ` +
    "and the company's risk-matrix labels. `lists` names the lists wanted (a form's tab asks only for what its " +
    "fields offer); without it, all three.",
  request: {
    params,
    query: z.object({
      lists: z
        .string()
        .regex(/^((products|locations|people)(,(products|locations|people))*)?$/, {
          error: "lists must be products, locations and people, separated by commas.",
        })
        .optional()
        .openapi({
          param: { name: "lists", in: "query" },
          description: "products, locations, people (comma separated; empty: none of them).",
          example: "products,people",
        }),
    }),
  },
  responses: {
    200: {
      description: "The choices.",
      content: {
        "application/json": { schema: envelope(DocumentChoicesSchema, "SmartformChoicesResponse") },
      },
    },
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const candidatesRoute = createRoute({
  method: "get",
  path: `${BASE}/document/{id}/candidates`,
  tags: TAGS,
  operationId: "searchSmartformDocumentCandidates",
  summary: "Search what a reference field of a document may name",
  description:
    "One list's matches of `q` and the names of the chosen `ids`, for a document's searched picker. " +
    "products: name or article number contains q, held in the document location's subtree (the caller's " +
    "scope for a company-wide document); locations: every word of q in the location's name or path, inside " +
    "that subtree; people: active users of the company whose name contains q. Each in its order (name; for " +
    `locations the best first), at most ${CANDIDATE_MATCHES_MAX}; no q, no matches. The chosen ids are looked ` +
    "up in the caller's scope; ids of others are left out.",
  request: {
    params,
    query: z.object({
      list: z.enum(["products", "locations", "people"]).openapi({
        param: { name: "list", in: "query" },
        description: "Which list to search.",
        example: "products",
      }),
      q: searchText("q", CANDIDATE_QUERY_MAX)
        .optional()
        .openapi({ param: { name: "q", in: "query" }, description: "The search text.", example: "acet" }),
      ids: z
        .string()
        .max(CANDIDATE_IDS_MAX * 12)
        .regex(/^([1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*)?$/, {
          error: "ids must be whole numbers separated by commas.",
        })
        .optional()
        .openapi({
          param: { name: "ids", in: "query" },
          description: `The chosen items' ids, comma separated, at most ${CANDIDATE_IDS_MAX}.`,
          example: "12,40",
        }),
    }),
  },
  responses: {
    200: {
      description: "The matches and the chosen items.",
      content: {
        "application/json": { schema: envelope(DocumentCandidatesSchema, "SmartformCandidatesResponse") },
      },
    },
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const peopleRoute = createRoute({
  method: "get",
  path: `${BASE}/people`,
  tags: TAGS,
  operationId: "listSmartformPeople",
  summary: "People a person field can name",
  description: `Active users of the company whose name contains q, by name, at most ${CANDIDATES_MAX}.`,
  request: {
    query: z.object({
      q: searchText("q", PEOPLE_QUERY_MAX)
        .optional()
        .openapi({ param: { name: "q", in: "query", description: "Part of the name (any case)." } }),
    }),
  },
  responses: {
    200: {
      description: "The people.",
      content: {
        "application/json": { schema: envelope(z.array(NamedSchema), "SmartformPeopleResponse") },
      },
    },
    ...errorResponses({ validation: true }),
  },
});

const layoutQuery = z.object({
  template_type: z.enum(["1", "2"]).optional().openapi({
    description:
      "1 tab by tab (a smart form), 2 one list of the answers (the older fixed form); default the document's kind.",
  }),
});

const htmlRoute = createRoute({
  method: "get",
  path: `${BASE}/document/{id}/html`,
  tags: TAGS,
  operationId: "getSmartformDocumentHtml",
  summary: "A version as a printable HTML page",
  description:
    "A complete page with its own styles: title, status, version, location and every tab's labels and " +
    "answers in the caller's language (the template's language where a label has none).",
  request: { params, query: layoutQuery },
  responses: {
    200: { description: "The page.", content: { "text/html": { schema: z.string() } } },
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const pdfRoute = createRoute({
  method: "get",
  path: `${BASE}/document/{id}/pdf`,
  tags: TAGS,
  operationId: "getSmartformDocumentPdf",
  summary: "A version as a PDF",
  description: "The print view's content as an A4 PDF.",
  request: { params, query: layoutQuery },
  responses: {
    200: {
      description: "The PDF.",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses({ notFound: true, validation: true }),
  },
});

/** The value, or the refusal as 404, 403, 409 `{ error, message }` or 422. */
function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.status === 404) throw notFound();
  if (outcome.status === 403) throw forbidden();
  if (outcome.status === 409) throw new ApiError(409, { error: outcome.error, message: outcome.message });
  if (outcome.status === 422) throw validationFailed(outcome.errors);
  throw notFound();
}

const userOf = (c: Context<ApiEnv>) => c.get("user");

async function printable(
  db: ApiDeps["db"],
  c: Context<ApiEnv>,
  id: number,
  templateType: "1" | "2" | undefined,
): Promise<{ doc: SmartformDocument; ctx: PrintContext; layout: 1 | 2 }> {
  const user = userOf(c);
  const [doc, labels] = await Promise.all([getDocument(db, user, id), riskLabels(db, user.companyId)]);
  if (!doc) throw notFound();
  const language = c.get("language");
  const layout = templateType ? (Number(templateType) as 1 | 2) : doc.kind === 2 ? 2 : 1;
  return { doc, ctx: { t: printTranslator(language), language, riskLabels: labels }, layout };
}

export function registerDocumentRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(createDocumentRoute, async (c) => {
    const body = c.req.valid("json");
    refuseSpsWithoutFeature(c, Number(body.document_type));
    const document = unwrap(await createDocument(db, userOf(c), body));
    return c.json({ data: document }, 201);
  });

  api.openapi(getDocumentRoute, async (c) => {
    const document = await getDocument(db, userOf(c), pathId(c.req.valid("param").id));
    if (!document) throw notFound();
    return c.json({ data: document }, 200);
  });

  api.openapi(saveDocumentRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    return c.json({ data: unwrap(await saveDocument(db, userOf(c), id, c.req.valid("json"))) }, 200);
  });

  api.openapi(fieldDataRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const body = c.req.valid("json");
    return c.json({ data: unwrap(await setFieldConnections(db, userOf(c), id, body.data.connections)) }, 200);
  });

  api.openapi(choicesRoute, async (c) => {
    const lists = c.req.valid("query").lists;
    const wanted = lists === undefined ? undefined : (lists.split(",").filter(Boolean) as ChoiceList[]);
    const choices = await documentChoices(db, userOf(c), pathId(c.req.valid("param").id), wanted);
    if (!choices) throw notFound();
    return c.json({ data: choices }, 200);
  });

  api.openapi(candidatesRoute, async (c) => {
    const query = c.req.valid("query");
    const ids = (query.ids ?? "").split(",").filter(Boolean).map(Number).filter(Number.isSafeInteger);
    if (ids.length > CANDIDATE_IDS_MAX) throw validationFailed({ ids: [`At most ${CANDIDATE_IDS_MAX} ids`] });
    const found = await documentCandidates(db, userOf(c), pathId(c.req.valid("param").id), {
      list: query.list as CandidateList,
      q: query.q ?? "",
      ids,
    });
    if (!found) throw notFound();
    return c.json({ data: found }, 200);
  });

  api.openapi(peopleRoute, async (c) => {
    const q = (c.req.valid("query").q ?? "").trim();
    return c.json({ data: await listPeople(db, scopeOf(userOf(c)).companyId, q) }, 200);
  });

  api.openapi(htmlRoute, async (c) => {
    const { doc, ctx, layout } = await printable(
      db,
      c,
      pathId(c.req.valid("param").id),
      c.req.valid("query").template_type,
    );
    return c.html(documentHtml(doc, ctx, layout), 200, { "Cache-Control": "private, no-store" });
  });

  api.openapi(pdfRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const { doc, ctx, layout } = await printable(db, c, id, c.req.valid("query").template_type);
    const bytes = await documentPdf(doc, ctx, layout);
    const name = `${doc.title || "document"}-v${doc.version_no}.pdf`;
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${asciiFileName(name)}"; ${encodedFileName(name)}`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    });
  });
}
