import type {
  DeletedDocument,
  DocumentCandidates,
  DocumentChoices,
  DocumentCreate,
  DocumentSave,
  DocumentVersions,
  LegacyMove,
  RnuStatus,
  SmartformDocument,
  SmartformTemplate,
  TemplateCreateInput,
  TemplateTranslateInput,
  TemplateUpdateInput,
  TranslateCheck,
} from "../../../api/smartforms/schemas";
import type { ApiClient } from "../../lib/api-client.server";
import { orNotFound } from "../../lib/api-failure.server";

/**
 * Every smart-form API call of the app: templates, documents, and a document's life. Each part has its own
 * section below; a page of another module that shows smart-form data calls these functions.
 */

type Reader = Pick<ApiClient, "get">;
export type { Reader as SmartformReader };

/* ====================================================================== templates */

const TEMPLATE_API = "/smartforms/v1/template";
type Writer = Pick<ApiClient, "post" | "put">;

/** A kind's templates: the active ones, or with `edit` (smartforms_admin) the archived ones too. */
export async function listTemplates(api: Reader, type: number, edit = false): Promise<SmartformTemplate[]> {
  const query = edit ? { type, edit: "true" } : { type };
  return (await api.get<{ data: SmartformTemplate[] }>(TEMPLATE_API, query)).data;
}

/** One template, or the not-found page when it is not the company's. */
export async function getTemplate(api: Reader, id: number): Promise<SmartformTemplate> {
  return (await orNotFound(api.get<{ data: SmartformTemplate }>(`${TEMPLATE_API}/${id}`))).data;
}

/** A new template from the kind's standard tabs or as a copy of `copy_of`. */
export async function createTemplate(api: Writer, body: TemplateCreateInput): Promise<SmartformTemplate> {
  return (await api.post<{ data: SmartformTemplate }>(TEMPLATE_API, body)).data;
}

/** Saves what is given (name, structure, default, archived) on the revision it was made on. */
export async function saveTemplate(
  api: Writer,
  id: number,
  body: TemplateUpdateInput,
): Promise<SmartformTemplate> {
  return (await api.put<{ data: SmartformTemplate }>(`${TEMPLATE_API}/${id}`, body)).data;
}

/** Writes one language's label texts. */
export async function translateTemplate(
  api: Writer,
  id: number,
  body: TemplateTranslateInput,
): Promise<SmartformTemplate> {
  return (await api.post<{ data: SmartformTemplate }>(`${TEMPLATE_API}/${id}/translate`, body)).data;
}

/* ====================================================================== documents */

const DOCUMENT_API = "/smartforms/v1/document";

/** One document version with its references and what the caller may do. */
export async function getDocument(api: Reader, id: number): Promise<SmartformDocument> {
  return (await api.get<{ data: SmartformDocument }>(`${DOCUMENT_API}/${id}`)).data;
}

/** A document form's choices; `lists`: only the candidate lists the shown fields offer (default all). */
export async function getDocumentChoices(
  api: Reader,
  id: number,
  lists?: readonly ("products" | "locations" | "people")[],
): Promise<DocumentChoices> {
  const query = lists ? `?lists=${lists.join(",")}` : "";
  return (await api.get<{ data: DocumentChoices }>(`${DOCUMENT_API}/${id}/choices${query}`)).data;
}

/** One list's matches of `q` for a document's searched picker, and the names of the chosen `ids`. */
export async function searchDocumentCandidates(
  api: Reader,
  id: number,
  options: { list: "products" | "locations" | "people"; q: string; ids: readonly number[] },
): Promise<DocumentCandidates> {
  const query: Record<string, string> = { list: options.list };
  if (options.q) query.q = options.q;
  if (options.ids.length > 0) query.ids = options.ids.join(",");
  return (await api.get<{ data: DocumentCandidates }>(`${DOCUMENT_API}/${id}/candidates`, query)).data;
}

/** Creates a document (on the default template of the kind when no template is named). */
export async function createDocument(
  api: Pick<ApiClient, "post">,
  body: DocumentCreate,
): Promise<SmartformDocument> {
  return (await api.post<{ data: SmartformDocument }>(DOCUMENT_API, body)).data;
}

/** Saves title, location and answers with the revision read (409 `stale` when someone saved meanwhile). */
export async function saveDocument(
  api: Pick<ApiClient, "put">,
  id: number,
  body: DocumentSave,
): Promise<SmartformDocument> {
  return (await api.put<{ data: SmartformDocument }>(`${DOCUMENT_API}/${id}`, body)).data;
}

/** The print view (HTML) or the PDF of a version, as the API's response. */
export async function documentPrint(
  api: Pick<ApiClient, "raw">,
  id: number,
  format: "html" | "pdf",
): Promise<Response> {
  return api.raw(`${DOCUMENT_API}/${id}/${format}`);
}

/* ====================================================================== a document's life */

export async function getDocumentVersions(api: Reader, id: number): Promise<DocumentVersions> {
  return (await api.get<{ data: DocumentVersions }>(`/smartforms/v1/document/${id}/versions`)).data;
}

export async function getRnuStatus(api: Reader, id: number): Promise<RnuStatus> {
  return (await api.get<{ data: RnuStatus }>(`/smartforms/v1/document/${id}/rnu/isVersionRnuAllowed`)).data;
}

export async function getLegacyMove(api: Reader, id: number): Promise<LegacyMove> {
  return (await api.get<{ data: LegacyMove }>(`/smartforms/v1/document/${id}/legacy`)).data;
}

export async function getTranslateCheck(api: Reader, id: number): Promise<TranslateCheck> {
  return (await api.get<{ data: TranslateCheck }>(`/smartforms/v1/document/${id}/translatechecklanguage`))
    .data;
}

type LifecycleWriter = Pick<ApiClient, "post" | "delete">;

/** The changes of a document's life; each answers the version it leaves the caller on. */
export const lifecycleCalls = {
  submit: (api: LifecycleWriter, id: number) =>
    api.post<{ data: SmartformDocument }>(`/smartforms/v1/document/${id}/submit`).then((r) => r.data),
  approve: (api: LifecycleWriter, id: number) =>
    api.post<{ data: SmartformDocument }>(`/smartforms/v1/document/${id}/approve`).then((r) => r.data),
  sendBack: (api: LifecycleWriter, id: number, comment: string) =>
    api
      .post<{ data: SmartformDocument }>(`/smartforms/v1/document/${id}/sendback`, { comment })
      .then((r) => r.data),
  newVersion: (
    api: LifecycleWriter,
    id: number,
    body: { template?: number | null; migrateMeasures?: boolean } = {},
  ) =>
    api
      .post<{ data: SmartformDocument }>(`/smartforms/v1/document/${id}/newversion`, body)
      .then((r) => r.data),
  newVersionFromLegacy: (
    api: Writer,
    id: number,
    language: number,
    body: { template: number; migrateMeasures: boolean },
  ) =>
    api
      .post<{ data: SmartformDocument }>(
        `/smartforms/v1/document/${id}/newversionfromlegacy/${language}`,
        body,
      )
      .then((r) => r.data),
  translate: (api: LifecycleWriter, id: number, languageId: number) =>
    api
      .post<{ data: SmartformDocument }>(`/smartforms/v1/document/${id}/translate`, {
        language_id: languageId,
      })
      .then((r) => r.data),
  delete: (api: LifecycleWriter, id: number) =>
    api.delete<{ data: DeletedDocument }>(`/smartforms/v1/document/${id}`).then((r) => r.data),
  deletePublished: (api: LifecycleWriter, id: number) =>
    api.delete<{ data: DeletedDocument }>(`/smartforms/v1/document/${id}/published`).then((r) => r.data),
  deletePublishedLastOnly: (api: LifecycleWriter, id: number) =>
    api
      .delete<{ data: DeletedDocument }>(`/smartforms/v1/document/${id}/publishedlastonly`)
      .then((r) => r.data),
  acknowledge: (api: LifecycleWriter, id: number) =>
    api.post<{ data: RnuStatus }>(`/smartforms/v1/document/${id}/rnu/acknowledge`).then((r) => r.data),
  unacknowledge: (api: LifecycleWriter, id: number) =>
    api.post<{ data: RnuStatus }>(`/smartforms/v1/document/${id}/rnu/unacknowledge`).then((r) => r.data),
};

/* ====================================================================== end */
