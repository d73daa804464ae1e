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

/* ====================================================================== end */
