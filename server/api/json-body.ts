import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, invalidInput } from '../../core/errors/app-error';
import { fieldErrorsFromIssues } from '../../core/errors/field-errors';

/**
 * The JSON body of a write, validated by the same zod schema the forms use. A bad body is a
 * 400 with a code for every offending field (`data.fields`), the first one also as the error.
 * Only `application/json` is read: a browser cannot send that cross-site without a CORS
 * preflight, which this API never grants.
 */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  if (!/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) {
    throw new AppError('Request.body.contentType');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('Request.body.json');
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw invalidInput(fieldErrorsFromIssues(parsed.error.issues, body));
}
