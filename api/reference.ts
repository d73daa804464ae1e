import type { OpenApiDocument } from "./openapi";

/**
 * A server-rendered, dependency-free HTML reference of the OpenAPI document:
 * no scripts, no external assets, every interpolated text escaped.
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

const refName = (ref: string) => ref.split("/").pop() ?? ref;

/** A short human description of a JSON schema, as escaped HTML. */
function describeSchema(schema: unknown, depth = 0): string {
  const s = asObject(schema);
  if (typeof s.$ref === "string") {
    const name = refName(s.$ref);
    return `<a href="#${anchor("schema", name)}">${escapeHtml(name)}</a>`;
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
    `<h3 id="${id}"><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>`,
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
  parts.push(`<h4>Parameters</h4>`);
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
    parts.push(`<h4>Request body</h4>`);
    parts.push(
      `<p>${body.required === true ? "Required. " : "Optional. "}${contentRows(body.content)}</p>` +
        (body.description ? `<p>${escapeHtml(body.description)}</p>` : ""),
    );
  }

  const responses = Object.entries(asObject(operation.responses));
  parts.push(`<h4>Responses</h4>`);
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
  const parts = [`<h3 id="${id}">${escapeHtml(name)}</h3>`];
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

/** The whole reference page for an OpenAPI document. */
export function renderReference(document: OpenApiDocument): string {
  const doc = document as unknown as Json;
  const info = asObject(doc.info);
  const title = text(info.title) || "API reference";
  const components = asObject(doc.components);
  const securityNames = new Set(Object.keys(asObject(components.securitySchemes)));

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
  const tags = tagOrder.filter((tag) => (byTag.get(tag)?.length ?? 0) > 0);
  const schemas = Object.entries(asObject(components.schemas));

  const toc = tags
    .map((tag) => `<li><a href="#${anchor("tag", tag)}">${escapeHtml(tag)}</a></li>`)
    .concat(schemas.length > 0 ? [`<li><a href="#schemas">Schemas</a></li>`] : [])
    .join("");

  const sections = tags.map((tag) => {
    const id = anchor("tag", tag);
    const description = text(declaredTags.find((t) => t.name === tag)?.description);
    return [
      `<section aria-labelledby="${id}">`,
      `<h2 id="${id}">${escapeHtml(tag)}</h2>`,
      description ? `<p>${escapeHtml(description)}</p>` : "",
      ...(byTag.get(tag) ?? []).map((entry) => renderOperation(entry, securityNames)),
      `</section>`,
    ].join("\n");
  });
  if (schemas.length > 0) {
    sections.push(
      [
        `<section aria-labelledby="schemas">`,
        `<h2 id="schemas">Schemas</h2>`,
        ...schemas.map(([name, schema]) => renderSchema(name, schema)),
        `</section>`,
      ].join("\n"),
    );
  }

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(title)} reference</h1>
<p>Version ${escapeHtml(info.version)}. ${escapeHtml(info.description)}</p>
</header>
<nav aria-label="Contents"><ul>${toc}</ul></nav>
<main>
${sections.join("\n")}
</main>
</body>
</html>
`;
}
