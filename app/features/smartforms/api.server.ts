import type {
  DeletedDocument,
  DocumentVersions,
  LegacyMove,
  RnuStatus,
  SmartformDocument,
  TranslateCheck,
} from "../../../api/smartforms/schemas";
import type { ApiClient } from "../../lib/api-client.server";

/**
 * Every smart-form API call of the app: templates, documents, and a document's life. Each part has its own
 * section below; a page of another module that shows smart-form data calls these functions.
 */

type Reader = Pick<ApiClient, "get">;
export type { Reader as SmartformReader };

/* ====================================================================== templates */

/* ====================================================================== documents */

/* ====================================================================== a document's life */

/** One version of a document, as its lifecycle pages show it (the wire shape of GET /document/{id}). */
export async function getDocumentVersion(api: Reader, id: number): Promise<SmartformDocument> {
  return (await api.get<{ data: SmartformDocument }>(`/smartforms/v1/document/${id}`)).data;
}

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

type Writer = Pick<ApiClient, "post" | "delete">;

/** The changes of a document's life; each answers the version it leaves the caller on. */
export const lifecycleCalls = {
  submit: (api: Writer, id: number) =>
    api.post<{ data: SmartformDocument }>(`/smartforms/v1/document/${id}/submit`).then((r) => r.data),
  approve: (api: Writer, id: number) =>
    api.post<{ data: SmartformDocument }>(`/smartforms/v1/document/${id}/approve`).then((r) => r.data),
  sendBack: (api: Writer, id: number, comment: string) =>
    api
      .post<{ data: SmartformDocument }>(`/smartforms/v1/document/${id}/sendback`, { comment })
      .then((r) => r.data),
  newVersion: (api: Writer, id: number, body: { template?: number | null; migrateMeasures?: boolean } = {}) =>
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
  translate: (api: Writer, id: number, languageId: number) =>
    api
      .post<{ data: SmartformDocument }>(`/smartforms/v1/document/${id}/translate`, {
        language_id: languageId,
      })
      .then((r) => r.data),
  delete: (api: Writer, id: number) =>
    api.delete<{ data: DeletedDocument }>(`/smartforms/v1/document/${id}`).then((r) => r.data),
  deletePublished: (api: Writer, id: number) =>
    api.delete<{ data: DeletedDocument }>(`/smartforms/v1/document/${id}/published`).then((r) => r.data),
  deletePublishedLastOnly: (api: Writer, id: number) =>
    api
      .delete<{ data: DeletedDocument }>(`/smartforms/v1/document/${id}/publishedlastonly`)
      .then((r) => r.data),
  acknowledge: (api: Writer, id: number) =>
    api.post<{ data: RnuStatus }>(`/smartforms/v1/document/${id}/rnu/acknowledge`).then((r) => r.data),
  unacknowledge: (api: Writer, id: number) =>
    api.post<{ data: RnuStatus }>(`/smartforms/v1/document/${id}/rnu/unacknowledge`).then((r) => r.data),
};

/* ====================================================================== end */
