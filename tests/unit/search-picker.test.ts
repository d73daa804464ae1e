import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { pickedIds } from "~/lib/picked-ids";
import { SearchPicker, type SearchPickerProps } from "~/ui/SearchPicker";

/**
 * The one searched picker (app/ui/SearchPicker.tsx): the chosen items ticked, a search field with its Find,
 * and after a search the matches unticked; the same markup whether Find is a GET, a GET of the whole form or
 * a submit button with its own intent.
 */

const TEXTS = {
  searchLabel: "Search people by name",
  find: "Find",
  matches: "Matches for “an”",
  noMatches: "Nothing matches “an”.",
};

const base: SearchPickerProps = {
  id: "p",
  name: "people",
  multiple: true,
  queryName: "personq",
  queryMaxLength: 100,
  texts: TEXTS,
  state: { q: "", chosen: [], matches: null },
};

const html = (props: Partial<SearchPickerProps>) =>
  renderToStaticMarkup(createElement(SearchPicker, { ...base, ...props }));
const ids = (markup: string) => [...markup.matchAll(/ id="([^"]*)"/g)].map((match) => match[1]);
const forIds = (markup: string) => [...markup.matchAll(/ for="([^"]*)"/g)].map((match) => match[1]);

describe("SearchPicker", () => {
  it("renders the chosen items ticked and the matches unticked, each with its label", () => {
    const markup = html({
      legend: "People",
      state: {
        q: "an",
        chosen: [{ id: 1, name: "Ann" }],
        matches: [
          { id: 1, name: "Ann" },
          { id: 2, name: "Dan", detail: "Oslo plant" },
        ],
      },
    });
    expect(markup).toMatch(/^<fieldset id="p" class="location-picker"><legend>People<\/legend>/);
    expect(markup).toContain(
      '<input type="checkbox" id="p-chosen-1" name="people" checked="" value="1"/><label for="p-chosen-1">Ann</label>',
    );
    expect(markup).toContain(
      '<input type="checkbox" id="p-match-2" name="people" value="2"/><label for="p-match-2">Dan</label><span class="location-picker-note">Oslo plant</span>',
    );
    // A chosen item is not offered again among the matches.
    expect(markup).not.toContain("p-match-1");
    expect(markup).toContain('<p class="location-picker-heading" id="p-matches-label">Matches for “an”</p>');
    expect(markup).toContain('aria-labelledby="p-matches-label"');
    expect(markup).toContain('<label for="p-q">Search people by name</label>');
    expect(markup).toContain('name="personq" maxLength="100" autoComplete="off" value="an"');
    // Every id is unique and every label names a control of the picker.
    expect(new Set(ids(markup)).size).toBe(ids(markup).length);
    for (const id of forIds(markup)) expect(ids(markup)).toContain(id);
  });

  it("offers one choice as radio buttons with a 'none' choice, ticked when nothing is", () => {
    const none = html({ multiple: false, noneLabel: "Anyone" });
    expect(none).toContain('<input type="radio" id="p-none" name="people" checked="" value=""/>');
    const one = html({
      multiple: false,
      noneLabel: "Anyone",
      state: { q: "", chosen: [{ id: 7, name: "Eve" }], matches: null },
    });
    expect(one).toContain('<input type="radio" id="p-none" name="people" value=""/>');
    expect(one).toContain('<input type="radio" id="p-chosen-7" name="people" checked="" value="7"/>');
  });

  it("ticks what the form holds when told, a match included", () => {
    const markup = html({
      selected: ["3"],
      state: { q: "x", chosen: [{ id: 1, name: "Ann" }], matches: [{ id: 3, name: "Xi" }] },
    });
    expect(markup).toContain('id="p-chosen-1" name="people" value="1"/>');
    expect(markup).toContain('id="p-match-3" name="people" checked="" value="3"/>');
  });

  it("says so when a search finds nothing, and when the matches fill a page", () => {
    const empty = html({ state: { q: "an", chosen: [], matches: [] } });
    expect(empty).toContain('<p class="help">Nothing matches “an”.</p>');
    expect(empty).not.toContain("location-picker-found");
    const full = html({
      texts: { ...TEXTS, more: "Narrow the search." },
      state: { q: "an", chosen: [], matches: [{ id: 2, name: "Dan" }], full: true },
    });
    expect(full).toContain('<p class="help">Narrow the search.</p>');
    // Before a search there are no matches at all.
    expect(html({})).not.toContain("location-picker-matches");
  });

  it("shows its errors in its fieldset and marks the choices invalid", () => {
    const markup = html({
      legend: "People",
      errors: ["Choose at least one person."],
      errorId: "p-error",
      state: { q: "", chosen: [{ id: 1, name: "Ann" }], matches: null },
    });
    expect(markup).toContain('<fieldset id="p" class="location-picker" aria-describedby="p-error">');
    expect(markup).toContain('<p class="field-error" id="p-error">Choose at least one person.</p>');
    expect(markup).toContain('aria-invalid="true"');
    // Without errors nothing says invalid.
    expect(html({ legend: "People" })).not.toContain("aria-invalid");
  });

  it("inside the caller's group: no fieldset of its own, a chosen heading, the caller's invalid mark", () => {
    const markup = html({
      invalid: true,
      texts: {
        ...TEXTS,
        chosen: "Chosen",
        noneChosen: "Nothing chosen yet.",
        searchHint: "Find, then tick.",
      },
      searchButton: { name: "intent", value: "search:people" },
    });
    expect(markup).toMatch(/^<div class="location-picker">/);
    expect(markup).not.toContain("<fieldset");
    expect(markup).toContain('<p class="location-picker-heading" id="p-chosen-label">Chosen</p>');
    expect(markup).toContain('<p class="help">Nothing chosen yet.</p>');
    expect(markup).toContain('aria-describedby="p-q-hint"');
    expect(markup).toContain('name="intent" value="search:people" formnovalidate=""');
    const chosen = html({
      invalid: true,
      texts: { ...TEXTS, chosen: "Chosen" },
      state: { q: "", chosen: [{ id: 1, name: "Ann" }], matches: null },
    });
    expect(chosen).toContain('aria-labelledby="p-chosen-label"');
    expect(chosen).toContain('name="people" aria-invalid="true" checked="" value="1"');
  });

  it("sends the whole form as a GET when Find searches by GET, and a plain submit in a GET form", () => {
    expect(html({ searchByGet: true })).toContain('formMethod="get" formnovalidate=""');
    const plain = html({});
    expect(plain).not.toContain("formMethod");
    expect(plain).not.toContain("formnovalidate");
  });
});

describe("pickedIds", () => {
  it("keeps each valid id once, in order, saved (numbers) or posted (texts), at most max", () => {
    expect(pickedIds(["3", 5, "3", "x", "0", "-1", "1e3", 2.5, "", "7"], 10)).toEqual([3, 5, 7]);
    expect(pickedIds(["1", "2", "3"], 2)).toEqual([1, 2]);
    expect(pickedIds("3", 10)).toEqual([]);
    expect(pickedIds(undefined, 10)).toEqual([]);
  });
});
