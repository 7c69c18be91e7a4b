/**
 * A client that hangs up while its page renders is a client abort (issue 31, D2): React Router
 * gives up with a 500 when the request's signal aborts, but nobody receives that answer and it
 * is no fault of ours, so it is logged at info and counted as 499, never as a 5xx.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWriteTestContext, type WriteTestContext } from '../tests/api-write-context';
import { createApp } from './app';
import { requestLogger } from './logger';
import { registry } from './metrics';

let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext();
});
afterAll(() => t.database.close());
afterEach(() => vi.restoreAllMocks());

/** How many page requests /metrics has counted with this status. */
async function pageRequests(status: string): Promise<number> {
  const metric = await registry.getSingleMetric('innoweek_http_requests_total')!.get();
  return metric.values.filter((v) => v.labels.route === 'page' && v.labels.status === status).reduce((n, v) => n + v.value, 0);
}

describe('a client that leaves during a page render', () => {
  it('is logged at info and counted as 499, not as a 500', async () => {
    // What React Router does when the request's signal aborts under a running loader.
    const app = createApp({
      ...t.deps,
      pages: async (request) => {
        hangUp.abort();
        await Promise.resolve();
        return new Response('Unexpected Server Error', { status: request.signal.aborted ? 500 : 200 });
      },
    });
    const errors = vi.spyOn(requestLogger, 'error');
    const infos = vi.spyOn(requestLogger, 'info');
    const [before500, before499] = [await pageRequests('500'), await pageRequests('499')];
    const hangUp = new AbortController();
    const res = await app.request(new Request('http://localhost/odborne-seminare?y=1', { signal: hangUp.signal }));
    expect(res.status).toBe(499);
    expect(await pageRequests('500')).toBe(before500);
    expect(await pageRequests('499')).toBe(before499 + 1);
    expect(errors).not.toHaveBeenCalled();
    expect(infos).toHaveBeenCalledWith(expect.objectContaining({ route: 'page', status: 499 }), 'request');
  });

  it('leaves a page that really failed a 500', async () => {
    const app = createApp({ ...t.deps, pages: async () => new Response('Unexpected Server Error', { status: 500 }) });
    const before = await pageRequests('500');
    expect((await app.request('/odborne-seminare')).status).toBe(500);
    expect(await pageRequests('500')).toBe(before + 1);
  });
});
