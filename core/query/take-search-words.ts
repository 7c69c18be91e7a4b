import { badParam } from '../errors/app-error';
import { assertSafeParam } from '../validation/safe-params';

/** Longest `_q` text the admin lists take. */
export const MAX_Q = 100;

/**
 * Takes the `_q` text-search parameter off a list query: at most once, safe text of at most
 * MAX_Q characters. Returns the other parameters for the query parser and the words of `_q`
 * (none when absent or blank). One reader for every list that searches by text.
 */
export function takeSearchWords(input: URLSearchParams): { params: URLSearchParams; words: string[] } {
  const params = new URLSearchParams(input);
  const q = params.getAll('_q');
  params.delete('_q');
  if (q.length > 1) throw badParam('Query.param.repeated', '_q');
  const text = q[0]?.trim() ?? '';
  assertSafeParam('_q', text, MAX_Q);
  return { params, words: text.split(/\s+/).filter(Boolean) };
}
