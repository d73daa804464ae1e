import type { Locator } from "@playwright/test";
import { test } from "./support";

/**
 * Choosing a location with the location picker (app/ui/LocationPicker), with
 * or without JavaScript: without it, type the name, press Find (the page comes
 * back with the matches) and tick the match; with it, type the name and choose
 * the option of the combobox's listbox.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A choice whose path ends with `name` ("Oslo plant › Building A" for "Building A"). */
export const endingWith = (name: string) => new RegExp(`(^|› )${escape(name)}$`);

export async function pickLocation(scope: Locator, name: string, multiple = true) {
  const js = test.info().project.use.javaScriptEnabled !== false;
  if (js) {
    const combobox = scope.getByRole("combobox", { name: "Find a location" });
    await combobox.fill(name);
    await scope
      .getByRole("option", { name: new RegExp(`(^|› )${escape(name)}( |$)`) })
      .first()
      .click();
  } else {
    await scope.getByRole("searchbox", { name: "Find a location" }).fill(name);
    await scope.getByRole("button", { name: "Find", exact: true }).click();
    await scope.getByRole(multiple ? "checkbox" : "radio", { name: endingWith(name) }).check();
  }
}
