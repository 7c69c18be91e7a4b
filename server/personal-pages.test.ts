/**
 * Pages made for one person (a session, a pending toast, a remembered livestream pass) are
 * marked `private, no-cache`, so no shared cache keeps them; a guest's page and a route's own
 * Cache-Control are left as they are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../core/accounts/session-cookie';
import { createWriteTestContext, type WriteTestContext } from '../tests/api-write-context';
import { createApp } from './app';

let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext();
});
afterAll(() => t.database.close());

const html = (headers: Record<string, string> = {}, status = 200) =>
  new Response(status === 200 ? '<!doctype html><title>x</title>' : null, {
    status,
    headers: { 'Content-Type': 'text/html', ...headers },
  });

function appWith(page: (request: Request) => Response) {
  return createApp({ ...t.deps, pages: async (request) => page(request) });
}

describe('pages for one person', () => {
  it('leaves a guest page without a Cache-Control of its own', async () => {
    const res = await appWith(() => html()).request('/program');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBeNull();
  });

  it.each([
    ['a session cookie', { Cookie: `${SESSION_COOKIE}=anything` }],
    ['a session cookie among others', { Cookie: `theme=dark; ${SESSION_COOKIE}=x` }],
    ['an Authorization header', { Authorization: 'Bearer abc' }],
  ])('marks the page private with %s', async (_label, headers) => {
    const res = await appWith(() => html()).request('/program', { headers });
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it("keeps a route's own Cache-Control", async () => {
    const res = await appWith(() => html({ 'Cache-Control': 'private, no-store' })).request('/me', {
      headers: { Cookie: `${SESSION_COOKIE}=x` },
    });
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('leaves redirects alone', async () => {
    const res = await appWith(() => html({ Location: '/en' }, 302)).request('/', { headers: { Cookie: `${SESSION_COOKIE}=x` } });
    expect(res.status).toBe(302);
    expect(res.headers.get('Cache-Control')).toBeNull();
  });
});
