import { isForm, isJson } from './media-type';

/** A sign-in form's body as the rate limits read it: its fields, or the first name it gives twice. */
export type AuthBody = { fields: ReadonlyMap<string, unknown>; repeated?: string };

const EMPTY: AuthBody = { fields: new Map() };

/**
 * Reads a copy of an auth body with the parsers its door uses: JSON.parse for the API
 * (`application/json`), the Fetch form parser for the page actions. Those two disagree with a
 * plain `get` when a name is given twice (FormData.get takes the first value, the page forms
 * and JSON.parse the last), so a body that gives any name twice is reported, for the caller to
 * refuse, rather than read one way here and another way behind. A body neither parser takes
 * reads as empty: its door refuses it too (same media type rules).
 */
export async function readAuthBody(request: Request): Promise<AuthBody> {
  const type = request.headers.get('Content-Type');
  try {
    if (isJson(type)) {
      const text = await request.clone().text();
      const body: unknown = JSON.parse(text);
      const repeated = repeatedJsonKey(text);
      if (repeated !== undefined) return { fields: new Map(), repeated };
      return { fields: new Map(body && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body) : []) };
    }
    if (isForm(type)) {
      const fields = new Map<string, unknown>();
      for (const [name, value] of await request.clone().formData()) {
        if (fields.has(name)) return { fields: new Map(), repeated: name };
        fields.set(name, value);
      }
      return { fields };
    }
  } catch {
    return EMPTY;
  }
  return EMPTY;
}

const JSON_SPACE = new Set([' ', '\t', '\n', '\r']);

/**
 * The first key that a JSON object text gives twice at its top level, for a text JSON.parse
 * accepted (which keeps the last of them silently). Keys are compared decoded, so `"\u0069d"`
 * and `"id"` are the same key.
 */
export function repeatedJsonKey(text: string): string | undefined {
  const seen = new Set<string>();
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') depth--;
    else if (ch === '"') {
      const start = i;
      for (i++; text[i] !== '"'; i++) if (text[i] === '\\') i++;
      if (depth !== 1) continue;
      let next = i + 1;
      while (JSON_SPACE.has(text[next] ?? '')) next++;
      // At depth 1 a string followed by a colon is a key of the top-level object (a string in
      // a top-level array is followed by a comma or the bracket).
      if (text[next] !== ':') continue;
      const key = JSON.parse(text.slice(start, i + 1)) as string;
      if (seen.has(key)) return key;
      seen.add(key);
    }
  }
  return undefined;
}
