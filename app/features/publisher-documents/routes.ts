import { route, type RouteConfigEntry } from "@remix-run/route-config";

const dir = "features/publisher-documents/routes";

/** The company's own sheets (docs/decisions/078-publisher-documents.md): the list of every version. */
export const publisherDocumentRoutes: RouteConfigEntry[] = [
  route("documents", `${dir}/documents.tsx`, { id: "publisher-documents/index" }),
  // One sheet's versions (docs/decisions/080-publisher-sheet-versions.md); without a key: /documents.
  route("documents/all-versions/:sdsKey?", `${dir}/sheet-versions.tsx`, {
    id: "publisher-documents/versions",
  }),
  // The editor of a sheet (docs/decisions/079-sheet-editor-page.md): start one, write a draft, publish it.
  route("new-document", `${dir}/new-document.tsx`, { id: "publisher-documents/new-document" }),
];
