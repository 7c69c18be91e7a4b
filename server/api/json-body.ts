import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, badRequest } from '../../core/errors';

/**
 * The JSON body of a write, validated by the same zod schema the forms use. A bad body is a
 * 400 whose `field` names the first offending field and whose message names it too; a rule
 * across fields (passwords that do not match) keeps its message key as it is.
 * Only `application/json` is read: a browser cannot send that cross-site without a CORS
 * preflight, which this API never grants.
 */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) {
    throw badRequest('Send a JSON body with Content-Type: application/json');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('The body is not valid JSON');
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path.map(String).join('.') || undefined;
  if (issue.code === 'unrecognized_keys') throw badRequest(`Unknown field "${field}"`, field);
  if (issue.code === 'custom' || !field) throw new AppError('bad_request', issue.message, field ? { field } : {});
  throw badRequest(`Invalid "${field}": ${issue.message}`, field);
}
