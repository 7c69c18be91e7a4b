/** Addresses people guess for admin screens lead to the screen's own (decision 086), in both languages. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { aliasTarget } from '../app/i18n/route-aliases';
import { createWriteTestContext, type WriteTestContext } from '../tests/api-write-context';

let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext();
});
afterAll(() => t.database.close());

describe('admin URL aliases', () => {
  test('/admin/orders is the ticket orders, with the rest of the path and the query, in both languages', async () => {
    for (const [asked, answered] of [
      ['/admin/orders', '/admin/ticket-orders'],
      ['/en/admin/orders', '/en/admin/ticket-orders'],
      ['/admin/orders/12?print=1', '/admin/ticket-orders/12?print=1'],
      ['/admin/objednavky?status=awaiting', '/admin/ticket-orders?status=awaiting'],
      ['/en/admin/event-types/3', '/en/admin/eventtypes/3'],
      ['/admin/audit', '/admin/audit-log'],
    ] as const) {
      const res = await t.send('GET', asked);
      expect([res.status, res.headers.get('Location')], asked).toEqual([301, answered]);
    }
  });

  test('screens and other paths are no aliases', () => {
    for (const path of ['/admin', '/admin/ticket-orders', '/admin/events/3', '/orders', '/en/admin/toString', '/api/orders']) {
      expect(aliasTarget(path), path).toBeNull();
    }
  });
});
