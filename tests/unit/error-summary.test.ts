import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorSummary, errorSummaryItems, type ErrorSummaryProps } from "~/ui/ErrorSummary";

/**
 * The one error summary of the forms: the form's own problems first without a link, then one entry per field
 * linking to the control conform names `<formId>-<name>`; a group's parts (a market's box) fold into the
 * group's entry, which links to the group's fieldset.
 */

const html = (props: ErrorSummaryProps) => renderToStaticMarkup(createElement(ErrorSummary, props));
const hrefs = (markup: string) => [...markup.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe("errorSummaryItems", () => {
  it("lists the form's own problems first, then each field's messages linking to its control", () => {
    expect(
      errorSummaryItems({
        formId: "phrase",
        errors: { "": ["ignored: the form's own are in formErrors"], code: ["Code is required."] },
        formErrors: ["The phrase could not be saved."],
      }),
    ).toEqual([
      { key: "form-The phrase could not be saved.", text: "The phrase could not be saved." },
      { key: "code", text: "Code is required.", href: "#phrase-code" },
    ]);
  });

  it("folds the parts of the named groups into the group's entry, once per message", () => {
    expect(
      errorSummaryItems({
        formId: "system",
        errors: {
          primary_markets: ["Choose at most 5."],
          "primary_markets[0]": ["Choose one of the options."],
          "primary_markets[3]": ["Choose one of the options."],
          "ra_probability_labels[2]": ["At most 40 characters."],
        },
        groups: ["primary_markets"],
      }),
    ).toEqual([
      {
        key: "primary_markets",
        text: "Choose at most 5. Choose one of the options.",
        href: "#system-primary_markets",
      },
      // Not a group: each row has its own input.
      {
        key: "ra_probability_labels[2]",
        text: "At most 40 characters.",
        href: "#system-ra_probability_labels[2]",
      },
    ]);
  });

  it('folds every field\'s parts with groups "all" (dotted parts as the API names them too)', () => {
    expect(
      errorSummaryItems({
        formId: "supplier",
        errors: {
          "market_ids[1]": ["Choose a country."],
          "address.city": ["Too long."],
          name: ["Required."],
        },
        groups: "all",
      }).map((item) => item.href),
    ).toEqual(["#supplier-market_ids", "#supplier-address", "#supplier-name"]);
  });

  it("has nothing to list without errors", () => {
    expect(errorSummaryItems({ formId: "f", errors: undefined })).toEqual([]);
    expect(errorSummaryItems({ formId: "f", errors: {}, formErrors: [] })).toEqual([]);
  });
});

describe("ErrorSummary", () => {
  it("renders a focusable alert titled by its heading, its id from the form's", () => {
    const markup = html({
      title: "There is a problem",
      formId: "storage-settings",
      errors: { "storage_classes[0]": ["Choose one of the options."] },
      groups: ["storage_classes"],
    });
    expect(markup).toContain('role="alert"');
    expect(markup).toContain('tabindex="-1"');
    expect(markup).toContain('aria-labelledby="storage-settings-summary-title"');
    expect(markup).toContain('<h2 id="storage-settings-summary-title">There is a problem</h2>');
    expect(hrefs(markup)).toEqual(["#storage-settings-storage_classes"]);
  });

  it("renders ready items under the id given, a form-level problem as plain text", () => {
    const markup = html({
      id: "upload-summary",
      title: "The file was not imported",
      items: [
        { key: "a", text: "The file is empty." },
        { key: "b", text: "Choose a file.", href: "#upload-file" },
      ],
    });
    expect(markup).toContain('aria-labelledby="upload-summary-title"');
    expect(markup).toContain("<li>The file is empty.</li>");
    expect(hrefs(markup)).toEqual(["#upload-file"]);
  });

  it("renders nothing when there is no problem", () => {
    expect(html({ title: "There is a problem", formId: "f", errors: {} })).toBe("");
    expect(html({ id: "s", title: "There is a problem", items: [] })).toBe("");
  });
});
