import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { errorMessage, genericFailure } from "~/lib/errors";

/**
 * What a user sees when a page fails: a thrown HTTP response gets the error
 * catalogue's text (404 'Not found', 403 'Permission denied', …); anything
 * unexpected gets the generic failure text. The server has logged the detail.
 */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const known = isRouteErrorResponse(error);
  const text = known ? errorMessage(error, t) : genericFailure(t);
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <h1 id="error-heading">{known && error.status === 404 ? t("error.notFound") : t("error.title")}</h1>
      <p>{text}</p>
      <p>
        <Link to="/main" reloadDocument>
          {t("error.home")}
        </Link>
      </p>
    </section>
  );
}
