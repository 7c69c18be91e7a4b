/**
 * The browser's door to the REST API (/api), used where a screen writes through the API rather
 * than a route action (decision 109, ARCHITECTURE.md 'How a page writes'): the admin record
 * editors and panels, the check-in queue, and the public forms not yet moved to actions. The
 * browser sends the session cookie, the server checks rights and input, and a refusal comes
 * back in Strapi's error shape (server/error-body.ts) with a stable code per field. This module
 * turns an answer into data or into those codes; `refusalFields` puts them on the form's fields.
 */
import { localeFromPath } from '../i18n/locale';
import { loadMessages } from '../i18n/translate';
import { REFUSAL_PACKS } from '../i18n/text-packs';

/** Refusal codes by field name; strings, since a newer server may send a code this build does not know. */
export type FieldCodes = Record<string, string>;

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      /** The main refusal code (a message key), `Request.network` when the server was not reached. */
      code: string;
      /** Codes per field, as the server named them. */
      fields: FieldCodes;
      /** The facts the code's text names (`{count}`, `{max}`), from the answer's `data`. */
      params: Record<string, string | number>;
    };

type ErrorShape = {
  statusCode?: number;
  message?: { messages?: { id?: string; field?: string }[] }[];
  data?: { id?: string; fields?: Record<string, string>; [fact: string]: unknown };
};

/** The code and field codes of an error answer; anything unreadable is a generic internal error. */
export function readRefusal(
  status: number,
  body: unknown,
): { code: string; fields: FieldCodes; params: Record<string, string | number> } {
  const b = (body ?? {}) as ErrorShape;
  const first = b.message?.[0]?.messages?.[0];
  const code = b.data?.id ?? first?.id ?? (status === 413 ? 'Request.body.tooLarge' : 'Request.internal');
  const fields: FieldCodes = { ...(b.data?.fields ?? {}) };
  if (first?.field && first.id && !fields[first.field]) fields[first.field] = first.id;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(b.data ?? {})) {
    if (name !== 'id' && (typeof value === 'string' || typeof value === 'number')) params[name] = value;
  }
  return { code, fields, params };
}

/**
 * The facts to fill in each field code's text: the main code gets the answer's params; every
 * field code also names its field (`{field}`, `{param}`), as the server's own messages do.
 */
export function fieldCodeParams(refusal: {
  code: string;
  fields: FieldCodes;
  params: Record<string, string | number>;
}): Record<string, Record<string, string | number>> {
  const byCode: Record<string, Record<string, string | number>> = {};
  for (const [field, code] of Object.entries(refusal.fields)) {
    byCode[code] = { field, param: field, ...(code === refusal.code ? refusal.params : {}) };
  }
  return byCode;
}

/** Calls the API with a JSON body; never throws for an answer, only the caller's abort. */
export async function apiCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        ...init.headers,
        ...(body === undefined
          ? { Accept: 'application/json' }
          : { 'Content-Type': 'application/json', Accept: 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: init.signal,
    });
  } catch (err) {
    if (init.signal?.aborted) throw err;
    return { ok: false, status: 0, code: 'Request.network', fields: {}, params: {} };
  }
  const json: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: json as T };
  // A refusal of a form or one only staff meet has its text in a pack a page loads when it comes (decisions 161, 166).
  await loadMessages(localeFromPath(globalThis.location?.pathname ?? '/'), REFUSAL_PACKS).catch(() => undefined);
  return { ok: false, status: res.status, ...readRefusal(res.status, json) };
}
