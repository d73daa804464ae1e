import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ProductAction } from "../../../../core/products";

/** The bulk actions of a list, in the order they are offered. */
const BULK_ACTIONS: readonly ProductAction[] = [
  "add",
  "copy",
  "move",
  "archive",
  "unarchive",
  "delete",
  "categorise",
];

/**
 * The bulk actions under a product list (users with add_product): the rows'
 * checkboxes belong to this form (their `form` attribute), and each button
 * opens its action page with the chosen products — a GET to
 * /product/{action}?products=…&from=…&returnTo=… or /amounts/edit. Works
 * without JavaScript.
 */
export function ProductBulkActions({
  id,
  from,
  returnTo,
}: {
  /** The form id the checkboxes name. */
  id: string;
  /** The location whose list this is, if any. */
  from?: number;
  /** The list's own URL, to come back to. */
  returnTo: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/product/add" id={id} className="bulk-actions">
      <fieldset>
        <legend>{t("products.bulk.legend")}</legend>
        <p className="help">{t("products.bulk.help")}</p>
        {from !== undefined ? <input type="hidden" name="from" value={from} /> : null}
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className="button-row">
          {BULK_ACTIONS.map((action) => (
            <button
              key={action}
              type="submit"
              className="secondary"
              formAction={`/product/${action}`}
              formMethod="get"
            >
              {t(`products.bulk.${action}`)}
            </button>
          ))}
          <button type="submit" className="secondary" formAction="/amounts/edit" formMethod="get">
            {t("products.bulk.amounts")}
          </button>
        </div>
      </fieldset>
    </Form>
  );
}
