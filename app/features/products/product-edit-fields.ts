/** The fields of the product edit form, in the order the form and its error summary show them. */
export const PRODUCT_EDIT_FIELDS = ["name", "supplier", "article_no"] as const;
