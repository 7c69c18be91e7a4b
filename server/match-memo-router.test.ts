import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, test } from 'vitest';
import { MatchMemoRouter } from './match-memo-router';

/** An app whose routes answer which handler ran and with what parameters. */
function routes(app: Hono) {
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-seen', 'mw');
  });
  app.get('/api/events/admin', (c) => c.text('admin'));
  app.get('/api/events/:type{[0-9]+}/:id{[0-9]+}', (c) => c.text(`typed ${c.req.param('type')} ${c.req.param('id')}`));
  app.get('/api/events/:id', (c) => c.text(`one ${c.req.param('id')}`));
  app.post('/api/events/:id', (c) => c.text(`post ${c.req.param('id')}`));
  app.get('*', (c) => c.text(`page ${c.req.path}`));
  return app;
}

describe('MatchMemoRouter (decision 184)', () => {
  const paths = ['/api/events/admin', '/api/events/32', '/api/events/33', '/api/events/1/7', '/', '/program', '/api/events/%33'];

  test('answers every path as the router it keeps does, again and again', async () => {
    const plain = routes(new Hono());
    const memo = routes(new Hono({ router: new MatchMemoRouter() }));
    for (let round = 0; round < 3; round++) {
      for (const path of paths) {
        for (const method of ['GET', 'HEAD', 'POST']) {
          const [a, b] = await Promise.all([plain.request(path, { method }), memo.request(path, { method })]);
          expect([b.status, await b.text(), b.headers.get('x-seen')]).toEqual([
            a.status,
            await a.text(),
            a.headers.get('x-seen'),
          ]);
        }
      }
    }
  });

  test('keeps one match per GET path, forgets them all past its bound and when a route is added', () => {
    // A TrieRouter takes routes after its first match (the SmartRouter refuses them).
    const router = new MatchMemoRouter<string>(new TrieRouter(), 2);
    router.add('GET', '/a/:id', 'a');
    const first = router.match('GET', '/a/1');
    expect(router.match('GET', '/a/1')).toBe(first);
    router.match('GET', '/a/2');
    router.match('GET', '/a/3');
    expect(router.match('GET', '/a/1')).not.toBe(first);
    expect(router.match('GET', '/a/1')[0]).toEqual(first[0]);
    expect(router.match('POST', '/a/1')).not.toBe(router.match('POST', '/a/1'));
    const kept = router.match('GET', '/a/1');
    router.add('GET', '/b', 'b');
    expect(router.match('GET', '/a/1')).not.toBe(kept);
    expect(router.match('GET', '/b')[0].map(([handler]) => handler)).toEqual(['b']);
  });
});
