import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { ProductColumn } from "../../../../core/products";
import type { LocationProduct, PageMeta } from "../../../../api/products/schemas";
import { ProductBulkActions } from "./ProductBulkActions";
import { ProductColumnsForm } from "./ProductColumnsForm";
import {
  ProductPager,
  ProductQuickList,
  ProductSearchForm,
  ProductSortLinks,
  ProductTable,
  ProductViewSwitch,
  type ListState,
} from "./ProductTable";

/**
 * The list part of /products and /locations/{id}/products: search, view
 * switch, columns, the rows (table or quick text), page links and, for users
 * with add_product, the bulk actions.
 */
export function ProductListView({
  rows,
  meta,
  state,
  columns,
  canAct,
  returnTo,
  from,
  caption,
  columnsResult,
  showOnlyHere,
}: {
  rows: LocationProduct[];
  meta: PageMeta;
  state: ListState;
  columns: readonly ProductColumn[];
  canAct: boolean;
  returnTo: string;
  from?: number;
  caption: string;
  columnsResult?: SubmissionResult<string[]>;
  showOnlyHere?: boolean;
}) {
  const { t } = useTranslation();
  const selectForm = canAct && rows.length > 0 ? "product-bulk" : undefined;
  return (
    <>
      <ProductSearchForm state={state} label={t("products.search.formLabel")} showOnlyHere={showOnlyHere} />
      <div className="list-tools">
        <ProductViewSwitch state={state} />
        <ProductSortLinks state={state} />
        {state.view === "table" ? <ProductColumnsForm columns={columns} lastResult={columnsResult} /> : null}
      </div>
      {rows.length === 0 ? (
        <p className="empty-list">
          {state.q ? t("products.emptySearch", { q: state.q }) : t("products.empty")}
        </p>
      ) : state.view === "quicktext" ? (
        <ProductQuickList rows={rows} caption={caption} selectForm={selectForm} />
      ) : (
        <ProductTable rows={rows} columns={columns} state={state} caption={caption} selectForm={selectForm} />
      )}
      <ProductPager meta={meta} state={state} />
      {selectForm ? <ProductBulkActions id={selectForm} from={from} returnTo={returnTo} /> : null}
    </>
  );
}
