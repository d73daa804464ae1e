import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SignalWordBadge } from "~/features/products/components/Hazards";
import { ProductPictograms } from "~/features/products/components/ProductPictograms";
import {
  SheetFactItems,
  sheetName,
  SheetSwitcher,
  type SheetChoice,
} from "~/features/products/components/ProductSheet";
import { ProductStatements } from "~/features/products/components/ProductStatements";
import { ProductSubstances } from "~/features/products/components/ProductSubstances";
import { DataTable } from "~/ui/DataTable";
import type { SdsSummary } from "../../../../api/products/schemas";
import { requireUser } from "~/lib/auth.server";
import { formatDate, numberFormat } from "../../../../core/format";
import { getTranslator } from "~/lib/i18n.server";
import { loadProduct } from "~/features/products/api.server";
import { productPath } from "~/features/products/product-paths";
import { idParam } from "~/lib/list-params";
import { idFromParams } from "~/lib/route-params.server";
import { pageTitle } from "~/ui/meta";
import { isManager } from "~/features/read-understood/guard.server";
import { statusHref } from "~/features/read-understood/paths";

export const handle = { breadcrumb: { key: "product.breadcrumb", to: "/products" } };

export const meta = pageTitle;

/** The page of a location's products. */
function locationProductsPath(locationId: number): string {
  return `/locations/${locationId}/products`;
}

/** "Norsk (NO), version 2.0, issued 14/03/25". */
function sheetFacts(sheet: SdsSummary, locale: string) {
  return {
    key: sheet.key,
    name: sheetName(sheet.language_code, sheet.market_code),
    language: sheet.language,
    language_code: sheet.language_code,
    market: sheet.market,
    market_code: sheet.market_code,
    version: sheet.version,
    date: formatDate(sheet.date_issue, locale),
    dateIso: sheet.date_issue,
    superseded: sheet.superseded,
    pending: sheet.pending,
    pdf: sheet.sds_url_pdf,
    html: sheet.sds_url_html,
  };
}

/**
 * /products/{prodId}[?sds_language=&sds_market=]: a product with the safety
 * data sheet in the asked language and market (else the reader's language,
 * else English): what it is, its hazards (signal word, pictograms, hazard and
 * precautionary statements in the reader's language), composition, storage
 * class, where it is kept and every version of its sheet. Users with
 * add_product may edit it, add it to a location and (with the company's
 * replaceSds feature) replace its sheet. Another company's product is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const [{ user, api }, { t, locale }] = await Promise.all([requireUser(request), getTranslator(request)]);
  const id = idFromParams(params.prodId);
  const url = new URL(request.url);
  const asked = {
    language: idParam(url, "sds_language"),
    market: idParam(url, "sds_market"),
  };
  const { data: product, location_summary: locations } = await loadProduct(api, id, asked);
  const amount = numberFormat(locale, { maximumFractionDigits: 3 });
  const sheet = product.sds ? sheetFacts(product.sds, locale) : null;
  const choices: SheetChoice[] = product.available.map((pair) => ({
    ...pair,
    name: sheetName(pair.language_code, pair.market_code),
    href: productPath(id, pair),
    current: sheet !== null && pair.language === sheet.language && pair.market === sheet.market,
  }));
  const canAdd = user.permissions.add_product === true;
  // Workplace descriptions (wpd and add_product): "create" per location, prefilled from this product's sheet.
  const canDescribe = canAdd && user.permissions.wpd === true;
  return {
    canDescribe,
    title: `${product.name} – ${t("app.name")}`,
    pageLanguage: locale,
    product: {
      id: product.id,
      name: product.name,
      supplier: product.supplier,
      article_no: product.article_no,
      stock_kind: product.stock_kind,
      cas_no: product.sds?.cas_no ?? null,
      un_no: product.sds?.un_no ?? null,
      signal_word: product.signal_word,
      pictograms: product.pictograms,
      hazard_statements: product.hazard_statements,
      precautionary_statements: product.precautionary_statements,
      substances: product.substances,
      storage_class: product.storage_class,
      statements_notice: product.statements_notice,
    },
    sheet,
    choices,
    versions: product.versions.map((version) => sheetFacts(version, locale)),
    locations: locations.map((row) => ({
      id: row.location_product_id,
      location_id: row.location_id,
      name: row.location_name,
      path: row.location_path,
      href: locationProductsPath(row.location_id),
      amount: row.amount === null ? null : amount.format(row.amount),
      unit: row.unit,
      archived: row.archived,
      storage_class: row.storage_class,
    })),
    actions: {
      edit: canAdd ? `/products/${id}/edit${url.search}` : null,
      replace: canAdd && user.features.replaceSds === true ? `/replace-sds?prodId=${id}` : null,
      add: canAdd ? `/product/add?products=${id}` : null,
      // Who may assign its sheet to be read and follow it up (the page checks again).
      followUp: isManager(user) ? statusHref("sds", id) : null,
    },
  };
}

export default function ProductPage() {
  const { product, sheet, choices, versions, locations, actions, pageLanguage, canDescribe } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const notGiven = t("product.notGiven");
  const hasActions = actions.edit || actions.replace || actions.add || actions.followUp;

  return (
    <article className="product-page" aria-labelledby="product-heading">
      <h1 id="product-heading">{product.name}</h1>

      {hasActions ? (
        <ul className="product-actions" aria-label={t("product.actions")}>
          {actions.edit ? (
            <li>
              <Link to={actions.edit}>{t("product.action.edit")}</Link>
            </li>
          ) : null}
          {actions.replace ? (
            <li>
              <Link to={actions.replace}>{t("product.action.replace")}</Link>
            </li>
          ) : null}
          {actions.followUp ? (
            <li>
              <Link to={actions.followUp}>{t("readUnderstood.followUp")}</Link>
            </li>
          ) : null}
          {actions.add ? (
            <li>
              <Link to={actions.add}>{t("product.action.add")}</Link>
            </li>
          ) : null}
        </ul>
      ) : null}

      <section aria-labelledby="product-details" className="panel">
        <h2 id="product-details">{t("product.details")}</h2>
        <dl className="facts">
          <dt>{t("product.field.supplier")}</dt>
          <dd>{product.supplier || notGiven}</dd>
          <dt>{t("product.field.articleNo")}</dt>
          <dd>{product.article_no || notGiven}</dd>
          <dt>{t("product.field.cas")}</dt>
          <dd>{product.cas_no || notGiven}</dd>
          <dt>{t("product.field.un")}</dt>
          <dd>{product.un_no || notGiven}</dd>
          <dt>{t("product.stockKind")}</dt>
          <dd>{t(`product.stockKind.${product.stock_kind}`)}</dd>
        </dl>
      </section>

      <section aria-labelledby="product-sheet">
        <h2 id="product-sheet">{t("product.sheet.heading")}</h2>
        {sheet ? (
          <>
            <dl className="facts">
              <SheetFactItems sheet={sheet} />
            </dl>
            <ul className="sheet-links">
              <li>
                <a href={sheet.pdf} type="application/pdf">
                  {t("product.sheet.pdf")}
                </a>
              </li>
              <li>
                <Link to={sheet.html}>{t("product.sheet.html")}</Link>
              </li>
            </ul>
            <SheetSwitcher choices={choices} />
          </>
        ) : (
          <p>{t("product.sheet.none")}</p>
        )}
      </section>

      <section aria-labelledby="product-hazards">
        <h2 id="product-hazards">{t("product.hazards")}</h2>
        <dl className="facts">
          <dt>{t("product.field.signalWord")}</dt>
          <dd>
            {product.signal_word ? (
              <SignalWordBadge word={product.signal_word} />
            ) : (
              t("product.signalWordNone")
            )}
          </dd>
        </dl>
        {product.pictograms.length > 0 ? (
          <>
            <h3 id="product-pictograms">{t("common.pictograms")}</h3>
            <ProductPictograms codes={product.pictograms} />
          </>
        ) : (
          <p>{t("product.pictogramsNone")}</p>
        )}
        <h3>{t("product.hazardStatements")}</h3>
        <ProductStatements
          statements={product.hazard_statements}
          pageLanguage={pageLanguage}
          emptyText={t("product.hazardStatementsNone")}
        />
        <h3>{t("product.precautionaryStatements")}</h3>
        <ProductStatements
          statements={product.precautionary_statements}
          pageLanguage={pageLanguage}
          emptyText={t("product.precautionaryStatementsNone")}
        />
      </section>

      <section aria-labelledby="product-substances">
        <h2 id="product-substances">{t("product.substances.heading")}</h2>
        <ProductSubstances substances={product.substances} caption={t("product.substances.caption")} />
      </section>

      <section aria-labelledby="product-storage">
        <h2 id="product-storage">{t("product.storage.heading")}</h2>
        <p>
          {product.storage_class
            ? t("product.storage.class", {
                id: product.storage_class,
                name: t(`storageClass.${product.storage_class}`),
              })
            : t("product.storage.none")}
        </p>
      </section>

      <section aria-labelledby="product-locations">
        <h2 id="product-locations">{t("product.locations.heading")}</h2>
        <DataTable
          caption={t("product.locations.caption")}
          rows={locations}
          rowKey={(row) => row.id}
          empty={<p>{t("product.locations.none")}</p>}
          columns={[
            {
              id: "location",
              header: t("product.locations.location"),
              rowHeader: true,
              cell: (row) => <Link to={row.href}>{row.path || row.name}</Link>,
            },
            ...(canDescribe
              ? [
                  {
                    id: "workplaceDescription",
                    header: t("wpd.title"),
                    cell: (row: (typeof locations)[number]) => (
                      <Link to={`/workplacedescription?product=${product.id}&location=${row.location_id}`}>
                        {t("wpd.link.create")}
                      </Link>
                    ),
                  },
                ]
              : []),
            {
              id: "amount",
              header: t("product.locations.amount"),
              cell: (row) =>
                row.amount === null
                  ? notGiven
                  : `${row.amount} ${row.unit ? t(`product.unit.${row.unit}`) : ""}`.trim(),
            },
            {
              id: "storageClass",
              header: t("product.locations.storageClass"),
              cell: (row) =>
                row.storage_class
                  ? t("product.storage.class", {
                      id: row.storage_class,
                      name: t(`storageClass.${row.storage_class}`),
                    })
                  : notGiven,
            },
            {
              id: "status",
              header: t("product.locations.status"),
              cell: (row) =>
                row.archived ? (
                  <span className="tag">{t("product.locations.archived")}</span>
                ) : (
                  t("product.locations.active")
                ),
            },
          ]}
        />
      </section>

      <section aria-labelledby="product-versions">
        <h2 id="product-versions">{t("product.versions.heading")}</h2>
        <DataTable
          caption={t("product.versions.caption")}
          rows={versions}
          rowKey={(version) => version.key}
          columns={[
            {
              id: "sheet",
              header: t("product.sheet.languageMarket"),
              rowHeader: true,
              cell: (version) => <span lang={version.language_code}>{version.name}</span>,
            },
            { id: "version", header: t("product.field.version"), cell: (version) => version.version },
            {
              id: "date",
              header: t("product.field.dateIssue"),
              cell: (version) => <time dateTime={version.dateIso}>{version.date}</time>,
            },
            {
              id: "status",
              header: t("product.versions.status"),
              cell: (version) =>
                version.pending
                  ? t("product.versions.pending")
                  : version.superseded
                    ? t("product.versions.superseded")
                    : t("product.versions.current"),
            },
            {
              id: "file",
              header: t("product.versions.file"),
              cell: (version) => (
                <a href={version.pdf} type="application/pdf">
                  {t("product.versions.pdf", { version: version.version, sheet: version.name })}
                </a>
              ),
            },
          ]}
        />
      </section>

      <p className="small-print">
        <small>{t("product.statements.notice", { notice: product.statements_notice })}</small>
      </p>
    </article>
  );
}
