import { badParam } from '../errors/app-error';
import { assertSafeParams } from '../validation/safe-params';
import { parseIdParam } from './parse-id-param';
import { parseStateParams, type Locale, type PublicationState } from './parse-query';

/** The id in `/api/<collection>/{id}`: a positive integer, else 400 (never a database error). */
export function parseId(raw: string, param = 'id'): number {
  const id = parseIdParam(raw);
  if (id === null) throw badParam('Query.param.id', param);
  return id;
}

/** A single entry accepts `_publicationState` and `_locale` only. */
export function parseEntryParams(params: URLSearchParams): { publicationState: PublicationState; locale: Locale | undefined } {
  assertSafeParams(params);
  for (const key of params.keys()) {
    if (key !== '_publicationState' && key !== '_locale') throw badParam('Query.param.unknown', key);
    if (params.getAll(key).length > 1) throw badParam('Query.param.repeated', key);
  }
  return parseStateParams(params);
}
