import { readFileSync } from "node:fs";
import { pdfText } from "./api/products/sds-reader";
import { sectionTwo } from "./api/products/sds-text";
for (const id of process.argv.slice(2)) {
  const text = await pdfText(new Uint8Array(readFileSync(`/work/sds-corpus/pdfs/${id}.pdf`)));
  console.log("=====", id); console.log((sectionTwo(text) ?? "NO SECTION").slice(0, 1500));
}
