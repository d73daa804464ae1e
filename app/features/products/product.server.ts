/**
 * Kept for the chemical-approval pages, which import uploadOptions from here;
 * the function lives in ./upload-options.ts. Remove this file once they
 * import it from there.
 */
export { uploadOptions } from "./upload-options";
