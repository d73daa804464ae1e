import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SHEET_SEARCH_MAX } from "../../../../core/publisher/rules";
import type { startPage } from "../editor.server";
import { hydrateLater } from "~/ui/hydrateLater";

// The forms hydrate after the page (app/ui/hydrateLater.tsx): their code and conform are not in the first visit.
const SupplierForm = hydrateLater(() => import("./StartForms").then((module) => module.SupplierForm));
const StartForm = hydrateLater(() => import("./StartForms").then((module) => module.StartForm));
const CopyForm = hydrateLater(() => import("./StartForms").then((module) => module.CopyForm));

type Start = Awaited<ReturnType<typeof startPage>>;

/** What the action answered a start form with (its errors and what was typed). */
export interface StartResults {
  start?: SubmissionResult<string[]> | undefined;
  copy?: SubmissionResult<string[]> | undefined;
}

/**
 * The start of a new sheet, in two steps that work without JavaScript: the supplier (a GET form, so its
 * languages and markets can be offered), then the product, language, market, kind and template. Below, a
 * sheet started as a copy of an existing one.
 */
export function StartSheet({ start, results }: { start: Start; results: StartResults }) {
  const { t } = useTranslation();
  const { supplier, choices } = start;
  return (
    <>
      <h1>{t("publisher.editor.title.new")}</h1>
      <p>{t("publisher.editor.start.intro")}</p>
      {start.suppliers.length === 0 ? (
        <p>
          {t("publisher.editor.start.noSuppliers")}{" "}
          <Link to="/new-supplier">{t("publisher.editor.start.addSupplier")}</Link>
        </p>
      ) : supplier === null ? (
        <SupplierForm suppliers={start.suppliers} />
      ) : (
        <>
          <p>
            {t("publisher.editor.start.supplier")}: <strong>{supplier.name}</strong>{" "}
            <Link to="/new-document">{t("publisher.editor.start.changeSupplier")}</Link>
          </p>
          {choices === null ? (
            <p>
              {t("publisher.editor.start.noMarkets", { name: supplier.name })}{" "}
              <Link to={`/add-new-countries/${supplier.id}/1`}>{t("publisher.editor.start.addMarkets")}</Link>
            </p>
          ) : (
            <StartForm
              key={supplier.id}
              supplierId={supplier.id}
              choices={choices}
              lastResult={results.start}
            />
          )}
        </>
      )}

      {start.copies.length > 0 || start.copyQ ? (
        <section aria-labelledby="copy-heading">
          <h2 id="copy-heading">{t("publisher.editor.copy.heading")}</h2>
          <p>{t("publisher.editor.copy.intro")}</p>
          <CopySearch start={start} />
          {start.copies.length > 0 ? (
            <CopyForm copies={start.copies} action={copyAction(start.copyQ)} lastResult={results.copy} />
          ) : null}
        </section>
      ) : null}
    </>
  );
}

/** The copy form posts back to the page with its search, so that a refused copy shows the same sheets. */
const copyAction = (copyQ: string) =>
  copyQ ? `/new-document?${new URLSearchParams({ copy_q: copyQ })}` : "/new-document";

/**
 * The search for the sheet to copy (a GET form, so it works without JavaScript): the choice lists one page
 * of the company's sheets, and a company with more finds the one it wants by name, article number or key.
 */
function CopySearch({ start }: { start: Start }) {
  const { t } = useTranslation();
  const shown = start.copies.length;
  if (start.copyTotal <= shown && !start.copyQ) return null;
  return (
    <>
      <Form method="get" role="search" className="inline-search">
        {start.supplier ? <input type="hidden" name="supplier" value={start.supplier.id} /> : null}
        <label htmlFor="copy-q">{t("publisher.sheet.copySearch.label")}</label>{" "}
        <input
          id="copy-q"
          type="search"
          name="copy_q"
          defaultValue={start.copyQ}
          maxLength={SHEET_SEARCH_MAX}
        />{" "}
        <button type="submit">{t("publisher.sheet.copySearch.submit")}</button>
      </Form>
      {shown === 0 ? (
        <p>{t("publisher.sheet.copySearch.noMatch", { q: start.copyQ })}</p>
      ) : start.copyTotal > shown ? (
        <p>{t("publisher.sheet.copySearch.more", { shown, total: start.copyTotal })}</p>
      ) : null}
    </>
  );
}
