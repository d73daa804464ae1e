import type { MetaFunction } from "@remix-run/node";

/**
 * The document title of a page: the `title` its loader returns (already
 * translated and ending in "– ChemSafe"), or the product name while there is
 * none (an error page). Every page's `meta` export is this function.
 */
export const pageTitle: MetaFunction = ({ data }) => {
  const title = (data as { title?: unknown } | undefined)?.title;
  return [{ title: typeof title === "string" ? title : "ChemSafe" }];
};
