import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { Statement } from "../../../../api/products/schemas";

/** The base language code of a locale or language code: "en-GB" → "en". */
export function baseLanguage(code: string): string {
  return code.toLowerCase().split("-")[0] ?? code;
}

export interface ProductStatementsProps {
  statements: readonly Statement[];
  /** The language of the page around the list ("en-GB", "de"): a text in another language gets `lang`. */
  pageLanguage: string;
  /** Shown instead of an empty list. */
  emptyText: string;
  /** Extra class names of the list. */
  className?: string;
}

/**
 * Hazard or precautionary statements as a definition list: the code, then
 * its text. Texts are in the reader's language where the data set has it,
 * else English; a text in another language than the page's carries `lang`,
 * so screen readers pronounce it right, and a note says it is a fallback.
 */
export function ProductStatements({
  statements,
  pageLanguage,
  emptyText,
  className,
}: ProductStatementsProps) {
  const { t } = useTranslation();
  if (statements.length === 0) return <p>{emptyText}</p>;
  const page = baseLanguage(pageLanguage);
  const fallback = statements.some((statement) => baseLanguage(statement.language) !== page);
  return (
    <>
      <dl className={["statements", className].filter(Boolean).join(" ")}>
        {statements.map((statement) => {
          const own = baseLanguage(statement.language) === page;
          return (
            <div key={statement.code} className="statement">
              <dt>
                {statement.code.split("+").map((part, index) => (
                  <Fragment key={index}>
                    {index > 0 ? (
                      <>
                        +<wbr />
                      </>
                    ) : null}
                    {part}
                  </Fragment>
                ))}
              </dt>
              <dd lang={own ? undefined : statement.language}>{statement.text}</dd>
            </div>
          );
        })}
      </dl>
      {fallback ? <p className="help">{t("product.statements.fallback")}</p> : null}
    </>
  );
}
