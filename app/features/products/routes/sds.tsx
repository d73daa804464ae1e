import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ProductPictograms } from "~/features/products/components/ProductPictograms";
import { SheetFactItems, sheetName } from "~/features/products/components/ProductSheet";
import { ProductStatements } from "~/features/products/components/ProductStatements";
import { requireUser } from "~/lib/auth.server";
import { formatDate } from "../../../../core/format";
import { getTranslator } from "~/lib/i18n.server";
import { loadSdsInfo } from "~/features/products/api.server";
import { productPath } from "~/features/products/product-paths";
import { notFound } from "~/lib/responses.server";
import { pageTitle } from "~/ui/meta";

export const handle = { breadcrumb: { key: "product.sds.breadcrumb", to: "/products" } };

export const meta = pageTitle;

const SDS_KEY_MAX = 64;

/**
 * /sds/{key}: a safety data sheet for reading on screen, its 16 sections
 * (REACH Annex II) in the sheet's own language (the page marks it with
 * `lang`), with the statements, a link to the PDF and back to the product.
 * Another company's sheet or an unknown key is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const key = (params.key ?? "").trim();
  if (!key || key.length > SDS_KEY_MAX) throw notFound();
  const info = await loadSdsInfo(api, key);
  const sheet = info.sds;
  return {
    title: `${sheet.label} – ${t("product.sds.title")} – ${t("app.name")}`,
    sheet: {
      key: sheet.key,
      label: sheet.label,
      supplier: sheet.company,
      name: sheetName(sheet.language_code, sheet.market_code),
      language_code: sheet.language_code,
      version: sheet.version,
      date: formatDate(sheet.date_issue, locale),
      dateIso: sheet.date_issue,
      superseded: sheet.superseded,
      pending: sheet.pending,
      pictograms: sheet.pictograms,
      pdf: sheet.sds_url_pdf,
    },
    productHref: productPath(sheet.product_id, sheet),
    sections: info.sheet.sections,
    hazard: info.sheet.hazard_statements,
    precautionary: info.sheet.precautionary_statements,
  };
}

export default function SdsPage() {
  const { sheet, productHref, sections, hazard, precautionary } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="sds-page" aria-labelledby="sds-heading">
      <h1 id="sds-heading">
        {t("product.sds.heading")}: <span lang={sheet.language_code}>{sheet.label}</span>
      </h1>
      <dl className="facts">
        <dt>{t("product.field.supplier")}</dt>
        <dd>{sheet.supplier}</dd>
        <SheetFactItems sheet={sheet} />
      </dl>
      {sheet.superseded ? <p className="notice warning">{t("product.sds.superseded")}</p> : null}
      {sheet.pending ? <p className="notice">{t("product.sds.pending")}</p> : null}
      <ul className="sheet-links">
        <li>
          <a href={sheet.pdf} type="application/pdf">
            {t("product.sheet.pdf")}
          </a>
        </li>
        <li>
          <Link to={productHref}>{t("product.sds.backToProduct")}</Link>
        </li>
      </ul>
      <p className="help">{t("product.sds.languageNote")}</p>

      <div lang={sheet.language_code} className="sds-sections">
        {sections.map((section) => (
          <section key={section.number} aria-labelledby={`sds-section-${section.number}`}>
            <h2 id={`sds-section-${section.number}`}>
              {section.number}. {section.title}
            </h2>
            {section.number === 2 ? (
              <>
                <ProductPictograms codes={sheet.pictograms} size={48} />
                <SectionParagraphs paragraphs={section.paragraphs} />
              </>
            ) : (
              <SectionParagraphs paragraphs={section.paragraphs} />
            )}
          </section>
        ))}
      </div>

      <section aria-labelledby="sds-statements">
        <h2 id="sds-statements">{t("product.sds.statements")}</h2>
        <h3>{t("product.hazardStatements")}</h3>
        <ProductStatements
          statements={hazard}
          pageLanguage={sheet.language_code}
          emptyText={t("product.hazardStatementsNone")}
        />
        <h3>{t("product.precautionaryStatements")}</h3>
        <ProductStatements
          statements={precautionary}
          pageLanguage={sheet.language_code}
          emptyText={t("product.precautionaryStatementsNone")}
        />
      </section>
    </article>
  );
}

/** A paragraph ending with ":" introduces the ones after it: set as a label (bold). */
function SectionParagraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <>
      {paragraphs.map((paragraph, index) =>
        paragraph.endsWith(":") ? (
          <p key={index} className="sds-label">
            <strong>{paragraph}</strong>
          </p>
        ) : (
          <p key={index}>{paragraph}</p>
        ),
      )}
    </>
  );
}
