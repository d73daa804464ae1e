import { z } from "zod";
import {
  AMOUNT_UNITS,
  PRODUCT_ACTIONS,
  PRODUCT_COLUMNS,
  type ProductAction,
  type ProductColumn,
} from "../../../core/products";
import type { Translate } from "../../../core/translate";
import { parseId as idOf } from "../../../core/ids";
import { safeRedirect } from "../../lib/redirects";
import { FROM_SDS } from "./actions";
import { selectionToken } from "./selection";

/**
 * The forms of the product lists, the product actions (/product/{actionType})
 * and /amounts/edit (conform + zod, the same schema in the browser and in the
 * route action), with translated messages.
 *
 * A chosen product travels as a "selection token": `<productId>@<locationId>`
 * for a product at a location (the lists' checkboxes), or a bare
 * `<productId>` for a product without a location (e.g. "Add to location" on a
 * product page; the page's `from` location applies to it).
 */

/** At most this many products in one bulk action. */
export const MAX_SELECTION = 100;
/** The largest amount a location_products row holds (numeric(14,3)). */
export const MAX_AMOUNT = 99_999_999_999;

export interface Selection {
  productId: number;
  /** The location the product is at; null when the token named the product only. */
  locationId: number | null;
}

/** A positive database id from a URL or form value (spaces around it ignored), else null. */
export function parseId(value: unknown): number | null {
  return typeof value === "string" ? idOf(value.trim()) : null;
}

/** `<productId>@<locationId>` or `<productId>`; null for anything else. */
export function parseSelectionToken(token: string): Selection | null {
  const match = /^(\d+)(?:@(\d+))?$/.exec(token.trim());
  if (!match) return null;
  const productId = idOf(match[1]);
  const locationId = match[2] === undefined ? null : idOf(match[2]);
  if (productId === null || (match[2] !== undefined && locationId === null)) return null;
  return { productId, locationId };
}

/**
 * The selection of a URL or form: every `products` value, each of which may
 * also be a comma-separated list (links build `?products=1@2,3@2`). Invalid
 * tokens are dropped, duplicates kept once, bare product ids get `from`.
 */
export function selectionOf(values: readonly string[], from: number | null): Selection[] {
  const seen = new Set<string>();
  const result: Selection[] = [];
  for (const token of values.flatMap((value) => value.split(","))) {
    const parsed = parseSelectionToken(token);
    if (!parsed) continue;
    const selection = { productId: parsed.productId, locationId: parsed.locationId ?? from };
    const key = selectionToken(selection.productId, selection.locationId);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(selection);
    if (result.length >= MAX_SELECTION) break;
  }
  return result;
}

export function isProductAction(value: unknown): value is ProductAction {
  return typeof value === "string" && (PRODUCT_ACTIONS as readonly string[]).includes(value);
}

/**
 * Where a product action or /amounts/edit goes back to: the page's `returnTo`
 * when it is a path on this site (the app's one redirect check), else the
 * list the products were chosen from.
 */
export function returnToOf(value: unknown, from: number | null): string {
  return safeRedirect(value, from !== null ? `/locations/${from}/products` : "/products");
}

/* ------------------------------------------------------------------ amounts */

export type AmountParse =
  { ok: true; value: number | null } | { ok: false; reason: "notANumber" | "negative" | "tooLarge" };

/**
 * An amount as people type it in any of the app's languages: "2.5", "2,5",
 * "1 000,5", "1,000.5", "1.000,5". Empty is "no amount" (null). At most three
 * decimals are kept.
 */
export function parseAmount(input: unknown): AmountParse {
  if (input === undefined || input === null) return { ok: true, value: null };
  if (typeof input !== "string") return { ok: false, reason: "notANumber" };
  let text = input.trim().replace(/[\s\u00a0\u202f']/g, "");
  if (text === "") return { ok: true, value: null };
  const negative = /^[-−]/.test(text);
  text = text.replace(/^[-−+]/, "");
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  if (lastComma !== -1 && lastDot !== -1) {
    // Both: the later one is the decimal separator, the other groups thousands.
    const decimal = lastComma > lastDot ? "," : ".";
    const group = decimal === "," ? "." : ",";
    text = text.split(group).join("");
    if (decimal === ",") text = text.replace(",", ".");
  } else if (lastComma !== -1) {
    const parts = text.split(",");
    // "1,000,000" groups thousands; "2,5" and "1,000" (ambiguous) read as decimals only when one comma.
    text = parts.length > 2 ? parts.join("") : parts.join(".");
  } else if (text.split(".").length > 2) {
    text = text.split(".").join("");
  }
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: false, reason: "notANumber" };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, reason: "notANumber" };
  if (negative && value !== 0) return { ok: false, reason: "negative" };
  if (value > MAX_AMOUNT) return { ok: false, reason: "tooLarge" };
  return { ok: true, value: Math.round(value * 1000) / 1000 };
}

/** An empty select is "no unit". */
const unitField = (t: Translate) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(AMOUNT_UNITS, { error: t("products.error.unitInvalid") }).optional(),
  );

/**
 * The checks of one amount + unit pair (the add form and /amounts/edit): the
 * amount must be a number (either decimal separator) that is not negative,
 * and the unit is required when the amount is set and not zero ("Field is
 * required", as the API says). An empty amount means none.
 */
function checkAmount(t: Translate) {
  return (row: { amount?: string | undefined; unit?: string | undefined }, ctx: z.RefinementCtx) => {
    const parsed = parseAmount(row.amount);
    if (!parsed.ok) {
      ctx.addIssue({
        code: "custom",
        path: ["amount"],
        message:
          parsed.reason === "negative"
            ? t("products.error.amountNegative")
            : parsed.reason === "tooLarge"
              ? t("products.error.amountTooLarge", { max: MAX_AMOUNT })
              : t("products.error.amountNotANumber"),
      });
      return;
    }
    if (parsed.value !== null && parsed.value !== 0 && !row.unit) {
      ctx.addIssue({ code: "custom", path: ["unit"], message: t("products.error.required") });
    }
  };
}

/** The amount as a number (or null), once the row has passed checkAmount. */
export function amountValueOf(row: { amount?: string | undefined }): number | null {
  const parsed = parseAmount(row.amount);
  return parsed.ok ? parsed.value : null;
}

const tokenField = (t: Translate) =>
  z
    .string({ error: t("products.error.selectionInvalid") })
    .refine((value) => parseSelectionToken(value) !== null, { error: t("products.error.selectionInvalid") });

const locationField = (t: Translate) =>
  z
    .string({ error: t("products.error.locationRequired") })
    .trim()
    .min(1, { error: t("products.error.locationRequired") })
    .refine((value) => idOf(value) !== null, { error: t("products.error.locationRequired") });

/** /amounts/edit: every row's location_products id, amount and unit. */
export function amountsFormSchema(t: Translate) {
  return z.object({
    returnTo: z.string().optional(),
    rows: z
      .array(
        z
          .object({
            id: z
              .string({ error: t("products.error.selectionInvalid") })
              .refine((value) => idOf(value) !== null, { error: t("products.error.selectionInvalid") }),
            amount: z.string().optional(),
            unit: unitField(t),
          })
          .superRefine(checkAmount(t)),
        { error: t("products.error.noProducts") },
      )
      .min(1, { error: t("products.error.noProducts") })
      .max(MAX_SELECTION, { error: t("products.error.tooMany", { max: MAX_SELECTION }) }),
  });
}
export type AmountsFormValue = z.infer<ReturnType<typeof amountsFormSchema>>;

/**
 * /product/{actionType}: the chosen products (hidden), and per action the
 * target location (add, copy, move), optional amounts (add), or the category
 * (categorise). Delete, archive and unarchive are a confirmation button.
 */
export function productActionSchema(t: Translate, action: ProductAction, categories: readonly string[]) {
  const base = {
    intent: z.literal(action),
    returnTo: z.string().optional(),
    from: z.string().optional(),
  };
  const products = z
    .array(tokenField(t), { error: t("products.error.noProducts") })
    .min(1, { error: t("products.error.noProducts") })
    .max(MAX_SELECTION, { error: t("products.error.tooMany", { max: MAX_SELECTION }) });
  switch (action) {
    case "add":
      return z.object({
        ...base,
        location_id: locationField(t),
        items: z
          .array(
            z
              .object({ product: tokenField(t), amount: z.string().optional(), unit: unitField(t) })
              .superRefine(checkAmount(t)),
            { error: t("products.error.noProducts") },
          )
          .min(1, { error: t("products.error.noProducts") })
          .max(MAX_SELECTION, { error: t("products.error.tooMany", { max: MAX_SELECTION }) }),
      });
    case "copy":
    case "move":
      return z.object({ ...base, products, location_id: locationField(t) });
    case "categorise":
      return z.object({
        ...base,
        products,
        category: z
          .string({ error: t("products.error.categoryRequired") })
          .refine((value) => value === FROM_SDS || categories.includes(value), {
            error: t("products.error.categoryRequired"),
          }),
      });
    default:
      return z.object({ ...base, products });
  }
}

/** The default-columns form of the product lists. */
export function columnsFormSchema(t: Translate) {
  return z.object({
    intent: z.literal("columns"),
    columns: z
      .array(z.enum(PRODUCT_COLUMNS, { error: t("products.error.columnInvalid") }), {
        error: t("products.error.columnsRequired"),
      })
      .optional()
      // The name column is always shown and has no box in the form: it comes first whatever was ticked.
      .transform((columns = []): ProductColumn[] => [
        "name",
        ...columns.filter((column) => column !== "name"),
      ]),
  });
}
