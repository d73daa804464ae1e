import { LEGISLATION_IMPORT_MAX_BYTES } from "../../../core/legislation/lists";
import { readMultipartForm } from "../../lib/multipart.server";

/** Reading the import form: the list and the CSV file in memory (a larger file is dropped and reported). */
export interface ImportUpload {
  list: string;
  file: File | null;
  tooLarge: boolean;
}

export async function readImportForm(request: Request): Promise<ImportUpload> {
  let tooLarge = false;
  const form = await readMultipartForm(request, {
    maxPartSize: LEGISLATION_IMPORT_MAX_BYTES,
    drainLimit: LEGISLATION_IMPORT_MAX_BYTES,
    drainPerPart: true,
    keepFile: (part) => part.name === "file",
    onTooLarge: () => {
      tooLarge = true;
    },
  });
  const value = form.get("file");
  const file = value instanceof File && value.size > 0 ? value : null;
  const list = form.get("list");
  return { list: typeof list === "string" ? list : "", file, tooLarge };
}
