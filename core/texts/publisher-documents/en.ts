/** Internal documents publisher: the company's own sheets (docs/decisions/903-publisher-documents.md). */
export const publisherDocuments = {
  "publisher.sheet.error.name": "Product name is required (at most 200 characters).",
  "publisher.sheet.error.manufacturer": "Choose a supplier from the list.",
  "publisher.sheet.error.language": "Choose a language from the list.",
  "publisher.sheet.error.market": "Choose a market from the list.",
  "publisher.sheet.error.type": "Choose a kind of sheet.",
  "publisher.sheet.error.template": "Choose a template.",
  "publisher.sheet.error.subsection": "Unknown subsection: {{subsection}}.",
  "publisher.sheet.error.text": "At most {{max}} characters, without characters that cannot be stored.",
  "publisher.sheet.error.statement": "Unknown hazard or precautionary statement: {{code}}.",
  "publisher.sheet.error.phrase": "Unknown phrase: {{id}}.",
  "publisher.sheet.error.phraseOne": "Give either a company phrase or a statement code, not both.",
  "publisher.sheet.error.substance": "Unknown substance: {{id}}.",
  "publisher.sheet.error.concentration":
    "A concentration is a percentage from 0 to 100, the lowest not above the highest.",
  "publisher.sheet.error.signalWord": "The signal word is Danger, Warning or none.",
  "publisher.sheet.error.pictogram": "Unknown pictogram: {{code}}.",
  "publisher.sheet.error.tooMany": "At most {{max}} entries.",
  "publisher.sheet.conflict.published": "A published version cannot be changed; make a new version.",
  "publisher.sheet.conflict.draftExists":
    "This sheet already has a draft in that language and market; finish or delete it first.",
  "publisher.sheet.conflict.supplierInUse":
    "The supplier is named on {{count}} sheets and cannot be deleted.",
  "publisher.sheet.conflict.phraseInUse": "The phrase is used on {{count}} sheets and cannot be deleted.",
  "publisher.sheet.problem.sectionEmpty": "Section {{section}} is empty.",
  "publisher.sheet.problem.subsectionEmpty": "Subsection {{subsection}} must be filled in.",
  "publisher.sheet.problem.signalWord":
    "The signal word does not match the hazard statements (expected: {{expected}}).",
  "publisher.sheet.problem.signalWordNone": "The hazard statements call for no signal word.",
  "publisher.sheet.problem.pictogramMissing": "The hazard statements call for pictogram {{pictogram}}.",
  "publisher.sheet.problem.pictogramExtra": "No hazard statement calls for pictogram {{pictogram}}.",
  "publisher.sheet.problem.cas": "{{substance}}: {{cas}} is not a valid CAS number.",
  "publisher.sheet.problem.untranslated": "Phrase {{phrase}} has no text in the sheet's language.",
  "publisher.sheet.signalWord.Danger": "Danger",
  "publisher.sheet.signalWord.Warning": "Warning",
} as const;
