import { documentRoutes } from "./routes-documents";
import { lifecycleRoutes } from "./routes-lifecycle";
import { templateRoutes } from "./routes-templates";

/**
 * Smart forms: the template builder (/smartforms, smartforms_admin), filling in documents, and a document's
 * approval. Each part keeps its URL table beside this one.
 */
export const smartformRoutes = [...templateRoutes, ...documentRoutes, ...lifecycleRoutes];
