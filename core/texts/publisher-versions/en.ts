/**
 * Internal documents publisher: the versions page of one of the company's own sheets
 * (docs/decisions/080-publisher-sheet-versions.md).
 */
export const publisherVersions = {
  "publisher.versions.title": "Versions of {{name}}",
  "publisher.versions.intro":
    "Sheet {{key}} by {{supplier}}: every version in every language and market. Drafts are edited; a published version is frozen.",
  "publisher.versions.back": "All our safety data sheets",
  "publisher.versions.caption": "Versions of {{name}}",
  "publisher.versions.column.version": "Version",
  "publisher.versions.column.library": "Published sheet",
  "publisher.versions.column.actions": "Actions",
  "publisher.versions.versionLabel": "Version {{version}} ({{language}}, {{market}})",
  "publisher.versions.read": "Read the published sheet",
  "publisher.versions.pdf": "PDF",
  "publisher.versions.notPublished": "Not published",
  "publisher.versions.open": "Open in the editor",
  "publisher.versions.newVersion": "New version",
  "publisher.versions.startFrom": "Other language or market from this version",
  "publisher.versions.delete": "Delete the draft",
  "publisher.versions.changesNote":
    "The list shows every version, not what changed between them: open two versions in the editor to compare them.",
  "publisher.versions.other.heading": "A new version in another language or market",
  "publisher.versions.other.from":
    "Starting from version {{version}} in {{language}} for {{market}}: the new draft gets its texts, phrases and composition.",
  "publisher.versions.other.language": "Language (market {{market}})",
  "publisher.versions.other.languageSubmit": "Make a version in this language",
  "publisher.versions.other.noLanguage": "The sheet already has a version in every language for {{market}}.",
  "publisher.versions.other.market": "Market (in {{language}})",
  "publisher.versions.other.marketSubmit": "Make a version for this market",
  "publisher.versions.other.noMarket":
    "The supplier has no other market where the sheet lacks a version in {{language}}.",
  "publisher.versions.copy.heading": "Copy as a new sheet",
  "publisher.versions.copy.intro":
    "A new sheet of its own (a new key, version 1, a draft) with the texts of version {{version}} in {{language}} for {{market}}.",
  "publisher.versions.copy.name": "Product name of the new sheet",
  "publisher.versions.copy.submit": "Copy as a new sheet",
  "publisher.versions.confirm.title": "Delete version {{version}} in {{language}} for {{market}}?",
  "publisher.versions.confirm.text":
    "The draft is deleted with its texts, phrases and composition. This cannot be undone.",
  "publisher.versions.confirm.submit": "Delete the draft",
  "publisher.versions.confirm.cancel": "Keep the draft",
  "publisher.versions.errorTitle": "That could not be done",
  "publisher.versions.toast.created": "Version {{version}} in {{language}} for {{market}} is a new draft.",
  "publisher.versions.toast.deleted": "The draft is deleted.",
  "publisher.versions.toast.copied": "{{name}} is a new sheet.",
  "publisher.versions.error.version": "Choose a version of this sheet.",
} as const;
