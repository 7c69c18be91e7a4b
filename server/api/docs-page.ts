import { OPERATOR_DOCS } from './openapi-params';
import type { OpenApiDocument } from './openapi';

type Schema = Record<string, unknown>;
type Param = {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
  description: string;
  'x-filter'?: { field: string; operator: string; type: string };
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Escaped text where `code` spans become <code>. */
const inline = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
const anchor = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/**
 * A readable, self-contained reference page rendered on the server from the OpenAPI document:
 * no scripts, no CDN, works offline.
 */
export function renderDocsPage(doc: OpenApiDocument): string {
  const paths = Object.entries(doc.paths);
  const schemas = Object.entries(doc.components.schemas) as [string, Schema][];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)}</title><style>${CSS}</style></head>
<body><nav><h2>Paths</h2><ul>${paths.map(([p]) => `<li><a href="#${anchor(p)}"><code>${escape(p)}</code></a></li>`).join('')}</ul>
<h2>Schemas</h2><ul>${schemas.map(([n]) => `<li><a href="#schema-${anchor(n)}">${escape(n)}</a></li>`).join('')}</ul></nav>
<main><h1>${escape(doc.info.title)}</h1><p>${inline(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json"><code>/api/openapi.json</code></a> (OpenAPI ${escape(doc.openapi)}). Every path is under <code>/api</code>.</p>
${conventions()}
<h2>Paths</h2>${paths
    .flatMap(([p, item]) =>
      METHODS.filter((m) => item[m]).map((m) =>
        operation(p, m, item[m] as unknown as Operation, doc.components.parameters as Record<string, Param>),
      ),
    )
    .join('\n')}
<h2>Schemas</h2>${schemas.map(([n, s]) => schemaSection(n, s)).join('\n')}
</main></body></html>`;
}

const METHODS = ['get', 'post', 'put', 'delete'] as const;

type Operation = {
  summary: string;
  description: string;
  parameters: (Param | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};

function conventions(): string {
  const ops = Object.entries(OPERATOR_DOCS)
    .map(([op, text]) => `<tr><td><code>${op === 'eq' ? 'field' : `field_${op}`}</code></td><td>${inline(text)}</td></tr>`)
    .join('');
  return `<h2 id="conventions">Conventions</h2>
<p>Lists take Strapi v3 parameters. A filter is <code>field=value</code> or <code>field_operator=value</code>; relations are filtered by id, as <code>hall.id=3</code>, <code>hall=3</code> or <code>hall.id_in=3</code>; any filter may be written <code>_where[field_operator]=value</code>. Filters are combined with AND.</p>
<table><thead><tr><th>Parameter</th><th>Meaning</th></tr></thead><tbody>${ops}</tbody></table>
<p><code>_sort=start:asc,name:DESC</code> sorts (then by id), <code>_limit</code> (default 100, <code>-1</code> for all up to 9999) and <code>_start</code> paginate. <code>_publicationState=preview</code> adds the drafts the viewer may see; everyone else gets published entries only.</p>
<p>Bad input answers <code>400</code> with a JSON body whose <code>message</code> and <code>field</code> name the parameter; a missing entry answers <code>404</code> JSON. Answers carry a strong <code>ETag</code>; a request with a matching <code>If-None-Match</code> gets <code>304</code>. Guests' answers may be cached for 10 seconds.</p>`;
}

function operation(path: string, method: (typeof METHODS)[number], op: Operation, shared: Record<string, Param>): string {
  const params = op.parameters.map((p) => ('$ref' in p ? shared[p.$ref.split('/').pop()!]! : p));
  const filters = params.filter((p) => p['x-filter']);
  const others = params.filter((p) => !p['x-filter']);
  const byField = new Map<string, { type: string; names: string[] }>();
  for (const p of filters) {
    const f = p['x-filter']!;
    const entry = byField.get(f.field) ?? { type: f.type, names: [] };
    entry.names.push(p.name);
    byField.set(f.field, entry);
  }
  const filterTable = byField.size
    ? `<h4>Filters</h4><table><thead><tr><th>Field</th><th>Type</th><th>Parameters</th></tr></thead><tbody>${[...byField]
        .map(
          ([field, e]) =>
            `<tr><td><code>${escape(field)}</code></td><td>${escape(e.type)}</td><td>${e.names.map((n) => `<code>${escape(n)}</code>`).join(' ')}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const paramTable = others.length
    ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Description</th></tr></thead><tbody>${others
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code>${p.required ? ' <em>required</em>' : ''}</td><td>${p.in}</td><td>${typeLabel(p.schema)}</td><td>${inline(p.description)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const responses = Object.entries(op.responses)
    .map(([code, r]) => {
      const schema = r.content?.['application/json']?.schema;
      return `<li><strong>${code}</strong> ${inline(r.description)}${schema ? `: ${typeLabel(schema)}` : ''}</li>`;
    })
    .join('');
  const [contentType, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  const bodyTable = content
    ? `<h4>${contentType === 'multipart/form-data' ? 'Multipart form' : 'JSON body'}</h4>${propertiesTable(content.schema)}`
    : '';
  // The GET of a path keeps the plain anchor the navigation links to.
  const id = method === 'get' ? anchor(path) : `${method}-${anchor(path)}`;
  return `<section id="${id}"><h3><span class="method">${method.toUpperCase()}</span> <code>/api${escape(path)}</code></h3>
<p><strong>${inline(op.summary)}</strong>. ${inline(op.description)}</p>${paramTable}${filterTable}${bodyTable}<h4>Responses</h4><ul>${responses}</ul></section>`;
}

function schemaSection(name: string, schema: Schema): string {
  return `<section id="schema-${anchor(name)}"><h3>${escape(name)}</h3>${schema.description ? `<p>${inline(String(schema.description))}</p>` : ''}
${propertiesTable(schema)}</section>`;
}

function propertiesTable(schema: Schema): string {
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows = Object.entries(props)
    .map(
      ([p, s]) =>
        `<tr><td><code>${escape(p)}</code>${required.has(p) ? '' : ' <em>optional</em>'}</td><td>${typeLabel(s)}</td><td>${inline(String(s.description ?? ''))}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Description</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** A short human type: `Media | null`, `Speaker[]`, `{ id: integer, slug: string }`. */
function typeLabel(s: Schema): string {
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').pop()!;
    return `<a href="#schema-${anchor(name)}">${escape(name)}</a>`;
  }
  if (Array.isArray(s.anyOf)) return (s.anyOf as Schema[]).map(typeLabel).join(' | ');
  if (Array.isArray(s.enum)) return (s.enum as unknown[]).map((v) => escape(JSON.stringify(v))).join(' | ');
  if (s.type === 'array') return `${typeLabel((s.items ?? {}) as Schema)}[]`;
  if (s.type === 'object' && s.properties) {
    const inner = Object.entries(s.properties as Record<string, Schema>).map(([k, v]) => `${escape(k)}: ${typeLabel(v)}`);
    return `{ ${inner.join(', ')} }`;
  }
  if (Array.isArray(s.type)) return (s.type as string[]).join(' | ');
  if (typeof s.type === 'string') return `${s.type}${s.format ? ` (${escape(String(s.format))})` : ''}`;
  return 'any';
}

const CSS = `
:root{color-scheme:light dark;--fg:#1d1d1f;--bg:#fff;--muted:#666;--line:#ddd;--accent:#0b5cad;--code:#f3f3f5}
@media (prefers-color-scheme:dark){:root{--fg:#e8e8ea;--bg:#151518;--muted:#a0a0a8;--line:#333;--accent:#6fb0ff;--code:#24242a}}
*{box-sizing:border-box}body{margin:0;display:flex;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg)}
nav{position:sticky;top:0;height:100vh;overflow:auto;width:260px;flex:none;padding:1rem;border-right:1px solid var(--line);font-size:13px}
nav ul{list-style:none;padding:0;margin:0 0 1rem}nav h2{font-size:14px;margin:.5rem 0}
main{padding:1rem 2rem 4rem;max-width:1100px;min-width:0}a{color:var(--accent)}
code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;background:var(--code);padding:0 .25em;border-radius:3px}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;font-size:14px}th,td{text-align:left;vertical-align:top;border-bottom:1px solid var(--line);padding:.3rem .5rem}
td code{white-space:nowrap}section{border-top:1px solid var(--line);padding-top:.5rem;margin-top:1.5rem}
.method{display:inline-block;background:var(--accent);color:var(--bg);border-radius:3px;padding:0 .4em;font-size:12px}
em{color:var(--muted);font-size:12px}h4{margin:1rem 0 .25rem}
@media (max-width:800px){body{display:block}nav{position:static;height:auto;width:auto;border-right:0}}
`;
