import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../../../db/client';
import { ROLE } from '../../../db/schema';
import type { Config } from '../../../server/config';
import { createDeps } from '../../../server/deps';
import { sessionTokenFor } from '../../../tests/auth';
import { createTestDatabase } from '../../../tests/db';
import { createSpeaker, createTicketOrder, createUser, PUBLISHED } from '../../../tests/factories';
import { appContext } from '../../context';
import { loader } from './me';

let database: Database;
const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  now: () => new Date(),
  publicUrl: undefined,
  timezone: 'Europe/Prague',
  storage: { kind: 'local' },
} as Config;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function args(user?: { id: number; tokenVersion: number }) {
  const context = new RouterContextProvider();
  context.set(appContext, createDeps({ db: database.db, config }));
  const headers = user ? { Cookie: `jwt_amphi=${sessionTokenFor(user, config)}` } : undefined;
  return { request: new Request('http://localhost/user/me', { headers }), context, params: {} } as unknown as Parameters<
    typeof loader
  >[0];
}

describe('the Me page (decision 070)', () => {
  it('opens for a Registred user, the link the menu gives them: their profile, without speaker self-edit', async () => {
    const newbie = await createUser(database.db, { roleId: ROLE.registred, firstName: 'Nela' });
    await createSpeaker(database.db, { published_at: PUBLISHED, editors: [newbie.id] });
    const page = await loader(args(newbie));
    expect(page.profile).toMatchObject({ id: newbie.id, firstName: 'Nela' });
    expect(page.speakers).toEqual([]);
  });

  it('lists a confirmed member’s speakers; a guest goes to the login page', async () => {
    const member = await createUser(database.db, { roleId: ROLE.confirmed });
    const speaker = await createSpeaker(database.db, { published_at: PUBLISHED, editors: [member.id] });
    expect((await loader(args(member))).speakers).toMatchObject([{ id: speaker.id }]);
    const guest = await loader(args()).catch((e: Response) => e);
    expect((guest as Response).headers.get('Location')).toBe('/user/login?redirectTo=%2Fuser%2Fme');
  });

  it('lists the user’s unpaid order with how to pay it: amount, variable symbol, the account as ordered, due date', async () => {
    const buyer = await createUser(database.db, { roleId: ROLE.confirmed });
    const order = await createTicketOrder(database.db, {
      userId: buyer.id,
      supplier: {
        ...{ name: 'Týden inovací ČR, z. s.', street: '', city: '', zip: '', country: '', regnumber: '', vatNumber: '' },
        ...{ bankAccount: '19-2000145399/0800', iban: 'CZ6508000000192000145399' },
      },
    });
    const [listed] = (await loader(args(buyer))).tickets.orders;
    expect(listed).toMatchObject({
      publicId: order.publicId,
      status: 'awaiting',
      totalWithVat: 13_189,
      variableSymbol: order.variableSymbol,
      dueDate: '2021-10-15',
      bankAccount: '19-2000145399/0800',
      iban: 'CZ65 0800 0000 1920 0014 5399',
    });
  });
});
