import type { OpenApiDocument } from "./openapi";

/**
 * A server-rendered, dependency-free HTML reference of the OpenAPI document:
 * no scripts, no external assets, every interpolated text escaped. One page
 * per tag plus one for the schemas, under a contents page, so that each page
 * stays small however many operations the API grows to (a page a browser,
 * a screen reader and an accessibility checker handle quickly).
 */

type Json = Record<string, unknown>;

const METHODS = ["get", "post", "put", "patch", "delete", "head", "options", "trace"] as const;

export function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const asObject = (value: unknown): Json => (isObject(value) ? value : {});
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** A fragment id made of safe characters only. */
function anchor(...parts: string[]): string {
  return parts
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The page of the schemas, beside the tags' pages. */
export const SCHEMAS_PAGE = "schemas";

const refName = (ref: string) => ref.split("/").pop() ?? ref;

/** A short human description of a JSON schema, as escaped HTML. */
function describeSchema(schema: unknown, depth = 0): string {
  const s = asObject(schema);
  if (typeof s.$ref === "string") {
    const name = refName(s.$ref);
    // Every page but the contents lives beside the schemas page, so a relative link reaches it.
    return `<a href="${SCHEMAS_PAGE}#${anchor("schema", name)}">${escapeHtml(name)}</a>`;
  }
  if (depth > 4) return "object";
  for (const key of ["anyOf", "oneOf", "allOf"] as const) {
    const parts = asArray(s[key]);
    if (parts.length > 0) {
      return parts.map((part) => describeSchema(part, depth + 1)).join(key === "allOf" ? " &amp; " : " | ");
    }
  }
  if (Array.isArray(s.enum))
    return `one of ${s.enum.map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(", ")}`;
  const types = Array.isArray(s.type) ? s.type.map(text) : [text(s.type)].filter(Boolean);
  const described = types.map((type) => {
    if (type === "array") return `array of ${describeSchema(s.items, depth + 1)}`;
    if (type === "object" && isObject(s.additionalProperties) && !isObject(s.properties)) {
      return `map of ${describeSchema(s.additionalProperties, depth + 1)}`;
    }
    return escapeHtml(type);
  });
  return described.length > 0 ? described.join(" or ") : "any";
}

function constraints(schema: unknown): string {
  const s = asObject(schema);
  const notes: string[] = [];
  const add = (label: string, key: string) => {
    if (s[key] !== undefined) notes.push(`${label} ${JSON.stringify(s[key])}`);
  };
  add("min", "minimum");
  add("max", "maximum");
  add("min length", "minLength");
  add("max length", "maxLength");
  add("max items", "maxItems");
  add("pattern", "pattern");
  add("default", "default");
  return notes.length > 0 ? ` <span class="note">(${escapeHtml(notes.join(", "))})</span>` : "";
}

function table(caption: string, headers: string[], rows: string[][]): string {
  const head = headers.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("");
  const body = rows
    .map(
      ([first = "", ...rest]) =>
        `<tr><th scope="row">${first}</th>${rest.map((cell) => `<td>${cell}</td>`).join("")}</tr>`,
    )
    .join("\n");
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function contentRows(content: unknown): string {
  const entries = Object.entries(asObject(content));
  if (entries.length === 0) return "none";
  return entries
    .map(([type, media]) => `<code>${escapeHtml(type)}</code>: ${describeSchema(asObject(media).schema)}`)
    .join("<br>");
}

interface Operation {
  method: string;
  path: string;
  operation: Json;
}

function renderOperation({ method, path, operation }: Operation, securityNames: Set<string>): string {
  const id = anchor("op", method, path);
  const parts: string[] = [];
  parts.push(
    `<h2 id="${id}"><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h2>`,
  );
  if (operation.summary) parts.push(`<p class="summary">${escapeHtml(operation.summary)}</p>`);
  if (operation.description) parts.push(`<p>${escapeHtml(operation.description)}</p>`);
  const security = asArray(operation.security)
    .flatMap((requirement) => Object.keys(asObject(requirement)))
    .filter((name) => securityNames.has(name));
  parts.push(
    `<p>Authentication: ${security.length > 0 ? security.map((name) => `<code>${escapeHtml(name)}</code>`).join(", ") : "none"}</p>`,
  );

  const parameters = asArray(operation.parameters).map(asObject);
  parts.push(`<h3>Parameters</h3>`);
  parts.push(
    parameters.length === 0
      ? "<p>None.</p>"
      : table(
          `Parameters of ${method.toUpperCase()} ${path}`,
          ["Name", "In", "Type", "Required", "Description"],
          parameters.map((p) => [
            `<code>${escapeHtml(p.name)}</code>`,
            escapeHtml(p.in),
            describeSchema(p.schema) + constraints(p.schema),
            p.required === true ? "yes" : "no",
            escapeHtml(p.description),
          ]),
        ),
  );

  if (isObject(operation.requestBody)) {
    const body = operation.requestBody;
    parts.push(`<h3>Request body</h3>`);
    parts.push(
      `<p>${body.required === true ? "Required. " : "Optional. "}${contentRows(body.content)}</p>` +
        (body.description ? `<p>${escapeHtml(body.description)}</p>` : ""),
    );
  }

  const responses = Object.entries(asObject(operation.responses));
  parts.push(`<h3>Responses</h3>`);
  parts.push(
    table(
      `Responses of ${method.toUpperCase()} ${path}`,
      ["Status", "Description", "Body"],
      responses.map(([status, response]) => [
        escapeHtml(status),
        escapeHtml(asObject(response).description),
        contentRows(asObject(response).content),
      ]),
    ),
  );
  return `<article class="operation" aria-labelledby="${id}">\n${parts.join("\n")}\n</article>`;
}

function renderSchema(name: string, schema: unknown): string {
  const s = asObject(schema);
  const id = anchor("schema", name);
  const required = new Set(asArray(s.required).map(text));
  const properties = Object.entries(asObject(s.properties));
  const parts = [`<h2 id="${id}">${escapeHtml(name)}</h2>`];
  if (s.description) parts.push(`<p>${escapeHtml(s.description)}</p>`);
  if (properties.length > 0) {
    parts.push(
      table(
        `Properties of ${name}`,
        ["Property", "Type", "Required", "Description"],
        properties.map(([property, propertySchema]) => [
          `<code>${escapeHtml(property)}</code>`,
          describeSchema(propertySchema) + constraints(propertySchema),
          required.has(property) ? "yes" : "no",
          escapeHtml(asObject(propertySchema).description),
        ]),
      ),
    );
  } else {
    parts.push(`<p>Type: ${describeSchema(schema)}${constraints(schema)}</p>`);
  }
  if (isObject(s.additionalProperties)) {
    parts.push(`<p>Further properties: ${describeSchema(s.additionalProperties)}</p>`);
  }
  return `<div class="schema">\n${parts.join("\n")}\n</div>`;
}

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1a1a1a;background:#fff}
header,main,nav{max-width:72rem;margin:0 auto;padding:0 1rem}
h1{margin:1.5rem 0 .5rem}
h2{margin-top:2.5rem;border-bottom:2px solid #1a1a1a}
h3{margin:2rem 0 .25rem;font-size:1.15rem}
h4{margin:1rem 0 .25rem;font-size:1rem}
a{color:#0a4a8a}
a:focus-visible{outline:3px solid #0a4a8a;outline-offset:2px}
code{font-family:ui-monospace,Menlo,Consolas,monospace;background:#f2f2f2;color:#1a1a1a;padding:0 .2em;border-radius:3px}
.method{display:inline-block;min-width:4.5em;text-align:center;background:#0a4a8a;color:#fff;border-radius:4px;padding:0 .4em;font-family:ui-monospace,Menlo,Consolas,monospace}
.summary{font-weight:600}
.note{color:#4a4a4a}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}
caption{text-align:left;font-size:.9rem;color:#4a4a4a;padding-bottom:.25rem}
th,td{border:1px solid #8a8a8a;padding:.3rem .5rem;text-align:left;vertical-align:top}
thead th{background:#eceff3}
.operation,.schema{border-top:1px solid #d0d0d0}
`;

/** The document's operations grouped by their first tag, in the declared tag order. */
function operationsByTag(
  doc: Json,
): { tag: string; slug: string; description: string; operations: Operation[] }[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(asObject(doc.paths))) {
    for (const method of METHODS) {
      const operation = asObject(item)[method];
      if (isObject(operation)) operations.push({ method, path, operation });
    }
  }
  const declaredTags = asArray(doc.tags).map(asObject);
  const tagOrder = declaredTags.map((tag) => text(tag.name));
  for (const { operation } of operations) {
    const tag = text(asArray(operation.tags)[0]) || "Other";
    if (!tagOrder.includes(tag)) tagOrder.push(tag);
  }
  const byTag = new Map<string, Operation[]>(tagOrder.map((tag) => [tag, []]));
  for (const entry of operations) byTag.get(text(asArray(entry.operation.tags)[0]) || "Other")?.push(entry);
  return tagOrder
    .filter((tag) => (byTag.get(tag)?.length ?? 0) > 0)
    .map((tag) => ({
      tag,
      // Never the schemas page's name, whatever a tag is called.
      slug: anchor(tag) === SCHEMAS_PAGE ? `${SCHEMAS_PAGE}-operations` : anchor(tag) || "other",
      description: text(declaredTags.find((declared) => declared.name === tag)?.description),
      operations: byTag.get(tag) ?? [],
    }));
}

/** A whole page: the title, the contents (links to every page) and the page's own sections. */
function page({
  title,
  heading,
  intro,
  contents,
  body,
}: {
  title: string;
  heading: string;
  intro: string;
  contents: string;
  body: string;
}): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(heading)}</h1>
${intro}
</header>
<nav aria-label="Contents"><ul>${contents}</ul></nav>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface ReferencePages {
  /** The contents page: what the API is and a link to every other page. */
  index: string;
  /** The other pages by their name in the URL (a tag's, or `schemas`). */
  pages: Map<string, string>;
}

/**
 * Every page of the reference for an OpenAPI document. `base` is the
 * contents page's own path (`/api/reference`); the other pages are below it.
 */
export function renderReference(document: OpenApiDocument, base: string): ReferencePages {
  const doc = document as unknown as Json;
  const info = asObject(doc.info);
  const title = `${text(info.title) || "API"} reference`;
  const components = asObject(doc.components);
  const securityNames = new Set(Object.keys(asObject(components.securitySchemes)));
  const groups = operationsByTag(doc);
  const schemas = Object.entries(asObject(components.schemas));

  const links = [
    ...groups.map(({ tag, slug }) => ({ name: tag, slug })),
    ...(schemas.length > 0 ? [{ name: "Schemas", slug: SCHEMAS_PAGE }] : []),
  ];
  const contents = (current: string | null) =>
    [
      `<li><a href="${escapeHtml(base)}"${current === null ? ' aria-current="page"' : ""}>Overview</a></li>`,
      ...links.map(
        ({ name, slug }) =>
          `<li><a href="${escapeHtml(`${base}/${slug}`)}"${current === slug ? ' aria-current="page"' : ""}>${escapeHtml(name)}</a></li>`,
      ),
    ].join("");
  const version = `<p>Version ${escapeHtml(info.version)}. ${escapeHtml(info.description)}</p>`;

  const pages = new Map<string, string>();
  for (const { tag, slug, description, operations } of groups) {
    pages.set(
      slug,
      page({
        title: `${tag} – ${title}`,
        heading: tag,
        intro: `<p>${escapeHtml(title)}, version ${escapeHtml(info.version)}.</p>${description ? `<p>${escapeHtml(description)}</p>` : ""}`,
        contents: contents(slug),
        body: operations.map((entry) => renderOperation(entry, securityNames)).join("\n"),
      }),
    );
  }
  if (schemas.length > 0) {
    pages.set(
      SCHEMAS_PAGE,
      page({
        title: `Schemas – ${title}`,
        heading: "Schemas",
        intro: `<p>The shapes of the requests and responses of the ${escapeHtml(title)}, version ${escapeHtml(info.version)}.</p>`,
        contents: contents(SCHEMAS_PAGE),
        body: schemas.map(([name, schema]) => renderSchema(name, schema)).join("\n"),
      }),
    );
  }

  const overview = groups
    .map(
      ({ tag, slug, description, operations }) =>
        `<li><a href="${escapeHtml(`${base}/${slug}`)}">${escapeHtml(tag)}</a> (${operations.length} ${operations.length === 1 ? "operation" : "operations"})${description ? `: ${escapeHtml(description)}` : ""}</li>`,
    )
    .join("\n");
  const index = page({
    title,
    heading: title,
    intro: version,
    contents: contents(null),
    body: `<section aria-labelledby="areas">\n<h2 id="areas">Areas of the API</h2>\n<ul>\n${overview}\n</ul>\n</section>`,
  });
  return { index, pages };
}
