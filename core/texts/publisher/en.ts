/** Internal documents publisher: suppliers, substances and standard phrases (docs/decisions/069-publisher-material.md). */
export const publisher = {
  "publisher.error.tooLong": "At most {{max}} characters.",
  "publisher.error.text": "The text contains characters that cannot be stored.",
  "publisher.error.name": "Name is required.",
  "publisher.error.type": "Choose a supplier type.",
  "publisher.error.country": "Choose a country from the list.",
  "publisher.error.email": "Enter an e-mail address like name@example.com.",
  "publisher.error.market": "Choose markets from the list.",
  "publisher.error.cas": "Wrong format",
  "publisher.error.ec": "Enter an EC number like 200-662-2 with a correct check digit.",
  "publisher.error.code":
    "A code starts with a letter and has only letters, digits, dots and dashes (at most 20).",
  "publisher.error.official":
    "H, EUH and P codes are the official CLP statements; give your phrase another code.",
  "publisher.error.codeTaken": "Another phrase has this code.",
  "publisher.error.field": "Choose the SDS section the phrase is for.",
  "publisher.error.english": "The English text is required.",
  "publisher.type.1": "Manufacturer",
  "publisher.type.2": "Supplier",
  "publisher.type.3": "Importer",
  "publisher.type.4": "Distributor",
} as const;
