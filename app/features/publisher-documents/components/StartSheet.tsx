import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PUBLISHER_LIMITS, SHEET_SEARCH_MAX } from "../../../../core/publisher/rules";
import { SHEET_LIMITS_ARTICLE_NO } from "../limits";
import type { startPage } from "../editor.server";
import { Field } from "./Field";
import { formState, type EditorAction } from "./form-state";
import { ErrorSummary } from "~/ui/ErrorSummary";

type Start = Awaited<ReturnType<typeof startPage>>;

/**
 * The start of a new sheet, in two steps that work without JavaScript: the supplier (a GET form, so its
 * languages and markets can be offered), then the product, language, market, kind and template. Below, a
 * sheet started as a copy of an existing one.
 */
export function StartSheet({ start, actionData }: { start: Start; actionData: EditorAction | undefined }) {
  const { t } = useTranslation();
  const state = formState(actionData, "start");
  const copy = formState(actionData, "copy");
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
        <Form method="get" className="stack" id="supplier">
          <div className="field">
            <label htmlFor="supplier-id">{t("publisher.editor.start.supplier")}</label>
            <select id="supplier-id" name="supplier" required>
              {start.suppliers.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <button type="submit">{t("publisher.editor.start.continue")}</button>
          </div>
        </Form>
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
            <>
              <ErrorSummary
                id="start-summary"
                title={t("publisher.editor.errors")}
                items={state.summary("start")}
              />
              <Form method="post" className="stack" id="start">
                <input type="hidden" name="manufacturer_id" value={supplier.id} />
                <Field
                  formId="start"
                  name="product_name"
                  label={t("publisher.editor.start.productName")}
                  state={state}
                >
                  {(attributes) => (
                    <input
                      {...attributes}
                      type="text"
                      required
                      maxLength={PUBLISHER_LIMITS.name}
                      defaultValue={state.text("product_name", "")}
                      autoComplete="off"
                    />
                  )}
                </Field>
                <Field
                  formId="start"
                  name="article_no"
                  label={t("publisher.editor.start.articleNo")}
                  state={state}
                >
                  {(attributes) => (
                    <input
                      {...attributes}
                      type="text"
                      maxLength={SHEET_LIMITS_ARTICLE_NO}
                      size={20}
                      defaultValue={state.text("article_no", "")}
                      autoComplete="off"
                    />
                  )}
                </Field>
                <Field
                  formId="start"
                  name="language_id"
                  label={t("publisher.editor.start.language")}
                  state={state}
                >
                  {(attributes) => (
                    <select {...attributes} defaultValue={state.text("language_id", "4")}>
                      {choices.languages.map((l) => (
                        <option key={l.id} value={l.id}>
                          {l.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field
                  formId="start"
                  name="market_id"
                  label={t("publisher.editor.start.market")}
                  state={state}
                >
                  {(attributes) => (
                    <select {...attributes} defaultValue={state.text("market_id", "")}>
                      {choices.markets.map((m) => (
                        <option key={m.id} value={m.id}>
                          {m.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field formId="start" name="sds_type" label={t("publisher.editor.start.type")} state={state}>
                  {(attributes) => (
                    <select {...attributes} defaultValue={state.text("sds_type", "1")}>
                      {choices.types.map((k) => (
                        <option key={k.id} value={k.id}>
                          {k.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field
                  formId="start"
                  name="template_id"
                  label={t("publisher.editor.start.template")}
                  state={state}
                >
                  {(attributes) => (
                    <select {...attributes} defaultValue={state.text("template_id", "1")}>
                      {choices.templates.map((k) => (
                        <option key={k.id} value={k.id}>
                          {k.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <div>
                  <button type="submit" name="intent" value="start">
                    {t("publisher.editor.start.submit")}
                  </button>
                </div>
              </Form>
            </>
          )}
        </>
      )}

      {start.copies.length > 0 || start.copyQ ? (
        <section aria-labelledby="copy-heading">
          <h2 id="copy-heading">{t("publisher.editor.copy.heading")}</h2>
          <p>{t("publisher.editor.copy.intro")}</p>
          <CopySearch start={start} />
          <ErrorSummary id="copy-summary" title={t("publisher.editor.errors")} items={copy.summary("copy")} />
          {start.copies.length > 0 ? (
            <Form method="post" action={copyAction(start.copyQ)} className="stack" id="copy">
              <Field formId="copy" name="copy_of" label={t("publisher.editor.copy.source")} state={copy}>
                {(attributes) => (
                  <select {...attributes} defaultValue={copy.text("copy_of", "")}>
                    {start.copies.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                formId="copy"
                name="product_name"
                label={t("publisher.editor.copy.productName")}
                state={copy}
              >
                {(attributes) => (
                  <input
                    {...attributes}
                    type="text"
                    required
                    maxLength={PUBLISHER_LIMITS.name}
                    defaultValue={copy.text("product_name", "")}
                    autoComplete="off"
                  />
                )}
              </Field>
              <div>
                <button type="submit" name="intent" value="copy">
                  {t("publisher.editor.copy.submit")}
                </button>
              </div>
            </Form>
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
