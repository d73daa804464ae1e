import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requirePublisher } from "../access.server";
import { listSubstances, listSuppliers } from "../api.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "internalDocuments.landing.title", to: "/internal-documents" } };

export const meta = pageTitle;

/**
 * /internal-documents (local_publisher): what the publisher is, and the way to its four parts. The suppliers
 * and substances are counted from their lists (bounded, one call each); documents and phrases have their own
 * pages and are not counted here.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user, api, t } = await requirePublisher(request);
  const [suppliers, substances] = await Promise.all([
    listSuppliers(api, user.company_id),
    listSubstances(api, { q: "", page: 1 }),
  ]);
  return {
    title: `${t("internalDocuments.landing.title")} – ${t("app.name")}`,
    counts: { suppliers: suppliers.length, substances: substances.meta.total },
  };
}

const PARTS = [
  { to: "/documents", name: "documents", text: "documentsText" },
  { to: "/suppliers", name: "suppliers", text: "suppliersText" },
  { to: "/substances", name: "substances", text: "substancesText" },
  { to: "/standard-phrases", name: "phrases", text: "phrasesText" },
] as const;

export default function InternalDocuments() {
  const { counts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("internalDocuments.landing.title")}</h1>
      <p>{t("internalDocuments.landing.intro")}</p>
      <nav aria-label={t("internalDocuments.landing.nav")}>
        <ul className="stack">
          {PARTS.map((part) => {
            const count =
              part.name === "suppliers"
                ? counts.suppliers
                : part.name === "substances"
                  ? counts.substances
                  : null;
            return (
              <li key={part.to}>
                <h2>
                  <Link to={part.to}>{t(`internalDocuments.landing.${part.name}`)}</Link>
                </h2>
                <p>{t(`internalDocuments.landing.${part.text}`)}</p>
                {count === null ? null : <p>{t("internalDocuments.landing.count", { count })}</p>}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
