import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, invalidInput } from '../../core/errors/app-error';
import { validateInput } from '../../core/validation/validate-input';
import { isJson } from '../middleware/media-type';

/**
 * The JSON body of a write, validated by the same zod schema the forms use. A bad body is a
 * 400 with a code for every offending field (`data.fields`), the first one also as the error;
 * NUL or a lone surrogate anywhere in it is one (validateInput). Its size is limited before it
 * is read (MAX_API_BODY_BYTES).
 * Only `application/json` is read: a browser cannot send that cross-site without a CORS
 * preflight, which this API never grants.
 */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  if (!isJson(c.req.header('Content-Type'))) {
    throw new AppError('Request.body.contentType');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('Request.body.json');
  }
  const parsed = validateInput(schema, body);
  if (parsed.ok) return parsed.data;
  throw invalidInput(parsed.errors);
}
