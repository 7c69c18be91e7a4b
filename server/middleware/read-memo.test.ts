import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import type { CacheInvalidationBus } from './guest-cache';
import { clearOnWrite, createReadMemo } from './read-memo';

function fakeBus() {
  const listeners: (() => void)[] = [];
  const bus: CacheInvalidationBus & { isUp: boolean; deliver(): void } = {
    isUp: true,
    up: () => bus.isUp,
    publish() {},
    subscribe: (fn) => void listeners.push(fn),
    deliver: () => listeners.forEach((fn) => fn()),
  };
  return bus;
}

describe('the read memo with several processes', () => {
  test("another process's write empties it", () => {
    const bus = fakeBus();
    const memo = createReadMemo(bus);
    memo.set('a', '1', memo.ticket());
    bus.deliver();
    expect(memo.get('a')).toBeUndefined();
  });

  test('is bypassed while the bus is down', () => {
    const bus = fakeBus();
    const memo = createReadMemo(bus);
    bus.isUp = false;
    expect(memo.active()).toBe(false);
    memo.set('a', '1', memo.ticket());
    expect(memo.size).toBe(0);
  });
});

describe('clearOnWrite', () => {
  const app = (memo: ReturnType<typeof createReadMemo>) => {
    const a = new Hono();
    a.use('*', clearOnWrite(memo));
    a.get('/', (c) => c.text('ok'));
    a.post('/ok', (c) => c.text('ok'));
    a.post('/refused', (c) => c.text('no', 400));
    a.onError((_err, c) => c.text('failed', 500));
    a.post('/throws', () => {
      throw new Error('boom');
    });
    return a;
  };

  test('reads leave it, every write empties it, refused or failed ones too', async () => {
    const memo = createReadMemo();
    const a = app(memo);
    memo.set('k', 'v', memo.ticket());
    await a.request('/');
    expect(memo.get('k')).toBe('v');
    for (const path of ['/ok', '/refused', '/throws']) {
      memo.set('k', 'v', memo.ticket());
      await a.request(path, { method: 'POST' });
      expect(memo.get('k'), path).toBeUndefined();
    }
  });

  test('a GET during which the database took a write empties it too', async () => {
    const memo = createReadMemo();
    let writes = 0;
    const a = new Hono();
    a.use(
      '*',
      clearOnWrite(memo, () => writes),
    );
    a.get('/confirm', (c) => {
      writes++;
      return c.text('confirmed');
    });
    a.get('/read', (c) => c.text('read'));
    memo.set('k', 'v', memo.ticket());
    await a.request('/read');
    expect(memo.get('k')).toBe('v');
    await a.request('/confirm');
    expect(memo.get('k')).toBeUndefined();
  });
});
