import { route } from "@remix-run/route-config";

const dir = "features/publisher-phrases/routes";

/**
 * The internal documents publisher's standard phrases: the list (the company's phrases and the official CLP
 * statements), a new phrase, a phrase's edit page with its deletion, and its translations.
 */
export const publisherPhraseRoutes = [
  route("standard-phrases", `${dir}/phrases.tsx`, { id: "publisher-phrases/list" }),
  route("new-phrase", `${dir}/phrase-new.tsx`, { id: "publisher-phrases/new" }),
  route("edit-phrase/:sentenceId", `${dir}/phrase-edit.tsx`, { id: "publisher-phrases/edit" }),
  route("translations/:sentenceId", `${dir}/translations.tsx`, { id: "publisher-phrases/translations" }),
  // Where a phrase is used: the company's sheets that use it.
  route("phrases/inuse/:sentenceId", `${dir}/phrase-in-use.tsx`, { id: "publisher-phrases/in-use" }),
];
