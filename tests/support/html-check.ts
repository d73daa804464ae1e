/**
 * Checks a server-rendered HTML document.
 *
 * `documentFaults` is a small checker of its own, always on: the faults a real
 * validator (the W3C Nu checker) found in this app's pages, and a few close
 * relatives, found with a tokenizer that trusts React's output to close every
 * element it opens. `validateDocument` adds html-validate (the project's
 * configuration in .htmlvalidate.json) when the package is installed, and is what
 * the tests call: adding the dev dependency switches the full validator on.
 */
import { readFileSync } from "node:fs";
import { HtmlValidate, type ConfigData } from "html-validate";
import { fileURLToPath } from "node:url";

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const RAW_TEXT = new Set(["script", "style", "title", "textarea"]);
/** Elements whose content is phrasing only: a block inside them is invalid. */
const PHRASING_ONLY = new Set([
  "abbr",
  "b",
  "bdi",
  "bdo",
  "button",
  "cite",
  "code",
  "data",
  "dfn",
  "em",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "i",
  "kbd",
  "label",
  "legend",
  "mark",
  "output",
  "p",
  "pre",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
]);
/** Flow content that is not phrasing content. */
const BLOCK = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "details",
  "dialog",
  "div",
  "dl",
  "fieldset",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hgroup",
  "hr",
  "main",
  "menu",
  "nav",
  "ol",
  "p",
  "pre",
  "search",
  "section",
  "table",
  "ul",
]);
/** Elements that take their parent's content model. */
const TRANSPARENT = new Set(["a", "ins", "del", "noscript"]);
/** Elements without a role of their own whose role (generic, paragraph, …) may not be named. */
const NOT_NAMEABLE = new Set([
  "b",
  "code",
  "del",
  "div",
  "em",
  "i",
  "ins",
  "p",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "u",
]);

const TOKEN =
  /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>|<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** The faults this checker knows, one line each ("rule: message"); empty for a valid document. */
export function documentFaults(html: string): string[] {
  const faults: string[] = [];
  const fault = (rule: string, message: string) => faults.push(`${rule}: ${message}`);

  const nul = html.indexOf("\u0000");
  if (nul !== -1) {
    fault(
      "no-nul",
      `${html.split("\u0000").length - 1} U+0000 character(s), the first before ${JSON.stringify(html.slice(nul + 1, nul + 40))}`,
    );
  }
  const end = html.toLowerCase().lastIndexOf("</html>");
  if (end === -1) fault("document-end", "no </html>");
  else if (html.slice(end + "</html>".length).trim() !== "") {
    fault(
      "document-end",
      `content after </html>: ${JSON.stringify(html.slice(end + 7, end + 87))}${html.length > end + 87 ? "…" : ""}`,
    );
  }
  if (!/^\s*<!doctype html>/i.test(html))
    fault("doctype", "the document does not start with <!DOCTYPE html>");

  const lower = html.toLowerCase();
  const stack: string[] = [];
  const ids = new Map<string, number>();
  let title: string | undefined;
  let lastHeading = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const [, closing, opening, attributeText = ""] = match;
    if (closing) {
      const name = closing.toLowerCase();
      if (VOID.has(name)) continue;
      if (stack.at(-1) === name) stack.pop();
      else {
        fault("close-order", `</${name}> closes <${stack.at(-1) ?? "nothing"}>`);
        const at = stack.lastIndexOf(name);
        if (at !== -1) stack.length = at;
      }
      continue;
    }
    if (!opening) continue; // a comment or the doctype
    const name = opening.toLowerCase();
    const attributes = attributesOf(attributeText);

    if (BLOCK.has(name)) {
      const parent = [...stack].reverse().find((element) => !TRANSPARENT.has(element));
      if (parent && PHRASING_ONLY.has(parent))
        fault("element-permitted-content", `<${name}> inside <${parent}>`);
    }
    if (name === "form" && stack.includes("form")) fault("form-dup", "<form> inside <form>");
    if (name === "input" && attributes.get("type")?.toLowerCase() === "number" && attributes.has("size")) {
      fault(
        "attribute-allowed-values",
        `size on <input type="number" name="${attributes.get("name") ?? ""}">`,
      );
    }
    if (NOT_NAMEABLE.has(name) && !attributes.has("role")) {
      for (const naming of ["aria-label", "aria-labelledby"]) {
        if (attributes.has(naming)) fault("aria-label-misuse", `${naming} on <${name}>`);
      }
    }
    const id = attributes.get("id");
    if (id !== undefined) ids.set(id, (ids.get(id) ?? 0) + 1);
    const heading = /^h([1-6])$/.exec(name);
    if (heading) {
      const level = Number(heading[1]);
      if (level > lastHeading + 1) {
        fault("heading-level", `<${name}> after ${lastHeading ? `<h${lastHeading}>` : "no heading"}`);
      }
      lastHeading = level;
    }

    if (RAW_TEXT.has(name)) {
      const close = lower.indexOf(`</${name}`, TOKEN.lastIndex);
      const text = html.slice(TOKEN.lastIndex, close === -1 ? html.length : close);
      if (name === "title" && stack.includes("head")) title = text;
      TOKEN.lastIndex = close === -1 ? html.length : close;
      stack.push(name);
      continue;
    }
    if (!VOID.has(name)) stack.push(name);
  }
  if (stack.length > 0) fault("close-order", `unclosed: ${stack.map((element) => `<${element}>`).join(" ")}`);
  if (title === undefined) fault("missing-title", "no <title> in <head>");
  else if (title.trim() === "") fault("missing-title", "an empty <title>");
  for (const [id, count] of ids) if (count > 1) fault("no-dup-id", `id "${id}" ${count} times`);
  return faults;
}

/** html-validate with the repository's configuration (.htmlvalidate.json), made once. */
let validator: HtmlValidate | undefined;
function htmlValidate(): HtmlValidate {
  validator ??= new HtmlValidate(
    JSON.parse(
      readFileSync(fileURLToPath(new URL("../../.htmlvalidate.json", import.meta.url)), "utf8"),
    ) as ConfigData,
  );
  return validator;
}

/**
 * Every fault in the document: this module's own checks, then html-validate's
 * errors when it is installed (its configuration, .htmlvalidate.json, explains
 * each setting in docs/decisions/024-valid-html.md).
 */
export async function validateDocument(html: string, name = "page"): Promise<string[]> {
  const faults = documentFaults(html);
  const report = await htmlValidate().validateString(html, name);
  for (const result of report.results) {
    for (const message of result.messages) {
      if (message.severity < 2) continue; // warnings inform, they don't fail
      faults.push(
        `${message.ruleId}: ${message.message} (line ${message.line}:${message.column}${message.selector ? `, ${message.selector}` : ""})`,
      );
    }
  }
  return faults;
}
