import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import type { common } from "../../core/texts/common/en";
import { textsI18n } from "./page-texts";

/**
 * The document title of a page: the `title` its loader returns (already
 * translated and ending in "– ChemSafe"), or the product name while there is
 * none (an error page). Every page's `meta` export is this function.
 */
export const pageTitle: MetaFunction = ({ data }) => {
  const title = (data as { title?: unknown } | undefined)?.title;
  return [{ title: typeof title === "string" ? title : "ChemSafe" }];
};

/**
 * The root's title, which Remix uses for every route without a `meta` of its
 * own, above all the error pages: a failing page is shown by the error boundary
 * of the root or of the app layout, whose titles come from here. It names what
 * the error page's heading says ("Not found – ChemSafe"), in the language of the
 * root loader's texts (English when the root loader itself failed).
 */
export const rootTitle: MetaFunction = ({ data, error }) => {
  const root = data as { textsHref?: string; locale?: string } | undefined;
  // The root loader's texts are complete; without them (it failed), the common English texts.
  const i18n = textsI18n(root?.textsHref, root?.locale ?? "en-GB");
  const text = (key: keyof typeof common) => i18n.t(key);
  if (error === undefined || error === null) return [{ title: text("app.name") }];
  const heading = isRouteErrorResponse(error) && error.status === 404 ? "error.notFound" : "error.title";
  return [{ title: `${text(heading)} – ${text("app.name")}` }];
};
