import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/errors/app-error';
import { loadDetailRecord } from './detail-loader.server';

/** What the loader threw, as the route's error boundary gets it. */
async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('expected the loader to throw');
}

const statusOf = (err: unknown) => {
  // data() throws a DataWithResponseInit; React Router hands it to the boundary as a route error response.
  const init = (err as { init?: { status?: number } }).init;
  return init?.status ?? (isRouteErrorResponse(err) ? err.status : null);
};

describe('loadDetailRecord', () => {
  it('gives null for a new record and the record for a valid id', async () => {
    expect(await loadDetailRecord('new', async () => 'x')).toBeNull();
    expect(await loadDetailRecord('7', async (id) => ({ id }))).toEqual({ id: 7 });
  });

  it('answers 404 for a malformed id or a record this user may not see', async () => {
    expect(statusOf(await thrown(() => loadDetailRecord('7x', async () => 'x')))).toBe(404);
    const missing = () => Promise.reject(new AppError('Entry.notFound', { params: { what: 'Event' } }));
    expect(statusOf(await thrown(() => loadDetailRecord('7', missing)))).toBe(404);
  });

  it("answers 403 for a record this user may see but not edit (another exhibitor's event)", async () => {
    const notTheirs = () => Promise.reject(new AppError('Event.forbidden.edit'));
    expect(statusOf(await thrown(() => loadDetailRecord('22', notTheirs)))).toBe(403);
  });

  it('lets any other failure through', async () => {
    const broken = new Error('database down');
    expect(await thrown(() => loadDetailRecord('7', () => Promise.reject(broken)))).toBe(broken);
  });
});
