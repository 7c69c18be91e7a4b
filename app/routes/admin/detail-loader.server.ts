import { data } from 'react-router';
import { AppError } from '../../../core/errors/app-error';
import { parseIdParam } from '../../../core/query/parse-id-param';

/**
 * The record of a detail route: null for `new`, the record for a valid id, a 404 page for a
 * malformed id or one the API would not show this user (its existence is not told), the
 * no-access page for one this user may see exists but not edit (another exhibitor's event):
 * `forbidden`'s, which names the role needed (`forbiddenPage`), or the general one.
 */
export async function loadDetailRecord<T>(
  rawId: string | undefined,
  get: (id: number) => Promise<T>,
  forbidden?: () => Response,
): Promise<T | null> {
  if (rawId === 'new') return null;
  const id = parseIdParam(rawId);
  if (id === null) throw data(null, { status: 404 });
  try {
    return await get(id);
  } catch (err) {
    if (err instanceof AppError && err.status === 403 && forbidden) throw forbidden();
    if (err instanceof AppError && (err.status === 404 || err.status === 403)) throw data(null, { status: err.status });
    throw err;
  }
}
